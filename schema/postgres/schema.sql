-- GoClaw Lite: full PostgreSQL schema at version 34, applied once to an empty database
-- (or an empty schema named by search_path).
--
-- The same tables, columns, CHECKs, UNIQUE and partial indexes and foreign keys (with the
-- same ON DELETE) as schema/sqlite/schema.sql, in PostgreSQL terms. The runner
-- (goclaw_lite/store/postgres_schema.py) splits this file on top-level semicolons, keeping
-- string literals, comments and $$-quoted function bodies whole, applies it in one
-- transaction, then records the version in goclaw_schema and seeds lite_meta itself.
--
-- Translation rules:
--   * row ids and references to rows are UUID; identifiers that come from outside the
--     database or default to '' stay TEXT (owner_id, actor_id, entity_id, user_id of the
--     KG/episodic/credential tables, external_id, source_id, session keys, tool_call_id,
--     chat ids). agent_conversations.user_id is UUID because the chat data model says so;
--   * JSON is JSONB (the json_valid CHECKs go, the type does that; json_type checks become
--     jsonb_typeof), INTEGER 0/1 flags are BOOLEAN, REAL is DOUBLE PRECISION;
--   * timestamps are TIMESTAMPTZ(3) DEFAULT now(): millisecond precision, the precision of
--     the canonical text the app writes (2026-05-17T08:51:56.123Z), so a value read back
--     and compared again (keyset paging, equality) matches itself exactly;
--   * agent_conversations / agent_messages follow the chat data model: uuid, jsonb
--     tool_calls, int4 counters, the per-role CHECKs, the partial tool_call_id index and
--     the plpgsql trigger that bumps updated_at.

-- ---------------------------------------------------------------------------------------
-- Schema version: PostgreSQL has no user_version, so one row in one table (the unique
-- index on a constant refuses a second row).

CREATE TABLE goclaw_schema (
    version  integer NOT NULL CHECK (version > 0)
);

CREATE UNIQUE INDEX goclaw_schema_one_row ON goclaw_schema ((true));

-- ---------------------------------------------------------------------------------------
-- Installation metadata (install_id, local_user_id, local_tenant_id, key_check, ...).

CREATE TABLE lite_meta (
    key         text NOT NULL PRIMARY KEY,
    value       text NOT NULL,
    updated_at  timestamptz(3) NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------------------------------
-- Tenants. Lite works inside the single master tenant seeded at the end of this section.

CREATE TABLE tenants (
    id          uuid NOT NULL PRIMARY KEY,
    name        text NOT NULL,
    slug        text NOT NULL,
    status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'archived')),
    settings    jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at  timestamptz(3) NOT NULL DEFAULT now(),
    updated_at  timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX idx_tenants_slug ON tenants (slug);
CREATE INDEX idx_tenants_active ON tenants (status) WHERE status = 'active';

INSERT INTO tenants (id, name, slug, status) VALUES ('0193a5b0-7000-7000-8000-000000000001', 'Master', 'master', 'active') ON CONFLICT (id) DO NOTHING;

-- ---------------------------------------------------------------------------------------
-- LLM providers. Agents and model_fallback candidates refer to a provider by name.

CREATE TABLE llm_providers (
    id              uuid NOT NULL PRIMARY KEY,
    tenant_id       uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    name            text NOT NULL CHECK (name <> ''),
    display_name    text NOT NULL DEFAULT '',
    provider_type   text NOT NULL DEFAULT 'openai_compat' CHECK (provider_type IN ('openai_compat', 'anthropic')),
    api_base        text NOT NULL DEFAULT '',
    api_key         text NULL,  -- sealed; NULL or '' when the endpoint needs no key
    default_model   text NOT NULL DEFAULT '',
    enabled         boolean NOT NULL DEFAULT true,
    settings        jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at      timestamptz(3) NOT NULL DEFAULT now(),
    updated_at      timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, name)
);

-- ---------------------------------------------------------------------------------------
-- Agents. Soft-deleted rows (deleted_at set) free their agent_key and default flag.
-- model_fallback is JSONB like its neighbours; the 33 -> 34 upgrade adds it with the same
-- type and default, so fresh and upgraded databases do not differ.

CREATE TABLE agents (
    id                      uuid NOT NULL PRIMARY KEY,
    agent_key               text NOT NULL CHECK (agent_key <> ''),
    display_name            text NOT NULL DEFAULT '',
    owner_id                text NOT NULL,
    provider                text NOT NULL DEFAULT '',
    model                   text NOT NULL,
    context_window          integer NOT NULL DEFAULT 200000 CHECK (context_window > 0),
    max_tool_iterations     integer NOT NULL DEFAULT 20 CHECK (max_tool_iterations >= 0),
    workspace               text NOT NULL DEFAULT '.',
    restrict_to_workspace   boolean NOT NULL DEFAULT true,
    tools_config            jsonb NOT NULL DEFAULT '{}'::jsonb,
    memory_config           jsonb NULL,
    compaction_config       jsonb NULL,
    context_pruning         jsonb NULL,
    other_config            jsonb NOT NULL DEFAULT '{}'::jsonb,
    emoji                   text NOT NULL DEFAULT '',
    agent_description       text NOT NULL DEFAULT '',
    thinking_level          text NOT NULL DEFAULT '',
    max_tokens              integer NOT NULL DEFAULT 0 CHECK (max_tokens >= 0),
    self_evolve             boolean NOT NULL DEFAULT false,
    skill_evolve            boolean NOT NULL DEFAULT false,
    skill_nudge_interval    integer NOT NULL DEFAULT 0 CHECK (skill_nudge_interval >= 0),
    reasoning_config        jsonb NOT NULL DEFAULT '{}'::jsonb,
    workspace_sharing       jsonb NOT NULL DEFAULT '{}'::jsonb,
    chatgpt_oauth_routing   jsonb NOT NULL DEFAULT '{}'::jsonb,
    model_fallback          jsonb NOT NULL DEFAULT '{}'::jsonb,
    shell_deny_groups       jsonb NOT NULL DEFAULT '{}'::jsonb,
    kg_dedup_config         jsonb NOT NULL DEFAULT '{}'::jsonb,
    is_default              boolean NOT NULL DEFAULT false,
    agent_type              text NOT NULL DEFAULT 'open' CHECK (agent_type IN ('open', 'predefined')),
    status                  text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'summoning', 'summon_failed')),
    frontmatter             text NULL,
    budget_monthly_cents    integer NULL CHECK (budget_monthly_cents IS NULL OR budget_monthly_cents >= 0),
    system_prompt           text NOT NULL DEFAULT '',
    -- tool name -> 'allow' | 'ask' | 'deny'; values are checked by the app (CHECK cannot iterate JSON)
    tool_policy             jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(tool_policy) = 'object'),
    tenant_id               uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at              timestamptz(3) NOT NULL DEFAULT now(),
    updated_at              timestamptz(3) NOT NULL DEFAULT now(),
    deleted_at              timestamptz(3) NULL
);

CREATE UNIQUE INDEX idx_agents_tenant_key_live ON agents (tenant_id, agent_key) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX idx_agents_one_default ON agents (tenant_id) WHERE is_default AND deleted_at IS NULL;
-- Partial indexes cannot serve the tenant cascade, so tenant_id gets a plain one too.
CREATE INDEX idx_agents_tenant ON agents (tenant_id);
CREATE INDEX idx_agents_owner_live ON agents (owner_id) WHERE deleted_at IS NULL;
CREATE INDEX idx_agents_status_live ON agents (status) WHERE deleted_at IS NULL;

-- ---------------------------------------------------------------------------------------
-- Chat history: the agent chat data model (conversations and messages) as written.
-- franchise_id is the tenant. Columns beyond the model are nullable or defaulted, so every
-- rule of the model still holds for rows written without them.

CREATE TABLE agent_conversations (
    id              uuid NOT NULL PRIMARY KEY,
    user_id         uuid NOT NULL,
    franchise_id    uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    title           text NOT NULL,
    status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
    created_at      timestamptz(3) NOT NULL DEFAULT now(),
    updated_at      timestamptz(3) NOT NULL DEFAULT now(),
    agent_id        uuid NULL REFERENCES agents (id) ON DELETE SET NULL,
    -- the message the user is looking at when the conversation has branches; no FK so a
    -- conversation and its messages never reference each other in a cycle
    active_leaf_id  uuid NULL,
    metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
    -- casefolded title, so search is Unicode case-insensitive with a plain LIKE
    title_fold      text NOT NULL DEFAULT ''
);

CREATE INDEX idx_conversations_user_updated ON agent_conversations (user_id, updated_at DESC);
CREATE INDEX idx_conversations_franchise ON agent_conversations (franchise_id);
CREATE INDEX idx_conversations_agent ON agent_conversations (agent_id);
-- the daily cleanup deletes closed conversations idle for 30 days
CREATE INDEX idx_conversations_closed_updated ON agent_conversations (updated_at) WHERE status = 'closed';

CREATE TABLE agent_messages (
    id                  uuid NOT NULL PRIMARY KEY,
    conversation_id     uuid NOT NULL REFERENCES agent_conversations (id) ON DELETE CASCADE,
    role                text NOT NULL CHECK (role IN ('user', 'assistant', 'tool', 'system')),
    content             text NULL,
    -- [{id, name, arguments_json}, ...]
    tool_calls          jsonb NULL CHECK (tool_calls IS NULL OR jsonb_typeof(tool_calls) = 'array'),
    tool_call_id        text NULL,
    llm_duration_ms     int4 NULL CHECK (llm_duration_ms IS NULL OR llm_duration_ms >= 0),
    eval_tokens         int4 NULL CHECK (eval_tokens IS NULL OR eval_tokens >= 0),
    created_at          timestamptz(3) NOT NULL DEFAULT now(),
    -- branches: siblings under one parent are alternative continuations
    parent_id           uuid NULL REFERENCES agent_messages (id) ON DELETE CASCADE,
    -- an assistant row is written as 'streaming' with content '' and finished in place
    state               text NOT NULL DEFAULT 'complete' CHECK (state IN ('complete', 'streaming', 'interrupted', 'stopped', 'error')),
    provider            text NULL,
    model               text NULL,
    error               text NULL,
    metadata            jsonb NOT NULL DEFAULT '{}'::jsonb,
    -- casefolded content, so search is Unicode case-insensitive with a plain LIKE
    content_fold        text NOT NULL DEFAULT '',
    CONSTRAINT agent_messages_user_shape CHECK (role <> 'user' OR (content IS NOT NULL AND tool_calls IS NULL AND tool_call_id IS NULL)),
    CONSTRAINT agent_messages_assistant_shape CHECK (role <> 'assistant' OR ((tool_calls IS NOT NULL OR content IS NOT NULL) AND tool_call_id IS NULL)),
    CONSTRAINT agent_messages_tool_shape CHECK (role <> 'tool' OR (content IS NOT NULL AND tool_call_id IS NOT NULL AND tool_calls IS NULL)),
    -- not written in the MVP; if it ever is, it is plain text like a user turn
    CONSTRAINT agent_messages_system_shape CHECK (role <> 'system' OR (content IS NOT NULL AND tool_calls IS NULL AND tool_call_id IS NULL)),
    CONSTRAINT agent_messages_assistant_only_fields CHECK (role = 'assistant' OR (llm_duration_ms IS NULL AND eval_tokens IS NULL AND provider IS NULL AND model IS NULL))
);

CREATE INDEX idx_messages_conversation_created ON agent_messages (conversation_id, created_at ASC);
CREATE INDEX idx_messages_tool_call_id ON agent_messages (tool_call_id) WHERE role = 'tool';
CREATE INDEX idx_messages_parent ON agent_messages (parent_id);

CREATE OR REPLACE FUNCTION update_conversation_timestamp()
RETURNS TRIGGER AS $$
BEGIN
  UPDATE agent_conversations
  SET updated_at = NEW.created_at
  WHERE id = NEW.conversation_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER trg_messages_update_conversation
AFTER INSERT ON agent_messages
FOR EACH ROW EXECUTE FUNCTION update_conversation_timestamp();

-- ---------------------------------------------------------------------------------------
-- Activity log (audit trail of user and agent actions).

CREATE TABLE activity_logs (
    id           uuid NOT NULL PRIMARY KEY,
    actor_type   text NOT NULL,
    actor_id     text NOT NULL,
    action       text NOT NULL,
    entity_type  text NULL,
    entity_id    text NULL,
    details      jsonb NULL,
    ip_address   text NULL,
    tenant_id    uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at   timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX idx_activity_logs_actor ON activity_logs (actor_type, actor_id);
CREATE INDEX idx_activity_logs_action ON activity_logs (action);
CREATE INDEX idx_activity_logs_entity ON activity_logs (entity_type, entity_id);
CREATE INDEX idx_activity_logs_created ON activity_logs (created_at DESC);
CREATE INDEX idx_activity_logs_tenant ON activity_logs (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Episodic memory: one summary per consolidated source, recalled by LIKE on search_fold.

CREATE TABLE episodic_summaries (
    id                uuid NOT NULL PRIMARY KEY,
    tenant_id         uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id          uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id           text NOT NULL DEFAULT '',
    session_key       text NOT NULL,
    summary           text NOT NULL,
    l0_abstract       text NOT NULL DEFAULT '',
    key_topics        jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(key_topics) = 'array'),
    source_type       text NOT NULL DEFAULT 'session',
    -- NULL means "no source"; '' would silently collide in the unique index below
    source_id         text NULL CHECK (source_id IS NULL OR source_id <> ''),
    turn_count        integer NOT NULL DEFAULT 0 CHECK (turn_count >= 0),
    token_count       integer NOT NULL DEFAULT 0 CHECK (token_count >= 0),
    created_at        timestamptz(3) NOT NULL DEFAULT now(),
    expires_at        timestamptz(3) NULL,
    promoted_at       timestamptz(3) NULL,
    recall_count      integer NOT NULL DEFAULT 0 CHECK (recall_count >= 0),
    recall_score      double precision NOT NULL DEFAULT 0 CHECK (recall_score >= 0 AND recall_score <= 1),
    last_recalled_at  timestamptz(3) NULL,
    -- casefold(summary + l0_abstract + key topics), written by the app
    search_fold       text NOT NULL DEFAULT ''
);

CREATE INDEX idx_episodic_agent_user ON episodic_summaries (agent_id, user_id);
CREATE INDEX idx_episodic_tenant ON episodic_summaries (tenant_id);
CREATE UNIQUE INDEX idx_episodic_source ON episodic_summaries (agent_id, user_id, source_id) WHERE source_id IS NOT NULL;
CREATE INDEX idx_episodic_unpromoted ON episodic_summaries (agent_id, user_id, created_at) WHERE promoted_at IS NULL;
CREATE INDEX idx_episodic_unpromoted_score ON episodic_summaries (agent_id, user_id, recall_score DESC) WHERE promoted_at IS NULL;

-- ---------------------------------------------------------------------------------------
-- Self-evolution: raw metrics and the suggestions derived from them.

CREATE TABLE agent_evolution_metrics (
    id           uuid NOT NULL PRIMARY KEY,
    tenant_id    uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id     uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    session_key  text NOT NULL,
    metric_type  text NOT NULL CHECK (metric_type IN ('tool', 'retrieval', 'feedback')),
    metric_key   text NOT NULL,
    value        jsonb NOT NULL,
    created_at   timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX idx_evolution_metrics_agent_type ON agent_evolution_metrics (agent_id, metric_type);
CREATE INDEX idx_evolution_metrics_created ON agent_evolution_metrics (created_at);
CREATE INDEX idx_evolution_metrics_tenant ON agent_evolution_metrics (tenant_id);

CREATE TABLE agent_evolution_suggestions (
    id               uuid NOT NULL PRIMARY KEY,
    tenant_id        uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id         uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    suggestion_type  text NOT NULL,
    suggestion       text NOT NULL,
    rationale        text NOT NULL,
    parameters       jsonb NULL,
    status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'applied')),
    reviewed_by      text NULL,
    reviewed_at      timestamptz(3) NULL,
    -- what applying the suggestion changed, so it can be shown and reverted
    applied_changes  jsonb NULL,
    created_at       timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX idx_evolution_suggestions_agent_status ON agent_evolution_suggestions (agent_id, status);
CREATE INDEX idx_evolution_suggestions_tenant ON agent_evolution_suggestions (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Knowledge graph. A row is valid at time T when valid_from <= T and (valid_until IS NULL
-- or T < valid_until); reads default to T = now. team_id is kept for parity with the full
-- edition; Lite has no teams table to point at.

CREATE TABLE kg_entities (
    id           uuid NOT NULL PRIMARY KEY,
    agent_id     uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id      text NOT NULL DEFAULT '',
    external_id  text NOT NULL,
    name         text NOT NULL,
    entity_type  text NOT NULL,
    description  text NOT NULL DEFAULT '',
    properties   jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(properties) = 'object'),
    source_id    text NOT NULL DEFAULT '',
    confidence   double precision NOT NULL DEFAULT 1.0 CHECK (confidence >= 0 AND confidence <= 1),
    team_id      uuid NULL,
    tenant_id    uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at   timestamptz(3) NOT NULL DEFAULT now(),
    updated_at   timestamptz(3) NOT NULL DEFAULT now(),
    valid_from   timestamptz(3) NOT NULL DEFAULT now(),
    valid_until  timestamptz(3) NULL,
    aliases      jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(aliases) = 'array'),
    -- casefold(name) and casefold(name || ' ' || entity_type || ' ' || description || ' ' ||
    -- aliases...), written by the app, so search is the same Unicode-aware match on both backends
    name_fold    text NOT NULL DEFAULT '',
    search_fold  text NOT NULL DEFAULT '',
    UNIQUE (agent_id, user_id, external_id)
);

CREATE INDEX idx_kg_entities_type ON kg_entities (agent_id, user_id, entity_type);
CREATE INDEX idx_kg_entities_current ON kg_entities (agent_id, user_id) WHERE valid_until IS NULL;
CREATE INDEX idx_kg_entities_name_fold ON kg_entities (agent_id, user_id, name_fold);
CREATE INDEX idx_kg_entities_tenant ON kg_entities (tenant_id);
-- SQLite's narrow covering copy for search also holds search_fold and name_fold; here a btree
-- entry is limited to about 2.7 kB (a long description would make inserts fail) and
-- LIKE '%q%' cannot use a btree anyway, so the fold texts stay out. Same partial condition.
CREATE INDEX idx_kg_entities_search ON kg_entities (agent_id, user_id, valid_from, valid_until, id) WHERE search_fold <> '';
-- Rows whose window is closed or starts after their last write: the only ones that can be
-- invalid now, found without a scan.
CREATE INDEX idx_kg_entities_not_open ON kg_entities (agent_id, user_id, tenant_id, valid_from, valid_until, updated_at, id) WHERE valid_until IS NOT NULL OR valid_from > updated_at;

CREATE TABLE kg_relations (
    id                uuid NOT NULL PRIMARY KEY,
    agent_id          uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id           text NOT NULL DEFAULT '',
    source_entity_id  uuid NOT NULL REFERENCES kg_entities (id) ON DELETE CASCADE,
    relation_type     text NOT NULL,
    target_entity_id  uuid NOT NULL REFERENCES kg_entities (id) ON DELETE CASCADE,
    confidence        double precision NOT NULL DEFAULT 1.0 CHECK (confidence >= 0 AND confidence <= 1),
    properties        jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(properties) = 'object'),
    team_id           uuid NULL,
    tenant_id         uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at        timestamptz(3) NOT NULL DEFAULT now(),
    valid_from        timestamptz(3) NOT NULL DEFAULT now(),
    valid_until       timestamptz(3) NULL,
    UNIQUE (agent_id, user_id, source_entity_id, relation_type, target_entity_id)
);

-- Covering both directions, so a traversal step never reads the table.
CREATE INDEX idx_kg_relations_source ON kg_relations (source_entity_id, target_entity_id, relation_type, valid_from, valid_until, id);
CREATE INDEX idx_kg_relations_target ON kg_relations (target_entity_id, source_entity_id, relation_type, valid_from, valid_until, id);
CREATE INDEX idx_kg_relations_current ON kg_relations (agent_id, user_id) WHERE valid_until IS NULL;
CREATE INDEX idx_kg_relations_tenant ON kg_relations (tenant_id);
-- Relations that are closed or start after they were written: the only ones whose window the
-- counts must look at (store/kg_counts.py); an earlier build's schema gets it from kg_counts.sql.
CREATE INDEX idx_kg_relations_not_open ON kg_relations (agent_id, user_id, tenant_id, valid_from, valid_until, created_at, relation_type, source_entity_id, target_entity_id) WHERE valid_until IS NOT NULL OR valid_from > created_at;

-- A pair is stored once, smaller id first, so (a, b) and (b, a) cannot both exist. uuid
-- order is byte order, which is the order of the lowercase text form SQLite compares.
CREATE TABLE kg_dedup_candidates (
    id               uuid NOT NULL PRIMARY KEY,
    tenant_id        uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id         uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id          text NOT NULL DEFAULT '',
    entity_a_id      uuid NOT NULL REFERENCES kg_entities (id) ON DELETE CASCADE,
    entity_b_id      uuid NOT NULL REFERENCES kg_entities (id) ON DELETE CASCADE,
    similarity       double precision NOT NULL CHECK (similarity >= 0 AND similarity <= 1),
    name_similarity  double precision NULL CHECK (name_similarity IS NULL OR (name_similarity >= 0 AND name_similarity <= 1)),
    status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'merged', 'dismissed')),
    created_at       timestamptz(3) NOT NULL DEFAULT now(),
    CONSTRAINT kg_dedup_candidates_pair_order CHECK (entity_a_id < entity_b_id),
    UNIQUE (entity_a_id, entity_b_id)
);

CREATE INDEX idx_kg_dedup_entity_b ON kg_dedup_candidates (entity_b_id);
CREATE INDEX idx_kg_dedup_agent_status ON kg_dedup_candidates (agent_id, status);
CREATE INDEX idx_kg_dedup_tenant ON kg_dedup_candidates (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Vault: workspace documents and the links between them.
-- agent_id cascades (the reference's SET NULL would violate the scope CHECK for personal
-- documents and so make deleting an agent fail).

CREATE TABLE vault_documents (
    id             uuid NOT NULL PRIMARY KEY,
    tenant_id      uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id       uuid NULL REFERENCES agents (id) ON DELETE CASCADE,
    team_id        uuid NULL,
    chat_id        text NULL,
    scope          text NOT NULL DEFAULT 'personal',
    custom_scope   text NULL,
    path           text NOT NULL CHECK (path <> ''),
    path_basename  text NOT NULL DEFAULT '',
    title          text NOT NULL DEFAULT '',
    doc_type       text NOT NULL DEFAULT 'note',
    content_hash   text NOT NULL DEFAULT '',
    summary        text NOT NULL DEFAULT '',
    metadata       jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at     timestamptz(3) NOT NULL DEFAULT now(),
    updated_at     timestamptz(3) NOT NULL DEFAULT now(),
    content        text NOT NULL DEFAULT '',
    -- casefold(title + path + summary + content), written by the app
    search_fold    text NOT NULL DEFAULT '',
    CONSTRAINT vault_documents_scope_consistency CHECK (
        (scope = 'personal' AND agent_id IS NOT NULL AND team_id IS NULL)
        OR (scope = 'team' AND team_id IS NOT NULL AND agent_id IS NULL)
        OR (scope = 'shared' AND agent_id IS NULL AND team_id IS NULL)
        OR scope = 'custom'
    )
);

-- Expressions, because NULL agent/team ids must still collide on the same path; the nil
-- UUID plays the part of SQLite's '' (no real id is ever the nil UUID).
CREATE UNIQUE INDEX idx_vault_docs_unique_path ON vault_documents (tenant_id, COALESCE(agent_id, '00000000-0000-0000-0000-000000000000'::uuid), COALESCE(team_id, '00000000-0000-0000-0000-000000000000'::uuid), scope, path);
CREATE INDEX idx_vault_docs_tenant_path ON vault_documents (tenant_id, path);
CREATE INDEX idx_vault_docs_tenant_basename ON vault_documents (tenant_id, path_basename);
CREATE INDEX idx_vault_docs_agent_scope ON vault_documents (agent_id, scope);
CREATE INDEX idx_vault_docs_agent_type ON vault_documents (agent_id, doc_type);
CREATE INDEX idx_vault_docs_content_hash ON vault_documents (content_hash);
CREATE INDEX idx_vault_docs_delegation ON vault_documents ((metadata ->> 'delegation_id')) WHERE (metadata ->> 'delegation_id') IS NOT NULL;

CREATE TABLE vault_links (
    id            uuid NOT NULL PRIMARY KEY,
    from_doc_id   uuid NOT NULL REFERENCES vault_documents (id) ON DELETE CASCADE,
    to_doc_id     uuid NOT NULL REFERENCES vault_documents (id) ON DELETE CASCADE,
    link_type     text NOT NULL DEFAULT 'wikilink',
    context       text NOT NULL DEFAULT '',
    metadata      jsonb NOT NULL DEFAULT '{}'::jsonb,
    custom_scope  text NULL,
    created_at    timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (from_doc_id, to_doc_id, link_type)
);

CREATE INDEX idx_vault_links_to ON vault_links (to_doc_id);
CREATE INDEX idx_vault_links_source ON vault_links ((metadata ->> 'source')) WHERE (metadata ->> 'source') IS NOT NULL;

-- ---------------------------------------------------------------------------------------
-- Delegation links between agents. A reverse link (B -> A) may exist beside A -> B.

CREATE TABLE agent_links (
    id               uuid NOT NULL PRIMARY KEY,
    source_agent_id  uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    target_agent_id  uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    direction        text NOT NULL DEFAULT 'outbound' CHECK (direction IN ('outbound', 'inbound', 'bidirectional')),
    description      text NULL,
    max_concurrent   integer NOT NULL DEFAULT 3 CHECK (max_concurrent >= 0),
    settings         jsonb NOT NULL DEFAULT '{}'::jsonb,
    status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
    created_by       text NOT NULL,
    team_id          uuid NULL,
    tenant_id        uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       timestamptz(3) NOT NULL DEFAULT now(),
    updated_at       timestamptz(3) NOT NULL DEFAULT now(),
    CONSTRAINT agent_links_not_self CHECK (source_agent_id <> target_agent_id),
    UNIQUE (source_agent_id, target_agent_id)
);

CREATE INDEX idx_agent_links_target ON agent_links (target_agent_id);
CREATE INDEX idx_agent_links_tenant ON agent_links (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Subagent tasks spawned by a parent agent (optionally from a chat message).

CREATE TABLE subagent_tasks (
    id                 uuid NOT NULL PRIMARY KEY,
    tenant_id          uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    parent_agent_key   text NOT NULL,
    session_key        text NULL,
    subject            text NOT NULL,
    description        text NOT NULL,
    status             text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed', 'cancelled')),
    result             text NULL,
    depth              integer NOT NULL DEFAULT 1 CHECK (depth >= 1),
    model              text NULL,
    provider           text NULL,
    iterations         integer NOT NULL DEFAULT 0 CHECK (iterations >= 0),
    input_tokens       integer NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
    output_tokens      integer NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
    origin_channel     text NULL,
    origin_chat_id     text NULL,
    origin_peer_kind   text NULL,
    origin_user_id     text NULL,
    spawned_by         uuid NULL,
    completed_at       timestamptz(3) NULL,
    archived_at        timestamptz(3) NULL,
    metadata           jsonb NOT NULL DEFAULT '{}'::jsonb,
    custom_scope       text NULL,
    created_at         timestamptz(3) NOT NULL DEFAULT now(),
    updated_at         timestamptz(3) NOT NULL DEFAULT now(),
    parent_message_id  uuid NULL,
    conversation_id    uuid NULL REFERENCES agent_conversations (id) ON DELETE SET NULL
);

CREATE INDEX idx_subagent_tasks_parent_status ON subagent_tasks (tenant_id, parent_agent_key, status);
CREATE INDEX idx_subagent_tasks_session ON subagent_tasks (session_key);
CREATE INDEX idx_subagent_tasks_tenant_created ON subagent_tasks (tenant_id, created_at);
CREATE INDEX idx_subagent_tasks_conversation ON subagent_tasks (conversation_id);

-- ---------------------------------------------------------------------------------------
-- Secure CLI: registered binaries and the credentials injected when an agent runs them.
-- Credentials are always sealed: every encrypted_env is '' (nothing set) or an 'aes-gcm:'
-- envelope, never plaintext.

CREATE TABLE secure_cli_binaries (
    id               uuid NOT NULL PRIMARY KEY,
    binary_name      text NOT NULL CHECK (binary_name <> '' AND binary_name = lower(trim(binary_name))),
    binary_path      text NULL,
    description      text NOT NULL DEFAULT '',
    encrypted_env    text NOT NULL CHECK (encrypted_env = '' OR substr(encrypted_env, 1, 8) = 'aes-gcm:'),
    deny_args        jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(deny_args) = 'array'),
    deny_verbose     jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(deny_verbose) = 'array'),
    -- names of variables delivered as a 0600 temp file whose path is the variable's value
    file_env         jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(file_env) = 'array'),
    timeout_seconds  integer NOT NULL DEFAULT 30,
    tips             text NOT NULL DEFAULT '',
    is_global        boolean NOT NULL DEFAULT true,
    enabled          boolean NOT NULL DEFAULT true,
    created_by       text NOT NULL DEFAULT '',
    tenant_id        uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       timestamptz(3) NOT NULL DEFAULT now(),
    updated_at       timestamptz(3) NOT NULL DEFAULT now(),
    last_run_at      timestamptz(3) NULL,
    UNIQUE (tenant_id, binary_name)
);

CREATE INDEX idx_secure_cli_binaries_name ON secure_cli_binaries (binary_name);

-- NULL override columns inherit the binary's value.
CREATE TABLE secure_cli_agent_grants (
    id               uuid NOT NULL PRIMARY KEY,
    binary_id        uuid NOT NULL REFERENCES secure_cli_binaries (id) ON DELETE CASCADE,
    agent_id         uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    deny_args        jsonb NULL CHECK (deny_args IS NULL OR jsonb_typeof(deny_args) = 'array'),
    deny_verbose     jsonb NULL CHECK (deny_verbose IS NULL OR jsonb_typeof(deny_verbose) = 'array'),
    timeout_seconds  integer NULL,
    tips             text NULL,
    encrypted_env    text NULL CHECK (encrypted_env IS NULL OR encrypted_env = '' OR substr(encrypted_env, 1, 8) = 'aes-gcm:'),
    enabled          boolean NOT NULL DEFAULT true,
    tenant_id        uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       timestamptz(3) NOT NULL DEFAULT now(),
    updated_at       timestamptz(3) NOT NULL DEFAULT now(),
    credential_type  text NULL CHECK (credential_type IS NULL OR credential_type IN ('env', 'pat', 'ssh_key')),
    host_scope       text NULL,
    UNIQUE (binary_id, agent_id, tenant_id)
);

CREATE INDEX idx_secure_cli_grants_agent ON secure_cli_agent_grants (agent_id);
CREATE INDEX idx_secure_cli_grants_tenant ON secure_cli_agent_grants (tenant_id);

CREATE TABLE secure_cli_user_credentials (
    id             uuid NOT NULL PRIMARY KEY,
    binary_id      uuid NOT NULL REFERENCES secure_cli_binaries (id) ON DELETE CASCADE,
    user_id        text NOT NULL,
    encrypted_env  text NOT NULL CHECK (encrypted_env = '' OR substr(encrypted_env, 1, 8) = 'aes-gcm:'),
    metadata       jsonb NOT NULL DEFAULT '{}'::jsonb,
    tenant_id      uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at     timestamptz(3) NOT NULL DEFAULT now(),
    updated_at     timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (binary_id, user_id, tenant_id)
);

CREATE INDEX idx_secure_cli_user_creds_tenant ON secure_cli_user_credentials (tenant_id);

-- Credentials that apply only inside one conversation; they go with the conversation.
CREATE TABLE secure_cli_context_credentials (
    id               uuid NOT NULL PRIMARY KEY,
    binary_id        uuid NOT NULL REFERENCES secure_cli_binaries (id) ON DELETE CASCADE,
    conversation_id  uuid NOT NULL REFERENCES agent_conversations (id) ON DELETE CASCADE,
    encrypted_env    text NOT NULL CHECK (encrypted_env = '' OR substr(encrypted_env, 1, 8) = 'aes-gcm:'),
    tenant_id        uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       timestamptz(3) NOT NULL DEFAULT now(),
    updated_at       timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (binary_id, conversation_id)
);

CREATE INDEX idx_secure_cli_context_creds_conversation ON secure_cli_context_credentials (conversation_id);
CREATE INDEX idx_secure_cli_context_creds_tenant ON secure_cli_context_credentials (tenant_id);

-- ---------------------------------------------------------------------------------------
-- Hooks: user-defined handlers around runs and tool calls. Both the reference event names
-- and the Lite run-loop names are accepted.

CREATE TABLE hooks (
    id            uuid NOT NULL PRIMARY KEY,
    tenant_id     uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    scope         text NOT NULL CHECK (scope IN ('global', 'tenant', 'agent')),
    event         text NOT NULL CHECK (event IN (
                      'session_start', 'user_prompt_submit', 'pre_tool_use', 'post_tool_use',
                      'stop', 'subagent_start', 'subagent_stop',
                      'before_run', 'after_run', 'before_tool', 'after_tool')),
    handler_type  text NOT NULL CHECK (handler_type IN ('command', 'builtin', 'http', 'prompt', 'script')),
    config        jsonb NOT NULL DEFAULT '{}'::jsonb,
    matcher       text NULL,
    if_expr       text NULL,
    timeout_ms    integer NOT NULL DEFAULT 5000 CHECK (timeout_ms > 0),
    on_timeout    text NOT NULL DEFAULT 'block' CHECK (on_timeout IN ('block', 'allow')),
    priority      integer NOT NULL DEFAULT 0,
    enabled       boolean NOT NULL DEFAULT true,
    version       integer NOT NULL DEFAULT 1 CHECK (version >= 1),
    source        text NOT NULL DEFAULT 'ui' CHECK (source IN ('ui', 'api', 'seed', 'builtin')),
    metadata      jsonb NOT NULL DEFAULT '{}'::jsonb,
    name          text NULL,
    created_by    text NULL,
    created_at    timestamptz(3) NOT NULL DEFAULT now(),
    updated_at    timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX idx_hooks_tenant ON hooks (tenant_id);
CREATE INDEX idx_hooks_tenant_event_enabled ON hooks (tenant_id, event) WHERE enabled;

CREATE TABLE hook_agents (
    hook_id   uuid NOT NULL REFERENCES hooks (id) ON DELETE CASCADE,
    agent_id  uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    PRIMARY KEY (hook_id, agent_id)
);

CREATE INDEX idx_hook_agents_agent ON hook_agents (agent_id);

-- Decisions include 'ask' and 'defer': handlers return them, and a CHECK that refused them
-- would make an insert that ignores conflicts drop those rows without a trace.
CREATE TABLE hook_executions (
    id            uuid NOT NULL PRIMARY KEY,
    hook_id       uuid NULL REFERENCES hooks (id) ON DELETE SET NULL,
    session_id    text NULL,
    event         text NOT NULL,
    input_hash    text NULL,
    decision      text NOT NULL CHECK (decision IN ('allow', 'block', 'error', 'timeout', 'ask', 'defer')),
    duration_ms   integer NOT NULL DEFAULT 0 CHECK (duration_ms >= 0),
    retry         integer NOT NULL DEFAULT 0 CHECK (retry >= 0),
    dedup_key     text NULL,
    error         text NULL,
    error_detail  text NULL,
    metadata      jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at    timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX idx_hook_executions_hook ON hook_executions (hook_id);
CREATE INDEX idx_hook_executions_session ON hook_executions (session_id, created_at);
CREATE UNIQUE INDEX idx_hook_executions_dedup ON hook_executions (dedup_key) WHERE dedup_key IS NOT NULL;

-- ---------------------------------------------------------------------------------------
-- Memory consolidation work queue: survives restarts, one job per agent and source.

CREATE TABLE consolidation_jobs (
    id           uuid NOT NULL PRIMARY KEY,
    tenant_id    uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    agent_id     uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    source_type  text NOT NULL,
    source_id    text NOT NULL,
    stage        text NOT NULL DEFAULT 'pending' CHECK (stage IN ('pending', 'summarized', 'extracted', 'done', 'failed')),
    attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    last_error   text NULL,
    created_at   timestamptz(3) NOT NULL DEFAULT now(),
    updated_at   timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (agent_id, source_type, source_id)
);

CREATE INDEX idx_consolidation_jobs_open ON consolidation_jobs (stage, updated_at) WHERE stage NOT IN ('done', 'failed');
CREATE INDEX idx_consolidation_jobs_tenant ON consolidation_jobs (tenant_id);
