"""GoClaw Lite: a local agent workbench (chat, knowledge graph, secure CLI credentials)."""

__version__ = "0.2.0.dev0"  # raised each round (CHANGELOG.md); pyproject.toml reads it from here
