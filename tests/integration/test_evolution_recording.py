"""The chat records evolution metrics: the real run loop (fake LLM over HTTP) and ChatService.feedback."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from goclaw_lite.agent.tools import ToolContext, ToolRegistry, ToolResult
from goclaw_lite.agent.tools.current_time import CurrentTimeTool
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.evolution import FeedbackStats
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore
from tests.support.fake_llm import StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.fixtures import fake_llm, fake_llm_factory  # noqa: F401
from tests.unit.agent.conftest import ChatWorld, chat, collect  # noqa: F401


class Broken:
    name = "broken"
    description = "always fails"
    parameters: Mapping[str, Any] = {"type": "object", "properties": {}}
    default_policy = "allow"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        return ToolResult.error("it broke")


async def test_tool_calls_and_feedback_become_metrics(chat: ChatWorld) -> None:  # noqa: F811
    agent = await chat.agent(tool_policy={"current_time": "deny"})
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "broken", "{}"), ("c2", "broken", "{}"), ("c3", "current_time", "{}")])),
        StreamResponse(openai_text_stream("done")),
    )
    service = chat.service(registry=ToolRegistry([CurrentTimeTool(), Broken()]))
    run = await service.send("try")
    await collect(run)
    assert run.final is not None and run.final.state == "complete"
    metrics = EvolutionMetricsStore(chat.app.stores.db, chat.app.stores.identity)
    stats = await metrics.aggregate_tools(agent.id)
    assert [(s.tool, s.calls, s.success_rate) for s in stats] == [("broken", 2, 0.0)]  # the denied call is not counted
    rows = await metrics.query(agent.id, "tool")
    assert {r.session_key for r in rows} == {run.conversation_id}

    answer = run.final.final_message_id
    assert answer is not None
    await service.feedback(answer, 1)
    await service.feedback(answer, -1)  # changed mind: the later vote counts
    assert await metrics.aggregate_feedback(agent.id) == FeedbackStats(up=0, down=1)
    with pytest.raises(ValidationError):
        await service.feedback(answer, 0)
