"""GoClaw Lite: a local agent workbench (chat, knowledge graph, secure CLI credentials)."""

__version__ = "0.1.0"
