"""`exec` for the chat agent: the Secure CLI `ExecTool` behind the registry's tool contract.

The values injected into the child are resolved again here, only to hand them to the loop
as `secrets_to_mask`: the runner scrubs the child's output already, and this second pass
also catches a value the child transformed in a way the scrubber does not know.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goclaw_lite.agent.tools.registry import ToolContext, ToolResult
from goclaw_lite.errors import UserError
from goclaw_lite.model.chat_api import ToolDecision
from goclaw_lite.securecli.exec_tool import ExecTool
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.store.credentials.store import SecureCLIStore

__all__ = ["ExecAgentTool"]


class ExecAgentTool:
    name = "exec"
    description = ExecTool.description
    parameters: Mapping[str, Any] = ExecTool.parameters
    default_policy: ToolDecision = "ask"
    category = "runtime"

    def __init__(self, runner: SecureCLIRunner, store: SecureCLIStore, *, tool: ExecTool | None = None) -> None:
        self._runner = runner
        self._tool = tool or ExecTool(runner, store)

    async def _injected(self, args: Mapping[str, Any], ctx: ToolContext) -> dict[str, str]:
        binary, argv = args.get("binary"), args.get("args", [])
        if not isinstance(binary, str) or not isinstance(argv, list) or not all(isinstance(a, str) for a in argv):
            return {}
        try:
            resolved = await self._runner.resolve(binary, argv, agent_id=ctx.agent_id, conversation_id=ctx.conversation_id)
        except UserError:
            return {}  # it will not run either; ExecTool says why
        return resolved.env.as_dict()

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        secrets = await self._injected(args, ctx)
        outcome = await self._tool.run(args, agent_id=ctx.agent_id, conversation_id=ctx.conversation_id)
        return ToolResult(outcome.ok, outcome.content, secrets_to_mask=secrets, metadata=dict(outcome.metadata))

    async def is_available(self, ctx: ToolContext) -> bool:
        """Offered only to an agent that may run at least one registered tool."""
        return bool(await self._tool.available(ctx.agent_id))

    async def system_hint(self, ctx: ToolContext) -> str:
        """The registered tools this agent may run, so the model does not guess names."""
        available = await self._tool.available(ctx.agent_id)
        if not available:
            return ""
        lines = ["Command-line tools you can run with the exec tool (credentials are injected for you):"]
        for item in available:
            line = f"- {item['binary']}"
            if item.get("description"):
                line += f": {item['description']}"
            if item.get("tips"):
                line += f" (tips: {item['tips']})"
            lines.append(line)
        return "\n".join(lines)
