"""The conversation list walks its index newest first (no sort of the whole history), and a
search reads the trigram index: what keeps both flat as history grows."""

from __future__ import annotations

from typing import Any

from goclaw_lite.app.context import AppContext
from goclaw_lite.store.chat.conversations import ConversationStore


async def plan_of(app: AppContext, run: Any, holding: str = "") -> list[str]:
    """The plan of the last statement `run` sends (that holds `holding`)."""
    db = app.stores.db
    seen: list[tuple[str, Any]] = []
    original = db.fetch_all

    async def spy(sql: str, params: Any = ()) -> Any:
        seen.append((sql, params))
        return await original(sql, params)

    db.fetch_all = spy  # type: ignore[method-assign]
    try:
        await run()
    finally:
        db.fetch_all = original  # type: ignore[method-assign]
    sql, params = [(q, p) for q, p in seen if holding in q][-1]
    return [str(r["detail"]) for r in await original("EXPLAIN QUERY PLAN " + sql, params)]


async def test_the_list_reads_one_page_of_its_index(app: AppContext) -> None:
    store = ConversationStore(app.stores.db, app.stores.identity)
    for i in range(5):
        await store.add_user_message(f"chat {i}")
    steps = await plan_of(app, lambda: store.list(limit=50))
    # newest first straight from the index (only ties of one updated_at are sorted), never a scan
    assert any(s.startswith("SEARCH c USING INDEX idx_conversations_user_updated") for s in steps), steps
    assert not [s for s in steps if s.startswith("SCAN c") or s.startswith("SCAN agent_")], steps
    assert any("idx_messages_conversation_created" in s for s in steps), steps  # counts read for the page only


async def test_a_search_reads_the_newest_matches_from_the_trigram_index(app: AppContext) -> None:
    store = ConversationStore(app.stores.db, app.stores.identity)
    await store.add_user_message("hello there")
    probe = await plan_of(app, lambda: store.list("there"), "message_search_fts")
    assert any(s.startswith("SCAN message_search_fts VIRTUAL TABLE INDEX") for s in probe), probe
    assert not [s for s in probe if "TEMP B-TREE" in s], probe  # newest first from the index, no sort of every match
    listed = await plan_of(app, lambda: store.list("there"))
    assert any(s.startswith("SEARCH c USING INDEX idx_conversations_user_updated") for s in listed), listed
    assert not [s for s in listed if s.startswith(("SCAN c", "SCAN agent_"))], listed


async def test_a_common_word_walks_the_list_and_tests_each_conversation_by_its_index(app: AppContext) -> None:
    store = ConversationStore(app.stores.db, app.stores.identity)
    store.search_probe, store.common_matches = 1, 2  # the newest 2 matches in the last 2 of 3 messages: 3 guessed
    for i in range(3):
        await store.add_user_message(f"hello there {i}")
    listed = await plan_of(app, lambda: store.list("there", limit=1))
    assert any(s.startswith("SEARCH c USING INDEX idx_conversations_user_updated") for s in listed), listed
    assert any("idx_messages_conversation_created" in s and s.startswith("SEARCH m") for s in listed), listed
    assert not [s for s in listed if s.startswith(("SCAN c", "SCAN agent_", "SCAN m"))], listed


async def test_a_word_held_by_a_few_old_conversations_is_read_whole_not_walked(app: AppContext) -> None:
    """Many matches in two old conversations, then newer ones without the word: walking would
    test every newer conversation's messages, so the index is read on until every match is known."""
    store = ConversationStore(app.stores.db, app.stores.identity)
    store.search_probe, store.common_matches = 1, 8  # the newest 2 matches among the last 8 messages of 12: 3 guessed
    holders = []
    for i in range(2):
        chat = (await store.add_user_message(f"about orcas {i}")).conversation_id
        await store.add_assistant_message(chat, content="orca facts")
        await store.add_user_message("more orca", conversation_id=chat)
        holders.append(chat)
    for i in range(6):
        await store.add_user_message(f"something else {i}")
    listed = await plan_of(app, lambda: store.list("orca", limit=1))
    assert not [s for s in listed if s.startswith("SEARCH m")], listed  # no conversation tested by its messages
    assert [r.id for r in await store.list("orca", limit=1)] == [holders[1]]
    assert [r.id for r in await store.list("orca")] == holders[::-1]
