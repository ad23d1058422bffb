-- Skills (GoClaw v34 names; see schema/sqlite/additions/034_skills.sql).

CREATE TABLE IF NOT EXISTS skills (
    id            uuid NOT NULL PRIMARY KEY,
    name          text NOT NULL CHECK (name <> ''),
    slug          text NOT NULL CHECK (slug <> ''),
    description   text NULL,
    owner_id      text NOT NULL DEFAULT '',
    visibility    text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'internal', 'public')),
    version       integer NOT NULL DEFAULT 1 CHECK (version >= 1),
    status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived', 'deleted')),
    frontmatter   jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(frontmatter) = 'object'),
    file_path     text NOT NULL,
    file_size     integer NOT NULL DEFAULT 0 CHECK (file_size >= 0),
    file_hash     text NULL,
    tags          jsonb NULL CHECK (tags IS NULL OR jsonb_typeof(tags) = 'array'),
    is_system     boolean NOT NULL DEFAULT false,
    deps          jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(deps) = 'object'),
    enabled       boolean NOT NULL DEFAULT true,
    tenant_id     uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at    timestamptz(3) NOT NULL DEFAULT now(),
    updated_at    timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, slug)
);

CREATE TABLE IF NOT EXISTS skill_agent_grants (
    id              uuid NOT NULL PRIMARY KEY,
    skill_id        uuid NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
    agent_id        uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    pinned_version  integer NOT NULL DEFAULT 0 CHECK (pinned_version >= 0),
    granted_by      text NOT NULL DEFAULT '',
    tenant_id       uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at      timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (skill_id, agent_id)
);

CREATE TABLE IF NOT EXISTS skill_user_grants (
    id          uuid NOT NULL PRIMARY KEY,
    skill_id    uuid NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
    user_id     text NOT NULL,
    granted_by  text NOT NULL DEFAULT '',
    tenant_id   uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at  timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (skill_id, user_id)
);

CREATE TABLE IF NOT EXISTS skill_tenant_configs (
    skill_id    uuid NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
    tenant_id   uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    enabled     boolean NOT NULL DEFAULT true,
    updated_at  timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (skill_id, tenant_id)
);

CREATE INDEX IF NOT EXISTS idx_skills_owner ON skills (owner_id);
CREATE INDEX IF NOT EXISTS idx_skills_tenant ON skills (tenant_id);
CREATE INDEX IF NOT EXISTS idx_skill_agent_grants_agent ON skill_agent_grants (agent_id);
CREATE INDEX IF NOT EXISTS idx_skill_agent_grants_tenant ON skill_agent_grants (tenant_id);
CREATE INDEX IF NOT EXISTS idx_skill_user_grants_user ON skill_user_grants (user_id);
CREATE INDEX IF NOT EXISTS idx_skill_user_grants_tenant ON skill_user_grants (tenant_id);
CREATE INDEX IF NOT EXISTS idx_skill_tenant_configs_tenant ON skill_tenant_configs (tenant_id);
