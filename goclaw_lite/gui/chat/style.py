"""Colours and fonts of the chat view, derived from the palette and the user's font.

Nothing is hard-coded to a light or dark look: every surface is a blend of palette roles, so the
view follows the palette of the light and dark themes (gui/style) alike. Only the syntax colours
come in two fixed sets (readable on light and on dark code backgrounds).
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.gui.chat.code_tokens import TokenKind
from goclaw_lite.gui.qt import QColor, QFont, QFontDatabase, QPalette, QTextCharFormat

AVATAR_SIZE = 28
COLUMN_MAX_WIDTH = 860
SIDE_MARGIN = 20

_SYNTAX_LIGHT = {
    TokenKind.KEYWORD: "#cf222e",
    TokenKind.BUILTIN: "#8250df",
    TokenKind.LITERAL: "#0550ae",
    TokenKind.STRING: "#0a3069",
    TokenKind.NUMBER: "#0550ae",
    TokenKind.COMMENT: "#6e7781",
    TokenKind.FUNCTION: "#6639ba",
    TokenKind.PROPERTY: "#0550ae",
    TokenKind.VARIABLE: "#953800",
    TokenKind.INSERTED: "#116329",
    TokenKind.DELETED: "#82071e",
}
_SYNTAX_DARK = {
    TokenKind.KEYWORD: "#ff7b72",
    TokenKind.BUILTIN: "#d2a8ff",
    TokenKind.LITERAL: "#79c0ff",
    TokenKind.STRING: "#a5d6ff",
    TokenKind.NUMBER: "#79c0ff",
    TokenKind.COMMENT: "#8b949e",
    TokenKind.FUNCTION: "#d2a8ff",
    TokenKind.PROPERTY: "#79c0ff",
    TokenKind.VARIABLE: "#ffa657",
    TokenKind.INSERTED: "#7ee787",
    TokenKind.DELETED: "#ffa198",
}


def blend(a: QColor, b: QColor, amount: float) -> QColor:
    """`a` moved `amount` (0..1) of the way towards `b`."""
    t = max(0.0, min(1.0, amount))
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def scaled_font(font: QFont, factor: float, *, bold: bool | None = None) -> QFont:
    result = QFont(font)
    size = font.pointSizeF()
    if size > 0:
        result.setPointSizeF(max(6.0, size * factor))
    else:
        result.setPixelSize(max(8, round(font.pixelSize() * factor)))
    if bold is not None:
        result.setBold(bold)
    return result


@dataclass(frozen=True)
class ChatTheme:
    dark: bool
    text: QColor
    muted: QColor
    faint: QColor
    base: QColor
    accent: QColor
    accent_text: QColor
    user_bubble: QColor
    avatar_user: QColor
    code_background: QColor
    code_header: QColor
    card_background: QColor
    card_border: QColor
    hover: QColor
    focus: QColor
    error_background: QColor
    error_border: QColor
    error_text: QColor
    success: QColor
    warning: QColor
    body_font: QFont
    small_font: QFont
    name_font: QFont
    code_font: QFont
    syntax: dict[TokenKind, QTextCharFormat]

    @classmethod
    def build(cls, palette: QPalette, font: QFont) -> ChatTheme:
        role = QPalette.ColorRole
        base = palette.color(role.Base)
        text = palette.color(role.Text)
        accent = palette.color(role.Highlight)
        dark = base.lightness() < 128
        red = QColor(248, 81, 73) if dark else QColor(207, 34, 46)
        code_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        body_size = font.pointSizeF()
        if body_size > 0:
            code_font.setPointSizeF(max(6.0, body_size * 0.95))
        colours = _SYNTAX_DARK if dark else _SYNTAX_LIGHT
        syntax: dict[TokenKind, QTextCharFormat] = {}
        for kind, hex_colour in colours.items():
            fmt = QTextCharFormat()
            fmt.setForeground(QColor(hex_colour))
            if kind is TokenKind.COMMENT:
                fmt.setFontItalic(True)
            syntax[kind] = fmt
        return cls(
            dark=dark,
            text=text,
            muted=blend(text, base, 0.32),  # 4.5:1 or more on base, cards and code headers (test_style_contrast)
            faint=blend(text, base, 0.82),
            base=base,
            accent=accent,
            accent_text=palette.color(role.HighlightedText),
            user_bubble=blend(base, accent, 0.16 if dark else 0.09),
            avatar_user=blend(base, accent, 0.32 if dark else 0.2),
            code_background=blend(base, text, 0.07 if dark else 0.045),
            code_header=blend(base, text, 0.12 if dark else 0.085),
            card_background=blend(base, text, 0.04 if dark else 0.025),
            card_border=blend(base, text, 0.18 if dark else 0.14),
            hover=blend(base, text, 0.12 if dark else 0.08),
            focus=blend(base, accent, 0.55),
            error_background=blend(base, red, 0.16 if dark else 0.08),
            error_border=blend(base, red, 0.55),
            error_text=blend(text, red, 0.35 if dark else 0.55),
            success=QColor(63, 185, 80) if dark else QColor(26, 127, 55),
            warning=QColor(210, 153, 34) if dark else QColor(154, 103, 0),
            body_font=QFont(font),
            small_font=scaled_font(font, 0.88),
            name_font=scaled_font(font, 1.0, bold=True),
            code_font=code_font,
            syntax=syntax,
        )
