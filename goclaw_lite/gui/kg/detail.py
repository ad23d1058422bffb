"""The entity detail panel: every field of one entity and its relations, which open on click."""

from __future__ import annotations

import json
from typing import Any

from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.models import EntityDetail
from goclaw_lite.gui.kg.timefmt import human, validity
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QColor,
    QFont,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.ids import now_ts
from goclaw_lite.model.kg import Relation

MAX_LIST_ROWS = 8


def relation_label(relation_type: str) -> str:
    return relation_type.replace("_", " ")


def property_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def chip_style(color: QColor) -> str:
    """A rounded label in the type's colour with text that stays readable on it."""
    ink = "#1b1b1b" if color.lightnessF() > 0.6 else "#ffffff"
    return f"QLabel {{ background: {color.name()}; color: {ink}; border-radius: 8px; padding: 1px 8px; }}"


class _FittedList(QListWidget):
    """A list as tall as its rows (up to MAX_LIST_ROWS), so the panel scrolls, not the list."""

    def fit(self) -> None:
        rows = min(max(self.count(), 1), MAX_LIST_ROWS)
        height = self.sizeHintForRow(0) if self.count() else self.fontMetrics().height() + 8
        self.setFixedHeight(rows * height + 2 * self.frameWidth() + 4)


class EntityDetailPanel(QWidget):
    followRequested = Signal(str)
    """Open the entity at the other end of a relation (its id)."""
    editRequested = Signal()
    deleteRequested = Signal()

    def __init__(self, colors: TypeColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgDetail")
        self._colors = colors
        self.detail: EntityDetail | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget()
        outer.addWidget(self.stack)

        self.placeholder = QLabel(self.tr("Select an entity to see its details."))
        self.placeholder.setObjectName("kgDetailPlaceholder")
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.placeholder.setEnabled(False)
        self.stack.addWidget(self.placeholder)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setAccessibleName(self.tr("Entity details"))
        body = QWidget()
        scroll.setWidget(body)
        self.stack.addWidget(scroll)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 0, 8, 4)
        layout.setSpacing(8)

        self.name_label = QLabel()
        self.name_label.setObjectName("kgDetailName")
        font = QFont(self.name_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.name_label.setFont(font)
        self.name_label.setWordWrap(True)
        self.name_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.name_label.setAccessibleName(self.tr("Entity name"))
        layout.addWidget(self.name_label)

        chips = QHBoxLayout()
        self.type_chip = QLabel()
        self.type_chip.setObjectName("kgDetailType")
        self.type_chip.setAccessibleName(self.tr("Entity type"))
        chips.addWidget(self.type_chip)
        chips.addStretch(1)
        layout.addLayout(chips)
        # The actions on a row of their own: beside the chip, a longer translation was cut.
        chips = QHBoxLayout()
        chips.addStretch(1)
        self.edit_button = QPushButton(self.tr("&Edit…"))
        self.edit_button.setObjectName("kgEdit")
        self.edit_button.setAccessibleName(self.tr("Edit entity"))
        self.edit_button.clicked.connect(self.editRequested)
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.delete_button.setObjectName("kgDelete")
        self.delete_button.setAccessibleName(self.tr("Delete entity"))
        self.delete_button.clicked.connect(self.deleteRequested)
        chips.addWidget(self.edit_button)
        chips.addWidget(self.delete_button)
        layout.addLayout(chips)

        self.description = QLabel()
        self.description.setObjectName("kgDetailDescription")
        self.description.setWordWrap(True)
        self.description.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.description.setAccessibleName(self.tr("Description"))
        layout.addWidget(self.description)

        facts = QFormLayout()
        facts.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        facts.setHorizontalSpacing(12)
        facts.setVerticalSpacing(6)
        self.confidence = QProgressBar()
        self.confidence.setObjectName("kgDetailConfidence")
        self.confidence.setRange(0, 100)
        self.confidence.setAccessibleName(self.tr("Confidence"))
        self.confidence.setMaximumHeight(self.fontMetrics().height() + 4)
        self.valid_label = self._fact(self.tr("Validity"))
        self.aliases_label = self._fact(self.tr("Aliases"))
        self.updated_label = self._fact(self.tr("Updated"))
        self.updated_label.setObjectName("kgDetailUpdated")
        facts.addRow(self.tr("Confidence"), self.confidence)
        facts.addRow(self.tr("Valid"), self.valid_label)
        facts.addRow(self.tr("Aliases"), self.aliases_label)
        facts.addRow(self.tr("Updated"), self.updated_label)
        layout.addLayout(facts)

        self.properties_title = self._section(self.tr("Properties"))
        layout.addWidget(self.properties_title)
        self.properties = QTableWidget(0, 2)
        self.properties.setTabKeyNavigation(False)
        self.properties.setObjectName("kgDetailProperties")
        self.properties.setAccessibleName(self.tr("Properties"))
        self.properties.setHorizontalHeaderLabels([self.tr("Key"), self.tr("Value")])
        self.properties.verticalHeader().hide()
        self.properties.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.properties.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.properties.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.properties.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.properties.setShowGrid(False)
        self.properties.setWordWrap(False)
        self.properties.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.properties)

        self.outgoing_title = self._section(self.tr("Outgoing"))
        layout.addWidget(self.outgoing_title)
        self.outgoing = self._relation_list("OutgoingRelations", self.tr("Outgoing relations"))
        layout.addWidget(self.outgoing)
        self.incoming_title = self._section(self.tr("Incoming"))
        layout.addWidget(self.incoming_title)
        self.incoming = self._relation_list("IncomingRelations", self.tr("Incoming relations"))
        layout.addWidget(self.incoming)
        layout.addStretch(1)
        self.set_editable(False)

    def _fact(self, name: str) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setAccessibleName(name)
        return label

    def _section(self, title: str) -> QLabel:
        label = QLabel(title)
        font = QFont(label.font())
        font.setBold(True)
        label.setFont(font)
        label.setContentsMargins(0, 6, 0, 0)
        return label

    def _relation_list(self, object_name: str, name: str) -> _FittedList:
        widget = _FittedList()
        widget.setObjectName(object_name)
        widget.setAccessibleName(name)
        widget.setToolTip(self.tr("Click or press Enter to open the entity at the other end"))
        widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        widget.setCursor(Qt.CursorShape.PointingHandCursor)
        widget.setTextElideMode(Qt.TextElideMode.ElideRight)
        widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        widget.itemClicked.connect(self._follow)
        widget.itemActivated.connect(self._follow)
        return widget

    # --- content ---------------------------------------------------------------------------

    def show_placeholder(self, text: str | None = None) -> None:
        self.detail = None
        self.placeholder.setText(self.tr("Select an entity to see its details.") if text is None else text)
        self.stack.setCurrentWidget(self.placeholder)

    def show_detail(self, detail: EntityDetail, *, editable: bool, reason: str = "") -> None:
        self.detail = detail
        entity = detail.entity
        self.name_label.setText(entity.name)
        self.type_chip.setText(entity.entity_type)
        self.type_chip.setStyleSheet(chip_style(self._colors.color(entity.entity_type)))
        self.description.setText(entity.description or self.tr("No description."))
        self.description.setEnabled(bool(entity.description))
        self.confidence.setValue(round(entity.confidence * 100))
        self.confidence.setFormat(f"{entity.confidence:.2f}")
        self.valid_label.setText(validity(entity.valid_from, entity.valid_until, now=detail.as_of or now_ts()))
        self.aliases_label.setText(", ".join(entity.aliases) or "—")
        self.updated_label.setText(human(entity.updated_at))

        props = sorted(entity.properties.items())
        self.properties.setRowCount(len(props))
        for row, (key, value) in enumerate(props):
            self.properties.setItem(row, 0, QTableWidgetItem(key))
            self.properties.setItem(row, 1, QTableWidgetItem(property_text(value)))
        self.properties_title.setText(
            self.tr("Properties ({count})").format(count=len(props)) if props else self.tr("Properties: none"))
        self.properties.setVisible(bool(props))
        if props:
            rows_height = sum(self.properties.rowHeight(r) for r in range(len(props)))
            self.properties.setFixedHeight(rows_height + self.properties.horizontalHeader().height() + 2 * self.properties.frameWidth())

        self._fill(self.outgoing, self.outgoing_title, detail.outgoing, outgoing=True)
        self._fill(self.incoming, self.incoming_title, detail.incoming, outgoing=False)
        self.set_editable(editable, reason)
        self.stack.setCurrentIndex(1)

    def _fill(self, widget: _FittedList, title: QLabel, relations: tuple[Relation, ...], *, outgoing: bool) -> None:
        widget.clear()
        for rel in relations:
            kind = relation_label(rel.relation_type)
            if outgoing:
                text, other, other_name = f"{kind}  →  {rel.target_name}", rel.target_entity_id, rel.target_name
            else:
                text, other, other_name = f"{rel.source_name}  →  {kind}", rel.source_entity_id, rel.source_name
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, other)
            opens = self.tr("{text}. Opens {name}").format(text=text, name=other_name)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, opens)
            item.setToolTip(self.tr("Open {name} (confidence {confidence})").format(
                name=other_name, confidence=f"{rel.confidence:.2f}"))
            widget.addItem(item)
        if outgoing:
            counted, empty = self.tr("Outgoing ({count})"), self.tr("Outgoing: none")
        else:
            counted, empty = self.tr("Incoming ({count})"), self.tr("Incoming: none")
        title.setText(counted.format(count=len(relations)) if relations else empty)
        widget.setVisible(bool(relations))
        widget.fit()

    def set_editable(self, editable: bool, reason: str = "") -> None:
        for button in (self.edit_button, self.delete_button):
            button.setEnabled(editable and self.detail is not None)
        if not editable and reason:
            self.edit_button.setToolTip(reason)
            self.delete_button.setToolTip(reason)
        else:
            self.edit_button.setToolTip(self.tr("Change this entity (F2)"))
            self.delete_button.setToolTip(self.tr("Delete this entity and its relations (Del); Undo brings them back"))

    def _follow(self, item: QListWidgetItem) -> None:
        target = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(target, str):
            self.followRequested.emit(target)
