"""Settings' language and time-zone rows: the window's language and the zone its times are shown in.

Both are saved to settings.json at once and applied to the running window: the translators
are swapped (`i18n.languages.apply_settings`) and the window rebuilds its pages
(`MainWindow.retranslate`), keeping the open chat and its draft. While a reply is being written
the rebuild waits for it to end. The command line stays English whatever is chosen here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from goclaw_lite.gui.i18n.languages import LANGUAGES, apply_settings, system_language
from goclaw_lite.gui.qt import QComboBox, QCompleter, QFormLayout, QLabel, QObject, Qt, QTimer, QTimeZone
from goclaw_lite.settings import AppSettings, known_time_zone

Save = Callable[[AppSettings, str], bool]


def time_zone_names() -> list[str]:
    """The IANA zones both Qt and Python know (the setting is checked with Python's zoneinfo)."""
    names = (bytes(raw.data()).decode() for raw in QTimeZone.availableTimeZoneIds())
    return sorted(name for name in names if "/" in name and known_time_zone(name))


class LanguageBox(QObject):
    """The language and time-zone pickers, added as the first rows of Settings' Preferences
    (`add_to`); saving goes through `save`, the page's."""

    def __init__(self, settings: Callable[[], AppSettings], save: Save, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._save = save

        self.language_combo = QComboBox()
        self.language_combo.setObjectName("languageCombo")
        self.language_combo.setAccessibleName(self.tr("Language"))
        system = next(lang.native for lang in LANGUAGES if lang.code == system_language())
        self.language_combo.addItem(self.tr("Follow the system ({language})").format(language=system), "")
        for language in LANGUAGES:
            self.language_combo.addItem(language.native, language.code)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(settings().language)))
        self.language_combo.activated.connect(self._language_chosen)
        self.language_label = QLabel(self.tr("&Language:"))
        self.language_label.setBuddy(self.language_combo)

        self.zone_combo = QComboBox()
        self.zone_combo.setObjectName("timeZoneCombo")
        self.zone_combo.setAccessibleName(self.tr("Time zone"))
        self.zone_combo.setEditable(True)
        self.zone_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.zone_combo.setMinimumContentsLength(24)
        if (zone_edit := self.zone_combo.lineEdit()) is not None:
            zone_edit.setAccessibleName(self.tr("Time zone"))
        system_zone = bytes(QTimeZone.systemTimeZoneId().data()).decode() or "UTC"
        self.zone_combo.addItem(self.tr("Follow the system ({zone})").format(zone=system_zone), "")
        for name in time_zone_names():
            self.zone_combo.addItem(name, name)
        completer = self.zone_combo.completer()
        if completer is not None:
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.zone_combo.setCurrentIndex(max(0, self.zone_combo.findData(settings().time_zone)))
        self.zone_combo.activated.connect(self._zone_chosen)
        self.zone_combo.setToolTip(
            self.tr("Times in the window are shown in this zone. The command line stays in English."))
        self.zone_label = QLabel(self.tr("Time &zone:"))
        self.zone_label.setBuddy(self.zone_combo)

    def add_to(self, form: QFormLayout) -> None:
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.zone_label, self.zone_combo)

    def _language_chosen(self, index: int) -> None:
        code = str(self.language_combo.itemData(index) or "")
        current = self._settings()
        if code != current.language and self._save(replace(current, language=code), self.tr("the language")):
            self._apply()

    def _zone_chosen(self, index: int) -> None:
        name = str(self.zone_combo.itemData(index) or "")
        current = self._settings()
        if name != current.time_zone and self._save(replace(current, time_zone=name), self.tr("the time zone")):
            self._apply()

    def _apply(self) -> None:
        """Swap the translators now; rebuild the window from the event loop (this box is in it)."""
        settings = self._settings()
        apply_settings(settings.language, settings.time_zone)
        window = self.language_combo.window()
        retranslate = getattr(window, "retranslate", None)
        if callable(retranslate):
            QTimer.singleShot(0, window, retranslate)
