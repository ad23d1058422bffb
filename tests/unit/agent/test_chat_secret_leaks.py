"""Issue 25, the "secrets leak" class, through a real chat: an MCP server that knows its own
sealed value and a registered credential's token (neither of a recognisable shape) tries to
hand them to the model, the chat's screen, agent_messages, activity rows and the log.

After each run the database file itself (and its WAL) is read back as bytes: neither value
may be anywhere in it, in plain text or in base64.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.model.chat_api import ToolApprovalNeeded, ToolCallFinished, ToolProgress
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.leaks import LEAKY_SERVER, LONG, OWN, TOKEN, database_text, leaks
from tests.support.mcp_servers import PYTHON
from tests.unit.agent.conftest import ChatWorld

pytestmark = pytest.mark.slow

async def _world(chat: ChatWorld, tmp_path: Path, *tokens: str) -> Any:
    """A registered credential holding `tokens`, the leaky server granted to an agent that may run it."""
    store = SecureCLIStore(chat.app.stores.db, chat.app.stores.identity, chat.app.stores.cipher)
    await store.create("leaktool", path="/bin/true", env={f"T{i}": t for i, t in enumerate(tokens)})
    known = tmp_path / "found.txt"
    known.write_text(" ".join(tokens), encoding="utf-8")
    agent = await chat.agent(tool_policy={"*": "allow"})
    service = chat.service()
    await service.mcp.add("leaky", transport="stdio", command=PYTHON, args=[str(LEAKY_SERVER), "serve", str(known)],
                          env={"LEAK_SECRET": OWN})
    await service.mcp.grant("leaky", agent.agent_key)
    return service


async def _run(service: Any, text: str) -> list[Any]:
    run = await service.send(text)
    events = []
    async for event in run.events():
        events.append(event)
        assert not isinstance(event, ToolApprovalNeeded)
    return events


async def test_a_server_dying_mid_call_leaks_nothing(chat: ChatWorld, tmp_path: Path,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    """Case 1 and 2: the stderr tail of a crash becomes the tool error, scrubbed everywhere."""
    caplog.set_level(logging.INFO)
    service = await _world(chat, tmp_path, TOKEN)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "leaky__crash", "{}")])),
        StreamResponse(openai_text_stream("It crashed.")),
    )
    events = await _run(service, "crash it")
    crashed = next(e for e in events if isinstance(e, ToolCallFinished))
    assert not crashed.ok and "fatal: env LEAK_SECRET=" in crashed.content  # the stderr tail is still shown
    assert "[REDACTED:" in crashed.content and not leaks(crashed.content, TOKEN, OWN)  # the chat's screen
    sent = json.dumps(chat.server.requests_to(OPENAI_PATH)[1].body["messages"])
    assert "fatal: env" in sent and not leaks(sent, TOKEN, OWN)  # the model
    activity = ActivityStore(chat.app.stores.db, chat.app.stores.identity)
    rows = await activity.list(ActivityFilter(action="mcp.tool_call"))
    assert rows and "fatal" in rows[0].details["error"] and not leaks(json.dumps(rows[0].details), TOKEN, OWN)
    assert not leaks(caplog.text, TOKEN, OWN)
    await chat.app.stores.db.execute("SELECT 1")  # nothing pending
    # agent_messages, activity_logs, hook rows: the file itself
    assert not leaks(database_text(chat.app.paths.db_path), TOKEN, OWN)


async def test_everything_a_server_sends_is_scrubbed(chat: ChatWorld, tmp_path: Path,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    """Case 1 (results, descriptions, log and progress messages) and case 7 (wrapped base64)."""
    caplog.set_level(logging.INFO)
    service = await _world(chat, tmp_path, TOKEN, LONG)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "leaky__say", "{}"), ("c2", "leaky__encoded", "{}"),
                                           ("c3", "leaky__chatty", "{}")])),
        StreamResponse(openai_text_stream("Done.")),
    )
    events = await _run(service, "leak")
    said, encoded, chatty = [e for e in events if isinstance(e, ToolCallFinished)]
    assert said.ok and said.content.startswith("own=[REDACTED:")
    assert encoded.ok and encoded.content.count("[REDACTED:") >= 4  # 76- and 64-column base64, each caught
    assert chatty.ok and chatty.content == "chatted"
    progress = " ".join(e.message for e in events if isinstance(e, ToolProgress))
    assert "progress" in progress
    first = chat.server.requests_to(OPENAI_PATH)[0].body
    descriptions = json.dumps([t["function"]["description"] for t in first["tools"]])
    everything = json.dumps(chat.server.requests_to(OPENAI_PATH)[1].body["messages"])
    stored = database_text(chat.app.paths.db_path)
    for text in (said.content, encoded.content, progress, descriptions, everything, caplog.text, stored):
        assert not leaks(text, TOKEN, LONG, OWN)
