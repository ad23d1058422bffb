"""Web search backends: a SearXNG instance's JSON API, and Brave Search's web search API.

The user picks the backend and gives its address or key, so these requests do not go
through the SSRF guard (a SearXNG instance on this computer is the usual setup), but they
follow no redirects, read at most `MAX_BODY` bytes and take at most `TIMEOUT` seconds.
Answers are read defensively: a backend that is down, refuses, or sends something that is
not its JSON gives a one-line error saying which and what to check.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

import httpx

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.web import SearchBackend, SearchConfig, SearchHit, SearchResults
from goclaw_lite.webtools.client import USER_AGENT

__all__ = ["BRAVE_ENDPOINT", "MAX_COUNT", "search"]

BRAVE_ENDPOINT = "https://api.search.brave.com/res/v1/web/search"
MAX_COUNT = 10
MAX_BODY = 2_000_000
TIMEOUT = 20.0
_TAG = re.compile(r"<[^>]{0,200}>")
_SPACE = re.compile(r"\s+")


def _clean(value: Any, limit: int) -> str:
    text = _SPACE.sub(" ", html.unescape(_TAG.sub("", str(value or "")))).strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _hit(title: Any, url: Any, snippet: Any) -> SearchHit | None:
    link = str(url or "").strip()
    if not link.lower().startswith(("http://", "https://")):
        return None
    return SearchHit(_clean(title, 300) or link, link[:2000], _clean(snippet, 600))


async def _get_json(
    client: httpx.AsyncClient, url: str, params: dict[str, str], headers: dict[str, str], what: str
) -> Any:
    try:
        async with client.stream("GET", url, params=params, headers=headers) as response:
            body = bytearray()
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) > MAX_BODY:
                    raise ValidationError(f"{what} sent more than {MAX_BODY:,} bytes; that is not a search answer.")
            status = response.status_code
    except httpx.TimeoutException:
        raise ValidationError(f"{what} did not answer within {TIMEOUT:g} s.") from None
    except httpx.HTTPError as exc:
        raise ValidationError(
            f"{what} could not be reached ({type(exc).__name__}); is it running, is the address right?") from None
    if status in (401, 403):
        raise ValidationError(f"{what} refused the request (HTTP {status}): {_refusal(what)}")
    if status == 429:
        raise ValidationError(f"{what} says too many searches (HTTP 429); wait a little, or check the plan's quota.")
    if status >= 300:
        raise ValidationError(f"{what} answered HTTP {status} instead of search results.")
    try:
        return json.loads(bytes(body))
    except ValueError:
        raise ValidationError(f"{what} did not send JSON; is the address that of its API?") from None


def _refusal(what: str) -> str:
    if what.startswith("Brave"):
        return "the API key is wrong or has no Web Search plan."
    return "the instance must allow the JSON format (add `json` under `search: formats:` in its settings.yml)."


async def _searxng(client: httpx.AsyncClient, base: str, query: str, count: int) -> SearchResults:
    endpoint = base.rstrip("/") + "/search"
    params = {"q": query, "format": "json"}
    data = await _get_json(client, endpoint, params, {"Accept": "application/json"}, "The SearXNG instance")
    results = data.get("results") if isinstance(data, dict) else None
    if not isinstance(results, list):
        raise ValidationError(
            "The SearXNG instance's answer has no result list; is the address that of a SearXNG instance?")
    hits = [h for r in results if isinstance(r, dict) and (h := _hit(r.get("title"), r.get("url"), r.get("content")))]
    notes = []
    dead = data.get("unresponsive_engines")
    if isinstance(dead, list) and dead and not hits:
        notes.append(f"{len(dead)} of the instance's search engines did not answer.")
    return SearchResults(query, SearchBackend.SEARXNG, tuple(hits[:count]), tuple(notes))


async def _brave(client: httpx.AsyncClient, endpoint: str, key: str, query: str, count: int) -> SearchResults:
    headers = {"Accept": "application/json", "X-Subscription-Token": key}
    data = await _get_json(client, endpoint, {"q": query, "count": str(count)}, headers, "Brave Search")
    if not isinstance(data, dict) or ("web" not in data and data.get("type") != "search"):
        raise ValidationError("Brave Search's answer is not a web search result.")
    web = data.get("web") or {}
    results = web.get("results") if isinstance(web, dict) else None
    if not isinstance(results, list):
        results = []
    hits = [h for r in results
            if isinstance(r, dict) and (h := _hit(r.get("title"), r.get("url"), r.get("description")))]
    return SearchResults(query, SearchBackend.BRAVE, tuple(hits[:count]))


async def search(
    config: SearchConfig, query: str, count: int = 5, *, brave_endpoint: str = BRAVE_ENDPOINT
) -> SearchResults:
    """Search with the configured backend; `ValidationError` with a one-line reason on any failure."""
    text = _SPACE.sub(" ", str(query or "")).strip()
    if not text:
        raise ValidationError("The search query is empty.")
    if len(text) > 400:
        raise ValidationError("The search query is longer than 400 characters; shorten it.")
    count = max(1, min(MAX_COUNT, int(count)))
    if config.problem:
        raise ValidationError(f"Web search is not set up: {config.problem}.")
    headers = {"User-Agent": USER_AGENT}
    async with httpx.AsyncClient(trust_env=False, follow_redirects=False, timeout=TIMEOUT, headers=headers) as client:
        if config.backend is SearchBackend.SEARXNG:
            return await _searxng(client, config.searxng_url, text, count)
        return await _brave(client, brave_endpoint, config.brave_api_key, text, count)
