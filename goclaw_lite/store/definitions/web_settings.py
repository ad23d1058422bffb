"""Where the web tools' settings live: their `builtin_tools` rows, and the Brave key sealed apart.

`web_search`'s row holds the backend and the SearXNG address, `web_fetch`'s its limits (both
also editable as JSON in Settings > Built-in tools and `goclaw-lite tools set`); the Brave API
key is a `config_secrets` row, sealed like every other secret. A missing row, an unknown
backend or a limit out of range reads as the default: a typo never widens what a fetch may do.
"""

from __future__ import annotations

from typing import Any

from goclaw_lite.model.builtin_tools import BuiltinTool
from goclaw_lite.model.web import BRAVE_KEY_NAME, FetchLimits, SearchBackend, SearchConfig
from goclaw_lite.security.crypto import Cipher
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.definitions.builtin_tools import BuiltinToolStore
from goclaw_lite.store.sealed.config_secrets import ConfigSecretsStore

__all__ = ["FETCH_RANGES", "WebSettingsStore", "fetch_limits"]

FETCH_RANGES: dict[str, tuple[int, int]] = {
    "max_chars": (500, 200_000), "max_bytes": (10_000, 50_000_000), "timeout_seconds": (1, 300),
    "max_redirects": (0, 20),
}
"""The range each `web_fetch` setting may take; a value outside it reads as the default."""


def _ranged(settings: dict[str, Any], key: str, default: int) -> int:
    value = settings.get(key)
    low, high = FETCH_RANGES[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        return default
    return value


def fetch_limits(settings: dict[str, Any]) -> FetchLimits:
    """`web_fetch`'s row settings as limits (each out-of-range value replaced by its default)."""
    base = FetchLimits()
    return FetchLimits(
        max_bytes=_ranged(settings, "max_bytes", base.max_bytes),
        max_chars=_ranged(settings, "max_chars", base.max_chars),
        total_seconds=float(_ranged(settings, "timeout_seconds", int(base.total_seconds))),
        max_redirects=_ranged(settings, "max_redirects", base.max_redirects),
    )


class WebSettingsStore:
    def __init__(self, db: Database, identity: LocalIdentity, cipher: Cipher | None) -> None:
        self._tools = BuiltinToolStore(db)
        self._secrets = ConfigSecretsStore(db, identity, cipher)

    async def search_config(self, *, with_key: bool) -> SearchConfig:
        """The stored choice; the Brave key itself only with `with_key` (for the search, never for display)."""
        row = await self._tools.get("web_search")
        settings = dict(row.settings) if row is not None else {}
        try:
            backend = SearchBackend(str(settings.get("backend") or ""))
        except ValueError:
            backend = SearchBackend.NONE
        has_key = await self._secrets.has(BRAVE_KEY_NAME)
        wanted = with_key and has_key and backend is SearchBackend.BRAVE
        key = (await self._secrets.get(BRAVE_KEY_NAME) or "") if wanted else ""
        return SearchConfig(backend, str(settings.get("searxng_url") or ""), key, has_key)

    async def fetch_limits(self) -> FetchLimits:
        row = await self._tools.get("web_fetch")
        return fetch_limits(dict(row.settings) if row is not None else {})

    async def save_search(self, backend: SearchBackend, searxng_url: str) -> None:
        """Write the choice into `web_search`'s row (a bare row first when none is there yet:
        the registry's next seeding fills in its description)."""
        row = await self._tools.get("web_search")
        if row is None:
            await self._tools.seed([BuiltinTool("web_search", "Web search", category="web")])
        settings = dict(row.settings) if row is not None else {}
        settings.update(backend=backend.value, searxng_url=searxng_url)
        await self._tools.update("web_search", settings=settings)

    async def set_brave_key(self, key: str | None) -> bool:
        """Store (or, with None, remove) the Brave key; returns whether one was stored before."""
        had = await self._secrets.has(BRAVE_KEY_NAME)
        if key is None:
            await self._secrets.delete(BRAVE_KEY_NAME)
        else:
            await self._secrets.set(BRAVE_KEY_NAME, key)
        return had
