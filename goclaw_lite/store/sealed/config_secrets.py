"""ConfigSecretsStore — `config_secrets`: sealed values of settings (a search API key), by dotted key.

Each value is sealed with the install's cipher, bound to its key, so a value copied to
another key fails to open; rotation, key checks and the scrubber find the column through
`store.encrypted.SEALED_COLUMNS` like every other sealed column.
"""

from __future__ import annotations

from goclaw_lite.errors import KeyMissingError, ValidationError
from goclaw_lite.ids import now_ts
from goclaw_lite.security.crypto import Binding, Cipher
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.sealed.columns import remember_sealed

__all__ = ["ConfigSecretsStore"]

_KEY_NEEDED = (
    "Storing a secret setting needs the encryption key, and none was found. Set GOCLAW_KEY, or run "
    "`goclaw-lite key init` to create one."
)


class ConfigSecretsStore:
    def __init__(self, db: Database, identity: LocalIdentity, cipher: Cipher | None) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._cipher = cipher

    def _need_cipher(self) -> Cipher:
        if self._cipher is None:
            raise KeyMissingError(_KEY_NEEDED)
        return self._cipher

    async def has(self, key: str) -> bool:
        value = await self._db.fetch_value(
            "SELECT 1 FROM config_secrets WHERE key = ? AND tenant_id = ?", (key, self._tenant)
        )
        return value is not None

    async def get(self, key: str) -> str | None:
        """The opened value, None when nothing is stored; `DecryptionError` when it does not open."""
        stored = await self._db.fetch_value(
            "SELECT value FROM config_secrets WHERE key = ? AND tenant_id = ?", (key, self._tenant)
        )
        if stored is None:
            return None
        return self._need_cipher().open(str(stored), self.binding(key), mandatory=True)

    def binding(self, key: str) -> Binding:
        return Binding("config_secrets", "value", key)

    async def put_sealed(self, key: str, sealed: str, value: str) -> None:
        """Store a value sealed elsewhere (an import) for `key`; `value` is its plaintext, for the scrubber."""
        remember_sealed("config_secrets", "value", {"": value})
        await self._write(key, sealed)

    async def set(self, key: str, value: str) -> None:
        text = value.strip()
        if not text:
            raise ValidationError("An empty value is not stored; remove the setting instead.")
        if any(c in text for c in "\r\n\0"):
            raise ValidationError("The value must be one line.")
        sealed = self._need_cipher().seal(text, self.binding(key))
        remember_sealed("config_secrets", "value", {"": text})
        await self._write(key, sealed)

    async def _write(self, key: str, sealed: str) -> None:
        now = now_ts()
        await self._db.execute(
            "INSERT INTO config_secrets (key, value, tenant_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (key, tenant_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            (key, sealed, self._tenant, now, now),
        )

    async def delete(self, key: str) -> bool:
        existed = await self.has(key)
        await self._db.execute("DELETE FROM config_secrets WHERE key = ? AND tenant_id = ?", (key, self._tenant))
        return existed
