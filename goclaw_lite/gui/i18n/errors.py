"""Errors in the window's language.

An error's message is English, written once below the window for both faces; the common ones
a user meets also carry their `code`, a `case` and the values they name (`GoClawError.facts`).
This catalogue says those in the window's language; any other error, or one missing a value
its sentence needs, is shown as its English message, so nothing is ever hidden.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from goclaw_lite.errors import GoClawError
from goclaw_lite.gui.qt import QObject


class ErrorWords(QObject):
    """One sentence per (code, case); `{name}` placeholders are filled from the error's facts."""

    def catalogue(self) -> dict[tuple[str, str], str]:
        return {
            ("KEY_WRONG", "found_environment"): self.tr(
                "The encryption key in the environment variable {where} (fingerprint {fingerprint}) does not open "
                "this database. Nothing was read or written; provide the key it was created with."),
            ("KEY_WRONG", "found_file"): self.tr(
                "The encryption key in the file {where} (fingerprint {fingerprint}) does not open this database. "
                "Nothing was read or written; provide the key it was created with."),
            ("KEY_WRONG", "found_keyring"): self.tr(
                "The encryption key in the OS keyring (fingerprint {fingerprint}) does not open this database. "
                "Nothing was read or written; provide the key it was created with."),
            ("KEY_WRONG", "entered"): self.tr(
                "That key (fingerprint {fingerprint}) does not open this database; nothing was stored."),
            ("KEY_WRONG", "backup"): self.tr(
                "{source} was sealed under another encryption key; nothing was changed. Restore it from the "
                "command line with its key (`db restore FILE --key-file KEY`)."),
            ("KEY_WRONG", "backup_key_file"): self.tr(
                "The key in {key_file} does not open {source} either; nothing was changed."),
            ("NOT_A_DATABASE", "not_sqlite"): self.tr(
                "{path} is not a SQLite database; it was left untouched. Move it away, or set GOCLAW_HOME to "
                "another folder."),
            ("NOT_A_DATABASE", "not_ours"): self.tr("{path} is not a GoClaw Lite database; it was left untouched."),
            ("NOT_A_DATABASE", "empty_backup"): self.tr(
                "{source} holds no GoClaw Lite database (it is empty); nothing was changed."),
            ("DATABASE_CORRUPT", "integrity"): self.tr(
                "{path} is damaged: it failed its integrity check ({problem}). It was left untouched; restore a "
                "backup, or move the file away to start fresh."),
            ("DATABASE_CORRUPT", "unreadable"): self.tr(
                "{path} is damaged: SQLite cannot read it ({problem}). It was left untouched; restore a backup, "
                "or move the file away to start fresh."),
            ("DATABASE_CORRUPT", "backup"): self.tr(
                "{source} is damaged ({problem}); it was not restored and nothing was changed."),
            ("DATABASE_TOO_NEW", ""): self.tr(
                "{path} is at schema version {version}, newer than this GoClaw Lite ({app_version}, schema "
                "{supported}). Upgrade GoClaw Lite; the database was left untouched."),
            ("DATABASE_TOO_OLD", ""): self.tr(
                "{path} is at schema version {version}; this GoClaw Lite upgrades from version {oldest} onward. "
                "The database was left untouched."),
            # the server by its key is not the name the user gave it: the page around says which one
            ("PROVIDER", "cannot_connect"): self.tr(
                "Cannot connect to the model server at {address}: is it running, and is its address right?"),
            ("PROVIDER", "timeout"): self.tr("The model server did not answer in time."),
            ("PROVIDER", "auth"): self.tr("The model server refused the API key; check the key in its settings."),
            ("PROVIDER", "model_not_found"): self.tr("The model server has no model {model}."),
            ("VALIDATION", "bad_zip"): self.tr("{name} is not a usable zip file; nothing was installed."),
            ("VALIDATION", "not_a_skill"): self.tr("{name} is neither a skill folder nor a .zip file."),
            ("VALIDATION", "no_skill_file"): self.tr(
                "{name} has no SKILL.md at its top (or in its one top folder); nothing was installed."),
            ("VALIDATION", "no_such_file"): self.tr("{path} does not exist."),
            ("ERROR", "startup_attempts"): self.tr("Gave up after too many attempts to open the database."),
        }

    def text(self, exc: BaseException) -> str:
        """`exc` in the window's language when the catalogue has it, else its own message."""
        if not isinstance(exc, GoClawError):
            return str(exc)
        return self.from_facts(exc.code, getattr(exc, "facts", {})) or str(exc)

    def from_facts(self, code: str, facts: Mapping[str, Any]) -> str | None:
        """The catalogue's sentence for `code` and `facts`, or None when it has none (or lacks a value)."""
        template = self.catalogue().get((code, str(facts.get("case", ""))))
        if template is None:
            return None
        needed = {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name}
        if any(facts.get(name) in (None, "") for name in needed):
            return None
        return template.format(**{name: facts[name] for name in needed})


def error_text(exc: BaseException) -> str:
    """What the window shows for `exc` (see the module docstring)."""
    return ErrorWords().text(exc)
