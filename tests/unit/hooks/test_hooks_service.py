"""HooksService (what the CLI and the Hooks page share) on a real SQLite database: hooks named
by a prefix, agents by key, one activity row per change, a test run audited like any run."""

from __future__ import annotations

import sys

import pytest

from goclaw_lite.app.hooks import HookDraft, HooksService, sample_tool
from goclaw_lite.errors import NotConfiguredError, ValidationError
from goclaw_lite.store import Stores
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.activity import ActivityFilter
from tests.unit.hooks.conftest import HookEnv


async def _service(env: HookEnv) -> tuple[HooksService, Stores]:
    stores = Stores.build(env.db, await MetaStore(env.db).identity(), None)
    return HooksService(stores), stores


async def test_changes_by_prefix_with_agent_keys_and_one_activity_row_each(env: HookEnv) -> None:
    service, stores = await _service(env)
    agents = AgentStore(stores.db, stores.identity)
    boss = await agents.create("boss", provider="p", model="m")
    with pytest.raises(NotConfiguredError):
        await service.agent_ids(["nobody"])
    hook = await service.add(
        HookDraft(event="before_tool", handler_type="builtin", builtin="block", reason="not today", matcher="exec",
                  agent_ids=await service.agent_ids(["boss"]), priority=3, enabled=False),
        source="api",
    )
    assert (hook.agent_ids, hook.priority, hook.enabled, hook.config) == ((boss.id,), 3, False,
                                                                         {"builtin": "block", "reason": "not today"})
    prefix = hook.id[:8]
    assert (await service.find(prefix)).id == hook.id
    with pytest.raises(ValidationError, match="6 characters"):
        await service.find(hook.id[:3])
    assert (await service.set_enabled(prefix, True)).enabled
    listing = await service.list(event="before_tool", agent_key="boss")
    assert [h.id for h in listing.hooks] == [hook.id] and listing.agent_keys == {boss.id: "boss"}
    assert (await service.list(event="after_run")).hooks == ()

    result = await service.test(prefix)  # the matcher names the tool the sample event carries
    assert result.outcome.decision == "block" and result.sent["tool"]["name"] == "exec"
    assert [r.decision for r in await service.runs(prefix)] == ["block"]
    with pytest.raises(ValidationError):
        await service.runs(limit=0)

    with pytest.raises(ValidationError, match="add a new hook"):
        await service.edit(prefix, HookDraft(event="before_tool", handler_type="command", argv=(sys.executable,)))
    assert (await service.delete(prefix)).id == hook.id
    assert (await service.load()).rows == ()
    logged = {r.action: r.details for r in await env.activity.list(ActivityFilter())}
    assert logged["hook.add"]["agents"] == ["boss"]
    assert logged["hook.remove"] == {"hook": "builtin:block", "event": "before_tool"}  # named: it outlives the hook
    assert sorted(r.action for r in await env.activity.list(ActivityFilter()) if r.action.startswith("hook.")) == [
        "hook.add", "hook.remove", "hook.run", "hook.update"]


async def test_a_refused_hook_writes_nothing(env: HookEnv) -> None:
    service, _stores = await _service(env)
    with pytest.raises(ValidationError):
        await service.add(HookDraft(event="after_run", handler_type="command", argv=()))
    with pytest.raises(ValidationError):
        await service.add(HookDraft(event="never", handler_type="builtin", builtin="log"))
    assert (await service.load()).rows == () and await env.activity.list(ActivityFilter()) == []


def test_sample_tool_is_the_first_literal_name() -> None:
    assert sample_tool("kg_* | web_fetch") == "web_fetch" and sample_tool("") == "exec"
