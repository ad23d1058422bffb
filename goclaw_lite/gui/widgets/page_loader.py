"""The list refresh that pages share: only the newest answer lands, and a failure is reported.

A page may ask again before the last answer came (Refresh twice, a filter changed): each ask
gets a generation number, and an answer or error of an older one is dropped, so a slow old
answer never paints over a newer one. The page keeps its own words (the `what` of the status
bar, the line it shows on failure) at the call site, in its own class, for translation.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from goclaw_lite.gui.qt import QAbstractButton, QWidget
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async

T = TypeVar("T")


class PageLoader:
    """Generation, loading flag and Refresh button of one page's list."""

    def __init__(self, owner: QWidget, button: QAbstractButton | None = None) -> None:
        self._owner = owner
        self.button = button
        self.generation = 0
        self.loading = False

    def load(
        self,
        coro: Coroutine[Any, Any, T],
        *,
        on_done: Callable[[T], object],
        what: str,
        on_failed: Callable[[], object] | None = None,
    ) -> None:
        """Run `coro`; `on_done` gets the answer unless a newer load started meanwhile.

        `on_done` calls `finish()` when the page is ready for the next action. On failure the
        loader finishes, then `on_failed` says so on the page, then the error goes to the status bar.
        """
        self.generation += 1
        generation = self.generation
        self.loading = True
        if self.button is not None:
            self.button.setEnabled(False)

        def landed(result: T) -> None:
            if generation == self.generation:
                on_done(result)

        def failed(exc: BaseException) -> None:
            if generation != self.generation:
                return
            self.finish()
            if on_failed is not None:
                on_failed()
            report_error(exc, owner=self._owner, what=what)

        run_async(coro, on_done=landed, on_error=failed, owner=self._owner, what=what)

    def finish(self) -> None:
        """The list is shown (or failed): not loading, Refresh usable again."""
        self.loading = False
        if self.button is not None:
            self.button.setEnabled(True)
