"""Entity search: folded substring match from a trigram index, ranked, paged by keyset.

The query and the stored `search_fold` are folded by one rule (`goclaw_lite.textfold`), so
"da nang" finds "Đà Nẵng". Two bounded reads give the candidates: the names starting with
the query, a range of the search index in name order (on SQLite ranked from the index alone),
and the most recently written substring matches: on SQLite the FTS5 trigram index
`kg_search_fts` names the entities holding every trigram of the query, newest first, and each
one's text is tested on the row read for its rank (so `%`, `_` and `\\` are plain characters);
on PostgreSQL a `LIKE` that the pg_trgm GIN index answers (or a scan when pg_trgm is missing).
A query shorter than three characters has no trigram: it reads names only.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.kg import KGScope, SearchCursor, SearchHit
from goclaw_lite.store.backend.db import escape_like
from goclaw_lite.store.graph.base import _E, KGStoreBase, _to_entity
from goclaw_lite.store.graph.input import _as_of, _fold, collapse, normalize_type
from goclaw_lite.store.lifecycle.search_index import (
    MIN_TRIGRAM,
    RARE_TRIGRAM,
    counted_trigrams,
    glob_literal,
    narrowed_match_sql,
    trigram_count_values,
    trigram_match,
)
from goclaw_lite.textfold import fold_text

MAX_QUERY = 500
MAX_SEARCH_LIMIT = 200
# Candidates ranked for one query: the names starting with it (up to the cap, in name order)
# and the most recently written substring matches (up to the cap), so a very common query
# costs the same as a rare one; beyond the cap a hit may be left out.
CANDIDATE_CAP = 1000


class KGSearch(KGStoreBase):
    """`search_entities`."""

    async def search_entities(
        self,
        scope: KGScope,
        query: str,
        *,
        limit: int = 20,
        after: SearchCursor | None = None,
        entity_type: str | None = None,
        as_of: str | None = None,
    ) -> list[SearchHit]:
        """Substring search over name, type, description and aliases, accents and case aside.

        Ranked: the name exactly as typed, the name exactly once folded, names starting with
        the query, names with a word starting with it, then the rest; within a rank a name
        matching as typed (accents kept) first, then the most recently changed. `%`, `_` and `\\` match themselves. `after` (the last hit's
        `cursor`) continues from that hit.
        """
        if not isinstance(query, str) or not collapse(query):
            raise ValidationError("The search query is empty.")
        text = collapse(query)
        if len(text) > MAX_QUERY:
            raise ValidationError(f"The search query is longer than {MAX_QUERY} characters.")
        if not 1 <= limit <= MAX_SEARCH_LIMIT:
            raise ValidationError(f"limit must be from 1 to {MAX_SEARCH_LIMIT}.")
        folded = fold_text(unicodedata.normalize("NFKC", text))
        if not folded:
            return []
        like = escape_like(folded)
        typed = _fold(text)
        values = self._scoped(
            scope,
            typed=typed,
            typedlen=len(typed),
            folded=folded,
            namelen=len(folded) + 1,  # where the name's closing newline is when the name is the query
            gprefix=glob_literal(folded) + "*",
            gword=f"* {glob_literal(folded)}*",
            gcontains=f"*{glob_literal(folded)}*",
            match=trigram_match(folded),
            lprefix=like + "%",
            lword=f"% {like}%",
            lcontains=f"%{like}%",
            cap=CANDIDATE_CAP,
            at=_as_of(as_of),
            type=normalize_type(entity_type or ""),
            limit=limit,
            krank=after.rank if after else 0,
            kupdated=after.updated_at if after else "",
            kid=after.id if after else "",
        )
        reads = _SQLITE if self._db.dialect.name == "sqlite" else _POSTGRES
        narrow = ""
        if reads is _SQLITE and len(folded) >= MIN_TRIGRAM:
            narrow_sql, narrow_values = self._narrowing(folded)
            narrow = f"narrow(m) AS MATERIALIZED ({narrow_sql}), "
            values.update(narrow_values)
        filters = _FILTERS + (" AND e.entity_type = :type" if entity_type else "")
        keyset = _KEYSET if after is not None else ""
        ranked = reads.ranked(reads.prefix, filters, names_start_with_query=True)
        if len(folded) >= MIN_TRIGRAM:  # the most recently written matches too, so new entities show
            ranked += f" UNION {reads.ranked(reads.contains, filters)}"
        rows = await self._all(_page(ranked, keyset, narrow), values)
        return [SearchHit.at_order(_to_entity(r), int(r["match_rank"])) for r in rows]

    def _narrowing(self, folded: str) -> tuple[str, dict[str, str]]:
        """The scalar SELECT giving the FTS5 MATCH on SQLite, and its values: only the query's
        rare trigrams when it has some (their candidates, fewer than the cap, are all read and
        tested, so the hits are the same)."""
        counted = counted_trigrams(folded)
        if len(counted) == 1 or CANDIDATE_CAP < RARE_TRIGRAM:
            return "SELECT :match", {}
        return narrowed_match_sql("kg_search_fts", len(counted)), trigram_count_values(counted)

_FILTERS = " AND e.tenant_id = :tenant AND e.valid_from <= :at AND (e.valid_until IS NULL OR e.valid_until > :at)"
_KEYSET = (
    " AND (r.match_rank > :krank OR (r.match_rank = :krank AND (r.updated_at < :kupdated "
    "OR (r.updated_at = :kupdated AND r.id < :kid))))"
)


def _page(ranked: str, keyset: str, narrow: str = "") -> str:
    """The page of hits after the keyset, from the ranked candidates: the page is chosen from
    their ids, ranks and times alone, and only its rows are read whole (joining every candidate
    first read up to 1,000 rows to keep 20: 'ka' at 1M 1.57 -> 0.87 ms). `narrow` is the SQLite
    read's `narrow(m)` (its MATCH) with a trailing comma, or empty."""
    order = " ORDER BY r.match_rank, r.updated_at DESC, r.id DESC"
    return (
        f"WITH {narrow}ranked AS MATERIALIZED ({ranked}), "
        f"page AS MATERIALIZED (SELECT r.id AS id, r.match_rank AS match_rank, r.updated_at AS updated_at "
        f"FROM ranked r WHERE 1 = 1{keyset}{order} LIMIT :limit) "
        f"SELECT {_E}, r.match_rank AS match_rank FROM page r JOIN kg_entities e ON e.id = r.id{order}"
    )


@dataclass(frozen=True)
class _Reads:
    """How one backend reads bounded candidates. `prefix` and `contains` are the statement
    after the SELECT list, over `kg_entities e`, with `{filters}` where the scope, validity
    and type conditions go and ending in the bound."""

    name: str
    find: str  # the position of a substring: instr (SQLite) or strpos (PostgreSQL)
    newline: str
    prefix_test: str
    word_test: str
    prefix: str
    contains: str

    @property
    def name_length(self) -> str:
        """Where the name's closing newline is in `search_fold`."""
        return f"{self.find}(e.search_fold, {self.newline})"

    @property
    def typed_prefix(self) -> str:
        return "substr(e.name_fold, 1, :typedlen) = :typed"

    @property
    def typed_word(self) -> str:
        return f"{self.find}(' ' || e.name_fold, ' ' || :typed) > 0"

    @property
    def typed_anywhere(self) -> str:
        return f"{self.find}(e.name_fold, :typed) > 0"

    def ranked(self, read: str, filters: str, *, names_start_with_query: bool = False) -> str:
        """The candidates of `read` with their order: `MatchRank` * 2, plus 1 when the name
        matches at that rank only once folded (`SearchHit.order`). Where every name starts with
        the query (the prefix read), a name as long as the query plus its newline is the query:
        the order comes from comparisons and a length, not four string tests per candidate
        (0.6 of 1.2 ms at 1M)."""
        typed_prefix = f"WHEN {self.typed_prefix} THEN 4 ELSE 5 END"
        rank = (
            f"CASE WHEN e.name_fold = :typed THEN 0 WHEN {self.name_length} = :namelen THEN 3 {typed_prefix}"
            if names_start_with_query
            else f"CASE WHEN e.name_fold = :typed THEN 0 WHEN {self.name} = :folded THEN 3 "
            f"WHEN {self.prefix_test} THEN (CASE {typed_prefix}) "
            f"WHEN {self.word_test} THEN (CASE WHEN {self.typed_word} THEN 6 ELSE 7 END) "
            f"WHEN {self.typed_anywhere} THEN 8 ELSE 9 END"
        )
        return (
            f"SELECT * FROM (SELECT e.id AS id, e.updated_at AS updated_at, {rank} AS match_rank "
            f"{read.format(filters=filters)}) AS c"
        )


_SQLITE_NAME = "substr(e.search_fold, 1, instr(e.search_fold, char(10)) - 1)"
_SQLITE = _Reads(
    name=_SQLITE_NAME,
    find="instr",
    newline="char(10)",
    prefix_test=f"{_SQLITE_NAME} GLOB :gprefix",
    word_test=f"(' ' || {_SQLITE_NAME}) GLOB :gword",
    # a range of the search index, in name order
    prefix=(
        "FROM kg_entities e WHERE e.agent_id = :agent AND e.user_id = :user AND e.search_fold <> '' "
        "AND e.search_fold GLOB :gprefix{filters} ORDER BY e.search_fold LIMIT :cap"
    ),
    # the most recently indexed rows holding every trigram; the text test is on the row read anyway
    contains=(
        "FROM (SELECT rowid AS doc FROM kg_search_fts WHERE kg_search_fts MATCH (SELECT m FROM narrow) ORDER BY rowid DESC LIMIT :cap) f "
        "JOIN kg_search_docs d ON d.doc = f.doc JOIN kg_entities e ON e.id = d.entity_id "
        "WHERE e.agent_id = :agent AND e.user_id = :user AND e.search_fold GLOB :gcontains{filters}"
    ),
)
_PG_NAME = "split_part(e.search_fold, chr(10), 1)"
_POSTGRES = _Reads(
    name=_PG_NAME,
    find="strpos",
    newline="chr(10)",
    prefix_test=f"{_PG_NAME} LIKE :lprefix ESCAPE '\\'",
    word_test=f"(' ' || {_PG_NAME}) LIKE :lword ESCAPE '\\'",
    prefix=(
        "FROM kg_entities e WHERE e.agent_id = :agent AND e.user_id = :user AND e.search_fold <> '' "
        "AND (e.search_fold COLLATE \"C\") LIKE :lprefix ESCAPE '\\'{filters} ORDER BY e.search_fold COLLATE \"C\" LIMIT :cap"
    ),
    contains=(
        # newest first: idx_kg_entities_search_recent walked for a common query, the trigram index for a rare one
        "FROM kg_entities e WHERE e.agent_id = :agent AND e.user_id = :user AND e.search_fold <> '' "
        "AND e.search_fold LIKE :lcontains ESCAPE '\\'{filters} ORDER BY e.updated_at DESC, e.id LIMIT :cap"
    ),
)
