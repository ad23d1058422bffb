"""Installing skills: stage, check, move into place in one rename, then write the row.

Files live under `<data dir>/skills-store/<slug>/<version>/` (GoClaw's layout), owner-only.
A staging folder sits beside them (`.staging/`, same file system), so the move is atomic:
a failed install leaves no version folder and no row; a failed row write removes the
folder it had just moved. Versions are never overwritten: each install of a slug whose
files changed gets the next number; an install of the same files is "unchanged".
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
from collections.abc import Iterable
from pathlib import Path

from goclaw_lite.config import ensure_private_dir
from goclaw_lite.errors import AlreadyExistsError, UserError, ValidationError
from goclaw_lite.model.skills import InstallResult, Skill
from goclaw_lite.skills.package import DEFAULT_LIMITS, Limits, StagedSkill, stage_folder, stage_zip, tree_digest
from goclaw_lite.skills.reader import version_folder
from goclaw_lite.store.definitions.skills import SkillStore

__all__ = ["STORE_FOLDER", "SkillLibrary"]

log = logging.getLogger(__name__)

STORE_FOLDER = "skills-store"
_STAGING = ".staging"


def _numbered(folder: Path) -> list[int]:
    if not folder.is_dir():
        return []
    return [int(p.name) for p in folder.iterdir() if p.is_dir() and p.name.isdigit() and int(p.name) >= 1]


class SkillLibrary:
    """The skills store on disk and its rows, for one data directory."""

    def __init__(self, store: SkillStore, data_dir: Path, *, limits: Limits = DEFAULT_LIMITS) -> None:
        self._store = store
        self.root = data_dir / STORE_FOLDER
        self._limits = limits

    def _staging_folder(self, source: Path) -> Path:
        try:
            ensure_private_dir(self.root / _STAGING)
            return Path(tempfile.mkdtemp(prefix="install-", dir=self.root / _STAGING))
        except OSError as exc:
            raise ValidationError(f"{source.name} could not be installed: {self.root} is not writable "
                                  f"({exc.strerror or exc}).") from None

    def _stage(self, source: Path, folder: Path) -> StagedSkill:
        if source.is_dir():
            return stage_folder(source, folder, self._limits)
        if source.suffix.lower() == ".zip" or (source.is_file() and _looks_like_zip(source)):
            return stage_zip(source, folder, self._limits)
        if not source.exists():
            raise ValidationError(f"{source} does not exist.")
        raise ValidationError(f"{source.name} is neither a skill folder nor a .zip file.")

    async def install(self, source: Path, *, system: bool = False) -> InstallResult:
        """Install the skill in `source` (a folder or a .zip); one-line errors, nothing half-done."""
        staging = self._staging_folder(source)
        try:
            staged = self._stage(source, staging)
            return await self._place(staged, system=system)
        except ValidationError as exc:
            raise ValidationError(f"{source.name}: {exc}") from None
        except OSError as exc:  # the skills folder itself: permissions, a full disk
            raise ValidationError(f"{source.name} could not be installed: {exc.strerror or exc}.") from None
        finally:
            shutil.rmtree(staging, ignore_errors=True)

    async def _refuse_clash(self, staged: StagedSkill, system: bool) -> Skill | None:
        slug, name = staged.parsed.slug, staged.parsed.name
        existing = await self._store.find(slug)
        if existing is not None and existing.is_system and not system:
            raise AlreadyExistsError(
                f"slug {slug!r} belongs to a built-in skill; give yours another name or a 'slug:' line in its "
                "frontmatter."
            )
        if existing is not None and not existing.is_system and system:
            raise AlreadyExistsError(f"slug {slug!r} is taken by a skill you installed; the built-in one is left out.")
        for other in await self._store.list():
            if other.slug != slug and other.name.casefold() == name.casefold():
                raise AlreadyExistsError(
                    f"a skill named {name!r} is installed already as {other.slug!r}; two skills with one name would "
                    "confuse the agent. Rename one, or install it with that slug to make a new version."
                )
        return existing

    async def _place(self, staged: StagedSkill, *, system: bool) -> InstallResult:
        parsed = staged.parsed
        existing = await self._refuse_clash(staged, system)
        if existing is not None and existing.status != "deleted":
            current = Path(existing.file_path)
            if current.is_dir() and tree_digest(current) == tree_digest(staged.folder):
                return InstallResult(existing, "unchanged")
        slug_folder = self.root / parsed.slug
        version = max([existing.version if existing else 0, *_numbered(slug_folder)]) + 1
        ensure_private_dir(slug_folder)
        target = slug_folder / str(version)
        os.chmod(staged.folder, 0o700)
        try:
            os.rename(staged.folder, target)  # one step: the version is there whole, or not at all
        except OSError:
            if target.exists():  # another install of the slug took this number meanwhile
                raise ValidationError(f"another install of {parsed.slug!r} is under way; try again.") from None
            raise
        try:
            skill = await self._store.save_version(
                parsed.slug, name=parsed.name, description=parsed.description, version=version,
                frontmatter=parsed.frontmatter, file_path=str(target), file_size=staged.size,
                file_hash=staged.skill_md_hash, is_system=system,
            )
        except BaseException:
            shutil.rmtree(target, ignore_errors=True)
            raise
        if existing is None or existing.status == "deleted":
            return InstallResult(skill, "installed", None)
        return InstallResult(skill, "updated", existing.version)

    def remove_files(self, skill: Skill) -> None:
        """Every version folder of a purged skill (a folder already gone is fine)."""
        folder = self.root / skill.slug
        if folder.is_dir() and folder.resolve().is_relative_to(self.root.resolve()):
            shutil.rmtree(folder, ignore_errors=True)

    def versions(self, skill: Skill) -> list[int]:
        """The version folders on disk, oldest first."""
        return sorted(_numbered(Path(version_folder(skill, 0)).parent))

    async def seed(self, bundled: Iterable[Path]) -> list[InstallResult]:
        """Install the skills that ship with the app that are new or changed since the last seed.

        A built-in skill the user's own install shadows is left out, and one that fails to
        install is logged and skipped: the app must open whatever a data file holds.
        """
        results = []
        for folder in bundled:
            try:
                result = await self.install(folder, system=True)
            except UserError as exc:
                log.warning("built-in skill %s not installed: %s", folder.name, exc)
                continue
            if result.status != "unchanged":
                results.append(result)
        return results


def _looks_like_zip(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(4) == b"PK\x03\x04"
    except OSError:
        return False
