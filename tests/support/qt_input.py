"""Input to Qt widgets only once they can take it, the way a user's would land.

Under load, a test that clicks the moment some flag turns true can click a widget whose layout
has not run yet (a button with an empty rectangle ignores the click), whose window is not
exposed, or type into a window that is not active yet (the keys go to another window). Each
helper here first lets Qt run what is already queued (layout requests, deferred show events),
then polls until the widget is in the state a user would see, with deadlines long enough for a
busy 2-core machine, and only then acts. A failed wait says which part was not ready.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pytestqt.exceptions import TimeoutError as QtWaitTimeout
from pytestqt.qtbot import QtBot

from goclaw_lite.gui.qt import QApplication, QPoint, Qt, QTimer, QWidget
from tests.support.waiting import PATIENCE_S

PATIENCE_MS = int(PATIENCE_S * 1000)


def _wait_until(qtbot: Any, condition: Any, timeout: int) -> None:
    """qtbot.waitUntil with `timeout` as the final deadline (not scaled again by PatientQtBot)."""
    QtBot.waitUntil(qtbot, condition, timeout=timeout)


def drain_events(qtbot: Any, rounds: int = 2) -> None:
    """Return once everything queued before the call (posted events, zero-delay timers) has run.

    Each round queues a marker behind what is pending and waits for it; a second round also
    covers what the first round's events queued in turn (a layout request posted by a show).
    """
    for _ in range(rounds):
        reached: list[bool] = []
        QTimer.singleShot(0, lambda reached=reached: reached.append(True))
        _wait_until(qtbot, lambda reached=reached: bool(reached), PATIENCE_MS)


def wait_idle(qtbot: Any, timeout: int = PATIENCE_MS) -> None:
    """Until no task started through `run_async` is running and the events they queued have run.

    Use it where a test would otherwise pause "long enough" to check that something did NOT
    happen: once the app has no work in flight and nothing queued, it cannot happen any more.
    """
    from goclaw_lite.gui.widgets import async_bridge

    drain_events(qtbot)  # so a load that a show or a zero-delay timer starts is already counted
    _wait_until(qtbot, lambda: all(task.done() for task in async_bridge.pending_tasks()), timeout)
    drain_events(qtbot)


def _not_ready(widget: QWidget) -> str:
    """What keeps a user from clicking `widget` now ('' when nothing does)."""
    window = widget.window()
    handle = window.windowHandle()
    if handle is None or not handle.isExposed():
        return f"its window {window.objectName() or type(window).__name__} is not exposed"
    if not widget.isVisible():
        return "it is hidden"
    if not widget.isEnabled():
        return "it is disabled"
    modal = QApplication.activeModalWidget()
    if modal is not None and modal is not window and not modal.isAncestorOf(widget):
        return f"the modal window {modal.windowTitle()!r} blocks it"
    if widget.rect().isEmpty():
        return f"it has no area yet ({widget.width()}x{widget.height()}: not laid out)"
    return ""


def wait_ready(qtbot: Any, widget: QWidget, timeout: int = PATIENCE_MS) -> None:
    """Until `widget` would take a click: in an exposed window, visible, enabled, laid out."""
    drain_events(qtbot)
    try:
        _wait_until(qtbot, lambda: not _not_ready(widget), timeout)
    except QtWaitTimeout as exc:
        name = widget.objectName() or widget.accessibleName() or type(widget).__name__
        raise AssertionError(f"{name} never became clickable: {_not_ready(widget)}") from exc


def click(
    qtbot: Any,
    widget: QWidget,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
    *,
    pos: QPoint | Callable[[], QPoint] | None = None,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    timeout: int = PATIENCE_MS,
) -> None:
    """Click `widget` (at `pos`, else its centre) once it is ready for a user's click.

    Give `pos` as a function where it depends on layout (an item's rectangle in a view): it is
    read after the wait, when the layout the user would see is in place.
    """
    wait_ready(qtbot, widget, timeout)
    if pos is None:
        qtbot.mouseClick(widget, button, modifier)
    else:
        qtbot.mouseClick(widget, button, modifier, pos() if callable(pos) else pos)


def activate(qtbot: Any, window: QWidget, focus: QWidget | None = None, timeout: int = PATIENCE_MS) -> None:
    """Make `window` the active window (and give `focus` the keyboard focus) before typing into it."""
    window.raise_()
    window.activateWindow()
    _wait_until(qtbot, window.isActiveWindow, timeout)
    if focus is not None:
        focus.setFocus(Qt.FocusReason.OtherFocusReason)
        _wait_until(qtbot, focus.hasFocus, timeout)


def press_key(
    qtbot: Any,
    window: QWidget,
    key: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    timeout: int = PATIENCE_MS,
) -> None:
    """Press `key` where the keyboard focus is, once `window` is active and holds the focus."""
    _wait_until(qtbot, lambda: window.isActiveWindow() and _focus_inside(window), timeout)
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key, modifier)


def _focus_inside(window: QWidget) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and (focus is window or window.isAncestorOf(focus))


PATIENCE_SCALE = 4
"""Every qtbot wait deadline a test names is multiplied by this (see `patient_qtbot`)."""


def _scaled(name: str) -> Any:
    original = getattr(QtBot, name)

    def wait(self: QtBot, *args: Any, timeout: int | None = 5000, **kwargs: Any) -> Any:
        return original(self, *args, timeout=timeout * PATIENCE_SCALE if timeout else timeout, **kwargs)

    wait.__name__ = wait.__qualname__ = name
    wait.__doc__ = original.__doc__
    return wait


class PatientQtBot(QtBot):
    """pytest-qt's QtBot whose waits allow `PATIENCE_SCALE` times the deadline the test names.

    Tests name deadlines tuned on an idle machine (3-10 s); on a busy 2-core machine the same
    wait can take several times longer. A poll ends as soon as its condition holds, so only a
    failing wait gets slower. `qtbot.wait(ms)` (a fixed pause) is left as it is.
    """

    waitUntil = _scaled("waitUntil")  # noqa: N815 (pytest-qt's names)
    waitSignal = _scaled("waitSignal")  # noqa: N815 (pytest-qt's names)
    waitSignals = _scaled("waitSignals")  # noqa: N815 (pytest-qt's names)
    waitExposed = _scaled("waitExposed")  # noqa: N815 (pytest-qt's names)
    waitActive = _scaled("waitActive")  # noqa: N815 (pytest-qt's names)
    waitCallback = _scaled("waitCallback")  # noqa: N815 (pytest-qt's names)
