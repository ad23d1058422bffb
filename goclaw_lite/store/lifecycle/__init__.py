"""lifecycle: see docs/architecture.md."""
