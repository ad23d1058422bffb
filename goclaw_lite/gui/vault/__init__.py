"""The Vault page: notes, a Markdown editor with a live preview, links and backlinks."""
