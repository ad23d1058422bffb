-- Search indexes (schema 34, additive), built when a store is opened (store/search_index.py),
-- not inside schema.sql: promotion loads its rows first and the indexes are built once after.
-- They need the pg_trgm extension (trusted: a database owner may create it); without it the
-- store warns and search scans. The folded text is written by the app (goclaw_lite/textfold.py).

CREATE INDEX IF NOT EXISTS idx_kg_entities_search_trgm ON kg_entities USING gin (search_fold gin_trgm_ops);

-- names starting with a short query (under three characters: no trigram), in byte order
CREATE INDEX IF NOT EXISTS idx_kg_entities_search_prefix ON kg_entities (agent_id, user_id, (search_fold COLLATE "C"));

-- the most recently written matches of a common query, walked newest first (the trigram index
-- has no order: sorting every match of "ten" at 1M entities took 200 ms, this walk 11 ms)
CREATE INDEX IF NOT EXISTS idx_kg_entities_search_recent ON kg_entities (agent_id, user_id, updated_at DESC, id)
    WHERE search_fold <> '';

CREATE INDEX IF NOT EXISTS idx_messages_content_trgm ON agent_messages USING gin (content_fold gin_trgm_ops)
    WHERE role IN ('user', 'assistant');
