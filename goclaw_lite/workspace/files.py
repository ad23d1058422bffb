"""Read, write, edit and restore text files in a workspace, each through one confined walk.

Only regular files with a single link are read or replaced: a fifo would block, a device
could be anything, and a second hard link may be a file outside the workspace. Text means
UTF-8 without NUL bytes; anything else is refused by name, not mangled. A write goes to a
temporary file beside the target and replaces it in one `rename`, so a reader (or a program
writing the same file) never sees half a file; and when the file changed after it was read
(another program is writing it), the replace is refused rather than losing that change.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import stat
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.model.workspace import FileLimits, FileWrite, TextFile
from goclaw_lite.workspace.confine import Located, PathRefused, Walk

__all__ = ["EditPlan", "Workspace", "sha256", "size_text"]

_READ_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
_NEW_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
_SNIFF = 8192
_TEXT_ONLY = "the file tools read and write UTF-8 text only"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def size_text(n: int) -> str:
    if n < 1024:
        return f"{n} bytes"
    if n < 1024 * 1024:
        return f"{n / 1024:.1f} KiB"
    return f"{n / (1024 * 1024):.1f} MiB"


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a fifo (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device file"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISLNK(mode):
        return "a link"
    return "not a regular file"


def _stamp(info: os.stat_result) -> tuple[int, int, int, int]:
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def decode_text(data: bytes, shown: str) -> str:
    """UTF-8 text, or a clear refusal naming the file as binary."""
    if b"\x00" in data[:_SNIFF] or b"\x00" in data:
        raise PathRefused(f"{shown} is a binary file; {_TEXT_ONLY}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise PathRefused(f"{shown} is not UTF-8 text (a binary file?); {_TEXT_ONLY}") from None


@dataclass(frozen=True)
class EditPlan:
    """Where an exact replace lands: the new text and the 1-based lines it touched."""

    text: str
    count: int
    first_line: int
    last_line: int


def plan_edit(text: str, old: str, new: str, *, replace_all: bool, shown: str) -> EditPlan:
    """Replace the unique `old` (or every one with `replace_all`); refuse missing or ambiguous."""
    if not old:
        raise PathRefused("old_text is empty; give the exact text to replace")
    count = text.count(old)
    if count == 0:
        raise PathRefused(
            f"old_text was not found in {shown}; read the file and copy the exact text, spaces and line breaks included"
        )
    first = text.index(old)
    if count > 1 and not replace_all:
        lines: list[str] = []
        at = first
        while at >= 0 and len(lines) < 5:
            lines.append(str(text.count("\n", 0, at) + 1))
            at = text.find(old, at + 1)
        raise PathRefused(
            f"old_text occurs {count} times in {shown} (lines {', '.join(lines)}{', ...' if count > 5 else ''}); "
            "include more of the surrounding text so it is unique, or set replace_all"
        )
    updated = text.replace(old, new) if replace_all else text.replace(old, new, 1)
    last_at = text.rindex(old) if replace_all else first
    first_line = text.count("\n", 0, first) + 1
    last_line = text.count("\n", 0, last_at) + 1 + new.count("\n")
    return EditPlan(updated, count if replace_all else 1, first_line, last_line)


class Workspace:
    """One agent's folder; every method opens what it needs through a fresh confined walk."""

    def __init__(self, root: Path, limits: FileLimits | None = None) -> None:
        self.root = Path(os.path.realpath(root))
        self.limits = limits or FileLimits()

    def walk(self) -> Walk:
        return Walk(self.root)

    # --- reading -----------------------------------------------------------------------

    def _read_located(self, where: Located) -> tuple[bytes, os.stat_result]:
        shown = where.shown
        info = where.lstat()
        if info is None:
            raise PathRefused(f"{shown} does not exist in the workspace")
        if not where.name or not stat.S_ISREG(info.st_mode):
            raise PathRefused(f"{shown} is {_kind(info.st_mode)}; only regular files can be read")
        try:
            fd = os.open(where.name, _READ_FLAGS, dir_fd=where.dir_fd)
        except OSError as exc:
            why = exc.strerror
            raise PathRefused(f"{shown} cannot be opened ({why}); it may have been swapped for a link") from None
        try:
            opened = os.fstat(fd)
            if not stat.S_ISREG(opened.st_mode) or (opened.st_dev, opened.st_ino) != (info.st_dev, info.st_ino):
                raise PathRefused(f"{shown} changed while it was being opened; try again")
            if opened.st_nlink > 1:
                raise PathRefused(f"{shown} has other hard links (it may be a file outside the workspace); not opened")
            limit = self.limits.max_file_bytes
            if opened.st_size > limit:
                size = size_text(opened.st_size)
                raise PathRefused(f"{shown} is {size}, over the {size_text(limit)} limit of the file tools")
            chunks, total = [], 0
            while True:
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    break
                total += len(chunk)
                if total > limit:
                    raise PathRefused(f"{shown} grew over the {size_text(limit)} limit while it was read")
                chunks.append(chunk)
            return b"".join(chunks), opened
        finally:
            os.close(fd)

    def read_bytes(self, path: str) -> tuple[str, bytes, tuple[int, int, int, int]]:
        with self.walk() as walk:
            where = walk.locate(path)
            data, info = self._read_located(where)
            return where.shown, data, _stamp(info)

    def read(self, path: str) -> TextFile:
        shown, data, stamp = self.read_bytes(path)
        return TextFile(shown, decode_text(data, shown), len(data), stamp)

    # --- writing -----------------------------------------------------------------------

    def write(self, path: str, text: str, *, expect: tuple[int, int, int, int] | None = None) -> FileWrite:
        """Create or replace `path` with `text`; `expect` is the stamp of the version it replaces."""
        if "\x00" in text:
            raise PathRefused("the content holds NUL characters; the file tools write UTF-8 text only")
        data = text.encode("utf-8")
        if len(data) > self.limits.max_file_bytes:
            limit = size_text(self.limits.max_file_bytes)
            raise PathRefused(f"the content is {size_text(len(data))}, over the {limit} limit")
        with self.walk() as walk:
            where = walk.locate(path, make_dirs=True)
            if not where.name:
                raise PathRefused("give a file name, not the workspace folder itself")
            return self._replace(where, data, expect)

    def _replace(self, where: Located, data: bytes, expect: tuple[int, int, int, int] | None) -> FileWrite:
        shown = where.shown
        info = where.lstat()
        before: bytes | None = None
        mode = 0o644
        if info is not None:
            before, current = self._read_located(where)
            decode_text(before, shown)  # never overwrite a binary file with text
            if expect is not None and _stamp(current) != expect:
                raise PathRefused(f"{shown} changed on disk after it was read (another program?); read it again")
            expect = _stamp(current)
            mode = stat.S_IMODE(current.st_mode)
        elif expect is not None:
            raise PathRefused(f"{shown} was deleted after it was read; nothing was written")
        temp = f".{where.name[:80]}.{secrets.token_hex(6)}.goclaw-tmp"
        fd = os.open(temp, _NEW_FLAGS, 0o600, dir_fd=where.dir_fd)
        try:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
                os.fchmod(fd, mode)
                os.fsync(fd)
            finally:
                os.close(fd)
            now = where.lstat()
            if (now is None) != (expect is None) or (now is not None and _stamp(now) != expect):
                raise PathRefused(f"{shown} changed on disk while it was written (another program?); nothing replaced")
            os.replace(temp, where.name, src_dir_fd=where.dir_fd, dst_dir_fd=where.dir_fd)
        except BaseException:
            try:
                os.unlink(temp, dir_fd=where.dir_fd)
            except FileNotFoundError:
                pass
            raise
        return FileWrite(shown, before, data)

    def edit(self, path: str, old: str, new: str, *, replace_all: bool = False) -> tuple[FileWrite, EditPlan]:
        with self.walk() as walk:
            where = walk.locate(path)
            data, info = self._read_located(where)
            text = decode_text(data, where.shown)
            plan = plan_edit(text, old, new, replace_all=replace_all, shown=where.shown)
            if plan.text == text:
                raise PathRefused("old_text and new_text are the same; nothing to change")
            encoded = plan.text.encode("utf-8")
            if len(encoded) > self.limits.max_file_bytes:
                raise PathRefused(f"the edited file would be {size_text(len(encoded))}, over the limit")
            return self._replace(where, encoded, _stamp(info)), plan

    def restore(self, path: str, before: bytes | None, after_sha256: str) -> str:
        """Put `path` back as it was before a write, if it is still what that write left."""
        with self.walk() as walk:
            where = walk.locate(path, make_dirs=before is not None)
            if not where.name:
                raise PathRefused("nothing to restore at the workspace folder itself")
            info = where.lstat()
            if info is None:
                raise PathRefused(f"{where.shown} no longer exists (moved or deleted since), so it is not restored")
            current, opened = self._read_located(where)
            if sha256(current) != after_sha256:
                raise PathRefused(f"{where.shown} changed since this write; undoing it would lose those changes")
            if before is None:
                os.unlink(where.name, dir_fd=where.dir_fd)
                return where.shown
            self._replace(where, before, _stamp(opened))
            return where.shown
