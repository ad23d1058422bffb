"""Staging a skill from a folder or a .zip into a private folder, refusing hostile input.

Every member is checked before a byte is written (no `..`, no absolute path, no link, no
special file, declared sizes within the caps, no duplicate), then copied while counting
the bytes actually produced, so a member that holds more than it declares (a zip bomb
lying in its header) is stopped at the cap, not after filling the disk. A refusal is one
`ValidationError` line naming the member; the caller deletes the staging folder, so
nothing is half-installed.
"""

from __future__ import annotations

import hashlib
import os
import stat
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import IO

from goclaw_lite.errors import ValidationError
from goclaw_lite.skills.skill_md import SKILL_FILE, ParsedSkill, parse_skill_md

__all__ = ["DEFAULT_LIMITS", "Limits", "StagedSkill", "human_size", "stage_folder", "stage_zip", "tree_digest"]

_CHUNK = 64 * 1024
_TOO_BIG = "{what} unpacks to more than {size}, a skill's limit."
_JUNK_NAMES = frozenset({".DS_Store", "Thumbs.db", "desktop.ini"})
_JUNK_DIRS = frozenset({"__MACOSX", ".git", ".Spotlight-V100", ".Trashes", ".fseventsd"})


@dataclass(frozen=True)
class Limits:
    zip_bytes: int = 20 * 1024 * 1024  # GoClaw's default upload cap
    file_bytes: int = 10 * 1024 * 1024
    total_bytes: int = 50 * 1024 * 1024
    files: int = 500


DEFAULT_LIMITS = Limits()

@dataclass(frozen=True)
class StagedSkill:
    folder: Path
    parsed: ParsedSkill
    skill_md_hash: str  # SHA-256 hex of SKILL.md, GoClaw's file_hash
    size: int  # the .zip's size, or the bytes copied from a folder (GoClaw's file_size)
    files: int


def human_size(n: int) -> str:
    size = float(n)
    for unit in ("bytes", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{int(size)} {unit}" if unit == "bytes" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} bytes"


def _is_junk(parts: tuple[str, ...]) -> bool:
    return any(p in _JUNK_DIRS for p in parts[:-1]) or parts[-1] in _JUNK_NAMES or parts[-1].startswith("._")


def _safe_parts(name: str) -> tuple[str, ...]:
    """The path's parts, or a refusal for a path that could land outside the folder."""
    clean = name.replace("\\", "/")
    if "\x00" in clean:
        raise ValidationError(f"{name!r} has a NUL byte in its name.")
    if clean.startswith("/") or (len(clean) > 1 and clean[1] == ":"):
        raise ValidationError(f"{name!r} is an absolute path; a skill's files must be inside its folder.")
    parts = tuple(p for p in PurePosixPath(clean).parts if p not in ("", "."))
    if ".." in parts:
        raise ValidationError(f"{name!r} climbs out of the skill's folder ('..').")
    return parts


def _write(target: Path, source: IO[bytes], cap: int, name: str, declared: int | None) -> int:
    """Copy `source` to a new owner-only file, stopping past `cap` or past the declared size."""
    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    written = 0
    with os.fdopen(fd, "wb") as out:
        while chunk := source.read(_CHUNK):
            written += len(chunk)
            if written > cap:
                raise ValidationError(f"{name!r} is larger than {human_size(cap)}; a skill file may be at most that.")
            if declared is not None and written > declared:
                raise ValidationError(f"{name!r} holds more than the {human_size(declared)} it declares (a zip bomb?).")
            out.write(chunk)
    return written


def _finish(folder: Path, size: int, files: int, what: str) -> StagedSkill:
    skill_md = folder / SKILL_FILE
    if not skill_md.is_file():
        raise ValidationError(f"{what} has no {SKILL_FILE} at its top (or in its one top folder).",
                              case="no_skill_file")
    data = skill_md.read_bytes()
    parsed = parse_skill_md(data)
    return StagedSkill(folder, parsed, hashlib.sha256(data).hexdigest(), size, files)


# --- zip -----------------------------------------------------------------------------------


def _zip_mode(info: zipfile.ZipInfo) -> int:
    return (info.external_attr >> 16) if info.create_system == 3 else 0


def _members(archive: zipfile.ZipFile, limits: Limits) -> list[tuple[zipfile.ZipInfo, tuple[str, ...]]]:
    """Every file member with its checked path parts; refusals before anything is written."""
    members: list[tuple[zipfile.ZipInfo, tuple[str, ...]]] = []
    seen: set[tuple[str, ...]] = set()
    declared = 0
    for info in archive.infolist():
        parts = _safe_parts(info.filename)
        mode = _zip_mode(info)
        if stat.S_ISLNK(mode):
            raise ValidationError(f"{info.filename!r} is a symbolic link; a skill may not contain links.")
        if info.is_dir() or not parts or _is_junk(parts):
            continue
        if stat.S_IFMT(mode) not in (0, stat.S_IFREG):
            raise ValidationError(f"{info.filename!r} is not a regular file.")
        if info.flag_bits & 0x1:
            raise ValidationError(f"{info.filename!r} is encrypted; skills cannot be.")
        if info.file_size > limits.file_bytes:
            raise ValidationError(
                f"{info.filename!r} is {human_size(info.file_size)} unpacked; a skill file may be at most "
                f"{human_size(limits.file_bytes)}."
            )
        declared += info.file_size
        if declared > limits.total_bytes:
            raise ValidationError(f"The zip unpacks to more than {human_size(limits.total_bytes)}, a skill's limit.")
        if parts in seen:
            raise ValidationError(f"{info.filename!r} appears twice in the zip.")
        seen.add(parts)
        members.append((info, parts))
        if len(members) > limits.files:
            raise ValidationError(f"The zip holds more than {limits.files} files, a skill's limit.")
    return members


def _root_prefix(members: list[tuple[zipfile.ZipInfo, tuple[str, ...]]]) -> int:
    """0 when SKILL.md is at the top, 1 when everything sits in one wrapper folder holding it."""
    if any(parts == (SKILL_FILE,) for _i, parts in members):
        return 0
    tops = {parts[0] for _i, parts in members}
    if len(tops) == 1 and all(len(p) > 1 for _i, p in members) and any(p[1:] == (SKILL_FILE,) for _i, p in members):
        return 1
    raise ValidationError(f"The zip has no {SKILL_FILE} at its top (or in its one top folder).", case="no_skill_file")


def stage_zip(path: Path, folder: Path, limits: Limits = DEFAULT_LIMITS) -> StagedSkill:
    """Unpack the zip at `path` into the empty, private `folder` and parse its SKILL.md."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise ValidationError(f"{path} cannot be read: {exc.strerror or exc}.") from None
    if size > limits.zip_bytes:
        raise ValidationError(
            f"{path.name} is {human_size(size)}; a skill's zip may be at most {human_size(limits.zip_bytes)}."
        )
    try:
        with zipfile.ZipFile(path) as archive:
            members = _members(archive, limits)
            skip = _root_prefix(members)
            total = 0
            for info, parts in members:
                target = folder.joinpath(*parts[skip:])
                if not target.resolve().is_relative_to(folder.resolve()):  # checked above; kept as the last word
                    raise ValidationError(f"{info.filename!r} would land outside the skill's folder.")
                try:
                    with archive.open(info) as source:
                        total += _write(target, source, limits.file_bytes, info.filename, info.file_size)
                except zipfile.BadZipFile:  # zipfile stops at the declared size; the checksum then fails
                    raise ValidationError(
                        f"{info.filename!r} in the zip does not match its declared size and checksum "
                        "(damaged, or a zip bomb)."
                    ) from None
                except (zlib.error, EOFError, NotImplementedError) as exc:
                    raise ValidationError(f"{info.filename!r} in the zip cannot be unpacked: {exc}.") from None
                if total > limits.total_bytes:
                    raise ValidationError(_TOO_BIG.format(what="The zip", size=human_size(limits.total_bytes)))
    except zipfile.BadZipFile as exc:
        raise ValidationError(f"{path.name} is not a usable zip file: {exc}.", case="bad_zip") from None
    except OSError as exc:
        raise ValidationError(f"{path.name} could not be unpacked: {exc.strerror or exc}.") from None
    return _finish(folder, size, len(members), path.name)


# --- folder --------------------------------------------------------------------------------


def _walk(source: Path) -> Iterator[tuple[Path, tuple[str, ...]]]:
    """Every regular file under `source` (junk left out); a link or special file is refused."""
    for top, dirs, files in os.walk(source, followlinks=False):
        here = Path(top)
        rel = here.relative_to(source).parts
        for name in sorted(dirs):
            if (here / name).is_symlink():
                raise ValidationError(f"{'/'.join((*rel, name))!r} is a symbolic link; a skill may not contain links.")
        dirs[:] = sorted(d for d in dirs if d not in _JUNK_DIRS)
        for name in sorted(files):
            parts = (*rel, name)
            if _is_junk(parts):
                continue
            mode = os.lstat(here / name).st_mode
            if stat.S_ISLNK(mode):
                raise ValidationError(f"{'/'.join(parts)!r} is a symbolic link; a skill may not contain links.")
            if not stat.S_ISREG(mode):
                raise ValidationError(f"{'/'.join(parts)!r} is not a regular file.")
            yield here / name, parts


def stage_folder(source: Path, folder: Path, limits: Limits = DEFAULT_LIMITS) -> StagedSkill:
    """Copy the skill folder `source` into the empty, private `folder` and parse its SKILL.md."""
    if not source.is_dir():
        raise ValidationError(f"{source} is not a folder.")
    if not (source / SKILL_FILE).is_file():
        raise ValidationError(f"{source} has no {SKILL_FILE}; a skill is a folder with a {SKILL_FILE} at its top.")
    total = count = 0
    try:
        for path, parts in _walk(source):
            count += 1
            if count > limits.files:
                raise ValidationError(f"{source.name} holds more than {limits.files} files, a skill's limit.")
            with path.open("rb") as handle:
                total += _write(folder.joinpath(*parts), handle, limits.file_bytes, "/".join(parts), None)
            if total > limits.total_bytes:
                raise ValidationError(_TOO_BIG.format(what=source.name, size=human_size(limits.total_bytes)))
    except OSError as exc:
        raise ValidationError(f"{source} could not be copied: {exc.strerror or exc}.") from None
    return _finish(folder, total, count, source.name)


def tree_digest(folder: Path) -> str:
    """One hash of every file's relative path and content: equal folders, equal digests."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()
