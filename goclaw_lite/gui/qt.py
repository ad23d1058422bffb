"""The one module in GoClaw Lite that imports PySide6.

Every gui module takes its Qt names from here, so a binding change, a version workaround
or a missing class is fixed in one place. Names are resolved when first imported (see
`__getattr__`), which keeps the window's first frame quick. qasync comes from here too,
after PySide6, so it binds to PySide6 rather than whatever else might be installed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:  # resolved on first use by `__getattr__` below; listed for type checkers
    from PySide6.QtCore import (
        QByteArray,
        QCoreApplication,
        QEvent,
        QSettings,
        QSize,
        Qt,
        QTimer,
        QUrl,
        Slot,
    )
    from PySide6.QtGui import (
        QAction,
        QCloseEvent,
        QColor,
        QDesktopServices,
        QFont,
        QGuiApplication,
        QImage,
        QKeySequence,
        QPainter,
        QPaintEvent,
        QPalette,
    )
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QCheckBox,
        QDialog,
        QDialogButtonBox,
        QFormLayout,
        QGroupBox,
        QHBoxLayout,
        QHeaderView,
        QLabel,
        QLayout,
        QLineEdit,
        QListWidget,
        QListWidgetItem,
        QMainWindow,
        QMessageBox,
        QPushButton,
        QStackedWidget,
        QStyle,
        QStyleFactory,
        QTableWidget,
        QTableWidgetItem,
        QVBoxLayout,
        QWidget,
    )
    from qasync import QEventLoop

from shiboken6 import isValid as _shiboken_is_valid  # noqa: N813 - shiboken's name

# --- PySide6 6.12.0 (abi3 wheel) on CPython 3.11 loses references to None, True and False:
# every wrapped method that returns nothing hands back None without a reference, and
# SignalInstance.emit()/disconnect() do the same with True/False. Each call takes one
# reference from the singleton; None starts with a few thousand, so after a few thousand Qt
# calls (10,000 QLabel.setText, or a few hundred aiosqlite queries through qasync's
# call_soon_threadsafe) CPython aborts with "Fatal Python error: none_dealloc" or
# "bool_dealloc". CPython 3.12 made these singletons immortal, which the wheel apparently
# assumes; we do the same on older CPythons, and only when the loss is measured here.
# The three objects are never freed anyway, so a huge count changes nothing else.

_PROBE_CALLS = 32
_IMMORTAL_REFS = 1 << 40


class _Probe(QObject):
    ping = Signal()


def _loses_references(objects: tuple[object, ...], call: Callable[[], object]) -> bool:
    before = sum(sys.getrefcount(o) for o in objects)
    for _ in range(_PROBE_CALLS):
        call()
    return before - sum(sys.getrefcount(o) for o in objects) >= _PROBE_CALLS


def _make_immortal(obj: object) -> bool:
    """Raise the reference count of a never-freed singleton out of reach (CPython < 3.12)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    import ctypes  # only where the loss was measured: it costs the first frame a few ms

    cell = ctypes.c_ssize_t.from_address(id(obj))
    if cell.value != sys.getrefcount(obj) - 1:  # not the layout we expect: leave it alone
        return False
    cell.value += _IMMORTAL_REFS
    return True


def _work_around_lost_references() -> tuple[str, ...]:
    probe = _Probe()
    lost_none = _loses_references((None,), lambda: probe.setObjectName("probe"))
    lost_bool = _loses_references((True, False), probe.ping.emit)
    probe.deleteLater()
    if not (lost_none or lost_bool):
        return ()
    return tuple(repr(o) for o in (None, True, False) if sys.getrefcount(o) < _IMMORTAL_REFS and _make_immortal(o))


IMMORTALIZED: tuple[str, ...] = _work_around_lost_references()
"""Singletons made immortal because this PySide6 loses references to them (empty if none)."""

# --- PySide6 reads the source of every module imported after it: its `__feature__` support
# (`shibokensupport.feature`) asks of each new module whether its text says "PySide6", through
# `inspect.getsource`, to give modules that use Qt their own feature selection. A launch
# imports ~80 modules before its first frame and ~500 before its page is ready (14 and 80 ms
# at load ~8, most of it the standard library's). Two answers are known without reading:
# the standard library never uses PySide6, and in GoClaw Lite only `gui` does (the qt-in-gui
# import contract). Every other module is still read. (No module here selects a feature.)


def _known_to_use_pyside(name: str) -> bool | None:
    """Whether module `name` uses PySide6, where that is known without its source."""
    top = name.partition(".")[0]
    if top == "goclaw_lite":
        return name == "goclaw_lite.gui" or name.startswith("goclaw_lite.gui.")
    if top in sys.stdlib_module_names:
        return False
    return None


def _answer_known_modules() -> bool:
    feature = sys.modules.get("shibokensupport.feature")
    read_source = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(read_source) or getattr(read_source, "goclaw_known", False):
        return False

    def uses_pyside(module: object) -> bool:
        known = _known_to_use_pyside(str(getattr(module, "__name__", "")))
        return bool(read_source(module)) if known is None else known

    uses_pyside.goclaw_known = True  # type: ignore[attr-defined]
    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 - a private name of PySide6
    return True


SOURCE_SCAN_SHORTENED = _answer_known_modules()
"""False if this PySide6 has no such scan (or names it differently): nothing was changed."""


# --- The `Qt` namespace's ~93 enum types are built together, through Python's `enum`, the first
# time Python touches any of them (~118 M instructions, a fifth of a bare window's whole
# start). The window's first frame sets its few enum values without them: by the property's
# name, which Qt converts from the keys' names itself, and a role or alignment as the int the
# C++ signature takes.

USER_ROLE: int = 0x0100
"""`Qt.ItemDataRole.UserRole` as the int `QListWidgetItem.setData`/`data` take."""
ALIGN_CENTER: int = 0x0084
"""`Qt.AlignmentFlag.AlignCenter` as the int `QPainter.drawText` takes."""


def set_enum_property(obj: QObject, name: str, keys: str) -> None:
    """Set the Qt property `name` (an enum or flags) to `keys` by name ("AlignLeft|AlignVCenter"):
    the same setter, without building the `Qt` namespace's enums in Python."""
    if not obj.setProperty(name, keys):
        raise ValueError(f"{type(obj).__name__} has no enum property {name!r} taking {keys!r}")


def is_alive(obj: QObject | None) -> bool:
    """False once the C++ side of a Qt object is gone (a late async result must skip it)."""
    return obj is not None and bool(_shiboken_is_valid(obj))


def standard_icon(pixmap: QStyle.StandardPixmap) -> QIcon:
    """The app's own glyph for this style icon (gui/widgets/icons.py), else the style's."""
    from goclaw_lite.gui.widgets.icons import standard_glyph_icon

    glyph = standard_glyph_icon(pixmap)
    if glyph is not None:
        return glyph
    style = QApplication.style()
    return style.standardIcon(pixmap) if style is not None else QIcon()


def themed_icon(name: str, fallback: QStyle.StandardPixmap | str = "SP_FileIcon") -> QIcon:
    """The app's own glyph for a freedesktop icon name, else the desktop theme's, else a style
    icon, so every page uses one icon set and nothing renders blank.

    `fallback` may name the style icon (`"SP_ComputerIcon"`): the window's shell passes names,
    since touching `QStyle` in Python builds its enums (a tenth of a bare window's start) and
    the glyph is found first anyway.
    """
    from goclaw_lite.gui.widgets.icons import theme_glyph_icon

    glyph = theme_glyph_icon(name)
    if glyph is not None:
        return glyph
    if name and QIcon.hasThemeIcon(name):
        icon = QIcon.fromTheme(name)
        if not icon.isNull():
            return icon
    if isinstance(fallback, str):
        from PySide6.QtWidgets import QStyle

        fallback = QStyle.StandardPixmap[fallback]
    return standard_icon(fallback)


_FALLBACK_MODULES = ("QtWidgets", "QtGui", "QtCore", "QtSvg", "QtSvgWidgets", "QtNetwork", "QtTest")


def __getattr__(name: str) -> object:
    """Every other Qt name, resolved on first use (PEP 562).

    PySide6 builds a class's Python type when it is first touched (about half a millisecond
    each), so importing every name here up front cost the window's first frame tens of
    milliseconds for classes only later pages use. `from goclaw_lite.gui.qt import QTreeView`
    looks the name up in the Qt modules in order and caches it. qasync is resolved the same
    way, after the reference fix above, so it binds to PySide6 and asyncio is imported only
    when the event loop is made.
    """
    if name.startswith("__"):
        # Python's own probes (`__path__` on every `from ... import`, `__wrapped__`): never a Qt
        # name, and looking one up in every Qt module imported QtNetwork, QtSvg and QtTest and
        # built hundreds of their enum types before the first frame.
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    if name == "QEventLoop":
        from qasync import QEventLoop

        globals()[name] = QEventLoop
        return QEventLoop
    for module_name in _FALLBACK_MODULES:
        try:
            module = importlib.import_module(f"PySide6.{module_name}")
        except ImportError:
            continue
        if hasattr(module, name):
            value = getattr(module, name)
            globals()[name] = value
            return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ALIGN_CENTER",
    "IMMORTALIZED",
    "QAbstractButton",
    "QAbstractItemView",
    "QAction",
    "QApplication",
    "QByteArray",
    "QCheckBox",
    "QCloseEvent",
    "QColor",
    "QCoreApplication",
    "QDesktopServices",
    "QDialog",
    "QDialogButtonBox",
    "QEvent",
    "QEventLoop",
    "QFont",
    "QFormLayout",
    "QGroupBox",
    "QGuiApplication",
    "QHBoxLayout",
    "QHeaderView",
    "QIcon",
    "QImage",
    "QKeySequence",
    "QLabel",
    "QLayout",
    "QLineEdit",
    "QListWidget",
    "QListWidgetItem",
    "QMainWindow",
    "QMessageBox",
    "QObject",
    "QPainter",
    "QPaintEvent",
    "QPalette",
    "QPushButton",
    "QSettings",
    "QSize",
    "QStackedWidget",
    "QStyle",
    "QStyleFactory",
    "QTableWidget",
    "QTableWidgetItem",
    "QTimer",
    "QUrl",
    "QVBoxLayout",
    "QWidget",
    "Qt",
    "Signal",
    "Slot",
    "USER_ROLE",
    "is_alive",
    "set_enum_property",
    "standard_icon",
    "themed_icon",
]
