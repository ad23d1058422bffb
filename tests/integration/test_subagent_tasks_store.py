"""SubagentTaskStore on SQLite and PostgreSQL (through `backend_db`): create (idempotent on
id), listing by message and conversation, progress, one final state, metadata merge, cancel."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.ids import uuid7
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.chat.subagent_tasks import NewSubagentTask, SubagentTaskStore
from goclaw_lite.store.definitions.agents import AgentStore
from tests.integration.conftest import BackendDb


@pytest.fixture
def tasks(backend_db: BackendDb) -> SubagentTaskStore:
    return SubagentTaskStore(backend_db.db, backend_db.identity)


@pytest.fixture
async def origin(backend_db: BackendDb) -> tuple[str, str, str]:
    """(agent id, conversation id, assistant message id) of a real parent turn."""
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="local", model="m")
    chats = ConversationStore(backend_db.db, backend_db.identity)
    user = await chats.add_user_message("plan the trip", agent_id=agent.id)
    reply = await chats.add_assistant_message(user.conversation_id, content="spawning", parent_id=user.id)
    return agent.id, user.conversation_id, reply.id


def new(origin: tuple[str, str, str], subject: str = "find trains", **kw: object) -> NewSubagentTask:
    agent_id, conversation_id, message_id = origin
    return NewSubagentTask(
        parent_agent_key="helper", subject=subject, description=f"{subject}, please", spawned_by=agent_id,
        conversation_id=conversation_id, parent_message_id=message_id, session_key=conversation_id,
        origin_channel="desktop", origin_chat_id=conversation_id, origin_peer_kind="direct", origin_user_id="me",
        **kw,  # type: ignore[arg-type]
    )


async def test_create_get_and_list(tasks: SubagentTaskStore, origin: tuple[str, str, str]) -> None:
    first = await tasks.create(new(origin, depth=1, model="fake-small", provider="local", metadata={"kind": "spawn"}))
    second = await tasks.create(new(origin, "find hotels", depth=2))
    assert (first.status, first.depth, first.iterations, first.input_tokens, first.result) == ("running", 1, 0, 0, None)
    assert (first.spawned_by, first.conversation_id, first.parent_message_id) == origin
    assert (first.origin_channel, first.origin_peer_kind, first.origin_user_id) == ("desktop", "direct", "me")
    assert first.metadata == {"kind": "spawn"} and (first.model, first.provider) == ("fake-small", "local")
    assert await tasks.get(first.id) == first
    assert await tasks.get(uuid7()) is None and await tasks.get("nope") is None
    assert [t.id for t in await tasks.list_by_message(origin[2])] == [first.id, second.id]
    assert [t.id for t in await tasks.list_by_conversation(origin[1])] == [first.id, second.id]
    assert [t.subject for t in await tasks.list_by_parent("helper")] == ["find trains", "find hotels"]
    assert await tasks.list_by_message(uuid7()) == []


async def test_create_with_a_known_id_is_idempotent(tasks: SubagentTaskStore, origin: tuple[str, str, str]) -> None:
    task_id = uuid7()
    first = await tasks.create(new(origin, id=task_id))
    again = await tasks.create(new(origin, "something else", id=task_id))
    assert again == first and len(await tasks.list_by_message(origin[2])) == 1


async def test_bad_tasks_are_refused(tasks: SubagentTaskStore, origin: tuple[str, str, str]) -> None:
    with pytest.raises(ValidationError):
        await tasks.create(new(origin, "   "))
    with pytest.raises(ValidationError):
        await tasks.create(new(origin, depth=0))
    with pytest.raises(ValidationError):
        await tasks.create(new(origin, id="not-a-uuid"))
    assert await tasks.list_by_conversation(origin[1]) == []


async def test_progress_then_one_final_state(tasks: SubagentTaskStore, origin: tuple[str, str, str]) -> None:
    task = await tasks.create(new(origin))
    assert await tasks.update_progress(task.id, iterations=1, input_tokens=30, output_tokens=12)
    assert await tasks.finish(task.id, "completed", result="Take the 9:10.", iterations=2, input_tokens=55, output_tokens=20)
    done = await tasks.get(task.id)
    assert done is not None and done.finished and done.completed_at
    assert (done.status, done.result, done.iterations, done.input_tokens, done.output_tokens) == (
        "completed", "Take the 9:10.", 2, 55, 20
    )
    # a finished task never changes state or counts again
    assert not await tasks.cancel(task.id)
    assert not await tasks.update_progress(task.id, iterations=9)
    assert await tasks.get(task.id) == done
    with pytest.raises(ValidationError):
        await tasks.finish(task.id, "running")
    with pytest.raises(ValidationError):
        await tasks.update_progress(task.id, input_tokens=-1)


async def test_cancel_wins_over_a_late_result(tasks: SubagentTaskStore, origin: tuple[str, str, str]) -> None:
    task = await tasks.create(new(origin))
    assert await tasks.cancel(task.id, reason="stopped by the user")
    assert not await tasks.finish(task.id, "completed", result="late")
    got = await tasks.get(task.id)
    assert got is not None and (got.status, got.result) == ("cancelled", "stopped by the user")
    assert [t.id for t in await tasks.list_by_conversation(origin[1], status="cancelled")] == [task.id]
    assert await tasks.list_by_conversation(origin[1], status="running") == []


async def test_metadata_is_merged_key_by_key(tasks: SubagentTaskStore, origin: tuple[str, str, str]) -> None:
    task = await tasks.create(new(origin, metadata={"kind": "spawn", "limits": {"tokens": 100}}))
    assert await tasks.update_metadata(task.id, {"child_conversation_id": "c1", "ratio": 0.5})
    assert await tasks.update_metadata(task.id, {"limits": {"tokens": 200}, "note": "Đà Nẵng \"quoted\"", "ok": True})
    got = await tasks.get(task.id)
    assert got is not None and got.metadata == {
        "kind": "spawn", "limits": {"tokens": 200}, "child_conversation_id": "c1", "ratio": 0.5,
        "note": "Đà Nẵng \"quoted\"", "ok": True,
    }
    with pytest.raises(ValidationError):
        await tasks.update_metadata(task.id, {"bad key'": 1})
    assert not await tasks.update_metadata(uuid7(), {"a": 1})


async def test_fail_running_marks_only_running_tasks(tasks: SubagentTaskStore, origin: tuple[str, str, str]) -> None:
    done = await tasks.create(new(origin))
    await tasks.finish(done.id, "completed", result="ok")
    left = await tasks.create(new(origin, "left running"))
    assert await tasks.fail_running("the app stopped while it ran") == 1
    got = await tasks.get(left.id)
    assert got is not None and (got.status, got.result) == ("failed", "the app stopped while it ran")
    assert (await tasks.get(done.id)).status == "completed"  # type: ignore[union-attr]


async def test_deleting_the_conversation_keeps_the_task(
    backend_db: BackendDb, tasks: SubagentTaskStore, origin: tuple[str, str, str]
) -> None:
    task = await tasks.create(new(origin))
    await ConversationStore(backend_db.db, backend_db.identity).delete(origin[1])
    got = await tasks.get(task.id)
    assert got is not None and got.conversation_id is None
