"""config_secrets: sealed and bound to its key, rotated with the key, known to the scrubber, refused when moved."""

from __future__ import annotations

import os

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import DecryptionError, KeyMissingError, ValidationError
from goclaw_lite.security.crypto import Cipher
from goclaw_lite.security.known_secrets import forget_all, scrub_known
from goclaw_lite.store.sealed.columns import (
    count_sealed_values,
    refresh_known_secrets,
    rotate_sealed_values,
    unreadable_sealed_values,
)
from goclaw_lite.store.sealed.config_secrets import ConfigSecretsStore

VALUE = "BSA-store-key-a1b2c3d4e5"


async def test_sealed_rotated_and_known(app: AppContext) -> None:
    store = ConfigSecretsStore(app.stores.db, app.stores.identity, app.stores.cipher)
    assert await store.get("tools.web.brave.api_key") is None
    await store.set("tools.web.brave.api_key", VALUE)
    raw = await app.stores.db.fetch_value("SELECT value FROM config_secrets")
    assert str(raw).startswith("aes-gcm:") and VALUE not in str(raw)
    assert await store.get("tools.web.brave.api_key") == VALUE
    forget_all()
    await refresh_known_secrets(app.stores.db, app.stores.cipher)  # a fresh process knows it from the database
    assert scrub_known(f"key={VALUE}") == "key=[REDACTED:SETTING_TOOLS.WEB.BRAVE.API_KEY]"
    assert await count_sealed_values(app.stores.db) == 1
    new = Cipher(os.urandom(32))
    assert await rotate_sealed_values(app.stores.db, app.require_cipher(), new) == 1
    assert await ConfigSecretsStore(app.stores.db, app.stores.identity, new).get("tools.web.brave.api_key") == VALUE


async def test_a_value_moved_to_another_key_does_not_open(app: AppContext) -> None:
    store = ConfigSecretsStore(app.stores.db, app.stores.identity, app.stores.cipher)
    await store.set("tools.web.brave.api_key", VALUE)
    await app.stores.db.execute("UPDATE config_secrets SET key = 'tools.web.other.api_key'")
    with pytest.raises(DecryptionError):
        await store.get("tools.web.other.api_key")
    unreadable = await unreadable_sealed_values(app.stores.db, app.require_cipher())
    assert [(u.column.table, u.name) for u in unreadable] == [("config_secrets", "tools.web.other.api_key")]
    assert "goclaw-lite web search-set brave --brave-key" in unreadable[0].remedy()


async def test_bad_values_and_no_key(app: AppContext) -> None:
    store = ConfigSecretsStore(app.stores.db, app.stores.identity, app.stores.cipher)
    for bad in ("", "  ", "two\nlines"):
        with pytest.raises(ValidationError):
            await store.set("k", bad)
    with pytest.raises(KeyMissingError):
        await ConfigSecretsStore(app.stores.db, app.stores.identity, None).set("k", VALUE)
    assert not await store.delete("k") and not await store.has("k")
