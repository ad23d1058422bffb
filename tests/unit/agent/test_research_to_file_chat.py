"""Issue 29's whole scenario in one conversation: a scripted model (the fake OpenAI server)
searches the web (a fake SearXNG), fetches the page it found (a real HTTP server on 127.0.0.1,
opened to this agent alone by its allow list) and writes a summary file in its workspace, the
write approved by the user; the file holds what the model wrote, and undo takes it away."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.app.web import WebService
from goclaw_lite.app.workspace import WorkspaceService
from goclaw_lite.config import resolve_paths
from goclaw_lite.model.chat_api import ToolApprovalNeeded, ToolCallFinished, ToolCallRequested
from goclaw_lite.model.web import SearchBackend
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.web_servers import WebServer, searxng_routes, site_routes
from tests.unit.agent.conftest import ChatWorld

SUMMARY = "# Otters on the Lower Rhine\n\nVolunteers found spraint under 37 bridges.\n"


@pytest.fixture
def site() -> Iterator[WebServer]:
    server = WebServer(site_routes(secret="nothing secret here")).start()
    yield server
    server.stop()


@pytest.fixture
def searxng(site: WebServer) -> Iterator[WebServer]:
    hits = [{"title": "Otters of the Lower Rhine", "url": site.url("/page"), "snippet": "Otters are back near Wesel."}]
    server = WebServer(searxng_routes(hits)).start()
    yield server
    server.stop()


async def test_search_fetch_and_write_a_summary_in_the_workspace(
    chat: ChatWorld, site: WebServer, searxng: WebServer
) -> None:
    agent = await chat.agent()
    web = WebService(chat.app.stores)
    await web.set_search(SearchBackend.SEARXNG, searxng_url=searxng.base + "/")
    await web.set_allow_list(agent.agent_key, [f"127.0.0.1:{site.port}"])
    write = {"path": "otters.md", "content": SUMMARY}
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("s", "web_search", json.dumps({"query": "otters lower rhine"}))])),
        StreamResponse(openai_tool_stream([("f", "web_fetch", json.dumps({"url": site.url("/page")}))])),
        StreamResponse(openai_tool_stream([("w", "write_file", json.dumps(write))])),
        StreamResponse(openai_text_stream("I wrote the summary to otters.md.")),
    )
    service = chat.service()
    run = await service.send("Find out about otters on the Lower Rhine and write me a summary file.")
    events: list[Any] = []
    async for event in run.events():
        events.append(event)
        if isinstance(event, ToolApprovalNeeded):
            assert event.name == "write_file"  # reads and the web ask nobody; the write asks
            service.resolve_approval(event.call_id, True)

    assert events[-1].state == "complete"
    assert [(e.name, e.decision) for e in events if isinstance(e, ToolCallRequested)] == [
        ("web_search", "allow"), ("web_fetch", "allow"), ("write_file", "ask")]
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert [(f.name, f.ok) for f in finished] == [("web_search", True), ("web_fetch", True), ("write_file", True)]
    assert "spraint under 37 bridges" in finished[1].content  # the page the model read before writing
    fetched_before_write = chat.server.requests_to(OPENAI_PATH)[2].body["messages"]
    assert any(m["role"] == "tool" and "spraint under 37 bridges" in m["content"] for m in fetched_before_write)
    written = resolve_paths().data_dir / "workspaces" / agent.agent_key / "otters.md"
    assert written.read_text() == SUMMARY and [path for path, _ in site.requests] == ["/page"]

    workspace = WorkspaceService(chat.app.stores, resolve_paths().data_dir)
    await workspace.undo(str(finished[2].card["change_id"]))
    assert not written.exists()
