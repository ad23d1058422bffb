"""widgets: see docs/architecture.md."""
