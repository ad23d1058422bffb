-- Each write an agent's file tools made in its workspace, with the content before it (NULL:
-- the file was new), so the chat can undo it. Ours, not GoClaw's. Idempotent (see 034_mcp.sql).

CREATE TABLE IF NOT EXISTS workspace_changes (
    id               TEXT NOT NULL PRIMARY KEY,
    agent_id         TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    conversation_id  TEXT NOT NULL DEFAULT '',
    call_id          TEXT NOT NULL DEFAULT '',
    tool             TEXT NOT NULL,
    path             TEXT NOT NULL CHECK (path <> ''),
    before_content   BLOB NULL,
    after_sha256     TEXT NOT NULL CHECK (length(after_sha256) = 64),
    tenant_id        TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    undone_at        TEXT NULL
) STRICT;

CREATE INDEX IF NOT EXISTS idx_workspace_changes_agent ON workspace_changes (agent_id, created_at);
CREATE INDEX IF NOT EXISTS idx_workspace_changes_conversation ON workspace_changes (conversation_id);
