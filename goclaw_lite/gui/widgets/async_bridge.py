"""Run coroutines from Qt slots on the qasync loop, with the outcome routed back to Qt.

A slot cannot await, so it hands its coroutine to `run_async`, which schedules it on the
running loop and later calls `on_done(result)` or `on_error(exc)` on the GUI thread. Errors
are never dropped: without `on_error` they go to the window's `show_error` (the status bar
of `MainWindow`), or to a sink registered with `set_error_sink`, and always to the log.

When the widget that asked (`owner`) has been deleted by the time the result arrives, the
callbacks are skipped: touching a deleted C++ object would crash, and nobody is looking.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from goclaw_lite.errors import UserError
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import QCoreApplication, QObject, QWidget, is_alive

log = logging.getLogger(__name__)

T = TypeVar("T")
ErrorSink = Callable[[str], None]

_pending: set[asyncio.Task[Any]] = set()
_default_sink: ErrorSink | None = None


def set_error_sink(sink: ErrorSink | None) -> ErrorSink | None:
    """Where errors of owner-less tasks are shown; returns the previous sink."""
    global _default_sink
    previous, _default_sink = _default_sink, sink
    return previous


def error_sink() -> ErrorSink | None:
    return _default_sink


def describe_error(exc: BaseException, what: str = "") -> str:
    """One line for the status bar: a user error as written, anything else with its type."""
    translate = QCoreApplication.translate
    text = error_text(exc) if isinstance(exc, UserError) else translate(
        "async_bridge", "Unexpected error ({kind}): {error}").format(kind=type(exc).__name__, error=exc)
    return translate("async_bridge", "{what} failed: {error}").format(what=what, error=text) if what else text


def _sink_for(owner: QObject | None) -> ErrorSink | None:
    if isinstance(owner, QWidget) and is_alive(owner):
        window = owner.window()
        show = getattr(window, "show_error", None)
        if callable(show):
            return show  # type: ignore[no-any-return]
    return _default_sink


def report_error(exc: BaseException, *, owner: QObject | None = None, what: str = "") -> None:
    """Log `exc` and show it where the owner's window (or the default sink) shows errors."""
    if isinstance(exc, UserError):
        log.warning("%s", describe_error(exc, what))
    else:
        log.error("%s", describe_error(exc, what), exc_info=exc)
    sink = _sink_for(owner)
    if sink is None:
        return
    try:
        sink(describe_error(exc, what))
    except Exception:  # the sink itself must never take the loop down
        log.exception("could not show an error in the GUI")


def run_async(
    coro: Coroutine[Any, Any, T],
    *,
    on_done: Callable[[T], object] | None = None,
    on_error: Callable[[BaseException], object] | None = None,
    owner: QObject | None = None,
    what: str = "",
) -> asyncio.Task[T]:
    """Schedule `coro` on the running (qasync) loop and return its task.

    `on_error` replaces the default report; if it raises, the original error is reported
    the default way as well. Cancellation is silent (it is always deliberate).
    """
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        coro.close()
        raise RuntimeError("run_async needs the qasync event loop to be running") from None
    task: asyncio.Task[T] = asyncio.ensure_future(coro, loop=loop)
    _pending.add(task)

    def finished(done: asyncio.Task[T]) -> None:
        _pending.discard(done)
        if done.cancelled():
            return
        exc = done.exception()
        if owner is not None and not is_alive(owner):
            if exc is not None:
                log.warning("%s (its window was already closed)", describe_error(exc, what), exc_info=exc)
            return
        if exc is not None:
            if on_error is None:
                report_error(exc, owner=owner, what=what)
                return
            try:
                on_error(exc)
            except Exception as handler_exc:  # noqa: BLE001
                report_error(exc, owner=owner, what=what)
                showing = QCoreApplication.translate("async_bridge", "Showing an error")
                report_error(handler_exc, owner=owner, what=showing)
            else:
                log.debug("%s (handled by on_error)", describe_error(exc, what), exc_info=None if isinstance(exc, UserError) else exc)
            return
        if on_done is not None:
            try:
                on_done(done.result())
            except Exception as callback_exc:  # noqa: BLE001
                report_error(callback_exc, owner=owner,
                             what=what or QCoreApplication.translate("async_bridge", "Updating the window"))

    task.add_done_callback(finished)
    return task


def pending_tasks() -> frozenset[asyncio.Task[Any]]:
    return frozenset(_pending)


async def cancel_pending(timeout: float = 5.0) -> None:
    """Cancel every task started through `run_async` and wait (bounded) for them to end.

    Runs before the stores are closed so no query is left half way through a closed connection.
    """
    tasks = [t for t in _pending if not t.done()]
    for task in tasks:
        task.cancel()
    if tasks:
        await asyncio.wait(tasks, timeout=timeout)
