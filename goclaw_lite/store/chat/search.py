"""The conversation list and its search (part of `ConversationStore`).

The list walks `idx_conversations_user_updated` newest first and stops at the page, so it
costs the same at any history size; the message count of each listed conversation is read
from `idx_messages_conversation_created` for those rows only. A search first collects the
conversations whose title or user/assistant text holds the folded query: from the FTS5
trigram index on SQLite (`message_search_fts`), from the pg_trgm index on PostgreSQL. A query
under three characters has no trigram: it matches titles only.

The index is read for `search_probe` + 1 matches (the newest on SQLite, where the index names
the messages holding every trigram of the query and each one's text is tested on the message
row read for its conversation, so each match costs one row read). Running out of matches
means every matching conversation is known. Otherwise the newest matches decide
(`_indexed_messages`, from how many messages they span): a common word walks the
conversations newest first as usual, taking those holding one of the matches read and testing
the others' own messages, so it stops at the page instead of collecting every match; a word
held by a few conversations among many without it is read whole in one more read (walking
would test every conversation without it). PostgreSQL's trigram index has no order, so the
matches read first tell nothing of how many there are: there the planner's estimate (pg_trgm's
statistics) decides, and a word it does not call common is read whole.
"""

from __future__ import annotations

import builtins
import json
import unicodedata
from typing import Any

from goclaw_lite.model.chat import ConversationStatus, ConversationSummary
from goclaw_lite.store.backend.db import escape_like
from goclaw_lite.store.chat.rows import (
    _CONV_COLUMNS,
    MAX_QUERY_LENGTH,
    SUBTASK_KEY,
    ConversationBase,
    _prefixed,
    _to_conversation,
)
from goclaw_lite.store.lifecycle.search_index import MIN_TRIGRAM, glob_literal, trigram_match
from goclaw_lite.textfold import fold_text

MAX_SEARCH_PROBE = 20_000
"""Past this many message matches a search walks the conversations even if fewer of them
than the page needs hold those matches."""


class ConversationListing(ConversationBase):
    search_probe: int = 200
    """Newest message matches read from the index before a search counts as common."""
    common_matches: int = MAX_SEARCH_PROBE
    """A word estimated to match more messages than this, or than there are conversations,
    walks the conversations."""

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
            clause, values = await self._matching(folded)
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

    async def _matching(self, folded: str) -> tuple[str, builtins.list[Any]]:
        """The condition picking conversations whose title or text holds `folded`."""
        if self._db.dialect.name == "sqlite":
            pattern, test = f"*{glob_literal(folded)}*", "{} GLOB ?"
        else:
            pattern, test = f"%{escape_like(folded)}%", "{} LIKE ? ESCAPE '\\'"
        title = test.format("c.title_fold")
        if len(folded) < MIN_TRIGRAM:
            return title, [pattern]
        ids, complete = await self._newest_matches(pattern, folded)
        among = f" OR c.id IN ({', '.join('?' for _ in ids)})" if ids else ""
        if complete:
            return f"({title}{among})", [pattern, *ids]
        return (
            f"({title}{among} OR EXISTS (SELECT 1 FROM agent_messages m WHERE m.conversation_id = c.id "
            f"AND m.role IN ('user', 'assistant') AND {test.format('m.content_fold')}))",
            [pattern, *ids, pattern],
        )

    async def _newest_matches(self, pattern: str, folded: str) -> tuple[builtins.list[str], bool]:
        """The conversations holding the first `search_probe` + 1 message matches (on SQLite the
        newest, read on from the last one each round; PostgreSQL's trigram index has no order,
        so it reads them again), growing while reading on pays; True when those are all the
        matches."""
        sqlite = self._db.dialect.name == "sqlite"
        probe, ids, below, read, indexed = max(1, self.search_probe), set[str](), None, 0, None
        conversations: int | None = None  # counted once, when an estimate first needs it
        while True:
            take = probe + 1 - read
            if sqlite:
                # candidates holding every trigram, newest first; the text test is on the row read anyway
                rows = await self._db.fetch_all(
                    "SELECT f.doc AS doc, m.conversation_id AS id, m.content_fold GLOB ? AS hit FROM (SELECT rowid AS doc "
                    f"FROM message_search_fts WHERE message_search_fts MATCH ?{'' if below is None else ' AND rowid < ?'} "
                    "ORDER BY rowid DESC LIMIT ?) f JOIN message_search_docs d ON d.doc = f.doc "
                    "JOIN agent_messages m ON m.id = d.message_id",
                    [pattern, trigram_match(folded), *([] if below is None else [below]), take],
                )
                below = min((int(r["doc"]) for r in rows), default=below)
            else:
                rows = await self._db.fetch_all(
                    "SELECT m.conversation_id AS id FROM agent_messages m WHERE m.role IN ('user', 'assistant') "
                    "AND m.content_fold LIKE ? ESCAPE '\\' LIMIT ?",
                    [pattern, take],
                )
                ids.clear()
            read = read + len(rows) if sqlite else 0
            ids.update(str(r["id"]) for r in rows if not sqlite or r["hit"])
            if len(rows) < take:  # every match is known
                return sorted(ids), True
            if probe >= MAX_SEARCH_PROBE:  # reading on costs too much: walk
                return sorted(ids), False
            if sqlite and below is not None:
                indexed = await self._indexed_messages() if indexed is None else indexed
                estimate = read / max(1, indexed - below + 1) * indexed
                conversations = await self._conversations() if conversations is None else conversations
                if self._common(estimate, conversations):
                    return sorted(ids), False  # a common word: most conversations hold it, the walk is short
                probe = min(MAX_SEARCH_PROBE, max(probe * 4, int(estimate * 1.5) + 1))  # the rest in one read
                continue
            if not sqlite:
                if self._common(await self._planned_matches(pattern), await self._conversations()):
                    return sorted(ids), False
                probe = MAX_SEARCH_PROBE  # every match in one read, or it turns out common and walks

    def _common(self, estimate: float, conversations: int) -> bool:
        """Whether walking the conversations beats reading every match of a word estimated to
        match `estimate` messages. Reading costs a row per match; walking costs a look at each
        conversation's own messages for those without the word. With more matches than
        conversations most of them hold it and the walk ends soon (at 100k messages in 1,000
        conversations a word in 8% of messages: 53 ms read whole, a few ms walked); with fewer,
        it may sit in a few among many (2,479 matches in 200 of 10,000 conversations: 25 ms read
        whole, 882 ms walked)."""
        return estimate > min(self.common_matches, conversations)

    async def _conversations(self) -> int:
        row = await self._db.fetch_one(
            "SELECT COUNT(*) AS n FROM agent_conversations WHERE franchise_id = ? AND user_id = ?", [self._tenant, self._user]
        )
        return int(row["n"]) if row is not None else 0

    async def _planned_matches(self, pattern: str) -> float:
        """PostgreSQL's estimate of the messages matching `pattern` (from pg_trgm's statistics).

        Its trigram index has no order, so the matches read first say nothing of how many
        there are; the planner's estimate does, well enough to choose between walking and
        reading every match (both give the same list; only the time differs).
        """
        row = await self._db.fetch_one(
            "EXPLAIN (FORMAT JSON) SELECT 1 FROM agent_messages m WHERE m.role IN ('user', 'assistant') "
            "AND m.content_fold LIKE ? ESCAPE '\\'",
            [pattern],
        )
        plan = next(iter(row.values())) if row is not None else None
        plan = json.loads(plan) if isinstance(plan, str) else plan
        try:
            return float(plan[0]["Plan"]["Plan Rows"])  # type: ignore[index]
        except (TypeError, KeyError, IndexError, ValueError):
            return 0.0

    async def _indexed_messages(self) -> int:
        """The newest indexed message's number. The matches read so far guess all of them: as
        many per indexed message as among the messages from the oldest of them on (`_common`
        then decides)."""
        row = await self._db.fetch_one("SELECT MAX(rowid) AS top FROM message_search_fts", [])
        return int(row["top"]) if row is not None and row["top"] is not None else 0
