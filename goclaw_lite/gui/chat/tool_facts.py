"""What a file tool's card says besides its name: the file, the lines, the change, and Undo.

The facts come from the tool (`card` metadata stored with the result: kind, path, lines,
counts, the recorded change); the diff is the fenced ```diff block of the result text, which
was scrubbed like every result. Strings are literal `translate("ToolCard", ...)` calls (lupdate
finds only those) and numbers go through QLocale.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.qt import QCoreApplication

if TYPE_CHECKING:
    from goclaw_lite.gui.chat.items import ToolCard

__all__ = ["UNDO_LABEL", "card_sections", "diff_of", "preview", "summary", "undoable"]

_FENCE = "```diff\n"


translate = QCoreApplication.translate


def UNDO_LABEL() -> str:  # noqa: N802 - reads as the constant it stands for, translated when drawn
    return translate("ToolCard", "Undo")


def _lines(first: Any, last: Any) -> str:
    if not isinstance(first, int) or not isinstance(last, int) or first <= 0:
        return ""
    if first == last:
        return translate("ToolCard", "line %1").replace("%1", format_number(first))
    return translate("ToolCard", "lines %1–%2").replace("%1", format_number(first)).replace("%2", format_number(last))


def summary(facts: Mapping[str, Any]) -> str:
    """`todo.md · lines 2–3 · +1 −1`, `notes.md · new file`, `src · 12 found`; "" for other tools."""
    kind, path = facts.get("kind"), str(facts.get("path") or "")
    if not kind or not path:
        return ""
    parts = [path]
    if kind == "read":
        total = facts.get("total_lines")
        lines = _lines(facts.get("first_line"), facts.get("last_line"))
        if lines:
            parts.append(f"{lines} / {format_number(total)}" if isinstance(total, int) else lines)
    elif kind in ("edit", "write"):
        if kind == "write" and facts.get("created"):
            parts.append(translate("ToolCard", "new file"))
        lines = _lines(facts.get("first_line"), facts.get("last_line"))
        if lines:
            parts.append(lines)
        added, removed = facts.get("added"), facts.get("removed")
        if isinstance(added, int) and isinstance(removed, int):
            parts.append(f"+{format_number(added)} −{format_number(removed)}")
        if facts.get("undone"):
            parts.append(translate("ToolCard", "undone"))
    elif kind in ("list", "glob", "grep"):
        if facts.get("pattern"):
            parts.append(str(facts["pattern"]))
        count = facts.get("count")
        if isinstance(count, int):
            parts.append(translate("ToolCard", "%1 found").replace("%1", format_number(count)))
    return " · ".join(parts)


def undoable(facts: Mapping[str, Any]) -> bool:
    return facts.get("kind") in ("edit", "write") and bool(facts.get("change_id")) and not facts.get("undone")


def diff_of(result: str | None) -> str | None:
    """The diff a write or edit result carries, without its fence; None when there is none."""
    if not result:
        return None
    start = result.find(_FENCE)
    if start < 0:
        return None
    body = result[start + len(_FENCE):]
    end = body.rfind("\n```")
    return body[:end] if end >= 0 else body


def preview(text: str, limit: int) -> str:
    """The start of a long text, saying how much more there is."""
    if len(text) <= limit:
        return text
    more = translate("ToolCard", "%1 more characters (use Copy to get all of it)")
    return text[:limit] + "\n… " + more.replace("%1", format_number(len(text) - limit))


def card_sections(card: ToolCard, arguments_chars: int, result_chars: int) -> list[tuple[str, str, str, str]]:
    """(title, key, text, language) of an opened card: a file change shows its diff; a file
    read or search its plain result; any other tool its arguments and result as JSON."""
    diff = diff_of(card.result) if card.facts.get("kind") in ("edit", "write") else None
    if diff is not None:
        return [(translate("ToolCard", "Changes"), "diff", preview(diff, result_chars), "diff")]
    sections = [(translate("ToolCard", "Arguments"), "args", preview(card.arguments_pretty, arguments_chars), "json")]
    if card.result is not None:
        language = "" if card.facts.get("kind") else "json"
        result = preview(card.result_pretty, result_chars)
        sections.append((translate("ToolCard", "Result"), "result", result, language))
    return sections
