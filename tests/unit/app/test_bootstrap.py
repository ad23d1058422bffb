"""Opening the app: key policies, wrong and missing keys, interrupted rotation, second writer."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import DatabaseLockedError, KeyMissingError, WrongKeyError
from goclaw_lite.security.crypto import Cipher, encode_key, generate_key
from goclaw_lite.security.keysource import KeySourceKind
from goclaw_lite.store.backend.meta import KEY_CHECK
from goclaw_lite.store.sealed.columns import rotate_sealed_values


async def test_first_gui_open_generates_and_stores_a_key(isolated_home: Path) -> None:
    paths = resolve_paths()
    ctx = await open_app(paths, program="test", key_policy=KeyPolicy.CREATE_IF_NEW)
    try:
        assert ctx.key_info.generated_now
        assert ctx.key_info.kind is KeySourceKind.FILE  # the fail keyring forces the file fallback
        assert ctx.cipher is not None
        assert await ctx.stores.meta.get(KEY_CHECK) is not None
    finally:
        await ctx.close()
    again = await open_app(paths, program="test", key_policy=KeyPolicy.CREATE_IF_NEW)
    try:
        assert not again.key_info.generated_now
        assert again.key_info.fingerprint == ctx.key_info.fingerprint
    finally:
        await again.close()


async def test_missing_key_for_a_database_with_one_is_never_replaced(isolated_home: Path) -> None:
    paths = resolve_paths()
    ctx = await open_app(paths, program="test", key_policy=KeyPolicy.CREATE_IF_NEW)
    await ctx.close()
    paths.key_file.unlink()  # the key is lost (keyring locked / file deleted)
    before = hashlib.sha256(paths.db_path.read_bytes()).hexdigest()
    with pytest.raises(KeyMissingError, match="never made"):
        await open_app(paths, program="test", key_policy=KeyPolicy.CREATE_IF_NEW)
    assert not paths.key_file.exists()
    assert hashlib.sha256(paths.db_path.read_bytes()).hexdigest() == before


async def test_wrong_key_is_refused_before_anything_is_written(isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = resolve_paths()
    monkeypatch.setenv("GOCLAW_KEY", encode_key(generate_key()))
    ctx = await open_app(paths, program="test", key_policy=KeyPolicy.REQUIRED)
    await ctx.close()
    before = hashlib.sha256(paths.db_path.read_bytes()).hexdigest()
    monkeypatch.setenv("GOCLAW_KEY", encode_key(generate_key()))
    with pytest.raises(WrongKeyError, match="does not match"):
        await open_app(paths, program="test", key_policy=KeyPolicy.OPTIONAL)
    assert hashlib.sha256(paths.db_path.read_bytes()).hexdigest() == before


async def test_required_key_missing_on_fresh_database(isolated_home: Path) -> None:
    with pytest.raises(KeyMissingError, match="GOCLAW_KEY"):
        await open_app(resolve_paths(), program="test", key_policy=KeyPolicy.REQUIRED)


async def test_second_writer_is_refused_and_first_keeps_working(isolated_home: Path, test_key: str) -> None:
    paths = resolve_paths()
    first = await open_app(paths, program="first-writer", key_policy=KeyPolicy.REQUIRED)
    try:
        with pytest.raises(DatabaseLockedError) as info:
            await open_app(paths, program="second", key_policy=KeyPolicy.REQUIRED)
        assert "first-writer" in str(info.value)
        await first.stores.meta.set("probe", "still writable")
        assert await first.stores.meta.get("probe") == "still writable"
    finally:
        await first.close()


async def test_interrupted_rotation_is_finished_at_next_open(isolated_home: Path) -> None:
    """The database was re-sealed under the new key, but the process died before storing it."""
    paths = resolve_paths()
    ctx = await open_app(paths, program="test", key_policy=KeyPolicy.CREATE_IF_NEW)
    old = ctx.require_cipher()
    new_key = generate_key()
    ctx.keystore.save_pending(new_key)
    await rotate_sealed_values(ctx.stores.db, old, Cipher(new_key))
    await ctx.close()  # "crash": promote_pending never ran
    reopened = await open_app(paths, program="test", key_policy=KeyPolicy.REQUIRED)
    try:
        assert reopened.key_info.fingerprint == Cipher(new_key).fingerprint
        assert reopened.keystore.load_pending() is None
    finally:
        await reopened.close()


async def test_rotation_that_never_committed_keeps_the_old_key(isolated_home: Path) -> None:
    paths = resolve_paths()
    ctx = await open_app(paths, program="test", key_policy=KeyPolicy.CREATE_IF_NEW)
    fingerprint = ctx.key_info.fingerprint
    ctx.keystore.save_pending(generate_key())  # died before the transaction committed
    await ctx.close()
    reopened = await open_app(paths, program="test", key_policy=KeyPolicy.REQUIRED)
    try:
        assert reopened.key_info.fingerprint == fingerprint
        assert reopened.keystore.load_pending() is None
    finally:
        await reopened.close()
