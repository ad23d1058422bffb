"""Tracing: a span tree per agent run, buffered in memory and written once when the run ends."""
