"""Key lookup order, keyring fallback and timeouts, key file safety, rotation.

Keyring fixtures (memory / blocking / exploding backends) come from this directory's conftest.
"""

from __future__ import annotations

import base64
import os
import stat
import time
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.errors import ConflictingKeyError, InvalidKeyFormatError, KeyStorageError
from goclaw_lite.security.crypto import encode_key, generate_key, key_fingerprint
from goclaw_lite.security.keysource import (
    ENV_NAMES,
    KEYRING_SERVICE,
    KeySourceKind,
    KeyStore,
    LoadedKey,
)

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")

INSTALL = "install-1"
ACCOUNT = f"encryption-key:{INSTALL}"
PENDING_ACCOUNT = f"encryption-key-pending:{INSTALL}"


def make_store(tmp_path: Path, environ: dict[str, str] | None = None, **kw: float) -> KeyStore:
    return KeyStore(tmp_path / "data" / "goclaw.key", INSTALL, environ=environ or {}, **kw)


def write_key_file(path: Path, key: bytes, mode: int = 0o600) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(encode_key(key) + "\n")
    path.chmod(mode)


def mode_of(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


# --- LoadedKey -----------------------------------------------------------------------


def test_loaded_key_repr_hides_key() -> None:
    key = generate_key()
    loaded = LoadedKey(key=key, kind=KeySourceKind.FILE, location="/x/goclaw.key")
    text = repr(loaded)
    assert "key=" not in text
    assert encode_key(key) not in text and repr(key) not in text and str(key) not in text
    assert "/x/goclaw.key" in text
    assert loaded.fingerprint == key_fingerprint(key)


def test_kind_values() -> None:
    assert KeySourceKind.ENV.value == "environment"
    assert KeySourceKind.KEYRING.value == "keyring"
    assert KeySourceKind.FILE.value == "file"
    assert ENV_NAMES == ("GOCLAW_KEY", "GOCLAW_ENCRYPTION_KEY")
    assert KEYRING_SERVICE == "goclaw-lite"


# --- environment ---------------------------------------------------------------------


def test_nothing_anywhere_is_none(tmp_path: Path) -> None:
    assert make_store(tmp_path).load() is None


@pytest.mark.parametrize("name", ENV_NAMES)
def test_env_variable_is_used(tmp_path: Path, name: str) -> None:
    key = generate_key()
    store = make_store(tmp_path, {name: encode_key(key)})
    loaded = store.load()
    assert loaded == LoadedKey(key, KeySourceKind.ENV, f"environment variable {name}")
    assert store.describe_env_source() == f"environment variable {name}"


def test_env_beats_keyring_and_file(tmp_path: Path, memory_keyring: Any) -> None:
    env_key, ring_key, file_key = generate_key(), generate_key(), generate_key()
    store = make_store(tmp_path, {"GOCLAW_KEY": base64.b64encode(env_key).decode()})
    memory_keyring.set_password(KEYRING_SERVICE, ACCOUNT, encode_key(ring_key))
    write_key_file(store.key_file, file_key)
    assert store.load().key == env_key  # type: ignore[union-attr]


def test_env_both_set_different_conflict(tmp_path: Path) -> None:
    a, b = generate_key(), generate_key()
    store = make_store(tmp_path, {"GOCLAW_KEY": encode_key(a), "GOCLAW_ENCRYPTION_KEY": encode_key(b)})
    with pytest.raises(ConflictingKeyError) as info:
        store.load()
    message = str(info.value)
    assert "GOCLAW_KEY" in message and "GOCLAW_ENCRYPTION_KEY" in message
    assert encode_key(a) not in message and encode_key(b) not in message


def test_env_both_set_same_key_in_different_formats_ok(tmp_path: Path) -> None:
    key = generate_key()
    store = make_store(
        tmp_path,
        {"GOCLAW_KEY": encode_key(key), "GOCLAW_ENCRYPTION_KEY": base64.b64encode(key).decode()},
    )
    loaded = store.load()
    assert loaded is not None and loaded.key == key and loaded.kind is KeySourceKind.ENV
    assert loaded.location == "environment variable GOCLAW_KEY"


@pytest.mark.parametrize("name", ENV_NAMES)
def test_malformed_env_names_the_variable(tmp_path: Path, name: str) -> None:
    secret_ish = "not-a-valid-key-but-still-private"
    store = make_store(tmp_path, {name: secret_ish})
    with pytest.raises(InvalidKeyFormatError) as info:
        store.load()
    message = str(info.value)
    assert name in message and secret_ish not in message


def test_malformed_second_env_fails_even_if_first_is_fine(tmp_path: Path) -> None:
    store = make_store(tmp_path, {"GOCLAW_KEY": encode_key(generate_key()), "GOCLAW_ENCRYPTION_KEY": "bad"})
    with pytest.raises(InvalidKeyFormatError, match="GOCLAW_ENCRYPTION_KEY"):
        store.load()


def test_blank_env_counts_as_unset(tmp_path: Path) -> None:
    store = make_store(tmp_path, {"GOCLAW_KEY": "  ", "GOCLAW_ENCRYPTION_KEY": ""})
    assert store.load() is None
    assert store.describe_env_source() is None


def test_default_environ_is_os_environ(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    key = generate_key()
    monkeypatch.setenv("GOCLAW_KEY", encode_key(key))
    monkeypatch.delenv("GOCLAW_ENCRYPTION_KEY", raising=False)
    store = KeyStore(tmp_path / "goclaw.key", INSTALL)
    assert store.load().key == key  # type: ignore[union-attr]


# --- keyring -------------------------------------------------------------------------


def test_keyring_beats_file(tmp_path: Path, memory_keyring: Any) -> None:
    ring_key, file_key = generate_key(), generate_key()
    store = make_store(tmp_path)
    memory_keyring.set_password(KEYRING_SERVICE, ACCOUNT, encode_key(ring_key))
    write_key_file(store.key_file, file_key)
    loaded = store.load()
    assert loaded == LoadedKey(ring_key, KeySourceKind.KEYRING, "OS keyring (service goclaw-lite)")


def test_keyring_account_is_per_install(tmp_path: Path, memory_keyring: Any) -> None:
    mine = generate_key()
    memory_keyring.set_password(KEYRING_SERVICE, "encryption-key:someone-else", encode_key(mine))
    assert make_store(tmp_path).load() is None
    make_store(tmp_path).save(generate_key())
    assert memory_keyring.get_password(KEYRING_SERVICE, "encryption-key:someone-else") == encode_key(mine)


def test_malformed_keyring_entry_is_loud(tmp_path: Path, memory_keyring: Any) -> None:
    memory_keyring.set_password(KEYRING_SERVICE, ACCOUNT, "garbage")
    with pytest.raises(InvalidKeyFormatError, match="keyring"):
        make_store(tmp_path).load()


def test_fail_backend_falls_back_to_file(tmp_path: Path) -> None:
    key = generate_key()
    store = make_store(tmp_path)
    write_key_file(store.key_file, key)
    assert not store.keyring_available()
    assert store.load() == LoadedKey(key, KeySourceKind.FILE, str(store.key_file))


def test_exploding_backend_falls_back_to_file(tmp_path: Path, exploding_keyring: Any) -> None:
    key = generate_key()
    store = make_store(tmp_path)
    write_key_file(store.key_file, key)
    assert store.load() == LoadedKey(key, KeySourceKind.FILE, str(store.key_file))
    assert store.last_keyring_error == "RuntimeError"
    saved = store.save(generate_key())
    assert saved.kind is KeySourceKind.FILE


@pytest.mark.serial  # bounds wall time: alone, not beside other workers
def test_blocking_backend_times_out_quickly(tmp_path: Path, blocking_keyring: Any) -> None:
    key = generate_key()
    store = make_store(tmp_path, keyring_timeout=0.2)
    write_key_file(store.key_file, key)
    started = time.monotonic()
    loaded = store.load()
    elapsed = time.monotonic() - started
    assert loaded is not None and loaded.kind is KeySourceKind.FILE and loaded.key == key
    assert elapsed < 1.5
    assert store.last_keyring_error == "timed out"
    # The verdict is cached: a second load and a save do not wait again.
    started = time.monotonic()
    store.load()
    assert store.save(generate_key()).kind is KeySourceKind.FILE
    assert time.monotonic() - started < 0.2
    assert blocking_keyring.calls == 1


def test_keyring_available_is_cached(tmp_path: Path, memory_keyring: Any) -> None:
    store = make_store(tmp_path)
    assert store.keyring_available()
    import keyring
    import keyring.backends.fail

    keyring.set_keyring(keyring.backends.fail.Keyring())
    assert store.keyring_available()  # cached on the instance
    assert not make_store(tmp_path).keyring_available()


def test_null_backend_is_not_trusted(tmp_path: Path) -> None:
    import keyring
    import keyring.backends.null

    keyring.set_keyring(keyring.backends.null.Keyring())
    store = make_store(tmp_path)
    assert not store.keyring_available()
    assert store.save(generate_key()).kind is KeySourceKind.FILE


def test_save_goes_to_keyring_when_available(tmp_path: Path, memory_keyring: Any) -> None:
    key = generate_key()
    store = make_store(tmp_path)
    saved = store.save(key)
    assert saved == LoadedKey(key, KeySourceKind.KEYRING, "OS keyring (service goclaw-lite)")
    assert memory_keyring.get_password(KEYRING_SERVICE, ACCOUNT) == encode_key(key)
    assert not store.key_file.exists()
    assert make_store(tmp_path).load() == saved


def test_save_falls_back_when_keyring_drops_values(tmp_path: Path, memory_keyring: Any) -> None:
    """A backend that accepts set_password but stores nothing must not swallow the key."""
    memory_keyring.set_password = lambda *a: None  # type: ignore[method-assign]
    key = generate_key()
    store = make_store(tmp_path)
    saved = store.save(key)
    assert saved.kind is KeySourceKind.FILE
    assert make_store(tmp_path).load() == LoadedKey(key, KeySourceKind.FILE, str(store.key_file))


def test_delete_removes_keyring_and_file(tmp_path: Path, memory_keyring: Any) -> None:
    store = make_store(tmp_path)
    store.save(generate_key())
    write_key_file(store.key_file, generate_key())
    store.delete()
    assert memory_keyring.get_password(KEYRING_SERVICE, ACCOUNT) is None
    assert not store.key_file.exists()
    assert store.load() is None
    store.delete()  # idempotent


# --- key file ------------------------------------------------------------------------


@posix_only
def test_saved_key_file_is_0600_in_0700_dir(tmp_path: Path) -> None:
    key = generate_key()
    store = make_store(tmp_path)
    old_umask = os.umask(0)  # even a permissive umask must not widen the file
    try:
        saved = store.save(key)
    finally:
        os.umask(old_umask)
    assert saved == LoadedKey(key, KeySourceKind.FILE, str(store.key_file))
    assert mode_of(store.key_file) == 0o600
    assert mode_of(store.key_file.parent) == 0o700
    assert store.key_file.read_text() == encode_key(key) + "\n"


@posix_only
@pytest.mark.parametrize("mode", [0o644, 0o640, 0o604, 0o660])
def test_loose_key_file_is_refused(tmp_path: Path, mode: int) -> None:
    key = generate_key()
    store = make_store(tmp_path)
    write_key_file(store.key_file, key, mode)
    with pytest.raises(KeyStorageError) as info:
        store.load()
    message = str(info.value)
    assert "chmod 600" in message and str(store.key_file) in message
    assert encode_key(key) not in message


@posix_only
def test_symlinked_key_file_is_refused(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    real = tmp_path / "elsewhere.key"
    write_key_file(real, generate_key())
    store.key_file.parent.mkdir(parents=True)
    store.key_file.symlink_to(real)
    with pytest.raises(KeyStorageError, match="symbolic link"):
        store.load()


def test_malformed_key_file_names_file_not_content(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    store.key_file.parent.mkdir(parents=True)
    store.key_file.write_text("z" * 64 + "\n")
    store.key_file.chmod(0o600)
    with pytest.raises(InvalidKeyFormatError) as info:
        store.load()
    assert str(store.key_file) in str(info.value) and "z" * 64 not in str(info.value)


def test_key_file_accepts_any_format(tmp_path: Path) -> None:
    key = generate_key()
    store = make_store(tmp_path)
    store.key_file.parent.mkdir(parents=True)
    store.key_file.write_text(base64.b64encode(key).decode() + "\n")
    store.key_file.chmod(0o600)
    assert store.load().key == key  # type: ignore[union-attr]


def test_atomic_save_replaces_and_leaves_no_temp_files(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    first, second = generate_key(), generate_key()
    store.save(first)
    inode_before = store.key_file.stat().st_ino
    store.save(second)
    assert store.load().key == second  # type: ignore[union-attr]
    assert sorted(p.name for p in store.key_file.parent.iterdir()) == ["goclaw.key"]
    if os.name == "posix":
        assert store.key_file.stat().st_ino != inode_before  # renamed over, not rewritten


def test_failed_write_keeps_old_key_and_cleans_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = make_store(tmp_path)
    old = generate_key()
    store.save(old)

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(KeyStorageError, match="No space left"):
        store.save(generate_key())
    monkeypatch.undo()
    assert store.load().key == old  # type: ignore[union-attr]
    assert sorted(p.name for p in store.key_file.parent.iterdir()) == ["goclaw.key"]


def test_unusable_directory_is_a_key_storage_error(tmp_path: Path) -> None:
    """The data "directory" is a file: works as a failure even when running as root."""
    blocker = tmp_path / "data"
    blocker.write_text("not a directory")
    store = make_store(tmp_path)
    with pytest.raises(KeyStorageError, match="Cannot create the directory"):
        store.save(generate_key())


def test_save_rejects_wrong_size(tmp_path: Path) -> None:
    with pytest.raises(KeyStorageError):
        make_store(tmp_path).save(b"short")


# --- rotation ------------------------------------------------------------------------


def test_pending_flow_file_backend(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    old, new = generate_key(), generate_key()
    store.save(old)
    assert store.load_pending() is None
    store.save_pending(new)
    assert store.pending_file.exists()
    if os.name == "posix":
        assert mode_of(store.pending_file) == 0o600
    assert store.load().key == old  # type: ignore[union-attr]  # pending is not active
    assert make_store(tmp_path).load_pending() == new  # survives a restart
    promoted = store.promote_pending()
    assert promoted == LoadedKey(new, KeySourceKind.FILE, str(store.key_file))
    assert store.load().key == new  # type: ignore[union-attr]
    assert store.load_pending() is None and not store.pending_file.exists()


def test_pending_flow_keyring_backend(tmp_path: Path, memory_keyring: Any) -> None:
    store = make_store(tmp_path)
    old, new = generate_key(), generate_key()
    store.save(old)
    store.save_pending(new)
    assert memory_keyring.get_password(KEYRING_SERVICE, PENDING_ACCOUNT) == encode_key(new)
    assert not store.pending_file.exists()
    assert store.load().key == old  # type: ignore[union-attr]
    assert make_store(tmp_path).load_pending() == new
    promoted = store.promote_pending()
    assert promoted == LoadedKey(new, KeySourceKind.KEYRING, "OS keyring (service goclaw-lite)")
    assert memory_keyring.get_password(KEYRING_SERVICE, ACCOUNT) == encode_key(new)
    assert memory_keyring.get_password(KEYRING_SERVICE, PENDING_ACCOUNT) is None
    assert not store.key_file.exists()


def test_pending_follows_primary_file_even_with_keyring(
    tmp_path: Path, memory_keyring: Any
) -> None:
    """Primary in the file (keyring added later): rotation stays in the file."""
    store = make_store(tmp_path)
    old, new = generate_key(), generate_key()
    write_key_file(store.key_file, old)
    store.save_pending(new)
    assert store.pending_file.exists()
    assert memory_keyring.get_password(KEYRING_SERVICE, PENDING_ACCOUNT) is None
    assert store.promote_pending().kind is KeySourceKind.FILE
    assert store.load().key == new  # type: ignore[union-attr]
    assert memory_keyring.store == {}


@pytest.mark.parametrize("with_keyring", [False, True])
def test_discard_pending(tmp_path: Path, request: pytest.FixtureRequest, with_keyring: bool) -> None:
    if with_keyring:
        request.getfixturevalue("memory_keyring")
    store = make_store(tmp_path)
    old = generate_key()
    store.save(old)
    store.save_pending(generate_key())
    assert store.load_pending() is not None
    store.discard_pending()
    assert store.load_pending() is None
    assert store.load().key == old  # type: ignore[union-attr]
    store.discard_pending()  # idempotent


def test_promote_without_pending_fails(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    store.save(generate_key())
    with pytest.raises(KeyStorageError, match="no pending key"):
        store.promote_pending()


def test_crash_after_primary_written_is_recoverable(tmp_path: Path) -> None:
    """If promotion dies after writing the primary, both copies hold the new key."""
    store = make_store(tmp_path)
    new = generate_key()
    store.save(generate_key())
    store.save_pending(new)
    write_key_file(store.key_file, new)  # the first half of promote_pending
    restarted = make_store(tmp_path)
    assert restarted.load().key == new  # type: ignore[union-attr]
    assert restarted.load_pending() == new
    assert restarted.promote_pending().key == new
    assert restarted.load_pending() is None


@posix_only
def test_loose_pending_file_is_refused(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    store.save(generate_key())
    write_key_file(store.pending_file, generate_key(), 0o644)
    with pytest.raises(KeyStorageError, match="chmod 600"):
        store.load_pending()
