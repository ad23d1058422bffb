"""Scheduled jobs' engine: when a job is next due (every / cron / at, in its time zone, across
daylight-saving changes), and the scheduler that claims due runs exactly once and re-arms them."""
