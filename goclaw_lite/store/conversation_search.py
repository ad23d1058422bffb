"""The conversation list and its search (part of `ConversationStore`).

The list walks `idx_conversations_user_updated` newest first and stops at the page, so it
costs the same at any history size; the message count of each listed conversation is read
from `idx_messages_conversation_created` for those rows only. A search first collects the
conversations whose title or user/assistant text holds the folded query: from the FTS5
trigram index on SQLite (`message_search_fts`), from the pg_trgm index on PostgreSQL. A query
under three characters has no trigram: it matches titles only.
"""

from __future__ import annotations

import builtins
import unicodedata
from typing import Any

from goclaw_lite.store.conversation_rows import (
    _CONV_COLUMNS,
    MAX_QUERY_LENGTH,
    SUBTASK_KEY,
    ConversationBase,
    _prefixed,
    _to_conversation,
)
from goclaw_lite.store.db import escape_like
from goclaw_lite.store.models_chat import ConversationStatus, ConversationSummary
from goclaw_lite.store.search_index import MIN_TRIGRAM, glob_literal
from goclaw_lite.textfold import fold_text


class ConversationListing(ConversationBase):
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
        """Newest activity first; `query` matches titles and user/assistant text, accents and case aside.

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
        folded = fold_text(unicodedata.normalize("NFKC", (query or "").strip()[:MAX_QUERY_LENGTH]))
        if folded:
            clause, values = self._matching(folded)
            clauses.append(clause)
            params += values
        params += [max(1, limit), max(0, offset)]
        rows = await self._db.fetch_all(
            f"WITH page AS MATERIALIZED (SELECT {_prefixed(_CONV_COLUMNS, 'c')} FROM agent_conversations c "
            f"WHERE {' AND '.join(clauses)} ORDER BY c.updated_at DESC, c.id DESC LIMIT ? OFFSET ?) "
            "SELECT p.*, (SELECT COUNT(*) FROM agent_messages n WHERE n.conversation_id = p.id) AS message_count "
            "FROM page p ORDER BY p.updated_at DESC, p.id DESC",
            params,
        )
        return [ConversationSummary(_to_conversation(r), int(r["message_count"])) for r in rows]

    def _matching(self, folded: str) -> tuple[str, builtins.list[Any]]:
        """The condition picking conversations whose title or text holds `folded`."""
        if self._db.dialect.name == "sqlite":
            pattern = f"*{glob_literal(folded)}*"
            if len(folded) < MIN_TRIGRAM:
                return "c.title_fold GLOB ?", [pattern]
            return (
                "(c.title_fold GLOB ? OR c.id IN (SELECT m.conversation_id FROM message_search_fts f "
                "JOIN message_search_docs d ON d.doc = f.rowid JOIN agent_messages m ON m.id = d.message_id "
                "WHERE f.content_fold GLOB ?))",
                [pattern, pattern],
            )
        like = f"%{escape_like(folded)}%"
        if len(folded) < MIN_TRIGRAM:
            return "c.title_fold LIKE ? ESCAPE '\\'", [like]
        return (
            "(c.title_fold LIKE ? ESCAPE '\\' OR c.id IN (SELECT m.conversation_id FROM agent_messages m "
            "WHERE m.role IN ('user', 'assistant') AND m.content_fold LIKE ? ESCAPE '\\'))",
            [like, like],
        )
