-- 33 -> 34: per-agent model fallback ({enabled, strategy, candidates, max_attempts,
-- cooldown_enabled}); '{}' means no fallback. IF NOT EXISTS makes the step idempotent on a
-- database that already has the column (the runner also checks before applying it).
ALTER TABLE agents ADD COLUMN IF NOT EXISTS model_fallback JSONB NOT NULL DEFAULT '{}'::jsonb;
