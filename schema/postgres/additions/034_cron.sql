-- Scheduled jobs (see schema/sqlite/additions/034_cron.sql).

CREATE TABLE IF NOT EXISTS cron_jobs (
    id                uuid NOT NULL PRIMARY KEY,
    agent_id          uuid NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id           text NULL,
    name              text NOT NULL CHECK (name <> ''),
    enabled           boolean NOT NULL DEFAULT true,
    schedule_kind     text NOT NULL CHECK (schedule_kind IN ('every', 'cron', 'at')),
    cron_expression   text NULL,
    interval_ms       bigint NULL CHECK (interval_ms IS NULL OR interval_ms > 0),
    run_at            timestamptz(3) NULL,
    timezone          text NULL,
    payload           jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(payload) = 'object'),
    delete_after_run  boolean NOT NULL DEFAULT false,
    stateless         boolean NOT NULL DEFAULT false,
    deliver           boolean NOT NULL DEFAULT false,
    deliver_channel   text NOT NULL DEFAULT '',
    deliver_to        text NOT NULL DEFAULT '',
    wake_heartbeat    boolean NOT NULL DEFAULT false,
    next_run_at       timestamptz(3) NULL,
    last_run_at       timestamptz(3) NULL,
    last_status       text NULL,
    last_error        text NULL,
    team_id           uuid NULL,
    tenant_id         uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at        timestamptz(3) NOT NULL DEFAULT now(),
    updated_at        timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS cron_run_logs (
    id               uuid NOT NULL PRIMARY KEY,
    job_id           uuid NOT NULL REFERENCES cron_jobs (id) ON DELETE CASCADE,
    agent_id         text NULL,
    status           text NOT NULL CHECK (status <> ''),
    summary          text NULL,
    error            text NULL,
    duration_ms      integer NULL,
    input_tokens     integer NULL DEFAULT 0,
    output_tokens    integer NULL DEFAULT 0,
    team_id          uuid NULL,
    ran_at           timestamptz(3) NULL,
    created_at       timestamptz(3) NOT NULL DEFAULT now(),
    conversation_id  text NULL,
    message_id       text NULL,
    trace_id         text NULL
);

CREATE INDEX IF NOT EXISTS idx_cron_jobs_user ON cron_jobs (user_id);
CREATE INDEX IF NOT EXISTS idx_cron_jobs_agent_user ON cron_jobs (agent_id, user_id);
CREATE INDEX IF NOT EXISTS idx_cron_jobs_team ON cron_jobs (team_id) WHERE team_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS idx_cron_jobs_tenant ON cron_jobs (tenant_id);
CREATE UNIQUE INDEX IF NOT EXISTS idx_cron_jobs_agent_tenant_name ON cron_jobs (agent_id, tenant_id, name);
CREATE INDEX IF NOT EXISTS idx_cron_jobs_due ON cron_jobs (next_run_at) WHERE enabled AND next_run_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS idx_cron_run_logs_job_ran ON cron_run_logs (job_id, ran_at DESC);
CREATE INDEX IF NOT EXISTS idx_cron_run_logs_team ON cron_run_logs (team_id) WHERE team_id IS NOT NULL;
