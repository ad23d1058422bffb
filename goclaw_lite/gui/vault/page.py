"""The Vault page: a note list with search, a Markdown editor beside its preview, and links.

Every read and write goes through `VaultService` on the qasync loop. Saving goes through the
store's idempotent upsert, so saving unchanged text writes nothing. Switching to another
note saves the one being edited first (as Obsidian does). Clicking a `[[link]]` in the
preview opens its note, or offers to create it when the link is broken.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from goclaw_lite.app.vault import ImportReport, LinkReport, LinkResolver, outside_links_note
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import (
    QFileDialog,
    QFont,
    QFontDatabase,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPalette,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QShortcut,
    QSplitter,
    QStyle,
    Qt,
    QTimer,
    QToolButton,
    QUrl,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header
from goclaw_lite.gui.vault.preview import (
    link_target,
    mark_broken_links,
    preview_markdown,
)
from goclaw_lite.gui.widgets.async_bridge import run_async
from goclaw_lite.gui.widgets.confirm import ask_to_delete
from goclaw_lite.gui.widgets.empty_state import EmptyState, EmptySwitch
from goclaw_lite.gui.widgets.rich_view import RichView
from goclaw_lite.model.vault import (
    DocumentInfo,
    UpsertOutcome,
    UpsertResult,
    VaultDocument,
)

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

T = TypeVar("T")
SEARCH_DELAY_MS = 250
PREVIEW_DELAY_MS = 200
PATH_ROLE = Qt.ItemDataRole.UserRole
SUBTITLE = QT_TRANSLATE_NOOP("VaultPage",
                             "Markdown notes linked with [[wikilinks]]. Import an Obsidian vault, or write notes here.")


def _button(text: str, name: str, tip: str, slot: Callable[[], object], icon: QStyle.StandardPixmap | None = None) -> QPushButton:
    button = QPushButton(text) if icon is None else QPushButton(standard_icon(icon), text)
    button.setObjectName(name.replace(" ", "_").lower())
    button.setAccessibleName(name)
    button.setToolTip(tip)
    button.clicked.connect(slot)
    return button


def _panel_label(text: str) -> QLabel:
    label = QLabel(text)
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    return label


class VaultPage(QWidget):
    notesListed = Signal(int)
    """Emitted with the number of rows each time the note list is filled."""
    noteOpened = Signal(str)
    """Emitted with the path once a note is in the editor, its preview and links shown."""
    saved = Signal(str)
    """Emitted with the upsert outcome ("created", "updated", "unchanged") after a save."""
    imported = Signal(object)
    """Emitted with the ImportReport when an import finishes."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("vaultPage")
        self.service = ctx.services.vault
        self.current: VaultDocument | None = None
        self.resolver = LinkResolver(())
        self.create_box: QMessageBox | None = None
        self.confirm_box: QMessageBox | None = None
        self._loaded_text = ""
        self._busy = False

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Vault"), self.tr(SUBTITLE)))
        layout.addLayout(self._build_bar())
        self.progress = QProgressBar()
        self.progress.setObjectName("importProgress")
        self.progress.setAccessibleName(self.tr("Import progress"))
        self.progress.setFormat(self.tr("%v / %m notes"))
        self.progress.hide()
        layout.addWidget(self.progress)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("vaultSplitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self._build_list())
        self.splitter.addWidget(self._build_editor())
        self.splitter.addWidget(self._build_links())
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([230, 760, 250])
        self.empty = EmptyState(
            "vaultEmpty", QStyle.StandardPixmap.SP_DirOpenIcon,
            self.tr("The vault is empty. Import a folder of Markdown notes (an Obsidian vault works), or write a "
                    "note with New note above; agents can read and link what is here."),
            self.tr("Import a folder…"))
        self.empty.button.clicked.connect(self.choose_import_folder)
        self.body = EmptySwitch(self.splitter, self.empty)
        layout.addWidget(self.body, 1)
        self.status = QLabel("")
        self.status.setObjectName("vaultStatus")
        self.status.setAccessibleName(self.tr("Vault status"))
        layout.addWidget(self.status)

        self.search_timer = QTimer(self)
        self.search_timer.setSingleShot(True)
        self.search_timer.setInterval(SEARCH_DELAY_MS)
        self.search_timer.timeout.connect(self.refresh)
        self.preview_timer = QTimer(self)
        self.preview_timer.setSingleShot(True)
        self.preview_timer.setInterval(PREVIEW_DELAY_MS)
        self.preview_timer.timeout.connect(self.update_preview)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self).activated.connect(self.save)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self).activated.connect(self.search.setFocus)
        self._set_editing(False)
        self.refresh()

    # --- construction ------------------------------------------------------------------

    def _build_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        bar.setSpacing(6)
        self.new_button = _button(self.tr("&New note"), "New note", self.tr("Create an empty note and open it"),
                                  self.new_note, QStyle.StandardPixmap.SP_FileIcon)
        self.save_button = _button(self.tr("&Save"), "Save note", self.tr("Save the note (Ctrl+S)"), self.save,
                                   QStyle.StandardPixmap.SP_DialogSaveButton)
        self.import_button = _button(self.tr("&Import folder…"), "Import folder",
                                     self.tr("Import a folder of Markdown notes (an Obsidian vault); safe to repeat"),
                                     self.choose_import_folder, QStyle.StandardPixmap.SP_DirOpenIcon)
        self.delete_button = _button(self.tr("&Delete"), "Delete note",
                                     self.tr(
                                         "Remove the note from the vault (a file it was imported from stays on disk)"),
                                     self.confirm_delete, QStyle.StandardPixmap.SP_TrashIcon)
        for button in (self.new_button, self.save_button, self.delete_button):
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.import_button)
        return bar

    def _build_list(self) -> QWidget:
        box = QWidget()
        col = QVBoxLayout(box)
        col.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit()
        self.search.setObjectName("vaultSearch")
        self.search.setPlaceholderText(self.tr("Search notes…"))
        self.search.setAccessibleName(self.tr("Search notes"))
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(self.tr("Titles, paths and text, any case (Ctrl+F)"))
        for button in self.search.findChildren(QToolButton):  # the clear button
            button.setAccessibleName(self.tr("Clear the search"))
        self.search.textChanged.connect(lambda _text: self.search_timer.start())
        self.search.returnPressed.connect(self.refresh)
        self.notes = QListWidget()
        self.notes.setObjectName("noteList")
        self.notes.setAccessibleName(self.tr("Notes"))
        self.notes.itemActivated.connect(self._item_chosen)
        self.notes.itemClicked.connect(self._item_chosen)
        self.count_label = QLabel("")
        self.count_label.setObjectName("noteCount")
        col.addWidget(self.search)
        col.addWidget(self.notes, 1)
        col.addWidget(self.count_label)
        return box

    def _build_editor(self) -> QWidget:
        box = QWidget()
        col = QVBoxLayout(box)
        col.setContentsMargins(0, 0, 0, 0)
        self.path_label = QLabel("")
        self.path_label.setObjectName("notePath")
        self.path_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.path_label)
        panes = QSplitter(Qt.Orientation.Horizontal)
        panes.setObjectName("editorSplitter")
        panes.setChildrenCollapsible(False)
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("noteEditor")
        self.editor.setAccessibleName(self.tr("Note text (Markdown)"))
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.editor.setPlaceholderText(self.tr("Choose a note, or create one with New note."))
        self.editor.textChanged.connect(self._text_changed)
        self.preview = RichView()
        self.preview.setObjectName("notePreview")
        self.preview.setAccessibleName(self.tr("Preview"))
        self.preview.setOpenLinks(False)
        self.preview.setPlaceholderText(self.tr("The note, rendered: [[links]] you can click, broken ones greyed."))
        self.preview.anchorClicked.connect(self.follow_link)
        panes.addWidget(self.editor)
        panes.addWidget(self.preview)
        panes.setSizes([380, 380])
        col.addWidget(panes, 1)
        return box

    def _build_links(self) -> QWidget:
        box = QWidget()
        col = QVBoxLayout(box)
        col.setContentsMargins(0, 0, 0, 0)
        self.backlinks_label = _panel_label(self.tr("Backlinks"))
        self.backlinks = QListWidget()
        self.backlinks.setObjectName("backlinks")
        self.backlinks.setAccessibleName(self.tr("Backlinks: notes that link here"))
        self.backlinks.itemActivated.connect(self._item_chosen)
        self.outlinks_label = _panel_label(self.tr("Links from this note"))
        self.outlinks = QListWidget()
        self.outlinks.setObjectName("outlinks")
        self.outlinks.setAccessibleName(self.tr("Links from this note"))
        self.outlinks.itemActivated.connect(self._outlink_chosen)
        for panel in (self.backlinks, self.outlinks):
            panel.setWordWrap(True)
            panel.setSpacing(2)
            panel.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for widget in (self.backlinks_label, self.backlinks, self.outlinks_label, self.outlinks):
            col.addWidget(widget, 1 if isinstance(widget, QListWidget) else 0)
        return box

    # --- helpers -------------------------------------------------------------------------

    def _run(self, coro: Coroutine[Any, Any, T], done: Callable[[T], object], what: str) -> None:
        def failed(exc: BaseException) -> None:
            self._busy = False
            self.show_message(self.tr("{what} failed: {exc}").format(what=what, exc=error_text(exc)))

        run_async(coro, on_done=done, on_error=failed, owner=self, what=what)

    def show_message(self, text: str) -> None:
        self.status.setText(text)

    @property
    def dirty(self) -> bool:
        return self.current is not None and self.editor.toPlainText() != self._loaded_text

    def _set_editing(self, editing: bool) -> None:
        self.editor.setReadOnly(not editing)
        self.save_button.setEnabled(editing and self.dirty)
        self.delete_button.setEnabled(editing)

    def _text_changed(self) -> None:
        self.save_button.setEnabled(self.dirty)
        self.preview_timer.start()

    # --- list and search -----------------------------------------------------------------

    def refresh(self) -> None:
        """Fill the list: every note, or the search hits for the text in the search box."""
        self.search_timer.stop()
        query = " ".join(self.search.text().split())
        if query:
            self._run(self.service.search(query, limit=500), lambda page: self._fill([h.document for h in page.hits], page.total),
                      self.tr("Search"))
        else:
            self._run(self.service.list_notes(), lambda docs: self._fill(docs, len(docs)), self.tr("Loading notes"))
        self._run(self.service.index(), self._index_loaded, self.tr("Loading links"))

    def _index_loaded(self, index: tuple[LinkResolver, dict[str, DocumentInfo]]) -> None:
        self.resolver = index[0]
        self.update_preview()

    def _fill(self, docs: list[DocumentInfo], total: int) -> None:
        self.notes.clear()
        for doc in docs:
            folder = doc.path.rpartition("/")[0]
            item = QListWidgetItem(f"{doc.title}   · {folder}" if folder else doc.title)
            item.setData(PATH_ROLE, doc.path)
            item.setToolTip(doc.path)
            self.notes.addItem(item)
            if self.current is not None and doc.path == self.current.path:
                self.notes.setCurrentItem(item)
        searching = bool(self.search.text().strip())
        self.body.show_empty(not docs and not searching and self.current is None)
        self.count_label.setText(self.tr("%Ln matching note(s)", "", total) if searching
                                 else self.tr("%Ln note(s)", "", total))
        self.notesListed.emit(len(docs))

    def _item_chosen(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path and (self.current is None or path != self.current.path):
            self.open_note(str(path))

    # --- one note ------------------------------------------------------------------------

    def open_note(self, path: str) -> None:
        """Show a note (saving the one being edited first when it changed)."""

        async def load() -> tuple[VaultDocument, LinkReport]:
            if self.dirty and self.current is not None:
                await self.service.save_note(self.current.path, self.editor.toPlainText())
            report = await self.service.links(path)
            return report.document, report

        self._run(load(), self._shown, self.tr("Opening the note"))

    def _shown(self, loaded: tuple[VaultDocument, LinkReport]) -> None:
        doc, report = loaded
        self.current = doc
        self._loaded_text = doc.content
        self.editor.blockSignals(True)
        self.editor.setPlainText(doc.content)
        self.editor.blockSignals(False)
        self.path_label.setText(f"{doc.title}  —  {doc.path}")
        self._set_editing(True)
        self._show_links(report)
        for row in range(self.notes.count()):
            if self.notes.item(row).data(PATH_ROLE) == doc.path:
                self.notes.setCurrentRow(row)
        self.update_preview()
        self.noteOpened.emit(doc.path)

    def _show_links(self, report: LinkReport) -> None:
        self.backlinks.clear()
        for link in report.backlinks:
            item = QListWidgetItem(f"{link.other.title}\n    “{link.context}”")
            item.setData(PATH_ROLE, link.other.path)
            item.setToolTip(link.other.path)
            self.backlinks.addItem(item)
        self.backlinks_label.setText(self.tr("Backlinks ({count})").format(count=len(report.backlinks)))
        self.outlinks.clear()
        muted = self.palette().color(QPalette.ColorRole.PlaceholderText)
        for out in report.out:
            text = self.tr("{target} — missing; double-click to create").format(
                target=out.target) if out.broken else out.target
            item = QListWidgetItem(("🖼 " if out.link_type == "embed" else "→ ") + text)
            item.setData(PATH_ROLE, "" if out.document is None else out.document.path)
            item.setData(PATH_ROLE + 1, out.target)
            if out.broken:
                item.setForeground(muted)
                font = QFont(item.font())
                font.setItalic(True)
                item.setFont(font)
            self.outlinks.addItem(item)
        broken = sum(o.broken for o in report.out)
        self.outlinks_label.setText(
            self.tr("Links from this note ({count}, {broken} broken)").format(
                count=len(report.out), broken=broken) if broken
            else self.tr("Links from this note ({count})").format(count=len(report.out)))

    def _outlink_chosen(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path:
            self.open_note(str(path))
        else:
            self.offer_create(str(item.data(PATH_ROLE + 1)))

    def update_preview(self) -> None:
        self.preview_timer.stop()
        if self.current is None:
            self.preview.clear()
            return
        source = self.current.path
        bar = self.preview.verticalScrollBar().value()
        self.preview.setMarkdown(
            preview_markdown(self.editor.toPlainText(), lambda t: self.resolver.resolve(t, source) is not None)
        )
        mark_broken_links(self.preview, self.palette().color(QPalette.ColorRole.PlaceholderText))
        self.preview.verticalScrollBar().setValue(bar)

    # --- links in the preview ------------------------------------------------------------

    def follow_link(self, url: QUrl) -> None:
        found = link_target(url)
        if found is None:
            return
        target, _broken = found
        source = self.current.path if self.current else None

        def resolved(doc: DocumentInfo | None) -> None:
            if doc is None:
                self.offer_create(target)
            else:
                self.open_note(doc.path)

        self._run(self.service.resolve_link(target, source), resolved, self.tr("Following the link"))

    def offer_create(self, target: str) -> None:
        """Ask (without blocking) whether to create the note a broken link names."""
        path = target if target.lower().endswith(".md") else f"{target}.md"
        box = QMessageBox(QMessageBox.Icon.Question, self.tr(
            "Create note?"), self.tr("No note is called “{target}”. Create {path}?").format(target=target, path=path),
                          QMessageBox.StandardButton.NoButton, self)
        create = box.addButton(self.tr("Create note"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(create)
        box.setObjectName("createNoteBox")
        self.create_box = box
        box.finished.connect(lambda _r: self._create_answered(box, create, path, target))
        box.open()

    def _create_answered(self, box: QMessageBox, create: QPushButton, path: str, target: str) -> None:
        self.create_box = None
        if box.clickedButton() is create:
            self.create_note(path, f"# {Path(target).name}\n")
        box.deleteLater()

    def create_note(self, path: str, text: str) -> None:
        async def make() -> UpsertResult:
            if self.dirty and self.current is not None:
                await self.service.save_note(self.current.path, self.editor.toPlainText())
            return await self.service.save_note(path, text)

        self._run(make(), lambda result: self._after_write(result, open_path=result.document.path), self.tr(
            "Creating the note"))

    def new_note(self) -> None:
        async def make() -> UpsertResult:
            names = {d.path.casefold() for d in await self.service.list_notes()}
            n = 1
            while (f"Untitled {n}.md" if n > 1 else "Untitled.md").casefold() in names:
                n += 1
            return await self.service.save_note(f"Untitled {n}.md" if n > 1 else "Untitled.md", "")

        self._run(make(), lambda result: self._after_write(result, open_path=result.document.path), self.tr(
            "Creating a note"))

    def confirm_delete(self) -> None:
        """Ask, then remove the open note (any note: also one whose path an old import let in)."""
        doc = self.current
        if doc is None or self.confirm_box is not None:
            return
        self.confirm_box = ask_to_delete(
            self, object_name="confirmDeleteNote", name=doc.title or doc.path, text=self.tr(
                "Delete the note {path}?").format(path=doc.path),
            informative=self.tr("Links to it become broken links; a file it was imported from stays on disk. "
                        "This cannot be undone."),
            answered=lambda confirmed: self._delete_answered(confirmed, doc),
        )

    def _delete_answered(self, confirmed: bool, doc: VaultDocument) -> None:
        self.confirm_box = None
        if confirmed:
            self._run(self.service.delete_note(doc.path), self._deleted, self.tr("Deleting the note"))

    def _deleted(self, doc: VaultDocument) -> None:
        if self.current is not None and self.current.id == doc.id:
            self.current = None
            self._loaded_text = ""
            self.editor.blockSignals(True)
            self.editor.clear()
            self.editor.blockSignals(False)
            self.path_label.clear()
            self.preview.clear()
            self.backlinks.clear()
            self.outlinks.clear()
            self._set_editing(False)
        self.show_message(self.tr("Deleted {path}.").format(path=doc.path))
        self.refresh()

    # --- saving and importing ------------------------------------------------------------

    def save(self) -> None:
        if self.current is None:
            return
        path, text = self.current.path, self.editor.toPlainText()
        self._run(self.service.save_note(path, text), lambda result: self._after_write(result, open_path=path),
                  self.tr("Saving"))

    def _after_write(self, result: UpsertResult, *, open_path: str) -> None:
        doc = result.document
        messages = {
            UpsertOutcome.CREATED: self.tr("Created {path}."),
            UpsertOutcome.UPDATED: self.tr("Saved {path}."),
            UpsertOutcome.UNCHANGED: self.tr("{path} has no changes to save."),
        }
        self.show_message(messages[result.outcome].format(path=doc.path))
        self.refresh()
        self.open_note(open_path)
        self.saved.emit(result.outcome.value)

    def choose_import_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Import a folder of Markdown notes"))
        if folder:
            self.import_folder(Path(folder))

    def import_folder(self, folder: Path) -> None:
        if self._busy:
            return
        self._busy = True
        self.import_button.setEnabled(False)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.show_message(self.tr("Importing {folder}…").format(folder=folder))

        def progress(stage: str, done: int, total: int) -> None:
            self.progress.setFormat(self.tr("{stage}: %v / %m notes").format(stage=stage))
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)

        async def work() -> ImportReport:
            if self.dirty and self.current is not None:
                await self.service.save_note(self.current.path, self.editor.toPlainText())
            return await self.service.import_folder(folder, progress)

        def done(report: ImportReport) -> None:
            self._import_ended()
            self.show_message(
                self.tr(
                    "Imported %n note(s): {created} new, {updated} updated, {unchanged} unchanged, {renamed} renamed, "
                        "{skipped} skipped; {links} links, {broken} broken.", "", report.files).format(
                    created=report.created, updated=report.updated, unchanged=report.unchanged,
                    renamed=len(report.renamed), skipped=len(report.skipped), links=report.links, broken=report.broken)
                + outside_links_note(report)
            )
            self.refresh()
            if self.current is not None:
                self.open_note(self.current.path)
            self.imported.emit(report)

        def failed(exc: BaseException) -> None:
            self._import_ended()
            self.show_message(self.tr("Import failed: {exc}").format(exc=error_text(exc)))

        run_async(work(), on_done=done, on_error=failed, owner=self, what=self.tr("Import"))

    def _import_ended(self) -> None:
        self._busy = False
        self.progress.hide()
        self.import_button.setEnabled(True)


PAGE_SPEC = PageSpec(
    key="vault",
    title=QT_TRANSLATE_NOOP("pages", "Vault"),
    icon_name="accessories-text-editor",
    factory=VaultPage,
    order=35,
    fallback_icon=QStyle.StandardPixmap.SP_FileDialogDetailedView,
    description=QT_TRANSLATE_NOOP("pages", "Markdown notes with [[wikilinks]], backlinks and search"),
)
