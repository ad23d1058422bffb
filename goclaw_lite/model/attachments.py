"""A file attached to a chat message, as the model will read it (the reading is agent/attachments.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Attachment:
    """One attached file as the model will read it (`text` is already cut when `truncated`)."""

    name: str
    kind: str  # text | markdown | code | pdf
    text: str
    chars: int  # the length of the whole text, before any cut
    truncated: bool = False

    @property
    def label(self) -> str:
        """`notes.md · 12,345 characters` (with `, cut` when only part is sent)."""
        size = f"{self.chars:,} character{'s' if self.chars != 1 else ''}"
        return f"{self.name} · {size}{', cut' if self.truncated else ''}"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "text": self.text, "chars": self.chars, "truncated": self.truncated}

    @classmethod
    def from_json(cls, value: object) -> Attachment | None:
        if not isinstance(value, Mapping):
            return None
        name, text = value.get("name"), value.get("text")
        if not isinstance(name, str) or not isinstance(text, str):
            return None
        chars = value.get("chars")
        return cls(name, str(value.get("kind") or "text"), text, chars if isinstance(chars, int) else len(text),
                   bool(value.get("truncated")))
