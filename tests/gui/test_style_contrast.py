"""Every text and its background meet WCAG AA (4.5:1, 3:1 for large text) in light and dark:
the tokens, the palette built from them, the rules of the application style sheet (parsed, not
copied), the labels of the real pages, and no page sets a colour of its own."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.qt import QApplication, QLabel, QPalette, Qt, QWidget
from goclaw_lite.gui.shell.appearance import apply_color_scheme
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.screenshot import grab_page, show_demo_views
from goclaw_lite.gui.style.contrast import AA_LARGE, AA_NORMAL, contrast, rules_of
from goclaw_lite.gui.style.sheet import palette_for, style_sheet
from goclaw_lite.gui.style.tokens import DARK, LIGHT, Colours
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING

pytestmark = [pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]

THEMES = (LIGHT, DARK)
GUI = Path(__file__).resolve().parents[2] / "goclaw_lite" / "gui"


def token_failures(c: Colours) -> list[str]:
    surfaces = {"window": c.window, "surface": c.surface, "surface_alt": c.surface_alt, "sidebar": c.sidebar,
                "hover": c.hover}
    pairs = [(fg, bg) for fg in ("text", "text_secondary", "link", "danger", "warning", "success") for bg in surfaces]
    pairs += [("on_accent", "accent"), ("on_accent", "accent_hover"), ("on_accent", "accent_pressed"),
              ("on_selection", "selection"), ("on_badge", "badge"), ("text", "pressed")]
    # a selected card draws its state and note in their tone on the selection
    pairs += [(tone, "selection") for tone in ("danger", "warning", "success", "link")]
    return [f"{c.name}: {fg} {getattr(c, fg)} on {bg} {getattr(c, bg)} = {ratio:.2f}"
            for fg, bg in pairs if (ratio := contrast(getattr(c, fg), getattr(c, bg))) < AA_NORMAL]


def palette_failures(c: Colours) -> list[str]:
    palette, role = palette_for(c), QPalette.ColorRole
    pairs = [(role.WindowText, role.Window), (role.Text, role.Base), (role.Text, role.AlternateBase),
             (role.ButtonText, role.Button), (role.HighlightedText, role.Highlight), (role.PlaceholderText, role.Base),
             (role.PlaceholderText, role.Window), (role.PlaceholderText, role.AlternateBase),
             (role.ToolTipText, role.ToolTipBase), (role.Link, role.Base), (role.Link, role.Window)]
    found = []
    for fg, bg in pairs:
        ratio = contrast(palette.color(fg).name(), palette.color(bg).name())
        if ratio < AA_NORMAL:
            found.append(f"{c.name}: palette {fg.name} on {bg.name} = {ratio:.2f}")
    return found


def sheet_failures(c: Colours, sheet: str) -> list[str]:
    """Each rule's text on its own background, or (no background) on every surface it may sit on;
    a rule that sets only a background carries the theme's text. Disabled controls are exempt."""
    found = []
    for rule in rules_of(sheet):
        if ":disabled" in rule.selector or rule.color == "transparent":
            continue
        fg = rule.color or c.text
        backgrounds = [rule.background] if rule.background else [c.window, c.surface, c.surface_alt]
        need = AA_LARGE if rule.large else AA_NORMAL
        for bg in backgrounds:
            if (ratio := contrast(fg, bg)) < need:
                found.append(f"{c.name}: {rule.selector}: {fg} on {bg} = {ratio:.2f}")
    return found


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_tokens_palette_and_style_sheet_meet_aa(theme: Colours) -> None:
    sheet = style_sheet(theme)
    assert len(rules_of(sheet)) > 20  # the parser reads the sheet's rules, not nothing
    assert token_failures(theme) + palette_failures(theme) + sheet_failures(theme, sheet) == []


def test_the_check_fails_on_the_old_secondary_grey() -> None:
    """The defect of issue 30: #BEBEBE secondary text on white, 1.86:1."""
    from dataclasses import replace

    planted = replace(LIGHT, text_secondary="#BEBEBE")
    assert any("text_secondary #BEBEBE on surface #FFFFFF = 1.86" in f for f in token_failures(planted))
    assert any("PlaceholderText" in f for f in palette_failures(planted))
    assert any('textRole="secondary"' in f for f in sheet_failures(planted, style_sheet(planted)))


STATE_SELECTORS = (
    "QTabBar::tab", "QTabBar::tab:hover", "QTabBar::tab:pressed", "QTabBar::tab:selected",
    "QTabBar::tab:selected:focus", "QComboBox", "QComboBox:hover", "QComboBox:on", "QComboBox QAbstractItemView",
    'QDateTimeEdit[calendarPopup="true"]', 'QDateTimeEdit[calendarPopup="true"]:hover',
)


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_tabs_and_combo_boxes_take_the_tokens_in_every_state(theme: Colours) -> None:
    """Not Fusion's defaults: each state has a rule (so the contrast check above reads it), the
    current tab is marked in the accent, focus in the focus colour, and the combo box's arrow
    file is drawn in the theme's secondary text colour."""
    from goclaw_lite.gui.style.sheet import chevron

    sheet = style_sheet(theme)
    rules = {rule.selector: rule for rule in rules_of(sheet)}
    assert [s for s in STATE_SELECTORS if s not in rules] == []
    assert f"QTabBar::tab:selected {{ color: {theme.text}; border-bottom: 2px solid {theme.accent}; }}" in sheet
    assert f"QComboBox:focus {{ border: 1px solid {theme.focus}; }}" in sheet
    assert re.search(r"QTabBar::tab:selected:focus \{[^}]*border-bottom: 2px solid " + theme.focus, sheet)
    assert rules["QTabBar::tab:selected:focus"].background == theme.selection
    arrow = Path(chevron(theme))
    assert arrow.is_file() and f'stroke="{theme.text_secondary}"' in arrow.read_text(encoding="utf-8")


def test_the_tab_rules_fail_the_check_with_a_planted_pale_tab() -> None:
    """A planted defect: the tabs' quiet text in the disabled grey (3.4:1 on white) is caught."""
    sheet = style_sheet(LIGHT).replace(
        f"QTabBar::tab {{ color: {LIGHT.text_secondary};", f"QTabBar::tab {{ color: {LIGHT.text_disabled};")
    assert any(f.startswith("light: QTabBar::tab: #8A919C") for f in sheet_failures(LIGHT, sheet))


_INLINE_COLOUR = re.compile(r"""(?:color|background)(?:-color)?\s*:\s*#[0-9a-fA-F]{3,6}""")


def test_no_page_hard_codes_a_text_colour() -> None:
    """Colours come from gui/style: an inline `color: #…` in a page escapes the contrast check."""
    offenders = [f"{path.relative_to(GUI)}:{number}: {line.strip()}"
                 for path in sorted(GUI.rglob("*.py")) if "style" not in path.relative_to(GUI).parts[:1]
                 for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
                 if _INLINE_COLOUR.search(line)]
    assert offenders == []


PAGES = ("home", "chat", "agents", "settings", "activity", "mcp", "skills", "jobs")


def _background(widget: QWidget) -> str:
    """The colour behind a widget: its own, or (transparent) its parent's."""
    current: QWidget | None = widget
    while current is not None:
        colour = current.palette().color(QPalette.ColorGroup.Active, current.backgroundRole())
        if colour.alpha() == 255:
            return colour.name()
        current = current.parentWidget()
    return QApplication.palette().color(QPalette.ColorRole.Window).name()


def label_failures(window: MainWindow) -> list[str]:
    """Visible labels: their text colour on their background as the palette has them after the
    style sheet is applied. A label greyed by `setEnabled(False)` while its parent is enabled is
    secondary text in disguise, and is checked like any other."""
    found = []
    for label in window.stack.currentWidget().findChildren(QLabel):
        if not label.isVisible() or not label.text().strip() or not label.parentWidget().isEnabled():
            continue
        palette = label.palette()
        group = QPalette.ColorGroup.Active if label.isEnabled() else QPalette.ColorGroup.Disabled
        fg = palette.color(group, label.foregroundRole()).name()
        bg = _background(label)
        if (ratio := contrast(fg, bg)) < AA_NORMAL:
            name = label.objectName() or type(label).__name__
            found.append(f"{name} {label.text()[:40]!r}: {fg} on {bg} = {ratio:.2f}")
    return found


@pytest.mark.slow
@pytest.mark.parametrize("scheme", [Qt.ColorScheme.Light, Qt.ColorScheme.Dark], ids=["light", "dark"])
def test_labels_on_the_pages_meet_aa(app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path, qapp: QApplication,
                                     scheme: Qt.ColorScheme) -> None:
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    apply_color_scheme(qapp, scheme)
    try:
        window = MainWindow(app_ctx)
        qtbot.addWidget(window)
        window.resize(1440, 900)
        window.show()
        qtbot.waitExposed(window)
        problems: dict[str, list[str]] = {}
        for key in PAGES:
            run(show_demo_views(window, key, conversation_id=demo.conversation_id, entity_id=demo.entity_id),
                timeout=30)
            run(grab_page(window, key, tmp_path / f"{key}.png"), timeout=30)
            if found := label_failures(window):
                problems[key] = found
        assert problems == {}
    finally:
        apply_color_scheme(qapp, Qt.ColorScheme.Light)


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_chat_view_colours_meet_aa(theme: Colours) -> None:
    """The chat view paints its own text (timestamps, tool cards, code headers) from the palette."""
    from goclaw_lite.gui.chat.conversation_list import CLOSED_SHADE, DETAIL_SHADE, SELECTED_TINT
    from goclaw_lite.gui.chat.style import ChatTheme, blend
    from goclaw_lite.gui.qt import QFont

    palette = palette_for(theme)
    chat = ChatTheme.build(palette, QFont())
    selected_row = blend(chat.base, chat.accent, SELECTED_TINT)
    pairs = {"muted on base": (chat.muted, chat.base), "muted on a card": (chat.muted, chat.card_background),
             "muted on a code header": (chat.muted, chat.code_header), "muted on hover": (chat.muted, chat.hover),
             "error text": (chat.error_text, chat.error_background), "success": (chat.success, chat.base),
             "warning": (chat.warning, chat.base),
             # the conversation list's second line, on a selected row
             "conversation detail": (blend(chat.text, chat.base, DETAIL_SHADE), selected_row),
             "closed conversation": (blend(chat.text, chat.base, CLOSED_SHADE), selected_row)}
    low = {name: round(contrast(fg.name(), bg.name()), 2) for name, (fg, bg) in pairs.items()
           if contrast(fg.name(), bg.name()) < AA_NORMAL}
    assert low == {}
