"""Prune low-confidence knowledge: the count of what would go is shown before anything goes.

Every change of the threshold asks for a dry run (debounced); the Prune button only becomes
available once the dry run for the threshold on screen has answered and found something.
Enter never prunes: the default button is Preview (count again now), and Prune is never a
default, so removing knowledge always takes a deliberate click or Alt+P.
The dialog only asks; the page runs the work and reports back.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLocale,
    QPushButton,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.model.kg import PruneReport

DEFAULT_THRESHOLD = 0.5
PREVIEW_DEBOUNCE_MS = 200


class PruneDialog(QDialog):
    previewRequested = Signal(float)
    pruneRequested = Signal(float)

    def __init__(self, agent_label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgPruneDialog")
        self.setWindowTitle(self.tr("Prune low-confidence knowledge"))
        self.setAccessibleName(self.tr("Prune low-confidence knowledge"))
        self.setModal(True)
        self.setMinimumWidth(460)
        self.preview: PruneReport | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Remove the entities and relations of {agent} whose confidence is below a threshold. "
                "An entity's relations go with it. This cannot be undone."
            ).format(agent=agent_label)
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.threshold = QDoubleSpinBox()
        self.threshold.setObjectName("kgPruneThreshold")
        self.threshold.setAccessibleName(self.tr("Minimum confidence to keep"))
        self.threshold.setRange(0.0, 1.0)
        self.threshold.setSingleStep(0.05)
        self.threshold.setDecimals(2)
        self.threshold.setValue(DEFAULT_THRESHOLD)
        form.addRow(self.tr("&Keep confidence ≥"), self.threshold)
        layout.addLayout(form)
        self.result_label = QLabel(self.tr("Counting…"))
        self.result_label.setObjectName("kgPruneResult")
        self.result_label.setAccessibleName(self.tr("What would be removed"))
        self.result_label.setWordWrap(True)
        self.result_label.setMinimumHeight(self.fontMetrics().height() * 3)
        layout.addWidget(self.result_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.preview_button = QPushButton(self.tr("Pre&view"))
        self.preview_button.setObjectName("kgPrunePreview")
        self.preview_button.setAccessibleName(self.tr("Count what would be removed"))
        self.preview_button.setToolTip(self.tr("Count again what this threshold would remove (Enter)"))
        self.preview_button.clicked.connect(self.request_preview)
        self.buttons.addButton(self.preview_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.prune_button = QPushButton(self.tr("&Prune"))
        self.prune_button.setObjectName("kgPruneConfirm")
        self.prune_button.setAccessibleName(self.tr("Prune now"))
        self.prune_button.setEnabled(False)
        self.buttons.addButton(self.prune_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAccessibleName(self.tr("Cancel"))
        for button in (self.prune_button, cancel):
            button.setAutoDefault(False)  # focus on them must not make Enter prune or close
        self.preview_button.setDefault(True)
        self.buttons.rejected.connect(self.reject)
        self.prune_button.clicked.connect(self._confirm)
        layout.addWidget(self.buttons)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DEBOUNCE_MS)
        self._timer.timeout.connect(self.request_preview)
        self.threshold.valueChanged.connect(self._changed)

    @property
    def value(self) -> float:
        return round(self.threshold.value(), 2)

    def _changed(self, _value: float) -> None:
        self.preview = None
        self.prune_button.setEnabled(False)
        self.result_label.setText(self.tr("Counting…"))
        self._timer.start()

    def request_preview(self) -> None:
        self._timer.stop()
        self.previewRequested.emit(self.value)

    def show_preview(self, report: PruneReport) -> None:
        """A dry run answered; ignored if the threshold moved on meanwhile."""
        if round(report.min_confidence, 2) != self.value:
            return
        self.preview = report
        if report.entities == 0 and report.relations == 0:
            nothing = self.tr("Nothing has a confidence below {confidence}.")
            self.result_label.setText(nothing.format(confidence=QLocale().toString(report.min_confidence, "f", 2)))
        else:
            sample = ", ".join(report.sample[:8])
            more = "…" if report.entities > len(report.sample[:8]) else ""
            names = "\n" + self.tr("Lowest first: {names}").format(names=sample + more) if sample else ""
            relations = self.tr("%Ln relation(s)", "", report.relations)
            removed = self.tr("%Ln entity(ies) and {relations} would be removed.", "", report.entities)
            self.result_label.setText(removed.format(relations=relations) + names)
        self.prune_button.setEnabled(report.entities > 0 or report.relations > 0)

    def show_failure(self, text: str) -> None:
        self.result_label.setText(text)
        self.prune_button.setEnabled(self.preview is not None)

    def _confirm(self) -> None:
        if self.preview is None or round(self.preview.min_confidence, 2) != self.value:
            return
        self.prune_button.setEnabled(False)
        self.result_label.setText(self.tr("Pruning…"))
        self.pruneRequested.emit(self.value)
