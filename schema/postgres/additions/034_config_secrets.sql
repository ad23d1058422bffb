-- Secrets of settings (see schema/sqlite/additions/034_config_secrets.sql).

CREATE TABLE IF NOT EXISTS config_secrets (
    key         text NOT NULL CHECK (key <> ''),
    value       text NOT NULL CHECK (substr(value, 1, 8) = 'aes-gcm:'),
    tenant_id   uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at  timestamptz(3) NOT NULL DEFAULT now(),
    updated_at  timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (key, tenant_id)
);

CREATE INDEX IF NOT EXISTS idx_config_secrets_tenant ON config_secrets (tenant_id);
