"""Skill folders and zips for tests: well-formed ones, and hostile ones built byte by byte."""

from __future__ import annotations

import struct
import zipfile
from collections.abc import Mapping
from pathlib import Path

__all__ = ["lie_about_size", "skill_md", "write_skill", "zip_skill"]


def skill_md(name: str, description: str, body: str = "1. Do the thing.\n2. Say it is done.", **extra: str) -> str:
    head = [f"name: {name}", f"description: {description}", *(f"{k}: {v}" for k, v in extra.items())]
    lines = ["---", *head, "---", "", body]
    return "\n".join(lines) + "\n"


def write_skill(folder: Path, name: str, description: str = "Does a thing when asked.", body: str | None = None,
                files: Mapping[str, str | bytes] | None = None, **extra: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    text = skill_md(name, description, **extra) if body is None else skill_md(name, description, body, **extra)
    (folder / "SKILL.md").write_text(text, encoding="utf-8")
    for rel, content in (files or {}).items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return folder


def zip_skill(target: Path, members: Mapping[str, str | bytes], *, wrapper: str = "") -> Path:
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in members.items():
            archive.writestr(wrapper + name, content)
    return target


def lie_about_size(path: Path, member: str, declared: int) -> None:
    """Rewrite `member`'s uncompressed size in the local header and the central directory."""
    data = bytearray(path.read_bytes())
    name = member.encode()
    with zipfile.ZipFile(path) as archive:
        info = archive.getinfo(member)
    local = info.header_offset
    assert data[local:local + 4] == b"PK\x03\x04"
    struct.pack_into("<I", data, local + 22, declared)
    central = data.find(b"PK\x01\x02")
    while central != -1:
        name_len = struct.unpack_from("<H", data, central + 28)[0]
        if data[central + 46:central + 46 + name_len] == name:
            struct.pack_into("<I", data, central + 24, declared)
            break
        central = data.find(b"PK\x01\x02", central + 4)
    path.write_bytes(bytes(data))
