"""The hooks table's reading column keeps its width in a longer language: Does, the column meant
to take the spare width, was squeezed to "Пи…" in Russian (and "öéš" under the pseudo-language)
because Last run, fitted to its contents, took everything."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.hooks.page import COLUMNS, HooksPageWidget
from goclaw_lite.gui.qt import QHeaderView, QStyle, QStyleOptionHeader, QTableWidget, QTableWidgetItem
from goclaw_lite.gui.shell.main_window import MainWindow
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.languages import shown_in

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


@pytest.fixture(params=("en", "pseudo", "ru"))
def language(request: pytest.FixtureRequest, qtbot: Any) -> Iterator[str]:  # after qtbot, which installs English
    with shown_in(request.param) as shown:
        yield shown


def cut_headers(table: QTableWidget) -> list[str]:
    """Stretching columns (those meant to be read) whose header text does not fit the section."""
    header = table.horizontalHeader()
    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, QStyleOptionHeader(), header)
    found = []
    for column in range(table.columnCount()):
        if header.sectionResizeMode(column) != QHeaderView.ResizeMode.Stretch or header.isSectionHidden(column):
            continue
        text = table.horizontalHeaderItem(column).text()
        needed = header.fontMetrics().horizontalAdvance(text) + margin
        if needed > header.sectionSize(column):
            found.append(f"{text!r} needs {needed}px, has {header.sectionSize(column)}px")
    return found


def test_the_does_column_keeps_its_header_at_1024(language: str, app_ctx: AppContext, qtbot: Any, run: Any,
                                                  tmp_path: Path) -> None:
    run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    window.show_page("hooks")
    page = window.page("hooks")
    assert isinstance(page, HooksPageWidget)
    qtbot.waitUntil(lambda: page.table.rowCount() >= 2, timeout=15000)
    qtbot.waitUntil(lambda: page.table.horizontalHeader().sectionSize(COLUMNS.index("Does")) > 0, timeout=5000)
    assert cut_headers(page.table) == []


def test_the_check_sees_a_squeezed_stretch_column(qtbot: Any) -> None:
    """The planted defect: one stretch column beside a contents-sized one whose text takes the room."""
    table = QTableWidget(1, 2)
    qtbot.addWidget(table)
    table.setHorizontalHeaderLabels(["What the hook does when it runs", "Last run"])
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
    table.setItem(0, 1, QTableWidgetItem("x" * 120))
    table.resize(400, 200)
    table.show()
    qtbot.waitExposed(table)
    assert cut_headers(table) != []
