"""Duplicates review: likely duplicate pairs, side by side, with Merge and Keep both.

The list holds the pending pairs, most similar first; the chosen pair is compared field by
field, the same fields on the same rows, so differences stand out. Merge keeps the entity
marked Keep (by default the one with more relations, as the CLI does) and folds the other into
it; Keep both dismisses the pair for good.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from goclaw_lite.app.knowledge import MergePreview, default_survivor
from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.detail import chip_style, property_text
from goclaw_lite.gui.kg.timefmt import human
from goclaw_lite.gui.qt import (
    QButtonGroup,
    QFont,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QObject,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.gui.style import text_role
from goclaw_lite.model.kg import DedupCandidate, Entity


def default_keep(candidate: DedupCandidate, relation_counts: Mapping[str, int]) -> Entity:
    """More relations, then more confident, then older (the service's own choice)."""
    return default_survivor(candidate.entity_a, candidate.entity_b, dict(relation_counts))


class MergeWords(QObject):
    """The merge confirmation's sentences: plurals need a QObject's `tr`."""

    def question(self, preview: MergePreview) -> str:
        names = ", ".join(f"“{n}”" for n in preview.aliases_gained) or self.tr("no new names")
        text = self.tr(
            "Merge “{merged}” into “{survivor}”? %Ln relation(s) and the names {names} move to “{survivor}”; "
            "“{merged}” is removed.", "", preview.relations_to_move,
        ).format(merged=preview.merged.name, survivor=preview.survivor.name, names=names)
        if preview.relations_between:
            text += " " + self.tr("%Ln relation(s) between the two will be dropped.", "", preview.relations_between)
        return text


def merge_question(preview: MergePreview) -> str:
    """The confirmation's text: which entity goes, and what moves to the one that stays."""
    return MergeWords().question(preview)


FIELDS = (
    QT_TRANSLATE_NOOP("EntityCard", "Relations"),
    QT_TRANSLATE_NOOP("EntityCard", "Description"),
    QT_TRANSLATE_NOOP("EntityCard", "Confidence"),
    QT_TRANSLATE_NOOP("EntityCard", "Aliases"),
    QT_TRANSLATE_NOOP("EntityCard", "Source"),
    QT_TRANSLATE_NOOP("EntityCard", "Created"),
    QT_TRANSLATE_NOOP("EntityCard", "Last update"),
)
"""The fields every pair compares, first in `compared_rows` (English: they key `EntityCard.values`)."""


def compared_rows(a: Entity, b: Entity, relation_counts: Mapping[str, int] | None = None) -> list[tuple[str, str, str]]:
    """(field, value in a, value in b) for every field either entity has."""
    counts = relation_counts or {}
    rows = [
        (FIELDS[0], str(counts.get(a.id, "?")), str(counts.get(b.id, "?"))),
        (FIELDS[1], a.description or "—", b.description or "—"),
        (FIELDS[2], f"{a.confidence:.2f}", f"{b.confidence:.2f}"),
        (FIELDS[3], ", ".join(a.aliases) or "—", ", ".join(b.aliases) or "—"),
        (FIELDS[4], a.source_id or "—", b.source_id or "—"),
        (FIELDS[5], human(a.created_at), human(b.created_at)),
        (FIELDS[6], human(a.updated_at), human(b.updated_at)),
    ]
    for key in sorted(set(a.properties) | set(b.properties)):
        rows.append(
            (
                key,
                property_text(a.properties[key]) if key in a.properties else "—",
                property_text(b.properties[key]) if key in b.properties else "—",
            )
        )
    return rows


class EntityCard(QFrame):
    """One side of a pair: its name, type and the compared fields."""

    def __init__(self, colors: TypeColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("kgDuplicateCard")
        self._colors = colors
        layout = QVBoxLayout(self)
        layout.setSpacing(6)
        self.keep = QRadioButton(self.tr("Keep this one"))
        self.keep.setAccessibleName(self.tr("Keep this one"))
        layout.addWidget(self.keep)
        self.name = QLabel()
        font = QFont(self.name.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name.setFont(font)
        self.name.setWordWrap(True)
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.name)
        chip_row = QHBoxLayout()
        self.type_chip = QLabel()
        chip_row.addWidget(self.type_chip)
        chip_row.addStretch(1)
        layout.addLayout(chip_row)
        self.fields = QGridLayout()
        self.fields.setHorizontalSpacing(10)
        self.fields.setVerticalSpacing(4)
        self.fields.setColumnStretch(1, 1)
        layout.addLayout(self.fields)
        layout.addStretch(1)
        self.values: dict[str, QLabel] = {}

    def show_entity(self, entity: Entity, rows: Sequence[tuple[str, str, bool]]) -> None:
        """`rows`: (field, value, differs from the other side)."""
        self.name.setText(entity.name)
        self.type_chip.setText(entity.entity_type)
        self.type_chip.setStyleSheet(chip_style(self._colors.color(entity.entity_type)))
        while self.fields.count():
            item = self.fields.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.values = {}
        for row, (field, value, differs) in enumerate(rows):
            label = QLabel(self.tr(field) if row < len(FIELDS) else field)
            text_role(label, "secondary")
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            text = QLabel(value)
            text.setWordWrap(True)
            text.setTextFormat(Qt.TextFormat.PlainText)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            if differs:
                bold = QFont(text.font())
                bold.setBold(True)
                text.setFont(bold)
            self.fields.addWidget(label, row, 0)
            self.fields.addWidget(text, row, 1)
            self.values[field] = text
        self.keep.setText(self.tr("Keep “{name}”").format(name=entity.name))
        self.keep.setAccessibleName(self.tr("Keep {name}").format(name=entity.name))
        self.setAccessibleName(f"{entity.name}, {entity.entity_type}")


class DuplicatesPanel(QWidget):
    mergeRequested = Signal(str, str)
    """(candidate id, id of the entity to keep)"""
    keepBothRequested = Signal(str)
    """Candidate id to dismiss."""

    def __init__(self, colors: TypeColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgDuplicates")
        self.candidates: list[DedupCandidate] = []
        self.relation_counts: dict[str, int] = {}
        self._editable = True
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 4, 0, 0)
        self.stack = QStackedWidget()
        outer.addWidget(self.stack)

        self.empty = QLabel(self.tr("No likely duplicates are waiting for review."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setEnabled(False)
        self.stack.addWidget(self.empty)

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setChildrenCollapsible(False)
        self.stack.addWidget(splitter)
        self.pairs = QListWidget()
        self.pairs.setObjectName("kgDuplicatePairs")
        self.pairs.setAccessibleName(self.tr("Likely duplicates"))
        self.pairs.setUniformItemSizes(True)
        self.pairs.currentRowChanged.connect(self._show_current)
        splitter.addWidget(self.pairs)

        compare = QWidget()
        column = QVBoxLayout(compare)
        column.setContentsMargins(0, 6, 0, 0)
        self.similarity = QLabel()
        self.similarity.setObjectName("kgDuplicateSimilarity")
        self.similarity.setAccessibleName(self.tr("Similarity"))
        self.similarity.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.similarity.font())
        font.setBold(True)
        self.similarity.setFont(font)
        column.addWidget(self.similarity)
        cards = QHBoxLayout()
        self.left = EntityCard(colors)
        self.right = EntityCard(colors)
        self.keep_group = QButtonGroup(self)
        self.keep_group.addButton(self.left.keep, 0)
        self.keep_group.addButton(self.right.keep, 1)
        self.keep_group.idToggled.connect(lambda _id, _on: self._update_merge_text())
        cards.addWidget(self.left, 1)
        cards.addWidget(self.right, 1)
        column.addLayout(cards, 1)
        buttons = QHBoxLayout()
        self.hint = QLabel(self.tr("Bold values differ."))
        text_role(self.hint, "secondary")
        buttons.addWidget(self.hint)
        buttons.addStretch(1)
        self.keep_both_button = QPushButton(self.tr("&Keep both"))
        self.keep_both_button.setObjectName("kgKeepBoth")
        self.keep_both_button.setAccessibleName(self.tr("Keep both"))
        self.keep_both_button.setToolTip(self.tr("They are different things: never propose this pair again"))
        self.keep_both_button.clicked.connect(self._keep_both)
        self.merge_button = QPushButton(self.tr("&Merge"))
        self.merge_button.setObjectName("kgMerge")
        self.merge_button.setAccessibleName(self.tr("Merge"))
        self.merge_button.setToolTip(self.tr("Fold the other entity, its names and relations into the one marked Keep"))
        self.merge_button.clicked.connect(self._merge)
        buttons.addWidget(self.keep_both_button)
        buttons.addWidget(self.merge_button)
        column.addLayout(buttons)
        splitter.addWidget(compare)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([120, 480])

    def set_candidates(
        self, candidates: Sequence[DedupCandidate], *, editable: bool, reason: str = "",
        relation_counts: Mapping[str, int] | None = None,
    ) -> None:
        self.relation_counts = dict(relation_counts or {})
        current = self.current()
        keep_id = current.id if current else None
        self.candidates = list(candidates)
        self._editable = editable
        self.pairs.blockSignals(True)
        self.pairs.clear()
        for candidate in self.candidates:
            text = f"{candidate.entity_a.name}  ⇄  {candidate.entity_b.name}    {candidate.similarity:.0%}"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, candidate.id)
            pair = {"a": candidate.entity_a.name, "b": candidate.entity_b.name, "percent": f"{candidate.similarity:.0%}"}
            item.setToolTip(self.tr("{a} and {b} are {percent} similar").format(**pair))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr("{a} and {b}, {percent} similar").format(**pair))
            self.pairs.addItem(item)
        self.pairs.blockSignals(False)
        self.stack.setCurrentIndex(1 if self.candidates else 0)
        rows = [i for i, c in enumerate(self.candidates) if c.id == keep_id]
        if self.candidates:
            self.pairs.setCurrentRow(rows[0] if rows else 0)
            self._show_current(self.pairs.currentRow())
        for button in (self.merge_button, self.keep_both_button):
            button.setEnabled(editable and bool(self.candidates))
            if not editable and reason:
                button.setToolTip(reason)

    def set_editable(self, editable: bool) -> None:
        """After a merge was asked about (answered or failed), the buttons work again."""
        self._editable = editable
        for button in (self.merge_button, self.keep_both_button):
            button.setEnabled(editable and bool(self.candidates))

    def current(self) -> DedupCandidate | None:
        row = self.pairs.currentRow()
        return self.candidates[row] if 0 <= row < len(self.candidates) else None

    def choose_keep(self, entity_id: str) -> None:
        candidate = self.current()
        if candidate is not None:
            (self.left if candidate.entity_a.id == entity_id else self.right).keep.setChecked(True)

    def keep_id(self) -> str | None:
        candidate = self.current()
        if candidate is None:
            return None
        return candidate.entity_a.id if self.left.keep.isChecked() else candidate.entity_b.id

    def _show_current(self, row: int) -> None:
        candidate = self.candidates[row] if 0 <= row < len(self.candidates) else None
        if candidate is None:
            return
        percent = f"{candidate.similarity:.0%}"
        if candidate.name_similarity is not None:
            names = f"{candidate.name_similarity:.0%}"
            self.similarity.setText(self.tr("{percent} similar · names {names}").format(percent=percent, names=names))
        else:
            self.similarity.setText(self.tr("{percent} similar").format(percent=percent))
        rows = compared_rows(candidate.entity_a, candidate.entity_b, self.relation_counts)
        self.left.show_entity(candidate.entity_a, [(f, a, a != b) for f, a, b in rows])
        self.right.show_entity(candidate.entity_b, [(f, b, a != b) for f, a, b in rows])
        self.choose_keep(default_keep(candidate, self.relation_counts).id)
        self._update_merge_text()

    def _update_merge_text(self) -> None:
        candidate, keep = self.current(), self.keep_id()
        if candidate is None or keep is None:
            return
        kept = candidate.entity_a if keep == candidate.entity_a.id else candidate.entity_b
        self.merge_button.setText(self.tr("&Merge into “{name}”").format(name=kept.name))

    def _merge(self) -> None:
        candidate, keep = self.current(), self.keep_id()
        if candidate is not None and keep is not None and self._editable:
            self.merge_button.setEnabled(False)
            self.mergeRequested.emit(candidate.id, keep)

    def _keep_both(self) -> None:
        candidate = self.current()
        if candidate is not None and self._editable:
            self.keep_both_button.setEnabled(False)
            self.keepBothRequested.emit(candidate.id)
