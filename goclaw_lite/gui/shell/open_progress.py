"""Long work while the store opens (the search index and knowledge-graph counters a database
made by an earlier build gets), shown in a progress dialog over the window.

`open_app` builds the index in a worker thread and reports through a callback on that
thread; each report is handed to the GUI thread through the event loop, so the window keeps
painting. The dialog is made at the first report: an open with nothing to build makes none.
"""

from __future__ import annotations

import asyncio

from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.qt import QCoreApplication, QProgressDialog, Qt, QWidget, is_alive


class OpenProgress:
    """A `Progress` callback for `open_app` that drives a QProgressDialog; call `finish` after."""

    def __init__(self, parent: QWidget | None) -> None:
        self._parent = parent
        self._loop = asyncio.get_running_loop()
        self.dialog: QProgressDialog | None = None
        self.shown: list[tuple[str, int, int, bool]] = []
        """(label, value, maximum, shown over the window) as the dialog showed them, in order."""

    def __call__(self, what: str, done: int, total: int) -> None:
        """From any thread: show `what` at `done` of `total` on the GUI thread."""
        self._loop.call_soon_threadsafe(self._show, what, done, total)

    def _show(self, what: str, done: int, total: int) -> None:
        dialog = self.dialog
        if dialog is None:
            parent = self._parent if self._parent is not None and is_alive(self._parent) else None
            dialog = QProgressDialog(parent)
            dialog.setObjectName("openProgress")
            dialog.setWindowTitle(QCoreApplication.translate("OpenProgress", "Updating the database"))
            dialog.setCancelButton(None)  # one transaction after a backup: it finishes or rolls back
            dialog.setAutoClose(False)
            dialog.setAutoReset(False)
            dialog.setMinimumDuration(0)
            # not modal: a modal dialog's setValue runs the event loop, and with it the next
            # report inside this one; the shell has nothing to act on before the store is open
            dialog.setWindowModality(Qt.WindowModality.NonModal)
            self.dialog = dialog
        dialog.setLabelText(QCoreApplication.translate("OpenProgress", "{what} ({done} of {total})").format(
            what=what, done=format_number(done), total=format_number(total)) if total > 2 else what)
        dialog.setMaximum(max(1, total))
        dialog.setValue(min(done, max(1, total)))
        dialog.show()
        over = dialog.isVisible() and (self._parent is None or dialog.parentWidget() is self._parent)
        self.shown.append((dialog.labelText(), dialog.value(), dialog.maximum(), over))

    def finish(self) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None and is_alive(dialog):
            dialog.close()
            dialog.deleteLater()
