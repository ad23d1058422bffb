"""The Skills page: every installed skill as a card with its state and the agents granted it;
install from a folder or a .zip (buttons, or drop it on the page); switch on/off; choose agents
(Enter on a card too); delete with Undo (the Delete key too); the selected skill's SKILL.md
rendered beside the list.

All work goes through `ctx.services.skills` on the qasync loop. Deleting keeps the files
(the row is marked deleted and the grants remembered), so Undo puts the skill back as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from goclaw_lite.gui.i18n.dates import format_size
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QDragEnterEvent,
    QDropEvent,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLocale,
    QPushButton,
    QSplitter,
    QStyle,
    Qt,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header
from goclaw_lite.gui.skills.agents_dialog import SkillAgentsDialog
from goclaw_lite.gui.style import current_colours
from goclaw_lite.gui.style.cards import Card
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.gui.widgets.card_list import CardList
from goclaw_lite.gui.widgets.icons import page_icon
from goclaw_lite.gui.widgets.page_loader import PageLoader
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.skills import InstallResult, RemovedSkill, Skill, SkillDetails, SkillGrant, SkillListing

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

PathChooser = Callable[[QWidget], Path | None]
T = TypeVar("T")


def choose_folder(parent: QWidget) -> Path | None:
    folder = QFileDialog.getExistingDirectory(
        parent, QCoreApplication.translate("SkillsPage", "Install a skill folder"))
    return Path(folder) if folder else None


def choose_zip(parent: QWidget) -> Path | None:
    path, _filter = QFileDialog.getOpenFileName(parent,
                                                QCoreApplication.translate("SkillsPage", "Install a skill .zip"), "",
                                                QCoreApplication.translate("SkillsPage", "Skill archives (*.zip)"))
    return Path(path) if path else None


def installable(path: Path) -> bool:
    """What a drop may install: a folder with SKILL.md, or a .zip."""
    return (path.is_dir() and (path / "SKILL.md").is_file()) or (path.is_file() and path.suffix.lower() == ".zip")


class SkillsPage(QWidget):
    loaded = Signal(object)
    """Emitted with the list of SkillListing each time the list is filled."""
    detailsShown = Signal(object)
    """Emitted with the SkillDetails shown beside the list."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *, pick_folder: PathChooser = choose_folder,
                 pick_zip: PathChooser = choose_zip) -> None:
        super().__init__(parent)
        self.setObjectName("skillsPage")
        self.setAcceptDrops(True)
        self.service = ctx.services.skills
        self._pick_folder, self._pick_zip = pick_folder, pick_zip
        self.listings: list[SkillListing] = []
        self.details: SkillDetails | None = None
        self.removed: RemovedSkill | None = None
        self.dialog: SkillAgentsDialog | None = None
        self._loader = PageLoader(self)
        self._details_generation = 0
        self._busy = False
        self._wanted: str | None = None
        self._message: str | None = None

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Skills"), self.tr(
            "Procedures an agent loads when a task calls for them: a folder with a SKILL.md, installed here. "
            "An agent's prompt lists only each granted skill's name and description. Drop a folder or .zip here "
            "to install it.")))
        layout.addLayout(self._toolbar())
        self.list = CardList("skillsList", self.tr("Skills"))
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.list.itemActivated.connect(lambda _item: self.choose_agents())
        self.list.use_buttons((self.toggle_button, self.agents_button, self.delete_button), delete=self.delete_button)
        self.meta = QLabel("")
        self.meta.setObjectName("skillMeta")
        self.meta.setWordWrap(True)
        self.meta.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview = QTextBrowser()
        self.preview.setObjectName("skillPreview")
        self.preview.setAccessibleName(self.tr("The selected skill's SKILL.md"))
        self.preview.setOpenLinks(False)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.meta)
        side_layout.addWidget(self.preview, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("skillsSplitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.list)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter, 1)
        status = QHBoxLayout()
        self.status_label = QLabel("")
        self.status_label.setObjectName("skillsStatus")
        self.status_label.setAccessibleName(self.tr("Skills status"))
        self.status_label.setWordWrap(True)
        self.undo_button = self._button(self.tr("Undo"), "skillUndo", self.tr("Undo the deletion"),
                                        self.tr("Put the deleted skill back, with the agents it had"))
        self.undo_button.clicked.connect(self.undo_delete)
        self.undo_button.hide()
        status.addWidget(self.status_label, 1)
        status.addWidget(self.undo_button)
        layout.addLayout(status)
        self._update_buttons()
        self.refresh()

    def _fields(self) -> tuple[str, ...]:
        """The labels of a card's facts (its tooltip), as the table's columns were."""
        return (self.tr("Skill"), self.tr("Version"), self.tr("State"), self.tr("Agents"), self.tr("Description"))

    def _button(self, text: str, name: str, accessible: str, tip: str,
                icon: QStyle.StandardPixmap | None = None) -> QPushButton:
        button = QPushButton(standard_icon(icon), text) if icon is not None else QPushButton(text)
        button.setObjectName(name)
        button.setAccessibleName(accessible)
        button.setToolTip(tip)
        return button

    def _toolbar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.folder_button = self._button(self.tr("Install folder…"), "skillInstallFolder",
                                          self.tr("Install a skill folder"),
                                          self.tr("Install a folder with a SKILL.md "
                                                  "(the same skill again: a new version)"),
                                          QStyle.StandardPixmap.SP_DirOpenIcon)
        self.zip_button = self._button(self.tr("Install .zip…"), "skillInstallZip", self.tr("Install a skill .zip"),
                                       self.tr("Install a .zip holding a skill folder"),
                                       QStyle.StandardPixmap.SP_FileDialogNewFolder)
        self.toggle_button = self._button(self.tr("Disable"), "skillToggle", self.tr("Enable or disable the skill"),
                                          self.tr("A disabled skill is offered to no agent; its grants are kept"))
        self.agents_button = self._button(self.tr("Agents…"), "skillAgents", self.tr("Choose the skill's agents"),
                                          self.tr("Choose which agents may use the selected skill"))
        self.delete_button = self._button(self.tr("Delete"), "skillDelete", self.tr("Delete the selected skill"),
                                          self.tr("Delete the skill; Undo puts it back"),
                                          QStyle.StandardPixmap.SP_TrashIcon)
        self.refresh_button = self._button(self.tr("Refresh"), "skillsRefresh", self.tr("Refresh skills"),
                                           self.tr("Load the skills again"), QStyle.StandardPixmap.SP_BrowserReload)
        self.folder_button.clicked.connect(lambda: self._install_picked(self._pick_folder))
        self.zip_button.clicked.connect(lambda: self._install_picked(self._pick_zip))
        self.toggle_button.clicked.connect(self.toggle_skill)
        self.agents_button.clicked.connect(self.choose_agents)
        self.delete_button.clicked.connect(self.delete_skill)
        self.refresh_button.clicked.connect(lambda: self.refresh())
        for button in (self.folder_button, self.zip_button, self.toggle_button, self.agents_button, self.delete_button):
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.refresh_button)
        return bar

    # --- loading ------------------------------------------------------------------------------

    @property
    def loading(self) -> bool:
        return self._loader.loading or self._busy

    def refresh(self, select: str | None = None) -> None:
        self._wanted = select or self._wanted
        self._loader.load(self.service.list(), on_done=self._show, what=self.tr("Loading the skills"))

    def _state(self, listing: SkillListing) -> str:
        if not listing.files_present:
            return self.tr("Files missing")
        words = [self.tr("On") if listing.skill.enabled else self.tr("Off")]
        if listing.skill.is_system:
            words.append(self.tr("built in"))
        return " · ".join(words)  # separate labels: a comma list reads wrong in Chinese ("开, 内置")

    def _agents(self, grants: tuple[SkillGrant, ...]) -> str:
        if not grants:
            return self.tr("None")
        return ", ".join(f"{g.agent_key} (v{g.pinned_version})" if g.pinned else g.agent_key for g in grants)

    def _card(self, listing: SkillListing) -> Card:
        """Name, description, On/Off at the right (a missing folder in the danger colour), and
        its version and agents under the description."""
        skill = listing.skill
        version, state, agents = QLocale().toString(skill.version), self._state(listing), self._agents(listing.grants)
        tone = "danger" if not listing.files_present else "success" if skill.enabled else ""
        note = self.tr("Version {version} · Agents: {agents}").format(version=version, agents=agents)
        values = (skill.name, version, state, agents, skill.description)
        return Card(skill.name, skill.description, state, tone, note, "",
                    tuple(zip(self._fields(), values, strict=True)), page_icon("skills"),
                    dim=not skill.enabled or not listing.files_present)

    def _show(self, listings: list[SkillListing]) -> None:
        selected = self._wanted or (chosen.skill.slug if (chosen := self.selected()) else None)
        self._wanted = None
        self.listings = list(listings)
        self.list.set_cards([self._card(listing) for listing in self.listings])
        slugs = [listing.skill.slug for listing in self.listings]
        if selected in slugs:
            self.list.select_row(slugs.index(selected))
        elif self.listings:
            self.list.select_row(0)
        self._selection_changed()
        self._loader.finish()
        message, self._message = self._message, None  # what the last action said, else the count
        self.status_label.setText(message or self.tr("%n skill(s) installed.", "", len(self.listings)))
        self.loaded.emit(self.listings)

    def selected(self) -> SkillListing | None:
        row = self.list.selected_row()
        return self.listings[row] if 0 <= row < len(self.listings) else None

    def _update_buttons(self) -> None:
        listing = self.selected()
        has = listing is not None and not self._busy
        self.toggle_button.setEnabled(has)
        self.agents_button.setEnabled(has)
        self.delete_button.setEnabled(has and listing is not None and not listing.skill.is_system)
        self.delete_button.setToolTip(self.tr("Built-in skills cannot be deleted; disable them instead")
                                      if listing is not None and listing.skill.is_system
                                      else self.tr("Delete the skill; Undo puts it back"))
        on = listing is None or listing.skill.enabled
        self.toggle_button.setText(self.tr("Disable") if on else self.tr("Enable"))
        for button in (self.folder_button, self.zip_button):
            button.setEnabled(not self._busy)

    def _selection_changed(self) -> None:
        self._update_buttons()
        listing = self.selected()
        self._details_generation += 1
        generation = self._details_generation
        if listing is None:
            self.meta.setText(self.tr("Install a skill to see it here."))
            self.preview.clear()
            return
        run_async(self.service.show(listing.skill.slug), on_done=lambda d: self._show_details(generation, d),
                  owner=self, what=self.tr("Reading the skill"))

    def _show_details(self, generation: int, details: SkillDetails) -> None:
        if generation != self._details_generation:
            return
        self.details = details
        skill = details.listing.skill
        locale = QLocale()
        lines = [f"<b>{_html(skill.name)}</b> — {_html(skill.description)}"]
        versions = ", ".join(locale.toString(v) for v in details.versions) or self.tr("none")
        lines.append(self.tr("Versions on disk: %1 · Folder: %2").replace("%1", versions)
                     .replace("%2", _html(skill.file_path)))
        if details.files:
            files = ", ".join(f"{_html(p)} ({format_size(n)})" for p, n in details.files[:12])
            lines.append(self.tr("Files: %1").replace("%1", files))
        if details.problem:
            lines.append(f"<span style='color:{current_colours().danger}'>{_html(details.problem)}</span>")
        self.meta.setText("<br>".join(lines))
        self.preview.setMarkdown(details.body)
        self.detailsShown.emit(details)

    # --- actions ------------------------------------------------------------------------------

    def _work(self, coro: Coroutine[Any, Any, T], what: str, done: Callable[[T], None]) -> None:
        self._busy = True
        self._update_buttons()

        def finished(result: T) -> None:
            self._busy = False
            done(result)

        def failed(exc: BaseException) -> None:
            self._busy = False
            self._update_buttons()
            self.status_label.setText(error_text(exc))
            report_error(exc, owner=self, what=what)

        run_async(coro, on_done=finished, on_error=failed, owner=self, what=what)

    def _install_picked(self, chooser: PathChooser) -> None:
        path = chooser(self)
        if path is not None:
            self.install(path)

    def install(self, path: Path) -> None:
        self.undo_button.hide()
        self._work(self.service.add(path), self.tr("Installing %1").replace("%1", path.name),
                   lambda result: self._installed(result))

    def _installed(self, result: InstallResult) -> None:
        skill = result.skill
        if result.status == "unchanged":
            text = self.tr("%1 is already installed with these files (version %2).")
        elif result.status == "updated":
            text = self.tr("Updated %1 to version %2.")
        else:
            text = self.tr("Installed %1 (version %2). Choose Agents… to let an agent use it.")
        self._changed(text.replace("%1", skill.name).replace("%2", QLocale().toString(skill.version)), skill.slug)

    def toggle_skill(self) -> None:
        listing = self.selected()
        if listing is None or self._busy:
            return
        skill = listing.skill
        on, off = self.tr("%1 is on."), self.tr("%1 is off.")
        self._work(self.service.set_enabled(skill.slug, not skill.enabled), self.tr("Switching the skill"),
                   lambda s: self._switched(s, on if s.enabled else off))

    def _switched(self, skill: Skill, words: str) -> None:
        self._changed(words.replace("%1", skill.name), skill.slug)

    def choose_agents(self) -> None:
        listing = self.selected()
        if listing is None or self._busy or self.dialog is not None:
            return
        run_async(self.service.agents(), on_done=lambda agents: self._open_agents(listing, agents), owner=self,
                  what=self.tr("Loading the agents"))

    def _open_agents(self, listing: SkillListing, agents: list[Agent]) -> None:
        granted = {g.agent_key: g.pinned_version for g in listing.grants}
        dialog = SkillAgentsDialog(listing.skill.name, agents, granted, parent=self)
        self.dialog = dialog
        dialog.finished.connect(lambda code: self._agents_answered(dialog, listing, code))
        dialog.open()

    def _agents_answered(self, dialog: SkillAgentsDialog, listing: SkillListing, code: int) -> None:
        self.dialog = None
        chosen = dialog.chosen()
        dialog.deleteLater()
        if code != SkillAgentsDialog.DialogCode.Accepted:
            return
        slug = listing.skill.slug
        self._work(self.service.set_agents(slug, chosen), self.tr("Granting the skill"),
                   lambda _l: self._changed(self.tr("%1: %n agent(s) may use it.", "", len(chosen))
                                            .replace("%1", listing.skill.name), slug))

    def delete_skill(self) -> None:
        listing = self.selected()
        if listing is None or self._busy or listing.skill.is_system:
            return
        name = listing.skill.name
        self._work(self.service.remove(listing.skill.slug), self.tr("Deleting %1").replace("%1", name),
                   lambda removed: self._deleted(removed, name))

    def _deleted(self, removed: RemovedSkill, name: str) -> None:
        self.removed = removed
        self._changed(self.tr("Deleted %1. Its files are kept until you install it again.").replace("%1", name), None)
        self.undo_button.show()

    def undo_delete(self) -> None:
        removed = self.removed
        if removed is None or self._busy:
            return
        self.removed = None
        self.undo_button.hide()
        back = self.tr("%1 is back.")
        self._work(self.service.restore(removed), self.tr("Undoing the deletion"),
                   lambda s: self._changed(back.replace("%1", s.name), s.slug))

    def _changed(self, message: str, select: str | None) -> None:
        self.status_label.setText(message)
        self._message = message
        show = getattr(self.window(), "show_message", None)
        if callable(show):
            show(message)
        self.refresh(select=select)

    # --- drag and drop ------------------------------------------------------------------------

    def _dropped_paths(self, event: QDragEnterEvent | QDropEvent) -> list[Path]:
        mime = event.mimeData()
        if not mime.hasUrls():
            return []
        return [Path(u.toLocalFile()) for u in mime.urls() if u.isLocalFile() and installable(Path(u.toLocalFile()))]

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt naming
        if self._dropped_paths(event) and not self._busy:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt naming
        paths = self._dropped_paths(event)
        if not paths or self._busy:
            event.ignore()
            return
        event.acceptProposedAction()
        self.install(paths[0])


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


PAGE_SPEC = PageSpec(
    key="skills",
    title=QT_TRANSLATE_NOOP("pages", "Skills"),
    icon_name="applications-education",
    factory=SkillsPage,
    order=47,
    fallback_icon=QStyle.StandardPixmap.SP_FileDialogContentsView,
    description=QT_TRANSLATE_NOOP("pages", "SKILL.md procedures agents load when a task calls for them"),
)
