"""Entity search: folded substring match, ranked, split in two on a large SQLite scope."""

from __future__ import annotations

import time
import unicodedata
from collections.abc import Callable

from goclaw_lite.errors import ValidationError
from goclaw_lite.store.db import Dialect, contains_pattern, fold, prefix_pattern
from goclaw_lite.store.kg_base import _E, KGStoreBase, _bind, _to_entity
from goclaw_lite.store.kg_input import _as_of, _fold, collapse, normalize_type
from goclaw_lite.store.models_kg import KGScope, MatchRank, SearchHit

MAX_QUERY = 500
MAX_SEARCH_LIMIT = 200
SEARCH_SPLIT_MIN_ENTITIES = 20_000  # below this one scan is a few ms: not worth two
SEARCH_SPLIT_TTL_S = 300.0


def _search_like(dialect: Dialect, *, escaped: bool) -> Callable[[str, str], str]:
    """`column LIKE :marker`, with the ESCAPE clause only when the query has `%`, `_` or `\\`.

    Without wildcards or backslashes to escape, both forms match the same rows on both
    backends; search runs LIKE on every entity of the scope, and SQLite re-reads and checks
    the escape argument on each row, about 5% of the scan.
    """
    if escaped:
        return lambda column, marker: dialect.like(column).replace("?", f":{marker}")
    return lambda column, marker: f"{column} LIKE :{marker}"


class KGSearch(KGStoreBase):
    """`search_entities` and the median split that lets it use two connections."""

    async def search_entities(
        self,
        scope: KGScope,
        query: str,
        *,
        limit: int = 20,
        offset: int = 0,
        entity_type: str | None = None,
        as_of: str | None = None,
    ) -> list[SearchHit]:
        """Substring search over name, type, description and aliases, any case, any script.

        Exact name matches rank first, then names starting with the query, then the rest;
        ties sort by name. `%`, `_` and `\\` in the query match themselves. `offset` pages
        through the ranked hits, `limit` at a time.
        """
        if not isinstance(query, str) or not collapse(query):
            raise ValidationError("The search query is empty.")
        text = collapse(query)
        if len(text) > MAX_QUERY:
            raise ValidationError(f"The search query is longer than {MAX_QUERY} characters.")
        if not 1 <= limit <= MAX_SEARCH_LIMIT:
            raise ValidationError(f"limit must be from 1 to {MAX_SEARCH_LIMIT}.")
        if isinstance(offset, bool) or not isinstance(offset, int) or offset < 0:
            raise ValidationError("offset must be a whole number, 0 or more.")
        normal = unicodedata.normalize("NFKC", text)
        pattern = contains_pattern(normal)
        like = _search_like(self._db.dialect, escaped=pattern != f"%{fold(normal)}%")
        type_clause = " AND entity_type = :type" if entity_type else ""
        # The inner query reads only idx_kg_entities_search (its partial condition is stated
        # so the planner may use it); the tenant is checked on the page of hits, all of which
        # belong to the agent's tenant anyway.
        def statement(part: str = "") -> str:
            return (
                f"SELECT {_E}, s.match_rank AS match_rank, s.nf AS sort_name FROM ("
                "SELECT id, name_fold AS nf, CASE WHEN name_fold = :exact THEN 0 "
                f"WHEN {like('name_fold', 'prefix')} THEN 1 ELSE 2 END AS match_rank "
                f"FROM kg_entities WHERE agent_id = :agent AND user_id = :user AND search_fold <> ''{part} "
                f"AND {like('search_fold', 'pattern')} "
                f"AND valid_from <= :at AND (valid_until IS NULL OR valid_until > :at){type_clause} "
                "ORDER BY match_rank, nf, id LIMIT :limit OFFSET :offset"
                ") s CROSS JOIN kg_entities e WHERE e.id = s.id AND e.tenant_id = :tenant ORDER BY s.match_rank, s.nf, s.id"
            )

        values = self._scoped(
            scope,
            exact=_fold(text),
            prefix=prefix_pattern(normal),
            pattern=pattern,
            at=_as_of(as_of),
            type=normalize_type(entity_type or ""),
            limit=limit,
            offset=offset,
        )
        split = await self._search_split(scope)
        if split is None:
            rows = await self._all(statement(), values)
        else:
            page = {**values, "limit": limit + offset, "offset": 0, "split": split}
            halves = await self._db.fetch_all_concurrently(
                [_bind(statement(" AND search_fold < :split"), page), _bind(statement(" AND search_fold >= :split"), page)]
            )
            ranked = sorted((r for half in halves for r in half), key=lambda r: (int(r["match_rank"]), r["sort_name"], r["id"]))
            rows = ranked[offset : offset + limit]
        return [SearchHit(_to_entity(r), MatchRank(int(r["match_rank"]))) for r in rows]

    async def _search_split(self, scope: KGScope) -> str | None:
        """The median `search_fold` of a large scope on SQLite, else None.

        Search reads every entry of the scope in the search index, about 1,500 instructions
        each inside SQLite, so at 100,000 entities one scan takes ~30 ms on one core. Split
        at the median, the two halves run at once on two connections
        (`Database.fetch_all_concurrently`) and their pages are merged: the same hits in the
        same order (SQLite's BINARY order of UTF-8 text is Python's code-point order). The
        median is only a balance point, so it is kept for a few minutes; a stale one costs
        balance, never results.
        """
        if self._db.dialect.name != "sqlite":
            return None
        key = (scope.agent_id, scope.user_id)
        cached = self._search_splits.get(key)
        if cached is not None and time.monotonic() - cached[0] < SEARCH_SPLIT_TTL_S:
            return cached[1]
        where = "agent_id = :agent AND user_id = :user AND search_fold <> ''"
        count_row = await self._one(f"SELECT COUNT(*) AS n FROM kg_entities WHERE {where}", self._scoped(scope))
        count = int(count_row["n"]) if count_row else 0
        split = None
        if count >= SEARCH_SPLIT_MIN_ENTITIES:
            row = await self._one(
                f"SELECT search_fold FROM kg_entities WHERE {where} ORDER BY search_fold LIMIT 1 OFFSET :half",
                self._scoped(scope, half=count // 2),
            )
            split = str(row["search_fold"]) if row else None
        self._search_splits[key] = (time.monotonic(), split)
        return split
