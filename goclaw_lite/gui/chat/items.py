"""What one row of the message view shows, built from stored messages and live run events.

A tool result is stored as its own `tool` message; the view folds it into the card of the call
that asked for it, inside the assistant turn, so a turn reads as one unit. Items are frozen and
carry a `revision`: every change makes a new item with the next revision, which is what the
view's layout caches are keyed on.
"""

from __future__ import annotations

import asyncio
import enum
import itertools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from goclaw_lite.app.attachments import from_metadata
from goclaw_lite.gui.i18n import dates
from goclaw_lite.gui.i18n.answer_errors import answer_error
from goclaw_lite.gui.i18n.durations import format_duration
from goclaw_lite.gui.qt import QObject
from goclaw_lite.ids import parse_ts
from goclaw_lite.model.attachments import Attachment
from goclaw_lite.model.chat import MessageRole, MessageState, StoredMessage
from goclaw_lite.model.subagent import SubagentTask

RESULT_PREVIEW_CHARS = 6000
ARGUMENTS_PREVIEW_CHARS = 6000

_revisions = itertools.count(1)


def next_revision() -> int:
    """Revisions are unique across all items, so a rebuilt row never reuses a stale layout."""
    return next(_revisions)


class ToolStatus(enum.StrEnum):
    RUNNING = "running"
    AWAITING_APPROVAL = "awaiting approval"
    OK = "done"
    FAILED = "failed"
    DENIED = "denied"


@dataclass(frozen=True)
class ToolCard:
    """One tool call of an assistant turn, with its result once it has one."""

    call_id: str
    name: str
    arguments_json: str
    result: str | None = None
    status: ToolStatus = ToolStatus.RUNNING
    duration_ms: int | None = None
    tool_message_id: str | None = None
    expanded: bool = False
    progress: str = ""  # how far a running call got (`3 of 5`), from the tool's progress reports
    facts: Mapping[str, Any] = field(default_factory=dict)
    """What the tool told the card (a file tool's path, lines, change to undo): `gui.chat.tool_facts`."""

    @property
    def arguments_pretty(self) -> str:
        return pretty_json(self.arguments_json)

    @property
    def result_pretty(self) -> str:
        return pretty_json(self.result or "")


@dataclass(frozen=True)
class SubtaskEntry:
    """A subtask (spawn / delegate) started by an answer, as shown under that answer."""

    task_id: str
    label: str
    status: str  # running | completed | failed | cancelled
    kind: str  # spawn | delegate
    agent_key: str
    iterations: int
    tokens: int
    result: str
    child_conversation_id: str

    @property
    def running(self) -> bool:
        return self.status == "running"

    @property
    def origin(self) -> str:
        return ItemWords().origin(self)

    @property
    def counts(self) -> str:
        """`2 model calls · 1,234 tokens`."""
        return ItemWords().counts(self)


class ItemWords(QObject):
    """The rows' words with counts: plurals go through a QObject's `tr` (lupdate's numerus)."""

    def origin(self, entry: SubtaskEntry) -> str:
        return self.tr("Delegated to {agent}").format(agent=entry.agent_key) if entry.kind == "delegate" else self.tr("Subtask")

    def counts(self, entry: SubtaskEntry) -> str:
        if entry.iterations == 0 and entry.tokens == 0 and entry.running:
            return self.tr("waiting for its first answer")
        calls = self.tr("%Ln model call(s)", "", entry.iterations)
        return f"{calls} · {self.tokens(entry.tokens)}"

    def status(self, status: str) -> str:
        words = {"running": self.tr("Running"), "completed": self.tr("Completed"), "failed": self.tr("Failed"),
                 "cancelled": self.tr("Stopped")}
        return words.get(status, status.capitalize())

    def tokens(self, count: int) -> str:
        return self.tr("%Ln token(s)", "", count)

    def fallback(self, attempt: int) -> str:
        return self.tr("fallback {number}").format(number=attempt)

    def skills(self, names: list[str]) -> str:
        return self.tr("skill(s): {names}", "", len(names)).format(names=", ".join(names))

    def history(self, sent: int) -> str:
        return self.tr("saw only the last %n message(s)", "", sent)

    def accessible(self, item: ChatItem) -> str:
        if item.is_user:
            who = item.author or self.tr("You")
        else:
            who = self.tr("Tool result") if item.role is MessageRole.TOOL else item.author or self.tr("Assistant")
        parts = [f"{who}: {item.text.strip()}" if item.text.strip() else who]
        for attachment in item.attachments:
            attached = self.tr("Attached {name} (cut).") if attachment.truncated else self.tr("Attached {name}.")
            parts.append(attached.format(name=attachment.name))
        for card in item.tool_cards:
            parts.append(self.tr("Tool {name} {status}").format(name=card.name, status=self.tool_status(card.status)))
        for task in item.subtasks:
            parts.append(f"{task.origin} {task.label}: {task.status}, {task.counts.replace(' · ', ', ')}.")
        badge = state_label(item)
        if badge:
            parts.append(f"({badge})")
        if item.error:
            parts.append(self.tr("Error: {error}").format(error=item.error))
        return " ".join(parts)

    def tool_status(self, status: ToolStatus) -> str:
        return {
            ToolStatus.RUNNING: self.tr("running"),
            ToolStatus.AWAITING_APPROVAL: self.tr("awaiting approval"),
            ToolStatus.OK: self.tr("done"),
            ToolStatus.FAILED: self.tr("failed"),
            ToolStatus.DENIED: self.tr("denied"),
        }[status]

    def state(self, state: MessageState) -> str:
        return {
            MessageState.STREAMING: self.tr("writing…"),
            MessageState.STOPPED: self.tr("stopped"),
            MessageState.ERROR: self.tr("error"),
            MessageState.INTERRUPTED: self.tr("interrupted"),
        }.get(state, "")


def subtask_entry(task: SubagentTask) -> SubtaskEntry:
    meta = task.metadata
    return SubtaskEntry(
        task_id=task.id,
        label=task.subject,
        status=task.status,
        kind=str(meta.get("kind") or "spawn"),
        agent_key=str(meta.get("agent_key") or task.parent_agent_key),
        iterations=task.iterations,
        tokens=task.input_tokens + task.output_tokens,
        result=(task.result or "").strip(),
        child_conversation_id=str(meta.get("child_conversation_id") or ""),
    )


@dataclass(frozen=True)
class ChatItem:
    """A user or assistant turn (or an orphan tool result) as the view draws it."""

    message_id: str
    role: MessageRole
    text: str
    state: MessageState
    created_at: str
    parent_id: str | None = None
    tool_cards: tuple[ToolCard, ...] = ()
    llm_duration_ms: int | None = None
    eval_tokens: int | None = None
    provider: str | None = None
    model: str | None = None
    route_attempt: int | None = None
    error: str | None = None
    author: str = ""
    subtasks: tuple[SubtaskEntry, ...] = ()
    step_of: str = ""
    """The first step's message id when this row continues an answer after its tool calls
    (drawn without avatar and name, as the same answer); '' otherwise."""
    continued: bool = False
    """A later step continues this answer: the footer (actions, timing) is on the last step only."""
    revision: int = field(default_factory=next_revision)
    metadata: dict[str, object] = field(default_factory=dict, compare=False)

    @property
    def layout_key(self) -> tuple[str, int]:
        return (self.message_id, self.revision)

    @property
    def is_user(self) -> bool:
        return self.role is MessageRole.USER

    @property
    def attachments(self) -> tuple[Attachment, ...]:
        """Files sent with a user message (stored in its metadata)."""
        return from_metadata(self.metadata) if self.metadata else ()

    @property
    def is_assistant(self) -> bool:
        return self.role is MessageRole.ASSISTANT

    @property
    def streaming(self) -> bool:
        return self.state is MessageState.STREAMING

    def changed(self, **changes: object) -> ChatItem:
        """A copy with `changes` and a new revision."""
        return replace(self, revision=next_revision(), **changes)  # type: ignore[arg-type]

    def card(self, call_id: str) -> ToolCard | None:
        return next((c for c in self.tool_cards if c.call_id == call_id), None)

    def with_card(self, card: ToolCard) -> ChatItem:
        cards = list(self.tool_cards)
        for i, existing in enumerate(cards):
            if existing.call_id == card.call_id:
                cards[i] = card
                break
        else:
            cards.append(card)
        return self.changed(tool_cards=tuple(cards))


def continues_answer(previous: ChatItem | None, item: ChatItem) -> bool:
    """`item` is the next step of the answer `previous` began: an answer that called tools is
    followed by the model's next message in the same turn (the tool results fold into cards)."""
    return previous is not None and previous.is_assistant and item.is_assistant and bool(previous.tool_cards)


def with_step_flags(item: ChatItem, previous: ChatItem | None, following: ChatItem | None) -> ChatItem:
    """`item` with `step_of` / `continued` set from its neighbours (the same item when unchanged)."""
    step_of = (previous.step_of or previous.message_id) if previous is not None and continues_answer(previous, item) else ""
    continued = following is not None and continues_answer(item, following)
    if item.step_of == step_of and item.continued == continued:
        return item
    return item.changed(step_of=step_of, continued=continued)


def pretty_json(text: str) -> str:
    """Indented JSON when `text` is JSON, else the text as it is."""
    stripped = text.strip()
    if not stripped or stripped[0] not in "[{":
        return text
    try:
        return json.dumps(json.loads(stripped), indent=2, ensure_ascii=False)
    except ValueError:
        return text


def _tool_status(message: StoredMessage) -> ToolStatus:
    meta = message.metadata
    if meta.get("denied"):
        return ToolStatus.DENIED
    if meta.get("ok") is False:
        return ToolStatus.FAILED
    return ToolStatus.OK


def _duration(meta: dict[str, object]) -> int | None:
    value = meta.get("duration_ms")
    return int(value) if isinstance(value, (int, float)) and value >= 0 else None


def item_from_message(message: StoredMessage, *, author: str = "") -> ChatItem:
    cards = tuple(ToolCard(call.id, call.name, call.arguments_json) for call in message.tool_calls)
    attempt = message.metadata.get("route_attempt")
    return ChatItem(
        message_id=message.id,
        role=message.role,
        text=message.text,
        state=message.state,
        created_at=message.created_at,
        parent_id=message.parent_id,
        tool_cards=cards,
        llm_duration_ms=message.llm_duration_ms,
        eval_tokens=message.eval_tokens,
        provider=message.provider,
        model=message.model,
        route_attempt=int(attempt) if isinstance(attempt, int) else None,
        error=answer_error(message.error, message.metadata.get("error_facts")),
        author=author,
        metadata=message.metadata,
    )


def attach_result(item: ChatItem, message: StoredMessage) -> ChatItem | None:
    """`item` with the tool result `message` on its card, or None when no card asked for it."""
    card = item.card(message.tool_call_id or "")
    if card is None:
        return None
    return item.with_card(
        replace(
            card,
            result=message.text,
            status=_tool_status(message),
            duration_ms=_duration(message.metadata) if card.duration_ms is None else card.duration_ms,
            tool_message_id=message.id,
            facts=_facts(message.metadata),
        )
    )


def _facts(meta: Mapping[str, Any]) -> dict[str, Any]:
    card = meta.get("card")
    return dict(card) if isinstance(card, dict) else {}


def build_items(messages: Sequence[StoredMessage], *, assistant_name: str = "") -> list[ChatItem]:
    """Rows for a thread (oldest first): tool results folded into the turn that called them."""
    items: list[ChatItem] = []
    owner_of: dict[str, int] = {}
    for message in messages:
        _add(items, owner_of, message, assistant_name)
    return items


async def build_items_async(
    messages: Sequence[StoredMessage], *, assistant_name: str = "", batch: int = 1000
) -> list[ChatItem]:
    """`build_items` that lets the event loop run every `batch` messages (a 10,000-message
    thread would otherwise hold the window still for tens of milliseconds)."""
    items: list[ChatItem] = []
    owner_of: dict[str, int] = {}
    for start in range(0, len(messages), batch):
        for message in messages[start : start + batch]:
            _add(items, owner_of, message, assistant_name)
        if start + batch < len(messages):
            await asyncio.sleep(0)
    return items


def _add(items: list[ChatItem], owner_of: dict[str, int], message: StoredMessage, assistant_name: str) -> None:
    if message.role is MessageRole.SYSTEM:
        return
    if message.role is MessageRole.TOOL:
        position = owner_of.get(message.tool_call_id or "")
        if position is not None:
            updated = attach_result(items[position], message)
            if updated is not None:
                items[position] = updated
                return
        items.append(item_from_message(message))
        return
    item = item_from_message(message, author=assistant_name if message.role is MessageRole.ASSISTANT else "")
    for card in item.tool_cards:
        owner_of[card.call_id] = len(items)
    items.append(item)


# --- the words under an answer ------------------------------------------------------------


def metrics_text(item: ChatItem, server_labels: Mapping[str, str] | None = None) -> str:
    """`1.4 s · 312 tokens (223 tok/s) · ollama/qwen2.5 · skill: kg-curator` — what the footer of an answer says.

    When the conversation outgrew the agent's context window, it also says how much the
    model saw (`saw only the last 40 messages`), so an answer that forgot something explains itself.
    """
    return " · ".join(part for part in metrics_parts(item, server_labels=server_labels) if part)


def metrics_parts(item: ChatItem, *, rate: bool = True, server_labels: Mapping[str, str] | None = None) -> tuple[str, str]:
    """The footer's words in two halves: the numbers (latency, tokens), which a narrow window
    keeps whole, and the route (server/model, what the model saw), which may elide. The server
    goes by its name in `server_labels` when it has one (the stored key otherwise: a server
    since removed)."""
    numbers: list[str] = []
    if item.llm_duration_ms is not None:
        numbers.append(format_duration(item.llm_duration_ms))
    if item.eval_tokens is not None:
        tokens = ItemWords().tokens(item.eval_tokens)
        if rate and item.llm_duration_ms and item.llm_duration_ms > 0 and item.eval_tokens > 0:
            tokens += f" ({item.eval_tokens / (item.llm_duration_ms / 1000):.0f} tok/s)"
        numbers.append(tokens)
    route: list[str] = []
    if item.provider or item.model:
        server = (server_labels or {}).get(item.provider or "", item.provider)
        via = "/".join(p for p in (server, item.model) if p)
        if item.route_attempt is not None and item.route_attempt > 1:
            via += f" ({ItemWords().fallback(item.route_attempt)})"
        route.append(via)
    route += _answer_notes(item.metadata)
    return " · ".join(numbers), " · ".join(route)


def _answer_notes(metadata: Mapping[str, object]) -> list[str]:
    """What the run recorded about the answer: the skills it loaded, how much history the model saw."""
    notes = []
    skills = metadata.get("skills_used")
    if isinstance(skills, list) and skills:  # what use_skill loaded for this answer
        notes.append(ItemWords().skills([str(s) for s in skills]))
    sent = metadata.get("history_sent")
    if isinstance(sent, int):
        notes.append(ItemWords().history(sent))
    return notes


def state_label(item: ChatItem) -> str:
    """The badge next to the author: empty for a normal, finished turn."""
    return ItemWords().state(item.state)


def format_time(created_at: str, *, now: datetime | None = None) -> str:
    """`14:05` today, `Mon 14:05` this week, else the date and time, as the chosen language writes them."""
    try:
        moment = parse_ts(created_at).astimezone()
    except ValueError:
        return ""
    current = (now or datetime.now().astimezone()).astimezone(moment.tzinfo)
    if moment.date() == current.date():
        return dates.format_time(moment)
    if 0 < (current.date() - moment.date()).days < 7:
        return dates.format_weekday_time(moment)
    return dates.format_datetime(moment)


def accessible_text(item: ChatItem) -> str:
    """One line a screen reader can speak for the row (never any secret: texts are masked in the store)."""
    return ItemWords().accessible(item)
