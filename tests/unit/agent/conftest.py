"""Agent-layer tests: real clients against the real fake LLM server (tests/support)."""

from __future__ import annotations

import sys
from pathlib import Path

_REPO_ROOT = str(Path(__file__).resolve().parents[3])
if _REPO_ROOT not in sys.path:  # `tests.support` must import however pytest was started
    sys.path.insert(0, _REPO_ROOT)

from tests.support.fixtures import fake_llm, fake_llm_factory  # noqa: E402,F401
