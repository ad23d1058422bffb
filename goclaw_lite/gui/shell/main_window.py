"""The main window: a sidebar of registered pages beside a stack showing the current one.

The window owns no application lifecycle: closing it (or Ctrl+Q) emits `closed`, and
whoever started the GUI decides to quit and close the stores. That keeps the window
usable in tests, where quitting the shared QApplication would end the session.

Window geometry and the last page are kept in `<data_dir>/gui.ini`, next to the data they
describe, so a test's temporary data directory never touches the user's settings.

Pages are built when first shown (a placeholder holds their place in the stack until then).
With `defer_pages=True` the window does not even import the page modules before its first
frame: the sidebar comes from the page list saved at the last start, and `load_pages()`
imports the current page's module and builds it after the window is on screen; the other
modules follow from the event loop. The first start loads them at once; a saved list that no
longer matches is rebuilt once they are all imported.

The window can also be shown before the store is open (`MainWindow(None, paths=...)`, what
the launcher does, so the first frame needs neither asyncio nor the store's imports): it
then shows its sidebar and "Opening…" until `attach(ctx)` hands it the opened store.
"""

from __future__ import annotations

import importlib
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.config import ensure_private_dir
from goclaw_lite.gui.qt import (
    USER_ROLE,
    QAction,
    QApplication,
    QByteArray,
    QCloseEvent,
    QCoreApplication,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QListWidgetItem,
    QMainWindow,
    QSettings,
    QSize,
    QStackedWidget,
    QTimer,
    QWidget,
    Signal,
    set_enum_property,
    themed_icon,
)
from goclaw_lite.gui.shell.appearance import DESKTOP_DARK_KEY, desktop_is_dark
from goclaw_lite.gui.shell.navigation import NavEntry, key_sequences, saved_entries, style_icon
from goclaw_lite.gui.shell.pages import (
    PageSpec,
    builtin_page_module,
    builtin_page_modules,
    builtin_page_spec,
    load_builtin_pages,
    registered_pages,
)
from goclaw_lite.gui.shell.sidebar import Sidebar
from goclaw_lite.gui.style.tokens import space
from goclaw_lite.gui.widgets.elided_label import ElidedLabel
from goclaw_lite.gui.widgets.gc_guard import freeze_startup
from goclaw_lite.gui.widgets.icons import page_icon

if TYPE_CHECKING:
    import asyncio

    from goclaw_lite.app.context import AppContext
    from goclaw_lite.config import Paths
    from goclaw_lite.gui.shell.search_keys import SearchKeys

log = logging.getLogger(__name__)

WINDOW_TITLE = "GoClaw Lite"
DEFAULT_SIZE = QSize(1000, 680)
MINIMUM_SIZE = QSize(760, 520)
SETTINGS_FILENAME = "gui.ini"
GEOMETRY_KEY = "window/geometry"
LAST_PAGE_KEY = "navigation/last_page"
COLLAPSED_KEY = "navigation/collapsed"
PAGE_LIST_KEY = "navigation/pages"
STATUS_MESSAGE_MS = 15000
RETRANSLATE_RETRY_MS = 500


def page_text(text: str) -> str:
    """A page's title or description (marked `QT_TRANSLATE_NOOP("pages", ...)`) in the installed language."""
    return QCoreApplication.translate("pages", text) if text else text


class _PagePlaceholder(QLabel):
    """Holds a page's place in the stack until the page is built."""

    def __init__(self, title: str) -> None:
        super().__init__()
        self.title = title
        set_enum_property(self, "alignment", "AlignCenter")  # no `Qt` enums before the first frame
        self.label()

    def label(self) -> None:
        self.setText(self.tr("Loading {page}…").format(page=page_text(self.title)))
        self.setAccessibleName(self.tr("{page} (loading)").format(page=page_text(self.title)))


def private_settings(path: Path) -> QSettings:
    """QSettings in `path`, a file only the owner can read like the data directory's other files
    (QSettings keeps the mode when it writes; one an earlier version left readable is fixed)."""
    try:
        ensure_private_dir(path.parent)
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
        os.chmod(path, 0o600)
    except OSError as exc:  # an unwritable data directory: the window opens, its layout is not kept
        log.warning("cannot prepare %s: %s", path, exc)
    return QSettings(str(path), QSettings.Format.IniFormat)


class MainWindow(QMainWindow):
    closed = Signal()
    """Emitted after the window closed and saved its state."""
    pageChanged = Signal(str)
    pageBuilt = Signal(str, object)
    """A page's widget was created (pages are built when first shown)."""

    def __init__(
        self,
        ctx: AppContext | None,
        parent: QWidget | None = None,
        *,
        paths: Paths | None = None,
        settings: QSettings | None = None,
        defer_pages: bool = False,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.hide_on_close: Callable[[], bool] | None = None
        """Asked when the window is closed: True hides it instead (the app keeps running in the tray)."""
        if ctx is not None:
            paths = ctx.paths
        if paths is None:
            raise ValueError("MainWindow needs the opened store's context or, before it is open, the paths.")
        self.paths = paths
        self.setObjectName("MainWindow")
        self.setWindowTitle(WINDOW_TITLE)
        self._carried: dict[str, object] = {}  # what rebuilt pages hand their new selves (`retranslate`)
        self._retranslate_pending = False
        self._shutdowns: set[asyncio.Future[None]] = set()  # rebuilt pages' `shutdown()` still running
        app_icon = QApplication.windowIcon()
        self.setWindowIcon(app_icon if not app_icon.isNull() else themed_icon("goclaw-lite", "SP_ComputerIcon"))
        self.setMinimumSize(MINIMUM_SIZE)
        self._settings = settings or private_settings(paths.data_dir / SETTINGS_FILENAME)
        self._specs: list[NavEntry] = []
        self._factories: dict[str, PageSpec] = {}
        self._pages: dict[str, QWidget] = {}

        saved = saved_entries(self._settings.value(PAGE_LIST_KEY)) if defer_pages or ctx is None else None
        if saved is None:
            self._take_specs()
        self.pages_loaded = saved is None and ctx is not None
        """True once pages are built on demand (the page modules imported and the store attached)."""
        self._previous_sink: Callable[[str], None] | None = None
        self._build_body(saved or [NavEntry.of(s) for s in self._factories.values()])
        self._build_actions()
        self._build_status_bar()
        if ctx is not None:
            self._take_error_sink()
        self.search_keys: SearchKeys | None = None
        if self.pages_loaded:
            self._watch_search_keys()
        self.restore_state()

    def attach(self, ctx: AppContext) -> None:
        """Hand a window shown before the store was open its context (once)."""
        if self.ctx is not None:
            raise RuntimeError("This window already has a store.")
        self.ctx = ctx
        self._show_store_status()
        self._take_error_sink()

    def _watch_search_keys(self) -> None:
        """Ctrl+F and Escape for the pages' search boxes (`shell.search_keys`), once there are pages.

        Not before the first frame: the first events an application-wide filter sees include
        Qt's private objects (the animation timer), and wrapping one for Python builds the
        type of every Qt class loaded so far, a third of the shell's own time to its first frame.
        """
        if self.search_keys is not None:
            return
        from goclaw_lite.gui.shell.search_keys import SearchKeys

        self.search_keys = SearchKeys(self, lambda: self._pages.get(self.current_page_key() or ""))
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.search_keys)

    def _take_error_sink(self) -> None:
        from goclaw_lite.gui.widgets import async_bridge  # imports asyncio: not needed for the first frame

        self._previous_sink = async_bridge.set_error_sink(self.show_error)

    # --- construction ------------------------------------------------------------------

    def _take_specs(self) -> None:
        load_builtin_pages()
        specs = registered_pages()
        self._factories = {spec.key: spec for spec in specs}
        entries = [NavEntry.of(spec) for spec in specs]
        self._settings.setValue(PAGE_LIST_KEY, json.dumps([e.__dict__ for e in entries]))

    def load_pages(self) -> None:
        """Build the current page (after the first frame) and draw it before returning, importing
        only its module when the sidebar was saved: the other page modules (the MCP client
        library, psycopg, the graph view: 0.4 s of the 1.28 s to a ready window) are imported
        after it, one per turn of the event loop, and then the saved sidebar is checked
        against them."""
        if self.pages_loaded:
            return
        if self.ctx is None:
            raise RuntimeError("Pages are built once the store is open (MainWindow.attach).")
        current = self.current_page_key()
        self.pages_loaded = True
        self._watch_search_keys()
        spec = builtin_page_spec(current) if current is not None and not self._factories else None
        if spec is not None:
            self._factories[spec.key] = spec
            self._on_row_changed(self.navigation.currentRow())
            self._draw_now()
            remaining = [name for name in builtin_page_modules() if name != builtin_page_module(spec.key)]
            QTimer.singleShot(0, self, lambda: self._import_later(remaining))
            return
        self._all_specs(current)
        self._draw_now()

    def _draw_now(self) -> None:
        """Lay out and paint the window now. Left to the event loop, the page waited behind
        what building it started: the Home page's local-server probe imports an HTTP client
        on this thread (0.1-0.5 s), and its first paint came after that."""
        QCoreApplication.sendPostedEvents()  # the new page's layout requests
        self.repaint()

    def _import_later(self, names: list[str]) -> None:
        """One page module now, the next on the next turn; the sidebar is checked after the last."""
        if self._factories.keys() >= set(self.page_keys()) and len(self._factories) > 1:
            return  # a click on another page loaded them all already
        if names:
            importlib.import_module(names.pop(0))
            QTimer.singleShot(0, self, lambda: self._import_later(names))
            return
        self._all_specs(self.current_page_key())

    def _all_specs(self, current: str | None) -> None:
        """Every page module imported; the sidebar rebuilt if the saved one differs."""
        freeze_startup()  # the modules and classes just loaded live as long as the process
        self._take_specs()
        if [NavEntry.of(s) for s in self._factories.values()] != self._specs:
            # A page was added or changed since the list was saved: rebuild the sidebar.
            self.navigation.blockSignals(True)
            self.navigation.clear()
            while self.stack.count():
                widget = self.stack.widget(0)
                assert widget is not None  # count() > 0
                self.stack.removeWidget(widget)
                widget.deleteLater()
            self._specs = []
            self.navigation.blockSignals(False)
            self._add_pages([NavEntry.of(s) for s in self._factories.values()])
            if not (current and self.show_page(current)) and self._specs:
                self.navigation.setCurrentRow(0)
        key = self.current_page_key()
        if key is not None:
            self._on_row_changed(self.navigation.currentRow())

    def _build_body(self, entries: list[NavEntry]) -> None:
        body = QWidget(self)
        layout = QHBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.sidebar = Sidebar(body)
        self.sidebar.set_collapsed(self._settings.value(COLLAPSED_KEY) in (True, "true"))
        self.sidebar.collapsedChanged.connect(lambda collapsed: self._settings.setValue(COLLAPSED_KEY, collapsed))
        self.navigation = self.sidebar.navigation
        self.navigation.setObjectName("navigation")
        self.navigation.setAccessibleName(self.tr("Navigation"))
        self.navigation.setAccessibleDescription(self.tr("Pages of GoClaw Lite; use the arrow keys to switch"))
        set_enum_property(self.navigation, "focusPolicy", "StrongFocus")
        self.navigation.setIconSize(QSize(22, 22))
        self.navigation.setUniformItemSizes(True)
        self.stack = QStackedWidget(body)
        self.stack.setObjectName("pages")
        self.stack.setAccessibleName(self.tr("Current page"))
        self.stack.setContentsMargins(0, space(0.5), 0, 0)
        layout.addWidget(self.sidebar)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(body)

        self._add_pages(entries)
        self.navigation.currentRowChanged.connect(self._on_row_changed)

    def _add_pages(self, entries: list[NavEntry]) -> None:
        for number, entry in enumerate(entries, start=1):
            self.stack.addWidget(_PagePlaceholder(entry.title))
            icon = page_icon(entry.key) or style_icon(entry.icon_name, entry.fallback_icon)
            item = QListWidgetItem(icon, page_text(entry.title))
            item.setData(USER_ROLE, entry.key)
            self.navigation.addItem(item)
            self._specs.append(entry)
            self._label_item(number)

    def _label_item(self, number: int) -> None:
        item, entry = self.navigation.item(number - 1), self._specs[number - 1]
        item.setText(page_text(entry.title))
        tip = page_text(entry.description or entry.title)
        item.setToolTip(f"{tip} (Ctrl+{number})" if number <= 9 else tip)

    def _build_actions(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu("")
        self.settings_action = QAction(
            themed_icon("preferences-system", "SP_FileDialogDetailedView"), "", self)
        self.settings_action.setShortcuts(key_sequences(QKeySequence.StandardKey.Preferences, "Ctrl+,"))
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(lambda: self.show_page("settings"))
        file_menu.addAction(self.settings_action)
        file_menu.addSeparator()
        self.quit_action = QAction(themed_icon("application-exit", "SP_DialogCloseButton"), "", self)
        self.quit_action.setShortcuts(key_sequences(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        file_menu.addAction(self.quit_action)

        self.view_menu = view_menu = self.menuBar().addMenu("")
        self.page_actions: list[QAction] = []
        for number, spec in enumerate(self._specs[:9], start=1):
            action = QAction(page_text(spec.title), self)
            action.setShortcuts([QKeySequence(f"Ctrl+{number}")])  # setShortcut() would build the `Qt` enums
            action.triggered.connect(lambda _checked=False, key=spec.key: self.show_page(key))
            view_menu.addAction(action)
            self.page_actions.append(action)

        self.help_menu = help_menu = self.menuBar().addMenu("")
        self.about_action = QAction("", self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self._show_about)
        help_menu.addAction(self.about_action)

        # Added to the window too, so the shortcuts work even where the menu bar is hidden.
        self.addActions([self.settings_action, self.quit_action, *self.page_actions])
        self._label_actions()

    def _label_actions(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        for action, spec in zip(self.page_actions, self._specs, strict=False):
            action.setText(page_text(spec.title))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About GoClaw Lite"))

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setObjectName("statusBar")
        bar.setAccessibleName(self.tr("Status"))
        self.store_label = ElidedLabel(self.tr("Store: opening…"))
        self.store_label.setObjectName("storeStatus")
        self.store_label.setAccessibleName(self.tr("Store"))
        self.key_label = ElidedLabel(self.tr("Key: …"))
        self.key_label.setObjectName("keyStatus")
        self.key_label.setAccessibleName(self.tr("Key source"))
        bar.addPermanentWidget(self.store_label, 3)
        bar.addPermanentWidget(self.key_label, 2)
        self.key_label.hide()
        self._show_store_status()

    def _show_store_status(self) -> None:
        if self.ctx is None:
            return
        # Named only when something is wrong (a read-only store, no key); else Settings says where they are.
        self.store_label.setText(self.tr("Store: {store}").format(store=self.ctx.stores.db.description))
        self.store_label.setVisible(self.ctx.read_only)
        from goclaw_lite.gui.i18n.key_words import KeyWords  # after the first frame

        info = self.ctx.key_info
        self.key_label.setText(self.tr("Key: {source}").format(source=KeyWords().source(info)))
        self.key_label.setVisible(info.kind is None)  # so there is no fingerprint to show

    def _show_about(self) -> None:
        """The version (goclaw_lite.__version__, which the package's metadata also reads) and data folder.

        Opened with `open()`, not `exec()`: a nested event loop under qasync would stall the
        app's tasks while the box is up.
        """
        from goclaw_lite import __version__
        from goclaw_lite.gui.qt import QMessageBox, Qt

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About GoClaw Lite"), "", QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("aboutBox")
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(self.tr("<b>GoClaw Lite</b> {version}<br>A local agent workbench.<br><br>Data: {folder}").format(
            version=__version__, folder=self.paths.data_dir))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.about_box = box
        box.open()

    # --- pages -------------------------------------------------------------------------

    def page_keys(self) -> list[str]:
        return [spec.key for spec in self._specs]

    def page(self, key: str) -> QWidget:
        """The page's widget, built now if it was not yet (KeyError for an unknown key)."""
        built = self._pages.get(key)
        if built is not None:
            return built
        if key not in self.page_keys():
            raise KeyError(key)
        self.load_pages()
        assert self.ctx is not None  # load_pages refuses without it
        if key not in self._factories:  # chosen before the other modules were imported
            self._all_specs(self.current_page_key())
            if key in self._pages:
                return self._pages[key]
        spec = self._factories[key]
        index = self.page_keys().index(key)
        widget = spec.factory(self.ctx)
        widget.setAccessibleName(page_text(spec.title))
        placeholder = self.stack.widget(index)
        assert placeholder is not None  # every page key has a widget in the stack
        showing = self.stack.currentIndex() == index
        self.stack.insertWidget(index, widget)
        self.stack.removeWidget(placeholder)
        placeholder.deleteLater()
        if showing:
            self.stack.setCurrentIndex(index)
        self._pages[key] = widget
        if key == "home" and hasattr(widget, "snapshotLoaded"):
            widget.snapshotLoaded.connect(self.sidebar.follow_home)
        carried = self._carried.pop(key, None)
        restore = getattr(widget, "restore_carried", None)
        if carried is not None and callable(restore):
            restore(carried)
        self.pageBuilt.emit(key, widget)
        return widget

    def built_page(self, key: str) -> QWidget | None:
        """The page's widget if it was built already, without building it."""
        return self._pages.get(key)

    def current_page_key(self) -> str | None:
        row = self.navigation.currentRow()
        return self._specs[row].key if 0 <= row < len(self._specs) else None

    def show_page(self, key: str) -> bool:
        """Switch to page `key`; False (and no change) if there is no such page."""
        keys = self.page_keys()
        if key not in keys:
            return False
        self.navigation.setCurrentRow(keys.index(key))
        return True

    def _on_row_changed(self, row: int) -> None:
        if not 0 <= row < len(self._specs):
            return
        key = self._specs[row].key
        if self.pages_loaded:
            self.page(key)
        self.stack.setCurrentIndex(row)
        if self._settings.value(LAST_PAGE_KEY) != key:
            # Only a change: restoring the saved page at launch rewrote gui.ini (two fdatasyncs)
            # before the first frame, time no CPU count shows and a busy disk stretches.
            self._settings.setValue(LAST_PAGE_KEY, key)
        self.pageChanged.emit(key)

    # --- language ----------------------------------------------------------------------

    def retranslate(self) -> bool:
        """Speak the newly installed language: sidebar, menus and status bar relabelled, built pages
        rebuilt (the current one now), each handing its state over through `carried_state()` /
        `restore_carried()` (Chat: its conversation and draft). While a page is not `is_idle()`
        (a reply being written) the switch waits, retried every half second; False then."""
        if any(not getattr(page, "is_idle", lambda: True)() for page in self._pages.values()):
            if not self._retranslate_pending:
                self._retranslate_pending = True
                QTimer.singleShot(RETRANSLATE_RETRY_MS, self, self._retry_retranslate)
            return False
        self._retranslate_pending = False
        for number in range(1, len(self._specs) + 1):
            self._label_item(number)
        self._label_actions()
        self.sidebar.label()
        self._show_store_status()
        current = self.current_page_key()
        for key in list(self._pages):
            self._drop_page(key)
        for index in range(self.stack.count()):
            if isinstance(placeholder := self.stack.widget(index), _PagePlaceholder):
                placeholder.label()
        if current is not None and self.pages_loaded:
            self.page(current)
        return True

    def _retry_retranslate(self) -> None:
        self._retranslate_pending = False
        self.retranslate()

    def _drop_page(self, key: str) -> None:
        """Put a placeholder where page `key` was; its state is carried, its work shut down."""
        widget = self._pages.pop(key)
        carry = getattr(widget, "carried_state", None)
        if callable(carry):
            self._carried[key] = carry()
        shutdown = getattr(widget, "shutdown", None)
        if callable(shutdown):
            import asyncio

            self._shutdowns.add(task := asyncio.ensure_future(shutdown()))
            task.add_done_callback(self._shutdowns.discard)
        index = self.stack.indexOf(widget)
        placeholder = _PagePlaceholder(self._specs[index].title)
        showing = self.stack.currentIndex() == index
        self.stack.insertWidget(index, placeholder)
        self.stack.removeWidget(widget)
        if showing:
            self.stack.setCurrentIndex(index)
        widget.hide()
        widget.deleteLater()

    # --- status ------------------------------------------------------------------------

    def show_error(self, message: str) -> None:
        self.statusBar().showMessage(message, STATUS_MESSAGE_MS)

    def show_message(self, message: str, timeout_ms: int = STATUS_MESSAGE_MS) -> None:
        self.statusBar().showMessage(message, timeout_ms)

    # --- persistence -------------------------------------------------------------------

    def save_state(self) -> None:
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        key = self.current_page_key()
        if key is not None:
            self._settings.setValue(LAST_PAGE_KEY, key)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # the next launch's first frame is painted in it
            self._settings.setValue(DESKTOP_DARK_KEY, desktop_is_dark(app))
        self._settings.sync()

    def restore_state(self) -> None:
        geometry = self._settings.value(GEOMETRY_KEY)
        if not (isinstance(geometry, QByteArray) and not geometry.isEmpty() and self.restoreGeometry(geometry)):
            self.resize(DEFAULT_SIZE)
        last = self._settings.value(LAST_PAGE_KEY)
        if not (isinstance(last, str) and self.show_page(last)) and self._specs:
            self.navigation.setCurrentRow(0)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt naming
        self.save_state()
        if self.hide_on_close is not None and self.hide_on_close():
            event.ignore()  # kept running in the tray (Settings): the tray's Show brings it back
            self.hide()
            return
        app = QApplication.instance()
        if app is not None and self.search_keys is not None:
            app.removeEventFilter(self.search_keys)
        if self.ctx is not None:
            from goclaw_lite.gui.widgets import async_bridge

            if async_bridge.error_sink() == self.show_error:
                async_bridge.set_error_sink(self._previous_sink)
        super().closeEvent(event)
        self.closed.emit()
