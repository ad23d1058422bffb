"""A job's subtasks run under the job's rules: a tool that needs approval is refused unless the job
pre-approved it, so nothing waits for an approval nobody can give. Real run loops, a real MCP server,
the fake model server."""

from __future__ import annotations

import json

from goclaw_lite.agent.tools.delegation_tools import SPAWN_SWITCH
from goclaw_lite.model.traces import TraceFilter
from goclaw_lite.store.chat.subagent_tasks import SubagentTaskStore
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.mcp_servers import FAULT_SERVER, PYTHON
from tests.unit.scheduling.conftest import JobsWorld


async def test_a_subtask_of_a_job_refuses_what_the_job_did_not_pre_approve(world: JobsWorld) -> None:
    helper = await world.chat.agents.get_by_key("helper")
    await world.chat.agents.update(helper.id, tools_config={SPAWN_SWITCH: True},
                                   tool_policy={"spawn": "allow", "current_time": "ask", "fault__echo": "ask"})
    service = world.jobs._chat()
    await service.mcp.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
    await service.mcp.grant("fault", "helper")
    await world.add("nightly", pre_approved=("spawn", "current_time"), timeout_s=60)
    world.chat.server.script_openai(
        StreamResponse(openai_tool_stream([("p1", "spawn", json.dumps({"task": "Check the clock and echo."}))])),
        StreamResponse(openai_tool_stream([("k1", "current_time", '{"timezone": "UTC"}'),
                                           ("k2", "fault__echo", '{"text": "hello"}')])),
        StreamResponse(openai_text_stream("The child is done.")),
        StreamResponse(openai_text_stream("Report done.")),
    )
    world.clock.advance(hours=1)
    [ran] = await world.jobs.run_due()
    assert (ran.outcome.status, ran.outcome.error) == ("ok", None)  # not stopped at the time limit
    requests = world.chat.server.requests_to(OPENAI_PATH)
    child_tools = {t["function"]["name"] for t in requests[1].body.get("tools", [])}
    assert "current_time" in child_tools  # pre-approved by the job: offered to its subtask
    results = {m["tool_call_id"]: m["content"] for m in requests[2].body["messages"] if m["role"] == "tool"}
    assert json.loads(results["k1"])["timezone"] == "UTC"  # ran without asking
    assert "needs approval and nobody is there" in results["k2"]  # refused, not waiting
    [task] = await SubagentTaskStore(world.chat.app.stores.db, world.chat.app.stores.identity).list_by_parent("helper")
    assert task.status == "completed"
    [root] = await service.traces.list_traces(TraceFilter(roots_only=True))
    detail = await service.traces.get(root.id)
    assert detail is not None and root.name == "job nightly"
    assert [c.name for c in detail.children] == ["subagent helper"]
