"""backend: see docs/architecture.md."""
