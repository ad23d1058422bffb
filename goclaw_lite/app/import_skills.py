"""GoClaw's skill files for `import goclaw`: found, copied, checked before the import, placed after.

GoClaw keeps a skill's files in `<its data dir>/skills-store/<slug>/<version>/` (the row's
`file_path` names that folder, or its SKILL.md in older rows). Before the import's transaction
each folder is copied with the same checks as an install (no links, no `..`, size caps) into
a private staging folder beside our skills store, and its SKILL.md is compared with the
SHA-256 GoClaw recorded (`file_hash`). A missing folder, a mismatched hash or a clash with a
skill here becomes that row's reported problem, never a failed import. After the import
commits, the copies of the rows that went in are moved into place in one rename each; a dry
run or a failed import leaves nothing behind.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path

from goclaw_lite.config import ensure_private_dir
from goclaw_lite.errors import UserError
from goclaw_lite.model.imports import SkillFolder
from goclaw_lite.skills.library import STORE_FOLDER
from goclaw_lite.skills.package import stage_folder
from goclaw_lite.skills.skill_md import SKILL_FILE, SLUG_RE
from goclaw_lite.store.definitions.skills import SkillStore
from goclaw_lite.store.transfer.goclaw_source import GoClawSource

__all__ = ["SkillImport"]

_COLUMNS = ("id", "name", "slug", "version", "file_path", "file_hash", "status", "is_system")


def _text(value: object) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return "" if value is None else str(value)


def _candidates(row: dict[str, object], goclaw_dir: Path, slug: str, version: int) -> list[Path]:
    """Where GoClaw may have the files: the row's own path (a folder, or its SKILL.md), then its
    data dir's skills store (this machine's copy of a file moved from another)."""
    found: list[Path] = []
    recorded = _text(row.get("file_path")).strip()
    if recorded:
        path = Path(recorded)
        found.append(path.parent if path.name == SKILL_FILE else path)
    found.append(goclaw_dir / STORE_FOLDER / slug / str(version))
    return found


class SkillImport:
    """The staged copies of one import; `place` after the commit, `discard` always."""

    def __init__(self, data_dir: Path) -> None:
        self.root = data_dir / STORE_FOLDER
        self._staging: Path | None = None
        self._staged: dict[str, tuple[Path, Path]] = {}  # GoClaw skill id -> (staged copy, final folder)

    async def prepare(self, source: GoClawSource, stores_skills: SkillStore) -> dict[str, SkillFolder | str]:
        """Each GoClaw skill's files copied and checked, or the reason they cannot come over."""
        here = await stores_skills.list(include_deleted=True)
        imported_before = {s.id: s for s in here}
        slugs = {s.slug for s in here}
        names = {s.name.casefold(): s.slug for s in here}
        results: dict[str, SkillFolder | str] = {}
        goclaw_dir = source.path.parent
        for batch in source.rows("skills", list(_COLUMNS)):
            for row in batch:
                rid = _text(row["id"]).strip().lower()
                if row.get("is_system") in (1, True, "1") or _text(row.get("status")) == "deleted":
                    continue  # GoClaw's built-in skills and deleted ones stay behind (the mapper says so)
                before = imported_before.get(rid)
                if before is not None:  # an earlier import: the row is compared as it is, no files copied
                    results[rid] = SkillFolder(before.file_path, before.file_hash, files=0, verified=True)
                    continue
                results[rid] = self._one(row, goclaw_dir, slugs, names)
        return results

    def _one(
        self, row: dict[str, object], goclaw_dir: Path, slugs: set[str], names: dict[str, str]
    ) -> SkillFolder | str:
        slug = _text(row.get("slug")).strip()
        name = _text(row.get("name")).strip()
        try:
            version = int(_text(row.get("version")) or 1)
        except ValueError:
            return f"version: {_text(row.get('version'))[:20]!r} is not a whole number"
        if not SLUG_RE.match(slug) or version < 1:
            return f"slug: {slug[:60]!r} (version {version}) is not a skill folder name this app accepts"
        if slug in slugs:
            return f"slug: a skill {slug!r} is here already (ours was kept)"
        if names.get(name.casefold(), slug) != slug:
            return f"name: a skill named {name!r} is here already as {names[name.casefold()]!r} (ours was kept)"
        folder = next((p for p in _candidates(row, goclaw_dir, slug, version) if (p / SKILL_FILE).is_file()), None)
        if folder is None:
            return f"files: no {STORE_FOLDER}/{slug}/{version}/{SKILL_FILE} beside the GoClaw file (folder missing)"
        recorded = _text(row.get("file_hash")).strip().lower()
        try:
            digest = hashlib.sha256((folder / SKILL_FILE).read_bytes()).hexdigest()
        except OSError as exc:
            return f"files: {folder / SKILL_FILE} cannot be read ({exc.strerror or exc})"
        if recorded and digest != recorded:
            return f"files: {SKILL_FILE} in {folder} does not match the hash GoClaw recorded (changed on disk)"
        target = self.root / slug / str(version)
        copy = Path(tempfile.mkdtemp(prefix="import-", dir=self._staging_dir()))
        try:
            staged = stage_folder(folder, copy / "files")
        except UserError as exc:
            shutil.rmtree(copy, ignore_errors=True)
            return f"files: {exc}"
        self._staged[_text(row["id"]).strip().lower()] = (staged.folder, target)
        slugs.add(slug)
        names[name.casefold()] = slug
        return SkillFolder(path=str(target), file_hash=digest, files=staged.files, verified=bool(recorded))

    def _staging_dir(self) -> Path:
        if self._staging is None:
            ensure_private_dir(self.root / ".staging")
            self._staging = Path(tempfile.mkdtemp(prefix="goclaw-import-", dir=self.root / ".staging"))
        return self._staging

    def place(self, imported: set[str]) -> list[str]:
        """Move the copies of the skills that went in into place; problems as lines (none expected)."""
        problems = []
        for rid, (staged, target) in self._staged.items():
            if rid not in imported or target.exists():
                continue
            try:
                ensure_private_dir(target.parent)
                os.chmod(staged, 0o700)
                os.rename(staged, target)
            except OSError as exc:
                problems.append(f"{target}: the skill's files could not be put in place ({exc.strerror or exc})")
        return problems

    def discard(self) -> None:
        if self._staging is not None:
            shutil.rmtree(self._staging, ignore_errors=True)
            self._staging = None
