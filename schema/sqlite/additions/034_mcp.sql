-- Tables added at schema 34 after the first v34 builds: a database made by an earlier build
-- gets them on open (backup first, one transaction); a new database gets them at creation.
-- Every statement is idempotent (IF NOT EXISTS), as the same file serves both.
--
-- MCP servers (GoClaw v34 names). api_key is sealed; every value of env and headers is sealed
-- on its own (a JSON object of sealed strings), bound to the row and the variable's name.

CREATE TABLE IF NOT EXISTS mcp_servers (
    id            TEXT NOT NULL PRIMARY KEY,
    name          TEXT NOT NULL CHECK (name <> ''),
    display_name  TEXT NOT NULL DEFAULT '',
    transport     TEXT NOT NULL CHECK (transport IN ('stdio', 'streamable-http', 'sse')),
    command       TEXT NOT NULL DEFAULT '',
    args          TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(args) AND json_type(args) = 'array'),
    url           TEXT NOT NULL DEFAULT '',
    headers       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(headers) AND json_type(headers) = 'object'),
    env           TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(env) AND json_type(env) = 'object'),
    api_key       TEXT NULL CHECK (api_key IS NULL OR api_key = '' OR substr(api_key, 1, 8) = 'aes-gcm:'),
    tool_prefix   TEXT NOT NULL DEFAULT '',
    timeout_sec   INTEGER NOT NULL DEFAULT 60 CHECK (timeout_sec > 0),
    settings      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    enabled       INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    created_by    TEXT NOT NULL DEFAULT '',
    tenant_id     TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (tenant_id, name)
) STRICT;

CREATE TABLE IF NOT EXISTS mcp_agent_grants (
    id                TEXT NOT NULL PRIMARY KEY,
    server_id         TEXT NOT NULL REFERENCES mcp_servers (id) ON DELETE CASCADE,
    agent_id          TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    enabled           INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    tool_allow        TEXT NULL CHECK (tool_allow IS NULL OR (json_valid(tool_allow) AND json_type(tool_allow) = 'array')),
    tool_deny         TEXT NULL CHECK (tool_deny IS NULL OR (json_valid(tool_deny) AND json_type(tool_deny) = 'array')),
    config_overrides  TEXT NULL CHECK (config_overrides IS NULL OR json_valid(config_overrides)),
    granted_by        TEXT NOT NULL DEFAULT '',
    tenant_id         TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (server_id, agent_id)
) STRICT;

CREATE INDEX IF NOT EXISTS idx_mcp_servers_tenant ON mcp_servers (tenant_id);
CREATE INDEX IF NOT EXISTS idx_mcp_grants_agent ON mcp_agent_grants (agent_id);
CREATE INDEX IF NOT EXISTS idx_mcp_grants_tenant ON mcp_agent_grants (tenant_id);
