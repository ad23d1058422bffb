"""What a web tool's card shows without being opened: the page's title and link, or the search results.

Read back from the stored result (the header lines of `web_fetch`, the JSON of `web_search`),
so a reopened conversation shows the same card. The summary is Markdown rendered with HTML
off, and every text from the web is escaped: a page title cannot add links or markup of its
own, and only http(s) addresses become links.
"""

from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

from goclaw_lite.gui.chat.items import ToolCard, ToolStatus
from goclaw_lite.gui.qt import QObject

__all__ = ["WEB_TOOLS", "web_summary"]

WEB_TOOLS = frozenset({"web_fetch", "web_search"})
SHOWN_RESULTS = 5
SNIPPET_CHARS = 160
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!<>|~])")
_HEADER = re.compile(r"^(Title|URL|Type|Note): (.*)$")


class WebCardWords(QObject):
    """The search card's words; counts are plurals, which only a QObject's `tr` makes."""

    def results(self, count: int) -> str:
        return self.tr("%Ln result(s)", "", count)

    def for_query(self, query: str) -> str:
        return self.tr("for “%1”").replace("%1", query)

    def more(self, count: int) -> str:
        return self.tr("and %Ln more (open the card to see them all)", "", count)


def _text(value: object, limit: int = 300) -> str:
    text = " ".join(str(value or "").split())
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


def _link(label: str, url: str) -> str:
    """`[label](url)` for an http(s) URL, the escaped label alone otherwise."""
    if not url.lower().startswith(("http://", "https://")):
        return label
    safe = "".join(f"%{ord(c):02X}" if c in " ()<>\\\"'" or ord(c) < 33 else c for c in url)
    return f"[{label}]({safe})"


def _host(url: str) -> str:
    try:
        return urlsplit(url).netloc
    except ValueError:
        return ""


def _fetch_summary(result: str) -> str | None:
    fields: dict[str, list[str]] = {}
    for line in result.splitlines():
        if line == "---":
            break
        found = _HEADER.match(line)
        if found:
            fields.setdefault(found.group(1), []).append(found.group(2))
    url = (fields.get("URL") or [""])[0]
    if not url:
        return None
    title = (fields.get("Title") or [""])[0]
    label = f"**{_text(title)}**" if title and title != "(none)" else _text(url, 120)
    lines = [_link(label, url)]
    facts = [_text(_host(url), 80), _text((fields.get("Type") or [""])[0], 80)]
    lines.append(" · ".join(f for f in facts if f))
    lines.extend(f"*{_text(note, 200)}*" for note in fields.get("Note", []))
    return "  \n".join(lines)


def _search_summary(result: str) -> str | None:
    try:
        data = json.loads(result)
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        return None
    hits = [h for h in data["results"] if isinstance(h, dict)]
    backend = {"searxng": "SearXNG", "brave": "Brave Search"}.get(str(data.get("backend")), "")
    words = WebCardWords()
    head = f"**{words.results(len(hits))}** " + words.for_query(_text(data.get("query"), 120))
    head += f" · {backend}" if backend else ""
    blocks = [head]
    for number, hit in enumerate(hits[:SHOWN_RESULTS], 1):
        url = str(hit.get("url") or "")
        title = _text(hit.get("title") or url, 160)
        host = _text(_host(url), 80)
        line = f"{number}\\. {_link(title, url)}" + (f" — {host}" if host else "")
        snippet = _text(hit.get("snippet"), SNIPPET_CHARS)
        blocks.append(line + (f"  \n{snippet}" if snippet else ""))
    if len(hits) > SHOWN_RESULTS:
        blocks.append(f"*{words.more(len(hits) - SHOWN_RESULTS)}*")
    return "\n\n".join(blocks)


def web_summary(card: ToolCard) -> str | None:
    """Markdown for a finished web tool's card (or its error), None for other tools and running calls."""
    if card.name not in WEB_TOOLS or card.result is None:
        return None
    if card.status in (ToolStatus.FAILED, ToolStatus.DENIED):
        first = card.result.strip().splitlines()[0] if card.result.strip() else ""
        return _text(first.removeprefix("error: "), 400) or None
    if card.status is not ToolStatus.OK:
        return None
    return _fetch_summary(card.result) if card.name == "web_fetch" else _search_summary(card.result)
