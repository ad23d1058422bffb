"""Which document a link target names, by Obsidian's rules.

Targets compare case-insensitively (Unicode casefold) with `.md` optional. In order:
1. the path relative to the linking note's folder (`x`, `./x`, `../x`, `sub/x`);
2. the exact vault path (`/folder/note` allows only this reading);
3. a path ending in the target (`[[note]]`, `[[folder/note]]`), preferring a note in the
   linking note's folder, then the shortest path, then alphabetical order;
4. a title or front-matter alias, with the same preferences.
`shortest_link` goes the other way: the shortest target text that still names one document.
"""

from __future__ import annotations

import posixpath
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class DocRef:
    id: str
    path: str
    title: str = ""
    aliases: tuple[str, ...] = field(default=())


def key(text: str) -> str:
    """Compare form of a path or target: NFC, casefolded, no surrounding slashes, no `.md`."""
    folded = unicodedata.normalize("NFC", text.strip().replace("\\", "/")).casefold().strip("/")
    return folded.removesuffix(".md")


def _folder(path: str) -> str:
    return posixpath.dirname(key(path))


class LinkResolver:
    def __init__(self, docs: Iterable[DocRef]) -> None:
        self._by_key: dict[str, DocRef] = {}
        self._by_suffix: dict[str, list[DocRef]] = defaultdict(list)
        self._by_name: dict[str, list[DocRef]] = defaultdict(list)
        for doc in docs:
            k = key(doc.path)
            self._by_key[k] = doc
            parts = k.split("/")
            for i in range(len(parts)):
                self._by_suffix["/".join(parts[i:])].append(doc)
            for name in {key(n) for n in (doc.title, *doc.aliases) if n.strip()}:
                self._by_name[name].append(doc)

    def __len__(self) -> int:
        return len(self._by_key)

    @staticmethod
    def _best(candidates: Sequence[DocRef], source_path: str | None) -> DocRef | None:
        if not candidates:
            return None
        here = _folder(source_path) if source_path else None
        return min(candidates, key=lambda d: (_folder(d.path) != here, len(d.path), key(d.path), d.path))

    def resolve(self, target: str, source_path: str | None = None) -> DocRef | None:
        raw = target.strip()
        k = key(raw)
        if not k:
            return None
        if raw.startswith("/"):
            return self._by_key.get(k)
        if source_path is not None:
            relative = posixpath.normpath(posixpath.join(_folder(source_path), k))
            if not relative.startswith("..") and relative in self._by_key:
                return self._by_key[relative]
        if k in self._by_key:
            return self._by_key[k]
        found = self._best(self._by_suffix.get(k, ()), source_path)
        if found is not None:
            return found
        return self._best(self._by_name.get(k, ()), source_path)

    def shortest_link(self, doc: DocRef) -> str:
        """The fewest trailing path segments (without `.md`) that resolve to `doc` from anywhere."""
        path = doc.path[:-3] if doc.path.lower().endswith(".md") else doc.path
        parts = path.split("/")
        for i in range(len(parts) - 1, -1, -1):
            text = "/".join(parts[i:])
            if self._by_key.get(key(text)) in (None, doc) and len(self._by_suffix.get(key(text), ())) == 1:
                return text
        return path
