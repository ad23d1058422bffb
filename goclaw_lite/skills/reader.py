"""Reading skills back for an agent: which it may use, a skill's body, one of its files.

Every read is confined to the skill's version folder: a path with `..`, an absolute path,
a link anywhere on the way, or a file over the cap is refused with a line the model can
read. A folder removed behind the app's back is reported ("reinstall it"), not a crash,
and such a skill is left out of the prompt's list. Text read from files passes through
the known-secrets scrubber before it goes to the model.
"""

from __future__ import annotations

import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.skills import FOLLOW_NEWEST, OfferedSkill, Skill
from goclaw_lite.security.known_secrets import scrub_known
from goclaw_lite.skills.skill_md import MAX_SKILL_MD_BYTES, SKILL_FILE, decode_text, parse_skill_md
from goclaw_lite.store.definitions.skills import SkillStore

__all__ = ["MAX_READ_BYTES", "SkillBody", "SkillReader", "skill_files", "version_folder"]

log = logging.getLogger(__name__)

MAX_READ_BYTES = 256 * 1024
MAX_LISTED_FILES = 50


@dataclass(frozen=True)
class SkillBody:
    skill: OfferedSkill
    body: str
    files: tuple[tuple[str, int], ...]  # (relative path, bytes) of the files beside SKILL.md


def version_folder(skill: Skill, pinned: int) -> str:
    """The folder of the version an agent uses: the pinned one, else the row's own."""
    current = Path(skill.file_path)
    if current.name == SKILL_FILE:  # older GoClaw rows point at SKILL.md itself
        current = current.parent
    if pinned == FOLLOW_NEWEST or pinned == skill.version:
        return str(current)
    return str(current.parent / str(pinned))


def skill_files(folder: Path) -> list[tuple[str, int]]:
    """The regular files of a skill folder other than SKILL.md (links left out), by path."""
    found = []
    for top, dirs, files in os.walk(folder, followlinks=False):
        dirs.sort()
        for name in sorted(files):
            path = Path(top) / name
            info = os.lstat(path)
            rel = path.relative_to(folder).as_posix()
            if stat.S_ISREG(info.st_mode) and rel != SKILL_FILE:
                found.append((rel, info.st_size))
    return found


def _read_confined(folder: Path, relative: str, cap: int) -> bytes:
    """The bytes of `relative` inside `folder`, with no link followed and no way out."""
    clean = relative.replace("\\", "/").strip()
    if not clean or clean.startswith("/") or (len(clean) > 1 and clean[1] == ":"):
        raise ValidationError(
            f"{relative!r} is not a path inside the skill's folder; give it relative, like 'references/x.md'."
        )
    parts = [p for p in PurePosixPath(clean).parts if p not in ("", ".")]
    if ".." in parts:
        raise ValidationError(f"{relative!r} leaves the skill's folder ('..'); only its own files can be read.")
    path = folder
    for part in parts:
        path = path / part
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            raise ValidationError(f"the skill has no file {clean!r}.") from None
        if stat.S_ISLNK(info.st_mode):
            raise ValidationError(f"{clean!r} goes through a link; links in a skill are not followed.")
    if not stat.S_ISREG(info.st_mode):
        raise ValidationError(f"{clean!r} is not a file.")
    if info.st_size > cap:
        raise ValidationError(f"{clean!r} is {info.st_size} bytes; at most {cap} can be read.")
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as handle:
        return handle.read(cap + 1)[:cap]


class SkillReader:
    """What an agent sees of its skills (`OfferedSkill`), and their bodies and files."""

    def __init__(self, store: SkillStore) -> None:
        self._store = store

    async def offered(self, agent_id: str) -> list[OfferedSkill]:
        """The agent's usable skills whose files are in place; for a pinned older version, its
        own name and description."""
        offered = []
        for skill, pinned in await self._store.offered(agent_id):
            folder = Path(version_folder(skill, pinned))
            if not (folder / SKILL_FILE).is_file():
                log.warning("skill %s v%s left out: its folder %s is missing", skill.slug, pinned or skill.version,
                            folder)
                continue
            name, description, version = skill.name, skill.description, skill.version
            if pinned not in (FOLLOW_NEWEST, skill.version):
                try:
                    parsed = parse_skill_md((folder / SKILL_FILE).read_bytes())
                except (ValidationError, OSError) as exc:
                    log.warning("skill %s v%s left out: %s", skill.slug, pinned, exc)
                    continue
                name, description, version = parsed.name, parsed.description, pinned
            offered.append(OfferedSkill(skill.slug, name, description, version, str(folder)))
        return offered

    async def find(self, agent_id: str, name: str) -> OfferedSkill:
        """The agent's skill by slug or name (case-insensitive), or an error naming the choices."""
        wanted = name.strip().casefold()
        offered = await self.offered(agent_id)
        for skill in offered:
            if wanted in (skill.slug.casefold(), skill.name.casefold()):
                return skill
        if any(wanted in (s.slug.casefold(), s.name.casefold()) for s, _p in await self._store.offered(agent_id)):
            raise NotFoundError(
                f"skill {name!r}'s files are missing from the skills folder; ask the user to reinstall it."
            )
        names = ", ".join(s.slug for s in offered) or "none"
        raise NotFoundError(f"there is no skill {name!r} for this agent; its skills are: {names}.")

    async def body(self, agent_id: str, name: str) -> SkillBody:
        skill = await self.find(agent_id, name)
        folder = Path(skill.directory)
        try:
            data = _read_confined(folder, SKILL_FILE, MAX_SKILL_MD_BYTES)
        except ValidationError:
            raise NotFoundError(f"skill {skill.slug!r}'s SKILL.md is missing; ask the user to reinstall it.") from None
        parsed = parse_skill_md(data)
        return SkillBody(skill, scrub_known(parsed.body), tuple(skill_files(folder)))

    async def read_file(
        self, agent_id: str, name: str, relative: str, *, cap: int = MAX_READ_BYTES
    ) -> tuple[OfferedSkill, str]:
        skill = await self.find(agent_id, name)
        folder = Path(skill.directory)
        if not folder.is_dir():
            raise NotFoundError(f"skill {skill.slug!r}'s folder is missing; ask the user to reinstall it.")
        data = _read_confined(folder, relative, cap)
        return skill, scrub_known(decode_text(data, repr(relative)))
