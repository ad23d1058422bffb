"""The tools an agent's policy can name, for the agent editor's allow / ask / deny table.

The built-ins come from the same registry a chat uses (plus `spawn` and `delegate`, which the
chat service adds); the MCP tools from the servers granted to the agent, asked through
`McpService.offered_tools` (which starts them, so the editor asks only when its Tools tab is
shown). The policy itself is saved by `AgentsAdmin.update`, with its checks.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.app.agents import AgentsAdmin
from goclaw_lite.store import Stores

__all__ = ["EVERY_TOOL", "McpTools", "ToolChoice", "ToolPolicyAdmin"]

EVERY_TOOL = "*"
"""The policy entry for every tool the policy does not name (`agent set --tool '*=ask'`)."""


@dataclass(frozen=True)
class ToolChoice:
    """One tool as the policy table shows it; `default` is what it does when the policy is silent."""

    name: str
    description: str
    default: str
    source: str = "Built-in"


@dataclass(frozen=True)
class McpTools:
    """The granted servers' tools, and one line per server that offered none (and why)."""

    tools: tuple[ToolChoice, ...] = ()
    problems: tuple[str, ...] = ()
    not_offered: tuple[str, ...] = ()
    """One line per built-in tool the agent is not offered now, and why (`web_search` without a backend)."""
    not_offered_names: tuple[str, ...] = ()
    """Those tools' names, for a face that words the reason in its own language."""


class ToolPolicyAdmin:
    def __init__(self, stores: Stores) -> None:
        self._stores = stores

    def builtin(self) -> tuple[ToolChoice, ...]:
        """Every built-in tool, in the order a chat offers them (the exec tool only with the key loaded)."""
        from goclaw_lite.agent.tools import default_registry  # the tools load the providers: only here
        from goclaw_lite.agent.tools.delegation_tools import DelegateTool, SpawnTool

        registry = default_registry(self._stores)
        found = []
        for name in registry.names():
            tool = registry.get(name)
            if tool is not None:
                found.append(ToolChoice(name, tool.description, tool.default_policy))
        for cls in (SpawnTool, DelegateTool):
            found.append(ToolChoice(cls.name, cls.description, cls.default_policy))
        return tuple(found)

    async def mcp(self, agent_key: str) -> McpTools:
        """The MCP tools of the servers granted to `agent_key` (its servers start, then stop again)."""
        from goclaw_lite.mcp.service import McpService

        agent = await AgentsAdmin(self._stores).get(agent_key)
        service = McpService.from_stores(self._stores)
        try:
            offered, problems = await service.offered_tools(agent.id)
        finally:
            await service.manager.shutdown()
        tools = tuple(ToolChoice(o.spec.name, o.spec.description, "ask", f"MCP: {o.server.name}") for o in offered)
        notes = await self.not_offered()
        return McpTools(tools, tuple(problems), notes, tuple(n.split(" ", 1)[0] for n in notes))

    async def not_offered(self) -> tuple[str, ...]:
        """Built-in tools that say why they are not offered now (a tool with `unavailable_reason`)."""
        from goclaw_lite.agent.tools import default_registry

        registry = default_registry(self._stores)
        notes = []
        for name in registry.names():
            reason = getattr(registry.get(name), "unavailable_reason", None)
            if reason is not None and (why := await reason()):
                notes.append(f"{name} is not offered: {why}.")
        return tuple(notes)
