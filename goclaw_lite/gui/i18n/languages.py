"""Which language the window speaks, and installing the translators that make it so.

Our strings come from `goclaw_lite_<code>.qm` beside this module; Qt's own (standard buttons,
file dialogs, text-field menus) from the Qt wheel's `qtbase_<code>.qm`, except Vietnamese,
for which Qt ships none and `qtbase_vi.qm` here has ours. English is the source language and
needs no translator. `GOCLAW_LANGUAGE` overrides the setting (also with `pseudo`, the
pseudo-language of the layout tests).
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.gui.qt import QCoreApplication, QLibraryInfo, QLocale, QTranslator

log = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
ENV_LANGUAGE = "GOCLAW_LANGUAGE"
PSEUDO = "pseudo"
TRANSLATED = ("vi", "zh_CN", "ru")
"""The languages with a `.ts` file of ours (English is the source)."""
QT_OWN = {"ru": "qtbase_ru", "zh_CN": "qtbase_zh_CN"}
"""Qt's own catalogue per language, from the Qt wheel; the others' are ours (`qtbase_vi`)."""


@dataclass(frozen=True)
class Language:
    code: str
    native: str
    """Its name in itself, as the picker shows it (a user who cannot read the current one finds theirs)."""


LANGUAGES = (
    Language("en", "English"),
    Language("vi", "Tiếng Việt"),
    Language("zh_CN", "简体中文"),
    Language("ru", "Русский"),
)


def system_language() -> str:
    """The first of the system's UI languages we have, else English."""
    for name in QLocale.system().uiLanguages():
        code = _ours(name.replace("-", "_"))
        if code:
            return code
    return "en"


def _ours(name: str) -> str:
    lang = name.split("_")[0].lower()
    if lang == "zh":
        return "zh_CN" if not any(part in name for part in ("Hant", "TW", "HK", "MO")) else ""
    return next((lang_ for lang_ in ("en", "vi", "ru") if lang_ == lang), "")


def system_locale() -> QLocale:
    """The system's locale for dates and numbers; a system with none (C/POSIX, as in containers)
    gets British English: 24-hour times and grouped digits, rather than C's bare '1002'."""
    system = QLocale.system()
    return QLocale("en_GB") if system.language() == QLocale.Language.C else system


def resolve_language(setting: str) -> str:
    """The language to show: the environment's override, else the setting, else the system's."""
    override = os.environ.get(ENV_LANGUAGE, "").strip()
    if override == PSEUDO or override in {lang.code for lang in LANGUAGES}:
        return override
    if setting == PSEUDO or setting in {lang.code for lang in LANGUAGES}:
        return setting
    return system_language()


_installed: list[QTranslator] = []
_current = ["en"]


def installed_language() -> str:
    """The language last installed ('en' before any)."""
    return _current[0]


def catalogue_paths(code: str) -> list[Path]:
    """The .qm files for `code`: ours, then Qt's own. English has only its plural forms
    (`goclaw_lite_en.qm`: "%n model(s)" as "1 model" / "2 models"); the pseudo-language none."""
    if code == "en":
        return [HERE / "goclaw_lite_en.qm"]
    if code not in TRANSLATED:
        return []
    qt_name = QT_OWN.get(code)
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    qt_file = qt_dir / f"{qt_name}.qm" if qt_name else HERE / f"qtbase_{code}.qm"
    return [HERE / f"goclaw_lite_{code}.qm", qt_file]


def install_language(setting: str) -> str:
    """Replace the application's translators with those of the resolved language; returns its code.

    Widgets built afterwards speak it; built ones keep their text until rebuilt
    (`MainWindow.retranslate`). The default QLocale follows, so dates and numbers do too."""
    from goclaw_lite.gui.i18n.pseudo import PseudoTranslator

    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs the application first.")
    code = resolve_language(setting)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if code == PSEUDO:
        pseudo = PseudoTranslator(app)
        app.installTranslator(pseudo)
        _installed.append(pseudo)
    for path in catalogue_paths(code):
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            log.warning("no translations at %s; those strings stay English", path)
    follows_system = not setting and not os.environ.get(ENV_LANGUAGE, "").strip()
    QLocale.setDefault(system_locale() if follows_system else QLocale("en_US" if code == PSEUDO else code))
    _current[0] = code
    return code


def apply_settings(language: str, time_zone: str) -> str:
    """Install the language and set the display zone from the user's settings; returns the language."""
    from goclaw_lite.gui.i18n.dates import set_display_zone

    set_display_zone(time_zone)
    return install_language(language)
