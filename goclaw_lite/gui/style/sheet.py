"""The palette and the application style sheet, both built from the tokens.

The palette carries the colours every widget reads (text, fields, selection, the secondary
text as `PlaceholderText`); the style sheet adds the shapes the palette cannot say: rounded
buttons and fields with hover/pressed/focus states, the sidebar, cards, roles of text. It
names widgets by objectName or a dynamic property, never by page, so a page is styled by
tagging its widgets (`text_role`, `setProperty("accent", True)`), not by a sheet of its own.
"""

from __future__ import annotations

from pathlib import Path

from goclaw_lite.gui.qt import QColor, QPalette
from goclaw_lite.gui.style.tokens import RADIUS, Colours, TextRole, space


def palette_for(c: Colours) -> QPalette:
    """A full palette for Fusion; secondary text is `PlaceholderText` so delegates can read it."""
    palette = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    for r, colour in (
        (role.Window, c.window), (role.WindowText, c.text), (role.Base, c.surface),
        (role.AlternateBase, c.surface_alt), (role.ToolTipBase, c.surface), (role.ToolTipText, c.text),
        (role.PlaceholderText, c.text_secondary), (role.Text, c.text), (role.Button, c.surface),
        (role.ButtonText, c.text), (role.BrightText, c.danger), (role.Link, c.link), (role.LinkVisited, c.link),
        (role.Highlight, c.accent), (role.HighlightedText, c.on_accent), (role.Accent, c.accent),
        (role.Light, c.surface), (role.Midlight, c.surface_alt), (role.Mid, c.border), (role.Dark, c.pressed),
        (role.Shadow, "#000000"),
    ):
        palette.setColor(r, QColor(colour))
    for r in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(group.Disabled, r, QColor(c.text_disabled))
    # An inactive window keeps its selection visible, in the same colours.
    palette.setColor(group.Inactive, role.Highlight, QColor(c.accent))
    palette.setColor(group.Inactive, role.HighlightedText, QColor(c.on_accent))
    return palette


def chevron(c: Colours) -> str:
    """The combo box's arrow: an SVG beside this module, drawn in the theme's secondary text
    colour (tests/gui/test_style_contrast.py checks the file says the token's colour)."""
    return (Path(__file__).with_name(f"chevron-{c.name}.svg")).as_posix()


def style_sheet(c: Colours) -> str:
    """The application's style sheet. Fonts are not set here (see `text_role`): a sheet's font
    would override the user's font size; colours, borders, radii and padding are."""
    r, s = RADIUS, space
    return f"""
QMainWindow, QDialog {{ background-color: {c.window}; }}
QToolTip {{ color: {c.text}; background-color: {c.surface}; border: 1px solid {c.border}; padding: {s(0.5)}px; }}

/* Text roles (gui.style.text_role) */
QLabel[textRole="secondary"] {{ color: {c.text_secondary}; }}
QLabel[textRole="danger"] {{ color: {c.danger}; }}
QLabel[textRole="warning"] {{ color: {c.warning}; }}
QLabel[textRole="success"] {{ color: {c.success}; }}

/* Buttons: one accent, with hover, pressed and focus states */
QPushButton {{ color: {c.text}; background-color: {c.surface}; border: 1px solid {c.border};
    border-radius: {r}px; padding: {s(0.5)}px {s(1.5)}px; }}
QPushButton:hover {{ background-color: {c.hover}; }}
QPushButton:pressed, QPushButton:checked {{ background-color: {c.pressed}; }}
QPushButton:focus {{ border: 2px solid {c.focus}; padding: {s(0.5) - 1}px {s(1.5) - 1}px; }}
QPushButton:disabled {{ color: {c.text_disabled}; background-color: {c.surface_alt}; }}
QPushButton:default, QPushButton[accent="true"] {{ color: {c.on_accent}; background-color: {c.accent};
    border: 1px solid {c.accent}; }}
QPushButton:default:hover, QPushButton[accent="true"]:hover {{ color: {c.on_accent};
    background-color: {c.accent_hover}; }}
QPushButton:default:pressed, QPushButton[accent="true"]:pressed {{ color: {c.on_accent};
    background-color: {c.accent_pressed}; }}
QPushButton:default:focus, QPushButton[accent="true"]:focus {{ color: {c.on_accent}; background-color: {c.accent};
    border: 2px solid {c.focus}; }}
QPushButton:default:disabled, QPushButton[accent="true"]:disabled {{ color: {c.text_disabled};
    background-color: {c.surface_alt}; border: 1px solid {c.border}; }}
QPushButton::menu-indicator {{ subcontrol-position: right center; subcontrol-origin: padding; right: {s(0.5)}px; }}

/* Fields */
QLineEdit, QPlainTextEdit, QTextEdit {{ color: {c.text}; background-color: {c.surface};
    border: 1px solid {c.border}; border-radius: {r}px; padding: 3px {s(0.5)}px;
    selection-background-color: {c.accent}; selection-color: {c.on_accent}; }}
QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus {{ border: 1px solid {c.focus}; }}
QLineEdit:disabled {{ color: {c.text_disabled}; background-color: {c.surface_alt}; }}

/* Combo boxes: a field with a hover, an open (pressed) and a focus state */
QComboBox {{ color: {c.text}; background-color: {c.surface}; border: 1px solid {c.border}; border-radius: {r}px;
    padding: 3px {s(1)}px 3px {s(1)}px; }}
QComboBox:hover {{ color: {c.text}; background-color: {c.hover}; }}
QComboBox:on {{ color: {c.text}; background-color: {c.pressed}; }}
QComboBox:focus {{ border: 1px solid {c.focus}; }}
QComboBox:editable {{ color: {c.text}; background-color: {c.surface}; }}
QComboBox:disabled {{ color: {c.text_disabled}; background-color: {c.surface_alt}; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: {s(2.5)}px;
    border: none; }}
QComboBox::down-arrow {{ image: url("{chevron(c)}"); width: 12px; height: 12px; }}
QComboBox QAbstractItemView {{ color: {c.text}; background-color: {c.surface}; border: 1px solid {c.border};
    border-radius: 0px; selection-background-color: {c.selection}; selection-color: {c.on_selection}; outline: 0; }}

/* Date fields with a calendar: drawn as combo boxes (spin boxes keep Fusion's arrows) */
QDateTimeEdit[calendarPopup="true"] {{ color: {c.text}; background-color: {c.surface};
    border: 1px solid {c.border}; border-radius: {r}px; padding: 3px {s(1)}px; }}
QDateTimeEdit[calendarPopup="true"]:hover {{ color: {c.text}; background-color: {c.hover}; }}
QDateTimeEdit[calendarPopup="true"]:focus {{ border: 1px solid {c.focus}; }}
QDateTimeEdit[calendarPopup="true"]:disabled {{ color: {c.text_disabled}; background-color: {c.surface_alt}; }}
QDateTimeEdit::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: {s(2.5)}px;
    border: none; }}
QDateTimeEdit::down-arrow {{ image: url("{chevron(c)}"); width: 12px; height: 12px; }}

/* Tabs: quiet labels; the current one underlined in the accent, hover and focus states */
QTabWidget::pane {{ background-color: {c.surface}; border: 1px solid {c.border}; border-radius: {r}px; top: -1px; }}
QTabBar {{ qproperty-drawBase: 0; }}
QTabBar::tab {{ color: {c.text_secondary}; background-color: transparent; border: none;
    border-bottom: 2px solid transparent; padding: {s(0.75)}px {s(1.5)}px; margin-right: {s(0.25)}px; }}
QTabBar::tab:hover {{ color: {c.text}; background-color: {c.hover}; border-top-left-radius: {r}px;
    border-top-right-radius: {r}px; }}
QTabBar::tab:pressed {{ color: {c.text}; background-color: {c.pressed}; }}
QTabBar::tab:selected {{ color: {c.text}; border-bottom: 2px solid {c.accent}; }}
QTabBar::tab:selected:focus {{ color: {c.on_selection}; background-color: {c.selection};
    border-bottom: 2px solid {c.focus}; border-top-left-radius: {r}px; border-top-right-radius: {r}px; }}
QTabBar::tab:disabled {{ color: {c.text_disabled}; }}

/* Lists and tables: flat, with soft headers */
QAbstractItemView {{ color: {c.text}; background-color: {c.surface}; alternate-background-color: {c.surface_alt};
    border: 1px solid {c.border}; border-radius: {r}px; }}
QHeaderView::section {{ color: {c.text_secondary}; background-color: {c.surface_alt}; border: none;
    border-bottom: 1px solid {c.border}; padding: {s(0.5)}px {s(1)}px; }}
QAbstractItemView[cards="true"] {{ background-color: {c.window}; border: none; }}

/* Group boxes: a card under its title */
QGroupBox {{ background-color: {c.surface}; border: 1px solid {c.border}; border-radius: {r + 2}px;
    margin-top: {s(2.5)}px; padding: {s(0.5)}px {s(0.5)}px 0px {s(0.5)}px; }}
QGroupBox::title {{ color: {c.text}; subcontrol-origin: margin; subcontrol-position: top left;
    left: 1px; padding: 0px 0px {s(0.5)}px 0px; }}

/* Cards and empty states */
QFrame[card="true"] {{ background-color: {c.surface}; border: 1px solid {c.border}; border-radius: {r + 2}px; }}
QFrame[card="true"] QLabel {{ background-color: transparent; }}
QWidget#emptyState {{ background-color: transparent; }}
QPushButton[tile="true"] {{ color: {c.text}; background-color: {c.surface}; border: 1px solid {c.border};
    border-radius: {r + 2}px; padding: 0px; text-align: left; }}
QPushButton[tile="true"]:hover {{ color: {c.text}; background-color: {c.hover}; }}
QPushButton[tile="true"]:pressed {{ color: {c.text}; background-color: {c.pressed}; }}
QPushButton[tile="true"]:focus {{ border: 2px solid {c.focus}; }}
QPushButton[tile="true"] QLabel {{ background-color: transparent; }}

/* The sidebar */
QWidget#sidebar {{ background-color: {c.sidebar}; }}
QListWidget#navigation {{ color: {c.text}; background-color: {c.sidebar}; border: none; outline: 0;
    padding: {s(1)}px {s(1)}px; }}
QListWidget#navigation::item {{ color: {c.text}; background-color: {c.sidebar}; border-radius: {r}px;
    padding: {s(0.5)}px {s(1)}px; margin: 1px 0px; }}
QListWidget#navigation::item:hover {{ color: {c.text}; background-color: {c.hover}; }}
QListWidget#navigation::item:selected {{ color: {c.on_selection}; background-color: {c.selection}; }}
QToolButton#sidebarToggle {{ color: {c.text_secondary}; background-color: {c.sidebar}; border: none;
    border-radius: {r}px; padding: {s(0.5)}px; }}
QToolButton#sidebarToggle:hover {{ color: {c.text}; background-color: {c.hover}; }}
QToolButton#sidebarToggle:focus {{ border: 2px solid {c.focus}; }}
QStatusBar {{ color: {c.text_secondary}; background-color: {c.sidebar}; }}
QStatusBar QLabel {{ color: {c.text_secondary}; background-color: {c.sidebar}; }}
"""


ROLE_SELECTORS = {role: f'QLabel[textRole="{role.value}"]' for role in TextRole}
