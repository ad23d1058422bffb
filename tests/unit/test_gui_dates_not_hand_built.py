"""The window writes no date with Python's month and day names: `f"{t:%b %Y}"` or `strftime`
give English ("7 Dec 2026") under every language, as the knowledge graph's details did in
Vietnamese, Chinese and Russian. Dates go through goclaw_lite/gui/i18n/dates.py (QLocale)."""

from __future__ import annotations

import ast
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "goclaw_lite" / "gui"
NAMED = ("%a", "%A", "%b", "%B", "%p", "%c", "%x", "%X")
"""strftime directives that write words (or a locale's layout) Python knows only in English."""


def english_dates(source: str, name: str = "<text>") -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            spec = "".join(part.value for part in ast.walk(node.format_spec)
                           if isinstance(part, ast.Constant) and isinstance(part.value, str))
            if any(d in spec for d in NAMED):
                found.append(f"{name}:{node.lineno}: f-string date format {spec!r}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "strftime":
            found.append(f"{name}:{node.lineno}: strftime")
    return found


def test_no_gui_module_writes_an_english_date() -> None:
    found = [hit for path in sorted(GUI.rglob("*.py"))
             for hit in english_dates(path.read_text(encoding="utf-8"), str(path.relative_to(GUI)))]
    assert found == []


def test_the_scan_sees_the_knowledge_graphs_old_date() -> None:
    """The planted defect: the KG details' former formatting, and a strftime call."""
    old = 'day = f"{local.day} {local:%b %Y}"\nwhen = f"{day}, {local:%H:%M}"\ntext = moment.strftime("%d %B")\n'
    assert sorted(hit.split(": ", 1)[1] for hit in english_dates(old)) == ["f-string date format '%b %Y'", "strftime"]
    assert english_dates('bar.setFormat("%p%")\nclock = f"{local:%H:%M}"\n') == []
