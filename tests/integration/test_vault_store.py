"""VaultStore on SQLite and PostgreSQL: every method, scoping, idempotent upserts, search, links.

Every test runs once per backend through `backend_db` (under CI a PostgreSQL skip fails).
"""

from __future__ import annotations

import pytest

from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.model.vault import (
    LINK_EMBED,
    LINK_WIKILINK,
    DocumentInput,
    LinkInput,
    MatchRank,
    UpsertOutcome,
    VaultScope,
)
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.vault import VaultStore, content_hash, normalize_path
from tests.integration.conftest import BackendDb

SHARED = VaultScope.shared()


@pytest.fixture
def store(backend_db: BackendDb) -> VaultStore:
    return VaultStore(backend_db.db, backend_db.identity)


async def add(store: VaultStore, path: str, content: str = "", scope: VaultScope = SHARED, **kw: object) -> str:
    return (await store.upsert_document(scope, DocumentInput(path, content, **kw))).document.id  # type: ignore[arg-type]


async def count(backend_db: BackendDb, table: str) -> int:
    return int(await backend_db.db.fetch_value(f"SELECT COUNT(*) FROM {table}"))


# --- upsert / get / list / delete ---------------------------------------------------------


async def test_upsert_creates_then_is_idempotent_on_the_content_hash(store: VaultStore, backend_db: BackendDb) -> None:
    first = await store.upsert_document(SHARED, DocumentInput("notes/Idea.md", "# Idea\nbody", metadata={"tags": ["x"]}))
    assert first.outcome is UpsertOutcome.CREATED
    doc = first.document
    assert (doc.path, doc.title, doc.doc_type) == ("notes/Idea.md", "Idea", "note")
    assert doc.content_hash == content_hash("# Idea\nbody") and doc.metadata == {"tags": ["x"]}
    again = await store.upsert_document(SHARED, DocumentInput("notes/Idea.md", "# Idea\nbody", metadata={"tags": ["x"]}))
    assert again.outcome is UpsertOutcome.UNCHANGED
    assert again.document == doc  # same id, same updated_at: nothing was written
    changed = await store.upsert_document(SHARED, DocumentInput("notes/Idea.md", "# Idea\nmore"))
    assert changed.outcome is UpsertOutcome.UPDATED
    assert changed.document.id == doc.id and changed.document.created_at == doc.created_at
    assert changed.document.updated_at >= doc.updated_at and changed.document.content == "# Idea\nmore"
    assert changed.document.metadata == {}
    retitled = await store.upsert_document(SHARED, DocumentInput("notes/Idea.md", "# Idea\nmore", title="Big idea"))
    assert retitled.outcome is UpsertOutcome.UPDATED and retitled.document.title == "Big idea"
    assert await count(backend_db, "vault_documents") == 1
    stored = await backend_db.db.fetch_one("SELECT path_basename, search_fold FROM vault_documents")
    assert stored == {"path_basename": "idea.md", "search_fold": "big idea notes/idea.md # idea more"}


async def test_unchanged_upsert_does_not_touch_updated_at_in_the_row(store: VaultStore, backend_db: BackendDb) -> None:
    doc_id = await add(store, "a.md", "text")
    await backend_db.db.execute("UPDATE vault_documents SET updated_at = ? WHERE id = ?", ("2020-01-01T00:00:00.000Z", doc_id))
    result = await store.upsert_document(SHARED, DocumentInput("a.md", "text"))
    assert result.outcome is UpsertOutcome.UNCHANGED
    assert (await store.get_document(SHARED, "a.md")).updated_at == "2020-01-01T00:00:00.000Z"


async def test_paths_are_normalised_and_validated(store: VaultStore) -> None:
    doc_id = await add(store, "\\folder\\./Note.md/", "x")
    assert (await store.get_document(SHARED, "folder/Note.md")).id == doc_id
    assert normalize_path("/a//b.md") == "a/b.md"
    for bad in ("", "  ", "/", "a/../b.md", "a\nb.md", "x" * 1001):
        with pytest.raises(ValidationError):
            await store.upsert_document(SHARED, DocumentInput(bad, "x"))
    with pytest.raises(ValidationError, match="JSON"):
        await store.upsert_document(SHARED, DocumentInput("m.md", "x", metadata={"bad": object()}))


async def test_get_list_count_find_by_hash_and_delete(store: VaultStore) -> None:
    b = await add(store, "b.md", "same")
    a = await add(store, "a/z.md", "same", doc_type="memory")
    await add(store, "c.md", "other")
    assert [d.path for d in await store.list_documents(SHARED)] == ["a/z.md", "b.md", "c.md"]
    assert [d.path for d in await store.list_documents(SHARED, limit=1, offset=1)] == ["b.md"]
    assert [d.id for d in await store.list_documents(SHARED, doc_type="memory")] == [a]
    assert await store.count_documents(SHARED) == 3
    assert [d.id for d in await store.find_by_hash(SHARED, content_hash("same"))] == [a, b]
    assert (await store.get_document_by_id(SHARED, b)).path == "b.md"
    assert set(await store.get_documents(SHARED, [a, b, "not-an-id"])) == {a, b}
    assert await store.find_document(SHARED, "nope.md") is None
    with pytest.raises(NotFoundError):
        await store.get_document(SHARED, "nope.md")
    with pytest.raises(NotFoundError):
        await store.get_document_by_id(SHARED, "not-an-id")
    deleted = await store.delete_document(SHARED, "b.md")
    assert deleted.id == b and await store.count_documents(SHARED) == 2
    with pytest.raises(NotFoundError):
        await store.delete_document(SHARED, "b.md")
    with pytest.raises(ValidationError):
        await store.list_documents(SHARED, limit=0)


async def test_scopes_are_separate(store: VaultStore, backend_db: BackendDb) -> None:
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="local", model="m")
    mine = VaultScope.personal(agent.id)
    shared_id = await add(store, "same.md", "shared text")
    personal_id = await add(store, "same.md", "personal text", scope=mine)
    assert shared_id != personal_id
    assert (await store.get_document(mine, "same.md")).content == "personal text"
    assert (await store.get_document(SHARED, "same.md")).content == "shared text"
    assert [d.id for d in await store.list_documents(mine)] == [personal_id]
    with pytest.raises(NotFoundError):
        await store.get_document_by_id(mine, shared_id)
    assert [h.document.id for h in (await store.search_documents(mine, "text")).hits] == [personal_id]
    with pytest.raises(ValueError):
        VaultScope.personal("")


async def test_move_document_keeps_id_links_and_follows_the_file_name(store: VaultStore) -> None:
    a = await add(store, "old/Name.md", "a")
    b = await add(store, "b.md", "b")
    await store.create_link(b, LinkInput(a, context="see [[Name]]"))
    moved = await store.move_document(SHARED, a, "new/Renamed.md")
    assert (moved.id, moved.path, moved.title) == (a, "new/Renamed.md", "Renamed")
    assert [link.other.path for link in await store.get_backlinks(a)] == ["b.md"]
    assert [h.document.path for h in (await store.search_documents(SHARED, "renamed")).hits] == ["new/Renamed.md"]
    assert (await store.search_documents(SHARED, "old/name")).total == 0
    titled = await add(store, "t.md", "t", title="Custom")
    assert (await store.move_document(SHARED, titled, "u.md")).title == "Custom"
    with pytest.raises(AlreadyExistsError):
        await store.move_document(SHARED, titled, "b.md")


# --- search -------------------------------------------------------------------------------


async def test_search_escapes_like_wildcards(store: VaultStore) -> None:
    await add(store, "pct.md", "100% done")
    await add(store, "plain.md", "1000 done")
    await add(store, "under.md", "snake_case name")
    await add(store, "nounder.md", "snakeXcase name")
    await add(store, "slash.md", "C:\\path here")
    await add(store, "noslash.md", "C:path here")

    async def paths(query: str) -> list[str]:
        return sorted(h.document.path for h in (await store.search_documents(SHARED, query)).hits)

    assert await paths("100%") == ["pct.md"]
    assert await paths("%") == ["pct.md"]
    assert await paths("e_c") == ["under.md"]
    assert await paths("_") == ["under.md"]
    assert await paths(":\\p") == ["slash.md"]
    assert await paths("\\") == ["slash.md"]


async def test_search_is_unicode_case_insensitive(store: VaultStore) -> None:
    await add(store, "de.md", "Die Straße ist lang")
    await add(store, "vi.md", "Thành phố Đà Nẵng")
    await add(store, "ru.md", "Москва — столица")
    await add(store, "Ωmega.md", "greek path")

    async def paths(query: str) -> list[str]:
        return [h.document.path for h in (await store.search_documents(SHARED, query)).hits]

    assert await paths("STRASSE") == ["de.md"]
    assert await paths("đà nẵng") == ["vi.md"]
    assert await paths("da nang") == ["vi.md"]  # accents aside (goclaw_lite.textfold)
    assert await paths("THANH PHO") == ["vi.md"]
    assert await paths("МОСКВА") == ["ru.md"]
    assert await paths("ωMEGA") == ["Ωmega.md"]
    await add(store, "lig.md", "ﬁnance report")  # a ligature: compatibility-normalised on both sides
    assert await paths("FINANCE") == ["lig.md"]
    assert await paths("ﬁnance") == ["lig.md"]


async def test_search_ranks_title_then_path_then_body_and_pages(store: VaultStore) -> None:
    await add(store, "z/body.md", "mentions apple inside")
    await add(store, "apple/x.md", "nothing")
    await add(store, "t.md", "nothing", title="Apple pie")
    await add(store, "a/body2.md", "apple again")
    page = await store.search_documents(SHARED, "APPLE", limit=2)
    assert page.total == 4
    assert [(h.document.path, h.rank) for h in page.hits] == [("t.md", MatchRank.TITLE), ("apple/x.md", MatchRank.PATH)]
    rest = await store.search_documents(SHARED, "apple", limit=2, offset=2)
    assert [(h.document.path, h.rank, h.content) for h in rest.hits] == [
        ("a/body2.md", MatchRank.CONTENT, "apple again"), ("z/body.md", MatchRank.CONTENT, "mentions apple inside"),
    ]
    for bad in ("", "   ", "x" * 501):
        with pytest.raises(ValidationError):
            await store.search_documents(SHARED, bad)
    with pytest.raises(ValidationError):
        await store.search_documents(SHARED, "x", limit=0)


# --- links --------------------------------------------------------------------------------


async def test_create_link_upserts_and_lists_both_directions(store: VaultStore, backend_db: BackendDb) -> None:
    a = await add(store, "a.md", "A")
    b = await add(store, "b.md", "B")
    c = await add(store, "c.md", "C")
    link = await store.create_link(a, LinkInput(b, context="first", metadata={"target": "b"}))
    assert (link.from_doc_id, link.to_doc_id, link.link_type, link.other.path) == (a, b, LINK_WIKILINK, "b.md")
    again = await store.create_link(a, LinkInput(b, context="second"))
    assert again.id == link.id and again.context == "second" and again.metadata == {}
    await store.create_link(a, LinkInput(b, link_type=LINK_EMBED))
    await store.create_link(c, LinkInput(b))
    assert [(x.other.path, x.link_type) for x in await store.get_out_links(a)] == [("b.md", LINK_EMBED), ("b.md", LINK_WIKILINK)]
    assert [(x.other.path, x.from_doc_id) for x in await store.get_backlinks(b)] == [("a.md", a), ("a.md", a), ("c.md", c)]
    with pytest.raises(NotFoundError):
        await store.create_link(a, LinkInput("0193a5b0-0000-7000-8000-00000000dead"))
    with pytest.raises(NotFoundError):
        await store.create_link("junk", LinkInput(b))
    assert await store.delete_link(a, b, LINK_EMBED) is True
    assert await store.delete_link(a, b, LINK_EMBED) is False
    await store.delete_document(SHARED, "b.md")  # links go with the document (FK cascade)
    assert await store.get_out_links(a) == [] and await count(backend_db, "vault_links") == 0


async def test_replace_links_keeps_unchanged_rows(store: VaultStore) -> None:
    a = await add(store, "a.md")
    b = await add(store, "b.md")
    c = await add(store, "c.md")
    await store.replace_links(a, [LinkInput(b, context="x"), LinkInput(c)], link_types=(LINK_WIKILINK,))
    before = {x.to_doc_id: x for x in await store.get_out_links(a)}
    await store.replace_links(a, [LinkInput(b, context="x")], link_types=(LINK_WIKILINK,))
    after = await store.get_out_links(a)
    assert [x.to_doc_id for x in after] == [b] and after[0] == before[b]
    with pytest.raises(ValidationError):
        await store.replace_links(a, [LinkInput(b, link_type="other")], link_types=(LINK_WIKILINK,))
    with pytest.raises(NotFoundError):
        await store.get_out_links("junk")


async def test_unresolved_links_are_kept_on_the_document_without_touching_updated_at(store: VaultStore) -> None:
    a = await add(store, "a.md", "[[Missing]]")
    before = await store.get_document(SHARED, "a.md")
    await store.set_unresolved_links(SHARED, a, ["Missing", "Other", "Missing"])
    doc = await store.get_document(SHARED, "a.md")
    assert doc.unresolved_links == ("Missing", "Other") and doc.updated_at == before.updated_at
    assert [d.id for d in await store.documents_with_unresolved_links(SHARED)] == [a]
    # a later upsert of the same note keeps the bookkeeping
    await store.upsert_document(SHARED, DocumentInput("a.md", "[[Missing]] edited"))
    assert (await store.get_document(SHARED, "a.md")).unresolved_links == ("Missing", "Other")
    await store.set_unresolved_links(SHARED, a, [])
    assert await store.documents_with_unresolved_links(SHARED) == []
    assert (await store.get_document(SHARED, "a.md")).metadata == {}


async def test_link_targets_carry_aliases(store: VaultStore) -> None:
    await add(store, "a.md", "x", metadata={"aliases": ["Alpha", "First"]})
    await add(store, "b.md", "y", metadata={"aliases": "not a list"})
    targets = await store.list_link_targets(SHARED)
    assert [(d.path, aliases) for d, aliases in targets] == [("a.md", ("Alpha", "First")), ("b.md", ())]
