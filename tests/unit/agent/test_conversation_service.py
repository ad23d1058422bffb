"""ConversationService against a real SQLite store: what both faces rely on (the chat window
and `goclaw-lite conversations`), including its activity rows and the files it writes."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.conversations import ConversationService, ExportError
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.chat import ConversationStatus
from goclaw_lite.model.subagent import NewSubagentTask
from goclaw_lite.store.chat.conversations import SUBTASK_KEY, ConversationStore
from goclaw_lite.store.chat.episodic import ConsolidationJobStore
from goclaw_lite.store.chat.subagent_tasks import SubagentTaskStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore

SECRET = "sk-proj-" + "Zx9" * 16


def store(app: AppContext) -> ConversationStore:
    return ConversationStore(app.stores.db, app.stores.identity)


def activity(app: AppContext) -> ActivityStore:
    return ActivityStore(app.stores.db, app.stores.identity)


async def seed(app: AppContext, *turns: tuple[str, str], agent_id: str | None = None) -> list[str]:
    ids = []
    for question, answer in turns:
        user = await store(app).add_user_message(question, agent_id=agent_id)
        await store(app).add_assistant_message(user.conversation_id, content=answer)
        ids.append(user.conversation_id)
    return ids


async def helper_agent(app: AppContext, key: str = "helper") -> str:
    stores = app.stores
    providers = ProviderStore(stores.db, stores.identity, stores.cipher)
    if await providers.find("local") is None:
        await providers.create("local", provider_type="openai_compat", api_base="http://127.0.0.1:9/v1", default_model="m")
    return (await AgentStore(stores.db, stores.identity).create(key, provider="local", model="m")).id


async def test_list_is_newest_first_searches_any_case_and_leaves_subtasks_out(app: AppContext) -> None:
    pasta, strasse = await seed(app, ("Cooking pasta", "Salt the water."), ("Straße names", "Use ß or SS."))
    child = await store(app).add_user_message("a subtask's own chat")
    await app.stores.db.execute(
        "UPDATE agent_conversations SET metadata = ? WHERE id = ?", (json.dumps({SUBTASK_KEY: "t1"}), child.conversation_id)
    )
    service = ConversationService(app.stores)
    assert [s.id for s in await service.list()] == [strasse, pasta]
    assert [s.id for s in await service.list("STRASSE")] == [strasse]  # Unicode case folding
    assert [s.id for s in await service.list("salt the")] == [pasta]  # message text, not only titles
    assert [s.id for s in await service.list(limit=1, offset=1)] == [pasta]
    assert await service.list(status=ConversationStatus.CLOSED) == []
    with pytest.raises(ValidationError):
        await service.list(limit=0)
    assert (await service.resolve(child.conversation_id)).id == child.conversation_id  # still reachable by id


async def test_resolve_takes_a_full_id_or_one_unique_prefix(app: AppContext) -> None:
    first, second = await seed(app, ("One", "a"), ("Two", "b"))
    service = ConversationService(app.stores)
    assert (await service.resolve(f"  {first.upper()} ")).id == first
    common = next(n for n in range(36, 0, -1) if first[:n] == second[:n])
    assert common >= 6  # uuid7 ids made in the same second share their leading characters
    assert (await service.resolve(first[: common + 1])).id == first
    with pytest.raises(ValidationError, match="2 conversations start with"):
        await service.resolve(first[:6])
    with pytest.raises(ValidationError, match="at least 6 characters"):
        await service.resolve(first[:5])
    with pytest.raises(NotFoundError, match="conversations list"):
        await service.resolve("ffffffff")
    with pytest.raises(NotFoundError):
        await service.resolve("0193a5b0-7000-7000-8000-00000000abcd")


async def test_show_and_agent_of_name_who_answers(app: AppContext) -> None:
    agent_id = await helper_agent(app)
    fallback_id = await helper_agent(app, "fallback")
    await AgentStore(app.stores.db, app.stores.identity).set_default("fallback")
    (cid,) = await seed(app, ("Plan a trip", "Go to Lisbon."), agent_id=agent_id)
    service = ConversationService(app.stores)
    detail = await service.show(cid[:30])
    assert (detail.agent_key, detail.agent_removed) == ("helper", False)
    assert [m.text for m in detail.thread] == ["Plan a trip", "Go to Lisbon."]
    assert (await service.agent_of(detail.conversation)).id == agent_id
    await AgentStore(app.stores.db, app.stores.identity).delete("helper")  # its conversations keep no agent
    detail = await service.show(cid)
    assert detail.agent_key is None and not detail.agent_removed
    assert (await service.agent_of(detail.conversation)).id == fallback_id


async def test_rename_close_and_delete_each_write_one_row_without_what_the_user_typed(app: AppContext) -> None:
    agent_id = await helper_agent(app)
    (cid,) = await seed(app, (f"my key is {SECRET}", "noted"), agent_id=agent_id)
    service = ConversationService(app.stores)
    renamed = await service.rename(cid, f"  keys   {SECRET} ")
    assert renamed.title == f"keys {SECRET}"
    with pytest.raises(ValidationError):
        await service.rename(cid, "   ")
    closed = await service.close(cid)
    assert closed.closed
    jobs = await ConsolidationJobStore(app.stores.db, app.stores.identity).list()
    assert [(j.agent_id, j.source_id) for j in jobs] == [(agent_id, cid)]  # queued with the close
    await service.delete(cid)
    with pytest.raises(NotFoundError):
        await service.delete(cid)
    with pytest.raises(NotFoundError):
        await service.rename(cid, "gone")
    rows = await activity(app).list(ActivityFilter(entity_type="conversation"))
    assert sorted(r.action for r in rows) == ["conversation.close", "conversation.delete", "conversation.rename"]
    assert all(r.entity_id == cid for r in rows)
    assert SECRET not in json.dumps([r.details for r in rows]) and "keys" not in json.dumps([r.details for r in rows])


async def test_export_writes_an_owner_only_file_and_never_overwrites_unasked(app: AppContext, tmp_path: Path) -> None:
    (cid,) = await seed(app, ("Export me", "Here is `code`."))
    service = ConversationService(app.stores)
    markdown = await service.export(cid, "md")
    assert markdown.endswith("\n") and "Export me" in markdown and "`code`" in markdown
    document = json.loads(await service.export(cid, "json"))
    assert document["conversation"]["id"] == cid and len(document["messages"]) == 2
    target = tmp_path / "chat.md"
    assert await service.export_to(cid, "md", target) == target
    written = target.read_text(encoding="utf-8")
    assert written.startswith("# Export me\n") and written.endswith("Here is `code`.\n")  # stamped when written
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    target.write_text("keep me", encoding="utf-8")
    with pytest.raises(ExportError, match="already exists"):
        await service.export_to(cid, "json", target)
    assert target.read_text(encoding="utf-8") == "keep me"
    target.chmod(0o644)
    umask = os.umask(0o022)
    try:
        await service.export_to(cid, "json", target, replace=True)  # the save dialog asked already
    finally:
        os.umask(umask)
    assert json.loads(target.read_text(encoding="utf-8"))["conversation"]["id"] == cid
    assert stat.S_IMODE(target.stat().st_mode) == 0o600 and not list(tmp_path.glob(".*partial"))
    with pytest.raises(ExportError, match="Could not write"):
        await service.export_to(cid, "md", tmp_path / "missing" / "x.md")
    with pytest.raises(ValidationError):
        await service.export(cid, "pdf")  # type: ignore[arg-type]


async def test_threads_pages_and_branches(app: AppContext) -> None:
    conversations = store(app)
    first = await conversations.add_user_message("question 0")
    cid = first.conversation_id
    answer = await conversations.add_assistant_message(cid, content="answer 0")
    for n in range(1, 5):
        await conversations.add_user_message(f"question {n}", conversation_id=cid)
        await conversations.add_assistant_message(cid, content=f"answer {n}")
    service = ConversationService(app.stores)
    tail = await service.thread_tail(cid, 4)
    assert [m.text for m in tail.messages] == ["question 3", "answer 3", "question 4", "answer 4"] and tail.has_more
    above = await service.thread_before(tail.messages[0].id, 100)
    assert len(above.messages) == 6 and not above.has_more
    assert (await service.message(answer.id)).text == "answer 0"
    retry = await conversations.regenerate(answer.id)
    await conversations.finish_assistant(retry.id, content="another answer 0")
    siblings = await service.siblings_many([answer.id])
    assert siblings[answer.id].ids == (answer.id, retry.id)
    thread = await service.switch_branch(answer.id)
    assert [m.text for m in thread][-1] == "answer 4"
    assert [m.text for m in await service.active_thread(cid)] == [m.text for m in thread]


async def test_subtasks_of_a_conversation_and_their_own_threads(app: AppContext) -> None:
    (cid,) = await seed(app, ("Ask the cook", "asking"))
    thread = await store(app).active_thread(cid)
    child = await store(app).add_user_message("Make a soup")
    tasks = SubagentTaskStore(app.stores.db, app.stores.identity)
    kept = await tasks.create(NewSubagentTask(
        "helper", "soup", "make a soup", conversation_id=cid, parent_message_id=thread[-1].id,
        metadata={"child_conversation_id": child.conversation_id},
    ))
    lost = await tasks.create(NewSubagentTask("helper", "bread", "bake", conversation_id=cid, parent_message_id=thread[-1].id))
    service = ConversationService(app.stores)
    assert [t.id for t in await service.subtasks(cid)] == [kept.id, lost.id]
    assert await service.subtasks(child.conversation_id) == []
    own = await service.subtask_thread(await service.subtask(kept.id))
    assert own is not None and [m.text for m in own] == ["Make a soup"]
    assert await service.subtask_thread(lost) is None  # no conversation was kept
    await service.delete(child.conversation_id)
    assert await service.subtask_thread(kept) is None  # removed since (retention cleanup)
    with pytest.raises(NotFoundError, match="no longer exists"):
        await service.subtask("0193a5b0-7000-7000-8000-00000000abcd")


async def test_reads_work_on_a_read_only_database(app: AppContext, isolated_home: Path) -> None:
    """`goclaw-lite conversations list/show/export` open the database read-only (the window may be open)."""
    from goclaw_lite.app.context import KeyPolicy, open_app
    from goclaw_lite.config import resolve_paths

    (cid,) = await seed(app, ("Read me", "ok"))
    reader = await open_app(resolve_paths(), program="test", key_policy=KeyPolicy.REQUIRED, read_only=True)
    try:
        service = ConversationService(reader.stores)
        assert [s.id for s in await service.list()] == [cid]
        assert (await service.show(cid[:12])).conversation.id == cid
        assert "Read me" in await service.export(cid, "md")
    finally:
        await reader.close()
