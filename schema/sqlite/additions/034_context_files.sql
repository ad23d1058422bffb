-- Agent files (GoClaw v34 names and columns): SOUL.md, IDENTITY.md, AGENTS.md, ... per agent,
-- and per-user files that override an agent's file of the same name. Added on open like
-- 034_mcp.sql; every statement is idempotent. One file per name per agent (per user).

CREATE TABLE IF NOT EXISTS agent_context_files (
    id          TEXT NOT NULL PRIMARY KEY,
    agent_id    TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    file_name   TEXT NOT NULL CHECK (file_name <> ''),
    content     TEXT NOT NULL DEFAULT '',
    tenant_id   TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (agent_id, file_name)
) STRICT;

CREATE TABLE IF NOT EXISTS user_context_files (
    id          TEXT NOT NULL PRIMARY KEY,
    agent_id    TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id     TEXT NOT NULL,
    file_name   TEXT NOT NULL CHECK (file_name <> ''),
    content     TEXT NOT NULL DEFAULT '',
    tenant_id   TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (agent_id, user_id, file_name)
) STRICT;

CREATE INDEX IF NOT EXISTS idx_agent_context_files_tenant ON agent_context_files (tenant_id);
CREATE INDEX IF NOT EXISTS idx_user_context_files_tenant ON user_context_files (tenant_id);
