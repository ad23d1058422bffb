"""Helpers shared by the command modules: opening the app, output, secret prompts.

Every line a command prints goes through `out` / `err` / `print_table` / `print_json`, and
each passes its text through `terminal_text`: names, descriptions, titles, model answers and
MCP results are stored or remote text, and a raw ESC, OSC or bidi control in one would retitle
the window, clear the screen, write the clipboard (OSC 52) or reorder what the user reads.
"""

from __future__ import annotations

import argparse
import getpass
import json
import re
import sys
import unicodedata
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import Paths
from goclaw_lite.errors import ValidationError


@dataclass(frozen=True)
class CommandContext:
    paths: Paths
    args: argparse.Namespace
    store: str | None = None
    """The global --store location (URL or path); None means the setting or the data dir."""

    @asynccontextmanager
    async def app(self, *, key_policy: KeyPolicy = KeyPolicy.OPTIONAL, read_only: bool = False) -> AsyncIterator[AppContext]:
        ctx = await open_app(
            self.paths,
            program=f"goclaw-lite {self.args.command} (CLI)",
            key_policy=key_policy,
            read_only=read_only,
            store=self.store,
            progress=open_progress,
        )
        for notice in ctx.prepare.notices:
            err(f"goclaw-lite: note: {notice}")
        try:
            yield ctx
        finally:
            await ctx.close()


def open_progress(what: str, done: int, total: int) -> None:
    """Long work while the store opens (building the search index): a line on stderr that counts up."""
    if not total:
        return
    if sys.stderr.isatty():
        print(f"\r{what}: {done}/{total}", end="\n" if done >= total else "", file=sys.stderr, flush=True)
    elif done >= total:
        print(f"{what}: {done}/{total}", file=sys.stderr, flush=True)


_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""Controls (C0, C1, DEL), format characters (bidi overrides and isolates, invisible marks),
surrogates and the Unicode line/paragraph separators."""
_KEPT = frozenset("\n\t\u200c\u200d")  # ZWNJ / ZWJ: needed to spell Persian, Indic, emoji


_CANDIDATES = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2"
    "\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\ud800-\udfff\U000110bd\U000110cd"
    "\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]"
)
"""Every character `_unsafe` may refuse (a test checks it against the Unicode database), so the
per-character check runs on those alone and a large `kg export` stays fast."""


def _unsafe(ch: str) -> bool:
    return not ch.isprintable() and ch not in _KEPT and unicodedata.category(ch) in _UNSAFE_CATEGORIES


def _replaced(match: re.Match[str], escape: Callable[[str], str]) -> str:
    ch = match[0]
    if not _unsafe(ch) or (ch == "\r" and match.string[match.end():match.end() + 1] == "\n"):
        return ch
    return escape(ch)


def _escaped(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _plain(text: str) -> bool:
    return text.replace("\n", "").replace("\t", "").isprintable()


def terminal_text(text: str) -> str:
    """`text` safe to show on a terminal: every control and format character written as a
    visible escape (`\\x1b`, `\\u202e`), newlines and tabs kept, a CR kept only before a LF."""
    if _plain(text):
        return text
    return _CANDIDATES.sub(lambda m: _replaced(m, _escaped), text)


def _json_escaped(ch: str) -> str:
    data = ch.encode("utf-16-be", "surrogatepass")
    return "".join(f"\\u{int.from_bytes(data[i:i + 2]):04x}" for i in range(0, len(data), 2))


def out(text: str = "") -> None:
    print(terminal_text(text), flush=True)


def err(text: str) -> None:
    print(terminal_text(text), file=sys.stderr, flush=True)


def print_json(value: Any) -> None:
    """JSON with every unsafe character as a `\\u` escape: the same value to a parser, inert on a terminal."""
    text = json.dumps(value, indent=2, ensure_ascii=False, default=str)
    if not _plain(text):
        text = _CANDIDATES.sub(lambda m: _replaced(m, _json_escaped), text)
    print(text)


def print_table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    materialized = [[("" if c is None else terminal_text(str(c))) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in materialized:
        widths = [max(w, len(c)) for w, c in zip(widths, row, strict=True)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))
    out(line.rstrip())
    for row in materialized:
        out("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())


def read_secret(prompt: str) -> str:
    """A secret from a no-echo prompt, or one line of stdin when stdin is not a terminal.

    Secrets are never taken from argv: argv is visible to every process on the machine.
    """
    if sys.stdin is not None and sys.stdin.isatty():
        value = getpass.getpass(prompt)
    else:
        line = sys.stdin.readline() if sys.stdin is not None else ""
        value = line.rstrip("\r\n")
    if not value:
        raise ValidationError(f"No value given for {prompt.strip().rstrip(':')}.")
    return value
