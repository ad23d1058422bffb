"""sealed: see docs/architecture.md."""
