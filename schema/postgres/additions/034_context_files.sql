-- Agent files (see schema/sqlite/additions/034_context_files.sql).

CREATE TABLE IF NOT EXISTS agent_context_files (
    id          uuid NOT NULL PRIMARY KEY,
    agent_id    uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    file_name   text NOT NULL CHECK (file_name <> ''),
    content     text NOT NULL DEFAULT '',
    tenant_id   uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at  timestamptz(3) NOT NULL DEFAULT now(),
    updated_at  timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (agent_id, file_name)
);

CREATE TABLE IF NOT EXISTS user_context_files (
    id          uuid NOT NULL PRIMARY KEY,
    agent_id    uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id     text NOT NULL,
    file_name   text NOT NULL CHECK (file_name <> ''),
    content     text NOT NULL DEFAULT '',
    tenant_id   uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at  timestamptz(3) NOT NULL DEFAULT now(),
    updated_at  timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (agent_id, user_id, file_name)
);

CREATE INDEX IF NOT EXISTS idx_agent_context_files_tenant ON agent_context_files (tenant_id);
CREATE INDEX IF NOT EXISTS idx_user_context_files_tenant ON user_context_files (tenant_id);
