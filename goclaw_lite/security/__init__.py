"""Secrets at rest and in output: the column cipher, where the key lives, and log redaction.

Kept free of Qt and database imports so the CLI, the stores and the GUI can all share it.
"""
