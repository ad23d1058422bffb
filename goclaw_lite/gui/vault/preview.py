"""The preview: a note's Markdown with `[[wikilinks]]` turned into clickable links.

A resolved link becomes `vault:<target>`, a broken one `vault-new:<target>` (clicking it
offers to create the note); broken links are then drawn in the palette's placeholder
colour, struck through, the way Obsidian dims them.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import quote, unquote

from goclaw_lite.app.vault import WikiLink, front_matter_end, replace_wikilinks
from goclaw_lite.gui.qt import QColor, QTextBrowser, QTextCharFormat, QTextCursor, QUrl

SCHEME = "vault"
NEW_SCHEME = "vault-new"


def _escape_label(text: str) -> str:
    return "".join("\\" + ch if ch in "[]\\*_`<>" else ch for ch in text)


def preview_markdown(text: str, exists: Callable[[str], bool]) -> str:
    """Markdown for QTextDocument: no front matter, wikilinks as ordinary links."""

    def render(link: WikiLink, _raw: str) -> str:
        scheme = SCHEME if exists(link.target) else NEW_SCHEME
        label = ("🖼 " if link.embed else "") + link.label
        return f"[{_escape_label(label)}]({scheme}:{quote(link.target, safe='')})"

    return replace_wikilinks(text[front_matter_end(text):], render)


def link_target(url: QUrl) -> tuple[str, bool] | None:
    """(target, broken) for a preview link, None for any other URL."""
    scheme = url.scheme()
    if scheme not in (SCHEME, NEW_SCHEME):
        return None
    return unquote(url.path()), scheme == NEW_SCHEME


def mark_broken_links(browser: QTextBrowser, colour: QColor) -> int:
    """Dim and strike through every `vault-new:` anchor; returns how many runs were marked."""
    doc = browser.document()
    marked = 0
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.charFormat().anchorHref().startswith(NEW_SCHEME + ":"):
                cursor = QTextCursor(doc)
                cursor.setPosition(fragment.position())
                cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                fmt = QTextCharFormat()
                fmt.setForeground(colour)
                fmt.setFontStrikeOut(True)
                cursor.mergeCharFormat(fmt)
                marked += 1
            it += 1
        block = block.next()
    return marked
