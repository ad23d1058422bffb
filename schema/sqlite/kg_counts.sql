-- Knowledge-graph counters (schema 34, additive): how many entities of each type and how many
-- relations of each type a scope holds that are valid from now on whatever happens to the
-- clock, kept by triggers so the Knowledge graph page counts without reading the graph
-- (store/kg_counts.py). Applied on a new database, and on open to a database made before
-- them (after a backup, in one transaction, then filled from the tables).
--
-- Such a row is "plain": its window is open (valid_until IS NULL) and began at or before its
-- last write (entities: updated_at; relations, which have no updated_at: created_at). Every
-- other row sits in a small partial index (idx_kg_entities_not_open, idx_kg_relations_not_open)
-- and is judged against the time asked. A relation's counter depends on the relation row
-- alone, never on its ends, so a cascaded delete keeps it right in whatever order it runs.

CREATE TABLE kg_counts (
    agent_id   TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    tenant_id  TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('entity', 'relation')),
    type       TEXT NOT NULL,
    n          INTEGER NOT NULL,
    PRIMARY KEY (agent_id, user_id, tenant_id, kind, type)
) STRICT, WITHOUT ROWID;

-- Relations that are not plain (closed, or starting after they were written): the only ones
-- that need a look at their window; covering, so counting them never reads the table.
CREATE INDEX IF NOT EXISTS idx_kg_relations_not_open ON kg_relations (agent_id, user_id, tenant_id, valid_from, valid_until, created_at, relation_type, source_entity_id, target_entity_id) WHERE valid_until IS NOT NULL OR valid_from > created_at;

-- The triggers that keep the counters (three per table) are written out by store/kg_counts.py
-- from one pattern for both tables.
