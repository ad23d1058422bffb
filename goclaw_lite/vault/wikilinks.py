"""`[[wikilink]]` parsing as Obsidian reads it.

Forms: `[[target]]`, `[[target|alias]]`, `[[target#heading]]`, `[[target#^block]]`,
`![[embed]]`; `\\|` (a pipe escaped inside a table cell) separates the alias too. Links
inside code — fenced blocks (``` or ~~~) and inline code spans of any backtick count — are
not links, and neither is the front matter. Code is masked with spaces of the same length
first, so positions and line numbers in the masked text are those of the original.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

CONTEXT_CHARS = 200

_LINK = re.compile(r"(!?)\[\[([^\[\]\n]+?)\]\]")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_BACKTICKS = re.compile(r"`+")


@dataclass(frozen=True)
class WikiLink:
    target: str
    """The note named, without heading or alias; never empty."""
    heading: str = ""
    """After `#`: a heading, or `^id` for a block reference."""
    alias: str = ""
    embed: bool = False
    line: int = 1
    context: str = ""
    """The line the link sits on, trimmed (at most CONTEXT_CHARS characters)."""

    @property
    def label(self) -> str:
        """What a reader sees: the alias, else the target (with its heading)."""
        if self.alias:
            return self.alias
        return f"{self.target} > {self.heading}" if self.heading else self.target


def front_matter_end(text: str) -> int:
    """Offset just past a leading `---` front-matter block, or 0 when there is none."""
    if not text.startswith("---"):
        return 0
    first = text.find("\n")
    if first < 0 or text[:first].strip() != "---":
        return 0
    pos = first + 1
    while pos <= len(text):
        end = text.find("\n", pos)
        line = text[pos:] if end < 0 else text[pos:end]
        if line.rstrip() in ("---", "..."):
            return len(text) if end < 0 else end + 1
        if end < 0:
            return 0
        pos = end + 1
    return 0


def _mask_spans(paragraph: str) -> str:
    """Blank inline code spans: a run of n backticks up to the next run of exactly n."""
    out = list(paragraph)
    runs = list(_BACKTICKS.finditer(paragraph))
    i = 0
    while i < len(runs):
        opener = runs[i]
        closer = next((j for j in range(i + 1, len(runs)) if len(runs[j].group()) == len(opener.group())), None)
        if closer is None:
            i += 1
            continue
        for k in range(opener.start(), runs[closer].end()):
            if out[k] != "\n":
                out[k] = " "
        i = closer + 1
    return "".join(out)


def mask_code(text: str) -> str:
    """`text` with front matter, fenced blocks and code spans replaced by spaces (newlines kept)."""
    head = front_matter_end(text)
    masked: list[str] = [re.sub(r"[^\n]", " ", text[:head])]
    paragraph: list[str] = []
    fence: str | None = None

    def flush() -> None:
        if paragraph:
            masked.append(_mask_spans("".join(paragraph)))
            paragraph.clear()

    for line in text[head:].splitlines(keepends=True):
        body = line.rstrip("\r\n")
        match = _FENCE.match(body)
        if fence is not None:
            masked.append(re.sub(r"[^\n]", " ", line))
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence) and not match.group(2).strip():
                fence = None
            continue
        if match and not (match.group(1)[0] == "`" and "`" in match.group(2)):
            flush()
            fence = match.group(1)
            masked.append(re.sub(r"[^\n]", " ", line))
            continue
        if not body.strip():
            flush()
            masked.append(line)
            continue
        paragraph.append(line)
    flush()
    return "".join(masked)


def _split_alias(inner: str) -> tuple[str, str]:
    for sep in ("\\|", "|"):
        if sep in inner:
            head, _, alias = inner.partition(sep)
            return head, alias.strip()
    return inner, ""


def parse_link_text(inner: str) -> tuple[str, str, str]:
    """`target#heading|alias` -> (target, heading, alias), each stripped."""
    head, alias = _split_alias(inner)
    target, _, heading = head.partition("#")
    return target.strip(), heading.strip(), alias


def _matches(text: str) -> Iterator[tuple[re.Match[str], str, str, str]]:
    """(match, target, heading, alias) for each wikilink outside code, skipping `\\[[` and same-note links."""
    masked = mask_code(text)
    for match in _LINK.finditer(masked):
        if match.start() > 0 and masked[match.start() - 1] == "\\":
            continue
        target, heading, alias = parse_link_text(match.group(2))
        if target:
            yield match, target, heading, alias


def parse_wikilinks(text: str) -> list[WikiLink]:
    """Every wikilink outside code, in order; links to a heading of the same note are left out."""
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
    links: list[WikiLink] = []
    line_no = 0
    for match, target, heading, alias in _matches(text):
        while line_no + 1 < len(line_starts) and line_starts[line_no + 1] <= match.start():
            line_no += 1
        end = text.find("\n", match.start())
        line = text[line_starts[line_no] : len(text) if end < 0 else end].strip()
        links.append(
            WikiLink(
                target=target, heading=heading, alias=alias, embed=bool(match.group(1)), line=line_no + 1,
                context=line[:CONTEXT_CHARS],
            )
        )
    return links


def replace_wikilinks(text: str, render: Callable[[WikiLink, str], str]) -> str:
    """`text` with each wikilink outside code replaced by `render(link, raw)` (for previews)."""
    out: list[str] = []
    last = 0
    for match, target, heading, alias in _matches(text):
        out.append(text[last : match.start()])
        out.append(render(WikiLink(target, heading, alias, bool(match.group(1))), match.group(0)))
        last = match.end()
    out.append(text[last:])
    return "".join(out)
