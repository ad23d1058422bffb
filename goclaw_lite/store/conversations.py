"""ConversationStore — `agent_conversations` and `agent_messages`, the local chat history.

The rules of the chat data model live here so every caller gets them for free:

* the first user message creates its conversation in the same transaction, through one
  upsert (no check-then-insert), and names it after its first 60 characters;
* a closed conversation accepts no new message of any role (`ConversationClosedError`);
* messages are committed as they complete: an assistant reply is inserted as `streaming`
  and finished in place, so a crash loses at most the text in flight, and
  `mark_interrupted_streams` (run at start-up) marks what a crash left behind;
* messages form a tree through `parent_id`; Regenerate and Edit-and-resend add a sibling,
  and `active_leaf_id` says which branch the user is looking at;
* tool results are masked again before they are written, whatever the caller did;
* message text keeps no character a backend cannot hold (NUL, unpaired surrogates: see
  `storable.storable_text`), and says so in a note at its end, so any chat can be promoted.

Search runs over casefolded copies (`title_fold`, `content_fold`) written next to the text,
so it is Unicode case-insensitive with a plain LIKE on both SQLite and PostgreSQL.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from goclaw_lite.errors import ConversationClosedError, NotFoundError, StreamBusyError, ValidationError
from goclaw_lite.ids import format_ts, is_uuid, uuid7
from goclaw_lite.security.masking import mask_tool_result
from goclaw_lite.security.redact import redact_known_secrets
from goclaw_lite.store.db import ConstraintViolation, Database, Row, contains_pattern, fold
from goclaw_lite.store.meta import LocalIdentity
from goclaw_lite.store.models import json_object
from goclaw_lite.store.models_chat import (
    FINAL_STATES,
    Conversation,
    ConversationStatus,
    ConversationSummary,
    MessageRole,
    MessageState,
    Siblings,
    StoredMessage,
    ThreadPage,
    ToolCall,
)
from goclaw_lite.store.storable import storable_text

TITLE_LENGTH = 60
MAX_TITLE_LENGTH = 200
MAX_QUERY_LENGTH = 500
CLOSED_RETENTION = timedelta(days=30)
SUBTASK_KEY = "subagent_task_id"
"""Conversation metadata key marking a subtask's own conversation (spawn / delegate): such
conversations are reached from the subtask in the chat that started it, not from the list."""

_CONV_COLUMNS = "id, title, status, agent_id, active_leaf_id, created_at, updated_at, metadata"
_MSG_COLUMNS = (
    "id, conversation_id, role, content, tool_calls, tool_call_id, llm_duration_ms, eval_tokens, created_at, "
    "parent_id, state, provider, model, error, metadata"
)


class _Unset:
    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()
"""Default of `parent_id`: continue the branch the user is looking at (the active leaf)."""


def make_title(text: str) -> str:
    """The first 60 characters of the text, whitespace runs read as one space."""
    return " ".join(text.split())[:TITLE_LENGTH]


def _prefixed(columns: str, alias: str) -> str:
    return ", ".join(f"{alias}.{c.strip()}" for c in columns.split(","))


def _to_conversation(row: Row) -> Conversation:
    return Conversation(
        id=str(row["id"]),
        title=str(row["title"]),
        status=ConversationStatus(str(row["status"])),
        agent_id=None if row["agent_id"] is None else str(row["agent_id"]),
        active_leaf_id=None if row["active_leaf_id"] is None else str(row["active_leaf_id"]),
        created_at=str(row["created_at"]),
        updated_at=str(row["updated_at"]),
        metadata=json_object(row["metadata"]),
    )


def _tool_calls(raw: Any) -> tuple[ToolCall, ...]:
    if raw is None:
        return ()
    try:
        items = json.loads(raw)
    except ValueError:
        return ()
    if not isinstance(items, list):
        return ()
    return tuple(ToolCall.from_json(item) for item in items if isinstance(item, dict))


_ROLES = {str(r): r for r in MessageRole}
_STATES = {str(s): s for s in MessageState}


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


def _int(value: Any) -> int | None:
    return None if value is None else int(value)


def _to_message(row: Row) -> StoredMessage:
    """Threads are read thousands of rows at a time: enums come from a dict, not `Enum()`."""
    return StoredMessage(
        str(row["id"]),
        str(row["conversation_id"]),
        _ROLES[str(row["role"])],
        _text(row["content"]),
        _text(row["parent_id"]),
        _STATES[str(row["state"])],
        str(row["created_at"]),
        _tool_calls(row["tool_calls"]) if row["tool_calls"] is not None else (),
        _text(row["tool_call_id"]),
        _int(row["llm_duration_ms"]),
        _int(row["eval_tokens"]),
        _text(row["provider"]),
        _text(row["model"]),
        _text(row["error"]),
        json_object(row["metadata"]),
    )


def _tool_calls_json(calls: Sequence[ToolCall]) -> str | None:
    if not calls:
        return None
    return json.dumps([c.to_json() for c in calls], ensure_ascii=False)


def _non_negative(name: str, value: int | None) -> int | None:
    if value is None:
        return None
    if value < 0:
        raise ValidationError(f"{name} cannot be negative.")
    return int(value)


class ConversationStore:
    """Chat history of the local user; `clock` is injectable so age rules can be tested."""

    def __init__(
        self, db: Database, identity: LocalIdentity, *, clock: Callable[[], datetime] | None = None
    ) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id
        self._clock = clock or (lambda: datetime.now(UTC))

    def _now(self) -> str:
        return format_ts(self._clock())

    # --- conversations -----------------------------------------------------------------

    async def get(self, conversation_id: str) -> Conversation:
        row = await self._db.fetch_one(
            f"SELECT {_CONV_COLUMNS} FROM agent_conversations WHERE id = ? AND franchise_id = ? AND user_id = ?",
            (conversation_id, self._tenant, self._user),
        )
        if row is None:
            raise NotFoundError(f"No conversation with id {conversation_id}.")
        return _to_conversation(row)

    async def list(
        self,
        query: str | None = None,
        *,
        status: ConversationStatus | None = None,
        agent_id: str | None = None,
        limit: int = 50,
        offset: int = 0,
        subtasks: bool = False,
    ) -> list[ConversationSummary]:
        """Newest activity first; `query` matches titles and user/assistant text, any case.

        Tool results are left out of the search: their JSON keys would match almost anything.
        Subtasks' own conversations (marked with `SUBTASK_KEY`) are left out unless `subtasks`.
        """
        clauses = ["c.franchise_id = ?", "c.user_id = ?"]
        params: list[Any] = [self._tenant, self._user]
        if not subtasks:
            clauses.append(f"{self._db.dialect.json_text('c.metadata', SUBTASK_KEY)} IS NULL")
        if status is not None:
            clauses.append("c.status = ?")
            params.append(str(status))
        if agent_id is not None:
            clauses.append("c.agent_id = ?")
            params.append(agent_id)
        text = (query or "").strip()[:MAX_QUERY_LENGTH]
        if text:
            pattern = contains_pattern(text)
            like = self._db.dialect.like
            clauses.append(
                f"({like('c.title_fold')} OR EXISTS (SELECT 1 FROM agent_messages m WHERE m.conversation_id = c.id "
                f"AND m.role IN ('user', 'assistant') AND {like('m.content_fold')}))"
            )
            params += [pattern, pattern]
        params += [max(1, limit), max(0, offset)]
        rows = await self._db.fetch_all(
            f"SELECT {_prefixed(_CONV_COLUMNS, 'c')}, "
            "(SELECT COUNT(*) FROM agent_messages n WHERE n.conversation_id = c.id) AS message_count "
            f"FROM agent_conversations c WHERE {' AND '.join(clauses)} "
            "ORDER BY c.updated_at DESC, c.id DESC LIMIT ? OFFSET ?",
            params,
        )
        return [ConversationSummary(_to_conversation(r), int(r["message_count"])) for r in rows]

    async def rename(self, conversation_id: str, title: str) -> Conversation:
        clean = " ".join(title.split())
        if not clean:
            raise ValidationError("A conversation title cannot be empty.")
        if len(clean) > MAX_TITLE_LENGTH:
            raise ValidationError(f"A conversation title can have at most {MAX_TITLE_LENGTH} characters.")
        await self._require_changed(
            await self._db.execute(
                "UPDATE agent_conversations SET title = ?, title_fold = ? WHERE id = ? AND franchise_id = ? AND user_id = ?",
                (clean, fold(clean), conversation_id, self._tenant, self._user),
            ),
            conversation_id,
        )
        return await self.get(conversation_id)

    async def close(self, conversation_id: str) -> Conversation:
        """No new messages from now on; the conversation is deleted 30 days after its last change."""
        await self._require_changed(
            await self._db.execute(
                "UPDATE agent_conversations SET status = ?, updated_at = ? WHERE id = ? AND franchise_id = ? AND user_id = ?",
                (str(ConversationStatus.CLOSED), self._now(), conversation_id, self._tenant, self._user),
            ),
            conversation_id,
        )
        return await self.get(conversation_id)

    async def delete(self, conversation_id: str) -> None:
        """Delete the conversation; its messages go with it (FK cascade)."""
        await self._require_changed(
            await self._db.execute(
                "DELETE FROM agent_conversations WHERE id = ? AND franchise_id = ? AND user_id = ?",
                (conversation_id, self._tenant, self._user),
            ),
            conversation_id,
        )

    async def cleanup_closed(self, *, now: datetime | None = None, max_age: timedelta = CLOSED_RETENTION) -> int:
        """Delete closed conversations untouched for `max_age`; active ones are never touched."""
        cutoff = format_ts((now or self._clock()) - max_age)
        return await self._db.execute(
            "DELETE FROM agent_conversations WHERE franchise_id = ? AND status = ? AND updated_at < ?",
            (self._tenant, str(ConversationStatus.CLOSED), cutoff),
        )

    async def _require_changed(self, changed: int, conversation_id: str) -> None:
        if changed == 0:
            raise NotFoundError(f"No conversation with id {conversation_id}.")

    async def _open_conversation(self, conversation_id: str) -> Conversation:
        conversation = await self.get(conversation_id)
        if conversation.closed:
            raise ConversationClosedError(
                f"The conversation {conversation.title!r} is closed and accepts no new messages; start a new one."
            )
        return conversation

    # --- writing messages --------------------------------------------------------------

    async def add_user_message(
        self,
        content: str,
        *,
        conversation_id: str | None = None,
        agent_id: str | None = None,
        parent_id: str | None = UNSET,
        metadata: Mapping[str, Any] | None = None,
        conversation_metadata: Mapping[str, Any] | None = None,
    ) -> StoredMessage:
        """Append a user turn, creating the conversation when this is its first message.

        Without `conversation_id` a new conversation is started. `parent_id` defaults to the
        active leaf; give another message's parent to branch (see `edit_and_resend`).
        `conversation_metadata` is written only when the conversation is created here, in the
        same statement, so a subtask's conversation is never listed even for a moment.
        """
        if not content.strip():
            raise ValidationError("A message cannot be empty.")
        content = storable_text(content)
        cid = conversation_id or uuid7()
        title = make_title(content)
        stamp = self._now()
        async with self._db.transaction():
            row = await self._upsert_conversation(cid, title, stamp, agent_id, conversation_metadata)
            if row is None or row["franchise_id"] != self._tenant or row["user_id"] != self._user:
                raise NotFoundError(f"No conversation with id {cid}.")
            if row["status"] == str(ConversationStatus.CLOSED):
                raise ConversationClosedError(
                    f"The conversation {row['title']!r} is closed and accepts no new messages; start a new one."
                )
            leaf = None if row["active_leaf_id"] is None else str(row["active_leaf_id"])
            parent = leaf if parent_id is UNSET else parent_id
            return await self._insert(
                cid, MessageRole.USER, content=content, parent_id=parent, created_at=stamp, metadata=metadata
            )

    async def _upsert_conversation(
        self, cid: str, title: str, stamp: str, agent_id: str | None, metadata: Mapping[str, Any] | None = None
    ) -> Row | None:
        """Create the conversation or find it, in one statement; returns what the caller must check."""
        try:
            return await self._db.fetch_one(
                "INSERT INTO agent_conversations (id, user_id, franchise_id, title, title_fold, status, created_at, "
                "updated_at, agent_id, metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (id) DO UPDATE SET status = agent_conversations.status "
                "RETURNING franchise_id, user_id, status, title, active_leaf_id",
                (cid, self._user, self._tenant, title, fold(title), str(ConversationStatus.ACTIVE), stamp, stamp, agent_id,
                 json.dumps(dict(metadata or {}), ensure_ascii=False)),
            )
        except ConstraintViolation as exc:
            raise ValidationError("That agent does not exist (any more); pick another agent.") from exc

    async def edit_and_resend(self, message_id: str, content: str) -> StoredMessage:
        """A new version of a user message: a sibling under the same parent, now the active leaf."""
        original = await self.get_message(message_id)
        if original.role is not MessageRole.USER:
            raise ValidationError("Only your own messages can be edited and resent.")
        return await self.add_user_message(content, conversation_id=original.conversation_id, parent_id=original.parent_id)

    async def start_assistant(
        self,
        conversation_id: str,
        *,
        parent_id: str | None = UNSET,
        provider: str | None = None,
        model: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> StoredMessage:
        """Insert the assistant row a stream will fill, in state `streaming`.

        Only one reply may stream per conversation at a time (`StreamBusyError`).
        """
        async with self._db.transaction():
            conversation = await self._open_conversation(conversation_id)
            busy = await self._db.fetch_value(
                "SELECT id FROM agent_messages WHERE conversation_id = ? AND state = ? LIMIT 1",
                (conversation_id, str(MessageState.STREAMING)),
            )
            if busy is not None:
                raise StreamBusyError("A reply is already being written in this conversation; stop it or wait for it.")
            parent = conversation.active_leaf_id if parent_id is UNSET else parent_id
            return await self._insert(
                conversation_id,
                MessageRole.ASSISTANT,
                content="",
                parent_id=parent,
                state=MessageState.STREAMING,
                provider=provider,
                model=model,
                metadata=metadata,
            )

    async def regenerate(
        self, message_id: str, *, provider: str | None = None, model: str | None = None
    ) -> StoredMessage:
        """Start a new reply to the user turn `message_id` belongs to, as a sibling branch.

        For an assistant or tool message that is the nearest user message above it; for a
        user message, the message itself.
        """
        turn = await self._turn_start(message_id)
        return await self.start_assistant(turn.conversation_id, parent_id=turn.id, provider=provider, model=model)

    async def save_partial(self, message_id: str, content: str) -> None:
        """Checkpoint the text of a streaming reply (optional; narrows what a crash can lose)."""
        content = storable_text(content)
        await self._db.execute(
            "UPDATE agent_messages SET content = ?, content_fold = ? WHERE id = ? AND state = ?",
            (content, fold(content), message_id, str(MessageState.STREAMING)),
        )

    async def finish_assistant(
        self,
        message_id: str,
        *,
        state: MessageState = MessageState.COMPLETE,
        content: str | None = None,
        tool_calls: Sequence[ToolCall] = (),
        llm_duration_ms: int | None = None,
        eval_tokens: int | None = None,
        provider: str | None = None,
        model: str | None = None,
        error: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> StoredMessage:
        """Finish a `streaming` row as complete, stopped or error; `provider`/`model` = route used.

        Error text is redacted of credential shapes before it is stored.
        """
        if state not in FINAL_STATES:
            raise ValidationError(f"An assistant reply can only be finished as {', '.join(str(s) for s in FINAL_STATES)}.")
        calls_json = _tool_calls_json(tool_calls)
        text = storable_text(content) if content else (None if calls_json else "")
        assignments = [
            "state = ?",
            "content = ?",
            "content_fold = ?",
            "tool_calls = ?",
            "llm_duration_ms = ?",
            "eval_tokens = ?",
            "provider = COALESCE(?, provider)",
            "model = COALESCE(?, model)",
            "error = ?",
        ]
        params: list[Any] = [
            str(state),
            text,
            fold(text or ""),
            calls_json,
            _non_negative("llm_duration_ms", llm_duration_ms),
            _non_negative("eval_tokens", eval_tokens),
            provider,
            model,
            None if error is None else storable_text(redact_known_secrets(error)),
        ]
        if metadata is not None:
            assignments.append("metadata = ?")
            params.append(json.dumps(dict(metadata), ensure_ascii=False, default=str))
        params += [message_id, str(MessageState.STREAMING), self._tenant]
        row = await self._db.fetch_one(
            f"UPDATE agent_messages SET {', '.join(assignments)} WHERE id = ? AND state = ? AND conversation_id IN "
            f"(SELECT id FROM agent_conversations WHERE franchise_id = ?) RETURNING {_MSG_COLUMNS}",
            params,
        )
        if row is None:
            current = await self.get_message(message_id)
            raise ValidationError(f"That reply is already finished (state {current.state}).")
        return _to_message(row)

    async def add_assistant_message(
        self,
        conversation_id: str,
        *,
        content: str | None,
        tool_calls: Sequence[ToolCall] = (),
        parent_id: str | None = UNSET,
        llm_duration_ms: int | None = None,
        eval_tokens: int | None = None,
        provider: str | None = None,
        model: str | None = None,
    ) -> StoredMessage:
        """A finished assistant turn written in one go (no stream in between)."""
        if not content and not tool_calls:
            raise ValidationError("An assistant message needs text or tool calls.")
        async with self._db.transaction():
            conversation = await self._open_conversation(conversation_id)
            return await self._insert(
                conversation_id,
                MessageRole.ASSISTANT,
                content=storable_text(content) if content else None,
                parent_id=conversation.active_leaf_id if parent_id is UNSET else parent_id,
                tool_calls=tool_calls,
                llm_duration_ms=_non_negative("llm_duration_ms", llm_duration_ms),
                eval_tokens=_non_negative("eval_tokens", eval_tokens),
                provider=provider,
                model=model,
            )

    async def add_tool_result(
        self,
        conversation_id: str,
        tool_call_id: str,
        content: str,
        *,
        parent_id: str | None = UNSET,
        secrets: Mapping[str, str] | Iterable[str] | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> StoredMessage:
        """Store a tool result, masked (`mask_tool_result`) with `secrets` and by shape.

        `metadata` carries facts about the call (ok, denied, duration_ms) so a reopened
        conversation shows the tool card as it was; it must hold no tool output.
        """
        if not tool_call_id.strip():
            raise ValidationError("A tool result needs the id of the call it answers.")
        masked = mask_tool_result(storable_text(content), secrets)
        async with self._db.transaction():
            conversation = await self._open_conversation(conversation_id)
            return await self._insert(
                conversation_id,
                MessageRole.TOOL,
                content=masked,
                parent_id=conversation.active_leaf_id if parent_id is UNSET else parent_id,
                tool_call_id=tool_call_id,
                metadata=metadata,
            )

    async def mark_interrupted_streams(self) -> int:
        """At start-up: replies a crash left `streaming` become `interrupted` (text kept)."""
        return await self._db.execute(
            "UPDATE agent_messages SET state = ? WHERE state = ? AND conversation_id IN "
            "(SELECT id FROM agent_conversations WHERE franchise_id = ?)",
            (str(MessageState.INTERRUPTED), str(MessageState.STREAMING), self._tenant),
        )

    async def _insert(
        self,
        conversation_id: str,
        role: MessageRole,
        *,
        content: str | None,
        parent_id: str | None,
        state: MessageState = MessageState.COMPLETE,
        tool_calls: Sequence[ToolCall] = (),
        tool_call_id: str | None = None,
        llm_duration_ms: int | None = None,
        eval_tokens: int | None = None,
        provider: str | None = None,
        model: str | None = None,
        created_at: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> StoredMessage:
        """Insert one message and make it the active leaf; the caller holds a transaction."""
        if parent_id is not None:
            if not is_uuid(parent_id):  # PostgreSQL's uuid column would refuse it with a driver error
                raise ValidationError(f"{str(parent_id)[:60]!r} is not a message id; nothing was written.")
            owner = await self._db.fetch_value("SELECT conversation_id FROM agent_messages WHERE id = ?", (parent_id,))
            if owner != conversation_id:
                raise ValidationError("The message to continue from is not part of this conversation.")
        message_id = uuid7()
        stamp = created_at or self._now()
        meta = json.dumps(dict(metadata or {}), ensure_ascii=False, default=str)
        calls_json = _tool_calls_json(tool_calls)
        await self._db.execute(
            "INSERT INTO agent_messages (id, conversation_id, role, content, content_fold, tool_calls, tool_call_id, "
            "llm_duration_ms, eval_tokens, created_at, parent_id, state, provider, model, metadata) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                message_id,
                conversation_id,
                str(role),
                content,
                fold(content or ""),
                calls_json,
                tool_call_id,
                llm_duration_ms,
                eval_tokens,
                stamp,
                parent_id,
                str(state),
                provider,
                model,
                meta,
            ),
        )
        await self._db.execute(
            "UPDATE agent_conversations SET active_leaf_id = ? WHERE id = ?", (message_id, conversation_id)
        )
        return StoredMessage(
            id=message_id,
            conversation_id=conversation_id,
            role=role,
            content=content,
            parent_id=parent_id,
            state=state,
            created_at=stamp,
            tool_calls=tuple(tool_calls),
            tool_call_id=tool_call_id,
            llm_duration_ms=llm_duration_ms,
            eval_tokens=eval_tokens,
            provider=provider,
            model=model,
            metadata=dict(metadata or {}),
        )

    # --- reading messages and branches -------------------------------------------------

    async def get_message(self, message_id: str) -> StoredMessage:
        row = await self._db.fetch_one(
            f"SELECT {_prefixed(_MSG_COLUMNS, 'm')} FROM agent_messages m JOIN agent_conversations c "
            "ON c.id = m.conversation_id WHERE m.id = ? AND c.franchise_id = ? AND c.user_id = ?",
            (message_id, self._tenant, self._user),
        )
        if row is None:
            raise NotFoundError(f"No message with id {message_id}.")
        return _to_message(row)

    async def messages(self, conversation_id: str) -> builtins.list[StoredMessage]:
        """Every message of every branch, oldest first."""
        await self.get(conversation_id)
        rows = await self._db.fetch_all(
            f"SELECT {_MSG_COLUMNS} FROM agent_messages WHERE conversation_id = ? ORDER BY created_at, id",
            (conversation_id,),
        )
        return [_to_message(r) for r in rows]

    async def thread(self, leaf_id: str) -> builtins.list[StoredMessage]:
        """The linear history from the root down to `leaf_id`, the view a model call gets."""
        await self.get_message(leaf_id)
        rows = await self._db.fetch_all(
            "WITH RECURSIVE chain (id, depth) AS ("
            " SELECT id, 0 FROM agent_messages WHERE id = ?"
            " UNION ALL"
            " SELECT m.parent_id, chain.depth + 1 FROM agent_messages m JOIN chain ON m.id = chain.id"
            " WHERE m.parent_id IS NOT NULL AND chain.depth < 1000000"
            f") SELECT {_prefixed(_MSG_COLUMNS, 'm')} FROM agent_messages m JOIN chain ON m.id = chain.id "
            "ORDER BY chain.depth DESC",
            (leaf_id,),
        )
        return [_to_message(r) for r in rows]

    async def active_thread(self, conversation_id: str) -> builtins.list[StoredMessage]:
        """The branch the user is looking at (the newest message's branch if none was chosen)."""
        leaf = await self._active_leaf(conversation_id)
        return [] if leaf is None else await self.thread(leaf)

    async def _active_leaf(self, conversation_id: str) -> str | None:
        conversation = await self.get(conversation_id)
        leaf = conversation.active_leaf_id
        if leaf is None:
            leaf = await self._db.fetch_value(
                "SELECT id FROM agent_messages WHERE conversation_id = ? ORDER BY created_at DESC, id DESC LIMIT 1",
                (conversation_id,),
            )
        return None if leaf is None else str(leaf)

    async def thread_tail(self, conversation_id: str, limit: int) -> ThreadPage:
        """The newest `limit` messages of the branch the user is looking at (what a view opens on)."""
        leaf = await self._active_leaf(conversation_id)
        return ThreadPage((), False) if leaf is None else await self.thread_ending_at(leaf, limit)

    async def thread_ending_at(self, message_id: str, limit: int) -> ThreadPage:
        """Up to `limit` messages of the branch ending at `message_id` (included)."""
        return await self._page(message_id, limit, include_start=True)

    async def thread_before(self, message_id: str, limit: int) -> ThreadPage:
        """Up to `limit` messages right above `message_id` on its branch (the next page up)."""
        return await self._page(message_id, limit, include_start=False)

    async def _page(self, message_id: str, limit: int, *, include_start: bool) -> ThreadPage:
        limit = max(1, limit)
        messages, has_more = await self._ancestors(message_id, limit + (0 if include_start else 1))
        if not include_start:
            messages = messages[:-1]
        while has_more and messages and messages[0].role is MessageRole.TOOL:
            more, has_more = await self._ancestors(messages[0].id, 9)  # reach the call of these results
            above = more[:-1]
            caller = next((i for i in range(len(above) - 1, -1, -1) if above[i].role is not MessageRole.TOOL), None)
            if caller is not None:
                has_more = has_more or caller > 0
                above = above[caller:]
            messages = above + messages
        return ThreadPage(tuple(messages), has_more)

    async def _ancestors(self, message_id: str, count: int) -> tuple[builtins.list[StoredMessage], bool]:
        """`message_id` and the `count - 1` messages above it, oldest first; and whether more exist."""
        rows = await self._db.fetch_all(
            "WITH RECURSIVE chain (id, depth) AS ("
            " SELECT m.id, 0 FROM agent_messages m JOIN agent_conversations c ON c.id = m.conversation_id"
            " WHERE m.id = ? AND c.franchise_id = ? AND c.user_id = ?"
            " UNION ALL"
            " SELECT m.parent_id, chain.depth + 1 FROM agent_messages m JOIN chain ON m.id = chain.id"
            " WHERE m.parent_id IS NOT NULL AND chain.depth < ?"
            f") SELECT {_prefixed(_MSG_COLUMNS, 'm')} FROM agent_messages m JOIN chain ON m.id = chain.id "
            "ORDER BY chain.depth DESC",
            (message_id, self._tenant, self._user, count),
        )
        if not rows:
            raise NotFoundError(f"No message with id {message_id}.")
        has_more = len(rows) > count
        return [_to_message(r) for r in (rows[1:] if has_more else rows)], has_more

    async def siblings(self, message_id: str) -> Siblings:
        message = await self.get_message(message_id)
        if message.parent_id is None:
            rows = await self._db.fetch_all(
                "SELECT id FROM agent_messages WHERE conversation_id = ? AND parent_id IS NULL ORDER BY created_at, id",
                (message.conversation_id,),
            )
        else:
            rows = await self._db.fetch_all(
                "SELECT id FROM agent_messages WHERE parent_id = ? ORDER BY created_at, id", (message.parent_id,)
            )
        ids = tuple(str(r["id"]) for r in rows)
        return Siblings(ids=ids, index=ids.index(message.id))

    async def siblings_many(self, message_ids: Sequence[str]) -> dict[str, Siblings]:
        """`siblings` for many messages in one query (a view asks for every row it paints).

        Ids that are not (or no longer) the user's messages are left out of the answer.
        """
        wanted = list(dict.fromkeys(message_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        scope = (
            "FROM agent_messages t JOIN agent_conversations c ON c.id = t.conversation_id"
            f" {{join}} WHERE t.id IN ({marks}) AND c.franchise_id = ? AND c.user_id = ?"
        )
        children = scope.format(join="JOIN agent_messages s ON s.parent_id = t.parent_id")
        roots = scope.format(join="JOIN agent_messages s ON s.conversation_id = t.conversation_id AND s.parent_id IS NULL")
        params = (*wanted, self._tenant, self._user)
        rows = await self._db.fetch_all(
            f"SELECT t.id AS target, s.id AS sibling, s.created_at AS at {children}"
            f" UNION ALL SELECT t.id, s.id, s.created_at {roots} AND t.parent_id IS NULL"
            " ORDER BY 1, 3, 2",
            (*params, *params),
        )
        groups: dict[str, list[str]] = {}
        for row in rows:
            groups.setdefault(str(row["target"]), []).append(str(row["sibling"]))
        return {target: Siblings(tuple(ids), ids.index(target)) for target, ids in groups.items()}

    async def switch_branch(self, message_id: str) -> builtins.list[StoredMessage]:
        """Show the branch through `message_id`: its most recently active leaf becomes active.

        The newest descendant is always a leaf (children are younger than their parent).
        """
        message = await self.get_message(message_id)
        leaf = await self._db.fetch_value(
            "WITH RECURSIVE below (id, depth) AS ("
            " SELECT id, 0 FROM agent_messages WHERE id = ?"
            " UNION ALL"
            " SELECT m.id, below.depth + 1 FROM agent_messages m JOIN below ON m.parent_id = below.id"
            " WHERE below.depth < 1000000"
            ") SELECT m.id FROM agent_messages m JOIN below ON m.id = below.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1",
            (message.id,),
        )
        leaf_id = str(leaf or message.id)
        await self._db.execute(
            "UPDATE agent_conversations SET active_leaf_id = ? WHERE id = ?", (leaf_id, message.conversation_id)
        )
        return await self.thread(leaf_id)

    async def _turn_start(self, message_id: str) -> StoredMessage:
        thread = await self.thread(message_id)
        for message in reversed(thread):
            if message.role is MessageRole.USER:
                return message
        raise ValidationError("There is no message of yours above this one to answer again.")

    # --- export ------------------------------------------------------------------------

    async def export_json(self, conversation_id: str) -> str:
        """Every branch, with the active thread named, as one JSON document."""
        conversation = await self.get(conversation_id)
        messages = await self.messages(conversation_id)
        active = [m.id for m in await self.active_thread(conversation_id)]
        document = {
            "format": "goclaw-lite.conversation",
            "version": 1,
            "exported_at": self._now(),
            "conversation": {
                "id": conversation.id,
                "title": conversation.title,
                "status": str(conversation.status),
                "agent_id": conversation.agent_id,
                "created_at": conversation.created_at,
                "updated_at": conversation.updated_at,
                "active_leaf_id": conversation.active_leaf_id,
            },
            "active_thread": active,
            "messages": [_message_document(m) for m in messages],
        }
        return json.dumps(document, ensure_ascii=False, indent=2)

    async def export_markdown(self, conversation_id: str) -> str:
        """The active thread as readable Markdown; tool output in fences that cannot break."""
        conversation = await self.get(conversation_id)
        thread = await self.active_thread(conversation_id)
        lines = [f"# {conversation.title}", "", f"_Exported from GoClaw Lite on {self._now()}._", ""]
        for message in thread:
            lines += _markdown_block(message)
        return "\n".join(lines).rstrip() + "\n"


def _message_document(message: StoredMessage) -> dict[str, Any]:
    return {
        "id": message.id,
        "parent_id": message.parent_id,
        "role": str(message.role),
        "state": str(message.state),
        "content": message.content,
        "tool_calls": [c.to_json() for c in message.tool_calls] or None,
        "tool_call_id": message.tool_call_id,
        "provider": message.provider,
        "model": message.model,
        "llm_duration_ms": message.llm_duration_ms,
        "eval_tokens": message.eval_tokens,
        "error": message.error,
        "created_at": message.created_at,
    }


def _fence(text: str, info: str = "") -> list[str]:
    longest = run = 0
    for ch in text:
        run = run + 1 if ch == "`" else 0
        longest = max(longest, run)
    ticks = "`" * max(3, longest + 1)
    return [ticks + info, text, ticks]


def _markdown_block(message: StoredMessage) -> list[str]:
    if message.role is MessageRole.USER:
        return ["## You", "", message.text, ""]
    if message.role is MessageRole.TOOL:
        return [f"### Tool result `{message.tool_call_id}`", "", *_fence(message.text), ""]
    route = f" ({message.provider}/{message.model})" if message.provider and message.model else ""
    lines = [f"## Assistant{route}", ""]
    if message.text:
        lines += [message.text, ""]
    for call in message.tool_calls:
        lines += [f"**Tool call** `{call.name}` (`{call.id}`)", "", *_fence(call.arguments_json, "json"), ""]
    if message.state is not MessageState.COMPLETE:
        note = f"_({message.state}"
        note += f": {message.error})_" if message.error else ")_"
        lines += [note, ""]
    return lines
