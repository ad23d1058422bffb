"""Where the encryption key came from, in the window's language: `KeyInfo.summary` is the command
line's English, shared by Settings, the setup wizard's key page and the startup notices."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import QObject
from goclaw_lite.security.keysource import KeySourceKind

if TYPE_CHECKING:
    from goclaw_lite.app.context import KeyInfo

NOT_STORED = "entered at startup (not stored)"
"""`KeyInfo.location` of a key typed into the startup dialog and not kept (gui/shell/app.py)."""


class KeyWords(QObject):
    def source(self, info: KeyInfo) -> str:
        if info.kind is None:
            return self.tr("no key (the database expects one)") if info.database_expects_key else self.tr("no key")
        if info.location == NOT_STORED:
            return self.tr("entered at startup (not stored)")
        if info.kind is KeySourceKind.ENV:
            return self.tr("environment variable {name}").format(name=info.location.rsplit(" ", 1)[-1])
        if info.kind is KeySourceKind.KEYRING:
            return self.tr("the OS keyring")
        return self.tr("the file {path}").format(path=info.location)
