-- Traces of agent runs (see schema/sqlite/additions/034_traces.sql).

CREATE TABLE IF NOT EXISTS traces (
    id                   uuid NOT NULL PRIMARY KEY,
    agent_id             uuid NULL REFERENCES agents (id) ON DELETE SET NULL,
    user_id              text NULL,
    session_key          text NULL,
    run_id               text NULL,
    start_time           timestamptz(3) NOT NULL,
    end_time             timestamptz(3) NULL,
    duration_ms          integer NULL CHECK (duration_ms IS NULL OR duration_ms >= 0),
    name                 text NULL,
    channel              text NULL,
    input_preview        text NULL,
    output_preview       text NULL,
    total_input_tokens   integer NOT NULL DEFAULT 0,
    total_output_tokens  integer NOT NULL DEFAULT 0,
    total_cost           double precision NOT NULL DEFAULT 0,
    span_count           integer NOT NULL DEFAULT 0,
    llm_call_count       integer NOT NULL DEFAULT 0,
    tool_call_count      integer NOT NULL DEFAULT 0,
    status               text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'error', 'cancelled')),
    error                text NULL,
    metadata             jsonb NULL,
    tags                 jsonb NULL CHECK (tags IS NULL OR jsonb_typeof(tags) = 'array'),
    parent_trace_id      uuid NULL,
    team_id              uuid NULL,
    tenant_id            uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at           timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS spans (
    id              uuid NOT NULL PRIMARY KEY,
    trace_id        uuid NOT NULL REFERENCES traces (id) ON DELETE CASCADE,
    parent_span_id  uuid NULL,
    agent_id        uuid NULL,
    span_type       text NOT NULL CHECK (span_type <> ''),
    name            text NULL,
    start_time      timestamptz(3) NOT NULL,
    end_time        timestamptz(3) NULL,
    duration_ms     integer NULL CHECK (duration_ms IS NULL OR duration_ms >= 0),
    status          text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'error')),
    error           text NULL,
    level           text NOT NULL DEFAULT 'DEFAULT',
    model           text NULL,
    provider        text NULL,
    input_tokens    integer NULL,
    output_tokens   integer NULL,
    total_cost      double precision NULL,
    finish_reason   text NULL,
    model_params    jsonb NULL,
    tool_name       text NULL,
    tool_call_id    text NULL,
    input_preview   text NULL,
    output_preview  text NULL,
    metadata        jsonb NULL,
    team_id         uuid NULL,
    tenant_id       uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at      timestamptz(3) NOT NULL DEFAULT now()
);

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
