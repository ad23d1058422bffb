"""Open a path inside the workspace without leaving it, even while someone swaps links around.

A path is never resolved first and opened afterwards (`realpath` then `open` loses to a link
swapped in between). Instead each component is opened relative to the descriptor of the
folder before it, with `O_NOFOLLOW`, starting from a descriptor of the workspace root held
open for the whole operation. A component that turns out to be a symbolic link is read
(`readlink` relative to the same descriptor) and its target walked the same way: `..` pops a
folder this walk opened itself (never the file system's `..`), and a step above the root, or an
absolute target outside it, is refused. Links that stay inside the workspace work; links that
leave it do not, whenever they are swapped in.
"""

from __future__ import annotations

import errno
import os
import stat
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from goclaw_lite.errors import ValidationError

__all__ = ["Located", "PathRefused", "Walk", "display", "split_path"]

MAX_LINK_HOPS = 40
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


class PathRefused(ValidationError):
    """A path the workspace will not open; the message says why, in one line."""


def display(parts: list[str] | tuple[str, ...]) -> str:
    return "/".join(parts) or "."


def split_path(path: str, root: Path) -> list[str]:
    """The components of `path` below `root` (a real path): relative, or absolute and inside."""
    if not isinstance(path, str):
        raise PathRefused("the path must be a string")
    if "\x00" in path:
        raise PathRefused("the path contains a NUL character")
    text = path.strip()
    if text in ("", "."):
        return []
    pure = PurePosixPath(text)
    if pure.is_absolute():
        try:
            pure = pure.relative_to(PurePosixPath(root))
        except ValueError:
            raise PathRefused(
                f"{text} is outside the workspace; use a path relative to the workspace folder"
            ) from None
    parts = [p for p in pure.parts if p not in ("", ".")]
    if ".." in parts:
        raise PathRefused(f"'..' is not allowed in a path ({text}); use a path inside the workspace")
    return parts


@dataclass(frozen=True)
class Located:
    """Where a path ends: an open folder descriptor and the last component's name in it.

    `name` is "" for the root itself (then `dir_fd` is the root). `parts` is the path as
    walked (links resolved), for messages and records.
    """

    dir_fd: int
    name: str
    parts: tuple[str, ...]

    @property
    def shown(self) -> str:
        return display(self.parts)

    def lstat(self) -> os.stat_result | None:
        """The last component's own status (not following a link), or None when it is absent."""
        if not self.name:
            return os.fstat(self.dir_fd)
        try:
            return os.stat(self.name, dir_fd=self.dir_fd, follow_symlinks=False)
        except FileNotFoundError:
            return None


class Walk:
    """One operation's walk: holds the descriptors it opened and closes them on exit."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._stack = ExitStack()
        self._root_fd = -1

    def __enter__(self) -> Walk:
        try:
            self._root_fd = os.open(self.root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        except OSError as exc:
            raise PathRefused(f"the workspace folder {self.root} cannot be opened ({exc.strerror})") from None
        self._stack.callback(os.close, self._root_fd)
        return self

    def __exit__(self, *exc: object) -> None:
        self._stack.close()

    def _open_dir(self, dir_fd: int, name: str) -> int:
        fd = os.open(name, _DIR_FLAGS, dir_fd=dir_fd)
        self._stack.callback(os.close, fd)
        return fd

    def locate(self, path: str, *, follow_last: bool = True, make_dirs: bool = False) -> Located:
        """Walk to `path`'s last component; `make_dirs` creates missing folders on the way."""
        return self.locate_parts(split_path(path, self.root), follow_last=follow_last, make_dirs=make_dirs, asked=path)

    def locate_parts(
        self, parts: list[str], *, follow_last: bool = True, make_dirs: bool = False, asked: str = ""
    ) -> Located:
        asked = asked or display(parts)
        fds, names = [self._root_fd], list[str]()
        pending = list(parts)
        hops = 0
        while pending:
            name = pending.pop(0)
            if name in ("", "."):
                continue
            if name == "..":
                if len(fds) == 1:
                    raise PathRefused(f"{asked} leads outside the workspace (through a link)")
                fds.pop()
                names.pop()
                continue
            if not pending:
                info = _lstat(fds[-1], name)
                if follow_last and info is not None and stat.S_ISLNK(info.st_mode):
                    hops = _hop(hops, asked)
                    pending = self._link_target(fds, names, name, asked) + pending
                    continue
                return Located(fds[-1], name, (*names, name))
            try:
                fd = self._open_dir(fds[-1], name)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.ENOTDIR) and _is_link(fds[-1], name):
                    hops = _hop(hops, asked)
                    pending = self._link_target(fds, names, name, asked) + pending
                    continue
                if exc.errno == errno.ENOENT and make_dirs:
                    try:
                        os.mkdir(name, 0o755, dir_fd=fds[-1])
                    except FileExistsError:
                        pass  # made meanwhile: the open below judges what it is
                    pending.insert(0, name)
                    continue
                if exc.errno == errno.ENOENT:
                    missing = display((*names, name))
                    raise PathRefused(f"{asked}: there is no folder {missing} in the workspace") from None
                if exc.errno == errno.ENOTDIR:
                    raise PathRefused(f"{asked}: {display((*names, name))} is a file, not a folder") from None
                raise PathRefused(f"{asked}: {display((*names, name))} cannot be opened ({exc.strerror})") from None
            fds.append(fd)
            names.append(name)
        return Located(fds[-1], "", tuple(names))

    def _link_target(self, fds: list[int], names: list[str], name: str, asked: str) -> list[str]:
        """The components a link stands for, walked from where it is (absolute: from the root)."""
        try:
            target = os.readlink(name, dir_fd=fds[-1])
        except OSError:
            raise PathRefused(f"{asked}: the link {display((*names, name))} cannot be read") from None
        pure = PurePosixPath(target)
        if pure.is_absolute():
            try:
                pure = pure.relative_to(PurePosixPath(self.root))
            except ValueError:
                raise PathRefused(
                    f"{asked}: {display((*names, name))} is a link to {target}, outside the workspace; "
                    "links that leave it are not followed"
                ) from None
            del fds[1:]
            names.clear()
        return [p for p in pure.parts if p not in ("", ".")]


def _hop(hops: int, asked: str) -> int:
    if hops >= MAX_LINK_HOPS:
        raise PathRefused(f"{asked}: too many links (a loop?)")
    return hops + 1


def _lstat(dir_fd: int, name: str) -> os.stat_result | None:
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return None


def _is_link(dir_fd: int, name: str) -> bool:
    info = _lstat(dir_fd, name)
    return info is not None and stat.S_ISLNK(info.st_mode)
