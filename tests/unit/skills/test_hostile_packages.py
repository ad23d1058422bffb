"""Hostile skills: each is refused with one line naming the problem, and nothing is left
behind — no version folder, no staging folder, no row."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.skills import SkillsService
from goclaw_lite.errors import AlreadyExistsError, UserError, ValidationError
from goclaw_lite.skills.package import Limits
from tests.support.skills import lie_about_size, skill_md, write_skill, zip_skill

GOOD = skill_md("notes", "Keeps notes tidy.")


@pytest.fixture
def service(app: AppContext) -> SkillsService:
    return SkillsService(app.stores, app.paths.data_dir, bundled=[])


def _leftovers(service: SkillsService) -> list[str]:
    root = service.library.root
    if not root.exists():
        return []
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


async def _refused(service: SkillsService, source: Path, *needles: str) -> str:
    with pytest.raises(UserError) as caught:
        await service.add(source)
    message = str(caught.value)
    assert "\n" not in message
    for needle in needles:
        assert needle in message, message
    assert await service.list() == []
    assert [p for p in _leftovers(service) if not p.startswith(".staging")] == []
    assert not any((service.library.root / ".staging").iterdir())
    return message


async def test_dot_dot_member(service: SkillsService, tmp_path: Path) -> None:
    bad = zip_skill(tmp_path / "evil.zip", {"SKILL.md": GOOD, "../../outside.txt": "pwned"})
    await _refused(service, bad, "evil.zip", "../../outside.txt", "climbs out")
    assert not (service.library.root.parent / "outside.txt").exists()


async def test_absolute_member(service: SkillsService, tmp_path: Path) -> None:
    bad = zip_skill(tmp_path / "abs.zip", {"SKILL.md": GOOD, "/etc/cron.d/evil": "x"})
    await _refused(service, bad, "/etc/cron.d/evil", "absolute path")


async def test_windows_dot_dot_member(service: SkillsService, tmp_path: Path) -> None:
    bad = zip_skill(tmp_path / "win.zip", {"SKILL.md": GOOD, "..\\..\\evil.bat": "x"})
    await _refused(service, bad, "climbs out")


async def test_symlink_member(service: SkillsService, tmp_path: Path) -> None:
    path = tmp_path / "link.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("SKILL.md", GOOD)
        link = zipfile.ZipInfo("secret")
        link.create_system = 3
        link.external_attr = (0o120777 << 16)
        archive.writestr(link, "/home/user/.ssh/id_rsa")
    await _refused(service, path, "'secret'", "symbolic link")


async def test_a_member_declaring_one_gigabyte_is_refused_unread(service: SkillsService, tmp_path: Path) -> None:
    path = zip_skill(tmp_path / "huge.zip", {"SKILL.md": GOOD, "data.bin": b"\0" * 1000})
    lie_about_size(path, "data.bin", 1024 ** 3)
    await _refused(service, path, "data.bin", "1.0 GB unpacked", "at most 10.0 MB")


async def test_zip_bomb_declaring_its_size_honestly(service: SkillsService, tmp_path: Path) -> None:
    path = tmp_path / "bomb.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        archive.writestr("SKILL.md", GOOD)
        for i in range(8):  # 8 × 9 MB of zeros: each under the file cap, together over the 50 MB total
            archive.writestr(f"part{i}.bin", b"\0" * (9 * 1024 * 1024))
    assert path.stat().st_size < 1024 * 1024
    await _refused(service, path, "unpacks to more than 50.0 MB")


async def test_zip_bomb_lying_about_its_size_is_stopped_while_unpacking(service: SkillsService, tmp_path: Path) -> None:
    path = zip_skill(tmp_path / "liar.zip", {"SKILL.md": GOOD, "bomb.bin": b"\0" * (30 * 1024 * 1024)})
    lie_about_size(path, "bomb.bin", 1000)  # declares 1000 bytes, inflates to 30 MB
    await _refused(service, path, "bomb.bin")


async def test_small_caps_catch_the_actual_bytes(app: AppContext, tmp_path: Path) -> None:
    service = SkillsService(app.stores, app.paths.data_dir, bundled=[])
    service.library._limits = Limits(file_bytes=4096, total_bytes=8192)
    path = zip_skill(tmp_path / "liar.zip", {"SKILL.md": GOOD, "a.bin": b"x" * 100_000})
    lie_about_size(path, "a.bin", 100)
    await _refused(service, path, "a.bin")


async def test_skill_md_without_frontmatter(service: SkillsService, tmp_path: Path) -> None:
    folder = tmp_path / "plain"
    folder.mkdir()
    (folder / "SKILL.md").write_text("# Just a procedure\n\n1. step\n", encoding="utf-8")
    await _refused(service, folder, "plain", "has no frontmatter")


async def test_skill_md_without_a_name(service: SkillsService, tmp_path: Path) -> None:
    folder = tmp_path / "noname"
    folder.mkdir()
    (folder / "SKILL.md").write_text("---\ndescription: something\n---\n\nsteps\n", encoding="utf-8")
    await _refused(service, folder, "has no name")


async def test_skill_md_without_a_description(service: SkillsService, tmp_path: Path) -> None:
    folder = tmp_path / "nodesc"
    folder.mkdir()
    (folder / "SKILL.md").write_text("---\nname: x-skill\n---\n\nsteps\n", encoding="utf-8")
    await _refused(service, folder, "has no description")


async def test_skill_md_that_is_not_utf8(service: SkillsService, tmp_path: Path) -> None:
    folder = tmp_path / "latin"
    folder.mkdir()
    (folder / "SKILL.md").write_bytes("---\nname: café\ndescription: x\n---\n\nsteps\n".encode("latin-1"))
    await _refused(service, folder, "not UTF-8", "0xe9")


async def test_yaml_alias_bomb(service: SkillsService, tmp_path: Path) -> None:
    lines = ["---", "name: bomb", "description: boom", 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(8):  # each key holds nine of the one before: 9**9 strings once expanded
        prev, key = chr(97 + i), chr(98 + i)
        lines.append(f"{key}: &{key} [" + ",".join([f"*{prev}"] * 9) + "]")
    folder = tmp_path / "yaml"
    folder.mkdir()
    (folder / "SKILL.md").write_text("\n".join([*lines, "---", "", "steps"]) + "\n", encoding="utf-8")
    await _refused(service, folder, "too large once expanded")


async def test_a_link_in_a_folder(service: SkillsService, tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "linked", "linked", files={"ok.md": "fine"})
    os.symlink("/etc/passwd", folder / "passwd")
    await _refused(service, folder, "'passwd'", "symbolic link")


async def test_no_skill_md_at_the_top(service: SkillsService, tmp_path: Path) -> None:
    path = zip_skill(tmp_path / "deep.zip", {"a/b/SKILL.md": GOOD})
    await _refused(service, path, "no SKILL.md")


async def test_not_a_zip(service: SkillsService, tmp_path: Path) -> None:
    path = tmp_path / "fake.zip"
    path.write_bytes(b"PK\x03\x04 this is not really a zip")
    await _refused(service, path, "fake.zip", "not a usable zip")


async def test_a_slug_taken_by_a_built_in_skill(app: AppContext, tmp_path: Path) -> None:
    builtin = write_skill(tmp_path / "builtin" / "helper", "helper", "The built-in one.")
    service = SkillsService(app.stores, app.paths.data_dir, bundled=[builtin])
    assert [s.skill.slug for s in await service.list()] == ["helper"]
    mine = write_skill(tmp_path / "mine", "Helper", "Mine.")
    with pytest.raises(AlreadyExistsError, match="belongs to a built-in skill"):
        await service.add(mine)
    assert (await service.listing("helper")).skill.description == "The built-in one."


async def test_two_slugs_with_one_name(service: SkillsService, tmp_path: Path) -> None:
    await service.add(write_skill(tmp_path / "one", "Report writer", "One."))
    other = write_skill(tmp_path / "two", "Report Writer", "Two.", slug="reports")
    with pytest.raises(AlreadyExistsError, match="installed already as 'report-writer'"):
        await service.add(other)
    assert [s.skill.slug for s in await service.list()] == ["report-writer"]


async def test_a_missing_source(service: SkillsService, tmp_path: Path) -> None:
    with pytest.raises(ValidationError, match="does not exist"):
        await service.add(tmp_path / "nowhere")


async def test_a_skills_folder_that_cannot_be_made_is_one_line(service: SkillsService, tmp_path: Path) -> None:
    service.library.root.parent.mkdir(parents=True, exist_ok=True)
    service.library.root.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(ValidationError) as caught:
        await service.add(write_skill(tmp_path / "s", "s-skill"))
    assert "could not be installed" in str(caught.value) and "\n" not in str(caught.value)
    assert await service.list() == []
