"""The run loop: one answer to one user turn, with as many tool rounds as it takes.

Per model call: an assistant row is inserted as `streaming`, tokens are emitted as they
arrive and checkpointed every `save_interval` seconds or `save_chars` characters (at most
every `min_save_gap` seconds, so a fast stream does not rewrite a long text per token), and the
row is finished in place with the route used, the call's duration and token count. Tool
calls are then answered one by one, in the order the model made them — policy first
(deny / ask / allow), then the arguments checked against the tool's schema, then the tool
— and every answer, failure or refusal is written as a `tool` row the model reads on the
next call. The loop ends on an answer without tool calls, a provider error, a stop, or the
agent's `max_tool_iterations` model calls.

Stop is task cancellation: it interrupts whatever is awaited (the HTTP stream, whose response is
closed so the server stops generating; an approval; a child process, which the runner kills) and the
loop then records what happened: the partial answer as `stopped`, and a "not run" result for every
tool call still unanswered, so the history stays a valid conversation for the next request.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from contextlib import aclosing
from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.agent.context import fit_history, history_budget, stored_tokens
from goclaw_lite.agent.prompt_files import PromptSection, section_texts
from goclaw_lite.agent.run_progress import RunProgress
from goclaw_lite.agent.run_support import (
    MISSING_RESULT,
    Approvals,
    card_facts,
    history_messages,
    log_tool_call,
    shorten,
)
from goclaw_lite.agent.run_trace import llm_finished, llm_started, tool_finished, tool_started
from goclaw_lite.agent.tools.registry import Tool, ToolContext, ToolRegistry, ToolResult
from goclaw_lite.agent.tools.schema import parse_arguments
from goclaw_lite.errors import GoClawError, RunError, UserError
from goclaw_lite.evolution.recorder import retrieval_run
from goclaw_lite.hooks.dispatcher import HookDispatcher
from goclaw_lite.hooks.events import run_event, tool_event
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import MessageRole, MessageState, StoredMessage, ToolCall
from goclaw_lite.model.chat_api import (
    AssistantMessageFinished,
    AssistantMessageStarted,
    ChatEvent,
    HistoryTrimmed,
    RouteUsed,
    RunFinished,
    TokenDelta,
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallRequested,
    ToolDecision,
    ToolProgress,
)
from goclaw_lite.providers.base import (
    ChatMessage,
    ChatRequest,
    ReasoningDelta,
    RouteSelected,
    StreamEnd,
    TextDelta,
    ToolCallComplete,
    ToolSpec,
    Usage,
)
from goclaw_lite.providers.errors import AllRoutesFailedError, ProviderError
from goclaw_lite.providers.fallback import FallbackRouter
from goclaw_lite.providers.local_model import takes_tools
from goclaw_lite.security.redact import redact
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.tracing.tracer import Tracer

__all__ = [
    "MISSING_RESULT", "Approvals", "ExtraTools", "LoopSettings", "MemoryContext", "RunLoop", "SecretSource", "history_messages",
]

log = logging.getLogger(__name__)

Emit = Callable[[ChatEvent], None]
SecretSource = Callable[[str, str], Awaitable[Mapping[str, str]]]
"""(agent_id, conversation_id) -> every secret value a tool result must not show."""
MemoryContext = Callable[[Agent, str], Awaitable[str]]
"""(agent, the user's message) -> a system prompt section of relevant memory, or ''."""
ExtraTools = Callable[[Agent], Awaitable[list[Tool]]]
"""agent -> tools offered to this run only (its granted MCP servers' tools), beside the registry's."""
RememberAllow = Callable[[Agent, str], Awaitable[None]]
"""(agent, tool) -> None: the user chose "always" for this tool; make the agent's policy allow it."""
ToolMetricSink = Callable[[str, str, str, bool, int, bool], Awaitable[None]]
"""(agent_id, conversation_id, tool, ok, duration_ms, denied) -> None, after each call; must not raise."""

HISTORY_PAGE = 200  # messages read at a time while gathering the history a call can carry
STOPPED_RESULT = "error: not run: the user stopped the answer before this call ran"


@dataclass(frozen=True)
class LoopSettings:
    save_interval: float = 0.5  # a streaming answer is checkpointed at least this often (seconds) ...
    save_chars: int = 200  # ... or as soon as this many characters are new,
    min_save_gap: float = 0.1  # but not more often than this: each save rewrites the whole text
    max_tool_result_chars: int = 32_000  # longer results keep their head and tail


@dataclass
class _Turn:
    message_id: str
    state: MessageState
    content: str
    calls: tuple[ToolCall, ...] = ()
    error: str | None = None
    error_facts: dict[str, Any] = field(default_factory=dict)


class RunLoop:
    """One run; build a new one per run (it keeps the run's progress)."""

    def __init__(
        self,
        *,
        agent: Agent,
        conversations: ConversationStore,
        router: FallbackRouter,
        registry: ToolRegistry,
        emit: Emit,
        approvals: Approvals,
        user_id: str = "",
        secrets: SecretSource | None = None,
        activity: ActivityStore | None = None,
        settings: LoopSettings | None = None,
        clock: Callable[[], float] = time.monotonic,
        model: str = "",
        memory: MemoryContext | None = None,
        hooks: HookDispatcher | None = None,
        tool_metrics: ToolMetricSink | None = None,
        extra_tools: ExtraTools | None = None,
        remember_allow: RememberAllow | None = None,
        prompt_sections: tuple[PromptSection, ...] = (),
        unattended: frozenset[str] | None = None,  # nobody watches (a job, a subtask): "ask" tools refused unless named
        tracer: Tracer | None = None,
    ) -> None:
        self._unattended = unattended
        self._tracer = tracer or Tracer.off()  # this run's spans; queued when it starts and ends
        self._remember_allow = remember_allow
        self._sections = prompt_sections
        self._tool_metrics = tool_metrics
        self._extra_tools = extra_tools
        self._agent = agent
        self._memory = memory
        self._hooks = hooks
        self._model = model  # this run's model on the agent's provider; "" = the agent's own
        self._conversations = conversations
        self._router = router
        self._registry = registry
        self._emit = emit
        self._approvals = approvals
        self._user_id = user_id
        self._secrets = secrets
        self._activity = activity
        self._settings = settings or LoopSettings()
        self._clock = clock
        self._progress = RunProgress()
        self._known: Mapping[str, str] | None = None
        self._cid = ""

    @property
    def limit(self) -> int:
        return max(1, self._agent.max_tool_iterations)

    async def run(self, conversation_id: str, parent_id: str, *, first_row: StoredMessage | None = None) -> RunFinished:
        """Answer the turn ending at `parent_id`; `first_row` is an already started reply.

        Lifecycle hooks: before_run may refuse the run (an error result), before_tool may
        refuse a call (the model hears why); after_tool and after_run only observe. A hook
        that fails or hangs is recorded by the dispatcher and never ends the run.
        """
        self._tracer.begin(conversation_id)
        with retrieval_run(self._agent.id, conversation_id) as retrieved:  # memory reads note themselves here
            finished = await self._run(conversation_id, parent_id, first_row=first_row)
        try:
            answered = finished.final_message_id if finished.state == "complete" else None
            await retrieved.settle(self._conversations, parent_id, answered)  # evolution metrics; never raises
            await self._hook("after_run", {**run_event(agent_key=self._agent.agent_key, conversation_id=conversation_id,
                                                       status=finished.state),
                                           "final_message_id": finished.final_message_id, "error": finished.error})
        except asyncio.CancelledError:  # stopped while an after_run hook ran: the run is over anyway
            task = asyncio.current_task()
            if task is not None:
                task.uncancel()
        self._tracer.finish(finished.state, finished.error, finished.error_facts)
        return finished

    async def _hook(self, event: str, document: dict[str, Any], subject: str = "") -> str | None:
        """Dispatch `event`; the reason when a before_* hook refused, else None."""
        if self._hooks is None:
            return None
        result = await self._hooks.dispatch(event, document, agent_id=self._agent.id,
                                            subject=subject or self._agent.agent_key, session_id=self._cid or None)
        for o in result.outcomes:  # one span per hook that ran, under the call it guarded
            self._tracer.record("event", f"hook.{o.label}.{event}", o.duration_ms, parent=self._progress.span,
                                error=o.error or None, decision=o.decision)
        return (result.reason.strip() or "no reason given") if result.blocked else None

    async def _run(self, conversation_id: str, parent_id: str, *, first_row: StoredMessage | None) -> RunFinished:
        self._cid = conversation_id
        progress = self._progress
        progress.last_id = first_row.id if first_row is not None else parent_id
        iterations = 0
        try:
            refusal = await self._hook("before_run", run_event(agent_key=self._agent.agent_key, conversation_id=conversation_id))
            if refusal is not None:
                raise UserError(f"a before_run hook refused the run: {refusal}")
            if self._extra_tools is not None:
                self._registry = self._registry.extended(await self._extra_tools(self._agent))
            offered = await self._available_tools()
            system = await self._system_prompt(offered)
            system = await self._with_memory(system, parent_id)
            tools = tuple(ToolSpec(t.name, t.description, dict(t.parameters)) for t in offered)
            budget = history_budget(self._agent.context_window, system, tools)
            thread, unread = await self._history(parent_id, budget)
            self._tracer.set_input(thread[-1].text if thread else "")
            messages = history_messages(thread)
            leaf, row = parent_id, first_row
            while True:
                iterations += 1
                if row is None:
                    row = await self._conversations.start_assistant(conversation_id, parent_id=leaf)
                progress.last_id = row.id
                fitted = fit_history(messages, budget)
                progress.history_sent = None
                if fitted.omitted or unread:
                    progress.history_sent = len(fitted.messages)
                    self._emit(HistoryTrimmed(row.id, len(fitted.messages), self._agent.context_window))
                request = ChatRequest(model=self._model, messages=fitted.messages, tools=tools, system=system,
                                      max_tokens=self._agent.max_tokens or None,
                                      temperature=self._agent.generation.temperature,
                                      top_p=self._agent.generation.top_p)
                turn = await self._stream(row, request)
                row = None
                if turn.state is not MessageState.COMPLETE:
                    return RunFinished(conversation_id, "error", turn.message_id, turn.error, iterations,
                                       turn.error_facts)
                if not turn.calls:
                    return RunFinished(conversation_id, "complete", turn.message_id, None, iterations)
                messages.append(ChatMessage("assistant", turn.content or None, turn.calls))
                over_limit = iterations >= self.limit
                leaf = await self._answer_calls(turn.message_id, turn.calls, messages, over_limit=over_limit)
                if over_limit:
                    limit = RunError(f"The answer stopped after {self.limit} model call(s), the agent's limit, "
                                     "with tool calls still open; raise the agent's max iterations or ask a narrower "
                                     "question.", case="iteration_limit", limit=self.limit)
                    return RunFinished(conversation_id, "error", leaf, str(limit), iterations, limit.stored_facts())
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None:
                task.uncancel()
            await self._tidy_up(MessageState.STOPPED, STOPPED_RESULT, None)
            return RunFinished(conversation_id, "stopped", progress.last_id, None, iterations)
        except Exception as exc:  # a UserError: e.g. the conversation was closed or deleted while the run went on
            failure: GoClawError = exc if isinstance(exc, UserError) else RunError(
                f"Internal error ({type(exc).__name__}); what was written so far was kept. See the log file.",
                case="internal", kind=type(exc).__name__)
            if not isinstance(exc, UserError):  # a bug: keep what we have and the traceback in the log
                log.exception("the run loop failed in conversation %s", conversation_id)
            await self._tidy_up(MessageState.ERROR, f"error: not run: {failure}", failure)
            return RunFinished(conversation_id, "error", progress.last_id, str(failure), iterations,
                               failure.stored_facts())

    async def _history(self, parent_id: str, budget: int) -> tuple[list[StoredMessage], bool]:
        """The newest stored messages up to `parent_id`, read a page at a time until they
        exceed what a call can carry; and whether older ones were left unread."""
        page = await self._conversations.thread_ending_at(parent_id, HISTORY_PAGE)
        thread, more = list(page.messages), page.has_more
        tokens = stored_tokens(thread)
        while more and tokens <= budget:
            page = await self._conversations.thread_before(thread[0].id, HISTORY_PAGE)
            thread[:0] = page.messages
            more = page.has_more
            tokens += stored_tokens(page.messages)
        return thread, more

    async def _available_tools(self) -> list[Tool]:
        """Tools not denied to the agent, minus those with nothing to offer it (exec with no
        registered command): small local models pick wrong tools more often the more they see."""
        if not takes_tools(self._agent.provider, self._model or self._agent.model):
            return []
        ctx = ToolContext(self._agent, self._cid, "", self._user_id)
        tools = []
        for tool in self._registry.offered(self._agent):
            check = getattr(tool, "is_available", None)
            try:
                if check is not None and not await check(ctx):
                    continue
            except UserError as exc:
                log.warning("tool %s not offered: %s", tool.name, type(exc).__name__)
                continue
            tools.append(tool)
        return tools

    async def _system_prompt(self, tools: list[Tool]) -> str:
        """The agent's prompt, its sections (agent files), then what offered tools say of themselves (exec, skills)."""
        parts = [self._agent.system_prompt.strip(), *await section_texts(self._sections, self._agent, self._user_id)]
        ctx = ToolContext(self._agent, self._cid, "", self._user_id)
        for tool in tools:
            hint = getattr(tool, "system_hint", None)
            if hint is None:
                continue
            try:
                parts.append(str(await hint(ctx)).strip())
            except UserError as exc:
                log.warning("tool %s gave no prompt hint: %s", tool.name, type(exc).__name__)
        return "\n\n".join(p for p in parts if p)

    async def _with_memory(self, system: str, parent_id: str) -> str:
        """L0 auto-inject: memory relevant to the user's message after the prompt; never fails the run."""
        if self._memory is None:
            return system
        span = self._tracer.start("event", "memory.recall")
        try:
            message = await self._conversations.get_message(parent_id)
            section = await self._memory(self._agent, message.text) if message.role is MessageRole.USER else ""
        except UserError as exc:
            log.warning("memory not injected: %s", type(exc).__name__)
            self._tracer.end(span, type(exc).__name__)
            return system
        span.output_text = section
        self._tracer.end(span)
        return "\n\n".join(p for p in (system, section.strip()) if p)

    # --- the model call ------------------------------------------------------------------

    async def _stream(self, row: StoredMessage, request: ChatRequest) -> _Turn:
        emit, store, clock = self._emit, self._conversations, self._clock
        settings = self._settings
        save_chars, save_interval, min_gap = settings.save_chars, settings.save_interval, settings.min_save_gap
        progress = self._progress
        progress.row, progress.parts, progress.route = row, [], None
        progress.iteration += 1
        span = progress.span = llm_started(self._tracer, request, progress.iteration)
        parts = progress.parts
        message_id = row.id
        emit(AssistantMessageStarted(message_id, row.parent_id))
        calls: list[ToolCall] = []
        reasoning: list[str] = []
        usage: Usage | None = None
        end: StreamEnd | None = None
        selected: RouteSelected | None = None
        progress.started = last_save = clock()
        unsaved = 0
        try:
            async with aclosing(self._router.stream(request)) as events:
                async for event in events:
                    if type(event) is TextDelta:
                        text = event.text
                        if not parts:
                            span.metadata["ttft_ms"] = round((clock() - progress.started) * 1000)
                        parts.append(text)
                        emit(TokenDelta(message_id, text))
                        unsaved += len(text)
                        since = clock() - last_save
                        if since >= save_interval or (unsaved >= save_chars and since >= min_gap):
                            await store.save_partial(message_id, "".join(parts))
                            unsaved, last_save = 0, clock()
                    elif isinstance(event, ToolCallComplete):
                        calls.append(event.call)
                    elif isinstance(event, RouteSelected):
                        selected = event
                        progress.route = (event.provider, event.model)
                        emit(RouteUsed(message_id, event.provider, event.model, event.attempt))
                    elif isinstance(event, Usage):
                        usage = event
                    elif isinstance(event, StreamEnd):
                        end = event
                    elif isinstance(event, ReasoningDelta):
                        reasoning.append(event.text)
        except ProviderError as exc:
            return await self._finish(message_id, MessageState.ERROR, failure=exc, reasoning=reasoning,
                                      selected=selected)
        return await self._finish(
            message_id, MessageState.COMPLETE, calls=tuple(calls), usage=usage, end=end, reasoning=reasoning, selected=selected
        )

    async def _finish(
        self,
        message_id: str,
        state: MessageState,
        *,
        calls: tuple[ToolCall, ...] = (),
        usage: Usage | None = None,
        end: StreamEnd | None = None,
        reasoning: list[str] | None = None,
        selected: RouteSelected | None = None,
        failure: GoClawError | None = None,
    ) -> _Turn:
        progress = self._progress
        content = "".join(progress.parts)
        duration = int((self._clock() - progress.started) * 1000)
        provider, model = progress.route or (None, None)
        metadata, eval_tokens = progress.answer_metadata(end, usage, reasoning)
        failures = selected.failures if selected is not None else ()
        if isinstance(failure, AllRoutesFailedError):
            failures = failure.attempts
        if failures:
            metadata["attempts"] = [a.describe() for a in failures if hasattr(a, "describe")]
        error = str(failure) if failure is not None else None
        if failure is not None:
            metadata["error_facts"] = failure.stored_facts()  # the window says it in its own words
        if isinstance(failure, ProviderError) and provider is None:  # nothing answered: the route that failed last
            provider, model = failure.provider or None, failure.model or None
        llm_finished(self._tracer, progress.span, message_id=message_id, route=(provider, model), content=content,
                     usage=usage, end=end, selected=selected, failures=failures, error=error, state=str(state))
        progress.span = None
        finished = await self._conversations.finish_assistant(
            message_id,
            state=state,
            content=content,
            tool_calls=calls,
            llm_duration_ms=duration,
            eval_tokens=eval_tokens,
            provider=provider,
            model=model,
            error=error,
            metadata=metadata,
        )
        progress.row = None
        self._emit(
            AssistantMessageFinished(
                finished.id, str(finished.state), finished.llm_duration_ms, finished.eval_tokens,
                finished.provider, finished.model, finished.error, metadata.get("error_facts", {}),
            )
        )
        return _Turn(finished.id, finished.state, content, calls, finished.error, metadata.get("error_facts", {}))

    # --- tool calls ----------------------------------------------------------------------

    async def _answer_calls(
        self, assistant_id: str, calls: tuple[ToolCall, ...], messages: list[ChatMessage], *, over_limit: bool
    ) -> str:
        progress = self._progress
        progress.assistant_id, progress.unanswered, progress.requested = assistant_id, list(calls), set()
        for call in calls:
            started = self._clock()
            span = progress.span = tool_started(self._tracer, call.name, call.id, call.arguments_json)
            result, denied = await self._decide_and_run(assistant_id, call, over_limit)
            stored = await self._store_result(call, result, denied, started)
            tool_finished(self._tracer, span, result, stored.text, denied)
            progress.span = None
            messages.append(ChatMessage("tool", stored.text, tool_call_id=call.id, images=result.images))
        progress.assistant_id = None
        return progress.last_id or assistant_id

    def _request(self, assistant_id: str, call: ToolCall) -> ToolDecision:
        decision = self._registry.decide(self._agent, call.name)
        self._progress.requested.add(call.id)
        self._emit(ToolCallRequested(assistant_id, call.id, call.name, call.arguments_json, decision))
        return decision

    async def _decide_and_run(self, assistant_id: str, call: ToolCall, over_limit: bool) -> tuple[ToolResult, bool]:
        """The result for one call and whether it was a refusal (policy or user)."""
        decision = self._request(assistant_id, call)
        tool = self._registry.get(call.name)
        if over_limit:
            return ToolResult.error(f"not run: this answer reached the agent's limit of {self.limit} model calls"), False
        if tool is None:
            names = ", ".join(t.name for t in self._registry.offered(self._agent)) or "none"
            return ToolResult.error(f"there is no tool named {call.name!r}; the tools you can call are: {names}"), False
        if decision == "deny":
            return ToolResult.error(f"denied: this agent may not use {call.name}; continue without it"), True
        args, problem = parse_arguments(call.arguments_json, tool.parameters)
        if args is None:
            schema = json.dumps(dict(tool.parameters), ensure_ascii=False)
            return ToolResult.error(f"{problem}. The parameters of {call.name} are: {schema}"), False
        if decision == "ask" and self._unattended is not None and call.name not in self._unattended:
            return ToolResult.error(f"refused: {call.name} needs approval and nobody is there (a job or subtask)"), True
        if decision == "ask" and self._unattended is None and not await self._approval(call):
            return ToolResult.error(
                f"denied: the user did not allow this call of {call.name}; do not repeat it unless the user asks"
            ), True
        refusal = await self._hook("before_tool", self._tool_document(call, args), call.name)
        if refusal is not None:
            return ToolResult.error(f"blocked by a hook: {refusal}; continue without it"), True
        return await self._execute(tool, args, call), False

    def _tool_document(self, call: ToolCall, args: Any = None, **after: Any) -> dict[str, Any]:
        if args is None:
            try:
                args = json.loads(call.arguments_json or "{}")
            except ValueError:
                args = call.arguments_json
        return tool_event(agent_key=self._agent.agent_key, conversation_id=self._cid, name=call.name, arguments=args, **after)

    async def _approval(self, call: ToolCall) -> bool:
        future = self._approvals.open(call.id)
        try:
            self._emit(ToolApprovalNeeded(call.id, call.name, call.arguments_json))
            allowed = await future
        finally:
            self._approvals.close(call.id, future)
        if allowed and self._approvals.take_always(call.id) and self._remember_allow is not None:
            try:
                await self._remember_allow(self._agent, call.name)
            except UserError as exc:
                log.warning("the 'always' answer for %s was not kept: %s", call.name, type(exc).__name__)
        return allowed

    async def _execute(self, tool: Tool, args: dict[str, Any], call: ToolCall) -> ToolResult:
        def progress(done: float, total: float | None, message: str | None) -> None:  # for the tool card only
            self._emit(ToolProgress(call.id, done, total, redact(message or "")[:200]))

        ctx = ToolContext(self._agent, self._cid, call.id, self._user_id, progress, trace_id=self._tracer.trace_id,
                          unattended=self._unattended)
        try:
            result = await tool.run(args, ctx)
        except UserError as exc:
            return ToolResult.error(redact(str(exc)))
        except Exception as exc:  # a tool bug must not end the run; the model hears it failed
            log.exception("tool %s failed", call.name)
            return ToolResult.error(f"{call.name} failed unexpectedly ({type(exc).__name__}); the failure was logged")
        if not isinstance(result, ToolResult):
            return ToolResult.error(f"{call.name} returned no result")
        return result

    async def _known_secrets(self) -> Mapping[str, str]:
        if self._known is None:
            self._known = {}
            if self._secrets is not None:
                try:
                    self._known = dict(await self._secrets(self._agent.id, self._cid))
                except UserError as exc:
                    log.warning("secret values for masking not read: %s", type(exc).__name__)
        return self._known

    async def _store_result(self, call: ToolCall, result: ToolResult, denied: bool, started: float) -> StoredMessage:
        progress = self._progress
        secrets = {**(await self._known_secrets()), **dict(result.secrets_to_mask)}
        self._tracer.mask_with(secrets)
        content = shorten(str(result.content), self._settings.max_tool_result_chars)
        duration = int((self._clock() - started) * 1000)
        card = card_facts(result.metadata.get("card"))
        stored = await self._conversations.add_tool_result(
            self._cid, call.id, content, parent_id=progress.last_id, secrets=secrets,
            metadata={"tool": call.name, "ok": result.ok, "denied": denied, "duration_ms": duration, **card},
        )
        progress.last_id = stored.id
        skill = result.metadata.get("skill")
        if result.ok and isinstance(skill, str) and skill not in progress.skills_used:
            progress.skills_used.append(skill)
        if call in progress.unanswered:
            progress.unanswered.remove(call)
        facts = card.get("card", {})
        self._emit(ToolCallFinished(call.id, stored.id, call.name, result.ok, stored.text, duration, denied, facts))
        await log_tool_call(self._activity, self._agent.id, self._cid, call, result.ok, denied, duration)
        if self._tool_metrics is not None:  # evolution metrics (goclaw_lite.evolution.recorder)
            await self._tool_metrics(self._agent.id, self._cid, call.name, result.ok, duration, denied)
        await self._hook("after_tool", self._tool_document(call, result=stored.text, is_error=not result.ok), call.name)
        return stored

    # --- stop and failure ----------------------------------------------------------------

    async def _tidy_up(self, state: MessageState, tool_text: str, failure: GoClawError | None) -> None:
        """Finish the streaming row and answer the open calls; never raises."""
        progress = self._progress
        row = progress.row
        if row is not None:
            try:
                await self._finish(row.id, state, failure=failure)
            except Exception as exc:  # noqa: BLE001 - already finished, or the store is gone
                log.warning("could not finish the reply after a %s: %s", state, type(exc).__name__)
            progress.row = None
        for call in list(progress.unanswered):
            try:
                if call.id not in progress.requested and progress.assistant_id is not None:
                    self._request(progress.assistant_id, call)
                stored = await self._conversations.add_tool_result(self._cid, call.id, tool_text, parent_id=progress.last_id)
            except Exception as exc:  # noqa: BLE001 - e.g. the conversation was closed meanwhile
                log.warning("could not record the unanswered tool call: %s", type(exc).__name__)
                break
            progress.last_id = stored.id
            progress.unanswered.remove(call)
            self._emit(ToolCallFinished(call.id, stored.id, call.name, False, stored.text, 0, False))

