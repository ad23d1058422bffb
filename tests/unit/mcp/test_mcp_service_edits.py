"""What the window and `mcp set` need of the service: edits that keep sealed values they never
showed, recent calls from the activity rows, and a change made by one service (the MCP page)
reaching the connection another one (the chat's) keeps running."""

from __future__ import annotations

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.mcp.service import McpService
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.mcp import McpStore
from tests.support.mcp_servers import FAULT_SERVER, PYTHON

pytestmark = pytest.mark.slow
SECRET = "edit-secret-5e4d3c2b1a"


def store(app: AppContext) -> McpStore:
    return McpStore(app.stores.db, app.stores.identity, app.stores.cipher)


async def test_a_value_left_out_is_kept_and_a_typed_one_replaces_it(app: AppContext) -> None:
    service = McpService.from_stores(app.stores)
    await service.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"],
                      env={"FAULT_SECRET": SECRET, "OTHER": "o"})
    await service.update("fault", env={"FAULT_SECRET": None, "NEW": "n"})  # OTHER dropped, FAULT_SECRET kept
    assert (await store(app).launch("fault")).env == {"FAULT_SECRET": SECRET, "NEW": "n"}
    await service.update("fault", env={"FAULT_SECRET": "replaced", "NEW": None}, timeout_sec=5)
    launch = await store(app).launch("fault")
    assert launch.env == {"FAULT_SECRET": "replaced", "NEW": "n"} and launch.server.timeout_sec == 5
    changed = await service.update("fault", transport="streamable-http", url="http://127.0.0.1:9/mcp", command="", args=[])
    assert (changed.transport, changed.target) == ("streamable-http", "http://127.0.0.1:9/mcp")
    with pytest.raises(Exception, match="not supported"):
        await service.update("fault", transport="carrier-pigeon")


async def test_recent_calls_come_from_the_activity_rows_newest_first(app: AppContext) -> None:
    agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="p", model="m")
    service = McpService.from_stores(app.stores)
    try:
        await service.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
        await service.add("other", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
        assert (await service.call("fault", "echo", {"text": SECRET}, agent_id=agent.id)).ok
        assert not (await service.call("fault", "fail", {})).ok
    finally:
        await service.manager.shutdown()
    calls = await service.recent_calls("fault")
    assert [(c.tool, c.ok, c.agent) for c in calls] == [("fail", False, ""), ("echo", True, "helper")]
    assert all(c.duration_ms is not None and c.duration_ms >= 0 for c in calls) and calls[0].server == "fault"
    assert SECRET not in repr(calls)  # never the arguments
    assert await service.recent_calls("other") == [] and len(await service.recent_calls()) == 2


async def test_an_edit_through_another_service_restarts_the_running_server(app: AppContext) -> None:
    agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="p", model="m")
    chat, page = McpService.from_stores(app.stores), McpService.from_stores(app.stores)
    try:
        await page.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
        await page.grant("fault", agent.agent_key)
        offered, _ = await chat.offered_tools(agent.id)
        assert offered and chat.manager.starts["fault"] == 1
        await chat.offered_tools(agent.id)
        assert chat.manager.starts["fault"] == 1  # unchanged: reused
        await page.update("fault", tool_prefix="faulty")
        offered, _ = await chat.offered_tools(agent.id)
        assert chat.manager.starts["fault"] == 2 and offered[0].spec.name.startswith("faulty__")
    finally:
        await chat.manager.shutdown()
        await page.manager.shutdown()


async def test_every_change_leaves_an_activity_row_without_a_secret(app: AppContext) -> None:
    import json

    from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore

    await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="p", model="m")
    service = McpService.from_stores(app.stores)
    await service.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"], env={"FAULT_SECRET": SECRET})
    await service.update("fault", env={"FAULT_SECRET": "second-" + SECRET}, timeout_sec=9)
    await service.grant("fault", "helper", deny=["die"], overrides={"timeout_sec": 4})
    await service.revoke("fault", "helper")
    await service.remove("fault")
    rows = await ActivityStore(app.stores.db, app.stores.identity).list(ActivityFilter(entity_type="mcp_server"))
    assert sorted(r.action for r in rows) == sorted(["mcp.server_added", "mcp.server_changed", "mcp.granted", "mcp.revoked",
                                                     "mcp.server_removed"])
    added = next(r for r in rows if r.action == "mcp.server_added")
    assert added.details["env"] == ["FAULT_SECRET"]  # the name, never the value
    assert next(r for r in rows if r.action == "mcp.granted").details["overrides"] == {"timeout_sec": 4}
    assert SECRET not in json.dumps([r.details for r in rows])
