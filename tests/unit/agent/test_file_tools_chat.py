"""A scripted model (the fake OpenAI server) reads, edits and writes files in its workspace.

Reads run without asking, edits and writes wait for the user's approval; the results the
model reads back are the real ones, secrets in a file are scrubbed, every write is recorded
and can be undone; switched-off tools (for every agent, or for one) are not offered.
"""

from __future__ import annotations

import json
from typing import Any

from goclaw_lite.app.agents import AgentChanges, AgentsAdmin
from goclaw_lite.app.builtin_tools import BuiltinToolsService
from goclaw_lite.app.workspace import WorkspaceService
from goclaw_lite.config import resolve_paths
from goclaw_lite.model.chat_api import ToolApprovalNeeded, ToolCallFinished, ToolCallRequested
from goclaw_lite.security.redact import register_secret, unregister_secret
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.unit.agent.conftest import ChatWorld

SECRET = "sk-filetool-4f9a2b7c1d"


async def _run(service: Any, text: str, answers: list[bool] | None = None, **kwargs: Any) -> list[Any]:
    run = await service.send(text, **kwargs)
    events, answers = [], list(answers or [])
    async for event in run.events():
        events.append(event)
        if isinstance(event, ToolApprovalNeeded):
            assert answers, f"unexpected approval for {event.name}"
            service.resolve_approval(event.call_id, answers.pop(0))
    return events


async def test_reads_edits_and_writes_with_approvals_then_undo(chat: ChatWorld) -> None:
    agent = await chat.agent()
    folder = resolve_paths().data_dir / "workspaces" / agent.agent_key
    folder.mkdir(parents=True)
    (folder / "todo.md").write_text(f"# Todo\n- buy milk\n- token {SECRET}\n")
    register_secret("FILE_TOOL_TEST", SECRET)
    service = chat.service()
    edit = {"path": "todo.md", "old_text": "- buy milk", "new_text": "- buy oat milk"}
    write = {"path": "notes/summary.md", "content": "Milk: oat.\n"}
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "read_file", json.dumps({"path": "todo.md"}))])),
        StreamResponse(openai_tool_stream([("c2", "edit_file", json.dumps(edit))])),
        StreamResponse(openai_tool_stream([("c3", "write_file", json.dumps(write))])),
        StreamResponse(openai_text_stream("Done: oat milk, and a summary.")),
    )
    try:
        events = await _run(service, "Change milk to oat milk and write a summary", [True, True])
    finally:
        unregister_secret("FILE_TOOL_TEST")
    decisions = [(e.name, e.decision) for e in events if isinstance(e, ToolCallRequested)]
    assert decisions == [("read_file", "allow"), ("edit_file", "ask"), ("write_file", "ask")]
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert all(e.ok for e in finished), [e.content for e in finished]
    read, edited, written = finished
    assert "todo.md (lines 1-3 of 3)" in read.content and SECRET not in read.content and "REDACTED" in read.content
    assert read.card == {"kind": "read", "path": "todo.md", "first_line": 1, "last_line": 3, "total_lines": 3}
    assert "-- buy milk" in edited.content and "+- buy oat milk" in edited.content
    assert edited.card["kind"] == "edit" and edited.card["first_line"] == 2 and edited.card["change_id"]
    assert written.card["created"] is True
    assert (folder / "todo.md").read_text() == f"# Todo\n- buy oat milk\n- token {SECRET}\n"
    assert (folder / "notes" / "summary.md").read_text() == "Milk: oat.\n"
    second = chat.server.requests_to(OPENAI_PATH)[1].body["messages"]
    assert any(m["role"] == "tool" and "buy milk" in m["content"] and SECRET not in m["content"] for m in second)
    offered = {t["function"]["name"] for t in chat.server.requests_to(OPENAI_PATH)[0].body["tools"]}
    assert {"read_file", "write_file", "edit_file", "list_dir", "glob", "grep"} <= offered

    workspace = WorkspaceService(chat.app.stores, resolve_paths().data_dir)
    history = await workspace.history(agent.agent_key)
    assert [c.tool for c in history] == ["write_file", "edit_file"]
    stored = await service.conversations.get_message(edited.tool_message_id)
    assert stored.metadata["card"]["change_id"] == edited.card["change_id"]
    undone = await workspace.undo(str(edited.card["change_id"]), tool_message_id=edited.tool_message_id)
    assert undone.undone and (folder / "todo.md").read_text().startswith("# Todo\n- buy milk\n")
    assert (await service.conversations.get_message(edited.tool_message_id)).metadata["card"]["undone"] is True
    await workspace.undo(str(written.card["change_id"]))
    assert not (folder / "notes" / "summary.md").exists()


async def test_a_denied_write_changes_nothing_and_hostile_paths_are_told(chat: ChatWorld) -> None:
    await chat.agent()
    service = chat.service()
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "write_file", json.dumps({"path": "a.txt", "content": "x"}))])),
        StreamResponse(openai_tool_stream([("c2", "read_file", json.dumps({"path": "../../etc/passwd"}))])),
        StreamResponse(openai_tool_stream([("c3", "read_file", json.dumps({"path": "/etc/passwd"}))])),
        StreamResponse(openai_text_stream("Understood.")),
    )
    events = await _run(service, "try", [False])
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert finished[0].denied and not (resolve_paths().data_dir / "workspaces" / "helper" / "a.txt").exists()
    assert "'..' is not allowed" in finished[1].content
    assert "outside the workspace" in finished[2].content and "root:" not in finished[2].content


async def test_tools_switched_off_globally_or_per_agent_are_not_offered(chat: ChatWorld) -> None:
    agent = await chat.agent()
    admin = AgentsAdmin(chat.app.stores)
    await admin.update(agent.agent_key, AgentChanges(tools_off=frozenset({"grep"})))
    await BuiltinToolsService(chat.app.stores).set_enabled("write_file", False)
    service = chat.service()
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "write_file", json.dumps({"path": "a.txt", "content": "x"}))])),
        StreamResponse(openai_text_stream("ok")),
    )
    events = await _run(service, "write")
    offered = {t["function"]["name"] for t in chat.server.requests_to(OPENAI_PATH)[0].body["tools"]}
    assert "write_file" not in offered and "grep" not in offered and "read_file" in offered
    requested = [e for e in events if isinstance(e, ToolCallRequested)]
    assert requested[0].decision == "deny"
    assert (await admin.get(agent.agent_key)).tools_config == {"deny": ["grep"]}
