"""A longer translation never cuts a label or a button: every page at 1024x700, on demo data,
under the pseudo-language (every string ~40% longer and accented, made by code) and in each
translation, has no visible text that needs more room than it has and no page body wider than
the window. The label and button check is test_no_clipping's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.i18n.languages import install_language
from goclaw_lite.gui.i18n.pseudo import pseudo
from goclaw_lite.gui.qt import QHBoxLayout, QLabel, QPushButton, QScrollArea, QWidget
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.screenshot import grab_page, show_demo_views
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.gui.test_no_clipping import button_problem, cut_texts, label_problem
from tests.support.languages import shown_in

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
SIZE = (1024, 700)
OUT = Path(__file__).resolve().parents[2] / "test-output" / "screenshots" / "languages"


LANGUAGES = ("pseudo", "vi", "zh_CN", "ru")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qtbot: Any) -> Iterator[str]:  # after qtbot, which installs English
    with shown_in(request.param) as shown:
        yield shown


def test_pseudo_strings_are_longer_and_keep_what_code_fills_in() -> None:
    text = pseudo("Saved {what} for %n day(s) in <b>%1</b> &Now, %Ln left")
    assert text.startswith("[") and text.endswith("]")
    for kept in ("{what}", "%n", "%Ln", "%1", "<b>", "</b>", "&N"):
        assert kept in text
    assert "Šàṽéđ" in text
    for source in ("OK", "Settings", "Restore a backup and restart the application"):
        assert len(pseudo(source)) >= 1.4 * len(source)


@pytest.mark.slow
def test_no_page_cuts_a_text_in_any_language(language: str, app_ctx: AppContext, qtbot: Any, run: Any,
                                             tmp_path: Path) -> None:
    """The pseudo-language first (longer than any), then each real translation."""
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    assert window.navigation.item(0).text() != "Home"  # the language is on
    problems: dict[str, list[str]] = {}
    for key in window.page_keys():
        run(show_demo_views(window, key, conversation_id=demo.conversation_id, entity_id=demo.entity_id), timeout=30)
        run(grab_page(window, key, OUT / f"{key}-{language}.png"), timeout=30)
        if found := cut_texts(window) + wider_than_window(window):
            problems[key] = found
    assert window.width() == SIZE[0]
    assert problems == {}


def wider_than_window(window: MainWindow) -> list[str]:
    """A page body that scrolls sideways hides whatever is past the window's edge (a button, the
    end of a row) where the label check cannot see it: a resizable scroll area must not need to."""
    page = window.stack.currentWidget()
    return [f"scroll area {area.objectName() or ''} is {area.widget().minimumSizeHint().width()}px wide, "
            f"has {area.viewport().width()}px; widest: {_widest(area.widget())}"
            for area in page.findChildren(QScrollArea)
            if area.widgetResizable() and area.isVisible() and area.horizontalScrollBar().isVisible()]


def _widest(body: QWidget) -> list[str]:
    shown = [w for w in body.findChildren(QWidget) if w.isVisible()]
    shown.sort(key=lambda w: -w.minimumSizeHint().width())
    return [f"{type(w).__name__} {w.objectName()} {w.minimumSizeHint().width()}px" for w in shown[:6]]


class _FixedRow(QWidget):
    """A planted defect: a button and a label with widths fixed to fit their English text."""

    def __init__(self) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        self.button = QPushButton(self.tr("Restore and restart"))
        self.label = QLabel(self.tr("Backups"))
        self.button.setFixedWidth(QPushButton("Restore and restart").sizeHint().width())
        self.label.setFixedWidth(QLabel("Backups").sizeHint().width())
        row.addWidget(self.button)
        row.addWidget(self.label)
        row.addStretch(1)


def test_the_pseudo_language_shows_a_text_sized_for_english(qtbot: Any) -> None:
    english = _FixedRow()
    qtbot.addWidget(english)
    english.show()
    assert button_problem(english.button) == "" and label_problem(english.label) == ""
    install_language("pseudo")
    try:
        longer = _FixedRow()
        qtbot.addWidget(longer)
        longer.show()
        assert longer.button.text().startswith("[")
        assert button_problem(longer.button).startswith("needs")
        assert label_problem(longer.label).startswith("needs")
    finally:
        install_language("")
