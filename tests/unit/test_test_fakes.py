"""The GUI's scripted chat service stays true to the `ChatService` protocol it stands in for.

The chat window's tests run against `FakeChatService`; if the protocol gains a parameter or a
method and the fake does not, those tests would go on passing against an interface the real
service no longer has. So every member the protocol declares must be defined by the fake
itself (not inherited as the protocol's empty body) with the same parameters and types.
"""

from __future__ import annotations

import inspect
import typing
from typing import Any

import pytest

from goclaw_lite.model.chat_api import ChatService, RunHandle
from tests.gui.chat.chat_fakes import FakeChatService, FakeRun

PAIRS = [(ChatService, FakeChatService), (RunHandle, FakeRun)]


def _members(protocol: type) -> list[str]:
    return [name for name, value in vars(protocol).items() if not name.startswith("_") and inspect.isfunction(value)]


def _parameters(function: Any) -> list[tuple[str, Any, Any, Any]]:
    hints = typing.get_type_hints(function)
    return [(p.name, p.kind, p.default, hints.get(p.name)) for p in inspect.signature(function).parameters.values()]


def _returns(function: Any) -> Any:
    return typing.get_type_hints(function).get("return")


@pytest.mark.parametrize(("protocol", "fake"), PAIRS, ids=[p.__name__ for p, _ in PAIRS])
def test_the_fake_is_declared_an_implementation(protocol: type, fake: type) -> None:
    assert protocol in fake.__mro__, f"{fake.__name__} must subclass {protocol.__name__}"


@pytest.mark.parametrize(("protocol", "fake"), PAIRS, ids=[p.__name__ for p, _ in PAIRS])
def test_every_protocol_member_has_the_same_signature_in_the_fake(protocol: type, fake: type) -> None:
    members = _members(protocol)
    assert members, f"no members found on {protocol.__name__}"
    for name in members:
        assert name in vars(fake), f"{fake.__name__} does not define {name}"
        declared, faked = getattr(protocol, name), getattr(fake, name)
        assert _parameters(faked) == _parameters(declared), f"{fake.__name__}.{name} takes other parameters"
        assert inspect.iscoroutinefunction(faked) == inspect.iscoroutinefunction(declared), f"{name}: async or not"
        promised, given = _returns(declared), _returns(faked)
        if isinstance(promised, type) and isinstance(given, type):
            assert promised in given.__mro__, f"{fake.__name__}.{name} returns {given.__name__}, not a {promised.__name__}"
        else:
            assert given == promised, f"{fake.__name__}.{name} returns {given}, not {promised}"


def test_the_fakes_attributes_cover_the_protocols() -> None:
    run = FakeRun("c1")
    for name in typing.get_type_hints(RunHandle):
        assert hasattr(run, name), f"FakeRun has no {name}"
