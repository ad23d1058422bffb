"""The tool contract and the registry the run loop asks for tools and policies.

A tool is a small object with a name, a description and a JSON Schema for its arguments,
and one coroutine that does the work. It never raises for a mistake the model made: a
`ToolResult(ok=False, ...)` goes back to the model, which can read it and try again.
`secrets_to_mask` names values the tool handed out (injected credentials) so the loop can
replace them before the result is stored, shown or sent back.

Policy per agent and tool (`Agent.tool_policy`): the tool's own name wins, then `"*"`,
then the tool's `default_policy` (`exec` asks, the others are allowed). A value that is not
allow / ask / deny reads as `ask`: a typo must never widen what a tool may do. Before any
policy, a tool switched off is denied: for every agent in Settings (`disabled`, the
`builtin_tools` rows the chat service reads before each run) or for one agent
(`Agent.tools_off`, its `tools_config.deny`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from goclaw_lite.errors import AlreadyExistsError, ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat_api import ToolDecision
from goclaw_lite.providers.base import ImagePart, ToolSpec

__all__ = ["DECISIONS", "Tool", "ToolContext", "ToolRegistry", "ToolResult"]

DECISIONS: tuple[ToolDecision, ...] = ("allow", "ask", "deny")
log = logging.getLogger(__name__)
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_-")


@dataclass(frozen=True)
class ToolContext:
    """Who is calling: the agent, the conversation and the call being answered."""

    agent: Agent
    conversation_id: str
    call_id: str
    user_id: str = ""
    progress: Callable[[float, float | None, str | None], None] | None = field(default=None, compare=False, repr=False)
    """Report how far a long call got (progress, total, message): shown on the tool card."""
    trace_id: str = ""  # the run's trace: a subtask's own trace names it as its parent
    unattended: frozenset[str] | None = None  # a run nobody watches: the tools it may run unasked (its subtasks too)

    @property
    def agent_id(self) -> str:
        return self.agent.id


@dataclass(frozen=True)
class ToolResult:
    ok: bool
    content: str
    secrets_to_mask: Mapping[str, str] = field(default_factory=dict, repr=False)
    metadata: Mapping[str, Any] = field(default_factory=dict)
    images: tuple[ImagePart, ...] = field(default=(), repr=False)
    """Images for a model that accepts them (an MCP tool's); `content` names each in a note."""

    @classmethod
    def error(cls, message: str, **metadata: Any) -> ToolResult:
        """A failed result the model can read and recover from."""
        return cls(False, f"error: {message}", metadata=metadata)


@runtime_checkable
class Tool(Protocol):
    name: str
    description: str
    parameters: Mapping[str, Any]
    default_policy: ToolDecision

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult: ...


class ToolRegistry:
    """Tools by name, in registration order (the order the model sees them)."""

    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        self.disabled: frozenset[str] = frozenset()
        """Names switched off for every agent (Settings > Built-in tools)."""
        for tool in tools:
            self.register(tool)

    def register(self, tool: Tool, *, replace: bool = False) -> None:
        name = tool.name
        if not name or not set(name) <= _NAME_CHARS or len(name) > 64:
            raise ValidationError(f"Tool name {name!r} is not valid: use at most 64 of a-z, 0-9, '_' and '-'.")
        if tool.default_policy not in DECISIONS:
            raise ValidationError(f"Tool {name!r} has default policy {tool.default_policy!r}; use allow, ask or deny.")
        if name in self._tools and not replace:
            raise AlreadyExistsError(f"A tool named {name!r} is already registered.")
        self._tools[name] = tool

    def extended(self, tools: Iterable[Tool]) -> ToolRegistry:
        """A new registry: these tools, then `tools` (one whose name is taken or invalid is left out)."""
        copy = ToolRegistry(self._tools.values())
        copy.disabled = self.disabled
        for tool in tools:
            try:
                copy.register(tool)
            except (AlreadyExistsError, ValidationError) as exc:
                log.warning("tool %s not offered: %s", tool.name, exc)
        return copy

    def unregister(self, name: str) -> None:
        self._tools.pop(name, None)

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def names(self) -> list[str]:
        return list(self._tools)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __len__(self) -> int:
        return len(self._tools)

    def decide(self, agent: Agent, name: str) -> ToolDecision:
        """allow, ask or deny for `name` as `agent` (deny for a tool that does not exist)."""
        tool = self._tools.get(name)
        if tool is None or name in self.disabled or name in agent.tools_off:
            return "deny"
        policy = agent.tool_policy
        raw = policy.get(name, policy.get("*"))
        if raw is None:
            return tool.default_policy
        value = str(raw).strip().lower()
        return value if value in DECISIONS else "ask"

    def offered(self, agent: Agent) -> list[Tool]:
        """The tools the model is told about: every tool this agent is not denied."""
        return [t for t in self._tools.values() if self.decide(agent, t.name) != "deny"]

    def specs_for(self, agent: Agent) -> tuple[ToolSpec, ...]:
        return tuple(ToolSpec(t.name, t.description, dict(t.parameters)) for t in self.offered(agent))
