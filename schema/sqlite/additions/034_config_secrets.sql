-- Secrets of settings that are not a provider's or a tool's (GoClaw v34's `config_secrets`,
-- keyed by dotted names such as `tools.web.brave.api_key`). Every value is sealed, bound
-- to its key. Idempotent, as every additions file.

CREATE TABLE IF NOT EXISTS config_secrets (
    key         TEXT NOT NULL CHECK (key <> ''),
    value       TEXT NOT NULL CHECK (substr(value, 1, 8) = 'aes-gcm:'),
    tenant_id   TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    PRIMARY KEY (key, tenant_id)
) STRICT;

CREATE INDEX IF NOT EXISTS idx_config_secrets_tenant ON config_secrets (tenant_id);
