"""What the web tools pass between layers: fetch limits, fetched pages, search settings and hits.

Secrets stay out of these types except `SearchConfig.brave_api_key`, which only the app
layer fills (from the sealed `config_secrets` row) and hands to the search engine.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

__all__ = [
    "BRAVE_KEY_NAME", "FetchLimits", "FetchedPage", "SearchBackend", "SearchConfig", "SearchHit", "SearchResults",
    "WEB_ALLOW_KEY",
]

BRAVE_KEY_NAME = "tools.web.brave.api_key"
"""The `config_secrets` key of the Brave Search API key (GoClaw's own name for it)."""

WEB_ALLOW_KEY = "web_allow"
"""The agent's `tools_config` key listing hosts / CIDRs `web_fetch` may reach though private."""


class SearchBackend(enum.StrEnum):
    NONE = ""
    SEARXNG = "searxng"
    BRAVE = "brave"

    @property
    def label(self) -> str:
        return {"": "None", "searxng": "SearXNG", "brave": "Brave Search"}[self.value]


@dataclass(frozen=True)
class FetchLimits:
    """How far one `web_fetch` may go. Defaults suit a chat: a page, not a download."""

    max_bytes: int = 5_000_000
    """Bytes read from the body after decompression; reading stops there."""
    max_chars: int = 30_000
    """Characters of text handed to the model (the rest is cut with a note)."""
    total_seconds: float = 30.0
    """The whole fetch, redirects included."""
    connect_seconds: float = 10.0
    max_redirects: int = 5
    max_ratio: int = 100
    """Decompressed / compressed bytes above which a body that hit `max_bytes` is a bomb."""


@dataclass(frozen=True)
class FetchedPage:
    """A fetched URL made readable: Markdown (or plain text) with where it finally came from."""

    url: str
    final_url: str
    title: str
    content_type: str
    text: str
    notes: tuple[str, ...] = ()
    """What the reader should know: cut at a limit, bytes replaced, redirects followed."""
    status: int = 200
    redirects: tuple[str, ...] = ()


@dataclass(frozen=True)
class SearchConfig:
    """Which backend `web_search` uses. `brave_api_key` is filled by the app layer only."""

    backend: SearchBackend = SearchBackend.NONE
    searxng_url: str = ""
    brave_api_key: str = field(default="", repr=False)
    has_brave_key: bool = False

    @property
    def problem(self) -> str:
        """Why `web_search` cannot be offered now ('' when it can)."""
        if self.backend is SearchBackend.NONE:
            return "no search backend is set (Settings > Web search, or `goclaw-lite web search-set`)"
        if self.backend is SearchBackend.SEARXNG and not self.searxng_url:
            return "SearXNG is chosen but no instance URL is set"
        if self.backend is SearchBackend.BRAVE and not self.has_brave_key:
            return "Brave Search is chosen but no API key is stored"
        return ""


@dataclass(frozen=True)
class SearchHit:
    title: str
    url: str
    snippet: str = ""


@dataclass(frozen=True)
class SearchResults:
    query: str
    backend: SearchBackend
    hits: tuple[SearchHit, ...] = ()
    notes: tuple[str, ...] = ()
