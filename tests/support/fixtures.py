"""Fixtures for the fake LLM server; import them into a conftest or test module to use them::

    from tests.support.fixtures import fake_llm, fake_llm_factory  # noqa: F401
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tests.support.fake_llm import FakeLLMServer


@pytest.fixture
def fake_llm() -> Iterator[FakeLLMServer]:
    """One started server on 127.0.0.1 (ephemeral port), stopped after the test."""
    server = FakeLLMServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def fake_llm_factory() -> Iterator[Callable[[], FakeLLMServer]]:
    """Start as many servers as a test needs (e.g. one per provider); all stopped afterwards."""
    servers: list[FakeLLMServer] = []

    def start() -> FakeLLMServer:
        server = FakeLLMServer().start()
        servers.append(server)
        return server

    try:
        yield start
    finally:
        for server in servers:
            server.stop()
