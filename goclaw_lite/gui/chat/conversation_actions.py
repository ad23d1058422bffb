"""List, search, rename, close, delete and export conversations (a mixin of `ChatPage`).

The dialogs (confirmation, save path) are injected callables so tests never open a modal
dialog; the file is written off the GUI thread and a failed write is a clear UserError.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.app.chat import ChatSwitches
from goclaw_lite.gui.chat.conversation_list import ChatWords
from goclaw_lite.gui.qt import QCoreApplication, QFileDialog, QMessageBox, QStandardPaths, Qt, QWidget
from goclaw_lite.gui.widgets.async_bridge import describe_error, report_error, run_async
from goclaw_lite.model.chat import Conversation, ConversationSummary

if TYPE_CHECKING:
    from goclaw_lite.app.conversations import ConversationService
    from goclaw_lite.config import Paths
    from goclaw_lite.gui.chat.banners import NoticeBanner
    from goclaw_lite.gui.chat.composer import Composer
    from goclaw_lite.gui.chat.conversation_list import ConversationSidebar
    from goclaw_lite.gui.chat.message_view import MessageView
    from goclaw_lite.gui.chat.run_controller import RunController
    from goclaw_lite.gui.qt import QLabel, QMenu
    from goclaw_lite.model.chat_api import ChatService

Confirm = Callable[[QWidget, str, str], bool]
ChoosePath = Callable[[QWidget, str, str, str], "str | None"]

translate = QCoreApplication.translate
LIST_PAGE = 100  # conversations the sidebar reads at a time


def ask_confirmation(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def ask_save_path(parent: QWidget, caption: str, suggested: str, filters: str) -> str | None:
    path, _selected = QFileDialog.getSaveFileName(parent, caption, suggested, filters)
    return path or None


def export_folder() -> Path:
    """Where an export is offered first: the user's Documents folder (home when there is none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def export_filename(title: str, extension: str) -> str:
    """A file name from a title: letters, digits, '-', '_' and spaces, never empty."""
    cleaned = "".join(ch if ch.isalnum() or ch in " -_" else " " for ch in title)
    stem = " ".join(cleaned.split())[:60] or "conversation"
    return f"{stem}.{extension}"


if TYPE_CHECKING:  # a mixin of ChatPage: typed as the widget it is mixed into
    _Page = QWidget
else:
    _Page = object


class ConversationActions(_Page):
    """Needs the page's widgets and state; see `ChatPage.__init__` for what they are."""

    service: ChatService | None
    conversations: ConversationService  # each change goes through it, with its activity row
    paths: Paths
    conversation_id: str | None
    conversation: Conversation | None
    controllers: dict[str, RunController]
    view: MessageView
    composer: Composer
    sidebar: ConversationSidebar
    notice: NoticeBanner
    header_title: QLabel
    conversation_menu: QMenu
    _confirm: Confirm
    _choose_path: ChoosePath
    _query: str

    if TYPE_CHECKING:

        def _show_problem(self, text: str) -> None: ...
        def _info(self, text: str) -> None: ...
        def _sync_composer(self) -> None: ...
        def new_chat(self) -> None: ...

    def refresh_conversations(self) -> None:
        query = self._query
        run_async(
            self.conversations.list(query or None, limit=LIST_PAGE + 1),
            on_done=lambda rows: self._conversations_loaded(query, rows),
            owner=self,
            what=translate("ChatPage", "Loading conversations"),
        )

    def _conversations_loaded(self, query: str, rows: list[ConversationSummary]) -> None:
        if query != self._query:
            return
        self.sidebar.model.set_rows(rows[:LIST_PAGE], exhausted=len(rows) <= LIST_PAGE)
        self.sidebar.select(self.conversation_id)
        self.sidebar.update_empty()

    def _fetch_more_conversations(self) -> None:
        query = self._query
        offset = self.sidebar.model.rowCount()

        def loaded(rows: list[ConversationSummary]) -> None:
            if query == self._query:
                self.sidebar.model.append_rows(rows[:LIST_PAGE], exhausted=len(rows) <= LIST_PAGE)
            else:
                self.sidebar.model.loading = False

        def failed(exc: BaseException) -> None:
            self.sidebar.model.loading = False
            report_error(exc, owner=self, what=translate("ChatPage", "Loading more conversations"))

        run_async(self.conversations.list(query or None, limit=LIST_PAGE + 1, offset=offset), on_done=loaded, on_error=failed, owner=self)

    def search(self, query: str) -> None:
        self._query = query
        self.refresh_conversations()

    def focus_search(self) -> None:
        self.sidebar.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.sidebar.search.selectAll()

    def rename_conversation(self, conversation_id: str, title: str) -> None:
        def renamed(conversation: Conversation) -> None:
            row = self.sidebar.model.row_of(conversation.id)
            if row is not None:
                old = self.sidebar.model.summary(row)
                self.sidebar.model.upsert(ConversationSummary(conversation, old.message_count), to_top=False)
            if conversation.id == self.conversation_id:
                self.conversation = conversation
                self.header_title.setText(conversation.title)

        def failed(exc: BaseException) -> None:
            self._show_problem(describe_error(exc, translate("ChatPage", "Renaming")))
            self.refresh_conversations()

        run_async(self.conversations.rename(conversation_id, title), on_done=renamed, on_error=failed, owner=self)

    def close_conversation(self, conversation_id: str) -> None:
        if conversation_id in self.controllers:
            self._show_problem(
                translate("ChatPage", "Stop the answer first; a conversation is closed when nothing is being written."))
            return

        def closed(conversation: Conversation) -> None:
            if conversation.id == self.conversation_id:
                self.conversation = conversation
                self._sync_composer()
            self.refresh_conversations()
            days = ChatSwitches(self.paths).closed_retention().days
            self._info(ChatWords().closed_note(conversation.title, days))

        # Through the chat engine when there is one, so the closed chat is also remembered
        # (consolidation) at once; the conversation service alone otherwise. Both write the activity row.
        close = getattr(self.service, "close_conversation", None)
        work = close(conversation_id) if callable(close) else self.conversations.close(conversation_id)
        run_async(work, on_done=closed, owner=self, what=translate("ChatPage", "Closing the conversation"))

    def delete_conversation(self, conversation_id: str) -> None:
        if conversation_id in self.controllers:
            self._show_problem(translate("ChatPage", "Stop the answer first, then delete the conversation."))
            return
        row = self.sidebar.model.row_of(conversation_id)
        title = self.sidebar.model.summary(row).title if row is not None else translate("ChatPage", "this conversation")
        question = translate("ChatPage", "Delete “{title}” and all its messages? This cannot be undone.").format(
            title=title)
        if not self._confirm(self, translate("ChatPage", "Delete conversation"), question):
            return

        def deleted(_result: None) -> None:
            self.sidebar.model.remove(conversation_id)
            if conversation_id == self.conversation_id:
                self.new_chat()
            self._info(translate("ChatPage", "Deleted “{title}”.").format(title=title))

        run_async(self.conversations.delete(conversation_id), on_done=deleted, owner=self,
                  what=translate("ChatPage", "Deleting the conversation"))

    def export_conversation(self, conversation_id: str, fmt: str) -> None:
        extension = "json" if fmt == "json" else "md"
        row = self.sidebar.model.row_of(conversation_id)
        title = self.sidebar.model.summary(row).title if row is not None else (self.conversation.title if self.conversation else "")
        filters = "JSON (*.json)" if extension == "json" else "Markdown (*.md)"
        suggested = str(export_folder() / export_filename(title, extension))
        path = self._choose_path(self, translate("ChatPage", "Export conversation"), suggested, filters)
        if not path:
            return
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(f".{extension}")

        def failed(exc: BaseException) -> None:
            self._show_problem(describe_error(exc, translate("ChatPage", "Exporting")))

        # The save dialog asked before replacing a file, so the export may replace it.
        work = self.conversations.export_to(conversation_id, "json" if extension == "json" else "md", target, replace=True)
        def written(where: Path) -> None:
            self._info(translate("ChatPage", "Exported to {where}.").format(where=where))
            shown = title or translate("ChatPage", "the conversation")
            saved = translate("ChatPage", "Saved “{title}” to {where}.")
            self.notice.show_notice(saved.format(title=shown, where=where))

        run_async(work, on_done=written, on_error=failed, owner=self)

    def _fill_conversation_menu(self) -> None:
        self.conversation_menu.clear()
        summary = None
        if self.conversation_id:
            row = self.sidebar.model.row_of(self.conversation_id)
            if row is not None:
                summary = self.sidebar.model.summary(row)
        if summary is None and self.conversation is not None:
            summary = ConversationSummary(self.conversation, self.view.thread_model.total())
        if summary is None:
            action = self.conversation_menu.addAction(translate("ChatPage", "Nothing to do until the first message"))
            action.setEnabled(False)
            return
        for label, callback in self.sidebar.context_actions(summary)[1:]:  # all but "Open"
            self.conversation_menu.addAction(label).triggered.connect(lambda _c=False, cb=callback: cb())
