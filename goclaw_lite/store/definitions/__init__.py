"""definitions: see docs/architecture.md."""
