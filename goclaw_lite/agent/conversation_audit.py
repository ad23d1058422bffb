"""Conversation lifecycle changes together with their activity rows.

`ConversationService` (the window and `goclaw-lite conversations`, which may have no
`ChatService` when no model is set up) and `ChatService` both change conversations through
these helpers: the change and its `conversation.*` row commit in one
transaction, and no caller can forget the row. Rows never carry the title or any message
text: both come from what the user typed, which may hold a pasted secret. Closing also
queues the conversation for consolidation (`memory.queue`), in the same transaction, so a
chat closed on the command line is remembered like one closed in the window.
"""

from __future__ import annotations

from datetime import timedelta

from goclaw_lite.memory.queue import ConsolidationQueue
from goclaw_lite.model.chat import Conversation
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.records.activity import ActivityStore

ENTITY = "conversation"


class ConversationAudit:
    """Rename, close, delete and clean up conversations, logging each; log the creation of one."""

    def __init__(self, db: Database, identity: LocalIdentity, conversations: ConversationStore | None = None) -> None:
        self._db = db
        self.conversations = conversations or ConversationStore(db, identity)
        self.activity = ActivityStore(db, identity)
        self.consolidation = ConsolidationQueue(db, identity)

    async def created(self, conversation_id: str, *, agent_id: str | None, message_id: str) -> None:
        """Called by whoever stored the first user message (`ChatService.send`)."""
        await self.activity.log(
            "conversation.create", entity_type=ENTITY, entity_id=conversation_id,
            details={"agent_id": agent_id or "", "message_id": message_id},
        )

    async def rename(self, conversation_id: str, title: str) -> Conversation:
        """The row says a rename happened, never the new title (typed by the user)."""
        async with self._db.transaction():
            renamed = await self.conversations.rename(conversation_id, title)
            await self.activity.log("conversation.rename", entity_type=ENTITY, entity_id=renamed.id)
        return renamed

    async def close(self, conversation_id: str) -> Conversation:
        async with self._db.transaction():
            closed = await self.conversations.close(conversation_id)
            await self.activity.log(
                "conversation.close", entity_type=ENTITY, entity_id=closed.id, details={"agent_id": closed.agent_id or ""}
            )
            if closed.agent_id:
                await self.consolidation.enqueue(closed.agent_id, closed.id)
        return closed

    async def delete(self, conversation_id: str) -> None:
        async with self._db.transaction():
            await self.conversations.delete(conversation_id)
            await self.activity.log("conversation.delete", entity_type=ENTITY, entity_id=conversation_id)

    async def cleanup_closed(self, max_age: timedelta) -> int:
        """The daily pass: one `conversation.cleanup` row when something was deleted."""
        async with self._db.transaction():
            deleted = await self.conversations.cleanup_closed(max_age=max_age)
            if deleted:
                await self.activity.log(
                    "conversation.cleanup", entity_type=ENTITY, actor_type="system", actor_id="maintenance",
                    details={"deleted": deleted, "max_age_days": max_age.days},
                )
        return deleted
