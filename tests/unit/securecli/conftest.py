"""Fixtures for the Secure CLI tests: a real app (SQLite, key from GOCLAW_KEY), its stores,
an agent, and the Python interpreter registered as the tool the children run."""

from __future__ import annotations

import os
import sys
from collections.abc import Awaitable, Callable

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.model.agents import Agent
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.activity import ActivityStore

PYTHON = os.path.realpath(sys.executable)


@pytest.fixture
def store(app: AppContext) -> SecureCLIStore:
    return SecureCLIStore(app.stores.db, app.stores.identity, app.stores.cipher)


@pytest.fixture
def activity(app: AppContext) -> ActivityStore:
    return ActivityStore(app.stores.db, app.stores.identity)


@pytest.fixture
def agents(app: AppContext) -> AgentStore:
    return AgentStore(app.stores.db, app.stores.identity)


@pytest.fixture
async def agent(agents: AgentStore) -> Agent:
    return await agents.create("coder", provider="local", model="m")


@pytest.fixture
def runner(store: SecureCLIStore, activity: ActivityStore) -> SecureCLIRunner:
    return SecureCLIRunner(store, activity, kill_grace=0.5)


class Collected:
    """Sinks that record what a run printed."""

    def __init__(self) -> None:
        self.out = bytearray()
        self.err = bytearray()

    def stdout(self, data: bytes) -> None:
        self.out += data

    def stderr(self, data: bytes) -> None:
        self.err += data


RunPython = Callable[..., Awaitable[tuple[object, Collected]]]


@pytest.fixture
def run_python(runner: SecureCLIRunner) -> RunPython:
    """Run `python -c CODE` through the real runner as the registered tool `python3`."""

    async def run(code: str, *extra: str, **kwargs: object) -> tuple[object, Collected]:
        sink = Collected()
        outcome = await runner.run(
            "python3", ["-c", code, *extra], on_stdout=sink.stdout, on_stderr=sink.stderr, **kwargs  # type: ignore[arg-type]
        )
        return outcome, sink

    return run
