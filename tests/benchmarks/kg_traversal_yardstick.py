"""The unrolled traversal, one CTE per hop: the benchmark's yardstick for `KnowledgeGraphStore.traverse`.

Only the benchmark and the plan tests run it, so it lives beside them, not in the store.
"""

from __future__ import annotations

from goclaw_lite.model.kg import Direction
from goclaw_lite.store.graph.base import _valid
from goclaw_lite.store.graph.traversal import gone_sql


def traversal_sql(
    direction: Direction,
    by_relation_type: bool,
    by_entity_type: bool,
    limited: bool,
    depth: int,
    *,
    dialect: str = "sqlite",
    at_or_after_now: bool = True,
) -> str:
    """The traversal unrolled into one CTE per hop: the benchmark's yardstick for `traverse`.

    `traverse` runs `frontier_traversal_sql`, one recursive CTE, as the Lite store layer
    prescribes. This statement returns the same rows without recursion and is timed next to
    it in every benchmark run, so the price of the recursive form stays known (about 20%).

    `l{k}` (k = 1..5) holds the entities that no earlier hop reached and that are valid at
    :at, each once, through its smallest-id relation from an entity of hop k-1, with the path
    of relation ids carried along. Expansion reads only the covering relation indexes
    (`CROSS JOIN` keeps SQLite from scanning a whole index to save the window's sort); `gone`
    holds the few entities not valid at :at so they are never entered. The "not reached
    before" test is `NOT IN` on SQLite (one ephemeral index per hop) and `NOT EXISTS`
    elsewhere (a hash anti-join on PostgreSQL, where `NOT IN` over a large set degrades badly).
    """
    arms = []
    gone = gone_sql(at_or_after_now)
    if direction in (Direction.OUT, Direction.BOTH):
        arms.append(("r.target_entity_id", "r.source_entity_id"))
    if direction in (Direction.IN, Direction.BOTH):
        arms.append(("r.source_entity_id", "r.target_entity_id"))
    rel_ok = _valid("r") + (" AND r.relation_type IN (:rel_types)" if by_relation_type else "")
    ctes = [
        f"gone(id) AS MATERIALIZED ({gone})",
        "l0(node, rel_id, parent, via, path) AS MATERIALIZED (SELECT e.id, e.id, e.id, CAST('' AS TEXT), CAST('' AS TEXT) "
        "FROM kg_entities e WHERE e.id = :start "
        f"AND e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant AND {_valid('e')})",
    ]
    for k in range(1, depth + 1):
        path = "CAST(r.id AS TEXT)" if k == 1 else "p.path || ',' || CAST(r.id AS TEXT)"
        union = " UNION ALL ".join(
            f"SELECT {far} AS node, r.id AS rel_id, p.node AS parent, r.relation_type AS via, {path} AS path "
            f"FROM l{k - 1} p CROSS JOIN kg_relations r WHERE {near} = p.node AND {rel_ok}"
            for far, near in arms
        )
        earlier = [f"l{j}" for j in range(k)]
        if dialect == "sqlite":
            seen = " UNION ALL ".join([*(f"SELECT node FROM {t}" for t in earlier), "SELECT id FROM gone"])
            unseen = f"c.node NOT IN ({seen})"
        else:
            unseen = " AND ".join(
                [*(f"NOT EXISTS (SELECT 1 FROM {t} s WHERE s.node = c.node)" for t in earlier),
                 "NOT EXISTS (SELECT 1 FROM gone g WHERE g.id = c.node)"]
            )
        ctes.append(
            f"l{k}(node, rel_id, parent, via, path) AS MATERIALIZED (SELECT node, rel_id, parent, via, path FROM ("
            "SELECT c.node AS node, c.rel_id AS rel_id, c.parent AS parent, c.via AS via, c.path AS path, "
            f"ROW_NUMBER() OVER (PARTITION BY c.node ORDER BY c.rel_id) AS rn FROM ({union}) c WHERE {unseen}"
            ") ranked WHERE rn < 2)"
        )
    levels = " UNION ALL ".join(f"SELECT node, {k} AS depth, path, parent, via FROM l{k}" for k in range(1, depth + 1))
    type_filter = " AND e.entity_type IN (:entity_types)" if by_entity_type else ""
    limit = " LIMIT :limit" if limited else ""
    return (
        "WITH " + ",\n".join(ctes) + "\n"
        "SELECT e.id AS id, e.name AS name, e.entity_type AS entity_type, e.confidence AS confidence, x.depth AS depth, "
        "x.path AS path, x.parent AS parent, x.via AS via, COUNT(*) OVER () AS total "
        f"FROM ({levels}) x CROSS JOIN kg_entities e "
        f"WHERE e.id = x.node AND e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant{type_filter} "
        f"ORDER BY x.depth, e.name_fold, e.id{limit}"
    )
