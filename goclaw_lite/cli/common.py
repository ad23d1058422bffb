"""Helpers shared by the command modules: opening the app, output, secret prompts."""

from __future__ import annotations

import argparse
import getpass
import json
import sys
from collections.abc import AsyncIterator, Iterable, Sequence
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


def out(text: str = "") -> None:
    print(text, flush=True)


def err(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def print_json(value: Any) -> None:
    print(json.dumps(value, indent=2, ensure_ascii=False, default=str))


def print_table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    materialized = [[("" if c is None else str(c)) for c in row] for row in rows]
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
