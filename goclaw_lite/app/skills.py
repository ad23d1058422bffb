"""Skills as both faces use them: install, list, show, enable/disable, delete/undo, grants.

Built-in skills (the package's `resources/skills/`) are installed on first use by a face
that may write, and again when an update of the app changed them. A built-in skill cannot be
deleted (switch it off instead), as in GoClaw. Each change leaves an activity row.
"""

from __future__ import annotations

import builtins
import logging
from pathlib import Path
from typing import Any

from goclaw_lite.errors import NotFoundError, UserError, ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.skills import (
    FOLLOW_NEWEST,
    InstallResult,
    OfferedSkill,
    RemovedSkill,
    Skill,
    SkillDetails,
    SkillGrant,
    SkillListing,
)
from goclaw_lite.resources import data_path
from goclaw_lite.skills.library import SkillLibrary
from goclaw_lite.skills.reader import SkillReader, skill_files, version_folder
from goclaw_lite.skills.skill_md import SKILL_FILE, decode_text, parse_skill_md
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.skills import SkillStore
from goclaw_lite.store.records.activity import ActivityStore

__all__ = ["SkillsService", "bundled_skill_folders"]

log = logging.getLogger(__name__)


def bundled_skill_folders() -> list[Path]:
    """The skills that ship with the app (`resources/skills/<slug>/SKILL.md`)."""
    try:
        root = data_path("resources") / "skills"
    except FileNotFoundError:
        return []
    return sorted(p for p in root.iterdir() if (p / SKILL_FILE).is_file()) if root.is_dir() else []


def _present(skill: Skill) -> bool:
    return (Path(version_folder(skill, FOLLOW_NEWEST)) / SKILL_FILE).is_file()


class SkillsService:
    def __init__(
        self, stores: Stores, data_dir: Path, *, read_only: bool = False, bundled: list[Path] | None = None
    ) -> None:
        self._store = SkillStore(stores.db, stores.identity)
        self._agents = AgentStore(stores.db, stores.identity)
        self._activity = ActivityStore(stores.db, stores.identity)
        self.library = SkillLibrary(self._store, data_dir)
        self._reader = SkillReader(self._store)
        self._read_only = read_only
        self._bundled = bundled
        self._seeded = read_only

    async def _seed(self) -> None:
        if self._seeded:
            return
        self._seeded = True
        folders = self._bundled if self._bundled is not None else bundled_skill_folders()
        for result in await self.library.seed(folders):
            await self._log("skill.installed", result.skill, version=result.skill.version, built_in=True)

    async def _log(self, action: str, skill: Skill, **details: Any) -> None:
        await self._activity.log(action, entity_type="skill", entity_id=skill.id,
                                 details={"slug": skill.slug, **details})

    # --- reading ---------------------------------------------------------------------------

    async def list(self) -> list[SkillListing]:
        await self._seed()
        grants: dict[str, list[SkillGrant]] = {}
        for grant in await self._store.grants():
            grants.setdefault(grant.skill_id, []).append(grant)
        return [
            SkillListing(s, tuple(grants.get(s.id, ())), _present(s))
            for s in await self._store.list()
        ]

    async def listing(self, slug: str) -> SkillListing:
        await self._seed()
        skill = await self._store.get(slug)
        return SkillListing(skill, tuple(await self._store.grants(slug=skill.slug)), _present(skill))

    async def show(self, slug: str) -> SkillDetails:
        listing = await self.listing(slug)
        skill = listing.skill
        folder = Path(version_folder(skill, FOLLOW_NEWEST))
        versions = tuple(self.library.versions(skill))
        if not listing.files_present:
            problem = f"its folder {folder} is missing; install the skill again"
            return SkillDetails(listing, "", "", (), versions, problem)
        try:
            text = decode_text((folder / SKILL_FILE).read_bytes(), SKILL_FILE)
            body = parse_skill_md(text).body
        except (UserError, OSError) as exc:
            return SkillDetails(listing, "", "", (), versions, str(exc))
        return SkillDetails(listing, text, body, tuple(skill_files(folder)), versions)

    async def agents(self) -> builtins.list[Agent]:
        return await self._agents.list()

    async def offered_to(self, agent_key: str) -> builtins.list[OfferedSkill]:
        """What the agent's system prompt lists now."""
        await self._seed()
        agent = await self._agents.get_by_key(agent_key)
        return await self._reader.offered(agent.id)

    # --- changing --------------------------------------------------------------------------

    async def add(self, source: Path) -> InstallResult:
        """Install a skill folder or .zip (a new version when the slug exists and its files changed)."""
        await self._seed()
        result = await self.library.install(source.expanduser())
        if result.status != "unchanged":
            await self._log(f"skill.{result.status}", result.skill, version=result.skill.version)
        return result

    async def set_enabled(self, slug: str, enabled: bool) -> Skill:
        await self._seed()
        skill = await self._store.set_enabled(slug, enabled)
        await self._log("skill.enabled" if enabled else "skill.disabled", skill)
        return skill

    async def remove(self, slug: str, *, purge: bool = False) -> RemovedSkill:
        """Delete a skill: its row is marked deleted and its grants go (undo with `restore`);
        `purge` also removes its row and every version's files, for good."""
        await self._seed()
        skill = await self._store.get(slug)
        if skill.is_system:
            raise ValidationError(f"{slug!r} is built in and cannot be deleted; disable it instead.")
        _skill, grants = await self._store.mark_deleted(slug)
        if purge:
            await self._store.purge(slug)
            self.library.remove_files(skill)
        await self._log("skill.purged" if purge else "skill.deleted", skill, agents=[g.agent_key for g in grants])
        return RemovedSkill(skill.slug, tuple(grants))

    async def restore(self, removed: RemovedSkill) -> Skill:
        """Undo `remove` (not a purge): the skill is back with the grants it had."""
        skill = await self._store.restore(removed.slug)
        for grant in removed.grants:
            if await self._agents.find_by_key(grant.agent_key) is not None:
                await self._store.grant(skill.slug, grant.agent_id, pinned_version=grant.pinned_version)
        await self._log("skill.restored", skill)
        return skill

    async def grant(self, slug: str, agent_key: str, *, version: int | None = None) -> SkillGrant:
        """Let an agent use a skill; `version` pins it (None: it follows the newest)."""
        await self._seed()
        skill = await self._store.get(slug)
        agent = await self._agents.get_by_key(agent_key)
        pinned = FOLLOW_NEWEST
        if version is not None:
            if version not in self.library.versions(skill):
                have = ", ".join(str(v) for v in self.library.versions(skill)) or "none"
                raise ValidationError(f"{slug!r} has no version {version} on disk; its versions are: {have}.")
            pinned = version
        grant = await self._store.grant(skill.slug, agent.id, pinned_version=pinned)
        await self._log("skill.granted", skill, agent=agent.agent_key, pinned_version=pinned)
        return grant

    async def revoke(self, slug: str, agent_key: str) -> None:
        await self._seed()
        skill = await self._store.get(slug)
        agent = await self._agents.get_by_key(agent_key)
        if not await self._store.revoke(skill.slug, agent.id):
            raise NotFoundError(f"skill {slug!r} is not granted to agent {agent.agent_key!r}.")
        await self._log("skill.revoked", skill, agent=agent.agent_key)

    async def set_agents(self, slug: str, agent_keys: set[str]) -> SkillListing:
        """Grant the skill to exactly these agents: new ones follow the newest version, pins stay."""
        current = {g.agent_key for g in (await self.listing(slug)).grants}
        for key in sorted(agent_keys - current):
            await self.grant(slug, key)
        for key in sorted(current - agent_keys):
            await self.revoke(slug, key)
        return await self.listing(slug)
