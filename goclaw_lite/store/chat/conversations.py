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

Search runs over folded copies (`title_fold`, `content_fold`, folded by `goclaw_lite.textfold`)
written next to the text, through the trigram indexes of `store/lifecycle/search_index.py`; the list and
its search live in `conversation_search.py`, reading threads in `conversation_threads.py`,
export in `conversation_export.py`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from goclaw_lite.errors import ConversationClosedError, NotFoundError, StreamBusyError, ValidationError
from goclaw_lite.ids import format_ts, is_uuid, uuid7
from goclaw_lite.model.chat import (
    FINAL_STATES,
    Conversation,
    ConversationStatus,
    MessageRole,
    MessageState,
    StoredMessage,
    ToolCall,
)
from goclaw_lite.security.masking import mask_tool_result
from goclaw_lite.security.redact import redact
from goclaw_lite.store.backend.db import ConstraintViolation, Row
from goclaw_lite.store.backend.storable import storable_text
from goclaw_lite.store.backend.updates import Assignments
from goclaw_lite.store.chat.export import ConversationExport
from goclaw_lite.store.chat.rows import (
    _MSG_COLUMNS,
    CLOSED_RETENTION,
    MAX_QUERY_LENGTH,
    MAX_TITLE_LENGTH,
    SUBTASK_KEY,
    TITLE_LENGTH,
    UNSET,
    _non_negative,
    _to_message,
    _tool_calls_json,
    make_title,
)
from goclaw_lite.textfold import fold_text

__all__ = [
    "CLOSED_RETENTION", "FULL_ID_LENGTH", "MAX_QUERY_LENGTH", "MIN_ID_PREFIX", "MAX_TITLE_LENGTH",
    "SUBTASK_KEY", "TITLE_LENGTH", "UNSET", "ConversationStore", "make_title",
]


FULL_ID_LENGTH = 36
MIN_ID_PREFIX = 6
_PREFIX_SCAN_LIMIT = 100_000


class ConversationStore(ConversationExport):
    """`agent_conversations` and `agent_messages`: the chat data model's writes; reads come from its bases."""

    async def resolve(self, given: str) -> Conversation:
        """The conversation with id `given`, or the only one whose id starts with it (at least
        `MIN_ID_PREFIX` characters), subtasks' conversations included: how a person names one
        on the command line (`NotFoundError` if none, `ValidationError` if too short or several)."""
        text = given.strip().lower()
        if len(text) == FULL_ID_LENGTH:
            return await self.get(text)
        if len(text) < MIN_ID_PREFIX:
            raise ValidationError(f"Give at least {MIN_ID_PREFIX} characters of the conversation id.")
        rows = await self.list(limit=_PREFIX_SCAN_LIMIT, subtasks=True)
        matches = [s.conversation for s in rows if s.id.startswith(text)]
        if not matches:
            raise NotFoundError(f"No conversation id starts with {given!r}; `goclaw-lite conversations list` shows them.")
        if len(matches) > 1:
            raise ValidationError(f"{len(matches)} conversations start with {given!r}; give more of the id.")
        return matches[0]

    async def rename(self, conversation_id: str, title: str) -> Conversation:
        clean = " ".join(title.split())
        if not clean:
            raise ValidationError("A conversation title cannot be empty.")
        if len(clean) > MAX_TITLE_LENGTH:
            raise ValidationError(f"A conversation title can have at most {MAX_TITLE_LENGTH} characters.")
        await self._require_changed(
            await self._db.execute(
                "UPDATE agent_conversations SET title = ?, title_fold = ? WHERE id = ? AND franchise_id = ? AND user_id = ?",
                (clean, fold_text(clean), conversation_id, self._tenant, self._user),
            ),
            conversation_id,
        )
        return await self.get(conversation_id)

    async def set_metadata_value(self, conversation_id: str, key: str, value: Any) -> Conversation:
        """Set (or with None remove) one key of the conversation's metadata; the rest is kept."""
        async with self._db.transaction():
            current = await self.get(conversation_id)
            metadata = dict(current.metadata)
            if value is None:
                metadata.pop(key, None)
            else:
                metadata[key] = value
            await self._require_changed(
                await self._db.execute(
                    "UPDATE agent_conversations SET metadata = ? WHERE id = ? AND franchise_id = ? AND user_id = ?",
                    (json.dumps(metadata, ensure_ascii=False), conversation_id, self._tenant, self._user),
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
        """Delete the conversation; its messages go with it (FK cascade), and so do its runs' traces
        (their previews quote it; spans follow their trace by FK cascade)."""
        async with self._db.transaction():
            await self._require_changed(
                await self._db.execute(
                    "DELETE FROM agent_conversations WHERE id = ? AND franchise_id = ? AND user_id = ?",
                    (conversation_id, self._tenant, self._user),
                ),
                conversation_id,
            )
            await self._db.execute("DELETE FROM traces WHERE session_key = ? AND tenant_id = ?",
                                   (conversation_id, self._tenant))

    async def cleanup_closed(self, *, now: datetime | None = None, max_age: timedelta = CLOSED_RETENTION) -> int:
        """Delete closed conversations untouched for `max_age`; active ones are never touched."""
        cutoff = format_ts((now or self._clock()) - max_age)
        params = (self._tenant, str(ConversationStatus.CLOSED), cutoff)
        async with self._db.transaction():
            await self._db.execute(  # their runs' traces first: they quote the conversations
                "DELETE FROM traces WHERE session_key IN (SELECT CAST(id AS TEXT) FROM agent_conversations "
                "WHERE franchise_id = ? AND status = ? AND updated_at < ?)", params,
            )
            return await self._db.execute(
                "DELETE FROM agent_conversations WHERE franchise_id = ? AND status = ? AND updated_at < ?", params,
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
                (cid, self._user, self._tenant, title, fold_text(title), str(ConversationStatus.ACTIVE), stamp, stamp, agent_id,
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
            (content, fold_text(content), message_id, str(MessageState.STREAMING)),
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
        update = Assignments({
            "state": str(state),
            "content": text,
            "content_fold": fold_text(text or ""),
            "tool_calls": calls_json,
            "llm_duration_ms": _non_negative("llm_duration_ms", llm_duration_ms),
            "eval_tokens": _non_negative("eval_tokens", eval_tokens),
        })
        update.set("provider", provider, "COALESCE(?, provider)")
        update.set("model", model, "COALESCE(?, model)")
        update.set("error", None if error is None else storable_text(redact(error)))
        if metadata is not None:
            update.set("metadata", json.dumps(dict(metadata), ensure_ascii=False, default=str))
        row = await self._db.fetch_one(
            f"UPDATE agent_messages SET {update.sql} WHERE id = ? AND state = ? AND conversation_id IN "
            f"(SELECT id FROM agent_conversations WHERE franchise_id = ?) RETURNING {_MSG_COLUMNS}",
            [*update.params, message_id, str(MessageState.STREAMING), self._tenant],
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

    async def merge_message_metadata(self, message_id: str, values: Mapping[str, Any]) -> StoredMessage:
        """Set keys of one message's metadata (a tool card's later state, such as an undo)."""
        async with self._db.transaction():
            message = await self.get_message(message_id)
            merged = {**message.metadata, **dict(values)}
            text = json.dumps(merged, ensure_ascii=False)
            await self._db.execute("UPDATE agent_messages SET metadata = ? WHERE id = ?", (text, message_id))
        return await self.get_message(message_id)

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
                fold_text(content or ""),
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

