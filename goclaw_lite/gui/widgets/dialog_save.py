"""The save a dialog sends through a service: one at a time, close on success, say why on failure.

The dialog keeps its own words (the `what` of the status bar, any line it adds to the error)
at the call site, in its own class, for translation.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from goclaw_lite.gui.qt import QAbstractButton, QDialog
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async

T = TypeVar("T")


class DialogSave:
    """A dialog's save in flight: its button waits, success closes the dialog, failure shows why."""

    def __init__(self, dialog: QDialog, show_error: Callable[[str], object],
                 button: QAbstractButton | None = None) -> None:
        self._dialog = dialog
        self._show_error = show_error
        self.button = button
        self.saving = False

    def run(self, work: Coroutine[Any, Any, T], *, on_saved: Callable[[T], object], what: str) -> None:
        """Send `work`; on success `on_saved(result)` then close, on failure show the error in the dialog."""
        self.saving = True
        self._enable(False)

        def saved(result: T) -> None:
            self.saving = False
            on_saved(result)
            self._dialog.accept()

        def failed(exc: BaseException) -> None:
            self.saving = False
            self._enable(True)
            self._show_error(describe_error(exc))

        run_async(work, on_done=saved, on_error=failed, owner=self._dialog, what=what)

    def _enable(self, enabled: bool) -> None:
        if self.button is not None:
            self.button.setEnabled(enabled)
