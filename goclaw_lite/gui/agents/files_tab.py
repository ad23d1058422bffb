"""The agent editor's Files tab: SOUL.md, IDENTITY.md, ... edited beside their Markdown preview.

Each file is saved on its own (Save file), not with the agent's form: a file is a row of its
own (`AgentFilesService`). The list shows the five usual names even before they exist, in the
order the prompt takes them, then the others; a file the size budget cuts is marked, and the
editor says how much of it the model sees. Removing a file can be undone until the next action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.app.agent_files import KNOWN_FILES, AgentFile, AgentFiles, FileScope
from goclaw_lite.errors import UserError
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import (
    QFontDatabase,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QLocale,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.style import text_role
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.rich_view import RichView
from goclaw_lite.model.agent_files import FileCut, normalise_file_name
from goclaw_lite.model.agents import Agent

if TYPE_CHECKING:
    from goclaw_lite.app.agent_files import AgentFilesService

NAME_ROLE = Qt.ItemDataRole.UserRole
PREVIEW_DELAY_MS = 250


class FilesTab(QWidget):
    listed = Signal(object)
    """Emitted with the AgentFiles each time the list is filled."""
    saved = Signal(str)
    """Emitted with a file's name after it was saved or removed."""

    def __init__(self, service: AgentFilesService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("agentFilesTab")
        self._service = service
        self._agent: Agent | None = None
        self.listing: AgentFiles | None = None
        self.current: str | None = None
        self._loaded = ""
        self._filling = False
        self._generation = 0
        self._removed: AgentFile | None = None
        layout = QVBoxLayout(self)
        self.order_label = QLabel()
        self.order_label.setObjectName("agentFilesOrder")
        self.order_label.setWordWrap(True)
        layout.addWidget(self.order_label)
        panes = QSplitter(Qt.Orientation.Horizontal)
        panes.setObjectName("agentFilesSplitter")
        panes.setChildrenCollapsible(False)
        panes.addWidget(self._list_side())
        panes.addWidget(self._editor_side())
        panes.setStretchFactor(1, 1)
        panes.setSizes([190, 560])
        layout.addWidget(panes, 1)
        bottom = QHBoxLayout()
        self.status_label = QLabel()
        self.status_label.setObjectName("agentFilesStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setAccessibleName(self.tr("Files status"))
        self.undo_button = self._button(self.tr("&Put it back"), "agentFileUndo", self.tr("Put the removed file back"))
        self.undo_button.clicked.connect(self.undo_remove)
        self.undo_button.hide()
        self.revert_button = self._button(self.tr("Revert fil&e"), "agentFileRevert",
                                          self.tr("Forget the file's changes"))
        self.revert_button.clicked.connect(self.revert)
        self.save_button = self._button(self.tr("S&ave file"), "agentFileSave", self.tr("Save this file"))
        self.save_button.clicked.connect(self.save)
        bottom.addWidget(self.status_label, 1)
        for button in (self.undo_button, self.revert_button, self.save_button):
            bottom.addWidget(button)
        layout.addLayout(bottom)
        self.preview_timer = QTimer(self)
        self.preview_timer.setSingleShot(True)
        self.preview_timer.setInterval(PREVIEW_DELAY_MS)
        self.preview_timer.timeout.connect(self.update_preview)
        self.show_agent(None)

    @staticmethod
    def _button(text: str, name: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        return button

    def _list_side(self) -> QWidget:
        side = QWidget()
        col = QVBoxLayout(side)
        col.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget()
        self.list.setObjectName("agentFilesList")
        self.list.setAccessibleName(self.tr("Agent files, in prompt order"))
        self.list.currentItemChanged.connect(lambda current, previous: self._chosen(current, previous))
        col.addWidget(self.list, 1)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("agentFileName")
        self.name_edit.setAccessibleName(self.tr("New file name"))
        self.name_edit.setPlaceholderText(self.tr("NOTES.md"))
        self.name_edit.returnPressed.connect(self.add_file)
        self.add_button = self._button(self.tr("Add"), "agentFileAdd", self.tr("Add a file with this name"))
        self.add_button.clicked.connect(self.add_file)
        add_row = QHBoxLayout()
        add_row.addWidget(self.name_edit, 1)
        add_row.addWidget(self.add_button)
        col.addLayout(add_row)
        self.remove_button = self._button(self.tr("Rem&ove file"), "agentFileRemove",
                                          self.tr("Remove the selected file"))
        self.remove_button.clicked.connect(self.remove)
        col.addWidget(self.remove_button)
        return side

    def _editor_side(self) -> QWidget:
        side = QWidget()
        col = QVBoxLayout(side)
        col.setContentsMargins(0, 0, 0, 0)
        self.scope_label = QLabel()
        self.scope_label.setObjectName("agentFileScope")
        self.scope_label.setWordWrap(True)
        col.addWidget(self.scope_label)
        panes = QSplitter(Qt.Orientation.Vertical)
        panes.setObjectName("agentFileEditorSplitter")
        panes.setChildrenCollapsible(False)
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("agentFileEditor")
        self.editor.setAccessibleName(self.tr("File text (Markdown)"))
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.editor.textChanged.connect(self._text_changed)
        self.preview = RichView()
        self.preview.setObjectName("agentFilePreview")
        self.preview.setAccessibleName(self.tr("Preview"))
        self.preview.setOpenLinks(False)
        self.preview.setPlaceholderText(self.tr("The file, rendered."))
        panes.addWidget(self.editor)
        panes.addWidget(self.preview)
        panes.setSizes([300, 200])
        col.addWidget(panes, 1)
        self.cut_label = QLabel()
        self.cut_label.setObjectName("agentFileCut")
        self.cut_label.setWordWrap(True)
        text_role(self.cut_label, "warning")
        self.cut_label.hide()
        col.addWidget(self.cut_label)
        return side

    # --- state -----------------------------------------------------------------------------

    @property
    def dirty(self) -> bool:
        return self.current is not None and self.editor.toPlainText() != self._loaded

    def _number(self, value: int) -> str:
        return QLocale().toString(value)

    def show_agent(self, agent: Agent | None) -> None:
        """Show `agent`'s files (None: a new agent, not saved yet)."""
        self._agent = agent
        self._removed = None
        self.undo_button.hide()
        self.current, self._loaded = None, ""
        self._fill_editor("", None)
        self.listing = None
        self.list.clear()
        enabled = agent is not None
        for widget in (self.list, self.name_edit, self.add_button, self.editor):
            widget.setEnabled(enabled)
        if agent is None:
            self.order_label.setText(self.tr("Save the agent first; then give it files such as SOUL.md here."))
            self.status_label.setText("")
            self._update_buttons()
            return
        self.reload()

    def reload(self, select: str | None = None) -> None:
        if self._agent is None:
            return
        self._generation += 1
        generation, key = self._generation, self._agent.agent_key
        keep = select or self.current
        run_async(self._service.list(key), on_done=lambda listing: self._show(generation, listing, keep),
                  on_error=self._failed, owner=self, what=self.tr("Loading the agent's files"))

    def _failed(self, exc: BaseException) -> None:
        self.status_label.setText(describe_error(exc))
        self._update_buttons()

    def _show(self, generation: int, listing: AgentFiles, keep: str | None) -> None:
        if generation != self._generation:
            return
        self.listing = listing
        prompt = listing.prompt
        self.order_label.setText(self.tr(
            "These files go into the agent's system prompt in this order: SOUL.md, IDENTITY.md, AGENTS.md, TOOLS.md, "
            "USER.md, then the others by name. Together they may take %1 characters (set by the context window)."
        ).replace("%1", self._number(prompt.budget)))
        names = [f.name for f in listing.files]
        order = [n for n in KNOWN_FILES if n not in names] + names
        order.sort(key=lambda n: (KNOWN_FILES.index(n) if n in KNOWN_FILES else len(KNOWN_FILES), n.casefold()))
        if keep and keep not in order:
            order.append(keep)  # added here, not saved yet
        self._filling = True
        self.list.clear()
        for name in order:
            item = QListWidgetItem(self._item_text(name))
            item.setData(NAME_ROLE, name)
            self.list.addItem(item)
        self._filling = False
        wanted = keep if keep in order else (order[0] if order else None)
        if wanted is not None:
            self.list.setCurrentRow(order.index(wanted))
        self._update_buttons()
        self.listed.emit(listing)

    def _item_text(self, name: str) -> str:
        file = self.listing.get(name) if self.listing is not None else None
        if file is None:
            return self.tr("%1 (empty)").replace("%1", name)
        marks = [name]
        if file.scope is FileScope.USER:
            marks.append(self.tr("· yours"))
        cut = self.listing.prompt.cut(name) if self.listing is not None else None
        if cut is not None:
            marks.append(self.tr("⚠ left out") if cut.left_out else self.tr("⚠ cut"))
        return " ".join(marks)

    # --- choosing, editing -----------------------------------------------------------------

    def _chosen(self, item: QListWidgetItem | None, previous: QListWidgetItem | None) -> None:
        if self._filling or item is None:
            return
        name = str(item.data(NAME_ROLE))
        if self.dirty and name != self.current:
            if previous is not None:
                self._filling = True
                self.list.setCurrentItem(previous)
                self._filling = False
            self.status_label.setText(self.tr("Save or revert %1 first.").replace("%1", self.current or ""))
            return
        self.open_file(name)

    def open_file(self, name: str) -> None:
        file = self.listing.get(name) if self.listing is not None else None
        self.current = name
        self._loaded = file.content if file is not None else ""
        self._fill_editor(self._loaded, file)
        self._update_buttons()

    def _fill_editor(self, text: str, file: AgentFile | None) -> None:
        self._filling = True
        self.editor.setPlainText(text)
        self._filling = False
        self.update_preview()
        if self.current is None:
            self.scope_label.setText("")
        elif file is None:
            self.scope_label.setText(self.tr("%1 is empty: write it and press Save file.").replace("%1", self.current))
        elif file.scope is FileScope.USER:
            self.scope_label.setText(self.tr("Your own copy of %1 for this agent; it overrides the agent's file.")
                                     .replace("%1", file.name) if file.overrides else
                                     self.tr("Your own file for this agent.").replace("%1", file.name))
        else:
            self.scope_label.setText(self.tr("The agent's %1.").replace("%1", file.name))
        cut = self.listing.prompt.cut(self.current) if self.listing is not None and self.current else None
        self._show_cut(cut)

    def _show_cut(self, cut: FileCut | None) -> None:
        if cut is None:
            self.cut_label.hide()
            return
        if cut.left_out:
            text = self.tr("⚠ %1 is left out of the prompt: the files before it fill the budget. Shorten them, "
                           "or raise the context window.").replace("%1", cut.name)
        else:
            text = (self.tr("⚠ %1 is cut: the model sees only the first %2 of its %3 characters. Shorten it, or "
                            "raise the context window.")
                    .replace("%1", cut.name).replace("%2", self._number(cut.kept))
                    .replace("%3", self._number(cut.chars)))
        self.cut_label.setText(text)
        self.cut_label.show()

    def _text_changed(self) -> None:
        if self._filling:
            return
        self.preview_timer.start()
        self._update_buttons()

    def update_preview(self) -> None:
        self.preview_timer.stop()
        self.preview.setMarkdown(self.editor.toPlainText())

    def _update_buttons(self) -> None:
        has_agent = self._agent is not None
        exists = self.listing is not None and self.current is not None and self.listing.get(self.current) is not None
        self.save_button.setEnabled(has_agent and self.dirty)
        self.revert_button.setEnabled(has_agent and self.dirty)
        self.remove_button.setEnabled(has_agent and exists and not self.dirty)

    # --- actions ---------------------------------------------------------------------------

    def add_file(self) -> None:
        if self._agent is None:
            return
        if self.dirty:
            self.status_label.setText(self.tr("Save or revert %1 first.").replace("%1", self.current or ""))
            return
        try:
            name = normalise_file_name(self.name_edit.text())
        except UserError as exc:
            self.status_label.setText(error_text(exc))
            return
        self.name_edit.clear()
        self.reload(select=name)
        self.status_label.setText(self.tr("Write %1, then press Save file.").replace("%1", name))
        self.editor.setFocus()

    def save(self) -> None:
        if self._agent is None or self.current is None or not self.dirty:
            return
        name, text, key = self.current, self.editor.toPlainText(), self._agent.agent_key
        self.save_button.setEnabled(False)
        run_async(self._service.set(key, name, text), on_done=lambda file: self._saved(file, self.tr("Saved %1.")),
                  on_error=self._failed, owner=self, what=self.tr("Saving %1").replace("%1", name))

    def _saved(self, file: AgentFile, message: str) -> None:
        self._loaded = file.content
        self.current = file.name
        self.status_label.setText(message.replace("%1", file.name))
        self.reload(select=file.name)
        self.saved.emit(file.name)

    def revert(self) -> None:
        if self.current is not None:
            self.open_file(self.current)
            self.status_label.setText("")

    def remove(self) -> None:
        if self._agent is None or self.current is None or self.dirty:
            return
        name, key = self.current, self._agent.agent_key
        run_async(self._service.remove(key, name), on_done=self._removed_file, on_error=self._failed, owner=self,
                  what=self.tr("Removing %1").replace("%1", name))

    def _removed_file(self, file: AgentFile) -> None:
        self._removed = file
        self.undo_button.show()
        self.current, self._loaded = None, ""
        self.status_label.setText(self.tr("Removed %1.").replace("%1", file.name))
        self.reload(select=file.name if file.name in KNOWN_FILES else None)
        self.saved.emit(file.name)

    def undo_remove(self) -> None:
        file, self._removed = self._removed, None
        self.undo_button.hide()
        if file is None or self._agent is None:
            return
        run_async(self._service.set(self._agent.agent_key, file.name, file.content, user=file.scope is FileScope.USER),
                  on_done=lambda back: self._saved(back, self.tr("Put %1 back.")), on_error=self._failed, owner=self,
                  what=self.tr("Putting %1 back").replace("%1", file.name))
