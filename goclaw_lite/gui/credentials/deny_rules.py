"""Deny patterns with a live "would this be denied?" tester.

The tester checks the rules as they stand in the dialog, saved or not, with the same
`DenyRules` the runner applies, so what it says is what a run would get.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from goclaw_lite.app.credentials import Verdict, current_verbose_patterns, deny_verdict, verbose_patterns_for
from goclaw_lite.gui.credentials.icons import dot_icon
from goclaw_lite.gui.credentials.words import DenyWords
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QCheckBox,
    QColor,
    QEvent,
    QFont,
    QFontDatabase,
    QHBoxLayout,
    QKeyEvent,
    QLabel,
    QLineEdit,
    QListWidget,
    QPalette,
    QPushButton,
    QSizePolicy,
    Qt,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)

ALLOWED_LIGHT, ALLOWED_DARK = QColor(26, 127, 55), QColor(87, 200, 120)
DENIED_LIGHT, DENIED_DARK = QColor(190, 30, 45), QColor(255, 120, 120)


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


class PatternList(QListWidget):
    """The saved patterns; Delete removes the selected one."""

    deleteRequested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt naming
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.currentItem() is not None:
            self.deleteRequested.emit()
            return
        super().keyPressEvent(event)


class DenyRulesEditor(QWidget):
    rulesChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._custom_verbose: tuple[str, ...] = ()
        self._tool_name = ""
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.patterns_list = PatternList(self)
        self.patterns_list.setObjectName("denyPatterns")
        self.patterns_list.setAccessibleName(self.tr("Deny patterns"))
        self.patterns_list.setFont(mono)
        self.patterns_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.patterns_list.setSpacing(1)
        line = self.patterns_list.fontMetrics().lineSpacing() + 6
        self.patterns_list.setMinimumHeight(line * 3 + 6)
        self.patterns_list.setMaximumHeight(line * 5 + 6)
        self.patterns_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.patterns_list.deleteRequested.connect(self.remove_selected)
        layout.addWidget(self.patterns_list)

        add_row = QHBoxLayout()
        add_row.setSpacing(6)
        self.pattern_edit = QLineEdit()
        self.pattern_edit.setObjectName("denyPatternEdit")
        self.pattern_edit.setAccessibleName(self.tr("New deny pattern"))
        self.pattern_edit.setPlaceholderText(self.tr(r"regex, e.g. auth\s+token"))
        self.pattern_edit.setFont(mono)
        self.pattern_edit.returnPressed.connect(self.add_from_edit)
        self.pattern_edit.textEdited.connect(lambda _text: self._show_pattern_error(""))
        self.add_button = QPushButton(self.tr("+  Add r&ule"))
        self.add_button.setObjectName("addDenyPattern")
        self.add_button.setAccessibleName(self.tr("Add deny pattern"))
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self.add_from_edit)
        self.remove_button = QPushButton(self.tr("Re&move"))
        self.remove_button.setObjectName("removeDenyPattern")
        self.remove_button.setAccessibleName(self.tr("Remove selected deny pattern"))
        self.remove_button.setAutoDefault(False)
        self.remove_button.clicked.connect(self.remove_selected)
        add_row.addWidget(self.pattern_edit, 1)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.remove_button)
        layout.addLayout(add_row)

        self.pattern_error = QLabel("")
        self.pattern_error.setObjectName("denyPatternError")
        self.pattern_error.setAccessibleName(self.tr("Deny pattern problem"))
        self.pattern_error.setWordWrap(True)
        self.pattern_error.hide()
        layout.addWidget(self.pattern_error)

        self.verbose_box = QCheckBox(self.tr("Block &verbose and debug flags (-v, --verbose, --debug, …)"))
        self.verbose_box.setObjectName("denyVerbose")
        self.verbose_box.setAccessibleName(self.tr("Block verbose and debug flags"))
        self.verbose_box.setToolTip(
            self.tr("Verbose modes of many tools print the very headers and tokens that are injected."))
        self.verbose_box.toggled.connect(self._changed)
        layout.addWidget(self.verbose_box)

        tester_label = QLabel(self.tr("&Would this be denied?"))
        tester_label.setObjectName("testerLabel")
        layout.addSpacing(4)
        layout.addWidget(tester_label)
        self.tester_edit = QLineEdit()
        self.tester_edit.setObjectName("denyTester")
        self.tester_edit.setAccessibleName(self.tr("Arguments to test against the deny rules"))
        self.tester_edit.setPlaceholderText(self.tr("arguments, e.g. auth token --show"))
        self.tester_edit.setFont(mono)
        self.tester_edit.setClearButtonEnabled(True)
        for inner in self.tester_edit.findChildren(QToolButton):
            inner.setAccessibleName(self.tr("Clear the test arguments"))
        self.tester_edit.textChanged.connect(lambda _text: self.update_verdict())
        tester_label.setBuddy(self.tester_edit)
        layout.addWidget(self.tester_edit)
        verdict_row = QHBoxLayout()
        verdict_row.setSpacing(6)
        self.verdict_icon = QLabel()
        self.verdict_icon.setFixedSize(14, 14)
        self.verdict_label = QLabel("")
        self.verdict_label.setObjectName("denyVerdict")
        self.verdict_label.setAccessibleName(self.tr("Deny rule verdict"))
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        verdict_row.addWidget(self.verdict_icon, 0, Qt.AlignmentFlag.AlignTop)
        verdict_row.addWidget(self.verdict_label, 1)
        layout.addLayout(verdict_row)
        self.verdict: Verdict | None = None
        self._update_buttons()
        self.patterns_list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.update_verdict()

    # --- data ------------------------------------------------------------------------

    def load(self, deny_args: Sequence[str], deny_verbose: Sequence[str]) -> None:
        self.patterns_list.clear()
        self.patterns_list.addItems(list(deny_args))
        self._custom_verbose = tuple(deny_verbose)
        self.verbose_box.setChecked(bool(deny_verbose))
        self._changed()

    def patterns(self) -> tuple[str, ...]:
        return tuple(self.patterns_list.item(i).text() for i in range(self.patterns_list.count()))

    def set_tool_name(self, name: str) -> None:
        """The standard verbose list depends on the tool (shells add their -x)."""
        self._tool_name = name
        self.update_verdict()

    def verbose_patterns(self) -> tuple[str, ...]:
        """Checked: the tool's own verbose list if it has one, else the standard one, as
        the runner applies them (`current_verbose_patterns`)."""
        if not self.verbose_box.isChecked():
            return ()
        if self._custom_verbose:
            return current_verbose_patterns(self._custom_verbose, self._tool_name)
        return verbose_patterns_for(self._tool_name)

    def focus_order(self) -> list[QWidget]:
        return [
            self.patterns_list,
            self.pattern_edit,
            self.add_button,
            self.remove_button,
            self.verbose_box,
            self.tester_edit,
        ]

    # --- editing -----------------------------------------------------------------------

    def add_pattern(self, text: str) -> bool:
        pattern = text.strip()
        if not pattern:
            return self._show_pattern_error(
                self.tr("An empty pattern would match everything; type a regular expression."))
        try:
            re.compile(pattern)
        except re.error as exc:
            return self._show_pattern_error(self.tr("{pattern} is not a valid regular expression ({error}).").format(
                pattern=repr(pattern), error=exc))
        if pattern in self.patterns():
            return self._show_pattern_error(self.tr("{pattern} is already in the list.").format(pattern=repr(pattern)))
        self.patterns_list.addItem(pattern)
        self._show_pattern_error("")
        self._changed()
        return True

    def add_from_edit(self) -> None:
        if self.add_pattern(self.pattern_edit.text()):
            self.pattern_edit.setText("")
        else:
            self.pattern_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            self.pattern_edit.selectAll()

    def remove_selected(self) -> None:
        row = self.patterns_list.currentRow()
        if row < 0:
            return
        self.patterns_list.takeItem(row)
        self._changed()

    def _show_pattern_error(self, text: str) -> bool:
        self.pattern_error.setText(text)
        self.pattern_error.setVisible(bool(text))
        return not text

    def _changed(self) -> None:
        self._update_buttons()
        self.update_verdict()
        self.rulesChanged.emit()

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(self.patterns_list.currentRow() >= 0)

    # --- tester ------------------------------------------------------------------------

    def update_verdict(self) -> None:
        text = self.tester_edit.text()
        if not text.strip():
            self.verdict = None
            self.verdict_icon.clear()
            count = len(self.patterns()) + len(self.verbose_patterns())
            self.verdict_label.setText(self.tr("Type arguments to check them against %n rule(s).", "", count))
            self._colour(None)
            return
        self.verdict = deny_verdict(self.patterns(), self.verbose_patterns(), text)
        self.verdict_label.setText(DenyWords().verdict(self.verdict))
        self._colour(self.verdict.allowed)

    def _colour(self, allowed: bool | None) -> None:
        dark = is_dark(self.palette())
        font = QFont(self.verdict_label.font())
        font.setBold(allowed is not None)
        self.verdict_label.setFont(font)
        palette = self.verdict_label.palette()
        if allowed is None:
            palette.setColor(QPalette.ColorRole.WindowText, self.palette().color(QPalette.ColorRole.PlaceholderText))
        else:
            colour = (ALLOWED_DARK if dark else ALLOWED_LIGHT) if allowed else (DENIED_DARK if dark else DENIED_LIGHT)
            palette.setColor(QPalette.ColorRole.WindowText, colour)
            self.verdict_icon.setPixmap(dot_icon(colour).pixmap(12, 12))
        self.verdict_label.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._colour(None if self.verdict is None else self.verdict.allowed)
