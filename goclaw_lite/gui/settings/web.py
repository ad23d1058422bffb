"""Settings > Web search: which backend `web_search` uses — a SearXNG instance or Brave Search.

The Brave API key is typed into a password field and stored sealed (`ctx.services.web`);
the box never shows it again, only that one is stored. Until a backend is set up the agents
are not offered `web_search`, and the box says why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.app.web import WebSettingsView
from goclaw_lite.gui.qt import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)
from goclaw_lite.gui.widgets.async_bridge import run_async
from goclaw_lite.model.web import SearchBackend

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext


class WebSearchBox(QGroupBox):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Web search"))
        self.setObjectName("webSearchBox")
        self._ctx = ctx
        self.view: WebSettingsView | None = None
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        intro = QLabel(self.tr(
            "Agents search the web with <code>web_search</code> through the backend chosen here. "
            "<code>web_fetch</code> needs no setup; it never reaches this computer or your network "
            "unless an agent's web allow list says so (Agents, Tools tab)."))
        intro.setWordWrap(True)
        form.addRow(intro)
        self.backend_combo = QComboBox()
        self.backend_combo.setObjectName("webSearchBackend")
        self.backend_combo.setAccessibleName(self.tr("Search backend"))
        self.backend_combo.addItem(self.tr("None (web_search is not offered)"), SearchBackend.NONE.value)
        self.backend_combo.addItem(self.tr("SearXNG instance"), SearchBackend.SEARXNG.value)
        self.backend_combo.addItem(self.tr("Brave Search (API key)"), SearchBackend.BRAVE.value)
        self.backend_combo.currentIndexChanged.connect(self._backend_changed)
        form.addRow(self.tr("&Backend:"), self.backend_combo)
        self.url_edit = QLineEdit()
        self.url_edit.setObjectName("webSearchUrl")
        self.url_edit.setAccessibleName(self.tr("SearXNG address"))
        self.url_edit.setPlaceholderText("http://localhost:8888")
        form.addRow(self.tr("SearXNG a&ddress:"), self.url_edit)
        self.key_edit = QLineEdit()
        self.key_edit.setObjectName("webSearchKey")
        self.key_edit.setAccessibleName(self.tr("Brave Search API key"))
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow(self.tr("Brave API ke&y:"), self.key_edit)
        self.status_label = QLabel("")
        self.status_label.setObjectName("webSearchStatus")
        self.status_label.setWordWrap(True)
        form.addRow(self.status_label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setObjectName("webSearchSave")
        self.save_button.setAccessibleName(self.tr("Save the web search settings"))
        self.save_button.clicked.connect(self.save)
        row.addWidget(self.save_button)
        form.addRow(row)
        self.reload()

    def reload(self) -> None:
        run_async(self._ctx.services.web.settings(), on_done=self._show, owner=self,
                  what=self.tr("Reading web search settings"))

    def _show(self, view: WebSettingsView) -> None:
        self.view = view
        self.backend_combo.blockSignals(True)
        self.backend_combo.setCurrentIndex(max(0, self.backend_combo.findData(view.backend.value)))
        self.backend_combo.blockSignals(False)
        self.url_edit.setText(view.searxng_url)
        self.key_edit.clear()
        self.key_edit.setPlaceholderText(
            self.tr("stored (sealed) — type a new key to replace it") if view.has_brave_key
            else self.tr("from api.search.brave.com"))
        self._backend_changed()
        if view.problem:
            self.status_label.setText(self.tr("Agents are not offered web_search: %1.").replace("%1", view.problem))
        else:
            text = self.tr("Agents are offered web_search through %1.")
            self.status_label.setText(text.replace("%1", view.backend.label))

    def _backend_changed(self) -> None:
        backend = SearchBackend(str(self.backend_combo.currentData() or ""))
        self.url_edit.setEnabled(backend is SearchBackend.SEARXNG)
        self.key_edit.setEnabled(backend is SearchBackend.BRAVE)

    def save(self) -> None:
        backend = SearchBackend(str(self.backend_combo.currentData() or ""))
        key = self.key_edit.text().strip() or None
        searxng_url = self.url_edit.text() if backend is SearchBackend.SEARXNG else None
        self.save_button.setEnabled(False)

        def failed(exc: BaseException) -> None:
            self.save_button.setEnabled(True)
            self.status_label.setText(str(exc))

        def done(view: WebSettingsView) -> None:
            self.save_button.setEnabled(True)
            self._show(view)

        run_async(self._ctx.services.web.set_search(backend, searxng_url=searxng_url,
                                                    brave_key=key if backend is SearchBackend.BRAVE else None),
                  on_done=done, on_error=failed, owner=self, what=self.tr("Saving web search settings"))
