"""The little YAML front matter notes carry (`title`, `aliases`, `tags`), without a YAML library.

Only what Obsidian writes is understood: top-level `key: value` lines, quoted strings, flow
lists `[a, b]` and block lists (`- item` lines under a key). Anything else is kept as text,
so a note with exotic front matter still imports.
"""

from __future__ import annotations

from typing import Any

from goclaw_lite.vault.wikilinks import front_matter_end


def _scalar(raw: str) -> str:
    text = raw.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def _value(raw: str) -> Any:
    text = raw.strip()
    if text.startswith("[") and text.endswith("]"):
        return [_scalar(part) for part in text[1:-1].split(",") if part.strip()]
    return _scalar(text)


def parse_front_matter(text: str) -> dict[str, Any]:
    """The front matter of a note as a dict of text and lists of text ({} when there is none)."""
    end = front_matter_end(text)
    if not end:
        return {}
    lines = text[:end].splitlines()[1:-1]
    data: dict[str, Any] = {}
    key: str | None = None
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith("- ") and key is not None and line[:1] in (" ", "-"):
            current = data.get(key)
            if not isinstance(current, list):
                current = [] if current in ("", None) else [current]
            current.append(_scalar(stripped[2:]))
            data[key] = current
            continue
        if ":" in line and not line[:1].isspace():
            name, _, rest = line.partition(":")
            key = name.strip()
            if key:
                data[key] = _value(rest)
    return data


def text_list(value: Any) -> list[str]:
    """A front-matter value that may be one string or a list, as a list of non-empty strings."""
    items = value if isinstance(value, list) else [value]
    return [str(v).strip() for v in items if isinstance(v, str) and v.strip()]
