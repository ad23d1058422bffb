"""Granted MCP servers' tools as run-loop tools, built per run for the agent running.

Each tool asks before its first use unless the agent's policy names it (or `*`): a server's
tools run code the user did not write. The call goes through `McpService.call`, so the
activity row, the timeout, the scrubbing and the restart-after-crash are the service's;
the result carries the server's secret values for the loop's own masking too.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.agent.tools.registry import Tool, ToolContext, ToolResult
from goclaw_lite.mcp.manager import McpManager
from goclaw_lite.mcp.service import McpService
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat_api import ToolDecision
from goclaw_lite.providers.base import ImagePart
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.mcp import McpStore
from goclaw_lite.store.records.activity import ActivityStore

__all__ = ["McpAgentTool", "McpToolSource", "default_mcp_service"]

log = logging.getLogger(__name__)


@dataclass
class McpAgentTool:
    name: str
    description: str
    server: str
    remote_name: str
    service: McpService = field(repr=False, compare=False)
    parameters: Mapping[str, Any] = field(default_factory=dict)
    default_policy: ToolDecision = "ask"
    timeout: float | None = None
    """The grant's timeout override for this agent, else None (the server's own)."""

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        report = ctx.progress

        async def forward(progress: float, total: float | None, message: str | None) -> None:
            if report is not None:
                report(progress, total, message)

        outcome = await self.service.call(self.server, self.remote_name, args, agent_id=ctx.agent_id, timeout=self.timeout,
                                          progress=forward if report is not None else None)
        metadata = {"mcp_server": self.server, "mcp_tool": self.remote_name, "truncated": outcome.truncated}
        text = outcome.text if outcome.ok else f"error: {outcome.text}"
        images = tuple(ImagePart(mime, data) for mime, data in outcome.images)
        return ToolResult(outcome.ok, text, secrets_to_mask=dict(outcome.secrets or {}), metadata=metadata, images=images)


class McpToolSource:
    """What the run loop asks at the start of a run: the agent's MCP tools (servers start here)."""

    def __init__(self, service: McpService) -> None:
        self.service = service

    async def __call__(self, agent: Agent) -> list[Tool]:
        offered, problems = await self.service.offered_tools(agent.id)
        for problem in problems:
            log.warning("agent %s runs without an MCP server: %s", agent.agent_key, problem)
        return [
            McpAgentTool(o.spec.name, o.spec.description, o.server.name, o.spec.remote_name, self.service, o.spec.parameters,
                         **_overrides(o.grant.config_overrides))
            for o in offered
        ]


def _overrides(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A grant's `config_overrides` as tool fields; a stored value that no longer checks is ignored."""
    fields: dict[str, Any] = {}
    timeout = raw.get("timeout_sec")
    if isinstance(timeout, int) and not isinstance(timeout, bool) and timeout > 0:
        fields["timeout"] = float(timeout)
    if raw.get("policy") in ("allow", "ask", "deny"):
        fields["default_policy"] = raw["policy"]
    return fields


def default_mcp_service(stores: Stores, agents: AgentStore, activity: ActivityStore) -> McpService:
    """A service over the app's stores with a manager of its own (close it with `manager.shutdown`)."""
    store = McpStore(stores.db, stores.identity, stores.cipher)
    return McpService(store, agents, McpManager(store.launch), activity)  # the chat's own agent/activity stores
