"""What a file tool's card says besides its name: the file, the lines, the change, and Undo.

The facts come from the tool (`card` metadata stored with the result: kind, path, lines,
counts, the recorded change); the diff is the fenced ```diff block of the result text, which
was scrubbed like every result. Strings go through `QCoreApplication.translate` under the
"ToolCard" context, so the translation work picks them up.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from goclaw_lite.gui.qt import QCoreApplication

if TYPE_CHECKING:
    from goclaw_lite.gui.chat.items import ToolCard

__all__ = ["UNDO_LABEL", "card_sections", "diff_of", "preview", "summary", "undoable"]

_FENCE = "```diff\n"


def _tr(text: str) -> str:
    return QCoreApplication.translate("ToolCard", text)


def UNDO_LABEL() -> str:  # noqa: N802 - reads as the constant it stands for, translated when drawn
    return _tr("Undo")


def _lines(first: Any, last: Any) -> str:
    if not isinstance(first, int) or not isinstance(last, int) or first <= 0:
        return ""
    if first == last:
        return _tr("line %1").replace("%1", str(first))
    return _tr("lines %1–%2").replace("%1", str(first)).replace("%2", str(last))


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
            parts.append(f"{lines} / {total}" if isinstance(total, int) else lines)
    elif kind in ("edit", "write"):
        if kind == "write" and facts.get("created"):
            parts.append(_tr("new file"))
        lines = _lines(facts.get("first_line"), facts.get("last_line"))
        if lines:
            parts.append(lines)
        added, removed = facts.get("added"), facts.get("removed")
        if isinstance(added, int) and isinstance(removed, int):
            parts.append(f"+{added} −{removed}")
        if facts.get("undone"):
            parts.append(_tr("undone"))
    elif kind in ("list", "glob", "grep"):
        if facts.get("pattern"):
            parts.append(str(facts["pattern"]))
        count = facts.get("count")
        if isinstance(count, int):
            parts.append(_tr("%1 found").replace("%1", str(count)))
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
    return text[:limit] + f"\n… {len(text) - limit:,} more characters (use Copy to get all of it)"


def card_sections(card: ToolCard, arguments_chars: int, result_chars: int) -> list[tuple[str, str, str, str]]:
    """(title, key, text, language) of an opened card: a file change shows its diff; a file
    read or search its plain result; any other tool its arguments and result as JSON."""
    diff = diff_of(card.result) if card.facts.get("kind") in ("edit", "write") else None
    if diff is not None:
        return [(_tr("Changes"), "diff", preview(diff, result_chars), "diff")]
    sections = [("Arguments", "args", preview(card.arguments_pretty, arguments_chars), "json")]
    if card.result is not None:
        language = "" if card.facts.get("kind") else "json"
        sections.append(("Result", "result", preview(card.result_pretty, result_chars), language))
    return sections
