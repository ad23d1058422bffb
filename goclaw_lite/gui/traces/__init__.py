"""The Traces page: every run step by step."""
