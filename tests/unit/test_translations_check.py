"""The translation check (devtools/translations.py, run by devtools/check.sh): clean on the tree,
and failing on each planted defect in a small copy — an untranslated string, an obsolete one, a
lost placeholder, a stale .qm, an f-string in tr(), a count given to translate(), an unmarked
status-bar `what=`, a Vietnamese mnemonic on an accented letter."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from devtools import translations

LRELEASE = shutil.which("pyside6-lrelease") or shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
pytestmark = [pytest.mark.slow,  # each case runs lupdate and lrelease a few times
              pytest.mark.skipif(LRELEASE is None, reason="needs PySide6's lupdate/lrelease")]

PAGE = '''
from goclaw_lite.gui.qt import QCoreApplication, QWidget


class DemoPage(QWidget):
    def build(self, count: int, name: str) -> None:
        self.setWindowTitle(self.tr("Backups"))
        self.setToolTip(self.tr("%n backup(s)", "", count))
        self.setAccessibleName(self.tr("Saved {what}.").format(what=name))


def outside() -> str:
    return QCoreApplication.translate("DemoPage", "Restore")
'''
TRANSLATED = {
    "en": {"%n backup(s)": ("%n backup", "%n backups")},
    "vi": {"Backups": "Bản sao lưu", "%n backup(s)": ("%n bản sao lưu",), "Saved {what}.": "Đã lưu {what}.",
           "Restore": "Khôi phục"},
    "zh_CN": {"Backups": "备份", "%n backup(s)": ("%n 个备份",), "Saved {what}.": "已保存{what}。", "Restore": "恢复"},
    "ru": {"Backups": "Резервные копии", "%n backup(s)": ("%n копия", "%n копии", "%n копий"),
           "Saved {what}.": "Сохранено: {what}.", "Restore": "Восстановить"},
}


def _fill(ts: Path, language: str) -> None:
    import xml.etree.ElementTree as ET

    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        value = TRANSLATED[language].get(message.findtext("source") or "")
        translation = message.find("translation")
        if value is None or translation is None:
            continue
        translation.attrib.pop("type", None)
        if isinstance(value, tuple):
            for form in list(translation):
                translation.remove(form)
            for text in value:
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = value
    tree.write(ts, encoding="utf-8", xml_declaration=True)


@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    """A one-page gui/ and its i18n/ folder, fully translated and compiled: the check is clean."""
    gui, i18n = tmp_path / "gui", tmp_path / "i18n"
    gui.mkdir()
    i18n.mkdir()
    (gui / "demo_page.py").write_text(PAGE, encoding="utf-8")
    for language in translations.LANGUAGES:
        translations.ts_path(language, i18n).write_text(
            f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="{language}">\n</TS>\n',
            encoding="utf-8")
    sources = [translations.ts_path(lang, i18n) for lang in translations.LANGUAGES]
    translations.lupdate(sources, drop_obsolete=True, gui=gui)
    for language in translations.LANGUAGES:
        _fill(translations.ts_path(language, i18n), language)
    translations.release(i18n)
    assert translations.check(gui, i18n) == []
    return gui, i18n


def test_the_tree_s_translations_are_complete_and_current() -> None:
    assert translations.check() == []


def test_a_new_string_is_untranslated(tree: tuple[Path, Path]) -> None:
    gui, i18n = tree
    page = gui / "demo_page.py"
    page.write_text(page.read_text().replace('self.tr("Backups")', 'self.tr("Backups kept")'), encoding="utf-8")
    found = translations.check(gui, i18n)
    assert any("'Backups kept' is untranslated" in line and line.startswith("goclaw_lite_ru.ts")
               for line in found), found
    assert any("'Backups' is obsolete" in line for line in found), found


def test_a_lost_placeholder_and_a_stale_qm_are_found(tree: tuple[Path, Path]) -> None:
    gui, i18n = tree
    ts = translations.ts_path("vi", i18n)
    ts.write_text(ts.read_text(encoding="utf-8").replace("Đã lưu {what}.", "Đã lưu."), encoding="utf-8")
    found = translations.check(gui, i18n)
    assert any("'Saved {what}.' translates with placeholders []" in line for line in found), found
    assert "goclaw_lite_vi.qm is not compiled from its .ts; run --release" in found


def test_an_unfinished_plural_form_is_found(tree: tuple[Path, Path]) -> None:
    gui, i18n = tree
    ts = translations.ts_path("ru", i18n)
    ts.write_text(ts.read_text(encoding="utf-8").replace("<numerusform>%n копий</numerusform>",
                                                         "<numerusform></numerusform>"), encoding="utf-8")
    translations.release(i18n)
    assert any("'%n backup(s)' is untranslated or unfinished" in line for line in translations.check(gui, i18n))


def test_an_f_string_a_counted_translate_and_another_s_tr_are_refused(tree: tuple[Path, Path]) -> None:
    gui, i18n = tree
    (gui / "bad.py").write_text(
        'def f(self, n, name):\n'
        '    self.tr(f"Hello {name}")\n'
        '    QCoreApplication.translate("Bad", "%n file(s)", "", n)\n'
        '    parent.tr("Open")\n'
        '    run_async(work(), what="Loading the list")\n', encoding="utf-8")
    found = "\n".join(translations.check(gui, i18n))
    assert "bad.py:2: an f-string in tr()" in found
    assert "bad.py:3: a count in translate()" in found
    assert "bad.py:4: parent.tr() is filed under 'parent'" in found
    assert "bad.py:5: what the status bar says failed is not marked" in found


def test_a_vietnamese_mnemonic_on_an_accented_letter_is_found(tree: tuple[Path, Path]) -> None:
    """Alt+ả cannot be typed on a Latin keyboard; Alt+B can, and so can Chinese's "(&B)" style."""
    gui, i18n = tree
    ts = translations.ts_path("vi", i18n)
    original = ts.read_text(encoding="utf-8")
    ts.write_text(original.replace("Bản sao lưu", "B&amp;ản sao lưu"), encoding="utf-8")
    translations.release(i18n)
    found = translations.check(gui, i18n)
    assert found == ["goclaw_lite_vi.ts: DemoPage: 'Backups' puts its mnemonic on 'ả', which a Latin keyboard "
                     "cannot type with Alt; use an unaccented letter or '(&X)'"], found
    for fine in ("&amp;Bản sao lưu", "Bản sao lưu (&amp;B)", "Lưu &amp;&amp; ảnh"):
        ts.write_text(original.replace("Bản sao lưu", fine), encoding="utf-8")
        translations.release(i18n)
        assert translations.check(gui, i18n) == [], fine
