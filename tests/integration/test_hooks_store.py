"""HookStore on SQLite and PostgreSQL: CRUD with versions, agent attachment and resolution,
the builtin guard, and the execution audit with dedup."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.hooks import HookStore
from tests.integration.conftest import BackendDb

ECHO = {"argv": ["echo", "hi"]}


@pytest.fixture
def store(backend_db: BackendDb) -> HookStore:
    return HookStore(backend_db.db, backend_db.identity)


async def test_crud_versions_and_fields(store: HookStore) -> None:
    hook = await store.create("before_tool", "command", ECHO, matcher=" exec|kg_* ", timeout_ms=1500, name="Audit")
    assert (hook.version, hook.scope, hook.enabled, hook.matcher, hook.timeout_ms) == (1, "global", True, "exec|kg_*", 1500)
    assert hook.argv == ("echo", "hi") and hook.label == "Audit" and hook.on_timeout == "allow"
    assert await store.get(hook.id) == hook
    changed = await store.update(hook.id, enabled=False, priority=5, config={"argv": ["true"]}, name="")
    assert (changed.version, changed.enabled, changed.priority, changed.argv, changed.name) == (2, False, 5, ("true",), "")
    assert changed.label == "true"
    with pytest.raises(ValidationError, match="version"):
        await store.update(hook.id, version=9)
    await store.delete(hook.id)
    assert await store.get(hook.id) is None and await store.get("not-a-uuid") is None
    with pytest.raises(NotFoundError):
        await store.delete(hook.id)


async def test_validation_refuses_what_could_not_run(store: HookStore) -> None:
    for event, handler, config in (
        ("on_save", "command", ECHO),
        ("after_run", "http", ECHO),
        ("after_run", "command", {"argv": "echo hi"}),
        ("after_run", "command", {"argv": []}),
        ("after_run", "builtin", {}),
    ):
        with pytest.raises(ValidationError):
            await store.create(event, handler, config)
    with pytest.raises(ValidationError):
        await store.create("after_run", "command", ECHO, timeout_ms=0)
    assert await store.list() == []


async def test_agent_attachment_and_resolution_order(store: HookStore, backend_db: BackendDb) -> None:
    agents = AgentStore(backend_db.db, backend_db.identity)
    helper = await agents.create("helper", provider="p", model="m")
    coder = await agents.create("coder", provider="p", model="m")
    low = await store.create("before_tool", "command", ECHO, name="global-low")
    high = await store.create("before_tool", "builtin", {"builtin": "log"}, priority=10, name="global-high")
    mine = await store.create("before_tool", "command", ECHO, agent_ids=[helper.id], name="helper-only")
    off = await store.create("before_tool", "command", ECHO, enabled=False, name="off")
    await store.create("after_tool", "command", ECHO, name="other-event")
    assert mine.scope == "agent" and mine.agent_ids == (helper.id,)
    assert [h.name for h in await store.resolve("before_tool", helper.id)] == ["global-high", "global-low", "helper-only"]
    assert [h.name for h in await store.resolve("before_tool", coder.id)] == ["global-high", "global-low"]
    assert [h.name for h in await store.resolve("before_tool", None)] == ["global-high", "global-low"]
    assert [h.name for h in await store.list(agent_id=helper.id)] == ["helper-only"]
    assert [h.name for h in await store.list(enabled=False)] == ["off"]
    assert len(await store.list(event="before_tool")) == 4
    moved = await store.update(mine.id, agent_ids=[coder.id])
    assert moved.agent_ids == (coder.id,) and moved.version == 2
    assert [h.name for h in await store.resolve("before_tool", coder.id)] == ["global-high", "global-low", "helper-only"]
    with pytest.raises(NotFoundError):
        await store.create("after_run", "command", ECHO, agent_ids=["0193a5b0-0000-7000-8000-00000000dead"])
    await agents.delete("coder")  # the attachment goes with the agent; the hook stays, for nobody
    orphan = await store.require(mine.id)
    assert orphan.agent_ids == () and orphan.scope == "agent"
    assert [h.id for h in await store.resolve("before_tool", helper.id)] == [high.id, low.id]
    assert (await store.update(mine.id, agent_ids=[])).scope == "global"
    assert [h.id for h in await store.resolve("before_tool", helper.id)] == [high.id, low.id, mine.id]
    assert off.id not in {h.id for h in await store.resolve("before_tool", None)}


async def test_builtin_source_may_only_be_switched(store: HookStore) -> None:
    seeded = await store.create("after_run", "builtin", {"builtin": "log"}, source="builtin",
                                hook_id="0193a5b0-7000-7000-8000-0000000000aa")
    assert seeded.id == "0193a5b0-7000-7000-8000-0000000000aa"
    assert (await store.update(seeded.id, enabled=False)).enabled is False
    with pytest.raises(ValidationError):
        await store.update(seeded.id, matcher="x")
    with pytest.raises(ValidationError):
        await store.delete(seeded.id)


async def test_executions_are_audited_once_and_outlive_their_hook(store: HookStore) -> None:
    hook = await store.create("after_run", "command", ECHO)
    first = await store.record_execution(hook_id=hook.id, event="after_run", decision="allow", duration_ms=12,
                                         output="hi", dedup_key="run-1", metadata={"exit_code": 0})
    again = await store.record_execution(hook_id=hook.id, event="after_run", decision="error", duration_ms=1,
                                         dedup_key="run-1")
    await store.record_execution(hook_id=hook.id, event="after_run", decision="timeout", duration_ms=5000,
                                 error="killed after 5000 ms")
    assert first is not None and again is None
    runs = await store.executions(hook_id=hook.id)
    assert sorted(r.decision for r in runs) == ["allow", "timeout"]
    allowed = next(r for r in runs if r.decision == "allow")
    assert (allowed.output, allowed.duration_ms, allowed.metadata) == ("hi", 12, {"exit_code": 0})
    await store.delete(hook.id)
    orphans = await store.executions()
    assert len(orphans) == 2 and all(r.hook_id is None for r in orphans)
