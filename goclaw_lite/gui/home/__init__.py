"""home: see docs/architecture.md."""
