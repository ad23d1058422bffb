"""What the Traces page says about a trace and its spans, in the window's language.

A span's type, status and metadata keys are GoClaw's identifiers (`llm_call`, `completed`,
`fallback_reasons`), stored as they are so an imported trace reads like ours; the page names the
ones it knows in words and shows any other as stored. Span names written by GoClaw Lite's own
steps ("model call #2", "memory.recall") are named too; a tool's or hook's name is data.
"""

from __future__ import annotations

import json
import re
from typing import Any

from goclaw_lite.gui.qt import QLocale, QObject

_MODEL_CALL = re.compile(r"^model call(?: #(\d+))?$")
_FELL_BACK = " (fell back)"
_TRACE_NAME = re.compile(r"^(chat|subagent|job) (.+)$", re.DOTALL)


class TraceWords(QObject):
    def kind(self, span_type: str, metadata: dict[str, Any] | None = None) -> str:
        if (metadata or {}).get("kind") == "mcp":
            return self.tr("MCP")
        kinds = {"llm_call": self.tr("Model"), "tool_call": self.tr("Tool"), "event": self.tr("Event"),
                 "agent": self.tr("Run"), "embedding": self.tr("Embedding")}
        return kinds.get(span_type, span_type)

    def status(self, status: str) -> str:
        words = {"completed": self.tr("completed"), "error": self.tr("failed"), "cancelled": self.tr("stopped"),
                 "running": self.tr("running")}
        return words.get(status, status)

    def span_name(self, name: str) -> str:
        """GoClaw Lite's own step names in words; any other name as it is."""
        if match := _MODEL_CALL.match(name):
            return self.tr("call #{number}").format(number=match.group(1)) if match.group(1) else self.tr("call")
        steps = {"memory.recall": self.tr("memory recall"), "memory.summarize": self.tr("memory summary"),
                 "memory.extract": self.tr("knowledge extraction")}
        if name in steps:
            return steps[name]
        if name.endswith(_FELL_BACK):
            return self.tr("{route} (fell back)").format(route=name.removesuffix(_FELL_BACK))
        return name

    def trace_name(self, name: str) -> str:
        """A run's name as GoClaw Lite writes it ("chat helper", "job Daily news") in words; any other as it is."""
        match = _TRACE_NAME.match(name)
        if match is None:
            return name
        words = {"chat": self.tr("chat with {agent}"), "subagent": self.tr("subtask of {agent}"),
                 "job": self.tr("job {job}")}
        return words[match.group(1)].format(agent=match.group(2), job=match.group(2))

    def key(self, key: str) -> str:
        keys = {
            "messages": self.tr("Messages sent"), "tools": self.tr("Tools offered"),
            "iteration": self.tr("Model call number"), "message_id": self.tr("Message id"),
            "attempt": self.tr("Route tried"), "fallback_reasons": self.tr("Routes that failed first"),
            "size": self.tr("Result size (characters)"), "denied": self.tr("Denied"),
            "mcp_server": self.tr("MCP server"), "mcp_tool": self.tr("MCP tool"), "truncated": self.tr("Cut short"),
            "kind": self.tr("Kind"), "decision": self.tr("Decision"), "entities": self.tr("Entities"),
            "relations": self.tr("Relations"),
        }
        return keys.get(key, key)

    def value(self, value: Any) -> str:
        """A metadata value: yes/no, numbers as the language writes them, lists one per line."""
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if isinstance(value, int):
            return QLocale().toString(value)
        if isinstance(value, str):
            return {"mcp": self.tr("MCP tool")}.get(value, value)
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return "\n".join(value)
        return json.dumps(value, ensure_ascii=False)
