"""One run, from its handle to the rows on screen.

The controller reads the run's events for its whole life, whether or not its conversation is
on screen, and keeps the live state (streamed text, tool cards) the store does not hold yet.
Tokens are not drawn one by one: they are buffered and flushed at most every `flush_ms`, so at
300 tokens a second the view relayouts ~30 times a second, not 300. After each finished
message the row is re-read from the store, which the contract says is already up to date.

When the page shows another conversation, updates stop at the controller; opening the
conversation again overlays the controller's live items on the stored thread.

Cancelling the task that runs `consume` (page closing, app shutdown) stops the run and waits
for it to write its partial answer, so nothing is left `streaming` in the store.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime

from goclaw_lite.app.conversations import ConversationService
from goclaw_lite.gui.chat.banners import ApprovalRequest
from goclaw_lite.gui.chat.items import ChatItem, ToolCard, ToolStatus, item_from_message, next_revision
from goclaw_lite.gui.chat.thread_model import ThreadModel
from goclaw_lite.gui.i18n.answer_errors import answer_error
from goclaw_lite.gui.qt import QObject, QTimer, Signal
from goclaw_lite.ids import format_ts
from goclaw_lite.model.chat import MessageRole, MessageState
from goclaw_lite.model.chat_api import (
    AssistantMessageFinished,
    AssistantMessageStarted,
    ChatEvent,
    HistoryTrimmed,
    RouteUsed,
    RunFinished,
    RunHandle,
    RunStarted,
    TokenDelta,
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallRequested,
    ToolProgress,
)

log = logging.getLogger(__name__)

FLUSH_MS = 33
STOP_WAIT_S = 10.0

ModelLookup = Callable[[str], ThreadModel | None]
"""Given a conversation id, the model showing it (None when another one is on screen)."""


class RunController(QObject):
    started = Signal(str)
    """The conversation id, once the run's first event arrived (a new chat gets its id here)."""
    approvalNeeded = Signal(object)
    """An ApprovalRequest."""
    updated = Signal(str)
    """A message of the run changed (its id)."""
    finished = Signal(object)
    """The RunFinished event."""
    historyTrimmed = Signal(object)
    """(conversation id, HistoryTrimmed): the model call left earlier messages out."""

    def __init__(
        self,
        handle: RunHandle,
        conversations: ConversationService,
        model_for: ModelLookup,
        *,
        author: str = "",
        author_for: Callable[[str], str] | None = None,
        flush_ms: int = FLUSH_MS,
    ) -> None:
        super().__init__()
        self.handle = handle
        self.conversation_id = handle.conversation_id
        self._author_for = author_for
        self.user_message_id: str | None = None
        self.final: RunFinished | None = None
        self._conversations = conversations
        self._model_for = model_for
        self._author = author
        self._live: dict[str, ChatItem] = {}
        self._order: list[str] = []
        self._owner_of_call: dict[str, str] = {}
        self._buffers: dict[str, list[str]] = {}
        self.flushes = 0
        self.tokens = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(flush_ms)
        self._timer.timeout.connect(self.flush)

    # --- reading the run ----------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.final is None

    def stop(self) -> None:
        if self.running:
            self.handle.stop()

    async def consume(self) -> RunFinished | None:
        try:
            async for event in self.handle.events():
                try:
                    await self._apply(event)
                except asyncio.CancelledError:
                    raise
                except Exception:  # one bad update must not end the run's view
                    log.exception("could not show a chat event (%s)", type(event).__name__)
        except asyncio.CancelledError:
            self.handle.stop()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.handle.wait(), STOP_WAIT_S)
            raise
        finally:
            self.flush()
            self._timer.stop()
        return self.final

    async def _apply(self, event: ChatEvent) -> None:
        if isinstance(event, TokenDelta):
            self.tokens += 1
            self._buffers.setdefault(event.message_id, []).append(event.text)
            if not self._timer.isActive():
                self._timer.start()
            return
        if isinstance(event, RunStarted):
            self.conversation_id = event.conversation_id
            self.user_message_id = event.user_message_id
            if self._author_for is not None:
                self._author = self._author_for(event.agent_key) or self._author
            if event.user_message_id:
                message = await self._conversations.message(event.user_message_id)
                self._put(item_from_message(message))
            self.started.emit(event.conversation_id)
        elif isinstance(event, AssistantMessageStarted):
            self.flush()
            self._put(
                ChatItem(
                    message_id=event.message_id,
                    role=MessageRole.ASSISTANT,
                    text="",
                    state=MessageState.STREAMING,
                    created_at=format_ts(datetime.now(UTC)),
                    parent_id=event.parent_id,
                    author=self._author,
                )
            )
        elif isinstance(event, RouteUsed):
            item = self._live.get(event.message_id)
            if item is not None:
                self._put(item.changed(provider=event.provider, model=event.model, route_attempt=event.attempt))
        elif isinstance(event, HistoryTrimmed):
            item = self._live.get(event.message_id)
            if item is not None:
                self._put(item.changed(metadata={**item.metadata, "history_sent": event.sent}))
            self.historyTrimmed.emit((self.conversation_id, event))
        elif isinstance(event, ToolCallRequested):
            self.flush()
            item = self._live.get(event.message_id)
            if item is not None:
                status = {"ask": ToolStatus.AWAITING_APPROVAL, "deny": ToolStatus.DENIED}.get(event.decision, ToolStatus.RUNNING)
                self._owner_of_call[event.call_id] = event.message_id
                self._put(item.with_card(ToolCard(event.call_id, event.name, event.arguments_json, status=status)))
        elif isinstance(event, ToolApprovalNeeded):
            self.approvalNeeded.emit(ApprovalRequest(self.conversation_id, event.call_id, event.name, event.arguments_json, self._author))
        elif isinstance(event, ToolProgress):
            item = self._live.get(self._owner_of_call.get(event.call_id, ""))
            card = item.card(event.call_id) if item is not None else None
            if item is not None and card is not None:
                self._put(item.with_card(replace(card, progress=event.text)))
        elif isinstance(event, ToolCallFinished):
            self._finish_call(event)
        elif isinstance(event, AssistantMessageFinished):
            self.flush()
            await self._finish_message(event)
        elif isinstance(event, RunFinished):
            self.flush()
            self.final = event
            self.finished.emit(event)

    def approval_decided(self, call_id: str, allow: bool) -> None:
        """Show the decision on the card before the tool's result arrives."""
        owner = self._owner_of_call.get(call_id)
        item = self._live.get(owner or "")
        card = item.card(call_id) if item else None
        if item is not None and card is not None:
            self._put(item.with_card(replace(card, status=ToolStatus.RUNNING if allow else ToolStatus.DENIED)))

    def _finish_call(self, event: ToolCallFinished) -> None:
        owner = self._owner_of_call.get(event.call_id)
        item = self._live.get(owner or "")
        if item is None:
            return
        card = item.card(event.call_id) or ToolCard(event.call_id, event.name, "{}")
        status = ToolStatus.DENIED if event.denied else (ToolStatus.OK if event.ok else ToolStatus.FAILED)
        self._put(
            item.with_card(
                replace(card, result=event.content, status=status, duration_ms=event.duration_ms, tool_message_id=event.tool_message_id,
                        facts=dict(event.card))
            )
        )

    async def _finish_message(self, event: AssistantMessageFinished) -> None:
        live = self._live.get(event.message_id)
        try:
            stored = await self._conversations.message(event.message_id)
        except Exception:  # show what the event says if the row cannot be read
            log.exception("could not re-read a finished answer")
            if live is not None:
                self._put(
                    live.changed(
                        state=MessageState(event.state),
                        llm_duration_ms=event.llm_duration_ms,
                        eval_tokens=event.eval_tokens,
                        provider=event.provider or live.provider,
                        model=event.model or live.model,
                        error=answer_error(event.error, event.error_facts),
                    )
                )
            return
        fresh = item_from_message(stored, author=self._author)
        if live is not None:
            cards = []
            for card in fresh.tool_cards:
                known = live.card(card.call_id)
                cards.append(known if known is not None else card)
            known_ids = {c.call_id for c in cards}
            cards += [c for c in live.tool_cards if c.call_id not in known_ids]
            fresh = replace(
                fresh,
                tool_cards=tuple(cards),
                revision=next_revision(),
                route_attempt=live.route_attempt,
                error=fresh.error or answer_error(event.error, event.error_facts),
                subtasks=live.subtasks,
            )
        self._put(fresh)

    # --- pushing to the screen ----------------------------------------------------------

    def flush(self) -> None:
        if not self._buffers:
            return
        buffers, self._buffers = self._buffers, {}
        for message_id, parts in buffers.items():
            item = self._live.get(message_id)
            if item is not None:
                self._put(item.changed(text=item.text + "".join(parts)))
        self.flushes += 1

    def _put(self, item: ChatItem) -> None:
        previous = self._live.get(item.message_id)
        if previous is None:
            self._order.append(item.message_id)
        model = self._model_for(self.conversation_id)
        if model is not None:
            current = model.find(item.message_id)
            if current is None:
                model.append(item)
            else:
                if previous is not None and current is not previous and current.revision > previous.revision:
                    # the view changed the row itself (a card opened): keep that on top of ours
                    item = _merge_view_state(item, current)
                model.replace(item)
        self._live[item.message_id] = item
        self.updated.emit(item.message_id)

    def live_items(self) -> list[ChatItem]:
        return [self._live[mid] for mid in self._order]

    def overlay(self, items: list[ChatItem]) -> list[ChatItem]:
        """The stored thread with this run's newer live rows in place (and any not stored yet)."""
        by_id = {i.message_id for i in items}
        merged = [_live_over(self._live.get(i.message_id), i) for i in items]
        tail = [self._live[mid] for mid in self._order if mid not in by_id]
        return merged + tail


def _live_over(live: ChatItem | None, stored: ChatItem) -> ChatItem:
    """The live row, with the subtasks read from the store when the live one has none yet."""
    if live is None:
        return stored
    if stored.subtasks and not live.subtasks:
        return live.changed(subtasks=stored.subtasks)
    return live


def _merge_view_state(ours: ChatItem, theirs: ChatItem) -> ChatItem:
    """Our content with the view's expanded/collapsed cards and the subtasks the page read
    from the store (the run's events never carry those), and a revision past both."""
    expanded = {c.call_id for c in theirs.tool_cards if c.expanded}
    cards = tuple(replace(c, expanded=c.call_id in expanded) for c in ours.tool_cards)
    return replace(ours, tool_cards=cards, subtasks=theirs.subtasks, revision=next_revision())
