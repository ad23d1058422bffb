"""web_search against a fake SearXNG and a fake Brave on 127.0.0.1, speaking their JSON, and failing as they do."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.web import SearchBackend, SearchConfig
from goclaw_lite.webtools.search import search
from tests.support.web_servers import WebServer, brave_routes, searxng_routes

HITS = [
    {"title": "Otters of the <b>Lower Rhine</b>", "url": "https://rhine.example/otters",
     "snippet": "Otters came back &amp; stayed."},
    {"title": "Eurasian otter", "url": "https://en.wikipedia.example/wiki/Eurasian_otter",
     "snippet": "Lutra lutra is a semiaquatic mammal."},
    {"title": "Not a web link", "url": "javascript:alert(1)", "snippet": "dropped"},
]
BRAVE_KEY = "BSA-test-key-0123456789"


@pytest.fixture
def searxng() -> Iterator[WebServer]:
    server = WebServer(searxng_routes(HITS)).start()
    yield server
    server.stop()


@pytest.fixture
def brave() -> Iterator[WebServer]:
    server = WebServer(brave_routes(BRAVE_KEY, HITS)).start()
    yield server
    server.stop()


async def test_searxng_results(searxng: WebServer) -> None:
    found = await search(SearchConfig(SearchBackend.SEARXNG, searxng.base), "otters rhine", 5)
    assert found.backend is SearchBackend.SEARXNG and found.query == "otters rhine"
    assert [(h.title, h.url, h.snippet) for h in found.hits] == [
        ("Otters of the Lower Rhine", "https://rhine.example/otters", "Otters came back & stayed."),
        ("Eurasian otter", "https://en.wikipedia.example/wiki/Eurasian_otter", "Lutra lutra is a semiaquatic mammal."),
    ]
    path, _headers = searxng.requests[0]
    assert path.startswith("/search?") and "format=json" in path and "q=otters+rhine" in path


async def test_count_limits_the_results(searxng: WebServer) -> None:
    found = await search(SearchConfig(SearchBackend.SEARXNG, searxng.base), "otters", 1)
    assert len(found.hits) == 1


async def test_brave_results_with_the_key_in_its_header(brave: WebServer) -> None:
    config = SearchConfig(SearchBackend.BRAVE, brave_api_key=BRAVE_KEY, has_brave_key=True)
    found = await search(config, "otters", 5, brave_endpoint=brave.url("/res/v1/web/search"))
    assert [h.url for h in found.hits] == [
        "https://rhine.example/otters", "https://en.wikipedia.example/wiki/Eurasian_otter"]
    assert brave.requests[0][1]["x-subscription-token"] == BRAVE_KEY and "count=5" in brave.requests[0][0]


async def test_brave_with_a_wrong_key(brave: WebServer) -> None:
    config = SearchConfig(SearchBackend.BRAVE, brave_api_key="wrong-key-000", has_brave_key=True)
    with pytest.raises(ValidationError, match=r"Brave Search refused the request \(HTTP 401\): the API key is wrong"):
        await search(config, "otters", 5, brave_endpoint=brave.url("/res/v1/web/search"))


@pytest.mark.parametrize(("path", "message"), [
    ("/garbage", "The SearXNG instance did not send JSON; is the address that of its API?"),
    ("/closed", r"refused the request \(HTTP 403\): the instance must allow the JSON format"),
    ("/wrongshape", "has no result list"),
    ("/missing", r"answered HTTP 404 instead of search results"),
])
async def test_searxng_that_answers_garbage(searxng: WebServer, path: str, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        await search(SearchConfig(SearchBackend.SEARXNG, searxng.base + path), "otters", 5)


async def test_a_backend_that_is_down() -> None:
    server = WebServer({}).start()
    base = server.base
    server.stop()  # nothing listens there now
    with pytest.raises(ValidationError, match=r"The SearXNG instance could not be reached \(ConnectError\)"):
        await search(SearchConfig(SearchBackend.SEARXNG, base), "otters", 5)


@pytest.mark.parametrize(("config", "query", "message"), [
    (SearchConfig(), "otters", "no search backend is set"),
    (SearchConfig(SearchBackend.SEARXNG), "otters", "no instance URL is set"),
    (SearchConfig(SearchBackend.BRAVE), "otters", "no API key is stored"),
    (SearchConfig(SearchBackend.SEARXNG, "http://x"), "   ", "The search query is empty"),
    (SearchConfig(SearchBackend.SEARXNG, "http://x"), "x" * 401, "longer than 400 characters"),
])
async def test_not_set_up_or_bad_query(config: SearchConfig, query: str, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        await search(config, query, 5)
