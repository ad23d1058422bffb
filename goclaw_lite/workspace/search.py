"""List a folder, find files by pattern and search their text, without leaving the workspace.

The tree is walked with `os.fwalk` from a folder descriptor the confined walk opened, with
links not followed (a link is listed as one, never entered), and every file is opened
relative to its folder's descriptor with `O_NOFOLLOW`. Counts are bounded: a huge tree or a
pattern matching everything ends with a note, not a hang.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass

from wcmatch import glob as wcglob

from goclaw_lite.workspace.confine import PathRefused, display
from goclaw_lite.workspace.files import Workspace, size_text

__all__ = ["Listing", "glob_files", "grep_files", "list_dir"]

_GLOB_FLAGS = wcglob.GLOBSTAR | wcglob.BRACE | wcglob.DOTGLOB
_MAX_PATTERN = 500
_MAX_LINE = 300


@dataclass(frozen=True)
class Listing:
    """Lines of a listing, and a note when it stopped early."""

    lines: tuple[str, ...]
    note: str = ""

    def text(self, empty: str) -> str:
        body = "\n".join(self.lines) if self.lines else empty
        return f"{body}\n\n[{self.note}]" if self.note else body


def list_dir(ws: Workspace, path: str) -> tuple[str, Listing]:
    """One level: folders first, then files with sizes, links marked (and not followed)."""
    with ws.walk() as walk:
        where = walk.locate(path)
        info = where.lstat()
        if info is None:
            raise PathRefused(f"{where.shown} does not exist in the workspace")
        if not stat.S_ISDIR(info.st_mode):
            raise PathRefused(f"{where.shown} is a file, not a folder; use read_file")
        flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW
        fd = where.dir_fd if not where.name else os.open(where.name, flags, dir_fd=where.dir_fd)
        try:
            entries = sorted(os.scandir(fd), key=lambda e: (not e.is_dir(follow_symlinks=False), e.name))
        finally:
            if where.name:
                os.close(fd)
        lines, limit = [], ws.limits.max_entries
        for entry in entries[:limit]:
            if entry.is_symlink():
                lines.append(f"[LINK] {entry.name} (a link; followed only while it stays inside the workspace)")
            elif entry.is_dir(follow_symlinks=False):
                lines.append(f"[DIR]  {entry.name}/")
            elif entry.is_file(follow_symlinks=False):
                lines.append(f"[FILE] {entry.name} ({size_text(entry.stat(follow_symlinks=False).st_size)})")
            else:
                lines.append(f"[OTHER] {entry.name} (not a regular file)")
        note = f"{len(entries) - limit} more entries not shown" if len(entries) > limit else ""
        return display(where.parts), Listing(tuple(lines), note)


def _files(ws: Workspace, path: str) -> Iterator[tuple[str, str, int]]:
    """(relative path, name, folder descriptor) of every regular file under `path`, bounded."""
    with ws.walk() as walk:
        where = walk.locate(path)
        info = where.lstat()
        if info is None:
            raise PathRefused(f"{where.shown} does not exist in the workspace")
        if not stat.S_ISDIR(info.st_mode):
            raise PathRefused(f"{where.shown} is a file, not a folder")
        base = list(where.parts)
        seen = 0
        top = where.name or "."
        for dirpath, dirnames, filenames, dir_fd in os.fwalk(top, dir_fd=where.dir_fd, follow_symlinks=False):
            rel = [p for p in dirpath.split("/") if p not in ("", ".")]
            if where.name:
                rel = rel[1:]
            dirnames.sort()
            seen += len(dirnames) + len(filenames)
            if seen > ws.limits.max_walk:
                raise _WalkLimit
            for name in sorted(filenames):
                yield display([*base, *rel, name])[: 4096], name, dir_fd


class _WalkLimit(Exception):
    """The tree holds more than `max_walk` entries."""


def glob_files(ws: Workspace, pattern: str, path: str = ".") -> Listing:
    """Files whose path (relative to `path`) matches `pattern` (`**` crosses folders)."""
    pattern = pattern.strip()
    if not pattern or len(pattern) > _MAX_PATTERN:
        raise PathRefused("give a glob pattern such as **/*.py (at most 500 characters)")
    if pattern.startswith("/") or ".." in pattern.split("/"):
        raise PathRefused("the pattern must be relative to the folder searched, without '..'")
    prefix = display(ws_parts(ws, path))
    found: list[str] = []
    note = ""
    try:
        for rel, _name, _fd in _files(ws, path):
            below = rel[len(prefix) + 1:] if prefix != "." else rel
            if wcglob.globmatch(below, pattern, flags=_GLOB_FLAGS):
                found.append(rel)
                if len(found) >= ws.limits.max_entries:
                    note = f"stopped at {len(found)} matches; narrow the pattern"
                    break
    except _WalkLimit:
        note = f"stopped after looking at {ws.limits.max_walk} entries; search a smaller folder"
    return Listing(tuple(found), note)


def ws_parts(ws: Workspace, path: str) -> list[str]:
    from goclaw_lite.workspace.confine import split_path

    return split_path(path, ws.root)


def grep_files(
    ws: Workspace, pattern: str, path: str = ".", *, include: str = "", ignore_case: bool = False
) -> Listing:
    """Lines matching the regular expression `pattern`, as `path:line: text`; binary files skipped."""
    if not pattern or len(pattern) > _MAX_PATTERN:
        raise PathRefused("give a regular expression to search for (at most 500 characters)")
    try:
        regex = re.compile(pattern, re.IGNORECASE if ignore_case else 0)
    except re.error as exc:
        raise PathRefused(f"the pattern is not a valid regular expression: {exc}") from None
    prefix = display(ws_parts(ws, path))
    lines: list[str] = []
    skipped = 0
    note = ""
    try:
        for rel, name, dir_fd in _files(ws, path):
            below = rel[len(prefix) + 1:] if prefix != "." else rel
            if include and not wcglob.globmatch(below, include, flags=_GLOB_FLAGS):
                continue
            text = _text_of(name, dir_fd, ws.limits.max_file_bytes)
            if text is None:
                skipped += 1
                continue
            for number, line in enumerate(text.splitlines(), 1):
                if regex.search(line):
                    lines.append(f"{rel}:{number}: {line[:_MAX_LINE]}")
                    if len(lines) >= ws.limits.max_entries:
                        raise _Enough
    except _WalkLimit:
        note = f"stopped after looking at {ws.limits.max_walk} entries; search a smaller folder"
    except _Enough:
        note = f"stopped at {len(lines)} matching lines; narrow the search"
    if skipped and not note:
        note = f"{skipped} binary, linked or oversized file(s) not searched"
    return Listing(tuple(lines), note)


class _Enough(Exception):
    """Enough matching lines."""


def _text_of(name: str, dir_fd: int, limit: int) -> str | None:
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dir_fd)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink > 1 or info.st_size > limit:
            return None
        data = os.read(fd, limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit or b"\x00" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None
