"""Built-in hook handlers: no process, run in-process, same outcome shape as a command.

- `log`: writes one line about the event to the app log (redacted like every log line).
- `block`: refuses the action (before_run / before_tool), with an optional `reason`;
  with a matcher it keeps an agent away from chosen tools.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("goclaw_lite.hooks")


@dataclass(frozen=True)
class BuiltinResult:
    decision: str  # allow | block | error
    output: str = ""


BuiltinHandler = Callable[[dict[str, Any], dict[str, Any]], Awaitable[BuiltinResult]]
"""(hook config, event payload) -> result."""


async def _log(config: dict[str, Any], event: dict[str, Any]) -> BuiltinResult:
    subject = event.get("tool", {}).get("name") if isinstance(event.get("tool"), dict) else event.get("agent_key", "")
    line = f"hook event {event.get('event')} {subject or ''}".rstrip()
    level = logging.getLevelName(str(config.get("level", "INFO")).upper())
    log.log(level if isinstance(level, int) else logging.INFO, "%s", line)
    return BuiltinResult("allow", line)


async def _block(config: dict[str, Any], event: dict[str, Any]) -> BuiltinResult:
    return BuiltinResult("block", str(config.get("reason") or "blocked by a hook"))


BUILTINS: dict[str, BuiltinHandler] = {"log": _log, "block": _block}
