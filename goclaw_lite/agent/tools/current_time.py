"""`current_time`: models do not know what day it is, and guessing it is a classic error."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from goclaw_lite.agent.tools.registry import ToolContext, ToolResult
from goclaw_lite.model.chat_api import ToolDecision

__all__ = ["CurrentTimeTool"]


class CurrentTimeTool:
    name = "current_time"
    description = (
        "The current date and time: UTC, the user's local time, or the time in a named IANA time zone "
        "(for example Europe/Berlin). Use it instead of guessing today's date."
    )
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "timezone": {"type": "string", "description": "IANA time zone name; omit for the user's local time."},
        },
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "allow"
    category = "runtime"

    def __init__(self, clock: Callable[[], datetime] | None = None) -> None:
        self._clock = clock or (lambda: datetime.now(UTC))

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        now = self._clock()
        zone_name = str(args.get("timezone") or "").strip()
        if zone_name:
            try:
                local = now.astimezone(ZoneInfo(zone_name))
            except (ZoneInfoNotFoundError, ValueError):
                return ToolResult.error(f"unknown time zone {zone_name!r}; use an IANA name such as Europe/Paris or UTC")
        else:
            local = now.astimezone()
            zone_name = local.tzname() or "local"
        body = {
            "utc": now.astimezone(UTC).isoformat(timespec="seconds"),
            "local": local.isoformat(timespec="seconds"),
            "timezone": zone_name,
            "weekday": local.strftime("%A"),
            "unix": int(now.timestamp()),
        }
        return ToolResult(True, json.dumps(body, ensure_ascii=False))
