"""Files waiting to be sent with the next message: chips above the composer's text box.

The composer only collects paths (picked with *Attach* or dropped on it) and emits them; the
page reads them with `agent.attachments.read_files` off the GUI thread, within the agent's
context budget, and hands the results back here. A chip shows the name and size (and that it
was cut to fit); its × removes it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from goclaw_lite.app.attachments import PICKER_FILTER
from goclaw_lite.gui.chat.message_layout import attachment_chip_text
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMimeData,
    QToolButton,
    QWidget,
    Signal,
)
from goclaw_lite.model.attachments import Attachment

PickFiles = Callable[[QWidget], list[Path]]

translate = QCoreApplication.translate


def ask_for_files(parent: QWidget) -> list[Path]:
    """The open-files dialog (tests give the composer their own `pick_files`)."""
    all_files = translate("AttachmentTray", "All files (*)")
    caption = translate("AttachmentTray", "Attach files")
    chosen, _selected = QFileDialog.getOpenFileNames(parent, caption, "", f"{PICKER_FILTER};;{all_files}")
    return [Path(p) for p in chosen]


def local_files(mime: QMimeData | None) -> list[Path]:
    """The local files in a drag (an empty list for text or web links)."""
    if mime is None or not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


class AttachmentChip(QWidget):
    removeRequested = Signal()

    def __init__(self, attachment: Attachment, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attachmentChip")
        self.attachment = attachment
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 2, 2)
        row.setSpacing(2)
        text = attachment_chip_text(attachment)
        self.label = QLabel(text, self)
        self.label.setObjectName("attachmentName")
        cut = self.tr("{name}: the rest does not fit this agent's context window, so the model reads only the start.")
        self.label.setToolTip(text if not attachment.truncated else cut.format(name=text))
        row.addWidget(self.label)
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("removeAttachment")
        self.remove_button.setText("×")
        self.remove_button.setAutoRaise(True)
        self.remove_button.setAccessibleName(self.tr("Remove {name}").format(name=attachment.name))
        self.remove_button.setToolTip(self.tr("Do not send {name}").format(name=attachment.name))
        self.remove_button.clicked.connect(self.removeRequested)
        row.addWidget(self.remove_button)
        self.setStyleSheet("#attachmentChip { border: 1px solid palette(mid); border-radius: 10px; }")


class AttachmentTray(QWidget):
    """The chips of the files to send; hidden while there are none."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attachmentTray")
        self.setAccessibleName(self.tr("Attached files"))
        self._items: list[Attachment] = []
        self._chips: list[AttachmentChip] = []
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(2, 0, 2, 0)
        self._row.setSpacing(6)
        self._row.addStretch(1)
        self.hide()

    def attachments(self) -> list[Attachment]:
        return list(self._items)

    def chips(self) -> list[AttachmentChip]:
        return list(self._chips)

    def add(self, attachments: Iterable[Attachment]) -> None:
        """Add files; one with the same name as an attached one replaces it."""
        for attachment in attachments:
            self._items = [a for a in self._items if a.name != attachment.name] + [attachment]
        self._rebuild()

    def remove(self, name: str) -> None:
        self._items = [a for a in self._items if a.name != name]
        self._rebuild()

    def clear(self) -> None:
        if self._items:
            self._items = []
            self._rebuild()

    def _rebuild(self) -> None:
        for chip in self._chips:
            chip.hide()
            chip.deleteLater()
        self._chips = []
        for position, attachment in enumerate(self._items):
            chip = AttachmentChip(attachment, self)
            chip.removeRequested.connect(lambda name=attachment.name: self.remove(name))
            self._row.insertWidget(position, chip)
            self._chips.append(chip)
        self.setVisible(bool(self._items))
        self.changed.emit()
