"""Where `web_search`'s settings live: the backend and SearXNG address in `lite_meta`, the Brave key sealed.

The backend choice and the instance URL are not secret and travel with the database (a
promoted store keeps them); the Brave API key is a `config_secrets` row, sealed like every
other secret. A stored value this version does not know reads as no backend.
"""

from __future__ import annotations

import json

from goclaw_lite.model.web import BRAVE_KEY_NAME, SearchBackend, SearchConfig
from goclaw_lite.security.crypto import Cipher
from goclaw_lite.store.config_secrets import ConfigSecretsStore
from goclaw_lite.store.db import Database
from goclaw_lite.store.meta import LocalIdentity, MetaStore

__all__ = ["SEARCH_META_KEY", "WebSettingsStore"]

SEARCH_META_KEY = "web_search"


class WebSettingsStore:
    def __init__(self, db: Database, identity: LocalIdentity, cipher: Cipher | None) -> None:
        self._meta = MetaStore(db)
        self._secrets = ConfigSecretsStore(db, identity, cipher)

    async def search_config(self, *, with_key: bool) -> SearchConfig:
        """The stored choice; the Brave key itself only with `with_key` (for the search, never for display)."""
        raw = await self._meta.get(SEARCH_META_KEY)
        try:
            data = json.loads(raw) if raw else {}
        except ValueError:
            data = {}
        data = data if isinstance(data, dict) else {}
        try:
            backend = SearchBackend(str(data.get("backend") or ""))
        except ValueError:
            backend = SearchBackend.NONE
        has_key = await self._secrets.has(BRAVE_KEY_NAME)
        wanted = with_key and has_key and backend is SearchBackend.BRAVE
        key = (await self._secrets.get(BRAVE_KEY_NAME) or "") if wanted else ""
        return SearchConfig(backend, str(data.get("searxng_url") or ""), key, has_key)

    async def save_search(self, backend: SearchBackend, searxng_url: str) -> None:
        await self._meta.set(SEARCH_META_KEY, json.dumps({"backend": backend.value, "searxng_url": searxng_url}))

    async def set_brave_key(self, key: str | None) -> bool:
        """Store (or, with None, remove) the Brave key; returns whether one was stored before."""
        had = await self._secrets.has(BRAVE_KEY_NAME)
        if key is None:
            await self._secrets.delete(BRAVE_KEY_NAME)
        else:
            await self._secrets.set(BRAVE_KEY_NAME, key)
        return had
