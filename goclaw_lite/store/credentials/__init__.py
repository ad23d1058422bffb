"""credentials: see docs/architecture.md."""
