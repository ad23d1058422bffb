"""Entity search: folded substring match from a trigram index, ranked, paged by keyset.

The query and the stored `search_fold` are folded by one rule (`goclaw_lite.textfold`), so
"da nang" finds "Đà Nẵng". On SQLite the candidates come from the FTS5 trigram index
`kg_search_fts` (a GLOB on it, so `%`, `_` and `\\` are plain characters); on PostgreSQL
from a `LIKE` that the pg_trgm GIN index answers (or a scan when pg_trgm is missing). A
query shorter than three characters has no trigram: it reads a bounded range of names that
start with it instead.
"""

from __future__ import annotations

import unicodedata

from goclaw_lite.errors import ValidationError
from goclaw_lite.store.db import escape_like
from goclaw_lite.store.kg_base import _E, KGStoreBase, _to_entity
from goclaw_lite.store.kg_input import _as_of, _fold, collapse, normalize_type
from goclaw_lite.store.models_kg import KGScope, MatchRank, SearchCursor, SearchHit
from goclaw_lite.store.search_index import MIN_TRIGRAM, glob_literal
from goclaw_lite.textfold import fold_text

MAX_QUERY = 500
MAX_SEARCH_LIMIT = 200
SHORT_QUERY_BOUND = 2000  # names read for a one- or two-character query (no trigram to look up)
# Candidates ranked for one query: every name starting with it (up to the cap) and the most
# recently written substring matches (up to the cap), so a very common query costs the same
# as a rare one; beyond the cap a word-start or substring hit may be left out.
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
        the query, names with a word starting with it, then the rest; within a rank the most
        recently changed first. `%`, `_` and `\\` match themselves. `after` (the last hit's
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
        sqlite = self._db.dialect.name == "sqlite"
        short = len(folded) < MIN_TRIGRAM
        name = (
            "substr(e.search_fold, 1, instr(e.search_fold, char(10)) - 1)" if sqlite else "split_part(e.search_fold, chr(10), 1)"
        )
        if sqlite:
            prefix_test, word_test = f"{name} GLOB :gprefix", f"(' ' || {name}) GLOB :gword"
            if short:
                hits = (
                    "SELECT id FROM kg_entities WHERE agent_id = :agent AND user_id = :user AND search_fold <> '' "
                    "AND search_fold GLOB :gprefix ORDER BY search_fold LIMIT :bound"
                )
            else:
                hits = (
                    "SELECT id FROM (SELECT id FROM kg_entities WHERE agent_id = :agent AND user_id = :user "
                    "AND search_fold <> '' AND search_fold GLOB :gprefix ORDER BY search_fold LIMIT :cap) "
                    "UNION SELECT d.entity_id AS id FROM (SELECT rowid AS doc FROM kg_search_fts "
                    "WHERE search_fold GLOB :gcontains ORDER BY rowid DESC LIMIT :cap) f JOIN kg_search_docs d ON d.doc = f.doc"
                )
        else:
            prefix_test, word_test = f"{name} LIKE :lprefix ESCAPE '\\'", f"(' ' || {name}) LIKE :lword ESCAPE '\\'"
            if short:
                hits = (
                    "SELECT id FROM kg_entities WHERE agent_id = :agent AND user_id = :user AND search_fold <> '' "
                    "AND (search_fold COLLATE \"C\") LIKE :lprefix ESCAPE '\\' ORDER BY search_fold COLLATE \"C\" LIMIT :bound"
                )
            else:
                hits = (
                    "SELECT id FROM (SELECT id FROM kg_entities WHERE agent_id = :agent AND user_id = :user "
                    "AND search_fold <> '' AND (search_fold COLLATE \"C\") LIKE :lprefix ESCAPE '\\' "
                    "ORDER BY search_fold COLLATE \"C\" LIMIT :cap) a UNION SELECT id FROM (SELECT id FROM kg_entities "
                    "WHERE agent_id = :agent AND user_id = :user AND search_fold LIKE :lcontains ESCAPE '\\' "
                    "ORDER BY updated_at DESC, id LIMIT :cap) b"
                )
        type_clause = " AND e.entity_type = :type" if entity_type else ""
        keyset = (
            " AND (r.match_rank > :krank OR (r.match_rank = :krank AND (r.updated_at < :kupdated "
            "OR (r.updated_at = :kupdated AND r.id < :kid))))"
            if after is not None else ""
        )
        sql = (
            f"WITH hit AS MATERIALIZED ({hits}), ranked AS MATERIALIZED ("
            f"SELECT e.id AS id, e.updated_at AS updated_at, CASE WHEN e.name_fold = :typed THEN 0 WHEN {name} = :folded THEN 1 "
            f"WHEN {prefix_test} THEN 2 WHEN {word_test} THEN 3 ELSE 4 END AS match_rank "
            "FROM hit JOIN kg_entities e ON e.id = hit.id "
            "WHERE e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant "
            f"AND e.valid_from <= :at AND (e.valid_until IS NULL OR e.valid_until > :at){type_clause}) "
            f"SELECT {_E}, r.match_rank AS match_rank FROM ranked r JOIN kg_entities e ON e.id = r.id WHERE 1 = 1{keyset} "
            "ORDER BY r.match_rank, r.updated_at DESC, r.id DESC LIMIT :limit"
        )
        like = escape_like(folded)
        values = self._scoped(
            scope,
            typed=_fold(text),
            folded=folded,
            gprefix=glob_literal(folded) + "*",
            gword=f"* {glob_literal(folded)}*",
            gcontains=f"*{glob_literal(folded)}*",
            lprefix=like + "%",
            lword=f"% {like}%",
            lcontains=f"%{like}%",
            bound=SHORT_QUERY_BOUND,
            cap=CANDIDATE_CAP,
            at=_as_of(as_of),
            type=normalize_type(entity_type or ""),
            limit=limit,
            krank=after.rank if after else 0,
            kupdated=after.updated_at if after else "",
            kid=after.id if after else "",
        )
        rows = await self._all(sql, values)
        return [SearchHit(_to_entity(r), MatchRank(int(r["match_rank"]))) for r in rows]
