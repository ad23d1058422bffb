-- Knowledge-graph counters (schema 34, additive), as in schema/sqlite/kg_counts.sql: the plain
-- entities and relations of each type per scope (an open window that began at or before the
-- row's last write), kept by triggers. Built when a store is opened or a promotion has loaded
-- its rows (store/kg_counts.py); every statement may run again. The partial index on the
-- relations that are not plain is in schema.sql.

CREATE TABLE IF NOT EXISTS kg_counts (
    agent_id   uuid NOT NULL,
    user_id    text NOT NULL,
    tenant_id  uuid NOT NULL,
    kind       text NOT NULL CHECK (kind IN ('entity', 'relation')),
    type       text NOT NULL,
    n          bigint NOT NULL,
    PRIMARY KEY (agent_id, user_id, tenant_id, kind, type)
);

CREATE INDEX IF NOT EXISTS idx_kg_relations_not_open ON kg_relations (agent_id, user_id, tenant_id, valid_from, valid_until, created_at, relation_type, source_entity_id, target_entity_id) WHERE valid_until IS NOT NULL OR valid_from > created_at;

-- One transaction at a time changes a scope's counters (a transaction-scoped advisory lock,
-- in the two-key space the app uses for nothing else): two that change the counters of two
-- types in opposite orders would otherwise each hold one row and wait for the other's.
CREATE OR REPLACE FUNCTION kg_counts_add(a uuid, u text, t uuid, k text, ty text, delta integer)
RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1801937011, hashtext(a::text || '/' || u));
  IF delta > 0 THEN
    INSERT INTO kg_counts (agent_id, user_id, tenant_id, kind, type, n) VALUES (a, u, t, k, ty, delta)
    ON CONFLICT (agent_id, user_id, tenant_id, kind, type) DO UPDATE SET n = kg_counts.n + excluded.n;
  ELSE
    DELETE FROM kg_counts WHERE agent_id = a AND user_id = u AND tenant_id = t AND kind = k AND type = ty AND n <= -delta;
    UPDATE kg_counts SET n = n + delta WHERE agent_id = a AND user_id = u AND tenant_id = t AND kind = k AND type = ty;
  END IF;
END;
$$ LANGUAGE plpgsql;

-- The trigger functions and triggers that call this (two triggers per table) are written out
-- by store/kg_counts.py from one pattern for both tables.
