"""WCAG 2 contrast, and the colour pairs a style sheet sets, so a test can check them all.

Pure Python (no Qt): `pairs_in_style_sheet` reads `color:` / `background:` out of each rule,
so the contrast test reads the real style sheet the app installs, not a copy of its numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

AA_NORMAL = 4.5
AA_LARGE = 3.0

_HEX = re.compile(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")
_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
_DECL = re.compile(r"(?:^|;)\s*([a-z-]+)\s*:\s*([^;]+)")


def _channels(colour: str) -> tuple[float, float, float]:
    match = _HEX.fullmatch(colour.strip()) or _HEX.search(colour)
    if match is None:
        raise ValueError(f"not a #rgb or #rrggbb colour: {colour!r}")
    digits = match.group(1)
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    return tuple(int(digits[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def luminance(colour: str) -> float:
    """Relative luminance (WCAG 2.x) of a #rrggbb colour."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in _channels(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(foreground: str, background: str) -> float:
    """The contrast ratio, 1.0 to 21.0."""
    hi, lo = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@dataclass(frozen=True)
class SheetRule:
    """One rule of a style sheet: its selector and the text / background colours it sets."""

    selector: str
    color: str | None
    background: str | None
    large: bool  # its text is large (WCAG: 18 pt, or 14 pt bold): 3:1 is enough


def rules_of(style_sheet: str) -> list[SheetRule]:
    """The rules that set a colour (`color`, `background`, `background-color`)."""
    found: list[SheetRule] = []
    sheet = re.sub(r"/\*.*?\*/", "", style_sheet, flags=re.DOTALL)
    for selector, body in _RULE.findall(sheet):
        decls = {name: value.strip() for name, value in _DECL.findall(body)}
        color = decls.get("color")
        background = decls.get("background-color") or decls.get("background")
        color_hex, back_hex = _hex_in(color), _hex_in(background)
        if color_hex or back_hex:
            found.append(SheetRule(" ".join(selector.split()), color_hex, back_hex, _large(decls)))
    return found


def _hex_in(value: str | None) -> str | None:
    match = _HEX.search(value) if value else None
    return match.group(0) if match else None


def _large(decls: dict[str, str]) -> bool:
    size = re.match(r"([\d.]+)\s*pt", decls.get("font-size", ""))
    bold = decls.get("font-weight", "") in {"bold", "600", "700", "800", "900"}
    points = float(size.group(1)) if size else 0.0
    return points >= 18 or (bold and points >= 14)
