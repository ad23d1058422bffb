"""ChatService: starts runs under the chat rules and hands out their RunHandles.

The rules it enforces before anything is stored: a closed conversation takes no message,
one run per conversation at a time (an in-process lock — the writer lock on the data
directory already keeps other processes out), and at most N runs a minute per user. Each
run is an asyncio task driving a `RunLoop`; its events are kept on the handle until read.

`start_maintenance()` is the start-up pass (replies a crash left `streaming` become
`interrupted`; closed conversations untouched for 30 days — or `closed_retention()`, read at
every pass so a changed setting applies — are deleted) and schedules the daily cleanup. The daily pass only deletes: marking streams
interrupted while runs may be live would break them, so that happens at start-up only.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from goclaw_lite.agent.attachments import caption, to_metadata
from goclaw_lite.agent.conversation_audit import ConversationAudit
from goclaw_lite.agent.loop import Approvals, LoopSettings, MemoryContext, RunLoop, SecretSource
from goclaw_lite.agent.prompt_files import AgentFilesPrompt, PromptSection
from goclaw_lite.agent.rate_limit import DEFAULT_RUNS_PER_MINUTE, RunRateLimiter
from goclaw_lite.agent.tools import ToolRegistry, default_registry
from goclaw_lite.agent.tools.builtin_rows import BuiltinSwitches
from goclaw_lite.agent.tools.mcp_tools import McpToolSource, default_mcp_service
from goclaw_lite.errors import (
    ConfigurationError,
    ConversationClosedError,
    NotFoundError,
    StreamBusyError,
    ValidationError,
)
from goclaw_lite.evolution.recorder import ToolMetrics, record_feedback
from goclaw_lite.hooks.dispatcher import HookDispatcher
from goclaw_lite.ids import format_ts
from goclaw_lite.mcp.service import McpService
from goclaw_lite.memory.queue import ConsolidationQueue
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.attachments import Attachment
from goclaw_lite.model.chat import Conversation, StoredMessage
from goclaw_lite.model.chat_api import ChatEvent, RunFinished, RunStarted
from goclaw_lite.model.chat_overrides import OVERRIDES_KEY, ChatOverrides
from goclaw_lite.providers.factory import ClientFactory, create_client
from goclaw_lite.providers.fallback import CooldownTracker, FallbackRouter
from goclaw_lite.securecli.injection import registered_names
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.conversations import CLOSED_RETENTION, UNSET, ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.builtin_tools import BuiltinToolStore
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.store.records.traces import TraceStore, TraceWriter
from goclaw_lite.tracing.tracer import Tracer

if TYPE_CHECKING:
    from goclaw_lite.agent.tools.delegation_tools import SubagentRunner

__all__ = ["ChatRun", "ChatService", "MaintenanceReport"]

log = logging.getLogger(__name__)

DAY = 24 * 3600.0
TRACE_RETENTION = timedelta(days=30)
CLOSE_TIMEOUT = 15.0


@dataclass(frozen=True)
class MaintenanceReport:
    interrupted: int  # replies found `streaming` and marked interrupted
    deleted: int  # closed conversations removed
    traces_deleted: int = 0  # traces older than the trace retention


class ChatRun:
    """The `RunHandle` of one run: its events in order, `stop()` and `wait()`."""

    def __init__(self, conversation_id: str, *, user_message_id: str | None = None) -> None:
        self.conversation_id = conversation_id
        self.user_message_id = user_message_id
        self.trace_id: str | None = None  # the run's trace (None with tracing off): a job's history links it
        self._pending: deque[ChatEvent] = deque()
        self._changed = asyncio.Event()
        self._done = asyncio.Event()
        self._final: RunFinished | None = None
        self._task: asyncio.Task[None] | None = None
        self._iterated = False
        self._stopping = False

    def __repr__(self) -> str:
        state = self._final.state if self._final else "running"
        return f"ChatRun(conversation_id={self.conversation_id!r}, {state})"

    @property
    def final(self) -> RunFinished | None:
        return self._final

    @property
    def done(self) -> bool:
        return self._final is not None

    def emit(self, event: ChatEvent) -> None:
        if self._final is not None:
            return  # nothing follows RunFinished
        self._pending.append(event)
        if isinstance(event, RunFinished):
            self._final = event
            self._done.set()
        self._changed.set()

    def attach(self, task: asyncio.Task[None]) -> None:
        self._task = task

    def events(self) -> AsyncIterator[ChatEvent]:
        if self._iterated:
            raise ValidationError("The events of a run can be read only once.")
        self._iterated = True
        return self._iterate()

    async def _iterate(self) -> AsyncIterator[ChatEvent]:
        pending = self._pending
        while True:
            while pending:
                event = pending.popleft()
                yield event
                if isinstance(event, RunFinished):
                    return
            if self._final is not None and not pending:
                return  # wait() consumed the rest
            self._changed.clear()
            await self._changed.wait()

    def stop(self) -> None:
        if self._stopping or self._final is not None:
            return
        self._stopping = True
        if self._task is not None and not self._task.done():
            self._task.cancel()

    async def ended(self) -> None:
        """Wait for the end without consuming events (for a reader waiting on something else)."""
        await self._done.wait()

    async def wait(self) -> RunFinished:
        await self._done.wait()
        self._pending.clear()
        self._changed.set()  # a reader blocked in events() ends
        assert self._final is not None
        return self._final


class BackgroundWorker(Protocol):
    """What the service needs of the consolidation worker (goclaw_lite.memory)."""

    async def notify(self, agent_id: str, conversation_id: str) -> object: ...

    def start(self) -> None: ...

    async def aclose(self) -> None: ...


class ChatService:
    """The chat face shared by the window and `goclaw-lite chat` (see `model.chat_api.ChatService`)."""

    def __init__(
        self,
        stores: Stores,
        *,
        registry: ToolRegistry | None = None,
        client_factory: ClientFactory = create_client,
        cooldowns: CooldownTracker | None = None,
        rate_limiter: RunRateLimiter | None = None,
        runs_per_minute: int = DEFAULT_RUNS_PER_MINUTE,
        wall_clock: Callable[[], datetime] | None = None,
        settings: LoopSettings | None = None,
        maintenance_interval: float = DAY,
        secrets: SecretSource | None = None,
        closed_retention: Callable[[], timedelta] | None = None,
        memory: MemoryContext | None = None,
        on_conversation_done: Callable[[str, str], Awaitable[object]] | None = None,
        consolidation: BackgroundWorker | None = None,
        hooks_enabled: Callable[[], bool] | None = None,
        mcp: McpService | None = None,
        trace_retention: Callable[[], timedelta] | None = None,
        tracing: bool = True,
        workspaces: Path | None = None,
    ) -> None:
        """`mcp` offers each agent its granted MCP servers' tools (default: a service with its own
        connections, closed with this one). `memory` is the L0 auto-inject (default: episodic memory, per-agent switch);
        `on_conversation_done(agent_id, conversation_id)` hears of completed runs and closed
        conversations (the consolidation worker's `notify`). A `consolidation` worker is told
        the same, started with the maintenance and closed with the service; without either,
        the conversation is only queued (`memory.queue`), as for `goclaw-lite chat`, and
        the next worker (the window, `memory consolidate`) does the work."""
        self._stores = stores
        self._user = stores.identity.user_id
        self.conversations = ConversationStore(stores.db, stores.identity, clock=wall_clock)
        self.agents = AgentStore(stores.db, stores.identity)
        self.providers = ProviderStore(stores.db, stores.identity, stores.cipher)
        self._activity = ActivityStore(stores.db, stores.identity)
        self._audit = ConversationAudit(stores.db, stores.identity, self.conversations)
        self._hooks = HookDispatcher(
            HookStore(stores.db, stores.identity), self._activity, enabled=hooks_enabled,
            withheld=registered_names(stores.db, stores.identity, stores.cipher),
        )
        self.registry = registry if registry is not None else default_registry(stores, workspaces)
        self._switches = BuiltinSwitches(BuiltinToolStore(stores.db))
        self.cooldowns = cooldowns if cooldowns is not None else CooldownTracker()
        self.rate_limiter = rate_limiter if rate_limiter is not None else RunRateLimiter(runs_per_minute)
        self._factory = client_factory
        self._settings = settings or LoopSettings()
        self._interval = maintenance_interval
        self._retention = closed_retention or (lambda: CLOSED_RETENTION)
        self.traces = TraceStore(stores.db, stores.identity)
        self._trace_writer = TraceWriter.of(self.traces)  # shared with every service on this database
        self._trace_retention = trace_retention or (lambda: TRACE_RETENTION)
        self._tracing = tracing  # off only to measure what tracing costs (tests/benchmarks)
        self._approvals = Approvals()
        self._busy: set[str] = set()
        self._runs: dict[str, ChatRun] = {}
        self._maintenance: asyncio.Task[None] | None = None
        self._closed = False
        self._secrets = secrets if secrets is not None else self._secure_cli_secrets()
        self._memory = memory if memory is not None else self._default_memory()
        self._consolidation = consolidation
        self._on_done = on_conversation_done or (
            consolidation.notify if consolidation is not None else ConsolidationQueue(stores.db, stores.identity).enqueue
        )
        self._metrics = EvolutionMetricsStore(stores.db, stores.identity)
        self._tool_metrics = ToolMetrics(self._metrics)
        self._owns_mcp = mcp is None
        self.mcp = mcp if mcp is not None else default_mcp_service(stores, self.agents, self._activity)
        self._mcp_tools = McpToolSource(self.mcp)
        self._sections: tuple[PromptSection, ...] = (AgentFilesPrompt.of(stores),)
        self._subtasks: SubagentRunner | None = None
        if registry is None:  # spawn / delegate run child loops built like this service's own
            from goclaw_lite.agent.tools.delegation_tools import register_delegation

            self._subtasks = register_delegation(
                self.registry, stores, self.conversations, self._child_loop, precheck=self._check_routes
            )

    def _tracer(
        self, agent: Agent, *, name: str, parent_trace_id: str | None = None, run_id: str | None = None,
    ) -> Tracer:
        if not self._tracing:
            return Tracer.off()
        tags = ("subagent",) if parent_trace_id else ()
        return Tracer(self._trace_writer, name=name, agent_id=agent.id, agent_key=agent.agent_key, user_id=self._user,
                      parent_trace_id=parent_trace_id or None, tags=tags, run_id=run_id)

    def _child_loop(
        self, agent: Agent, registry: ToolRegistry, emit: Callable[[ChatEvent], None], parent_trace_id: str = "",
        pre_approved: frozenset[str] = frozenset(),
    ) -> tuple[RunLoop, Callable[[], Awaitable[None]]]:
        """A run loop for a subtask: this service's stores, secrets and hooks, its own trace; unattended
        (nobody sees its events): a tool that asks is refused unless `pre_approved` (by the job it runs in)."""
        router = FallbackRouter(agent, self.providers, self._factory, cooldowns=self.cooldowns)
        loop = RunLoop(
            agent=agent, conversations=self.conversations, router=router, registry=registry, emit=emit,
            approvals=self._approvals, user_id=self._user, secrets=self._secrets, activity=self._activity,
            settings=self._settings, hooks=self._hooks, tool_metrics=self._tool_metrics, extra_tools=self._mcp_tools,
            remember_allow=self._remember_allow, prompt_sections=self._sections, unattended=pre_approved,
            tracer=self._tracer(agent, name=f"subagent {agent.agent_key}", parent_trace_id=parent_trace_id),
        )
        return loop, router.aclose

    async def _remember_allow(self, agent: Agent, tool: str) -> None:
        current = await self.agents.get(agent.id)  # the run's copy may be stale
        await self.agents.update(agent.id, tool_policy={**current.tool_policy, tool: "allow"})

    def _default_memory(self) -> MemoryContext:
        from goclaw_lite.memory.recall import AutoInjector, MemoryRecall

        return AutoInjector(MemoryRecall(self._stores))

    async def _conversation_done(self, agent_id: str | None, conversation_id: str) -> None:
        if self._on_done is None or not agent_id:
            return
        try:
            await self._on_done(agent_id, conversation_id)
        except Exception:
            log.warning("consolidation was not told about conversation %s", conversation_id, exc_info=True)

    def _secure_cli_secrets(self) -> SecretSource | None:
        if self._stores.cipher is None:
            return None  # no key: no Secure CLI value can be read, so none can be injected
        from goclaw_lite.agent.tools.known_secrets import SecureCLISecrets
        from goclaw_lite.store.credentials.store import SecureCLIStore

        return SecureCLISecrets(SecureCLIStore(self._stores.db, self._stores.identity, self._stores.cipher)).values

    # --- starting runs -------------------------------------------------------------------

    async def send(
        self, text: str, *, agent_key: str | None = None, conversation_id: str | None = None,
        parent_id: str | None = None, model: str | None = None, attachments: Sequence[Attachment] = (),
        overrides: ChatOverrides | None = None, unattended: frozenset[str] | None = None, trace_name: str = "",
    ) -> ChatRun:
        """Store the user message (creating the conversation when it is the first) and answer it.

        `parent_id` None continues the branch the user is looking at; `model` overrides the
        agent's model for this run only; `attachments` are stored with the message (see
        agent/attachments.py) and read by the model with it. The conversation's own overrides
        (`ChatOverrides`, kept in its metadata) apply to the run; `overrides` replaces them for
        this run and is remembered by a conversation this message creates. `unattended` makes a
        run nobody watches (a scheduled job): a tool needing approval is refused unless named in it;
        `trace_name` names the run's trace (default `chat <agent>`; a job's is `job <name>`).
        """
        self._check_open()
        if not text.strip() and attachments:
            text = caption(attachments)
        if not text.strip():
            raise ValidationError("A message cannot be empty.")
        conversation = await self.conversations.get(conversation_id) if conversation_id else None
        if conversation is not None:
            self._refuse_closed(conversation)
        agent = await self._agent_for(agent_key, conversation)
        await self._check_routes(agent)
        with self._admission(conversation_id):
            async with self._stores.db.transaction():
                user = await self.conversations.add_user_message(
                    text, conversation_id=conversation_id, agent_id=agent.id, parent_id=UNSET if parent_id is None else parent_id,
                    metadata=to_metadata(attachments) or None,
                    conversation_metadata={OVERRIDES_KEY: overrides.to_json()} if overrides and not overrides.empty else None,
                )
                if conversation is None:
                    await self._audit.created(user.conversation_id, agent_id=agent.id, message_id=user.id)
        chosen = overrides if overrides is not None else ChatOverrides.from_metadata(conversation.metadata if conversation else None)
        return self._start(chosen.apply(agent), user.conversation_id, parent_id=user.id, user_message_id=user.id,
                           model=model or chosen.model, unattended=unattended, trace_name=trace_name)

    async def regenerate(self, assistant_message_id: str, *, model: str | None = None) -> ChatRun:
        """A new answer to the same user message, as a sibling branch of the old one."""
        self._check_open()
        message = await self.conversations.get_message(assistant_message_id)
        conversation = await self.conversations.get(message.conversation_id)
        self._refuse_closed(conversation)
        agent = await self._agent_for(None, conversation)
        await self._check_routes(agent)
        with self._admission(conversation.id):
            row = await self.conversations.regenerate(message.id)
        assert row.parent_id is not None
        chosen = ChatOverrides.from_metadata(conversation.metadata)
        return self._start(chosen.apply(agent), conversation.id, parent_id=row.parent_id, user_message_id=None, first_row=row,
                           model=model or chosen.model)

    async def edit_and_resend(self, user_message_id: str, new_text: str, *, model: str | None = None) -> ChatRun:
        """A new version of a user message (a sibling) with its own answer."""
        self._check_open()
        original = await self.conversations.get_message(user_message_id)
        conversation = await self.conversations.get(original.conversation_id)
        self._refuse_closed(conversation)
        agent = await self._agent_for(None, conversation)
        await self._check_routes(agent)
        with self._admission(conversation.id):
            user = await self.conversations.edit_and_resend(user_message_id, new_text)
        chosen = ChatOverrides.from_metadata(conversation.metadata)
        return self._start(chosen.apply(agent), conversation.id, parent_id=user.id, user_message_id=user.id,
                           model=model or chosen.model)

    def resolve_approval(self, call_id: str, allow: bool, *, always: bool = False) -> None:
        """Answer a waiting call; `always` also makes the agent's policy allow that tool from now on."""
        if not self._approvals.resolve(call_id, allow, always=always):
            raise NotFoundError(f"No tool call {call_id} is waiting for approval (its run may have ended).")

    async def feedback(self, message_id: str, score: int) -> None:
        """Thumbs up (+1) or down (-1) on an assistant answer, kept as an evolution metric."""
        await record_feedback(self._metrics, self.conversations, message_id, score)

    async def cancel_subtask(self, task_id: str) -> bool:
        """Cancel one running subtask (spawn / delegate); its parent run goes on without it.

        False when it had already ended (or this service does not run subtasks)."""
        if self._subtasks is None:
            return False
        return await self._subtasks.cancel(task_id)

    async def has_providers(self) -> bool:
        """Whether any provider is set up at all (without one, `goclaw-lite chat` offers the built-in model)."""
        return bool(await self.providers.list())

    def pending_approvals(self) -> list[str]:
        return self._approvals.pending()

    def is_running(self, conversation_id: str) -> bool:
        return conversation_id in self._busy

    def run_for(self, conversation_id: str) -> ChatRun | None:
        """The handle of the run streaming in `conversation_id`, if any (a window reopening it)."""
        return self._runs.get(conversation_id)

    async def close_conversation(self, conversation_id: str) -> Conversation:
        """Close it (no new messages); a run streaming in it is stopped first, its partial kept."""
        await self._stop_and_wait(conversation_id)
        closed = await self._audit.close(conversation_id)
        await self._conversation_done(closed.agent_id, closed.id)
        return closed

    async def delete_conversation(self, conversation_id: str) -> None:
        """Delete it with every message; a run streaming in it is stopped first."""
        await self._stop_and_wait(conversation_id)
        await self._audit.delete(conversation_id)

    async def _stop_and_wait(self, conversation_id: str) -> None:
        run = self._runs.get(conversation_id)
        if run is not None:
            run.stop()
            await run.wait()

    # --- rules ---------------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise ValidationError("The chat service has been shut down; no new run can start.")

    @staticmethod
    def _refuse_closed(conversation: Conversation) -> None:
        if conversation.closed:
            raise ConversationClosedError(
                f"The conversation {conversation.title!r} is closed and accepts no new messages; start a new one."
            )

    @contextlib.contextmanager
    def _admission(self, conversation_id: str | None) -> Iterator[None]:
        """Take the conversation's stream lock and a rate-limit slot; give both back on failure."""
        if conversation_id is not None:
            if conversation_id in self._busy:
                raise StreamBusyError("An answer is already being written in this conversation; stop it or wait for it.")
            self._busy.add(conversation_id)
        try:
            token = self.rate_limiter.acquire(self._user)
            try:
                yield
            except BaseException:
                self.rate_limiter.refund(token)
                raise
        except BaseException:
            if conversation_id is not None:
                self._busy.discard(conversation_id)
            raise

    async def _agent_for(self, agent_key: str | None, conversation: Conversation | None) -> Agent:
        await self._switches.apply(self.registry)  # Settings > Built-in tools, as it is now
        if agent_key:
            return await self.agents.get_by_key(agent_key)
        if conversation is not None and conversation.agent_id:
            try:
                return await self.agents.get(conversation.agent_id)
            except NotFoundError:
                pass  # its agent was removed: the default agent carries on
        return await self.agents.resolve(None)

    async def _check_routes(self, agent: Agent) -> None:
        """Refuse before storing anything when no route of the agent names an existing provider."""
        routes = FallbackRouter(agent, self.providers, self._factory).routes()
        for route in routes:
            if await self.providers.find(route.provider) is not None:
                return
        raise ConfigurationError(
            f"Agent {agent.agent_key!r} uses provider {agent.provider!r}, which does not exist; add it with "
            "`goclaw-lite provider add` or point the agent at another provider."
        )

    # --- running -------------------------------------------------------------------------

    def _start(
        self,
        agent: Agent,
        conversation_id: str,
        *,
        parent_id: str,
        user_message_id: str | None,
        first_row: StoredMessage | None = None,
        model: str | None = None,
        unattended: frozenset[str] | None = None,
        trace_name: str = "",
    ) -> ChatRun:
        self._busy.add(conversation_id)
        run = ChatRun(conversation_id, user_message_id=user_message_id)
        run.emit(RunStarted(conversation_id, user_message_id, agent.agent_key))
        router = FallbackRouter(agent, self.providers, self._factory, cooldowns=self.cooldowns)
        tracer = self._tracer(agent, name=trace_name or f"chat {agent.agent_key}", run_id=user_message_id)
        run.trace_id = tracer.trace_id if tracer.enabled else None
        loop = RunLoop(
            agent=agent, conversations=self.conversations, router=router, registry=self.registry, emit=run.emit,
            approvals=self._approvals, user_id=self._user, secrets=self._secrets, activity=self._activity,
            settings=self._settings, model=(model or "").strip(), memory=self._memory, hooks=self._hooks,
            tool_metrics=self._tool_metrics, extra_tools=self._mcp_tools, remember_allow=self._remember_allow,
            prompt_sections=self._sections, unattended=unattended, tracer=tracer,
        )
        self._runs[conversation_id] = run
        task = asyncio.get_running_loop().create_task(
            self._drive(run, loop, router, parent_id, first_row, agent.id), name=f"chat-run-{conversation_id}"
        )
        run.attach(task)
        task.add_done_callback(lambda t: self._after(run, t))
        return run

    async def _drive(
        self, run: ChatRun, loop: RunLoop, router: FallbackRouter, parent_id: str, first_row: StoredMessage | None,
        agent_id: str,
    ) -> None:
        try:
            final = await loop.run(run.conversation_id, parent_id, first_row=first_row)
        finally:
            try:
                await router.aclose()
            except Exception as exc:  # noqa: BLE001 - closing sockets must not hide the run's outcome
                log.warning("closing the provider clients failed: %s", type(exc).__name__)
        self._release(run)  # before the final event: whoever reads it may send the next message at once
        if final.state == "complete":  # queued before the final event, so a reader of it finds the job
            await self._conversation_done(agent_id, run.conversation_id)
        run.emit(final)

    def _release(self, run: ChatRun) -> None:
        if self._runs.get(run.conversation_id) is run:
            del self._runs[run.conversation_id]
            self._busy.discard(run.conversation_id)

    def _after(self, run: ChatRun, task: asyncio.Task[None]) -> None:
        """Safety net for a task that ended without its final event (cancelled before it began)."""
        self._release(run)
        if run.final is not None:
            return
        if task.cancelled():
            run.emit(RunFinished(run.conversation_id, "stopped", run.user_message_id, None, 0))
            return
        exc = task.exception()
        if exc is not None:
            log.error("chat run task failed", exc_info=exc)
        run.emit(RunFinished(run.conversation_id, "error", run.user_message_id, "Internal error; see the log file.", 0,
                             {"code": "RUN", "case": "crashed"}))

    # --- maintenance and shutdown --------------------------------------------------------

    async def run_maintenance(self, *, at_startup: bool = False) -> MaintenanceReport:
        interrupted = 0
        if at_startup and not self._busy:
            interrupted = await self.conversations.mark_interrupted_streams()
            await self.traces.mark_interrupted()  # their runs died with the app
            from goclaw_lite.store.chat.subagent_tasks import SubagentTaskStore  # subtasks died with their runs

            await SubagentTaskStore(self._stores.db, self._stores.identity).fail_running("interrupted: the app stopped")
        deleted = await self._audit.cleanup_closed(self._retention())
        traces = await self.traces.cleanup(format_ts(datetime.now(UTC) - self._trace_retention()))
        if interrupted or deleted or traces:
            log.info("chat maintenance: %d interrupted replies marked, %d closed conversations and %d traces deleted",
                     interrupted, deleted, traces)
        return MaintenanceReport(interrupted, deleted, traces)

    async def start_maintenance(self) -> MaintenanceReport:
        """The start-up pass now, then the cleanup every `maintenance_interval` seconds."""
        self._check_open()
        report = await self.run_maintenance(at_startup=True)
        if self._consolidation is not None:
            self._consolidation.start()  # idempotent; picks up work left before a restart
        if self._maintenance is None or self._maintenance.done():
            self._maintenance = asyncio.get_running_loop().create_task(self._daily(), name="chat-maintenance")
        return report

    async def _daily(self) -> None:
        while True:
            await asyncio.sleep(self._interval)
            try:
                await self.run_maintenance()
            except Exception:
                log.exception("the daily chat cleanup failed")

    async def aclose(self) -> None:
        """Stop every run (partials kept as stopped) and the maintenance task."""
        if self._closed:
            return
        self._closed = True
        if self._maintenance is not None:
            self._maintenance.cancel()
            await asyncio.gather(self._maintenance, return_exceptions=True)
        runs = list(self._runs.values())
        for run in runs:
            run.stop()
        for run in runs:
            try:
                await asyncio.wait_for(run.wait(), CLOSE_TIMEOUT)
            except TimeoutError:
                log.warning("a chat run did not stop within %.0f s", CLOSE_TIMEOUT)
        if self._owns_mcp:  # its servers end with the app: stdin closed, a grace period, then the group killed
            await self.mcp.manager.shutdown()
        if self._consolidation is not None:
            await self._consolidation.aclose()
        await self._trace_writer.flush()  # the stopped runs' traces (the database's close would too)
