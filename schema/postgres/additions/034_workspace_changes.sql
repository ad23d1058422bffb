-- Workspace writes, for undo (see schema/sqlite/additions/034_workspace_changes.sql).

CREATE TABLE IF NOT EXISTS workspace_changes (
    id               uuid NOT NULL PRIMARY KEY,
    agent_id         uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    conversation_id  text NOT NULL DEFAULT '',
    call_id          text NOT NULL DEFAULT '',
    tool             text NOT NULL,
    path             text NOT NULL CHECK (path <> ''),
    before_content   bytea NULL,
    after_sha256     text NOT NULL CHECK (length(after_sha256) = 64),
    tenant_id        uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       timestamptz(3) NOT NULL DEFAULT now(),
    undone_at        timestamptz(3) NULL
);

CREATE INDEX IF NOT EXISTS idx_workspace_changes_agent ON workspace_changes (agent_id, created_at);
CREATE INDEX IF NOT EXISTS idx_workspace_changes_conversation ON workspace_changes (conversation_id);
