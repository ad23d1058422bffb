"""Settings > Built-in tools: each tool the agents have out of the box, switched on or off for
every agent, with its settings (the `builtin_tools` rows, through `ctx.services.builtin_tools`).

The list is the registry's, so tools added later show up here by themselves. A tool's box
switches it for every agent (an agent can also do without one: the agent editor's Tools tab).
Settings are a JSON object checked by the service (known keys, their types); a refusal is
one line under the table and nothing is saved.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from goclaw_lite.gui.i18n.dates import format_size
from goclaw_lite.gui.qt import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QLocale,
    QPushButton,
    Qt,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import read_only_table
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.model.builtin_tools import BuiltinTool

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

__all__ = ["BuiltinToolsBox"]


class BuiltinToolsBox(QGroupBox):
    loaded = Signal(object)
    """The tuple of BuiltinTool rows just shown (tests wait on it)."""
    saved = Signal(object)
    """The BuiltinTool a change was saved to."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Built-in tools"))
        self.setObjectName("builtinToolsBox")
        self._service = ctx.services.builtin_tools
        self.tools: tuple[BuiltinTool, ...] = ()
        self._filling = False
        layout = QVBoxLayout(self)
        hint = QLabel(self.tr("The tools every agent has out of the box. Untick one to take it from every agent; "
                              "an agent can also do without one in its Tools tab."), self)
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.table = read_only_table("builtinToolsTable", self.tr("Built-in tools"),
                                     (self.tr("Tool"), self.tr("Kind"), self.tr("Settings")), stretch=2)
        self.table.setMinimumHeight(220)
        self.table.itemChanged.connect(self._item_changed)
        self.table.itemSelectionChanged.connect(self._selected)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        self.settings_edit = QLineEdit(self)
        self.settings_edit.setObjectName("builtinToolSettings")
        self.settings_edit.setAccessibleName(self.tr("Settings of the selected tool, as JSON"))
        self.settings_edit.setPlaceholderText(self.tr("Select a tool to change its settings"))
        self.settings_edit.returnPressed.connect(self.save_settings)
        self.save_button = QPushButton(self.tr("Save settings"), self)
        self.save_button.setObjectName("builtinToolSave")
        self.save_button.setAccessibleName(self.tr("Save the tool's settings"))
        self.save_button.clicked.connect(self.save_settings)
        row.addWidget(self.settings_edit, 1)
        row.addWidget(self.save_button)
        layout.addLayout(row)
        self.status_label = QLabel("", self)
        self.status_label.setObjectName("builtinToolsStatus")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self._selected()
        self.reload()

    def reload(self) -> None:
        run_async(self._service.list(), on_done=self._show, owner=self, what=self.tr("Reading the built-in tools"))

    def _kind_words(self, category: str) -> str:
        """The stored category ("runtime", "memory"…) is a key; the column shows a word."""
        words = {"general": self.tr("General"), "runtime": self.tr("System"), "memory": self.tr("Memory"),
                 "web": self.tr("Web"), "filesystem": self.tr("Files"), "agents": self.tr("Agents")}
        return words.get(category, category)

    def settings_words(self, settings: Mapping[str, Any]) -> str:
        """A tool's settings as words ("file size up to 2.0 MB · wait up to 20 s"); a key this
        window does not know stays `key=value`, so nothing is hidden."""
        def number(value: int) -> str:
            return QLocale().toString(value)

        size = format_size
        words: dict[str, Callable[[Any], str]] = {
            "max_file_bytes": lambda v: self.tr("files up to {size}").format(size=size(v)),
            "max_bytes": lambda v: self.tr("downloads up to {size}").format(size=size(v)),
            "max_output_chars": lambda v: self.tr("output up to {count} characters").format(count=number(v)),
            "max_chars": lambda v: self.tr("text up to {count} characters").format(count=number(v)),
            "max_entries": lambda v: self.tr("listings up to {count} entries").format(count=number(v)),
            "timeout_seconds": lambda v: self.tr("wait up to {seconds} s").format(seconds=number(v)),
            "max_redirects": lambda v: self.tr("up to {count} redirects").format(count=number(v)),
            "backend": lambda v: self.tr("search service: {name}").format(
                name={"searxng": "SearXNG", "brave": "Brave Search"}.get(v, v)) if v else "",
            "searxng_url": lambda v: self.tr("SearXNG at {address}").format(address=v) if v else "",
        }
        parts = []
        for key, value in sorted(settings.items()):
            said = words[key](value) if key in words and isinstance(value, int | str) else f"{key}={value}"
            if said:
                parts.append(said)
        return " · ".join(parts)

    def _show(self, tools: tuple[BuiltinTool, ...]) -> None:
        keep = self.selected_name()
        self.tools = tools
        self._filling = True
        self.table.setRowCount(len(tools))
        for row, tool in enumerate(tools):
            name = QTableWidgetItem(tool.name)
            name.setFlags(name.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            name.setCheckState(Qt.CheckState.Checked if tool.enabled else Qt.CheckState.Unchecked)
            name.setToolTip(tool.description or tool.display_name)
            name.setData(Qt.ItemDataRole.UserRole, tool.name)
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, QTableWidgetItem(self._kind_words(tool.category)))
            settings = self.settings_words(tool.settings) or self.tr("(none)")
            cell = QTableWidgetItem(settings)
            cell.setToolTip(settings)  # a long one is elided at 1024x700
            self.table.setItem(row, 2, cell)
            if tool.name == keep:
                self.table.selectRow(row)
        self._filling = False
        self._selected()
        self.loaded.emit(tools)

    def selected_name(self) -> str:
        rows = self.table.selectionModel().selectedRows()
        item = self.table.item(rows[0].row(), 0) if rows else None
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""

    def _tool(self, name: str) -> BuiltinTool | None:
        return next((t for t in self.tools if t.name == name), None)

    def _selected(self) -> None:
        tool = self._tool(self.selected_name())
        has_settings = tool is not None and bool(tool.settings)
        self.settings_edit.setEnabled(has_settings)
        self.save_button.setEnabled(has_settings)
        self.settings_edit.setText(json.dumps(tool.settings) if tool is not None and has_settings else "")

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 0:
            return
        self.set_enabled(str(item.data(Qt.ItemDataRole.UserRole)), item.checkState() == Qt.CheckState.Checked)

    def set_enabled(self, name: str, on: bool) -> None:
        message = self.tr("%1 is on for every agent.") if on else self.tr("%1 is off for every agent.")
        done = message.replace("%1", name)
        run_async(self._service.set_enabled(name, on), on_done=lambda tool: self._saved(tool, done),
                  on_error=self._refused, owner=self)

    def save_settings(self) -> None:
        name = self.selected_name()
        try:
            settings = json.loads(self.settings_edit.text() or "{}")
        except ValueError as exc:
            self.status_label.setText(self.tr("The settings are not valid JSON: %1").replace("%1", str(exc)))
            return
        message = self.tr("Saved the settings of %1.").replace("%1", name)
        run_async(self._service.set_settings(name, settings), on_done=lambda tool: self._saved(tool, message),
                  on_error=lambda exc: self.status_label.setText(describe_error(exc)), owner=self)
        # a refused save changed nothing: no reload, which would replace what is being corrected

    def _saved(self, tool: BuiltinTool, message: str) -> None:
        self.status_label.setText(message)
        self.saved.emit(tool)
        self.reload()

    def _refused(self, exc: BaseException) -> None:
        self.status_label.setText(describe_error(exc))
        self.reload()
