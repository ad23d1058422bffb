"""setup: see docs/architecture.md."""
