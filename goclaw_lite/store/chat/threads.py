"""Reading a conversation's messages, threads and branches (part of `ConversationStore`)."""

from __future__ import annotations

import builtins
from collections.abc import Sequence

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.chat import (
    MessageRole,
    Siblings,
    StoredMessage,
    ThreadPage,
)
from goclaw_lite.store.chat.rows import (
    _MSG_COLUMNS,
    _prefixed,
    _to_message,
)
from goclaw_lite.store.chat.search import ConversationListing


class ConversationThreads(ConversationListing):

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

