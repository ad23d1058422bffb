"""Conversation search on both backends: the folding rule, literal wildcards, tool text left
out, short queries on titles only; and the list reads one index page, however long the history."""

from __future__ import annotations

import pytest

from goclaw_lite.store.conversations import ConversationStore
from tests.integration.conftest import BackendDb

TITLES = ("Trip to Đà Nẵng", "Müller meeting", "100% done", "a_b file", "back\\slash", "Łódź notes", "Plain")


@pytest.fixture
async def chats(backend_db: BackendDb) -> tuple[ConversationStore, dict[str, str]]:
    store = ConversationStore(backend_db.db, backend_db.identity)
    ids = {t: (await store.add_user_message(t)).conversation_id for t in TITLES}
    await store.add_assistant_message(ids["Plain"], content="Die Straße nach Hội An ist LANG")
    await store.add_tool_result(ids["100% done"], "call_1", '{"street": "da nang hoi an"}')
    return store, ids


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("da nang", ["Trip to Đà Nẵng"]),
        ("ĐÀ NẴNG", ["Trip to Đà Nẵng"]),
        ("MULLER", ["Müller meeting"]),
        ("lodz", ["Łódź notes"]),
        ("hoi an", ["Plain"]),  # in the reply, not in the tool result
        ("strasse", ["Plain"]),
        ("0% d", ["100% done"]),
        ("a_b", ["a_b file"]),
        ("k\\s", ["back\\slash"]),
        ("%", ["100% done"]),  # under three characters: titles only
        ("_", ["a_b file"]),
        ("an", ["Trip to Đà Nẵng"]),
        ("zzz", []),
    ],
)
async def test_search_matches_folded_titles_and_text(
    chats: tuple[ConversationStore, dict[str, str]], query: str, expected: list[str]
) -> None:
    store, _ = chats
    assert sorted(r.title for r in await store.list(query)) == expected


async def test_list_counts_messages_and_pages(chats: tuple[ConversationStore, dict[str, str]]) -> None:
    store, _ = chats
    everything = await store.list()
    # Newest activity first (the last two writes went to these two; within one millisecond the
    # newer id breaks the tie, so their order is checked by the rule, not by a fixed pair).
    assert {r.title for r in everything[:2]} == {"100% done", "Plain"}
    keys = [(r.conversation.updated_at, r.id) for r in everything]
    assert keys == sorted(keys, reverse=True)
    assert {r.title: r.message_count for r in everything}["Plain"] == 2
    paged = [r.title for k in range(0, len(TITLES), 3) for r in await store.list(limit=3, offset=k)]
    assert paged == [r.title for r in everything]
