"""VaultService on both backends: importing an Obsidian folder, re-import, renames, broken links."""

from __future__ import annotations

from pathlib import Path

import pytest

from goclaw_lite.app.vault import VaultService
from goclaw_lite.errors import NotFoundError
from goclaw_lite.model.vault import LINK_EMBED, LINK_WIKILINK, UpsertOutcome
from tests.integration.conftest import BackendDb

NOTES = {
    "Home.md": "---\ntitle: Start here\naliases: [Index]\n---\n# Home\nSee [[Projects/Plan|the plan]], [[Ideas]] and [[Someday]].\n",
    "Ideas.md": "Back [[index]]. Code: `[[Not a link]]`\n```\n[[Nor this]]\n```\n",
    "Projects/Plan.md": "# Plan\n![[Ideas#Top]] and [[Home]] and [[Plan]]\n",
    ".obsidian/workspace.md": "[[Home]]",
    ".trash/Old.md": "[[Home]]",
    "Projects/.hidden.md": "[[Home]]",
    "attachment.txt": "[[Home]]",
}


def write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


@pytest.fixture
def service(backend_db: BackendDb) -> VaultService:
    return VaultService(backend_db.db, backend_db.identity)


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    write(root, NOTES)
    return root


async def out_links(service: VaultService, path: str) -> list[tuple[str, str | None, str]]:
    report = await service.links(path)
    return [(o.target, o.document.path if o.document else None, o.link_type) for o in report.out]


async def test_import_reads_notes_skips_hidden_and_links_them(service: VaultService, vault: Path) -> None:
    progress: list[tuple[str, int, int]] = []
    report = await service.import_folder(vault, lambda stage, done, total: progress.append((stage, done, total)))
    assert (report.files, report.created, report.updated, report.unchanged) == (3, 3, 0, 0)
    assert (report.links, report.broken, report.renamed, report.skipped) == (5, 1, (), ())
    assert [s for s in progress if s[0] == "Reading"] == [("Reading", 1, 3), ("Reading", 2, 3), ("Reading", 3, 3)]
    assert progress[-1] == ("Linking", 3, 3)
    assert [d.path for d in await service.list_notes()] == ["Home.md", "Ideas.md", "Projects/Plan.md"]
    home = await service.get_note("home.md".capitalize())
    assert home.title == "Start here" and home.metadata["aliases"] == ["Index"]
    assert await out_links(service, "Home.md") == [
        ("Projects/Plan", "Projects/Plan.md", LINK_WIKILINK), ("Ideas", "Ideas.md", LINK_WIKILINK), ("Someday", None, LINK_WIKILINK),
    ]
    assert home.unresolved_links == ("Someday",)
    assert await out_links(service, "Ideas.md") == [("index", "Home.md", LINK_WIKILINK)]  # by alias
    assert await out_links(service, "Projects/Plan.md") == [
        ("Ideas", "Ideas.md", LINK_EMBED), ("Home", "Home.md", LINK_WIKILINK), ("Plan", "Projects/Plan.md", LINK_WIKILINK),
    ]
    backlinks = (await service.links("Home.md")).backlinks
    assert [(b.other.path, b.context) for b in backlinks] == [
        ("Ideas.md", "Back [[index]]. Code: `[[Not a link]]`"), ("Projects/Plan.md", "![[Ideas#Top]] and [[Home]] and [[Plan]]"),
    ]
    assert backlinks[0].metadata == {"target": "index"}
    # a self-link is shown as written but not stored as a row
    assert [b.other.path for b in (await service.links("Projects/Plan.md")).backlinks] == ["Home.md"]


async def test_reimport_is_idempotent(service: VaultService, vault: Path, backend_db: BackendDb) -> None:
    await service.import_folder(vault)
    docs = await service.list_notes()
    links = await backend_db.db.fetch_all("SELECT id, context FROM vault_links ORDER BY id")
    report = await service.import_folder(vault)
    assert (report.created, report.updated, report.unchanged, report.links, report.broken) == (0, 0, 3, 5, 1)
    assert await service.list_notes() == docs  # same ids, same updated_at
    assert await backend_db.db.fetch_all("SELECT id, context FROM vault_links ORDER BY id") == links


async def test_changed_file_updates_and_relinks(service: VaultService, vault: Path) -> None:
    await service.import_folder(vault)
    (vault / "Ideas.md").write_text("Now only [[Projects/Plan]]\n", encoding="utf-8")
    report = await service.import_folder(vault)
    assert (report.created, report.updated, report.unchanged) == (0, 1, 2)
    assert await out_links(service, "Ideas.md") == [("Projects/Plan", "Projects/Plan.md", LINK_WIKILINK)]
    assert [b.other.path for b in (await service.links("Home.md")).backlinks] == ["Projects/Plan.md"]


async def test_rename_on_disk_keeps_id_and_links(service: VaultService, vault: Path) -> None:
    await service.import_folder(vault)
    before = await service.get_note("Projects/Plan.md")
    (vault / "Archive").mkdir()
    (vault / "Projects/Plan.md").rename(vault / "Archive/Plan 2024.md")
    report = await service.import_folder(vault)
    assert report.renamed == (("Projects/Plan.md", "Archive/Plan 2024.md"),)
    assert (report.created, report.updated, report.unchanged, report.not_in_folder) == (0, 0, 3, 0)
    after = await service.get_note("Archive/Plan 2024.md")
    assert after.id == before.id and after.title == "Plan 2024"
    with pytest.raises(NotFoundError):
        await service.get_note("Projects/Plan.md")
    # its own links and its backlink row survive; Home's text still says [[Projects/Plan]]
    assert ("Home", "Home.md", LINK_WIKILINK) in await out_links(service, "Archive/Plan 2024.md")
    assert [b.other.path for b in (await service.links("Archive/Plan 2024.md")).backlinks] == []
    assert ("Projects/Plan", None, LINK_WIKILINK) in await out_links(service, "Home.md")


async def test_rename_with_links_rewritten_keeps_the_link_rows(service: VaultService, vault: Path) -> None:
    """Obsidian rewrites links on a rename: the note keeps its id, so its backlink rows stay the same rows."""
    await service.import_folder(vault)
    before = await service.links("Projects/Plan.md")
    (vault / "Projects/Plan.md").rename(vault / "Projects/Roadmap.md")
    home = vault / "Home.md"
    home.write_text(home.read_text(encoding="utf-8").replace("[[Projects/Plan|", "[[Projects/Roadmap|"), encoding="utf-8")
    report = await service.import_folder(vault)
    # broken: Home's [[Someday]], and the note's own [[Plan]] now that it is called Roadmap
    assert (report.renamed, report.updated, report.broken) == ((("Projects/Plan.md", "Projects/Roadmap.md"),), 1, 2)
    after = await service.links("Projects/Roadmap.md")
    assert after.document.id == before.document.id
    assert [b.id for b in after.backlinks] == [b.id for b in before.backlinks]
    assert [(o.target, o.document.path if o.document else None) for o in after.out][:2] == [
        ("Ideas", "Ideas.md"), ("Home", "Home.md"),
    ]


async def test_rename_with_two_identical_files_pairs_by_name(service: VaultService, tmp_path: Path) -> None:
    root = tmp_path / "v"
    write(root, {"a/Same.md": "twin", "b/Other.md": "twin", "Link.md": "[[Same]] [[Other]]"})
    await service.import_folder(root)
    ids = {d.path: d.id for d in await service.list_notes()}
    (root / "c").mkdir()
    (root / "a/Same.md").rename(root / "c/Same.md")
    (root / "b/Other.md").rename(root / "c/Other.md")
    report = await service.import_folder(root)
    assert sorted(report.renamed) == [("a/Same.md", "c/Same.md"), ("b/Other.md", "c/Other.md")]
    assert {d.path: d.id for d in await service.list_notes()} == {
        "Link.md": ids["Link.md"], "c/Other.md": ids["b/Other.md"], "c/Same.md": ids["a/Same.md"],
    }
    assert [t for t, doc, _ in await out_links(service, "Link.md") if doc] == ["Same", "Other"]


async def test_broken_link_heals_when_the_target_appears(service: VaultService, vault: Path) -> None:
    await service.import_folder(vault)
    (vault / "Someday.md").write_text("maybe", encoding="utf-8")
    report = await service.import_folder(vault)
    assert (report.created, report.broken) == (1, 0)
    assert ("Someday", "Someday.md", LINK_WIKILINK) in await out_links(service, "Home.md")
    assert (await service.get_note("Home.md")).unresolved_links == ()


async def test_saving_a_note_heals_and_deleting_breaks_links(service: VaultService, vault: Path) -> None:
    await service.import_folder(vault)
    created = await service.save_note("Later/Someday.md", "# Someday")
    assert created.outcome is UpsertOutcome.CREATED
    assert ("Someday", "Later/Someday.md", LINK_WIKILINK) in await out_links(service, "Home.md")
    assert (await service.save_note("Later/Someday.md", "# Someday")).outcome is UpsertOutcome.UNCHANGED
    await service.delete_note("Later/Someday.md")
    assert (await service.get_note("Home.md")).unresolved_links == ("Someday",)
    assert ("Someday", None, LINK_WIKILINK) in await out_links(service, "Home.md")
    resolved = await service.resolve_link("plan", "Home.md")
    assert resolved is not None and resolved.path == "Projects/Plan.md"
    assert await service.resolve_link("Someday", "Home.md") is None


async def test_rename_note_in_the_app(service: VaultService, vault: Path) -> None:
    await service.import_folder(vault)
    ideas = await service.get_note("Ideas.md")
    moved = await service.rename_note("Ideas.md", "Someday.md")  # the broken [[Someday]] now finds it
    assert moved.id == ideas.id
    assert ("Someday", "Someday.md", LINK_WIKILINK) in await out_links(service, "Home.md")


async def test_unreadable_notes_are_skipped_and_named(service: VaultService, tmp_path: Path) -> None:
    root = tmp_path / "v"
    write(root, {"good.md": "ok"})
    (root / "latin1.md").write_bytes("caf\xe9".encode("latin-1"))
    (root / "bom.md").write_bytes("\ufeff# With BOM\r\n[[good]]".encode())
    report = await service.import_folder(root)
    assert report.skipped == (("latin1.md", "not UTF-8 text"),)
    assert (await service.get_note("bom.md")).content == "# With BOM\n[[good]]"
    with pytest.raises(NotFoundError):
        await service.import_folder(tmp_path / "nowhere")


SECRET = "0f1e2d3c4b5a69788796a5b4c3d2e1f0 the key that must never become a note"


async def all_note_text(service: VaultService) -> str:
    return "\n".join([(await service.get_note(d.path)).content for d in await service.list_notes()])


async def test_links_leading_out_of_the_folder_are_listed_and_never_read(
    service: VaultService, vault: Path, tmp_path: Path
) -> None:
    """A link to the key file, to /etc/hostname, or a linked folder outside: skipped and listed.
    Links to notes inside the folder are still read."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "goclaw.key").write_text(SECRET, encoding="utf-8")
    (elsewhere / "Private.md").write_text(SECRET, encoding="utf-8")
    (vault / "key.md").symlink_to(elsewhere / "goclaw.key")
    (vault / "Projects" / "host.md").symlink_to("/etc/hostname")
    (vault / "Projects" / "up.md").symlink_to(Path("..") / ".." / "elsewhere" / "Private.md")
    (vault / "Outside").symlink_to(elsewhere, target_is_directory=True)
    (vault / "Same").symlink_to(vault / "Projects", target_is_directory=True)  # inside: read once, at its real place
    (vault / "Alias.md").symlink_to("Ideas.md")
    report = await service.import_folder(vault)
    text = await all_note_text(service)
    assert SECRET not in text and Path("/etc/hostname").read_text(encoding="utf-8").strip() not in text.split()
    assert [(o.path, o.target) for o in report.outside_links] == [
        ("Outside/", str(elsewhere.resolve())),
        ("Projects/host.md", "/etc/hostname"),
        ("Projects/up.md", str((elsewhere / "Private.md").resolve())),
        ("key.md", str((elsewhere / "goclaw.key").resolve())),
    ]
    assert [d.path for d in await service.list_notes()] == ["Alias.md", "Home.md", "Ideas.md", "Projects/Plan.md"]
    assert (report.files, report.created, report.skipped) == (4, 4, ())
    assert (await service.get_note("Alias.md")).content == NOTES["Ideas.md"]
    rows = await service.activity.list()
    assert [r.details["outside_links"] for r in rows if r.action == "vault.import"] == [4]


async def test_a_folder_swapped_for_a_link_during_the_import_is_not_followed(
    service: VaultService, vault: Path, tmp_path: Path
) -> None:
    """The check and the read cannot be separated: the file is opened below the folder's own
    handle without following any link, so a swap after the scan is refused, not followed."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "Plan.md").write_text(SECRET, encoding="utf-8")
    swapped: list[bool] = []

    def swap(stage: str, done: int, total: int) -> None:
        if stage == "Reading" and done == 1 and not swapped:  # Home.md read; Projects/ not yet
            (vault / "Projects").rename(tmp_path / "moved-away")
            (vault / "Projects").symlink_to(elsewhere, target_is_directory=True)
            swapped.append(True)

    report = await service.import_folder(vault, swap)
    assert swapped == [True]
    assert SECRET not in await all_note_text(service)
    assert report.skipped == (("Projects/Plan.md", "became a symbolic link during the import; not read"),)
