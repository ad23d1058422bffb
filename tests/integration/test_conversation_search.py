"""Conversation search on both backends: the folding rule, literal wildcards, tool text left
out, short queries on titles only; and the list reads one index page, however long the history."""

from __future__ import annotations

import asyncio

import pytest

from goclaw_lite.ids import now_ts
from goclaw_lite.store.chat.conversations import ConversationStore
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


async def next_millisecond() -> None:
    start = now_ts()
    while now_ts() == start:
        await asyncio.sleep(0.0002)


@pytest.mark.parametrize("probe", [1, 2, 200])
async def test_a_common_word_lists_the_same_conversations_as_a_rare_one_would(backend_db: BackendDb, probe: int) -> None:
    """More matches than the probe reads: the list still holds exactly the conversations with
    the word, newest activity first, paged, including one whose only match is its oldest
    message and one updated after every match; a conversation without the word stays out."""
    store = ConversationStore(backend_db.db, backend_db.identity)
    store.search_probe = probe
    store.common_matches = 1 if probe < 200 else store.common_matches  # small probes walk, the default reads whole
    old = (await store.add_user_message("far back")).conversation_id  # titles without the word
    await store.add_assistant_message(old, content="an orca")
    holders = [old]
    for i in range(5):
        chat = (await store.add_user_message(f"chat {i}")).conversation_id
        await store.add_assistant_message(chat, content="Orca facts")
        holders.append(chat)
    other = (await store.add_user_message("nothing to see")).conversation_id
    await next_millisecond()  # times have millisecond steps: a tie would go to the newer id
    await store.add_assistant_message(old, content="a later reply without the word")  # now the newest with it
    await store.add_user_message("still nothing", conversation_id=other)
    expected = [r.id for r in await store.list() if r.id in holders]
    assert expected[0] == old and other not in expected
    assert [r.id for r in await store.list("ORCA")] == expected
    paged = [r.id for k in range(0, 6, 2) for r in await store.list("orca", limit=2, offset=k)]
    assert paged == expected


async def test_a_message_holding_every_trigram_apart_does_not_match(backend_db: BackendDb) -> None:
    """The index finds messages holding all of the query's trigrams; only those holding the
    query itself are listed ("orc … rca" has both trigrams of "orca", not the word)."""
    store = ConversationStore(backend_db.db, backend_db.identity)
    store.search_probe = 1  # the candidates are read in several rounds
    apart = (await store.add_user_message("an orc and a rca radio")).conversation_id
    await store.add_assistant_message(apart, content="orc, rca, orc")
    holder = (await store.add_user_message("the orca swims")).conversation_id
    assert [r.id for r in await store.list("ORCA")] == [holder]
    assert {r.id for r in await store.list("rca")} == {apart, holder}


async def test_each_backend_can_tell_how_many_messages_may_match(backend_db: BackendDb) -> None:
    """What decides between walking and reading every match: on SQLite the newest indexed
    message's number (the matches read span part of it), on PostgreSQL, whose trigram index
    has no order, the planner's estimate."""
    store = ConversationStore(backend_db.db, backend_db.identity)
    for i in range(30):
        await store.add_user_message(f"orca sighting {i}")
    if backend_db.db.dialect.name == "sqlite":
        assert await store._indexed_messages() >= 30
    else:
        assert await store._planned_matches("%orca%") >= 1
