-- GoClaw Lite: full SQLite schema at version 34, applied once to a fresh database.
--
-- The migration runner applies this file statement by statement inside one transaction
-- and records the version itself; this file holds only DDL and the master tenant seed.
-- One statement per line ending: the runner splits on complete statements line by line.
--
-- Shared rules:
--   * ids are TEXT (canonical UUID v7 text written by the app);
--   * timestamps are TEXT in the one canonical form '2026-05-17T08:51:56.123Z';
--   * JSON is TEXT guarded by json_valid(), booleans are INTEGER 0/1;
--   * sealed secrets are TEXT 'aes-gcm:' envelopes written by the app;
--   * tenant_id has no DEFAULT: the app passes the tenant it keeps in lite_meta;
--   * tables are STRICT so a wrongly typed bind (bytes for JSON, 1.5 for a count) fails
--     loudly instead of leaving a second storage class behind (requires SQLite >= 3.37).

-- ---------------------------------------------------------------------------------------
-- Installation metadata (install_id, local_user_id, local_tenant_id, key_check, ...).

CREATE TABLE lite_meta (
    key         TEXT NOT NULL PRIMARY KEY,
    value       TEXT NOT NULL,
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

-- ---------------------------------------------------------------------------------------
-- Tenants. Lite works inside the single master tenant seeded at the end of this section.

CREATE TABLE tenants (
    id          TEXT NOT NULL PRIMARY KEY,
    name        TEXT NOT NULL,
    slug        TEXT NOT NULL,
    status      TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'archived')),
    settings    TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE INDEX idx_tenants_slug ON tenants (slug);
CREATE INDEX idx_tenants_active ON tenants (status) WHERE status = 'active';

INSERT OR IGNORE INTO tenants (id, name, slug, status) VALUES ('0193a5b0-7000-7000-8000-000000000001', 'Master', 'master', 'active');

-- ---------------------------------------------------------------------------------------
-- LLM providers. Agents and model_fallback candidates refer to a provider by name.

CREATE TABLE llm_providers (
    id              TEXT NOT NULL PRIMARY KEY,
    tenant_id       TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    name            TEXT NOT NULL CHECK (name <> ''),
    display_name    TEXT NOT NULL DEFAULT '',
    provider_type   TEXT NOT NULL DEFAULT 'openai_compat' CHECK (provider_type IN ('openai_compat', 'anthropic')),
    api_base        TEXT NOT NULL DEFAULT '',
    api_key         TEXT NULL,  -- sealed; NULL or '' when the endpoint needs no key
    default_model   TEXT NOT NULL DEFAULT '',
    enabled         INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    settings        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (tenant_id, name)
) STRICT;

-- ---------------------------------------------------------------------------------------
-- Agents. Soft-deleted rows (deleted_at set) free their agent_key and default flag.
-- model_fallback carries no json_valid CHECK on purpose: the 33 -> 34 upgrade adds the
-- column with a bare ALTER TABLE, and fresh and upgraded databases must not differ.

CREATE TABLE agents (
    id                      TEXT NOT NULL PRIMARY KEY,
    agent_key               TEXT NOT NULL CHECK (agent_key <> ''),
    display_name            TEXT NOT NULL DEFAULT '',
    owner_id                TEXT NOT NULL,
    provider                TEXT NOT NULL DEFAULT '',
    model                   TEXT NOT NULL,
    context_window          INTEGER NOT NULL DEFAULT 200000 CHECK (context_window > 0),
    max_tool_iterations     INTEGER NOT NULL DEFAULT 20 CHECK (max_tool_iterations >= 0),
    workspace               TEXT NOT NULL DEFAULT '.',
    restrict_to_workspace   INTEGER NOT NULL DEFAULT 1 CHECK (restrict_to_workspace IN (0, 1)),
    tools_config            TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(tools_config)),
    memory_config           TEXT NULL CHECK (memory_config IS NULL OR json_valid(memory_config)),
    compaction_config       TEXT NULL CHECK (compaction_config IS NULL OR json_valid(compaction_config)),
    context_pruning         TEXT NULL CHECK (context_pruning IS NULL OR json_valid(context_pruning)),
    other_config            TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(other_config)),
    emoji                   TEXT NOT NULL DEFAULT '',
    agent_description       TEXT NOT NULL DEFAULT '',
    thinking_level          TEXT NOT NULL DEFAULT '',
    max_tokens              INTEGER NOT NULL DEFAULT 0 CHECK (max_tokens >= 0),
    self_evolve             INTEGER NOT NULL DEFAULT 0 CHECK (self_evolve IN (0, 1)),
    skill_evolve            INTEGER NOT NULL DEFAULT 0 CHECK (skill_evolve IN (0, 1)),
    skill_nudge_interval    INTEGER NOT NULL DEFAULT 0 CHECK (skill_nudge_interval >= 0),
    reasoning_config        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(reasoning_config)),
    workspace_sharing       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(workspace_sharing)),
    chatgpt_oauth_routing   TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(chatgpt_oauth_routing)),
    model_fallback          TEXT NOT NULL DEFAULT '{}',
    shell_deny_groups       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(shell_deny_groups)),
    kg_dedup_config         TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(kg_dedup_config)),
    is_default              INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    agent_type              TEXT NOT NULL DEFAULT 'open' CHECK (agent_type IN ('open', 'predefined')),
    status                  TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'summoning', 'summon_failed')),
    frontmatter             TEXT NULL,
    budget_monthly_cents    INTEGER NULL CHECK (budget_monthly_cents IS NULL OR budget_monthly_cents >= 0),
    system_prompt           TEXT NOT NULL DEFAULT '',
    -- tool name -> 'allow' | 'ask' | 'deny'; values are checked by the app (CHECK cannot iterate JSON)
    tool_policy             TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(tool_policy) AND json_type(tool_policy) = 'object'),
    tenant_id               TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    deleted_at              TEXT NULL
) STRICT;

CREATE UNIQUE INDEX idx_agents_tenant_key_live ON agents (tenant_id, agent_key) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX idx_agents_one_default ON agents (tenant_id) WHERE is_default = 1 AND deleted_at IS NULL;
-- Partial indexes cannot serve the tenant cascade, so tenant_id gets a plain one too.
CREATE INDEX idx_agents_tenant ON agents (tenant_id);
CREATE INDEX idx_agents_owner_live ON agents (owner_id) WHERE deleted_at IS NULL;
CREATE INDEX idx_agents_status_live ON agents (status) WHERE deleted_at IS NULL;

-- ---------------------------------------------------------------------------------------
-- Chat history: the agent chat data model (conversations and messages) in SQLite terms.
-- franchise_id is the tenant. Columns beyond the model are nullable or defaulted, so every
-- rule of the model still holds for rows written without them.

CREATE TABLE agent_conversations (
    id              TEXT NOT NULL PRIMARY KEY,
    user_id         TEXT NOT NULL,
    franchise_id    TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    title           TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    agent_id        TEXT NULL REFERENCES agents (id) ON DELETE SET NULL,
    -- the message the user is looking at when the conversation has branches; no FK so a
    -- conversation and its messages never reference each other in a cycle
    active_leaf_id  TEXT NULL,
    metadata        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
    -- casefolded title, so search is Unicode case-insensitive with a plain LIKE
    title_fold      TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE INDEX idx_conversations_user_updated ON agent_conversations (user_id, updated_at DESC);
CREATE INDEX idx_conversations_franchise ON agent_conversations (franchise_id);
CREATE INDEX idx_conversations_agent ON agent_conversations (agent_id);
-- the daily cleanup deletes closed conversations idle for 30 days
CREATE INDEX idx_conversations_closed_updated ON agent_conversations (updated_at) WHERE status = 'closed';

CREATE TABLE agent_messages (
    id                  TEXT NOT NULL PRIMARY KEY,
    conversation_id     TEXT NOT NULL REFERENCES agent_conversations (id) ON DELETE CASCADE,
    role                TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'tool', 'system')),
    content             TEXT NULL,
    -- [{id, name, arguments_json}, ...]
    tool_calls          TEXT NULL CHECK (tool_calls IS NULL OR (json_valid(tool_calls) AND json_type(tool_calls) = 'array')),
    tool_call_id        TEXT NULL,
    llm_duration_ms     INTEGER NULL CHECK (llm_duration_ms IS NULL OR llm_duration_ms >= 0),
    eval_tokens         INTEGER NULL CHECK (eval_tokens IS NULL OR eval_tokens >= 0),
    created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    -- branches: siblings under one parent are alternative continuations
    parent_id           TEXT NULL REFERENCES agent_messages (id) ON DELETE CASCADE,
    -- an assistant row is written as 'streaming' with content '' and finished in place
    state               TEXT NOT NULL DEFAULT 'complete' CHECK (state IN ('complete', 'streaming', 'interrupted', 'stopped', 'error')),
    provider            TEXT NULL,
    model               TEXT NULL,
    error               TEXT NULL,
    metadata            TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
    -- casefolded content, so search is Unicode case-insensitive with a plain LIKE
    content_fold        TEXT NOT NULL DEFAULT '',
    CONSTRAINT agent_messages_user_shape CHECK (role <> 'user' OR (content IS NOT NULL AND tool_calls IS NULL AND tool_call_id IS NULL)),
    CONSTRAINT agent_messages_assistant_shape CHECK (role <> 'assistant' OR ((tool_calls IS NOT NULL OR content IS NOT NULL) AND tool_call_id IS NULL)),
    CONSTRAINT agent_messages_tool_shape CHECK (role <> 'tool' OR (content IS NOT NULL AND tool_call_id IS NOT NULL AND tool_calls IS NULL)),
    -- not written in the MVP; if it ever is, it is plain text like a user turn
    CONSTRAINT agent_messages_system_shape CHECK (role <> 'system' OR (content IS NOT NULL AND tool_calls IS NULL AND tool_call_id IS NULL)),
    CONSTRAINT agent_messages_assistant_only_fields CHECK (role = 'assistant' OR (llm_duration_ms IS NULL AND eval_tokens IS NULL AND provider IS NULL AND model IS NULL))
) STRICT;

CREATE INDEX idx_messages_conversation_created ON agent_messages (conversation_id, created_at ASC);
CREATE INDEX idx_messages_tool_call_id ON agent_messages (tool_call_id) WHERE role = 'tool';
CREATE INDEX idx_messages_parent ON agent_messages (parent_id);

CREATE TRIGGER trg_messages_update_conversation
AFTER INSERT ON agent_messages
FOR EACH ROW
BEGIN
    UPDATE agent_conversations SET updated_at = NEW.created_at WHERE id = NEW.conversation_id;
END;

-- ---------------------------------------------------------------------------------------
-- Activity log (audit trail of user and agent actions).

CREATE TABLE activity_logs (
    id           TEXT NOT NULL PRIMARY KEY,
    actor_type   TEXT NOT NULL,
    actor_id     TEXT NOT NULL,
    action       TEXT NOT NULL,
    entity_type  TEXT NULL,
    entity_id    TEXT NULL,
    details      TEXT NULL CHECK (details IS NULL OR json_valid(details)),
    ip_address   TEXT NULL,
    tenant_id    TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE INDEX idx_activity_logs_actor ON activity_logs (actor_type, actor_id);
CREATE INDEX idx_activity_logs_action ON activity_logs (action);
CREATE INDEX idx_activity_logs_entity ON activity_logs (entity_type, entity_id);
CREATE INDEX idx_activity_logs_created ON activity_logs (created_at DESC);
CREATE INDEX idx_activity_logs_tenant ON activity_logs (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Episodic memory: one summary per consolidated source, recalled by LIKE on search_fold.

CREATE TABLE episodic_summaries (
    id                TEXT NOT NULL PRIMARY KEY,
    tenant_id         TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id          TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id           TEXT NOT NULL DEFAULT '',
    session_key       TEXT NOT NULL,
    summary           TEXT NOT NULL,
    l0_abstract       TEXT NOT NULL DEFAULT '',
    key_topics        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(key_topics) AND json_type(key_topics) = 'array'),
    source_type       TEXT NOT NULL DEFAULT 'session',
    -- NULL means "no source"; '' would silently collide in the unique index below
    source_id         TEXT NULL CHECK (source_id IS NULL OR source_id <> ''),
    turn_count        INTEGER NOT NULL DEFAULT 0 CHECK (turn_count >= 0),
    token_count       INTEGER NOT NULL DEFAULT 0 CHECK (token_count >= 0),
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    expires_at        TEXT NULL,
    promoted_at       TEXT NULL,
    recall_count      INTEGER NOT NULL DEFAULT 0 CHECK (recall_count >= 0),
    recall_score      REAL NOT NULL DEFAULT 0 CHECK (recall_score >= 0 AND recall_score <= 1),
    last_recalled_at  TEXT NULL,
    -- casefold(summary + l0_abstract + key topics), written by the app
    search_fold       TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE INDEX idx_episodic_agent_user ON episodic_summaries (agent_id, user_id);
CREATE INDEX idx_episodic_tenant ON episodic_summaries (tenant_id);
CREATE UNIQUE INDEX idx_episodic_source ON episodic_summaries (agent_id, user_id, source_id) WHERE source_id IS NOT NULL;
CREATE INDEX idx_episodic_unpromoted ON episodic_summaries (agent_id, user_id, created_at) WHERE promoted_at IS NULL;
CREATE INDEX idx_episodic_unpromoted_score ON episodic_summaries (agent_id, user_id, recall_score DESC) WHERE promoted_at IS NULL;

-- ---------------------------------------------------------------------------------------
-- Self-evolution: raw metrics and the suggestions derived from them.

CREATE TABLE agent_evolution_metrics (
    id           TEXT NOT NULL PRIMARY KEY,
    tenant_id    TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id     TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    session_key  TEXT NOT NULL,
    metric_type  TEXT NOT NULL CHECK (metric_type IN ('tool', 'retrieval', 'feedback')),
    metric_key   TEXT NOT NULL,
    value        TEXT NOT NULL CHECK (json_valid(value)),
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE INDEX idx_evolution_metrics_agent_type ON agent_evolution_metrics (agent_id, metric_type);
CREATE INDEX idx_evolution_metrics_created ON agent_evolution_metrics (created_at);
CREATE INDEX idx_evolution_metrics_tenant ON agent_evolution_metrics (tenant_id);

CREATE TABLE agent_evolution_suggestions (
    id               TEXT NOT NULL PRIMARY KEY,
    tenant_id        TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id         TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    suggestion_type  TEXT NOT NULL,
    suggestion       TEXT NOT NULL,
    rationale        TEXT NOT NULL,
    parameters       TEXT NULL CHECK (parameters IS NULL OR json_valid(parameters)),
    status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'applied')),
    reviewed_by      TEXT NULL,
    reviewed_at      TEXT NULL,
    -- what applying the suggestion changed, so it can be shown and reverted
    applied_changes  TEXT NULL CHECK (applied_changes IS NULL OR json_valid(applied_changes)),
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE INDEX idx_evolution_suggestions_agent_status ON agent_evolution_suggestions (agent_id, status);
CREATE INDEX idx_evolution_suggestions_tenant ON agent_evolution_suggestions (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Knowledge graph. A row is valid at time T when valid_from <= T and (valid_until IS NULL
-- or T < valid_until); reads default to T = now. team_id is kept for parity with the full
-- edition; Lite has no teams table to point at.

CREATE TABLE kg_entities (
    id           TEXT NOT NULL PRIMARY KEY,
    agent_id     TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id      TEXT NOT NULL DEFAULT '',
    external_id  TEXT NOT NULL,
    name         TEXT NOT NULL,
    entity_type  TEXT NOT NULL,
    description  TEXT NOT NULL DEFAULT '',
    properties   TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(properties) AND json_type(properties) = 'object'),
    source_id    TEXT NOT NULL DEFAULT '',
    confidence   REAL NOT NULL DEFAULT 1.0 CHECK (confidence >= 0 AND confidence <= 1),
    team_id      TEXT NULL,
    tenant_id    TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    valid_from   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    valid_until  TEXT NULL,
    aliases      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(aliases) AND json_type(aliases) = 'array'),
    -- casefold(name) and casefold(name || ' ' || entity_type || ' ' || description || ' ' ||
    -- aliases...), written by the app: SQLite's own LIKE folds ASCII only
    name_fold    TEXT NOT NULL DEFAULT '',
    search_fold  TEXT NOT NULL DEFAULT '',
    UNIQUE (agent_id, user_id, external_id)
) STRICT;

CREATE INDEX idx_kg_entities_type ON kg_entities (agent_id, user_id, entity_type);
CREATE INDEX idx_kg_entities_current ON kg_entities (agent_id, user_id) WHERE valid_until IS NULL;
CREATE INDEX idx_kg_entities_name_fold ON kg_entities (agent_id, user_id, name_fold);
CREATE INDEX idx_kg_entities_tenant ON kg_entities (tenant_id);
-- Search scans this narrower copy instead of the table and ranks from it (scope, validity,
-- type and recency included); only the page of hits is read from the table. Partial on a
-- condition only the search query states, so no other query mistakes it for a cheap way in
-- (SQLite plans without statistics). A file with an older shape gets this one on open.
CREATE INDEX idx_kg_entities_search ON kg_entities (agent_id, user_id, search_fold, name_fold, valid_from, valid_until, updated_at, tenant_id, entity_type, id) WHERE search_fold <> '';
-- Rows whose window is closed or starts after their last write: the only ones that can be
-- invalid now, so "what is not valid now" is read from this small index, not the table.
CREATE INDEX idx_kg_entities_not_open ON kg_entities (agent_id, user_id, tenant_id, valid_from, valid_until, updated_at, id) WHERE valid_until IS NOT NULL OR valid_from > updated_at;

CREATE TABLE kg_relations (
    id                TEXT NOT NULL PRIMARY KEY,
    agent_id          TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id           TEXT NOT NULL DEFAULT '',
    source_entity_id  TEXT NOT NULL REFERENCES kg_entities (id) ON DELETE CASCADE,
    relation_type     TEXT NOT NULL,
    target_entity_id  TEXT NOT NULL REFERENCES kg_entities (id) ON DELETE CASCADE,
    confidence        REAL NOT NULL DEFAULT 1.0 CHECK (confidence >= 0 AND confidence <= 1),
    properties        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(properties) AND json_type(properties) = 'object'),
    team_id           TEXT NULL,
    tenant_id         TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    valid_from        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    valid_until       TEXT NULL,
    UNIQUE (agent_id, user_id, source_entity_id, relation_type, target_entity_id)
) STRICT;

-- Covering both directions, so a traversal step never reads the table.
CREATE INDEX idx_kg_relations_source ON kg_relations (source_entity_id, target_entity_id, relation_type, valid_from, valid_until, id);
CREATE INDEX idx_kg_relations_target ON kg_relations (target_entity_id, source_entity_id, relation_type, valid_from, valid_until, id);
CREATE INDEX idx_kg_relations_current ON kg_relations (agent_id, user_id) WHERE valid_until IS NULL;
CREATE INDEX idx_kg_relations_tenant ON kg_relations (tenant_id);

-- A pair is stored once, smaller id first, so (a, b) and (b, a) cannot both exist.
CREATE TABLE kg_dedup_candidates (
    id               TEXT NOT NULL PRIMARY KEY,
    tenant_id        TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id         TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id          TEXT NOT NULL DEFAULT '',
    entity_a_id      TEXT NOT NULL REFERENCES kg_entities (id) ON DELETE CASCADE,
    entity_b_id      TEXT NOT NULL REFERENCES kg_entities (id) ON DELETE CASCADE,
    similarity       REAL NOT NULL CHECK (similarity >= 0 AND similarity <= 1),
    name_similarity  REAL NULL CHECK (name_similarity IS NULL OR (name_similarity >= 0 AND name_similarity <= 1)),
    status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'merged', 'dismissed')),
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    CONSTRAINT kg_dedup_candidates_pair_order CHECK (entity_a_id < entity_b_id),
    UNIQUE (entity_a_id, entity_b_id)
) STRICT;

CREATE INDEX idx_kg_dedup_entity_b ON kg_dedup_candidates (entity_b_id);
CREATE INDEX idx_kg_dedup_agent_status ON kg_dedup_candidates (agent_id, status);
CREATE INDEX idx_kg_dedup_tenant ON kg_dedup_candidates (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Vault: workspace documents and the links between them.
-- agent_id cascades (the reference's SET NULL would violate the scope CHECK for personal
-- documents and so make deleting an agent fail).

CREATE TABLE vault_documents (
    id             TEXT NOT NULL PRIMARY KEY,
    tenant_id      TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id       TEXT NULL REFERENCES agents (id) ON DELETE CASCADE,
    team_id        TEXT NULL,
    chat_id        TEXT NULL,
    scope          TEXT NOT NULL DEFAULT 'personal',
    custom_scope   TEXT NULL,
    path           TEXT NOT NULL CHECK (path <> ''),
    path_basename  TEXT NOT NULL DEFAULT '',
    title          TEXT NOT NULL DEFAULT '',
    doc_type       TEXT NOT NULL DEFAULT 'note',
    content_hash   TEXT NOT NULL DEFAULT '',
    summary        TEXT NOT NULL DEFAULT '',
    metadata       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    content        TEXT NOT NULL DEFAULT '',
    -- casefold(title + path + summary + content), written by the app
    search_fold    TEXT NOT NULL DEFAULT '',
    CONSTRAINT vault_documents_scope_consistency CHECK (
        (scope = 'personal' AND agent_id IS NOT NULL AND team_id IS NULL)
        OR (scope = 'team' AND team_id IS NOT NULL AND agent_id IS NULL)
        OR (scope = 'shared' AND agent_id IS NULL AND team_id IS NULL)
        OR scope = 'custom'
    )
) STRICT;

-- Expressions, because NULL agent/team ids must still collide on the same path.
CREATE UNIQUE INDEX idx_vault_docs_unique_path ON vault_documents (tenant_id, COALESCE(agent_id, ''), COALESCE(team_id, ''), scope, path);
CREATE INDEX idx_vault_docs_tenant_path ON vault_documents (tenant_id, path);
CREATE INDEX idx_vault_docs_tenant_basename ON vault_documents (tenant_id, path_basename);
CREATE INDEX idx_vault_docs_agent_scope ON vault_documents (agent_id, scope);
CREATE INDEX idx_vault_docs_agent_type ON vault_documents (agent_id, doc_type);
CREATE INDEX idx_vault_docs_content_hash ON vault_documents (content_hash);
CREATE INDEX idx_vault_docs_delegation ON vault_documents (json_extract(metadata, '$.delegation_id')) WHERE json_extract(metadata, '$.delegation_id') IS NOT NULL;

CREATE TABLE vault_links (
    id            TEXT NOT NULL PRIMARY KEY,
    from_doc_id   TEXT NOT NULL REFERENCES vault_documents (id) ON DELETE CASCADE,
    to_doc_id     TEXT NOT NULL REFERENCES vault_documents (id) ON DELETE CASCADE,
    link_type     TEXT NOT NULL DEFAULT 'wikilink',
    context       TEXT NOT NULL DEFAULT '',
    metadata      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
    custom_scope  TEXT NULL,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (from_doc_id, to_doc_id, link_type)
) STRICT;

CREATE INDEX idx_vault_links_to ON vault_links (to_doc_id);
CREATE INDEX idx_vault_links_source ON vault_links (json_extract(metadata, '$.source')) WHERE json_extract(metadata, '$.source') IS NOT NULL;

-- ---------------------------------------------------------------------------------------
-- Delegation links between agents. A reverse link (B -> A) may exist beside A -> B.

CREATE TABLE agent_links (
    id               TEXT NOT NULL PRIMARY KEY,
    source_agent_id  TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    target_agent_id  TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    direction        TEXT NOT NULL DEFAULT 'outbound' CHECK (direction IN ('outbound', 'inbound', 'bidirectional')),
    description      TEXT NULL,
    max_concurrent   INTEGER NOT NULL DEFAULT 3 CHECK (max_concurrent >= 0),
    settings         TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    status           TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
    created_by       TEXT NOT NULL,
    team_id          TEXT NULL,
    tenant_id        TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    CONSTRAINT agent_links_not_self CHECK (source_agent_id <> target_agent_id),
    UNIQUE (source_agent_id, target_agent_id)
) STRICT;

CREATE INDEX idx_agent_links_target ON agent_links (target_agent_id);
CREATE INDEX idx_agent_links_tenant ON agent_links (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Subagent tasks spawned by a parent agent (optionally from a chat message).

CREATE TABLE subagent_tasks (
    id                 TEXT NOT NULL PRIMARY KEY,
    tenant_id          TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    parent_agent_key   TEXT NOT NULL,
    session_key        TEXT NULL,
    subject            TEXT NOT NULL,
    description        TEXT NOT NULL,
    status             TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed', 'cancelled')),
    result             TEXT NULL,
    depth              INTEGER NOT NULL DEFAULT 1 CHECK (depth >= 1),
    model              TEXT NULL,
    provider           TEXT NULL,
    iterations         INTEGER NOT NULL DEFAULT 0 CHECK (iterations >= 0),
    input_tokens       INTEGER NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
    output_tokens      INTEGER NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
    origin_channel     TEXT NULL,
    origin_chat_id     TEXT NULL,
    origin_peer_kind   TEXT NULL,
    origin_user_id     TEXT NULL,
    spawned_by         TEXT NULL,
    completed_at       TEXT NULL,
    archived_at        TEXT NULL,
    metadata           TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
    custom_scope       TEXT NULL,
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    parent_message_id  TEXT NULL,
    conversation_id    TEXT NULL REFERENCES agent_conversations (id) ON DELETE SET NULL
) STRICT;

CREATE INDEX idx_subagent_tasks_parent_status ON subagent_tasks (tenant_id, parent_agent_key, status);
CREATE INDEX idx_subagent_tasks_session ON subagent_tasks (session_key);
CREATE INDEX idx_subagent_tasks_tenant_created ON subagent_tasks (tenant_id, created_at);
CREATE INDEX idx_subagent_tasks_conversation ON subagent_tasks (conversation_id);

-- ---------------------------------------------------------------------------------------
-- Secure CLI: registered binaries and the credentials injected when an agent runs them.
-- Credentials are always sealed: every encrypted_env is '' (nothing set) or an 'aes-gcm:'
-- envelope, never plaintext.

CREATE TABLE secure_cli_binaries (
    id               TEXT NOT NULL PRIMARY KEY,
    binary_name      TEXT NOT NULL CHECK (binary_name <> '' AND binary_name = lower(trim(binary_name))),
    binary_path      TEXT NULL,
    description      TEXT NOT NULL DEFAULT '',
    encrypted_env    TEXT NOT NULL CHECK (encrypted_env = '' OR substr(encrypted_env, 1, 8) = 'aes-gcm:'),
    deny_args        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(deny_args) AND json_type(deny_args) = 'array'),
    deny_verbose     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(deny_verbose) AND json_type(deny_verbose) = 'array'),
    -- names of variables delivered as a 0600 temp file whose path is the variable's value
    file_env         TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(file_env) AND json_type(file_env) = 'array'),
    timeout_seconds  INTEGER NOT NULL DEFAULT 30,
    tips             TEXT NOT NULL DEFAULT '',
    is_global        INTEGER NOT NULL DEFAULT 1 CHECK (is_global IN (0, 1)),
    enabled          INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    created_by       TEXT NOT NULL DEFAULT '',
    tenant_id        TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    last_run_at      TEXT NULL,
    UNIQUE (tenant_id, binary_name)
) STRICT;

CREATE INDEX idx_secure_cli_binaries_name ON secure_cli_binaries (binary_name);

-- NULL override columns inherit the binary's value.
CREATE TABLE secure_cli_agent_grants (
    id               TEXT NOT NULL PRIMARY KEY,
    binary_id        TEXT NOT NULL REFERENCES secure_cli_binaries (id) ON DELETE CASCADE,
    agent_id         TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    deny_args        TEXT NULL CHECK (deny_args IS NULL OR (json_valid(deny_args) AND json_type(deny_args) = 'array')),
    deny_verbose     TEXT NULL CHECK (deny_verbose IS NULL OR (json_valid(deny_verbose) AND json_type(deny_verbose) = 'array')),
    timeout_seconds  INTEGER NULL,
    tips             TEXT NULL,
    encrypted_env    TEXT NULL CHECK (encrypted_env IS NULL OR encrypted_env = '' OR substr(encrypted_env, 1, 8) = 'aes-gcm:'),
    enabled          INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    tenant_id        TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    credential_type  TEXT NULL CHECK (credential_type IS NULL OR credential_type IN ('env', 'pat', 'ssh_key')),
    host_scope       TEXT NULL,
    UNIQUE (binary_id, agent_id, tenant_id)
) STRICT;

CREATE INDEX idx_secure_cli_grants_agent ON secure_cli_agent_grants (agent_id);
CREATE INDEX idx_secure_cli_grants_tenant ON secure_cli_agent_grants (tenant_id);

CREATE TABLE secure_cli_user_credentials (
    id             TEXT NOT NULL PRIMARY KEY,
    binary_id      TEXT NOT NULL REFERENCES secure_cli_binaries (id) ON DELETE CASCADE,
    user_id        TEXT NOT NULL,
    encrypted_env  TEXT NOT NULL CHECK (encrypted_env = '' OR substr(encrypted_env, 1, 8) = 'aes-gcm:'),
    metadata       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
    tenant_id      TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (binary_id, user_id, tenant_id)
) STRICT;

CREATE INDEX idx_secure_cli_user_creds_tenant ON secure_cli_user_credentials (tenant_id);

-- Credentials that apply only inside one conversation; they go with the conversation.
CREATE TABLE secure_cli_context_credentials (
    id               TEXT NOT NULL PRIMARY KEY,
    binary_id        TEXT NOT NULL REFERENCES secure_cli_binaries (id) ON DELETE CASCADE,
    conversation_id  TEXT NOT NULL REFERENCES agent_conversations (id) ON DELETE CASCADE,
    encrypted_env    TEXT NOT NULL CHECK (encrypted_env = '' OR substr(encrypted_env, 1, 8) = 'aes-gcm:'),
    tenant_id        TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (binary_id, conversation_id)
) STRICT;

CREATE INDEX idx_secure_cli_context_creds_conversation ON secure_cli_context_credentials (conversation_id);
CREATE INDEX idx_secure_cli_context_creds_tenant ON secure_cli_context_credentials (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Hooks: user-defined handlers around runs and tool calls. Both the reference event names
-- and the Lite run-loop names are accepted.

CREATE TABLE hooks (
    id            TEXT NOT NULL PRIMARY KEY,
    tenant_id     TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    scope         TEXT NOT NULL CHECK (scope IN ('global', 'tenant', 'agent')),
    event         TEXT NOT NULL CHECK (event IN (
                      'session_start', 'user_prompt_submit', 'pre_tool_use', 'post_tool_use',
                      'stop', 'subagent_start', 'subagent_stop',
                      'before_run', 'after_run', 'before_tool', 'after_tool')),
    handler_type  TEXT NOT NULL CHECK (handler_type IN ('command', 'builtin', 'http', 'prompt', 'script')),
    config        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(config)),
    matcher       TEXT NULL,
    if_expr       TEXT NULL,
    timeout_ms    INTEGER NOT NULL DEFAULT 5000 CHECK (timeout_ms > 0),
    on_timeout    TEXT NOT NULL DEFAULT 'block' CHECK (on_timeout IN ('block', 'allow')),
    priority      INTEGER NOT NULL DEFAULT 0,
    enabled       INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    version       INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
    source        TEXT NOT NULL DEFAULT 'ui' CHECK (source IN ('ui', 'api', 'seed', 'builtin')),
    metadata      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
    name          TEXT NULL,
    created_by    TEXT NULL,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE INDEX idx_hooks_tenant ON hooks (tenant_id);
CREATE INDEX idx_hooks_tenant_event_enabled ON hooks (tenant_id, event) WHERE enabled = 1;

CREATE TABLE hook_agents (
    hook_id   TEXT NOT NULL REFERENCES hooks (id) ON DELETE CASCADE,
    agent_id  TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    PRIMARY KEY (hook_id, agent_id)
) STRICT;

CREATE INDEX idx_hook_agents_agent ON hook_agents (agent_id);

-- Decisions include 'ask' and 'defer': handlers return them, and a CHECK that refused them
-- would make INSERT OR IGNORE drop those rows without a trace.
CREATE TABLE hook_executions (
    id            TEXT NOT NULL PRIMARY KEY,
    hook_id       TEXT NULL REFERENCES hooks (id) ON DELETE SET NULL,
    session_id    TEXT NULL,
    event         TEXT NOT NULL,
    input_hash    TEXT NULL,
    decision      TEXT NOT NULL CHECK (decision IN ('allow', 'block', 'error', 'timeout', 'ask', 'defer')),
    duration_ms   INTEGER NOT NULL DEFAULT 0 CHECK (duration_ms >= 0),
    retry         INTEGER NOT NULL DEFAULT 0 CHECK (retry >= 0),
    dedup_key     TEXT NULL,
    error         TEXT NULL,
    error_detail  TEXT NULL,
    metadata      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE INDEX idx_hook_executions_hook ON hook_executions (hook_id);
CREATE INDEX idx_hook_executions_session ON hook_executions (session_id, created_at);
CREATE UNIQUE INDEX idx_hook_executions_dedup ON hook_executions (dedup_key) WHERE dedup_key IS NOT NULL;

-- ---------------------------------------------------------------------------------------
-- Memory consolidation work queue: survives restarts, one job per agent and source.

CREATE TABLE consolidation_jobs (
    id           TEXT NOT NULL PRIMARY KEY,
    tenant_id    TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id     TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    source_type  TEXT NOT NULL,
    source_id    TEXT NOT NULL,
    stage        TEXT NOT NULL DEFAULT 'pending' CHECK (stage IN ('pending', 'summarized', 'extracted', 'done', 'failed')),
    attempts     INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    last_error   TEXT NULL,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (agent_id, source_type, source_id)
) STRICT;

CREATE INDEX idx_consolidation_jobs_open ON consolidation_jobs (stage, updated_at) WHERE stage NOT IN ('done', 'failed');
CREATE INDEX idx_consolidation_jobs_tenant ON consolidation_jobs (tenant_id);
