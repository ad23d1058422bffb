"""The web tools' settings, as both faces change them: `ctx.services.web`.

The search backend (SearXNG instance URL or Brave Search with its sealed API key) is
install-wide; the web allow list (hosts and networks `web_fetch` may reach though they are
private) belongs to each agent. Each change is checked, written and recorded in the
activity log (never the key itself) in one transaction.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import httpx

from goclaw_lite.app.builtin_tools import BuiltinToolsService
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.web import WEB_ALLOW_KEY, SearchBackend, SearchConfig
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.web_settings import WebSettingsStore
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.webtools.guard import AllowList

__all__ = ["WebService", "WebSettingsView"]


@dataclass(frozen=True)
class WebSettingsView:
    """What Settings shows: the choice, the address, whether a key is stored (never the key)."""

    backend: SearchBackend
    searxng_url: str
    has_brave_key: bool
    problem: str


def _view(config: SearchConfig) -> WebSettingsView:
    return WebSettingsView(config.backend, config.searxng_url, config.has_brave_key, config.problem)


def normalise_searxng_url(text: str) -> str:
    raw = text.strip()
    if not raw:
        return ""
    try:
        url = httpx.URL(raw)
    except (httpx.InvalidURL, ValueError):
        raise ValidationError(
            f"{text!r} is not a URL; give the SearXNG instance's address, e.g. http://localhost:8888.") from None
    if url.scheme not in ("http", "https") or not url.host:
        raise ValidationError(f"{text!r} is not an http(s) address; give one such as http://localhost:8888.")
    if url.query or url.fragment:
        raise ValidationError("Give the SearXNG instance's address without a query (no ?q=...).")
    return str(url.copy_with(path=url.path.removesuffix("/search").rstrip("/") or "/")).rstrip("/")


class WebService:
    def __init__(self, stores: Stores) -> None:
        self._stores = stores
        self._db = stores.db
        self._settings = WebSettingsStore(stores.db, stores.identity, stores.cipher)
        self._agents = AgentStore(stores.db, stores.identity)
        self._activity = ActivityStore(stores.db, stores.identity)

    async def settings(self) -> WebSettingsView:
        return _view(await self._settings.search_config(with_key=False))

    async def set_search(
        self, backend: SearchBackend, *, searxng_url: str | None = None, brave_key: str | None = None,
        forget_brave_key: bool = False,
    ) -> WebSettingsView:
        """Choose the backend; a new SearXNG URL or Brave key is stored with it, in one transaction."""
        current = await self._settings.search_config(with_key=False)
        url = current.searxng_url if searxng_url is None else normalise_searxng_url(searxng_url)
        if backend is SearchBackend.SEARXNG and not url:
            raise ValidationError("SearXNG needs its instance's address, e.g. http://localhost:8888.")
        if brave_key is not None and not brave_key.strip():
            raise ValidationError("The Brave Search API key is empty.")
        if backend is SearchBackend.BRAVE and brave_key is None and (forget_brave_key or not current.has_brave_key):
            raise ValidationError("Brave Search needs an API key (from api.search.brave.com).")
        await BuiltinToolsService(self._stores).list()  # the rows exist before they are written
        async with self._db.transaction():
            await self._settings.save_search(backend, url)
            if brave_key is not None:
                await self._settings.set_brave_key(brave_key)
            elif forget_brave_key:
                await self._settings.set_brave_key(None)
            details = {"backend": backend.value or "none", "searxng_url": url,
                       "brave_key": "changed" if brave_key is not None else ("removed" if forget_brave_key else "kept")}
            await self._activity.log("settings.web_search", entity_type="settings", details=details)
        return await self.settings()

    async def fetch(self, url: str, agent_key: str | None = None, max_chars: int | None = None) -> tuple[bool, str]:
        """What `web_fetch` gives the agent (its allow list applies): (ok, text)."""
        from goclaw_lite.agent.tools import ToolContext
        from goclaw_lite.agent.tools.web_tools import WebFetchTool

        agent = await self._agents.get_by_key(agent_key) if agent_key else await self._agents.get_default()
        if agent is None:
            raise ValidationError("There is no default agent; name one with --agent.")
        args: dict[str, object] = {"url": url, **({"max_chars": max_chars} if max_chars else {})}
        result = await WebFetchTool(self._settings).run(args, ToolContext(agent, "", "cli"))
        return result.ok, result.content

    async def search(self, query: str, count: int = 5) -> tuple[bool, str]:
        """What `web_search` gives an agent: (ok, JSON text or the error)."""
        from goclaw_lite.agent.tools.web_tools import WebSearchTool

        tool = WebSearchTool(self._settings)
        reason = await tool.unavailable_reason()
        if reason:
            return False, f"error: web search is not set up: {reason}"
        result = await tool.search(query, count)
        return result.ok, result.content

    async def allow_list(self, agent_key: str) -> tuple[str, ...]:
        agent = await self._agents.get_by_key(agent_key)
        raw = agent.tools_config.get(WEB_ALLOW_KEY) or []
        return tuple(str(x) for x in raw) if isinstance(raw, list) else ()

    async def set_allow_list(self, agent_key: str, entries: Iterable[str]) -> tuple[str, ...]:
        """Replace the agent's web allow list (each entry checked: host, host:port, address or network)."""
        cleaned = tuple(dict.fromkeys(e.strip().lower() for e in entries if e.strip()))
        AllowList.parse(cleaned)
        async with self._db.transaction():
            agent = await self._agents.get_by_key(agent_key)
            config = {**agent.tools_config, WEB_ALLOW_KEY: list(cleaned)}
            if not cleaned:
                config.pop(WEB_ALLOW_KEY)
            await self._agents.update(agent.id, tools_config=config)
            await self._activity.log("agent.update", entity_type="agent", entity_id=agent.id,
                                     details={WEB_ALLOW_KEY: list(cleaned)})
        return cleaned
