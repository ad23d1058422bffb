"""Evolution tests that drive real runs reuse the agent layer's chat world (real app, real fake LLM server)."""

from __future__ import annotations

from tests.support.fixtures import fake_llm  # noqa: F401
from tests.unit.agent.conftest import chat  # noqa: F401
