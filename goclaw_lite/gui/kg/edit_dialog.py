"""The entity editor: every field, checked before saving; a refused save keeps what was typed.

Property values that were text stay text; values that were numbers, lists or objects are
edited as JSON and must still parse. The dialog only collects a draft (`submitted`): the
page saves it and either closes the dialog or shows the error in it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from goclaw_lite.gui.i18n.dates import picker_format
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.kg.detail import property_text
from goclaw_lite.gui.kg.timefmt import from_qdatetime, to_qdatetime
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.style import text_role
from goclaw_lite.model.kg import Entity, EntityReplacement


class DraftError(ValueError):
    """A field of the form that cannot become a draft; the message names it."""


class EntityEditDialog(QDialog):
    submitted = Signal(object)
    """An EntityReplacement the user asked to save."""

    def __init__(self, entity: Entity, types: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entity = entity
        self._originals: dict[str, Any] = dict(entity.properties)
        self.setObjectName("kgEditDialog")
        title = self.tr("Edit {name}").format(name=entity.name)
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.setModal(True)
        self.resize(560, 560)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)

        self.name_edit = QLineEdit(entity.name)
        self.name_edit.setAccessibleName(self.tr("Name"))
        form.addRow(self.tr("&Name"), self.name_edit)

        self.type_edit = QComboBox()
        self.type_edit.setEditable(True)
        self.type_edit.setAccessibleName(self.tr("Type"))
        self.type_edit.addItems(sorted(set(types) | {entity.entity_type}))
        self.type_edit.setCurrentText(entity.entity_type)
        form.addRow(self.tr("&Type"), self.type_edit)

        self.description_edit = QPlainTextEdit(entity.description)
        self.description_edit.setAccessibleName(self.tr("Description"))
        self.description_edit.setTabChangesFocus(True)
        self.description_edit.setFixedHeight(self.fontMetrics().height() * 4 + 12)
        form.addRow(self.tr("&Description"), self.description_edit)

        self.aliases_edit = QLineEdit(", ".join(entity.aliases))
        self.aliases_edit.setAccessibleName(self.tr("Aliases"))
        self.aliases_edit.setPlaceholderText(self.tr("Other names, separated by commas"))
        form.addRow(self.tr("&Aliases"), self.aliases_edit)

        self.confidence_edit = QDoubleSpinBox()
        self.confidence_edit.setAccessibleName(self.tr("Confidence"))
        self.confidence_edit.setRange(0.0, 1.0)
        self.confidence_edit.setSingleStep(0.05)
        self.confidence_edit.setDecimals(2)
        self.confidence_edit.setValue(entity.confidence)
        form.addRow(self.tr("&Confidence"), self.confidence_edit)

        self.valid_from_edit = QDateTimeEdit(to_qdatetime(entity.valid_from))
        self.valid_from_edit.setAccessibleName(self.tr("Valid from"))
        self.valid_from_edit.setCalendarPopup(True)
        self.valid_from_edit.setDisplayFormat(picker_format())
        form.addRow(self.tr("Valid &from"), self.valid_from_edit)

        until = QHBoxLayout()
        self.ends_check = QCheckBox(self.tr("Ends"))
        self.ends_check.setAccessibleName(self.tr("Validity ends"))
        self.ends_check.setChecked(entity.valid_until is not None)
        self.valid_until_edit = QDateTimeEdit(to_qdatetime(entity.valid_until or entity.valid_from))
        self.valid_until_edit.setAccessibleName(self.tr("Valid until"))
        self.valid_until_edit.setCalendarPopup(True)
        self.valid_until_edit.setDisplayFormat(picker_format())
        self.valid_until_edit.setEnabled(self.ends_check.isChecked())
        self.ends_check.toggled.connect(self.valid_until_edit.setEnabled)
        until.addWidget(self.ends_check)
        until.addWidget(self.valid_until_edit, 1)
        until_label = QLabel(self.tr("Valid &until"))
        until_label.setBuddy(self.ends_check)
        form.addRow(until_label, until)
        layout.addLayout(form)

        layout.addWidget(QLabel(self.tr("Properties")))
        self.properties = QTableWidget(0, 2)
        self.properties.setAccessibleName(self.tr("Properties"))
        self.properties.setHorizontalHeaderLabels([self.tr("Key"), self.tr("Value")])
        self.properties.verticalHeader().hide()
        self.properties.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.properties.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.properties.setColumnWidth(0, 150)
        self.properties.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for key, value in sorted(entity.properties.items()):
            self._add_row(key, property_text(value))
        layout.addWidget(self.properties, 1)
        row_buttons = QHBoxLayout()
        self.add_property_button = QPushButton(self.tr("Add property"))
        self.add_property_button.setAccessibleName(self.tr("Add property"))
        self.add_property_button.clicked.connect(self._add_empty_row)
        self.remove_property_button = QPushButton(self.tr("Remove property"))
        self.remove_property_button.setAccessibleName(self.tr("Remove property"))
        self.remove_property_button.clicked.connect(self._remove_row)
        row_buttons.addWidget(self.add_property_button)
        row_buttons.addWidget(self.remove_property_button)
        row_buttons.addStretch(1)
        layout.addLayout(row_buttons)

        self.error_label = QLabel("")
        self.error_label.setObjectName("kgEditError")
        self.error_label.setAccessibleName(self.tr("Problem"))
        self.error_label.setWordWrap(True)
        text_role(self.error_label, "danger")
        self.error_label.hide()
        layout.addWidget(self.error_label)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setAccessibleName(self.tr("Save entity"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    # --- properties table ----------------------------------------------------------------

    def _add_row(self, key: str, value: str) -> None:
        row = self.properties.rowCount()
        self.properties.insertRow(row)
        self.properties.setItem(row, 0, QTableWidgetItem(key))
        self.properties.setItem(row, 1, QTableWidgetItem(value))

    def _add_empty_row(self) -> None:
        self._add_row("", "")
        row = self.properties.rowCount() - 1
        self.properties.setCurrentCell(row, 0)
        item = self.properties.item(row, 0)
        if item is not None:
            self.properties.editItem(item)

    def _remove_row(self) -> None:
        rows = sorted({index.row() for index in self.properties.selectedIndexes()}, reverse=True)
        if not rows and self.properties.currentRow() >= 0:
            rows = [self.properties.currentRow()]
        for row in rows:
            self.properties.removeRow(row)

    def set_property(self, key: str, value: str) -> None:
        """Set (or add) one property row; the tests and keyboard-free callers use it."""
        for row in range(self.properties.rowCount()):
            item = self.properties.item(row, 0)
            if item is not None and item.text() == key:
                self.properties.setItem(row, 1, QTableWidgetItem(value))
                return
        self._add_row(key, value)

    def remove_property(self, key: str) -> bool:
        for row in range(self.properties.rowCount()):
            item = self.properties.item(row, 0)
            if item is not None and item.text() == key:
                self.properties.removeRow(row)
                return True
        return False

    # --- the draft -----------------------------------------------------------------------

    def draft(self) -> EntityReplacement:
        """The form as a draft; a DraftError names the field that cannot be read."""
        properties: dict[str, Any] = {}
        for row in range(self.properties.rowCount()):
            key_item, value_item = self.properties.item(row, 0), self.properties.item(row, 1)
            key = key_item.text().strip() if key_item else ""
            text = value_item.text() if value_item else ""
            if not key:
                if text.strip():
                    raise DraftError(self.tr("The property in row {row} has a value but no key.").format(row=row + 1))
                continue
            if key in properties:
                raise DraftError(self.tr("The property “{key}” appears twice.").format(key=key))
            original = self._originals.get(key)
            if key in self._originals and not isinstance(original, str):
                try:
                    properties[key] = json.loads(text)
                except ValueError:
                    problem = self.tr("The property “{key}” held JSON ({kind}); “{text}” is not valid JSON.")
                    raise DraftError(problem.format(key=key, kind=type(original).__name__, text=text)) from None
            else:
                properties[key] = text
        until = self._kept(self.valid_until_edit, self.entity.valid_until) if self.ends_check.isChecked() else None
        return EntityReplacement(
            name=self.name_edit.text().strip(),
            entity_type=self.type_edit.currentText().strip(),
            description=self.description_edit.toPlainText().strip(),
            properties=properties,
            aliases=tuple(a.strip() for a in self.aliases_edit.text().split(",") if a.strip()),
            confidence=round(self.confidence_edit.value(), 4),
            valid_from=self._kept(self.valid_from_edit, self.entity.valid_from) or self.entity.valid_from,
            valid_until=until,
        )

    @staticmethod
    def _kept(editor: QDateTimeEdit, stored: str | None) -> str:
        """The stored time unless the user changed it (the editor shows minutes, not milliseconds)."""
        shown = from_qdatetime(editor.dateTime())
        if stored is not None and shown == from_qdatetime(to_qdatetime(stored)):
            return stored
        return shown

    def submit(self) -> None:
        try:
            draft = self.draft()
        except DraftError as exc:
            self.show_error(error_text(exc))
            return
        self.error_label.hide()
        self.save_button.setEnabled(False)
        self.submitted.emit(draft)

    def show_error(self, text: str) -> None:
        """A refused save: say why and keep everything as typed."""
        self.error_label.setText(text)
        self.error_label.show()
        self.save_button.setEnabled(True)
