-- Built-in tools (see schema/sqlite/additions/034_builtin_tools.sql).

CREATE TABLE IF NOT EXISTS builtin_tools (
    name          text NOT NULL PRIMARY KEY CHECK (name <> '' AND length(name) <= 100),
    display_name  text NOT NULL,
    description   text NOT NULL DEFAULT '',
    category      text NOT NULL DEFAULT 'general',
    enabled       boolean NOT NULL DEFAULT true,
    settings      jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(settings) = 'object'),
    requires      jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(requires) = 'array'),
    metadata      jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(metadata) = 'object'),
    created_at    timestamptz(3) NOT NULL DEFAULT now(),
    updated_at    timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS idx_builtin_tools_category ON builtin_tools (category);
