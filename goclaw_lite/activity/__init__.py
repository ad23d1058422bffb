"""The audit trail read for people: names instead of ids, actions in words (see service.py)."""
