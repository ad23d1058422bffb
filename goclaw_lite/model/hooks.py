"""Lifecycle hooks: what the HookStore stores and returns (frozen, shared across layers)."""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from typing import Any

HOOK_EVENTS = ("before_run", "after_run", "before_tool", "after_tool")
"""The events GoClaw Lite fires. The schema also accepts the Standard edition's names."""
TOOL_EVENTS = ("before_tool", "after_tool")
HANDLER_TYPES = ("command", "builtin")
"""Handlers Lite runs: a program started without a shell, or one built into the app."""
DECISIONS = ("allow", "block", "error", "timeout")
DEFAULT_TIMEOUT_MS = 5000
MAX_TIMEOUT_MS = 600_000


@dataclass(frozen=True)
class Hook:
    id: str
    event: str
    handler_type: str
    config: dict[str, Any]
    """command: {"argv": [...]}; builtin: {"builtin": name, ...its options}."""
    matcher: str
    timeout_ms: int
    on_timeout: str
    priority: int
    enabled: bool
    scope: str
    name: str
    agent_ids: tuple[str, ...]
    version: int
    source: str
    created_at: str
    updated_at: str

    @property
    def argv(self) -> tuple[str, ...]:
        return tuple(str(a) for a in self.config.get("argv", ()))

    @property
    def on_error(self) -> str:
        """What a command's exit code other than 0 or 2 does: `allow` (recorded as an error) or `block`."""
        return "block" if self.config.get("on_error") == "block" else "allow"

    @property
    def label(self) -> str:
        if self.name:
            return self.name
        if self.handler_type == "command":
            return shlex.join(self.argv)
        return f"builtin:{self.config.get('builtin', '')}"


@dataclass(frozen=True)
class HookExecution:
    """One audited run. `output` is truncated and redacted before it is stored."""

    id: str
    hook_id: str | None
    session_id: str | None
    event: str
    decision: str
    duration_ms: int
    error: str
    output: str
    metadata: dict[str, Any] = field(default_factory=dict)
    created_at: str = ""
