"""Name = value rows for a server's environment variables or HTTP headers.

Values are typed into password fields and never read back from the store: a stored value
shows as a masked placeholder, and a row left blank keeps it (the service fills it in), so
editing a server never needs its secrets on screen.
"""

from __future__ import annotations

from goclaw_lite.gui.mcp.words import MASK
from goclaw_lite.gui.qt import QGridLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget


class SecretRows(QWidget):
    def __init__(self, what: str, object_name: str, stored: tuple[str, ...] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self._what = what
        self._stored = set(stored)
        self._rows: list[tuple[QLineEdit, QLineEdit, QPushButton]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._grid = QGridLayout()
        self._grid.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._grid)
        bar = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add {what}").format(what=what))
        self.add_button.setObjectName(f"{object_name}Add")
        self.add_button.setAccessibleName(self.tr("Add {what}").format(what=what))
        self.add_button.clicked.connect(lambda: self.add_row())
        bar.addWidget(self.add_button)
        self.hint = QLabel(
            self.tr("Values are stored encrypted and shown masked; leave a stored one blank to keep it."))
        self.hint.setWordWrap(True)
        bar.addWidget(self.hint, 1)
        layout.addLayout(bar)
        for name in stored:
            self.add_row(name)

    def add_row(self, name: str = "", value: str = "") -> tuple[QLineEdit, QLineEdit]:
        index = len(self._rows)
        name_edit = QLineEdit(name)
        name_edit.setObjectName(f"{self.objectName()}Name{index}")
        name_edit.setAccessibleName(self.tr("{what} name").format(what=self._what))
        name_edit.setPlaceholderText(self.tr("NAME"))
        value_edit = QLineEdit(value)
        value_edit.setObjectName(f"{self.objectName()}Value{index}")
        value_edit.setAccessibleName(self.tr("Value of {what} {name}").format(what=self._what, name=name).rstrip())
        value_edit.setEchoMode(QLineEdit.EchoMode.Password)
        value_edit.setPlaceholderText(self.tr("{MASK} (stored; type to replace)").format(
            MASK=MASK) if name in self._stored else self.tr("value"))
        remove = QPushButton(self.tr("Remove"))
        remove.setObjectName(f"{self.objectName()}Remove{index}")
        remove.setAccessibleName(self.tr("Remove this {what}").format(what=self._what))
        row = (name_edit, value_edit, remove)
        remove.clicked.connect(lambda: self._remove(row))
        self._grid.addWidget(name_edit, index, 0)
        self._grid.addWidget(value_edit, index, 1)
        self._grid.addWidget(remove, index, 2)
        self._grid.setColumnStretch(1, 1)
        self._rows.append(row)
        return name_edit, value_edit

    def _remove(self, row: tuple[QLineEdit, QLineEdit, QPushButton]) -> None:
        if row in self._rows:
            self._rows.remove(row)
        for widget in row:
            widget.hide()
            widget.deleteLater()

    def rows(self) -> list[tuple[QLineEdit, QLineEdit]]:
        return [(name, value) for name, value, _ in self._rows]

    def values(self) -> dict[str, str | None]:
        """Name -> typed value; None for a stored value left blank (kept). Nameless rows are dropped."""
        result: dict[str, str | None] = {}
        for name_edit, value_edit, _ in self._rows:
            name = name_edit.text().strip()
            if not name:
                continue
            typed = value_edit.text()
            result[name] = None if not typed and name in self._stored else typed
        return result
