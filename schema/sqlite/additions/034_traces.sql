-- Traces of agent runs (GoClaw v34 names and columns): one `traces` row per run, one `spans`
-- row per step of it (the run itself, each model call, tool call, hook, memory step). A run
-- inserts its trace `running` when it starts and writes everything else in one transaction
-- when it ends; a trace a crash left `running` is marked `error` at the next start.
-- Previews are short and scrubbed of every known secret before they are written.
-- Every statement is idempotent (IF NOT EXISTS), as in 034_mcp.sql.

CREATE TABLE IF NOT EXISTS traces (
    id                   TEXT NOT NULL PRIMARY KEY,
    agent_id             TEXT NULL REFERENCES agents (id) ON DELETE SET NULL,
    user_id              TEXT NULL,
    session_key          TEXT NULL,
    run_id               TEXT NULL,
    start_time           TEXT NOT NULL,
    end_time             TEXT NULL,
    duration_ms          INTEGER NULL CHECK (duration_ms IS NULL OR duration_ms >= 0),
    name                 TEXT NULL,
    channel              TEXT NULL,
    input_preview        TEXT NULL,
    output_preview       TEXT NULL,
    total_input_tokens   INTEGER NOT NULL DEFAULT 0,
    total_output_tokens  INTEGER NOT NULL DEFAULT 0,
    total_cost           REAL NOT NULL DEFAULT 0,
    span_count           INTEGER NOT NULL DEFAULT 0,
    llm_call_count       INTEGER NOT NULL DEFAULT 0,
    tool_call_count      INTEGER NOT NULL DEFAULT 0,
    status               TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'error', 'cancelled')),
    error                TEXT NULL,
    metadata             TEXT NULL CHECK (metadata IS NULL OR json_valid(metadata)),
    tags                 TEXT NULL CHECK (tags IS NULL OR (json_valid(tags) AND json_type(tags) = 'array')),
    parent_trace_id      TEXT NULL,
    team_id              TEXT NULL,
    tenant_id            TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE TABLE IF NOT EXISTS spans (
    id              TEXT NOT NULL PRIMARY KEY,
    trace_id        TEXT NOT NULL REFERENCES traces (id) ON DELETE CASCADE,
    parent_span_id  TEXT NULL,
    agent_id        TEXT NULL,
    span_type       TEXT NOT NULL CHECK (span_type <> ''),
    name            TEXT NULL,
    start_time      TEXT NOT NULL,
    end_time        TEXT NULL,
    duration_ms     INTEGER NULL CHECK (duration_ms IS NULL OR duration_ms >= 0),
    status          TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'error')),
    error           TEXT NULL,
    level           TEXT NOT NULL DEFAULT 'DEFAULT',
    model           TEXT NULL,
    provider        TEXT NULL,
    input_tokens    INTEGER NULL,
    output_tokens   INTEGER NULL,
    total_cost      REAL NULL,
    finish_reason   TEXT NULL,
    model_params    TEXT NULL CHECK (model_params IS NULL OR json_valid(model_params)),
    tool_name       TEXT NULL,
    tool_call_id    TEXT NULL,
    input_preview   TEXT NULL,
    output_preview  TEXT NULL,
    metadata        TEXT NULL CHECK (metadata IS NULL OR json_valid(metadata)),
    team_id         TEXT NULL,
    tenant_id       TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE INDEX IF NOT EXISTS idx_traces_agent_created ON traces (agent_id, created_at DESC);
CREATE INDEX IF NOT EXISTS idx_traces_session_created ON traces (session_key, created_at DESC) WHERE session_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS idx_traces_error ON traces (status) WHERE status = 'error';
CREATE INDEX IF NOT EXISTS idx_traces_parent ON traces (parent_trace_id) WHERE parent_trace_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS idx_traces_root_start ON traces (start_time DESC) WHERE parent_trace_id IS NULL;
CREATE INDEX IF NOT EXISTS idx_traces_tenant_created ON traces (tenant_id, created_at DESC);
CREATE INDEX IF NOT EXISTS idx_spans_trace_start ON spans (trace_id, start_time);
CREATE INDEX IF NOT EXISTS idx_spans_trace_type ON spans (trace_id, span_type);
CREATE INDEX IF NOT EXISTS idx_spans_parent ON spans (parent_span_id) WHERE parent_span_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS idx_spans_tenant ON spans (tenant_id);
