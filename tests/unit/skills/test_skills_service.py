"""The skills service on a real app: versions, unchanged re-installs, switches, delete and
undo, grants with pins, files owner-only, a folder removed behind the app's back."""

from __future__ import annotations

import shutil
import stat
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.skills import SkillsService, bundled_skill_folders
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.skills.reader import SkillReader
from goclaw_lite.skills.skill_md import parse_skill_md
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.skills import SkillStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.support.skills import write_skill, zip_skill


@pytest.fixture
def service(app: AppContext) -> SkillsService:
    return SkillsService(app.stores, app.paths.data_dir, bundled=[])


async def _agent(app: AppContext, key: str = "helper") -> str:
    await AgentStore(app.stores.db, app.stores.identity).create(key, provider="p", model="m")
    return key


async def test_versions_unchanged_and_hashes(service: SkillsService, app: AppContext, tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "src", "Weekly report", "Writes the weekly report.", files={"tpl/report.md": "# T"})
    first = await service.add(folder)
    assert (first.status, first.skill.slug, first.skill.version) == ("installed", "weekly-report", 1)
    again = await service.add(folder)
    assert again.status == "unchanged" and again.skill.version == 1
    (folder / "tpl/report.md").write_text("# T2", encoding="utf-8")  # a file beside SKILL.md changed
    second = await service.add(folder)
    assert (second.status, second.skill.version, second.replaced_version) == ("updated", 2, 1)
    zipped = zip_skill(tmp_path / "w.zip", {"SKILL.md": (folder / "SKILL.md").read_text(), "tpl/report.md": "# T3"},
                       wrapper="weekly/")
    third = await service.add(zipped)
    assert third.skill.version == 3 and third.skill.file_size == zipped.stat().st_size
    import hashlib
    assert third.skill.file_hash == hashlib.sha256((folder / "SKILL.md").read_bytes()).hexdigest()
    versions = sorted(p.name for p in (service.library.root / "weekly-report").iterdir())
    assert versions == ["1", "2", "3"]
    for path in (service.library.root / "weekly-report").rglob("*"):
        mode = stat.S_IMODE(path.stat().st_mode)
        assert mode == (0o700 if path.is_dir() else 0o600), (path, oct(mode))
    assert not any((service.library.root / ".staging").iterdir())
    rows = await ActivityStore(app.stores.db, app.stores.identity).list(ActivityFilter(entity_type="skill"))
    assert sorted(r.action for r in rows) == ["skill.installed", "skill.updated", "skill.updated"]


async def test_enable_disable_grant_pin_and_what_the_agent_sees(service: SkillsService, app: AppContext,
                                                                tmp_path: Path) -> None:
    key = await _agent(app)
    folder = write_skill(tmp_path / "src", "tidy", "Old description.")
    await service.add(folder)
    write_skill(folder, "tidy", "New description.")
    await service.add(folder)
    assert await service.offered_to(key) == []  # installed is not granted
    await service.grant("tidy", key)
    offered = [(s.slug, s.version, s.description) for s in await service.offered_to(key)]
    assert offered == [("tidy", 2, "New description.")]
    await service.grant("tidy", key, version=1)  # pinned: the old version's own words
    assert [(s.version, s.description) for s in await service.offered_to(key)] == [(1, "Old description.")]
    with pytest.raises(ValidationError, match="no version 7"):
        await service.grant("tidy", key, version=7)
    await service.set_enabled("tidy", False)
    assert await service.offered_to(key) == []
    await service.set_enabled("tidy", True)
    assert len(await service.offered_to(key)) == 1
    await service.revoke("tidy", key)
    assert await service.offered_to(key) == []
    with pytest.raises(NotFoundError, match="not granted"):
        await service.revoke("tidy", key)


async def test_delete_undo_and_purge(service: SkillsService, app: AppContext, tmp_path: Path) -> None:
    key = await _agent(app)
    await service.add(write_skill(tmp_path / "src", "tidy", "Tidies."))
    await service.grant("tidy", key, version=1)
    removed = await service.remove("tidy")
    assert [s.skill.slug for s in await service.list()] == [] and await service.offered_to(key) == []
    assert (service.library.root / "tidy" / "1" / "SKILL.md").is_file()  # files kept for the undo
    await service.restore(removed)
    assert [(g.agent_key, g.pinned_version) for g in (await service.listing("tidy")).grants] == [(key, 1)]
    await service.remove("tidy", purge=True)
    assert not (service.library.root / "tidy").exists()
    with pytest.raises(NotFoundError):
        await service.listing("tidy")


async def test_a_folder_removed_behind_our_back(service: SkillsService, app: AppContext, tmp_path: Path) -> None:
    key = await _agent(app)
    await service.add(write_skill(tmp_path / "src", "tidy", "Tidies."))
    await service.grant("tidy", key)
    shutil.rmtree(service.library.root / "tidy")
    listing = (await service.list())[0]
    assert not listing.files_present
    details = await service.show("tidy")
    assert "missing" in details.problem and details.skill_md == ""
    assert await service.offered_to(key) == []  # left out of the prompt, not a crash
    agent = await AgentStore(app.stores.db, app.stores.identity).get_by_key(key)
    reader = SkillReader(SkillStore(app.stores.db, app.stores.identity))
    with pytest.raises(NotFoundError, match=r"files are missing .* reinstall it"):
        await reader.body(agent.id, "Tidy")
    again = await service.add(tmp_path / "src")  # reinstalling repairs it
    assert again.status == "updated" and (await service.list())[0].files_present


async def test_built_in_skills_are_valid_seeded_once_and_not_deletable(app: AppContext) -> None:
    folders = bundled_skill_folders()
    assert [f.name for f in folders] == ["kg-curator", "safe-cli-credential"]
    for folder in folders:
        parsed = parse_skill_md((folder / "SKILL.md").read_bytes())
        assert parsed.slug == folder.name and len(parsed.description) <= 200
    fresh = SkillsService(app.stores, app.paths.data_dir)
    await AgentStore(app.stores.db, app.stores.identity).create("curator", provider="p", model="m")
    await fresh.grant("kg-curator", "curator")  # the first call of a fresh install may be a grant
    service = SkillsService(app.stores, app.paths.data_dir)
    listed = await service.list()
    assert [(s.skill.slug, s.skill.is_system) for s in listed] == [("kg-curator", True), ("safe-cli-credential", True)]
    assert [s.skill.version for s in await SkillsService(app.stores, app.paths.data_dir).list()] == [1, 1]  # no re-seed
    with pytest.raises(ValidationError, match="built in and cannot be deleted"):
        await service.remove("kg-curator")
    assert (await service.set_enabled("kg-curator", False)).enabled is False


async def test_services_reaches_the_same_service(app: AppContext) -> None:
    assert app.services.skills is app.services.skills
    assert isinstance(app.services.skills, SkillsService)


async def test_read_skill_file_caps_and_text(service: SkillsService, app: AppContext, tmp_path: Path) -> None:
    key = await _agent(app)
    await service.add(write_skill(tmp_path / "src", "tidy", "Tidies.", files={
        "big.txt": "x" * 300_000, "latin.txt": "café".encode("latin-1"), "ok/nested.md": "fine"}))
    await service.grant("tidy", key)
    agent = await AgentStore(app.stores.db, app.stores.identity).get_by_key(key)
    reader = SkillReader(SkillStore(app.stores.db, app.stores.identity))
    assert (await reader.read_file(agent.id, "tidy", "ok/nested.md"))[1] == "fine"
    with pytest.raises(ValidationError, match="300000 bytes; at most 262144"):
        await reader.read_file(agent.id, "tidy", "big.txt")
    with pytest.raises(ValidationError, match=r"not UTF-8 text \(byte 0xe9"):
        await reader.read_file(agent.id, "tidy", "latin.txt")
    with pytest.raises(ValidationError, match="not a file"):
        await reader.read_file(agent.id, "tidy", "ok")
    body = await reader.body(agent.id, "TIDY")
    assert [p for p, _n in body.files] == ["big.txt", "latin.txt", "ok/nested.md"]
