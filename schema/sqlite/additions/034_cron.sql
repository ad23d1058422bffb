-- Scheduled jobs (GoClaw v34 names and columns; see schema/sqlite/additions/034_mcp.sql for how
-- additions are applied). `payload` is GoClaw's JSON ({"kind":"agent_turn","message":...});
-- Lite keeps its own run options in it too (conversation mode, pre-approved tools, limits,
-- what a missed run does, notification). A run is claimed by setting `last_status` to
-- 'running' (and `next_run_at` to NULL for a scheduled run) in one conditional UPDATE.
-- cron_run_logs has three Lite columns beside GoClaw's: the run's conversation, its answer
-- message and its trace.

CREATE TABLE IF NOT EXISTS cron_jobs (
    id                TEXT NOT NULL PRIMARY KEY,
    agent_id          TEXT NULL REFERENCES agents (id) ON DELETE CASCADE,
    user_id           TEXT NULL,
    name              TEXT NOT NULL CHECK (name <> ''),
    enabled           INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    schedule_kind     TEXT NOT NULL CHECK (schedule_kind IN ('every', 'cron', 'at')),
    cron_expression   TEXT NULL,
    interval_ms       INTEGER NULL CHECK (interval_ms IS NULL OR interval_ms > 0),
    run_at            TEXT NULL,
    timezone          TEXT NULL,
    payload           TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload) AND json_type(payload) = 'object'),
    delete_after_run  INTEGER NOT NULL DEFAULT 0 CHECK (delete_after_run IN (0, 1)),
    stateless         INTEGER NOT NULL DEFAULT 0 CHECK (stateless IN (0, 1)),
    deliver           INTEGER NOT NULL DEFAULT 0 CHECK (deliver IN (0, 1)),
    deliver_channel   TEXT NOT NULL DEFAULT '',
    deliver_to        TEXT NOT NULL DEFAULT '',
    wake_heartbeat    INTEGER NOT NULL DEFAULT 0 CHECK (wake_heartbeat IN (0, 1)),
    next_run_at       TEXT NULL,
    last_run_at       TEXT NULL,
    last_status       TEXT NULL,
    last_error        TEXT NULL,
    team_id           TEXT NULL,
    tenant_id         TEXT NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) STRICT;

CREATE TABLE IF NOT EXISTS cron_run_logs (
    id               TEXT NOT NULL PRIMARY KEY,
    job_id           TEXT NOT NULL REFERENCES cron_jobs (id) ON DELETE CASCADE,
    agent_id         TEXT NULL,
    status           TEXT NOT NULL CHECK (status <> ''),
    summary          TEXT NULL,
    error            TEXT NULL,
    duration_ms      INTEGER NULL,
    input_tokens     INTEGER NULL DEFAULT 0,
    output_tokens    INTEGER NULL DEFAULT 0,
    team_id          TEXT NULL,
    ran_at           TEXT NULL,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    conversation_id  TEXT NULL,
    message_id       TEXT NULL,
    trace_id         TEXT NULL
) STRICT;

CREATE INDEX IF NOT EXISTS idx_cron_jobs_user ON cron_jobs (user_id);
CREATE INDEX IF NOT EXISTS idx_cron_jobs_agent_user ON cron_jobs (agent_id, user_id);
CREATE INDEX IF NOT EXISTS idx_cron_jobs_team ON cron_jobs (team_id) WHERE team_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS idx_cron_jobs_tenant ON cron_jobs (tenant_id);
CREATE UNIQUE INDEX IF NOT EXISTS idx_cron_jobs_agent_tenant_name ON cron_jobs (agent_id, tenant_id, name);
CREATE INDEX IF NOT EXISTS idx_cron_jobs_due ON cron_jobs (next_run_at) WHERE enabled = 1 AND next_run_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS idx_cron_run_logs_job_ran ON cron_run_logs (job_id, ran_at DESC);
CREATE INDEX IF NOT EXISTS idx_cron_run_logs_team ON cron_run_logs (team_id) WHERE team_id IS NOT NULL;
