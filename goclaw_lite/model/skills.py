"""Skill rows and what an agent is offered of them, as they cross layers.

A skill is a folder with a SKILL.md (frontmatter: name, description; body: the procedure)
and files beside it. The database keeps one `skills` row per slug; each install of the
slug is a new version folder. An agent sees a skill through a grant, which may pin one
version (`pinned_version` > 0) or follow the newest (0).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

FOLLOW_NEWEST = 0
"""`pinned_version` of a grant that follows the newest version."""

InstallStatus = Literal["installed", "updated", "unchanged"]


@dataclass(frozen=True)
class Skill:
    """A `skills` row (the newest version's name, description and folder)."""

    id: str
    slug: str
    name: str
    description: str
    version: int
    file_path: str
    file_size: int = 0
    file_hash: str = ""
    status: str = "active"  # active | archived | deleted
    enabled: bool = True
    is_system: bool = False
    visibility: str = "internal"
    owner_id: str = ""
    frontmatter: Mapping[str, str] = field(default_factory=dict)
    created_at: str = ""
    updated_at: str = ""

    @property
    def usable(self) -> bool:
        """Offered to granted agents: active and switched on."""
        return self.status == "active" and self.enabled


@dataclass(frozen=True)
class SkillGrant:
    """A `skill_agent_grants` row with the names a listing shows."""

    id: str
    skill_id: str
    slug: str
    agent_id: str
    agent_key: str
    pinned_version: int = FOLLOW_NEWEST
    granted_by: str = ""
    created_at: str = ""

    @property
    def pinned(self) -> bool:
        return self.pinned_version != FOLLOW_NEWEST


@dataclass(frozen=True)
class SkillListing:
    """One skill for a list: its row, the agents granted it, whether its files are in place."""

    skill: Skill
    grants: tuple[SkillGrant, ...] = ()
    files_present: bool = True


@dataclass(frozen=True)
class InstallResult:
    skill: Skill
    status: InstallStatus
    replaced_version: int | None = None  # the version that was newest before an update


@dataclass(frozen=True)
class OfferedSkill:
    """What an agent is told about one granted skill, and where its files are."""

    slug: str
    name: str
    description: str
    version: int
    directory: str


@dataclass(frozen=True)
class RemovedSkill:
    """A skill deleted (its files kept), with the grants it had, so the deletion can be undone."""

    slug: str
    grants: tuple[SkillGrant, ...] = ()


@dataclass(frozen=True)
class SkillDetails:
    """One skill for `show` and the page: its listing, SKILL.md, files and version folders."""

    listing: SkillListing
    skill_md: str  # the whole file, frontmatter included ('' when its folder is gone)
    body: str  # the procedure alone
    files: tuple[tuple[str, int], ...] = ()
    versions: tuple[int, ...] = ()
    problem: str = ""  # why the files could not be read, if they could not
