"""Dialogs cut no text either: the pages' check (test_no_clipping) looks inside the main window
only, and a dialog's wrapped hint that changes after it is shown (the Add server dialog's key
hint, two lines in Russian) was drawn over the next row. Each dialog here is opened as a user
opens it, in every language, and its labels and buttons are measured."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.tool_policy import ToolChoice
from goclaw_lite.gui.agents.editor import AgentEditor
from goclaw_lite.gui.agents.tools_table import ToolPolicyTable
from goclaw_lite.gui.qt import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QHeaderView,
    QLabel,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)
from goclaw_lite.gui.servers.box import ProvidersBox
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.gui.test_no_clipping import button_problem, label_problem
from tests.support.languages import shown_in

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
LANGUAGES = ("en", "pseudo", "vi", "zh_CN", "ru")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qtbot: Any) -> Iterator[str]:  # after qtbot, which installs English
    with shown_in(request.param) as shown:
        yield shown


def cut_in(root: QWidget) -> list[str]:
    """Every visible label or button under `root` whose text needs more room than it has."""
    found = [f"label {w.text()[:50]!r}: {p}" for w in root.findChildren(QLabel)
             if w.isVisibleTo(root) and (p := label_problem(w))]
    found += [f"button {w.text()[:50]!r}: {p}" for w in root.findChildren(QAbstractButton)
              if w.isVisibleTo(root) and (p := button_problem(w))]
    return found


def test_the_add_server_dialog_cuts_no_text(language: str, app_ctx: AppContext, qtbot: Any) -> None:
    box = ProvidersBox(app_ctx)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitUntil(lambda: not box.loading, timeout=10000)
    dialog = box.add_server()
    try:
        qtbot.waitExposed(dialog)
        for preset in ("ollama", "openai", "ollama"):  # the hint changes length under the shown dialog
            dialog.choose_preset(preset)
            qtbot.waitUntil(lambda: dialog.key_hint.isVisible(), timeout=5000)
            QApplication.processEvents()
            assert cut_in(dialog) == [], preset
    finally:
        dialog.reject()


def test_the_check_sees_a_hint_that_grew_under_a_shown_dialog(qtbot: Any) -> None:
    """The planted defect: a word-wrapped label given a longer text after its window was laid out
    at a fixed height, as the server dialog did before it refitted itself."""
    top = QWidget()
    qtbot.addWidget(top)
    hint = QLabel("Short.")
    hint.setWordWrap(True)
    layout = QVBoxLayout(top)
    layout.addWidget(hint)
    layout.addWidget(QLabel("Next row"))
    top.resize(200, 0)
    top.show()
    qtbot.waitExposed(top)
    assert cut_in(top) == []
    top.setFixedHeight(top.height())
    hint.setText("A much longer hint that now wraps onto three or four lines at this width, like a translation.")
    QApplication.processEvents()
    assert any("wraps to" in problem for problem in cut_in(top))


def spin_problem(box: QAbstractSpinBox) -> str:
    """A spin box showing its special value ("Server's default") in less room than the text needs."""
    text = box.specialValueText() if box.specialValueText() and box.text() == box.specialValueText() else box.text()
    needed = box.fontMetrics().horizontalAdvance(text)
    room = box.lineEdit().width() - 4  # QLineEdit's own horizontal margin
    return f"{text!r} needs {needed}px, has {room}px" if needed > room else ""


def test_the_agent_editors_spin_boxes_show_their_words(language: str, qtbot: Any) -> None:
    """The Model tab's Temperature, Top-p and Most tokens show "Server's default" at their lowest
    value: in Vietnamese ("Mặc định của máy chủ") that was cut at a width fixed for English."""
    editor = AgentEditor()
    qtbot.addWidget(editor)
    editor.resize(600, 500)
    editor.show()
    editor.setCurrentIndex(1)  # Model
    qtbot.waitExposed(editor)
    QApplication.processEvents()
    boxes = [b for b in editor.findChildren(QAbstractSpinBox) if b.isVisibleTo(editor)]
    assert boxes
    assert [p for b in boxes if (p := spin_problem(b))] == []


def test_the_check_sees_a_spin_box_too_narrow_for_its_words(qtbot: Any) -> None:
    box = QSpinBox()
    qtbot.addWidget(box)
    box.setSpecialValueText("Mặc định của máy chủ")
    box.setMaximumWidth(box.fontMetrics().horizontalAdvance("M" * 8))
    box.show()
    qtbot.waitExposed(box)
    assert spin_problem(box) != ""
    box.setMaximumWidth(box.sizeHint().width())
    box.resize(box.sizeHint())
    QApplication.processEvents()
    assert spin_problem(box) == ""


def tool_names_cut(table: ToolPolicyTable) -> list[str]:
    """The tool names the Tool column cuts (its width against each name's, with the check box)."""
    grid = table.table
    column = grid.columnWidth(0)
    metrics = grid.fontMetrics()
    room = column - grid.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) - 16
    names = [item.text() for row in range(grid.rowCount()) if (item := grid.item(row, 0)) is not None]
    return [name for name in names if metrics.horizontalAdvance(name) > room]


def test_the_agent_editors_tool_names_are_not_squeezed_by_the_policy(language: str, qtbot: Any) -> None:
    """In Russian each policy box asked for its longest entry ("По умолчанию (своё у каждого
    инструмента)"), and the Tool column was left a letter or two wide."""
    table = ToolPolicyTable()
    qtbot.addWidget(table)
    table.resize(510, 400)  # its width in the editor at 1024x700
    table.set_tools([ToolChoice(name, name, "allow") for name in ("memory_expand", "read_skill_file", "kg_traverse")])
    table.show()
    qtbot.waitExposed(table)
    QApplication.processEvents()
    assert tool_names_cut(table) == []


def test_the_check_sees_a_squeezed_tool_name(qtbot: Any) -> None:
    table = ToolPolicyTable()
    qtbot.addWidget(table)
    table.resize(510, 400)
    table.set_tools([ToolChoice("memory_expand", "", "allow")])
    table.show()
    qtbot.waitExposed(table)
    table.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
    table.table.setColumnWidth(0, 40)
    assert tool_names_cut(table) == ["memory_expand"]
