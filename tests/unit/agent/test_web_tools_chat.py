"""web_search and web_fetch in a real chat: a scripted model (the fake OpenAI server) searches, fetches, answers.

The search backend is a fake SearXNG and the page a real HTTP server, both on 127.0.0.1; the
agent's web allow list opens that one server's port and nothing else. The Brave key is
stored through the app's settings (sealed) and must never come back out of a fetched page.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.agent.tools import ToolContext, default_registry
from goclaw_lite.agent.tools.web_tools import WebFetchTool, WebSearchTool
from goclaw_lite.app.web import WebService
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.chat_api import ToolCallFinished
from goclaw_lite.model.web import SearchBackend
from goclaw_lite.store.definitions.web_settings import WebSettingsStore
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.web_servers import WebServer, searxng_routes, site_routes
from tests.unit.agent.conftest import ChatWorld, collect

BRAVE_KEY = "BSA-sealed-key-9f8e7d6c5b4a"


@pytest.fixture
def site() -> Iterator[WebServer]:
    server = WebServer(site_routes(secret=f"Our API key is {BRAVE_KEY}, do not share.")).start()
    yield server
    server.stop()


@pytest.fixture
def searxng(site: WebServer) -> Iterator[WebServer]:
    hits = [{"title": "Otters of the Lower Rhine", "url": site.url("/page"), "snippet": "Otters are back near Wesel."},
            {"title": "Rhine wildlife", "url": "https://rhine.example/", "snippet": "Birds, beavers and otters."}]
    server = WebServer(searxng_routes(hits)).start()
    yield server
    server.stop()


async def test_search_fetch_and_answer(chat: ChatWorld, site: WebServer, searxng: WebServer) -> None:
    web = WebService(chat.app.stores)
    await web.set_search(SearchBackend.SEARXNG, searxng_url=searxng.base + "/")
    await web.set_search(SearchBackend.SEARXNG, brave_key=BRAVE_KEY)  # stored (sealed) for later, not used
    await chat.agent()
    assert await web.set_allow_list("helper", [f"127.0.0.1:{site.port}"]) == (f"127.0.0.1:{site.port}",)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_s", "web_search", json.dumps({"query": "otters lower rhine"}))])),
        StreamResponse(openai_tool_stream([("call_f", "web_fetch", json.dumps({"url": site.url("/page")}))])),
        StreamResponse(openai_text_stream("Otters returned to the Lower Rhine; volunteers found them under 37 "
                                          "bridges.")),
    )
    service = chat.service()
    events = await collect(await service.send("Are there otters on the Lower Rhine? Look it up."))
    assert events[-1].state == "complete" and events[-1].iterations == 3

    bodies: list[dict[str, Any]] = [e.body for e in chat.server.requests_to(OPENAI_PATH)]
    offered = {t["function"]["name"] for t in bodies[0]["tools"]}
    assert {"web_search", "web_fetch"} <= offered
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert [(f.name, f.ok) for f in finished] == [("web_search", True), ("web_fetch", True)]
    results = json.loads(finished[0].content)
    assert results["backend"] == "searxng" and results["results"][0] == {
        "title": "Otters of the Lower Rhine", "url": site.url("/page"), "snippet": "Otters are back near Wesel."}
    page = finished[1].content
    assert page.startswith(f"Title: Otters of the Lower Rhine\nURL: {site.url('/page')}\n")
    assert "spraint under 37 bridges" in page
    assert BRAVE_KEY not in page and "[REDACTED:" in page  # the sealed key, met on a page, is scrubbed
    assert bodies[2]["messages"][-1]["content"] == page  # what the model read is what was stored
    assert all(BRAVE_KEY not in json.dumps(body) for body in bodies)
    raw = await chat.app.stores.db.fetch_value("SELECT value FROM config_secrets")
    assert str(raw).startswith("aes-gcm:") and BRAVE_KEY not in str(raw)
    activity = await chat.app.stores.db.fetch_all("SELECT details FROM activity_logs")
    assert all(BRAVE_KEY not in str(row["details"]) for row in activity)


async def test_web_search_is_not_offered_without_a_backend(chat: ChatWorld) -> None:
    agent = await chat.agent()
    tool = default_registry(chat.app.stores).get("web_search")
    assert isinstance(tool, WebSearchTool)
    ctx = ToolContext(agent, "c1", "call1")
    assert not await tool.is_available(ctx)
    assert await tool.unavailable_reason() == (
        "no search backend is set (Settings > Web search, or `goclaw-lite web search-set`)")
    await WebService(chat.app.stores).set_search(SearchBackend.SEARXNG, searxng_url="http://127.0.0.1:9")
    assert await tool.is_available(ctx)
    down = await tool.run({"query": "otters"}, ctx)  # nothing listens on port 9
    assert not down.ok and "The SearXNG instance could not be reached" in down.content


async def test_fetch_refuses_this_computer_without_the_allow_list(chat: ChatWorld, site: WebServer) -> None:
    agent = await chat.agent()
    result = await WebFetchTool().run({"url": site.url("/page")}, ToolContext(agent, "c1", "call1"))
    assert not result.ok and result.content.startswith("error: Refused to fetch 127.0.0.1: a loopback address")
    assert site.requests == []


async def test_fetch_cuts_long_pages_with_a_note(chat: ChatWorld, site: WebServer) -> None:
    await chat.agent()
    await WebService(chat.app.stores).set_allow_list("helper", [f"localhost:{site.port}"])
    agent = await chat.agents.get_by_key("helper")
    result = await WebFetchTool().run({"url": f"http://localhost:{site.port}/huge", "max_chars": 2000},
                                      ToolContext(agent, "c1", "call1"))
    assert result.ok and "Note: Cut: the page has 5,000,000 characters; the first 2,000 are shown." in result.content
    assert result.content.endswith("[… cut here at the size limit …]") and len(result.content) < 3000


async def test_settings_checks(chat: ChatWorld) -> None:
    web = WebService(chat.app.stores)
    with pytest.raises(ValidationError, match="SearXNG needs its instance's address"):
        await web.set_search(SearchBackend.SEARXNG)
    with pytest.raises(ValidationError, match="not an http"):
        await web.set_search(SearchBackend.SEARXNG, searxng_url="ftp://x")
    with pytest.raises(ValidationError, match="Brave Search needs an API key"):
        await web.set_search(SearchBackend.BRAVE)
    view = await web.set_search(SearchBackend.SEARXNG, searxng_url="http://localhost:8888/search")
    assert view.searxng_url == "http://localhost:8888" and view.problem == ""
    view = await web.set_search(SearchBackend.BRAVE, brave_key=BRAVE_KEY)
    assert view.has_brave_key and view.backend is SearchBackend.BRAVE
    config = await WebSettingsStore(chat.app.stores.db, chat.app.stores.identity, chat.app.stores.cipher).search_config(
        with_key=True)
    assert config.brave_api_key == BRAVE_KEY and BRAVE_KEY not in repr(config)
    view = await web.set_search(SearchBackend.NONE, forget_brave_key=True)
    assert not view.has_brave_key and view.problem.startswith("no search backend is set")
    await chat.agent()
    with pytest.raises(ValidationError, match="not a host, address or network"):
        await web.set_allow_list("helper", ["http://nas.lan/"])


async def test_the_builtin_tools_rows_hold_the_web_settings(
    chat: ChatWorld, site: WebServer, searxng: WebServer
) -> None:
    """Settings > Built-in tools (or `tools set`) is the same place: limits of web_fetch, backend of web_search."""
    from goclaw_lite.app.builtin_tools import BuiltinToolsService

    tools = BuiltinToolsService(chat.app.stores)
    await tools.set_settings("web_fetch", {"max_bytes": 20_000, "max_chars": 100_000})
    await tools.set_settings("web_search", {"backend": "searxng", "searxng_url": searxng.base})
    await chat.agent()
    await WebService(chat.app.stores).set_allow_list("helper", [f"127.0.0.1:{site.port}"])
    registry = default_registry(chat.app.stores)
    ctx = ToolContext(await chat.agents.get_by_key("helper"), "c1", "call1")
    fetch, search = registry.get("web_fetch"), registry.get("web_search")
    assert isinstance(fetch, WebFetchTool) and isinstance(search, WebSearchTool)
    page = await fetch.run({"url": site.url("/huge")}, ctx)
    assert page.ok and "Only the first 20,000 of 2,147,483,648 bytes were read" in page.content
    found = await search.run({"query": "otters"}, ctx)
    assert found.ok and json.loads(found.content)["backend"] == "searxng"
    view = await WebService(chat.app.stores).settings()
    assert view.backend is SearchBackend.SEARXNG and view.searxng_url == searxng.base
    await tools.set_settings("web_fetch", {"max_bytes": 10**12})  # out of range: the default applies
    assert (await fetch.limits()).max_bytes == 5_000_000
