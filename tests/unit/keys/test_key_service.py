"""KeyService on a real SQLite store and a real key file: the checks that keep sealed values
readable, and activity rows that name fingerprints, never keys."""

from __future__ import annotations

from dataclasses import replace

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.credentials import CredentialsService
from goclaw_lite.app.keys import KeyService
from goclaw_lite.errors import KeyMissingError, WrongKeyError
from goclaw_lite.model.secure_cli import SecretEnv
from goclaw_lite.security.crypto import Cipher, encode_key, generate_key, key_fingerprint
from goclaw_lite.store.backend.meta import KEY_CHECK
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from goclaw_lite.store.sealed.columns import KeyEvidence
from tests.unit.securecli.conftest import PYTHON

TOKEN = "tok_live_7Gh2Kq9Wm4Ys6Bc8Xv3Lp5Nd"


async def evidence(app: AppContext) -> KeyEvidence:
    return KeyEvidence(await app.stores.meta.get(KEY_CHECK))


async def key_rows(app: AppContext) -> list[tuple[str, dict[str, object]]]:
    rows = await ActivityStore(app.stores.db, app.stores.identity).list(ActivityFilter(entity_type="encryption_key"))
    return [(r.action, dict(r.details)) for r in reversed(rows)]


async def seal_one(app: AppContext) -> None:
    creds = CredentialsService(app.stores.db, app.stores.identity, app.stores.cipher)
    plan = await creds.prepare_registration("py", PYTHON)
    await creds.register(replace(plan, values=SecretEnv.of({"API_TOKEN": TOKEN})))


async def test_status_counts_sealed_values(app: AppContext) -> None:
    service = KeyService(app.stores, app.keystore, await evidence(app))
    before = (await service.status()).sealed_values
    await seal_one(app)
    assert (await service.status()).sealed_values == before + 1


async def test_an_imported_key_must_open_this_database(app: AppContext) -> None:
    service = KeyService(app.stores, app.keystore, await evidence(app))
    stranger = generate_key()
    with pytest.raises(WrongKeyError, match=key_fingerprint(stranger)):
        await service.import_key(stranger)
    assert not app.keystore.key_file.exists() and await key_rows(app) == []
    own = app.require_key().key
    loaded = await service.import_key(own)
    assert loaded.key == own and app.keystore.key_file.exists()
    [(action, details)] = await key_rows(app)
    assert action == "key.init" and details["fingerprint"] == key_fingerprint(own) and details["imported"] is True
    assert encode_key(own) not in repr(details)


async def test_no_new_key_for_a_database_that_expects_one(app: AppContext) -> None:
    with pytest.raises(KeyMissingError, match="already has an encryption key"):
        await KeyService(app.stores, app.keystore, await evidence(app)).create_key()
    assert not app.keystore.key_file.exists()
    created = await KeyService(app.stores, app.keystore, KeyEvidence()).create_key()
    assert app.keystore.key_file.exists()
    check = await app.stores.meta.get(KEY_CHECK)
    assert KeyEvidence(check).opened_by(created.key)
    assert [a for a, _ in await key_rows(app)] == ["key.init"]


async def test_rotation_reseals_every_value_under_the_stored_new_key(app: AppContext) -> None:
    await seal_one(app)
    old = app.require_cipher()
    rotation = await KeyService(app.stores, app.keystore, await evidence(app)).rotate(old)
    assert rotation.resealed >= 1 and rotation.previous_fingerprint == old.fingerprint
    assert app.keystore.key_file.exists() and not app.keystore.pending_file.exists()
    store = SecureCLIStore(app.stores.db, app.stores.identity, Cipher(rotation.key.key))
    binary = await store.get_by_name("py")
    assert await store.default_values(binary.id) == {"API_TOKEN": TOKEN}
    [(action, details)] = await key_rows(app)
    assert action == "key.rotate" and details["previous_fingerprint"] == old.fingerprint
    assert encode_key(rotation.key.key) not in repr(details)
