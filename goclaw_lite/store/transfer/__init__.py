"""transfer: see docs/architecture.md."""
