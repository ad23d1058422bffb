"""settings: see docs/architecture.md."""
