"""Nothing is cut off: every page at 1024x700 and 1440x900, on demo data, has no visible label
or button whose text needs more room than it has. A label that elides on purpose carries the
whole text as its tooltip; that one is fine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.qt import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QMenu,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    Qt,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QWidget,
)
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.screenshot import grab_page, show_demo_views
from goclaw_lite.gui.widgets.menu_button import MenuToolButton
from goclaw_lite.gui.widgets.rich_view import RichView
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
SIZES = ((1024, 700), (1440, 900))


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _shown(widget: QWidget, window: QWidget) -> bool:
    if not widget.isVisibleTo(window) or not widget.isVisible() or widget.width() <= 0:
        return False
    region = widget.visibleRegion()
    return not region.isEmpty()


def label_problem(label: QLabel) -> str:
    text = label.text()
    if not text.strip() or (label.pixmap() is not None and not label.pixmap().isNull()):
        return ""
    elides = type(label).paintEvent is not QLabel.paintEvent  # a plain QLabel never elides: it cuts
    if elides and label.toolTip() and _plain(label.toolTip()).strip() == _plain(text).strip():
        return ""  # elides on purpose, the tooltip has it all
    rect = label.contentsRect()
    margin = 2 * label.margin() + max(0, label.indent())
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        return f"wraps to {needed}px, has {label.height()}px" if needed > label.height() + 1 else ""
    if Qt.mightBeRichText(text) and label.textFormat() != Qt.TextFormat.PlainText:
        needed = label.sizeHint().width() - 2 * label.frameWidth()
    else:
        metrics = label.fontMetrics()
        needed = max(metrics.horizontalAdvance(_plain(line)) for line in text.splitlines()) + margin
    return f"needs {needed}px, has {rect.width()}px" if needed > rect.width() + 1 else ""


def button_problem(button: QAbstractButton) -> str:
    text = _plain(button.text())
    if not text.strip():
        return ""
    style = button.style()
    metrics = button.fontMetrics()
    needed = metrics.horizontalAdvance(text)
    if not button.icon().isNull():
        needed += button.iconSize().width() + 4
    if isinstance(button, QToolButton):
        frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, button)
        room = button.width() - 2 * frame
        arrow = style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, button)
        if button.menu() is not None and button.popupMode() != QToolButton.ToolButtonPopupMode.InstantPopup:
            room -= arrow  # the arrow has a column of its own
        elif button.menu() is not None:
            room = button.width() - 2 * arrow  # the text is centred and the arrow sits in the corner, over it
    elif isinstance(button, QPushButton):
        room = button.width() - 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button) // 2 \
            - 2 * style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, button)
    else:  # check boxes and radio buttons: the indicator comes first
        indicator = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, button)
        room = button.width() - indicator - style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, button)
    return f"needs {needed}px, has {room}px" if needed > room + 1 else ""


def combo_problem(combo: QComboBox) -> str:
    """A closed combo box clips (it never elides) a choice wider than its text field: measured by
    ink, as a full-width "）" ends in blank space."""
    text = combo.currentText()
    if not text or combo.isEditable():
        return ""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    needed = combo.fontMetrics().boundingRect(text).right() + 1
    if not combo.itemIcon(combo.currentIndex()).isNull():
        needed += combo.iconSize().width() + 4
    return f"needs {needed}px, has {field.width()}px" if needed > field.width() + 1 else ""


def placeholder_problem(edit: QTextEdit) -> str:
    """Qt 6 draws a QTextEdit's (or QTextBrowser's) placeholder on one line: longer, it is cut.
    RichView wraps it; then it must fit the view's height."""
    text = edit.placeholderText()
    if not text or not edit.document().isEmpty():
        return ""
    margin = int(edit.document().documentMargin())
    room = edit.viewport().rect().adjusted(margin, margin, -margin, -margin)
    if isinstance(edit, RichView):
        flags = int(Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        needed = edit.fontMetrics().boundingRect(room, flags, text).height()
        return f"wraps to {needed}px, has {room.height()}px" if needed > room.height() else ""
    needed = edit.fontMetrics().horizontalAdvance(text)
    return f"one line of {needed}px, has {room.width()}px" if needed > room.width() + 1 else ""


def cut_texts(window: MainWindow) -> list[str]:
    page = window.stack.currentWidget()
    found = []
    for label in page.findChildren(QLabel):
        if _shown(label, window) and (problem := label_problem(label)):
            found.append(f"label {label.objectName() or ''} {label.text()[:60]!r}: {problem}")
    for button in page.findChildren(QAbstractButton):
        if _shown(button, window) and (problem := button_problem(button)):
            found.append(f"button {button.objectName() or ''} {button.text()[:60]!r}: {problem}")
    for edit in page.findChildren(QTextEdit):
        if _shown(edit, window) and (problem := placeholder_problem(edit)):
            found.append(f"placeholder {edit.objectName() or ''} {edit.placeholderText()[:60]!r}: {problem}")
    for combo in page.findChildren(QComboBox):
        if _shown(combo, window) and (problem := combo_problem(combo)):
            found.append(f"combo box {combo.objectName() or ''} {combo.currentText()[:60]!r}: {problem}")
    return found


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_page_cuts_a_label_or_a_button(app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path,
                                          size: tuple[int, int]) -> None:
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    problems: dict[str, list[str]] = {}
    for key in window.page_keys():
        run(show_demo_views(window, key, conversation_id=demo.conversation_id, entity_id=demo.entity_id), timeout=30)
        run(grab_page(window, key, tmp_path / f"{key}.png"), timeout=30)
        if found := cut_texts(window):
            problems[key] = found
    assert window.width() == size[0]
    assert problems == {}


def test_the_check_sees_a_cut_label_and_a_cut_button(qtbot: Any) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    label = QLabel("A label far too long for the room it was given", box)
    button = QPushButton("A button with a long text", box)
    label.setGeometry(0, 0, 60, 20)
    button.setGeometry(0, 30, 60, 30)
    box.show()
    assert label_problem(label).startswith("needs") and button_problem(button).startswith("needs")
    label.setToolTip(label.text())  # a tooltip does not make a plain QLabel elide: still cut
    assert label_problem(label).startswith("needs")
    button.resize(button.sizeHint())
    label.resize(label.sizeHint())
    assert label_problem(label) == "" and button_problem(button) == ""


def test_the_check_sees_a_menu_arrow_over_a_short_text(qtbot: Any) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    plain = QToolButton(box)
    plain.setText("Pick")
    plain.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    plain.setMenu(QMenu(plain))
    roomy = MenuToolButton("Pick", QMenu(box), box)
    box.show()
    for button in (plain, roomy):
        button.resize(button.sizeHint())
    assert button_problem(plain).startswith("needs") and button_problem(roomy) == ""


def test_the_check_sees_a_combo_box_narrower_than_its_choice(qtbot: Any) -> None:
    """The planted defect: Credentials' Run as, sized before its choices came, showed
    "Chính bạn (không c" in Vietnamese."""
    combo = QComboBox()
    qtbot.addWidget(combo)
    combo.setMinimumContentsLength(14)
    combo.show()
    qtbot.waitExposed(combo)
    combo.addItem("Chính bạn (không qua tác tử)")
    assert combo_problem(combo).startswith("needs")
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    combo.resize(combo.sizeHint())
    assert combo_problem(combo) == ""


def test_the_check_sees_a_placeholder_cut_to_one_line(qtbot: Any) -> None:
    """The planted defect: the vault's preview, a QTextBrowser, showed "The note, rendered:"."""
    hint = "The note, rendered: [[links]] you can click, broken ones greyed."
    plain, wrapping = QTextBrowser(), RichView()
    for view in (plain, wrapping):
        qtbot.addWidget(view)
        view.setPlaceholderText(hint)
        view.resize(160, 300)
        view.show()
        qtbot.waitExposed(view)
    assert placeholder_problem(plain).startswith("one line") and placeholder_problem(wrapping) == ""
    lines = wrapping.viewport().grab().toImage()
    inked_rows = {y for y in range(lines.height()) for x in range(0, lines.width(), 2)
                  if lines.pixelColor(x, y).lightness() < 200}
    assert max(inked_rows) > 2 * wrapping.fontMetrics().height()  # drawn on several lines, not one
