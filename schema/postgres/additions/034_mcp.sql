-- Tables added at schema 34 after the first v34 builds (see schema/sqlite/additions/034_mcp.sql).

CREATE TABLE IF NOT EXISTS mcp_servers (
    id            uuid NOT NULL PRIMARY KEY,
    name          text NOT NULL CHECK (name <> ''),
    display_name  text NOT NULL DEFAULT '',
    transport     text NOT NULL CHECK (transport IN ('stdio', 'streamable-http', 'sse')),
    command       text NOT NULL DEFAULT '',
    args          jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(args) = 'array'),
    url           text NOT NULL DEFAULT '',
    headers       jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(headers) = 'object'),
    env           jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(env) = 'object'),
    api_key       text NULL CHECK (api_key IS NULL OR api_key = '' OR substr(api_key, 1, 8) = 'aes-gcm:'),
    tool_prefix   text NOT NULL DEFAULT '',
    timeout_sec   integer NOT NULL DEFAULT 60 CHECK (timeout_sec > 0),
    settings      jsonb NOT NULL DEFAULT '{}'::jsonb,
    enabled       boolean NOT NULL DEFAULT true,
    created_by    text NOT NULL DEFAULT '',
    tenant_id     uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at    timestamptz(3) NOT NULL DEFAULT now(),
    updated_at    timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, name)
);

CREATE TABLE IF NOT EXISTS mcp_agent_grants (
    id                uuid NOT NULL PRIMARY KEY,
    server_id         uuid NOT NULL REFERENCES mcp_servers (id) ON DELETE CASCADE,
    agent_id          uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    enabled           boolean NOT NULL DEFAULT true,
    tool_allow        jsonb NULL CHECK (tool_allow IS NULL OR jsonb_typeof(tool_allow) = 'array'),
    tool_deny         jsonb NULL CHECK (tool_deny IS NULL OR jsonb_typeof(tool_deny) = 'array'),
    config_overrides  jsonb NULL,
    granted_by        text NOT NULL DEFAULT '',
    tenant_id         uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at        timestamptz(3) NOT NULL DEFAULT now(),
    updated_at        timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (server_id, agent_id)
);

CREATE INDEX IF NOT EXISTS idx_mcp_servers_tenant ON mcp_servers (tenant_id);
CREATE INDEX IF NOT EXISTS idx_mcp_grants_agent ON mcp_agent_grants (agent_id);
CREATE INDEX IF NOT EXISTS idx_mcp_grants_tenant ON mcp_agent_grants (tenant_id);
