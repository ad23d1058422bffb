"""Credential variable rows: name, masked value, hold-to-reveal, remove.

A stored value is never loaded into the dialog. Its field stays empty, with the masked
preview (``ghp_…ab12``) as placeholder; holding the eye button fetches the value through
the `Revealer` and shows it until the button is let go (mouse or Space), focus leaves,
or the dialog closes, and then the field is emptied again with its undo history, so
nothing of it remains in the widget. Typing into a stored row replaces the value on Save.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from goclaw_lite.app.credentials import validate_env_name
from goclaw_lite.errors import ValidationError
from goclaw_lite.gui.credentials.icons import eye_icon
from goclaw_lite.gui.qt import (
    QEvent,
    QFocusEvent,
    QHBoxLayout,
    QHideEvent,
    QLabel,
    QLineEdit,
    QPalette,
    QPushButton,
    QRegularExpression,
    QRegularExpressionValidator,
    QSize,
    QStyle,
    Qt,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import value_field
from goclaw_lite.gui.style import text_role
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.model.secure_cli import MaskedVariable, SecretEnv

Revealer = Callable[[str], Coroutine[Any, Any, str]]
"""Given a variable name, the stored value (the dialog binds it to the tool)."""

NAME_PATTERN = r"[A-Za-z_][A-Za-z0-9_]{0,127}"
MAX_NAME_WIDTH = 260


class DraftError(ValidationError):
    """Bad input in the dialog; `widget` is where the cursor goes so it can be fixed."""

    def __init__(self, message: str, widget: QWidget | None = None) -> None:
        super().__init__(message)
        self.widget = widget


class HoldToRevealButton(QToolButton):
    """Shows a value while held down; hides it on release, focus loss or when hidden."""

    revealRequested = Signal()
    hideRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoRaise(True)
        self.setIconSize(QSize(18, 18))
        self.setToolTip(self.tr("Hold to show the value; it is hidden again when you let go"))
        self._refresh_icon()
        self.pressed.connect(self.revealRequested)
        self.released.connect(self.hideRequested)

    def _refresh_icon(self) -> None:
        self.setIcon(eye_icon(self.palette().color(QPalette.ColorRole.ButtonText)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt naming
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._refresh_icon()
        super().changeEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        was_down = self.isDown()
        super().focusOutEvent(event)
        if was_down:
            self.setDown(False)
        self.hideRequested.emit()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        self.setDown(False)
        self.hideRequested.emit()
        super().hideEvent(event)


class VariableRow(QWidget):
    """One variable. `stored`: it exists in the database (its value is not loaded)."""

    removeRequested = Signal(object)
    changed = Signal()

    def __init__(
        self,
        revealer: Revealer | None,
        *,
        name: str = "",
        preview: str = "",
        stored: bool = False,
        as_file: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.stored = stored
        self._revealer = revealer
        self._showing_stored = False
        self._reveal_seq = 0

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.name_edit = QLineEdit(name)
        self.name_edit.setObjectName("variableName")
        self.name_edit.setPlaceholderText("VARIABLE_NAME")
        self.name_edit.setValidator(QRegularExpressionValidator(QRegularExpression(NAME_PATTERN), self.name_edit))
        # A stored name cannot change: it is shown as a selectable label, and the (hidden) edit
        # only keeps the name so every reader asks one place.
        self.name_field: QWidget = self.name_edit
        if stored:
            self.name_field = value_field(name, self.tr("Name of {name}").format(name=name))
            self.name_field.setObjectName("storedVariableName")
            self.name_edit.setParent(self)
            self.name_edit.hide()
        self.value_edit = QLineEdit()
        self.value_edit.setObjectName("variableValue")
        self.value_edit.setEchoMode(QLineEdit.EchoMode.Password)
        hint = self.tr("{preview}  (stored)").format(
            preview=preview) if stored else self.tr("value, at least 6 characters")
        if as_file:
            hint += self.tr(" · file")
        self.value_edit.setPlaceholderText(hint)
        if stored:
            self.value_edit.setToolTip(
                self.tr(
                    "The stored value, masked. Type a new value to replace it on Save; hold the eye button to see it.")
                + (self.tr(" The tool gets it as a file.") if as_file else "")
            )
        self.value_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance("M" * 12))
        self.reveal_button = HoldToRevealButton(self)
        self.reveal_button.setObjectName("revealButton")
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("removeVariable")
        self.remove_button.setIcon(standard_icon(QStyle.StandardPixmap.SP_DialogDiscardButton))
        self.remove_button.setAutoRaise(True)
        self.remove_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.remove_button.setToolTip(self.tr("Remove this variable (on Save)"))
        layout.addWidget(self.name_field)
        layout.addWidget(self.value_edit, 1)
        layout.addWidget(self.reveal_button)
        layout.addWidget(self.remove_button)
        self._name_accessibility()

        self.name_edit.textChanged.connect(self._name_accessibility)
        self.name_edit.textChanged.connect(self.changed)
        self.value_edit.textEdited.connect(self.changed)
        self.reveal_button.revealRequested.connect(self.reveal)
        self.reveal_button.hideRequested.connect(self.conceal)
        self.remove_button.clicked.connect(lambda: self.removeRequested.emit(self))

    def _name_accessibility(self) -> None:
        label = self.name() or self.tr("new variable")
        self.name_edit.setAccessibleName(self.tr("Name of {label}").format(
            label=label) if self.name() else self.tr("Variable name"))
        self.value_edit.setAccessibleName(self.tr("Value of {label}").format(label=label))
        self.reveal_button.setAccessibleName(self.tr("Hold to show the value of {label}").format(label=label))
        self.remove_button.setAccessibleName(self.tr("Remove {label}").format(label=label))

    def name(self) -> str:
        return self.name_edit.text().strip()

    def name_width(self) -> int:
        """Width the name field needs to show its whole name (stored names cannot be edited)."""
        margins = 18
        return self.name_edit.fontMetrics().horizontalAdvance(self.name() or "VARIABLE_NAME") + margins

    def new_value(self) -> str:
        """What the user typed (empty: keep the stored value). Never the revealed one."""
        return "" if self._showing_stored else self.value_edit.text()

    @property
    def revealed(self) -> bool:
        return self.value_edit.echoMode() == QLineEdit.EchoMode.Normal

    def focus_order(self) -> list[QWidget]:
        return [self.name_field, self.value_edit, self.reveal_button, self.remove_button]

    # --- reveal ------------------------------------------------------------------------

    def reveal(self) -> None:
        if self.value_edit.text() and not self._showing_stored:
            self.value_edit.setEchoMode(QLineEdit.EchoMode.Normal)  # what was typed here
            return
        if not self.stored or self._revealer is None:
            return
        self._reveal_seq += 1
        seq = self._reveal_seq
        run_async(
            self._revealer(self.name()),
            on_done=lambda value: self._show_stored(seq, value),
            on_error=lambda exc: report_error(exc, owner=self, what=self.tr("Showing the value")),
            owner=self,
            what=self.tr("Showing the value"),
        )

    def _show_stored(self, seq: int, value: str) -> None:
        # Let go (or pressed again) before the value arrived: it is dropped unseen.
        if seq != self._reveal_seq or not self.reveal_button.isDown():
            return
        self._showing_stored = True
        self.value_edit.setReadOnly(True)
        self.value_edit.setText(value)  # setText also clears the undo history
        self.value_edit.setEchoMode(QLineEdit.EchoMode.Normal)

    def conceal(self) -> None:
        self._reveal_seq += 1
        self.value_edit.setEchoMode(QLineEdit.EchoMode.Password)
        if self._showing_stored:
            self._showing_stored = False
            self.value_edit.setText("")  # setText also drops the undo history
            self.value_edit.setReadOnly(False)


class VariablesEditor(QWidget):
    """The list of variable rows with an "Add variable" button."""

    changed = Signal()
    rowsChanged = Signal()
    """A row was added or removed (the dialog re-links its tab order)."""

    def __init__(self, revealer: Revealer | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._revealer = revealer
        self.rows: list[VariableRow] = []
        self.removed: set[str] = set()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self._rows_box = QVBoxLayout()
        self._rows_box.setSpacing(6)
        layout.addLayout(self._rows_box)
        self.empty_label = QLabel(self.tr("No variables. Add the ones the tool reads, e.g. GH_TOKEN."))
        self.empty_label.setObjectName("variablesEmpty")
        text_role(self.empty_label, "secondary")
        layout.addWidget(self.empty_label)
        bar = QHBoxLayout()
        self.add_button = QPushButton(self.tr("+  Add va&riable"))
        self.add_button.setObjectName("addVariable")
        self.add_button.setAccessibleName(self.tr("Add variable"))
        self.add_button.setToolTip(self.tr("Add a variable the tool reads its credential from"))
        self.add_button.clicked.connect(lambda: self.add_row(focus=True))
        bar.addWidget(self.add_button)
        bar.addStretch(1)
        layout.addLayout(bar)
        self._update_empty()

    def load(self, stored: Sequence[MaskedVariable], file_names: Sequence[str] = ()) -> None:
        for variable in stored:
            self.add_row(variable.name, preview=variable.preview, stored=True, as_file=variable.name in file_names)

    def add_row(
        self, name: str = "", *, preview: str = "", stored: bool = False, as_file: bool = False, focus: bool = False
    ) -> VariableRow:
        row = VariableRow(self._revealer, name=name, preview=preview, stored=stored, as_file=as_file, parent=self)
        row.removeRequested.connect(self._remove)
        row.changed.connect(self.changed)
        self.rows.append(row)
        self._rows_box.addWidget(row)
        self._align_names()
        self._update_empty()
        self.rowsChanged.emit()
        self.changed.emit()
        if focus:
            row.name_field.setFocus(Qt.FocusReason.TabFocusReason)
        return row

    def _remove(self, row: VariableRow) -> None:
        row.conceal()
        if row.stored:
            self.removed.add(row.name())
        self.rows.remove(row)
        self._rows_box.removeWidget(row)
        row.hide()
        row.deleteLater()
        self._align_names()
        self._update_empty()
        self.rowsChanged.emit()
        self.changed.emit()
        self.add_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _align_names(self) -> None:
        """One name width for every row, so the value fields line up."""
        minimum = self.fontMetrics().horizontalAdvance("VARIABLE_NAME") + 18
        width = min(max([minimum, *(r.name_width() for r in self.rows if r.stored)]), MAX_NAME_WIDTH)
        for row in self.rows:
            row.name_field.setFixedWidth(width)

    def _update_empty(self) -> None:
        self.empty_label.setVisible(not self.rows)

    def row(self, name: str) -> VariableRow:
        return next(r for r in self.rows if r.name() == name)

    def conceal_all(self) -> None:
        for row in self.rows:
            row.conceal()

    def focus_order(self) -> list[QWidget]:
        return [w for row in self.rows for w in row.focus_order()] + [self.add_button]

    def collect(self) -> tuple[SecretEnv, tuple[str, ...]]:
        """New values to set and stored names to remove; refuses bad or missing input."""
        values: dict[str, str] = {}
        seen: set[str] = set()
        for row in self.rows:
            name, value = row.name(), row.new_value()
            if not name and not value and not row.stored:
                continue  # an untouched empty row
            if not name:
                raise DraftError(self.tr("Give the variable a name, or remove the row."), row.name_field)
            try:
                validate_env_name(name)
            except ValidationError as exc:
                raise DraftError(str(exc), row.name_field) from None
            if name in seen:
                raise DraftError(self.tr("{name} is listed twice.").format(name=name), row.name_field)
            seen.add(name)
            if value:
                values[name] = value
            elif not row.stored:
                raise DraftError(self.tr("Type a value for {name}, or remove the row.").format(
                    name=name), row.value_edit)
        unset = tuple(sorted(n for n in self.removed if n not in seen))
        return SecretEnv.of(values), unset
