"""`spawn` and `delegate`: an agent hands a subtask to a run loop of its own.

Both start a child run in a conversation of its own (the task is its first user message;
the conversation is closed when the task ends, and marked with `SUBTASK_KEY` so the
conversation list leaves it out: the chat shows it under the message that spawned it) and
record it as a `subagent_tasks` row: status, depth, iterations, tokens, origin, result. The
child's answer is the tool's result.

`spawn(task)` runs the calling agent again on the subtask (offered once the agent's
tools_config has `spawn: true`); `delegate(agent, task)` runs a
linked agent (refused unless AgentLinkStore.can_delegate). Limits: depth at most
`max_depth` (a child at the limit is offered neither tool), the agent's iterations capped
at `max_iterations`, and a token budget (prompt + completion, read from the child's stored
replies after every model call; the child is stopped once it is over). Children run
unattended: a tool that would ask the user is not offered to them unless the run that started
them is a scheduled job that pre-approved it, and one that asks anyway (an MCP tool) is refused.

A subtask that cannot start (its agent's provider is gone, the agent was removed) ends
`failed` at once with the reason in its row, and the parent gets that reason as the tool's
result and carries on.

Cancelling: the child runs as its own task. When the parent's task is cancelled (the user
pressed Stop) the child is cancelled too, its row marked `cancelled`, and the parent's
cancellation carries on. `SubagentRunner.cancel(task_id)` cancels one subtask only (the
chat's Cancel under it): the child stops, keeping its partial answer, its row ends
`cancelled`, and the parent hears so as the tool's result and goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

from goclaw_lite.agent.tools.registry import ToolContext, ToolRegistry, ToolResult
from goclaw_lite.errors import UserError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import MessageRole, StoredMessage
from goclaw_lite.model.chat_api import (
    AssistantMessageFinished,
    ChatEvent,
    RunFinished,
    ToolDecision,
)
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.agent_links import AgentLinkStore
from goclaw_lite.store.chat.conversations import SUBTASK_KEY, ConversationStore
from goclaw_lite.store.chat.subagent_tasks import NewSubagentTask, SubagentTaskStore
from goclaw_lite.store.definitions.agents import AgentStore

__all__ = [
    "CANCELLED_BY_USER", "SPAWN_SWITCH", "DelegateTool", "SpawnLimits", "SpawnTool", "SubagentRunner", "register_delegation",
]

CHILD_TOOLS = ("spawn", "delegate")
SPAWN_SWITCH = "spawn"  # the agent's tools_config key that turns the spawn tool on
Emit = Callable[[ChatEvent], None]


class ChildLoop(Protocol):
    """What a subtask needs of its run loop (`agent.loop.RunLoop`, which imports the tools)."""

    async def run(self, conversation_id: str, parent_id: str) -> RunFinished: ...


CloseClients = Callable[[], Awaitable[None]]
LoopFactory = Callable[[Agent, ToolRegistry, Emit, str, frozenset[str]], tuple[ChildLoop, CloseClients]]
"""(child agent, its tools, its event sink, the parent run's trace id, the tools it may run unasked) ->
(a run loop, a coroutine closing its clients)."""
Precheck = Callable[[Agent], Awaitable[None]]
"""Raises a UserError when the agent cannot run at all (e.g. no provider of its routes exists)."""
CANCELLED_BY_USER = "cancelled: you cancelled this subtask"


@dataclass(frozen=True)
class SpawnLimits:
    max_depth: int = 2
    max_iterations: int = 8
    token_budget: int = 60_000


@dataclass
class _Usage:
    input_tokens: int = 0
    output_tokens: int = 0

    @property
    def total(self) -> int:
        return self.input_tokens + self.output_tokens

    def add(self, message: StoredMessage) -> None:
        self.input_tokens += int(message.metadata.get("prompt_tokens") or 0)
        self.output_tokens += int(message.eval_tokens or 0)


class SubagentRunner:
    """Runs child loops and keeps their rows; shared by both tools."""

    def __init__(
        self, stores: Stores, conversations: ConversationStore, registry: ToolRegistry, make_loop: LoopFactory,
        limits: SpawnLimits | None = None, precheck: Precheck | None = None,
    ) -> None:
        self.tasks = SubagentTaskStore(stores.db, stores.identity)
        self._conversations = conversations
        self._registry = registry
        self._make_loop = make_loop
        self._precheck = precheck
        self.limits = limits or SpawnLimits()
        self._depths: dict[str, int] = {}  # child conversation id -> its depth
        self._children: dict[str, asyncio.Task[RunFinished]] = {}  # task id -> its running child loop
        self._cancelled: set[str] = set()  # task ids the user cancelled

    async def cancel(self, task_id: str) -> bool:
        """Cancel one running subtask (the user's Cancel); False when it had already ended.

        A subtask not running in this process (a crash left its row, or it is still being
        set up) just has its row ended; one being set up then never starts its child.
        """
        row = await self.tasks.get(task_id)
        if row is None or row.finished:
            return False
        self._cancelled.add(task_id)
        child = self._children.get(task_id)
        if child is None:
            return await self.tasks.cancel(task_id, reason=CANCELLED_BY_USER)
        child.cancel()
        return True

    def depth_of(self, conversation_id: str) -> int:
        """0 for a conversation the user started, else the depth of the child running in it."""
        return self._depths.get(conversation_id, 0)

    def can_spawn_from(self, conversation_id: str) -> bool:
        return self.depth_of(conversation_id) < self.limits.max_depth

    def _child_tools(self, agent: Agent, depth: int, pre_approved: frozenset[str]) -> tuple[Agent, ToolRegistry]:
        """Unattended: tools that would ask are denied unless pre-approved; at the depth limit no further children."""
        policy = dict(agent.tool_policy)
        for name in self._registry.names():
            asks = self._registry.decide(agent, name) == "ask" and name not in pre_approved
            if asks or (depth >= self.limits.max_depth and name in CHILD_TOOLS):
                policy[name] = "deny"
        iterations = min(agent.max_tool_iterations, self.limits.max_iterations)
        return replace(agent, tool_policy=policy, max_tool_iterations=iterations), self._registry

    async def _spawning_message(self, conversation_id: str, call_id: str) -> str | None:
        for message in reversed(await self._conversations.messages(conversation_id)):
            if message.role is MessageRole.ASSISTANT and any(c.id == call_id for c in message.tool_calls):
                return message.id
        return None

    async def run(
        self, ctx: ToolContext, agent: Agent, task: str, *, kind: str, subject: str = "", token_budget: int | None = None,
    ) -> ToolResult:
        depth = self.depth_of(ctx.conversation_id) + 1
        if depth > self.limits.max_depth:
            return ToolResult.error(f"subtasks may nest at most {self.limits.max_depth} deep; do this one yourself")
        budget = min(token_budget or self.limits.token_budget, self.limits.token_budget)
        pre_approved = ctx.unattended or frozenset()  # a job's pre-approved tools; none under a watched run
        child_agent, registry = self._child_tools(agent, depth, pre_approved)
        row = await self.tasks.create(NewSubagentTask(
            parent_agent_key=ctx.agent.agent_key, subject=subject or task, description=task, depth=depth,
            model=agent.model, provider=agent.provider, session_key=ctx.conversation_id, origin_channel="desktop",
            origin_chat_id=ctx.conversation_id, origin_peer_kind="direct", origin_user_id=ctx.user_id or None,
            spawned_by=ctx.agent.id, conversation_id=ctx.conversation_id,
            parent_message_id=await self._spawning_message(ctx.conversation_id, ctx.call_id),
            metadata={"kind": kind, "agent_key": agent.agent_key, "call_id": ctx.call_id,
                      "limits": {"max_iterations": child_agent.max_tool_iterations, "token_budget": budget}},
        ))
        try:
            if self._precheck is not None:
                await self._precheck(agent)
            first = await self._conversations.add_user_message(
                task, agent_id=agent.id, conversation_metadata={SUBTASK_KEY: row.id, "parent_conversation_id": ctx.conversation_id},
            )
        except UserError as exc:  # no provider, or the target agent was removed meanwhile: the row must not stay running
            problem = f"the subtask could not start: {exc}"
            await self.tasks.finish(row.id, "failed", result=problem)
            return ToolResult.error(problem, task_id=row.id)
        child_cid = first.conversation_id
        self._depths[child_cid] = depth
        await self.tasks.update_metadata(row.id, {"child_conversation_id": child_cid})
        try:
            return await self._drive(row.id, child_agent, registry, child_cid, first.id, budget, ctx.trace_id,
                                     pre_approved)
        finally:
            self._depths.pop(child_cid, None)
            self._cancelled.discard(row.id)
            with contextlib.suppress(UserError):
                await self._conversations.close(child_cid)

    async def _drive(
        self, task_id: str, agent: Agent, registry: ToolRegistry, child_cid: str, first_id: str, budget: int,
        parent_trace_id: str = "", pre_approved: frozenset[str] = frozenset(),
    ) -> ToolResult:
        finished: asyncio.Queue[str] = asyncio.Queue()
        usage, over = _Usage(), asyncio.Event()

        def emit(event: ChatEvent) -> None:
            if isinstance(event, AssistantMessageFinished):
                finished.put_nowait(event.message_id)

        if task_id in self._cancelled:  # cancelled while it was being set up
            return ToolResult.error(_cancelled_result(""), task_id=task_id)
        loop, close_clients = self._make_loop(agent, registry, emit, parent_trace_id, pre_approved)
        child = asyncio.get_running_loop().create_task(loop.run(child_cid, first_id), name=f"subagent-{task_id}")
        self._children[task_id] = child

        async def watch() -> None:
            calls = 0
            while True:
                message = await self._conversations.get_message(await finished.get())
                usage.add(message)
                calls += 1
                await self.tasks.update_progress(task_id, iterations=calls, input_tokens=usage.input_tokens,
                                                 output_tokens=usage.output_tokens)
                if usage.total > budget:
                    over.set()
                    child.cancel()
                    return

        watcher = asyncio.get_running_loop().create_task(watch())
        try:
            await asyncio.wait({child})
        except asyncio.CancelledError:  # the parent was stopped: so is the child
            child.cancel()
            await asyncio.gather(child, return_exceptions=True)
            await self._settle(watcher, close_clients)
            await self.tasks.cancel(task_id, reason="stopped: the parent run was stopped")
            raise
        finally:
            self._children.pop(task_id, None)
        await self._settle(watcher, close_clients)
        # a child cancelled before its first step never ran the loop's own stop handling
        final = RunFinished(child_cid, "stopped", None) if child.cancelled() else child.result()
        return await self._record(task_id, final, child_cid, budget, over.is_set())

    @staticmethod
    async def _settle(watcher: asyncio.Task[None], close_clients: Callable[[], Awaitable[None]]) -> None:
        watcher.cancel()
        await asyncio.gather(watcher, return_exceptions=True)
        with contextlib.suppress(Exception):
            await close_clients()

    async def _record(self, task_id: str, final: RunFinished, child_cid: str, budget: int, over: bool) -> ToolResult:
        usage = _Usage()
        for message in await self._conversations.messages(child_cid):
            if message.role is MessageRole.ASSISTANT:
                usage.add(message)
        counts = {"iterations": final.iterations, "input_tokens": usage.input_tokens, "output_tokens": usage.output_tokens}
        answer = ""
        if final.final_message_id:
            with contextlib.suppress(UserError):
                answer = (await self._conversations.get_message(final.final_message_id)).text
        if final.state == "complete":
            await self.tasks.finish(task_id, "completed", result=answer, **counts)
            return ToolResult(True, answer or "(the subtask finished without an answer)", metadata={"task_id": task_id})
        if task_id in self._cancelled and not over:
            await self.tasks.finish(task_id, "cancelled", result=f"{CANCELLED_BY_USER}\n\n{answer}" if answer else CANCELLED_BY_USER, **counts)
            return ToolResult.error(_cancelled_result(answer), task_id=task_id)
        if over:
            problem = f"the subtask used {usage.total} tokens, over its budget of {budget}, and was stopped"
        else:
            problem = final.error or f"the subtask ended {final.state}"
        await self.tasks.finish(task_id, "failed", result=problem if not answer else f"{problem}\n\n{answer}", **counts)
        partial = f"; its partial answer: {answer}" if answer else ""
        return ToolResult.error(f"{problem}{partial}", task_id=task_id)


def _cancelled_result(answer: str) -> str:
    """What the parent's model hears: the user's decision, so it does not just start it again."""
    partial = f"; its partial answer: {answer}" if answer else ""
    return f"the user cancelled this subtask before it finished; carry on without it and do not start it again{partial}"


_TASK_SCHEMA: dict[str, Any] = {"type": "string", "minLength": 1, "maxLength": 8000,
                                "description": "The whole task, self-contained: the helper sees nothing else."}


class SpawnTool:
    name = "spawn"
    description = (
        "Run a self-contained subtask with a fresh helper (yourself, with its own context and limits) and get "
        "its answer back. Use it for research or steps that would clutter this conversation."
    )
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "task": _TASK_SCHEMA,
            "subject": {"type": "string", "maxLength": 120, "description": "A short title for the subtask."},
            "token_budget": {"type": "integer", "minimum": 1, "description": "Most tokens it may use."},
        },
        "required": ["task"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "allow"
    category = "agents"

    def __init__(self, runner: SubagentRunner) -> None:
        self._runner = runner

    async def is_available(self, ctx: ToolContext) -> bool:
        """Offered to agents that opted in (tools_config `spawn: true`): every tool offered
        makes small local models pick wrong tools more often."""
        return bool(ctx.agent.tools_config.get(SPAWN_SWITCH)) and self._runner.can_spawn_from(ctx.conversation_id)

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        return await self._runner.run(
            ctx, ctx.agent, str(args["task"]), kind="spawn", subject=str(args.get("subject") or ""),
            token_budget=args.get("token_budget"),
        )


class DelegateTool:
    name = "delegate"
    description = "Hand a self-contained task to one of the agents you are linked to and get its answer back."
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "agent": {"type": "string", "minLength": 1, "description": "The key of the agent to delegate to."},
            "task": _TASK_SCHEMA,
        },
        "required": ["agent", "task"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "allow"
    category = "agents"

    def __init__(self, runner: SubagentRunner, links: AgentLinkStore, agents: AgentStore) -> None:
        self._runner = runner
        self._links = links
        self._agents = agents

    async def is_available(self, ctx: ToolContext) -> bool:
        """Offered when the agent has someone to delegate to."""
        return self._runner.can_spawn_from(ctx.conversation_id) and bool(await self._links.delegate_targets(ctx.agent_id))

    async def system_hint(self, ctx: ToolContext) -> str:
        targets = await self._links.delegate_targets(ctx.agent_id)
        lines = [f"- {t.agent_key}" + (f": {t.description}" if t.description else "") for t in targets]
        return "Agents you can delegate to with the delegate tool:\n" + "\n".join(lines)

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        key = str(args["agent"]).strip().lower()
        target = await self._agents.find_by_key(key)
        if target is None or not await self._links.can_delegate(ctx.agent_id, target.id):
            names = ", ".join(t.agent_key for t in await self._links.delegate_targets(ctx.agent_id)) or "none"
            return ToolResult.error(f"you may not delegate to {key!r}; the agents you may delegate to are: {names}")
        return await self._runner.run(ctx, target, str(args["task"]), kind="delegate", subject=f"{key}: {args['task']}")


def register_delegation(
    registry: ToolRegistry, stores: Stores, conversations: ConversationStore, make_loop: LoopFactory,
    limits: SpawnLimits | None = None, precheck: Precheck | None = None,
) -> SubagentRunner:
    runner = SubagentRunner(stores, conversations, registry, make_loop, limits, precheck)
    registry.register(SpawnTool(runner))
    registry.register(DelegateTool(runner, AgentLinkStore(stores.db, stores.identity), AgentStore(stores.db, stores.identity)))
    return runner

