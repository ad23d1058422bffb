"""shell: see docs/architecture.md."""
