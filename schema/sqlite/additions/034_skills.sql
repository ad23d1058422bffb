-- Skills (GoClaw v34 names; see schema/sqlite/additions/034_mcp.sql for how additions apply).
-- One row per (tenant, slug); each install of the same slug is a new version folder under
-- <data dir>/skills-store/<slug>/<version>/ and moves `version` on. file_path is that folder,
-- file_hash the SHA-256 of its SKILL.md, file_size the bytes installed (the .zip's size for a
-- zip). A grant's pinned_version 0 follows the newest version; N > 0 keeps the agent on N.

CREATE TABLE IF NOT EXISTS skills (
    id            TEXT NOT NULL PRIMARY KEY,
    name          TEXT NOT NULL CHECK (name <> ''),
    slug          TEXT NOT NULL CHECK (slug <> ''),
    description   TEXT NULL,
    owner_id      TEXT NOT NULL DEFAULT '',
    visibility    TEXT NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'internal', 'public')),
    version       INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
    status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived', 'deleted')),
    frontmatter   TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(frontmatter) AND json_type(frontmatter) = 'object'),
    file_path     TEXT NOT NULL,
    file_size     INTEGER NOT NULL DEFAULT 0 CHECK (file_size >= 0),
    file_hash     TEXT NULL,
    tags          TEXT NULL CHECK (tags IS NULL OR (json_valid(tags) AND json_type(tags) = 'array')),
    is_system     INTEGER NOT NULL DEFAULT 0 CHECK (is_system IN (0, 1)),
    deps          TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(deps) AND json_type(deps) = 'object'),
    enabled       INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    tenant_id     TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (tenant_id, slug)
) STRICT;

CREATE TABLE IF NOT EXISTS skill_agent_grants (
    id              TEXT NOT NULL PRIMARY KEY,
    skill_id        TEXT NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
    agent_id        TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    pinned_version  INTEGER NOT NULL DEFAULT 0 CHECK (pinned_version >= 0),
    granted_by      TEXT NOT NULL DEFAULT '',
    tenant_id       TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (skill_id, agent_id)
) STRICT;

CREATE TABLE IF NOT EXISTS skill_user_grants (
    id          TEXT NOT NULL PRIMARY KEY,
    skill_id    TEXT NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
    user_id     TEXT NOT NULL,
    granted_by  TEXT NOT NULL DEFAULT '',
    tenant_id   TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (skill_id, user_id)
) STRICT;

CREATE TABLE IF NOT EXISTS skill_tenant_configs (
    skill_id    TEXT NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
    tenant_id   TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    enabled     INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    PRIMARY KEY (skill_id, tenant_id)
) STRICT;

CREATE INDEX IF NOT EXISTS idx_skills_owner ON skills (owner_id);
CREATE INDEX IF NOT EXISTS idx_skills_tenant ON skills (tenant_id);
CREATE INDEX IF NOT EXISTS idx_skill_agent_grants_agent ON skill_agent_grants (agent_id);
CREATE INDEX IF NOT EXISTS idx_skill_agent_grants_tenant ON skill_agent_grants (tenant_id);
CREATE INDEX IF NOT EXISTS idx_skill_user_grants_user ON skill_user_grants (user_id);
CREATE INDEX IF NOT EXISTS idx_skill_user_grants_tenant ON skill_user_grants (tenant_id);
CREATE INDEX IF NOT EXISTS idx_skill_tenant_configs_tenant ON skill_tenant_configs (tenant_id);
