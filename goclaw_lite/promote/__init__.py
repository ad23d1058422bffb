"""SQLite -> PostgreSQL promotion (`run.promote` is the entry point; the modules beside it say how).

Kept empty on purpose: the reader processes (readers.py) import the modules that read and
encode rows, and each would otherwise load the whole promotion, PostgreSQL driver and all.
"""
