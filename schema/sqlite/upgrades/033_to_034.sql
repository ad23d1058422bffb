-- 33 -> 34: per-agent model fallback ({enabled, strategy, candidates, max_attempts,
-- cooldown_enabled}); '{}' means no fallback. The runner skips this step when the column
-- already exists.
ALTER TABLE agents ADD COLUMN model_fallback TEXT NOT NULL DEFAULT '{}';
