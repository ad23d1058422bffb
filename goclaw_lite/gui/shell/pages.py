"""The registry of pages shown in the main window's sidebar.

A feature adds itself by describing a page (`PageSpec`) and registering it; the main
window builds one widget per registered page, in `order`, and knows nothing else about
them. Built-in pages are found, not listed: every `goclaw_lite.gui.*_page` module and every
`goclaw_lite.gui.<feature>.page` module exposes a module-level `PAGE_SPEC`, and
`load_builtin_pages()` imports and registers them, so a feature's page is one new file and
there is no import-time side effect to undo in tests.

Orders in use (leave gaps): home 10, chat 20, kg 30, credentials 40, providers 50,
settings 90.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext
    from goclaw_lite.gui.qt import QLabel, QStyle, QTableWidget, QWidget

PageFactory = Callable[["AppContext"], "QWidget"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark a PAGE_SPEC's title and description for lupdate (`QT_TRANSLATE_NOOP("pages", "Chat")`);
    the sidebar translates them where it shows them (`main_window.page_text`)."""
    return text



def builtin_page_modules() -> tuple[str, ...]:
    """Module names of the built-in pages: each `gui/<feature>/page.py`."""
    import pkgutil

    package = importlib.import_module("goclaw_lite.gui")
    names: list[str] = []
    for info in pkgutil.iter_modules(package.__path__):
        if info.ispkg:
            sub = importlib.import_module(f"goclaw_lite.gui.{info.name}")
            if any(m.name == "page" for m in pkgutil.iter_modules(sub.__path__)):
                names.append(f"goclaw_lite.gui.{info.name}.page")
    return tuple(sorted(names))


@dataclass(frozen=True)
class PageSpec:
    """One sidebar entry.

    `icon_name` is a freedesktop icon-theme name; `fallback_icon` is the style icon used
    where no theme has it (Windows, macOS, offscreen), so no entry is ever blank (None: the
    file icon; not named here, since this module is imported before the first frame and
    naming a `QStyle` member builds all of its enums).
    """

    key: str
    title: str
    icon_name: str
    factory: PageFactory = field(compare=False)
    order: int = 100
    fallback_icon: QStyle.StandardPixmap | None = None
    description: str = ""

    def __post_init__(self) -> None:
        if not self.key or not self.key.replace("_", "").replace("-", "").isalnum():
            raise ValueError(f"page key must be a short identifier, not {self.key!r}")
        if not self.title:
            raise ValueError("page title must not be empty")


_registry: dict[str, PageSpec] = {}


def register_page(spec: PageSpec, *, replace: bool = False) -> None:
    """Add a page. A second page with the same key is an error unless `replace` is set."""
    if spec.key in _registry and not replace and _registry[spec.key] != spec:
        raise ValueError(f"a page with key {spec.key!r} is already registered")
    _registry[spec.key] = spec


def unregister_page(key: str) -> None:
    _registry.pop(key, None)


def registered_pages() -> list[PageSpec]:
    """Registered pages in sidebar order (by `order`, then key for a stable tie-break)."""
    return sorted(_registry.values(), key=lambda s: (s.order, s.key))


def page_spec(key: str) -> PageSpec | None:
    return _registry.get(key)


def builtin_page_module(key: str) -> str | None:
    """The module of the built-in page `key` by the naming rule of `builtin_page_modules`
    (`gui/KEY_page.py` or `gui/KEY/page.py`), found without importing any page."""
    import importlib.util

    for name in (f"goclaw_lite.gui.{key}_page", f"goclaw_lite.gui.{key}.page"):
        try:
            if importlib.util.find_spec(name) is not None:
                return name
        except ModuleNotFoundError:
            continue
    return None


def builtin_page_spec(key: str) -> PageSpec | None:
    """The built-in page `key`, registered, importing its module alone; None if there is none."""
    if key in _registry:
        return _registry[key]
    name = builtin_page_module(key)
    if name is None:
        return None
    spec: PageSpec = importlib.import_module(name).PAGE_SPEC
    if spec.key != key:
        return None
    register_page(spec)
    return spec


def load_builtin_pages() -> None:
    """Import the built-in page modules and register any of their pages not registered yet."""
    for name in builtin_page_modules():
        module = importlib.import_module(name)
        spec: PageSpec = module.PAGE_SPEC
        if spec.key not in _registry:
            register_page(spec)


# --- building blocks, so every page has the same header and value fields ------------------
# (Their Qt classes are imported when first called: the main window's first frame imports
# this module for the registry above and needs none of them.)


def page_header(title: str, subtitle: str = "") -> QWidget:
    """The page's title (the type scale's `title`) over a secondary subtitle (gui/style)."""
    from goclaw_lite.gui.qt import QCoreApplication, QLabel, QVBoxLayout, QWidget
    from goclaw_lite.gui.style import TextRole, text_role
    from goclaw_lite.gui.style.tokens import space

    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, space(1))
    layout.setSpacing(space(0.5))
    heading = QLabel(title)
    heading.setObjectName("pageTitle")
    text_role(heading, TextRole.TITLE)
    heading.setAccessibleName(QCoreApplication.translate("pages", "{title} page").format(title=title))
    layout.addWidget(heading)
    if subtitle:
        sub = QLabel(subtitle)
        sub.setObjectName("pageSubtitle")
        sub.setWordWrap(True)
        text_role(sub, TextRole.SECONDARY)
        layout.addWidget(sub)
    return box


def value_field(text: str, accessible_name: str) -> QLabel:
    """A read-only value as a label: selectable with the mouse and the keyboard (Tab reaches it,
    paths are copied more than read), elided in the middle with the whole text as its tooltip
    when the window is too narrow for it."""
    from goclaw_lite.gui.qt import Qt
    from goclaw_lite.gui.widgets.elided_label import ElidedLabel

    label = ElidedLabel(text, mode=Qt.TextElideMode.ElideMiddle, minimum_width=120)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    label.setAccessibleName(accessible_name)
    return label


def read_only_table(name: str, accessible_name: str, columns: tuple[str, ...], *, stretch: int = -1) -> QTableWidget:
    """A read-only table that selects whole rows: column `stretch` (default the last) takes the
    spare width, the others fit their contents. Tab leaves it (arrows move within it), so it is
    never a keyboard trap."""
    from goclaw_lite.gui.qt import QAbstractItemView, QHeaderView, QTableWidget

    table = QTableWidget(0, len(columns))
    table.setObjectName(name)
    table.setAccessibleName(accessible_name)
    table.setTabKeyNavigation(False)
    table.setHorizontalHeaderLabels(list(columns))
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.setWordWrap(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    header = table.horizontalHeader()
    stretch = stretch % len(columns)
    for column in range(len(columns)):
        mode = QHeaderView.ResizeMode.Stretch if column == stretch else QHeaderView.ResizeMode.ResizeToContents
        header.setSectionResizeMode(column, mode)
    return table
