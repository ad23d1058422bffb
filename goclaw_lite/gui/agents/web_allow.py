"""The agent editor's web allow list: hosts and networks this agent's `web_fetch` may reach though private.

Shown under the Tools tab's table; *Edit…* opens a small dialog (one entry per line) that
saves at once through `ctx.services.web.set_allow_list`, with its checks: a bad entry is
named in the dialog, and nothing is saved until every entry reads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from goclaw_lite.gui.widgets.async_bridge import run_async
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.web import WEB_ALLOW_KEY

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext


def allow_entries(agent: Agent | None) -> tuple[str, ...]:
    raw = agent.tools_config.get(WEB_ALLOW_KEY) if agent is not None else None
    return tuple(str(x) for x in raw) if isinstance(raw, list) else ()


class WebAllowDialog(QDialog):
    """One entry per line; OK saves (and stays open, naming the entry, when one does not read)."""

    def __init__(
        self, ctx: AppContext, agent_key: str, entries: tuple[str, ...], on_saved: Callable[[tuple[str, ...]], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self._key = agent_key
        self._on_saved = on_saved
        self.setObjectName("webAllowDialog")
        self.setWindowTitle(self.tr("Web allow list of %1").replace("%1", agent_key))
        layout = QVBoxLayout(self)
        hint = QLabel(self.tr(
            "web_fetch refuses this computer and private networks. List here, one per line, what this agent "
            "may reach anyway: a host (nas.lan), a host and port (localhost:8080), an address or a network "
            "(192.168.1.0/24). Cloud metadata addresses stay refused."))
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.editor = QPlainTextEdit("\n".join(entries))
        self.editor.setObjectName("webAllowEntries")
        self.editor.setAccessibleName(self.tr("Web allow list entries, one per line"))
        layout.addWidget(self.editor, 1)
        self.error_label = QLabel("")
        self.error_label.setObjectName("webAllowError")
        self.error_label.setWordWrap(True)
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(520, 300)

    def save(self) -> None:
        entries = [line.strip() for line in self.editor.toPlainText().splitlines() if line.strip()]

        def done(saved: tuple[str, ...]) -> None:
            self._on_saved(saved)
            self.accept()

        run_async(self._ctx.services.web.set_allow_list(self._key, entries), on_done=done,
                  on_error=lambda exc: self.error_label.setText(str(exc)), owner=self,
                  what=self.tr("Saving the web allow list"))


class WebAllowRow(QWidget):
    """`Web allow list: public addresses only  [Edit…]` for the agent being edited."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.agent_key = ""
        self.entries: tuple[str, ...] = ()
        self.dialog: WebAllowDialog | None = None
        self._saved: dict[str, tuple[str, ...]] = {}  # saved here since the page last read its agents
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("Web allow list:")))
        self.summary = QLabel("")
        self.summary.setObjectName("webAllowSummary")
        self.summary.setWordWrap(True)
        row.addWidget(self.summary, 1)
        self.edit_button = QPushButton(self.tr("Edit…"))
        self.edit_button.setObjectName("webAllowEdit")
        self.edit_button.setAccessibleName(self.tr("Edit the web allow list"))
        self.edit_button.clicked.connect(self.open_dialog)
        row.addWidget(self.edit_button)
        self.show_agent(None)

    def show_agent(self, agent: Agent | None) -> None:
        self.agent_key = agent.agent_key if agent is not None else ""
        self._show(self._saved.get(self.agent_key, allow_entries(agent)))
        self.edit_button.setEnabled(agent is not None)

    def _saved_now(self, entries: tuple[str, ...]) -> None:
        self._saved[self.agent_key] = entries
        self._show(entries)

    def _show(self, entries: tuple[str, ...]) -> None:
        self.entries = entries
        self.summary.setText(", ".join(entries) if entries else self.tr("public addresses only"))

    def open_dialog(self) -> WebAllowDialog | None:
        if not self.agent_key:
            return None
        self.dialog = WebAllowDialog(self._ctx, self.agent_key, self.entries, self._saved_now, self)
        self.dialog.show()
        return self.dialog
