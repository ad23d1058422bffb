"""Progress notifications of a long MCP tool call reach the chat as ToolProgress events
(against the real server-everything and its long-running operation)."""

from __future__ import annotations

import pytest

from goclaw_lite.model.chat_api import ToolApprovalNeeded, ToolCallFinished, ToolProgress
from tests.conftest import skip_or_fail
from tests.support.fake_llm import StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.mcp_servers import npm_server
from tests.unit.agent.conftest import ChatWorld

pytestmark = pytest.mark.slow

LONG_TOOL = "every__trigger-long-running-operation"


async def test_progress_of_a_long_mcp_call_is_reported_step_by_step(chat: ChatWorld) -> None:
    command = npm_server("mcp-server-everything")
    if command is None:
        skip_or_fail("@modelcontextprotocol/server-everything is not installed (npm install --prefix tests/mcp_servers)")
    agent = await chat.agent(tool_policy={LONG_TOOL: "allow"})
    service = chat.service()
    await service.mcp.add("every", transport="stdio", command=command or "", args=["stdio"], timeout_sec=90)
    await service.mcp.grant("every", agent.agent_key)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_long", LONG_TOOL, '{"duration": 1, "steps": 4}')])),
        StreamResponse(openai_text_stream("Done waiting.")),
    )
    run = await service.send("Run the long operation")
    events = [event async for event in run.events()]
    assert not [e for e in events if isinstance(e, ToolApprovalNeeded)]
    progress = [e for e in events if isinstance(e, ToolProgress)]
    assert [(e.call_id, e.progress, e.total) for e in progress] == [("call_long", float(i), 4.0) for i in range(1, 5)]
    assert progress[1].text == "2 of 4"
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert finished[0].ok and "Long running operation completed" in finished[0].content
    order = [type(e).__name__ for e in events]
    assert order.index("ToolProgress") < order.index("ToolCallFinished")  # while it runs, not after
    assert events[-1].state == "complete"


def test_progress_text_reads_like_a_person_would_say_it() -> None:
    assert ToolProgress("c", 3, 5, "Indexing").text == "3 of 5 · Indexing"
    assert ToolProgress("c", 0.4, 1.0).text == "40%"
    assert ToolProgress("c", 7).text == "7"
