"""The folder an import reads: regular Markdown files inside it, and nothing a link leads out to.

A vault folder may hold symbolic links to anywhere (`notes.md -> ~/.local/share/goclaw-lite/
goclaw.key`); what they point at must never end up stored as a note. So the root is resolved
once, a link is followed only when its target lies inside the root, and every file is opened
component by component from the root's directory handle with `O_NOFOLLOW` (openat), so a
folder swapped for a link between the scan and the read is refused rather than followed.
Systems without `dir_fd` support open by path and check the opened file is the one inside.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Self

from goclaw_lite.errors import NotFoundError, ValidationError

MAX_NOTE_BYTES = 8 * 1024 * 1024
NOTE_SUFFIXES = (".md", ".markdown")

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # a FIFO named like a note must not hang the import
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_OPENAT = os.open in os.supports_dir_fd and bool(_NOFOLLOW) and bool(_DIRECTORY)


@dataclass(frozen=True)
class NoteFile:
    path: str
    """The vault path: where the note (or the link to it) sits in the folder, `/`-separated."""
    real: tuple[str, ...]
    """Where its content really is, as path components below the resolved root."""


@dataclass(frozen=True)
class OutsideLink:
    """A link in the folder whose target is outside it: never read, listed in the report."""

    path: str
    target: str


@dataclass(frozen=True)
class FolderScan:
    notes: tuple[NoteFile, ...]
    outside: tuple[OutsideLink, ...]


def _inside(root: Path, target: str) -> tuple[str, ...] | None:
    """`target`'s components below `root`, or None when it is not strictly inside."""
    try:
        relative = Path(target).relative_to(root)
    except ValueError:
        return None
    return relative.parts or None


class NoteFolder:
    """A folder opened for import: `scan()` lists the notes, `read()` reads one safely."""

    def __init__(self, folder: Path) -> None:
        given = folder.expanduser().absolute()
        if not given.is_dir():
            raise NotFoundError(f"{given} is not a folder.")
        self.shown = given
        self.root = given.resolve(strict=True)
        self._fd: int | None = None

    def __enter__(self) -> Self:
        if _OPENAT:
            self._fd = os.open(self.root, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    # --- listing ------------------------------------------------------------------------

    def scan(self) -> FolderScan:
        """Markdown files under the root, sorted by vault path. Hidden files and folders
        (`.obsidian/`, `.trash/`, `.git/`) are left out; folder links are not walked (no loops,
        no way out); a file link is read only when its target is a file inside the root."""
        notes: list[NoteFile] = []
        outside: list[OutsideLink] = []
        for here, dirs, files in os.walk(self.root, followlinks=False):
            base = Path(here)
            walked: list[str] = []
            for name in sorted(dirs):
                if name.startswith("."):
                    continue
                if (base / name).is_symlink():
                    target = os.path.realpath(base / name)
                    if _inside(self.root, target) is None:
                        outside.append(OutsideLink((base / name).relative_to(self.root).as_posix() + "/", target))
                    continue
                walked.append(name)
            dirs[:] = walked
            for name in files:
                if name.startswith(".") or not name.lower().endswith(NOTE_SUFFIXES):
                    continue
                file = base / name
                vault_path = file.relative_to(self.root).as_posix()
                if file.is_symlink():
                    target = os.path.realpath(file)
                    real = _inside(self.root, target)
                    if real is None:
                        outside.append(OutsideLink(vault_path, target))
                        continue
                else:
                    real = file.relative_to(self.root).parts
                notes.append(NoteFile(vault_path, real))
        return FolderScan(tuple(sorted(notes, key=lambda n: n.path)), tuple(sorted(outside, key=lambda o: o.path)))

    # --- reading ------------------------------------------------------------------------

    def read(self, note: NoteFile) -> str:
        """The note's text: UTF-8 (a BOM dropped), line endings as `\\n`. Only a regular file
        inside the root is read; anything else is a ValidationError naming why."""
        fd = self._open(note.real)
        with os.fdopen(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise ValidationError("not a regular file")
            if info.st_size > MAX_NOTE_BYTES:
                raise ValidationError(f"larger than {MAX_NOTE_BYTES // (1024 * 1024)} MiB")
            data = handle.read(MAX_NOTE_BYTES + 1)
        if len(data) > MAX_NOTE_BYTES:
            raise ValidationError(f"larger than {MAX_NOTE_BYTES // (1024 * 1024)} MiB")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ValidationError("not UTF-8 text") from None
        return text.replace("\r\n", "\n").replace("\r", "\n")

    def _open(self, parts: tuple[str, ...]) -> int:
        try:
            return self._open_at(parts) if self._fd is not None else self._open_by_path(parts)
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
                raise ValidationError("became a symbolic link during the import; not read") from None
            raise

    def _open_at(self, parts: tuple[str, ...]) -> int:
        """Each component opened below the last with O_NOFOLLOW: no link is followed anywhere."""
        assert self._fd is not None
        fd = os.dup(self._fd)
        try:
            for part in parts[:-1]:
                inner = os.open(part, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC, dir_fd=fd)
                os.close(fd)
                fd = inner
            return os.open(parts[-1], os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC, dir_fd=fd)
        finally:
            os.close(fd)

    def _open_by_path(self, parts: tuple[str, ...]) -> int:
        """Without openat: open, then prove the open file is the one inside the root."""
        path = self.root.joinpath(*parts)
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _BINARY)
        try:
            real = os.path.realpath(path)
            opened, there = os.fstat(fd), os.stat(real)
            if _inside(self.root, real) is None or (opened.st_dev, opened.st_ino) != (there.st_dev, there.st_ino):
                raise ValidationError("became a symbolic link during the import; not read")
        except BaseException:
            os.close(fd)
            raise
        return fd
