"""The Jobs page: scheduled jobs, their next run in words, run now, and each run's answer."""
