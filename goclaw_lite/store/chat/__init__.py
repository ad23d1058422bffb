"""chat: see docs/architecture.md."""
