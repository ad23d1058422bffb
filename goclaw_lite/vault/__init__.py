"""The Vault: Markdown notes with `[[wikilinks]]`, imported from a folder (an Obsidian vault) or edited here.

No Qt and no SQL: parsing and link resolution are pure functions; `VaultService` runs them
against `store.vault.VaultStore`.
"""
