"""MCP tests: real servers as child processes (and over HTTP), the fault server for bad cases."""

from __future__ import annotations

import sys
from pathlib import Path

_REPO_ROOT = str(Path(__file__).resolve().parents[3])
if _REPO_ROOT not in sys.path:  # `tests.support` must import however pytest was started
    sys.path.insert(0, _REPO_ROOT)
