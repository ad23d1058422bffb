"""ProviderStore — `llm_providers`, the model servers agents talk to, scoped to the local tenant.

The API key is sealed with the install's cipher, bound to its row, before it is written;
reads hand out `Provider` rows that only say *whether* a key is set. The opened key leaves
this module only inside a `ProviderConnection`, built on demand for a client.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import urlsplit

from goclaw_lite.errors import AlreadyExistsError, KeyMissingError, NotConfiguredError, ValidationError
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.model.agents import json_object
from goclaw_lite.model.chat import PROVIDER_TYPES, Provider, ProviderConnection
from goclaw_lite.security.crypto import Binding, Cipher
from goclaw_lite.store.backend.db import ConstraintViolation, Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.backend.updates import Assignments
from goclaw_lite.store.sealed.columns import remember_sealed

# No ':' — agents name fallback routes as PROVIDER:MODEL, and model ids may contain ':'.
PROVIDER_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9._-]{0,49}$")

_COLUMNS = (
    "id, name, display_name, provider_type, api_base, api_key, default_model, enabled, settings, created_at, updated_at"
)

_KEY_NEEDED = (
    "Storing an API key needs the encryption key, and none was found. Set GOCLAW_KEY, or run "
    "`goclaw-lite key init` to create one (use --no-key for a local server that needs no key)."
)


class _Unset:
    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()


def normalise_name(name: str) -> str:
    key = name.strip().lower()
    if not PROVIDER_NAME_RE.match(key):
        raise ValidationError(
            f"Provider name {name!r} is not valid: use lowercase letters, digits, '.', '-' and '_' "
            "(at most 50, no ':')."
        )
    return key


def normalise_base_url(url: str) -> str:
    """An http(s) URL without credentials, query or trailing slash."""
    text = url.strip()
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValidationError(f"Base URL {url!r} is not an http:// or https:// URL with a host.")
    if parts.username or parts.password:
        raise ValidationError("The base URL must not contain a user name or password; give the API key at the prompt.")
    if parts.query or parts.fragment:
        raise ValidationError(f"The base URL {url!r} must not have a query string or fragment.")
    return text.rstrip("/")


def _check_type(provider_type: str) -> str:
    value = provider_type.strip()
    if value not in PROVIDER_TYPES:
        raise ValidationError(f"Provider type {provider_type!r} is not supported; use one of: {', '.join(PROVIDER_TYPES)}.")
    return value


def _binding(row_id: str) -> Binding:
    return Binding("llm_providers", "api_key", row_id)


def _to_provider(row: Row) -> Provider:
    return Provider(
        id=str(row["id"]),
        name=str(row["name"]),
        display_name=str(row["display_name"] or ""),
        provider_type=str(row["provider_type"]),
        api_base=str(row["api_base"] or ""),
        default_model=str(row["default_model"] or ""),
        enabled=bool(row["enabled"]),
        has_api_key=bool(row["api_key"]),
        settings=json_object(row["settings"]),
        created_at=str(row["created_at"] or ""),
        updated_at=str(row["updated_at"] or ""),
    )


class ProviderStore:
    def __init__(self, db: Database, identity: LocalIdentity, cipher: Cipher | None) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._cipher = cipher

    def _seal(self, api_key: str | None, row_id: str) -> str | None:
        key = (api_key or "").strip()
        if not key:
            return None
        if self._cipher is None:
            raise KeyMissingError(_KEY_NEEDED)
        remember_sealed("llm_providers", "api_key", {"": key})
        return self._cipher.seal(key, _binding(row_id))

    async def create(
        self,
        name: str,
        *,
        provider_type: str,
        api_base: str,
        api_key: str | None = None,
        default_model: str = "",
        display_name: str = "",
        enabled: bool = True,
        settings: dict[str, Any] | None = None,
    ) -> Provider:
        key_name = normalise_name(name)
        kind = _check_type(provider_type)
        base = normalise_base_url(api_base)
        row_id = uuid7()
        sealed = self._seal(api_key, row_id)
        stamp = now_ts()
        try:
            await self._db.execute(
                "INSERT INTO llm_providers (id, tenant_id, name, display_name, provider_type, api_base, api_key, "
                "default_model, enabled, settings, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row_id,
                    self._tenant,
                    key_name,
                    display_name.strip(),
                    kind,
                    base,
                    sealed,
                    default_model.strip(),
                    bool(enabled),
                    json.dumps(settings or {}),
                    stamp,
                    stamp,
                ),
            )
        except ConstraintViolation as exc:
            raise AlreadyExistsError(
                f"A provider named {key_name!r} already exists; change it with `goclaw-lite provider set` "
                "or remove it first."
            ) from exc
        return await self.get(key_name)

    async def update(
        self,
        name: str,
        *,
        provider_type: str = UNSET,
        api_base: str = UNSET,
        api_key: str | None = UNSET,
        default_model: str = UNSET,
        display_name: str = UNSET,
        enabled: bool = UNSET,
        settings: dict[str, Any] = UNSET,
    ) -> Provider:
        """Change the given fields; `api_key=None` (or '') removes the stored key."""
        current = await self.get(name)
        update = Assignments()
        if provider_type is not UNSET:
            update.set("provider_type", _check_type(provider_type))
        if api_base is not UNSET:
            update.set("api_base", normalise_base_url(api_base))
        if api_key is not UNSET:
            update.set("api_key", self._seal(api_key, current.id))
        if default_model is not UNSET:
            update.set("default_model", default_model.strip())
        if display_name is not UNSET:
            update.set("display_name", display_name.strip())
        if enabled is not UNSET:
            update.set("enabled", bool(enabled))
        if settings is not UNSET:
            update.set("settings", json.dumps(settings or {}))
        if not update:
            return current
        update.set("updated_at", now_ts())
        await self._db.execute(f"UPDATE llm_providers SET {update.sql} WHERE id = ? AND tenant_id = ?",
                               [*update.params, current.id, self._tenant])
        return await self.get(current.name)

    async def find(self, name: str) -> Provider | None:
        row = await self._row(name)
        return None if row is None else _to_provider(row)

    async def get(self, name: str) -> Provider:
        provider = await self.find(name)
        if provider is None:
            raise NotConfiguredError(f"No provider named {name!r}; `goclaw-lite provider list` shows the providers.")
        return provider

    async def list(self) -> list[Provider]:
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM llm_providers WHERE tenant_id = ? ORDER BY name", (self._tenant,)
        )
        return [_to_provider(r) for r in rows]

    async def delete(self, name: str) -> None:
        changed = await self._db.execute(
            "DELETE FROM llm_providers WHERE name = ? AND tenant_id = ?", (name.strip().lower(), self._tenant)
        )
        if changed == 0:
            raise NotConfiguredError(f"No provider named {name!r}; `goclaw-lite provider list` shows the providers.")

    async def find_connection(self, name: str) -> ProviderConnection | None:
        """The provider with its API key opened, or None when there is no such provider.

        Raises `KeyMissingError` when the key is sealed and this store has no cipher, and
        `DecryptionError` when it does not open (wrong key or tampered row).
        """
        row = await self._row(name)
        if row is None:
            return None
        stored = row["api_key"]
        api_key: str | None = None
        if stored:
            text = str(stored)
            if Cipher.is_sealed(text):
                if self._cipher is None:
                    raise KeyMissingError(
                        f"The API key of provider {row['name']!r} is encrypted and the encryption key was not found; "
                        "set GOCLAW_KEY or run `goclaw-lite key init --import`."
                    )
                api_key = self._cipher.open(text, _binding(str(row["id"])))
            else:
                api_key = text  # legacy plaintext from an older database
        return ProviderConnection(
            name=str(row["name"]),
            provider_type=str(row["provider_type"]),
            api_base=str(row["api_base"] or ""),
            default_model=str(row["default_model"] or ""),
            api_key=api_key or None,
            settings=json_object(row["settings"]),
            enabled=bool(row["enabled"]),
        )

    async def connection(self, name: str) -> ProviderConnection:
        conn = await self.find_connection(name)
        if conn is None:
            raise NotConfiguredError(f"No provider named {name!r}; `goclaw-lite provider list` shows the providers.")
        return conn

    async def _row(self, name: str) -> Row | None:
        return await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM llm_providers WHERE name = ? AND tenant_id = ?", (name.strip().lower(), self._tenant)
        )
