"""A scripted ChatService for the chat window's tests, writing to the real ConversationStore.

It follows the contract of `goclaw_lite.model.chat_api`: every event is emitted after what it
describes is committed, a run ends with exactly one RunFinished, `stop()` keeps the partial
answer as `stopped`, and `ask` tool calls wait for `resolve_approval`. Only the model is fake:
replies are scripted (`Reply`) and streamed at a chosen pace. Both classes subclass the protocol
they imitate, and mypy checks this file (pyproject `[tool.mypy] files`): a changed signature
or a protocol member the fakes do not define fails the type check, not just a test.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import deque
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.agent.attachments import caption, to_metadata
from goclaw_lite.errors import NotFoundError, StreamBusyError, UserError
from goclaw_lite.model.attachments import Attachment
from goclaw_lite.model.chat import MessageState, StoredMessage, ToolCall
from goclaw_lite.model.chat_api import (
    AssistantMessageFinished,
    AssistantMessageStarted,
    ChatEvent,
    ChatService,
    RouteUsed,
    RunFinished,
    RunHandle,
    RunStarted,
    TokenDelta,
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallRequested,
)
from goclaw_lite.model.chat_overrides import OVERRIDES_KEY, ChatOverrides
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore


@dataclass(frozen=True)
class ToolStep:
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)
    result: str = '{"ok": true}'
    decision: str = "allow"
    ok: bool = True
    duration_ms: int = 42


@dataclass(frozen=True)
class Reply:
    """One scripted answer: optional tool calls (after `preamble`), then `text`."""

    text: str = "Hello! How can I help?"
    tools: tuple[ToolStep, ...] = ()
    preamble: str = ""
    chunk: int = 4
    delay: float = 0.0
    tokens_per_second: float | None = None
    error: str | None = None
    error_after: int = 0
    early_error: bool = False
    provider: str = "fake"
    model: str = "fake-small"
    eval_tokens: int | None = None
    duration_ms: int | None = None


class FakeRun(RunHandle):
    """A RunHandle: events are queued until read, like the real service's handle."""

    def __init__(self, conversation_id: str) -> None:
        self.conversation_id = conversation_id
        self.events_sent: list[ChatEvent] = []
        self._queue: asyncio.Queue[ChatEvent] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._final: RunFinished | None = None
        self._done = asyncio.Event()
        self.stopped = False

    def emit(self, event: ChatEvent) -> None:
        self.events_sent.append(event)
        self._queue.put_nowait(event)
        if isinstance(event, RunFinished):
            self._final = event
            self._done.set()

    async def _iterate(self) -> AsyncIterator[ChatEvent]:
        while True:
            event = await self._queue.get()
            yield event
            if isinstance(event, RunFinished):
                return

    def events(self) -> AsyncIterator[ChatEvent]:
        return self._iterate()

    def stop(self) -> None:
        self.stopped = True
        if self._task is not None and not self._task.done():
            self._task.cancel()

    async def wait(self) -> RunFinished:
        await self._done.wait()
        assert self._final is not None
        return self._final


class FakeChatService(ChatService):
    """The ChatService protocol, subclassed so a type checker holds the fake to its signatures
    (tests/unit/test_test_fakes.py checks the same at run time)."""

    def __init__(self, conversations: ConversationStore, agents: AgentStore, *replies: Reply, default: Reply = Reply()) -> None:
        self.conversations = conversations
        self.agents = agents
        self.replies: deque[Reply] = deque(replies)
        self.default = default
        self.calls: list[tuple[str, ...]] = []
        self.models: list[str | None] = []  # the per-run model each start was given
        self.refuse_next: UserError | None = None
        self.runs: list[FakeRun] = []
        self._approvals: dict[str, asyncio.Future[bool]] = {}
        self.always_allowed: list[str] = []
        self.attachments: list[tuple[Attachment, ...]] = []  # what each send was given
        self.overrides: list[ChatOverrides | None] = []
        self._busy: set[str] = set()
        self._call_seq = 0

    # --- the ChatService contract -------------------------------------------------------

    async def send(
        self, text: str, *, agent_key: str | None = None, conversation_id: str | None = None,
        parent_id: str | None = None, model: str | None = None, attachments: Sequence[Attachment] = (),
        overrides: ChatOverrides | None = None,
    ) -> FakeRun:
        self.calls.append(("send", text, agent_key or "", conversation_id or ""))
        self.models.append(model)
        self.overrides.append(overrides)
        self.attachments.append(tuple(attachments))
        self._refuse(conversation_id)
        agent = await self.agents.resolve(agent_key)
        text = text if text.strip() or not attachments else caption(attachments)
        user = await self.conversations.add_user_message(
            text, conversation_id=conversation_id, agent_id=agent.id, metadata=to_metadata(attachments) or None,
            conversation_metadata={OVERRIDES_KEY: overrides.to_json()} if overrides and not overrides.empty else None,
        )
        return self._start(user.conversation_id, agent.agent_key, user_message_id=user.id, parent_id=user.id)

    async def regenerate(self, assistant_message_id: str, *, model: str | None = None) -> FakeRun:
        self.calls.append(("regenerate", assistant_message_id))
        self.models.append(model)
        message = await self.conversations.get_message(assistant_message_id)
        self._refuse(message.conversation_id)
        agent = await self.agents.resolve(None)
        row = await self.conversations.regenerate(message.id, provider="fake", model="fake-small")
        return self._start(row.conversation_id, agent.agent_key, user_message_id=None, parent_id=row.parent_id, first_row=row)

    async def edit_and_resend(self, user_message_id: str, new_text: str, *, model: str | None = None) -> FakeRun:
        self.calls.append(("edit", user_message_id, new_text))
        self.models.append(model)
        message = await self.conversations.get_message(user_message_id)
        self._refuse(message.conversation_id)
        agent = await self.agents.resolve(None)
        user = await self.conversations.edit_and_resend(user_message_id, new_text)
        return self._start(user.conversation_id, agent.agent_key, user_message_id=user.id, parent_id=user.id)

    def resolve_approval(self, call_id: str, allow: bool, *, always: bool = False) -> None:
        if always and allow:
            self.always_allowed.append(call_id)
        future = self._approvals.pop(call_id, None)
        if future is None or future.done():
            raise NotFoundError(f"No tool call {call_id} is waiting for approval.")
        future.set_result(allow)

    def is_running(self, conversation_id: str) -> bool:
        return conversation_id in self._busy

    def pending_approvals(self) -> list[str]:
        return list(self._approvals)

    # --- the scripted run ---------------------------------------------------------------

    def _refuse(self, conversation_id: str | None) -> None:
        if self.refuse_next is not None:
            error, self.refuse_next = self.refuse_next, None
            raise error
        if conversation_id is not None and conversation_id in self._busy:
            raise StreamBusyError("An answer is already being written in this conversation; stop it or wait for it.")

    def _start(
        self, conversation_id: str, agent_key: str, *, user_message_id: str | None, parent_id: str | None,
        first_row: StoredMessage | None = None,
    ) -> FakeRun:
        reply = self.replies.popleft() if self.replies else self.default
        run = FakeRun(conversation_id)
        self.runs.append(run)
        self._busy.add(conversation_id)
        run.emit(RunStarted(conversation_id, user_message_id, agent_key))
        run._task = asyncio.ensure_future(self._produce(run, reply, parent_id, first_row))
        return run

    async def _stream(self, run: FakeRun, message_id: str, text: str, reply: Reply, sent: list[str], *, limit: int | None = None) -> None:
        pieces = [text[i : i + reply.chunk] for i in range(0, len(text), max(1, reply.chunk))]
        if limit is not None:
            pieces = pieces[:limit]
        started = time.perf_counter()
        for index, piece in enumerate(pieces):
            if reply.tokens_per_second:
                due = started + index / reply.tokens_per_second
                pause = due - time.perf_counter()
                if pause > 0:
                    await asyncio.sleep(pause)
            elif reply.delay:
                await asyncio.sleep(reply.delay)
            sent.append(piece)
            run.emit(TokenDelta(message_id, piece))
        if not reply.delay and not reply.tokens_per_second:
            await asyncio.sleep(0)

    async def _produce(self, run: FakeRun, reply: Reply, parent_id: str | None, first_row: StoredMessage | None) -> None:
        store = self.conversations
        cid = run.conversation_id
        current: str | None = None
        sent: list[str] = []
        mine: list[str] = []
        started = time.perf_counter()
        try:
            if reply.early_error:
                if first_row is not None:
                    await store.finish_assistant(first_row.id, state=MessageState.ERROR, error=reply.error or "failed")
                run.emit(RunFinished(cid, "error", None, reply.error or "failed"))
                return
            last = parent_id
            if reply.tools:
                row = first_row or await store.start_assistant(cid, parent_id=last, provider=reply.provider, model=reply.model)
                first_row = None
                current = row.id
                run.emit(AssistantMessageStarted(row.id, row.parent_id))
                run.emit(RouteUsed(row.id, reply.provider, reply.model, 1))
                await self._stream(run, row.id, reply.preamble, reply, sent)
                calls = []
                for step in reply.tools:
                    self._call_seq += 1
                    calls.append(ToolCall(f"call_{self._call_seq}", step.name, json.dumps(step.arguments)))
                for step, call in zip(reply.tools, calls, strict=False):
                    run.emit(ToolCallRequested(row.id, call.id, call.name, call.arguments_json, step.decision))  # type: ignore[arg-type]
                done = await store.finish_assistant(
                    row.id, content=reply.preamble or None, tool_calls=calls, llm_duration_ms=410, eval_tokens=len(sent) + 20,
                    provider=reply.provider, model=reply.model,
                )
                current = None
                run.emit(AssistantMessageFinished(done.id, str(done.state), 410, len(sent) + 20, reply.provider, reply.model))
                last = done.id
                for step, call in zip(reply.tools, calls, strict=False):
                    allowed = step.decision == "allow"
                    if step.decision == "ask":
                        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
                        self._approvals[call.id] = future
                        mine.append(call.id)
                        run.emit(ToolApprovalNeeded(call.id, call.name, call.arguments_json))
                        allowed = await future
                    content = step.result if allowed else '{"error": "the user denied this call"}'
                    tool = await store.add_tool_result(cid, call.id, content, parent_id=last)
                    last = tool.id
                    run.emit(ToolCallFinished(call.id, tool.id, call.name, allowed and step.ok, tool.text, step.duration_ms, not allowed))
                sent = []
            row = first_row or await store.start_assistant(cid, parent_id=last, provider=reply.provider, model=reply.model)
            current = row.id
            run.emit(AssistantMessageStarted(row.id, row.parent_id))
            run.emit(RouteUsed(row.id, reply.provider, reply.model, 1))
            if reply.error is not None:
                await self._stream(run, row.id, reply.text, reply, sent, limit=reply.error_after)
                failed = await store.finish_assistant(row.id, state=MessageState.ERROR, content="".join(sent) or None, error=reply.error)
                current = None
                run.emit(AssistantMessageFinished(failed.id, str(failed.state), None, None, reply.provider, reply.model, reply.error))
                run.emit(RunFinished(cid, "error", failed.id, reply.error))
                return
            await self._stream(run, row.id, reply.text, reply, sent)
            elapsed = reply.duration_ms if reply.duration_ms is not None else int((time.perf_counter() - started) * 1000)
            tokens = reply.eval_tokens if reply.eval_tokens is not None else len(sent)
            done = await store.finish_assistant(
                row.id, content="".join(sent), llm_duration_ms=elapsed, eval_tokens=tokens, provider=reply.provider, model=reply.model
            )
            current = None
            run.emit(AssistantMessageFinished(done.id, str(done.state), elapsed, tokens, reply.provider, reply.model))
            run.emit(RunFinished(cid, "complete", done.id))
        except asyncio.CancelledError:
            if current is not None:
                stopped = await store.finish_assistant(current, state=MessageState.STOPPED, content="".join(sent))
                run.emit(AssistantMessageFinished(stopped.id, str(stopped.state), None, None, reply.provider, reply.model))
            run.emit(RunFinished(cid, "stopped", current))
        finally:
            self._busy.discard(cid)
            for call_id in mine:
                waiting = self._approvals.pop(call_id, None)
                if waiting is not None and not waiting.done():
                    waiting.cancel()


def _implements(conversations: ConversationStore, agents: AgentStore) -> tuple[ChatService, RunHandle]:
    """Never called: building the fakes where a protocol is expected makes mypy check that they
    define every member of `ChatService` / `RunHandle` (an undefined one is abstract)."""
    return FakeChatService(conversations, agents), FakeRun("")
