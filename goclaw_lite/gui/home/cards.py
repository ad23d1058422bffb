"""The home page's building blocks: a "what to do next" card and a titled list of rows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QIcon,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QObject,
    QPushButton,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.style import TextRole, accent, text_role
from goclaw_lite.gui.style.cards import use_cards
from goclaw_lite.gui.style.tokens import space
from goclaw_lite.gui.widgets.icons import page_icon
from goclaw_lite.model.chat import Provider
from goclaw_lite.model.server_presets import CUSTOM, preset_for_address

if TYPE_CHECKING:
    from goclaw_lite.app.home import ServerCheck

DETAIL_ROLE = int(Qt.ItemDataRole.UserRole) + 1


class HomeWords(QObject):
    """The home page's sentences with counts: plurals go through a QObject's `tr`, the one call
    lupdate marks as numerus."""

    def models(self, count: int) -> str:
        return self.tr("%Ln model(s)", "", count)

    def check(self, check: ServerCheck) -> str:
        """A server check's detail: its model count, or why it does not answer."""
        if check.answers:
            return self.models(check.models)
        if check.case == "not_set_up":
            return self.tr("not set up")
        if check.case == "turned_off":
            return self.tr("turned off in Settings")
        if check.failure is not None and (said := error_text(check.failure)) != str(check.failure):
            return said.rstrip(".")  # the catalogue knows it: the window's language
        return check.detail

    def messages(self, count: int) -> str:
        return self.tr("%Ln message(s)", "", count)

    def server_words(self, server: Provider, said: str = "") -> str:
        preset = preset_for_address(server.api_base)
        kind = preset.label if preset is not CUSTOM and preset.label.casefold() != server.label.casefold() else ""
        where = server.api_base if server.api_base and server.api_base not in said else ""
        if kind and where:
            return self.tr("It is the {kind} server at {address}. ").format(kind=kind, address=where)
        if kind:
            return self.tr("It is the {kind} server. ").format(kind=kind)
        if where:
            return self.tr("It is the server at {address}. ").format(address=where)
        return ""

    def stored(self, counts: Mapping[str, int]) -> list[tuple[str, str, str]]:
        """What is stored, one (page key, caption, amount) per tile: ("kg", "Knowledge graph",
        "12 entities, 9 relations")."""
        return [
            ("agents", self.tr("Memory"), self.tr("%Ln summary(-ies)", "", counts.get("memories", 0))),
            ("kg", self.tr("Knowledge graph"), self.tr("{entities}, {relations}").format(
                entities=self.tr("%Ln entity(-ies)", "", counts.get("entities", 0)),
                relations=self.tr("%Ln relation(s)", "", counts.get("relations", 0)))),
            ("vault", self.tr("Vault"), self.tr("%Ln document(s)", "", counts.get("documents", 0))),
            ("credentials", self.tr("Credentials"), self.tr("%Ln tool(s)", "", counts.get("credentials", 0))),
        ]


def server_words(server: Provider, said: str = "") -> str:
    """"It is the Ollama server at http://127.0.0.1:11434/v1. " — what a card adds about a server:
    its kind and address, never the provider key it is stored under; nothing `said` already says
    (the kind when it is the server's name, the address when the error named it)."""
    return HomeWords().server_words(server, said)


class StatTile(QPushButton):
    """A tile of "what is stored": a caption over an amount, as a card; a click opens its page."""

    def __init__(self, key: str, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.setObjectName(f"homeStored_{key}")
        self.setProperty("tile", True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)  # a row of equal heights
        layout = QVBoxLayout(self)
        layout.setContentsMargins(space(2), space(1.5), space(2), space(1.5))
        layout.setSpacing(space(0.5))
        self.caption = text_role(QLabel(self), TextRole.SECONDARY)
        self.amount = text_role(QLabel(self), TextRole.SECTION)
        for label in (self.caption, self.amount):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            label.setWordWrap(True)
            layout.addWidget(label)
        self.set_words(caption, "")

    def set_words(self, caption: str, amount: str) -> None:
        self.caption.setText(caption)
        self.amount.setText(amount)
        self.setAccessibleName(f"{caption}: {amount}" if amount else caption)
        self.setToolTip(self.tr("Open {page}").format(page=caption))
        self.setMinimumHeight(self.layout().sizeHint().height())  # type: ignore[union-attr]

    def text_shown(self) -> str:
        return f"{self.caption.text()}: {self.amount.text()}"


class NextStepCard(QFrame):
    """A card with a suggestion: a title, a sentence, and the one (accent) button that does it."""

    def __init__(self, title: str, text: str, button: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        self.setAccessibleName(title)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(space(2), space(1.5), space(2), space(1.5))
        layout.setSpacing(space(2))
        words = QVBoxLayout()
        self.title = QLabel(title, self)
        text_role(self.title, TextRole.SECTION)
        self.title.setWordWrap(True)
        self.text = QLabel(text, self)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        words.addWidget(self.title)
        words.addWidget(self.text)
        layout.addLayout(words, 1)
        self.button = accent(QPushButton(button, self))
        self.button.setAccessibleName(self.tr("{action}: {title}").format(action=button.rstrip("…"), title=title))
        self.button.setAccessibleDescription(text)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)


class SectionList(QWidget):
    """A bold section title over a list of (key, title, detail) rows; Enter or a click opens one.

    The list is as tall as its rows (the page scrolls, not the list) and each row's full text is
    its tooltip, so a row elided at a narrow width can still be read.
    """

    activated = Signal(str)

    def __init__(self, title: str, name: str, parent: QWidget | None = None, *, icon: str = "") -> None:
        super().__init__(parent)
        self._icon = icon
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, space(1), 0, 0)
        layout.setSpacing(space(1))
        header = QHBoxLayout()
        self.title = QLabel(title, self)
        text_role(self.title, TextRole.SECTION)
        header.addWidget(self.title, 1)
        self._header = header
        layout.addLayout(header)
        self.list = QListWidget(self)
        self.list.setObjectName(name)
        self.list.setAccessibleName(title)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        use_cards(self.list, DETAIL_ROLE)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        layout.addWidget(self.list)
        self.empty = QLabel("", self)
        self.empty.setWordWrap(True)
        text_role(self.empty, "secondary")
        layout.addWidget(self.empty)

    def add_header_button(self, button: QPushButton) -> None:
        self._header.addWidget(button)

    def set_rows(self, rows: Sequence[tuple[str, str, str]], *, empty: str) -> None:
        self.list.clear()
        icon = (page_icon(self._icon) if self._icon else None) or QIcon()
        for key, title, detail in rows:
            item = QListWidgetItem(icon, title)
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setData(DETAIL_ROLE, detail)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{title}: {detail}" if detail else title)
            item.setToolTip(f"{title}\n{detail}" if detail else title)
            self.list.addItem(item)
        self.list.setVisible(bool(rows))
        self.empty.setText(empty)
        self.empty.setVisible(not rows)
        row_height = self.list.sizeHintForRow(0) + 2 * self.list.spacing() if rows else 0
        self.list.setFixedHeight(row_height * len(rows) + 2 * self.list.frameWidth() + 2)

    def keys(self) -> list[str]:
        return [str(self.list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.list.count())]

    def texts(self) -> list[str]:
        """Each row as "title\ndetail" (what its tooltip shows)."""
        return [self.list.item(i).toolTip() for i in range(self.list.count())]

    def _activated(self, item: QListWidgetItem) -> None:
        self.activated.emit(str(item.data(Qt.ItemDataRole.UserRole)))
