"""A tool's binary-looking output and a model's NUL reach the store, and the model, as text
every backend holds: NUL and unpaired surrogates replaced, with a note saying so."""

from __future__ import annotations

from typing import Any, ClassVar

from goclaw_lite.agent.tools import ToolContext, ToolRegistry, ToolResult
from goclaw_lite.model.chat import MessageRole
from goclaw_lite.store.backend.storable import note
from tests.support.fake_llm import StreamResponse, openai_text_stream, openai_tool_stream
from tests.unit.agent.conftest import ChatWorld, collect


class ReadFileTool:
    """Reads what a real tool may return: a zip header, NUL bytes decoded as text."""

    name = "read_file"
    description = "Read a file."
    parameters: ClassVar[dict[str, Any]] = {"type": "object", "properties": {"path": {"type": "string"}}}
    default_policy = "allow"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        return ToolResult(True, "PK\x03\x04\x00\x00 " + "\ud800" + str(args.get("path")))


async def test_tool_output_and_answer_with_nul_are_stored_cleaned_with_a_note(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_1", "read_file", '{"path": "a.zip"}')])),
        StreamResponse(openai_text_stream("It is a zip \u0000 archive.")),
    )
    service = chat.service(registry=ToolRegistry([ReadFileTool()]))
    run = await service.send("What is a.zip?")
    events = await collect(run)
    assert events[-1].state == "complete"
    thread = await service.conversations.active_thread(run.conversation_id)
    tool, answer = thread[2], thread[3]
    assert tool.role is MessageRole.TOOL
    assert tool.content == "PK\x03\x04\ufffd\ufffd \ufffda.zip" + note(3)
    assert answer.content is not None and answer.content.startswith("It is a zip \ufffd archive.") and answer.content.endswith(note(1))
    second = chat.server.exchanges[1].body["messages"]
    assert second[-1] == {"role": "tool", "tool_call_id": "call_1", "content": tool.content}
