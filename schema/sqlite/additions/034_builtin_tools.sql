-- Built-in tools (GoClaw v34's `builtin_tools`, one row per tool, no tenant: the switches are
-- the app's): `enabled` off takes the tool away from every agent; `settings` holds its limits.
-- Rows are seeded from the tool registry (missing names inserted, user choices kept).
-- Idempotent, as every additions file (see 034_mcp.sql).

CREATE TABLE IF NOT EXISTS builtin_tools (
    name          TEXT NOT NULL PRIMARY KEY CHECK (name <> '' AND length(name) <= 100),
    display_name  TEXT NOT NULL,
    description   TEXT NOT NULL DEFAULT '',
    category      TEXT NOT NULL DEFAULT 'general',
    enabled       INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    settings      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings) AND json_type(settings) = 'object'),
    requires      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(requires) AND json_type(requires) = 'array'),
    metadata      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata) AND json_type(metadata) = 'object'),
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE INDEX IF NOT EXISTS idx_builtin_tools_category ON builtin_tools (category);
