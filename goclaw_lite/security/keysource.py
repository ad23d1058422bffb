"""Where the encryption key comes from, and where a new one is kept.

Lookup order: environment (`GOCLAW_KEY`, then `GOCLAW_ENCRYPTION_KEY`), the OS keyring, a
key file in the data directory. The keyring is optional: on a headless box it raises
`NoKeyringError`, and the SecretService backend can block forever, so every keyring call
runs in a daemon thread with a timeout and any failure means "unavailable, use the file".

Keyring entries are per install (`encryption-key:<install_id>`) so a test data directory
never overwrites the key of the user's real one.

Nothing here logs a key or puts one in an exception message.
"""

from __future__ import annotations

import contextlib
import enum
import errno
import logging
import os
import secrets
import stat
import threading
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from goclaw_lite.config import ensure_private_dir
from goclaw_lite.errors import ConflictingKeyError, InvalidKeyFormatError, KeyStorageError
from goclaw_lite.security.crypto import KEY_SIZE, encode_key, key_fingerprint, parse_key

__all__ = [
    "ENV_NAMES",
    "KEYRING_SERVICE",
    "KeySourceKind",
    "LoadedKey",
    "KeyStore",
    "read_key_file",
]

def _keyring() -> types.ModuleType:
    """The keyring package, imported on first use: with GOCLAW_KEY set it is never needed,
    and importing it (backend discovery) costs a noticeable part of the window's start."""
    import keyring

    return keyring


log = logging.getLogger(__name__)

ENV_NAMES = ("GOCLAW_KEY", "GOCLAW_ENCRYPTION_KEY")
KEYRING_SERVICE = "goclaw-lite"

_T = TypeVar("_T")


class KeySourceKind(enum.Enum):
    ENV = "environment"
    KEYRING = "keyring"
    FILE = "file"


@dataclass(frozen=True)
class LoadedKey:
    """A key and where it was found; the repr leaves the key out so it is safe to log."""

    key: bytes = field(repr=False)
    kind: KeySourceKind
    location: str

    @property
    def fingerprint(self) -> str:
        return key_fingerprint(self.key)


class _KeyringUnavailable(Exception):
    """Internal: the keyring failed, timed out, or is a backend that stores nothing."""


def _env_location(name: str) -> str:
    return f"environment variable {name}"


def read_key_file(path: Path) -> bytes | None:
    """Read a key file, refusing one that others can read (it would be a leaked key)."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise KeyStorageError(
                f"The key file {path} is a symbolic link; put the key file itself there."
            ) from None
        raise KeyStorageError(f"Cannot open the key file {path}: {exc.strerror}.") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise KeyStorageError(f"The key file {path} is not a regular file.")
        if os.name == "posix" and info.st_mode & 0o077:
            raise KeyStorageError(
                f"The key file {path} is readable by other users "
                f"(mode {stat.S_IMODE(info.st_mode):04o}); run `chmod 600 {path}` "
                "and try again."
            )
        chunks = []
        while chunk := os.read(fd, 4096):
            chunks.append(chunk)
            if sum(map(len, chunks)) > 4096:
                raise KeyStorageError(f"The key file {path} is too large to be a key.")
    except OSError as exc:
        raise KeyStorageError(f"Cannot read the key file {path}: {exc.strerror}.") from None
    finally:
        os.close(fd)
    try:
        text = b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidKeyFormatError(
            f"The key file {path} is not text; expected 64 hex characters."
        ) from None
    return parse_key(text, source=f"the key file {path}")


class KeyStore:
    """Finds, saves and rotates the encryption key of one install."""

    def __init__(
        self,
        key_file: Path,
        install_id: str,
        *,
        environ: Mapping[str, str] | None = None,
        keyring_timeout: float = 3.0,
    ) -> None:
        if not install_id:
            raise ValueError("install_id must not be empty")
        self.key_file = Path(key_file)
        self.pending_file = self.key_file.with_suffix(".pending")
        self.install_id = install_id
        self.account = f"encryption-key:{install_id}"
        self.pending_account = f"encryption-key-pending:{install_id}"
        self.keyring_timeout = keyring_timeout
        self._environ = environ
        self._lock = threading.Lock()
        self._keyring_ok: bool | None = None
        self.last_keyring_error: str | None = None
        """Why the keyring was judged unavailable (exception type or "timed out"), for status."""

    @property
    def keyring_location(self) -> str:
        return f"OS keyring (service {KEYRING_SERVICE})"

    # --- environment -----------------------------------------------------------------

    def _env(self) -> Mapping[str, str]:
        return os.environ if self._environ is None else self._environ

    def _env_values(self) -> list[tuple[str, str]]:
        """Set, non-blank key variables in `ENV_NAMES` order (blank counts as unset)."""
        env = self._env()
        return [(n, env[n]) for n in ENV_NAMES if env.get(n, "").strip()]

    def describe_env_source(self) -> str | None:
        """Which environment variable would supply the key, without parsing it."""
        values = self._env_values()
        return _env_location(values[0][0]) if values else None

    def _load_env(self) -> LoadedKey | None:
        parsed: list[tuple[str, bytes]] = []
        for name, text in self._env_values():
            parsed.append((name, parse_key(text, source=_env_location(name))))
        if not parsed:
            return None
        if len(parsed) == 2 and parsed[0][1] != parsed[1][1]:
            raise ConflictingKeyError(
                f"{ENV_NAMES[0]} and {ENV_NAMES[1]} are both set but hold different keys; "
                "unset one of them."
            )
        name, key = parsed[0]
        return LoadedKey(key=key, kind=KeySourceKind.ENV, location=_env_location(name))

    # --- keyring ---------------------------------------------------------------------

    def _call(self, fn: Callable[[], _T]) -> _T:
        """Run one keyring call in a daemon thread; raise `_KeyringUnavailable` on any
        error or timeout. A timed-out thread is abandoned (it may never return) and the
        keyring is marked unavailable so later calls do not wait again."""
        box: dict[str, object] = {}

        def target() -> None:
            try:
                box["value"] = fn()
            except BaseException as exc:  # noqa: BLE001 - any backend failure
                box["error"] = exc

        worker = threading.Thread(target=target, name="goclaw-keyring", daemon=True)
        worker.start()
        worker.join(self.keyring_timeout)
        if worker.is_alive():
            self._mark_unavailable("timed out")
            raise _KeyringUnavailable("timed out")
        if "error" in box:
            exc = box["error"]
            self._mark_unavailable(type(exc).__name__)
            raise _KeyringUnavailable(type(exc).__name__)
        return box["value"]  # type: ignore[return-value]

    def _mark_unavailable(self, reason: str) -> None:
        with self._lock:
            self._keyring_ok = False
            self.last_keyring_error = reason
        log.info("OS keyring unavailable (%s); using the key file", reason)

    def keyring_available(self) -> bool:
        """Probe once (with the timeout) and remember the answer for this instance."""
        with self._lock:
            cached = self._keyring_ok
        if cached is not None:
            return cached
        import keyring.backends.fail
        import keyring.backends.null

        backend = keyring.get_keyring()
        if isinstance(backend, keyring.backends.fail.Keyring | keyring.backends.null.Keyring):
            self._mark_unavailable(f"no usable backend ({type(backend).__module__})")
            return False
        try:
            self._call(lambda: keyring.get_password(KEYRING_SERVICE, self.account))
        except _KeyringUnavailable:
            return False
        with self._lock:
            if self._keyring_ok is None:
                self._keyring_ok = True
            return self._keyring_ok

    def _kr_get(self, account: str) -> str | None:
        password: str | None = self._call(lambda: _keyring().get_password(KEYRING_SERVICE, account))
        return password

    def _kr_set_verified(self, account: str, key: bytes) -> None:
        """Store and read back; a backend that drops the value is treated as unavailable."""
        text = encode_key(key)
        self._call(lambda: _keyring().set_password(KEYRING_SERVICE, account, text))
        if self._kr_get(account) != text:
            self._kr_delete(account)
            self._mark_unavailable("value did not read back")
            raise _KeyringUnavailable("value did not read back")

    def _kr_delete(self, account: str) -> None:
        """Best-effort delete; "not found" is fine."""

        def delete() -> None:
            import keyring.errors

            try:
                keyring.delete_password(KEYRING_SERVICE, account)
            except keyring.errors.PasswordDeleteError:
                pass

        with contextlib.suppress(_KeyringUnavailable):
            self._call(delete)

    def _kr_read_key(self, account: str) -> bytes | None:
        if not self.keyring_available():
            return None
        try:
            text = self._kr_get(account)
        except _KeyringUnavailable:
            return None
        if text is None:
            return None
        return parse_key(text, source=f"the {self.keyring_location} entry {account}")

    # --- key file --------------------------------------------------------------------

    def _read_file_key(self, path: Path) -> bytes | None:
        return read_key_file(path)

    def _write_file_key(self, path: Path, key: bytes) -> None:
        """Atomic write: private temp file in the same directory, fsync, rename, fsync dir."""
        data = (encode_key(key) + "\n").encode("ascii")
        directory = path.parent
        try:
            ensure_private_dir(directory)
        except OSError as exc:
            raise KeyStorageError(
                f"Cannot create the directory {directory} for the key file: {exc.strerror}."
            ) from None
        tmp = directory / f".{path.name}.{secrets.token_hex(6)}.tmp"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        try:
            fd = os.open(tmp, flags, 0o600)
            try:
                if os.name == "posix":
                    os.fchmod(fd, 0o600)
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(tmp, path)
        except OSError as exc:
            with contextlib.suppress(OSError):
                tmp.unlink()
            raise KeyStorageError(f"Cannot write the key file {path}: {exc.strerror}.") from None
        if os.name == "posix":
            with contextlib.suppress(OSError):
                dir_fd = os.open(directory, os.O_RDONLY)
                try:
                    os.fsync(dir_fd)
                finally:
                    os.close(dir_fd)

    @staticmethod
    def _unlink(path: Path) -> None:
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            raise KeyStorageError(f"Cannot remove {path}: {exc.strerror}.") from None

    # --- public API ------------------------------------------------------------------

    def load(self) -> LoadedKey | None:
        """The active key: environment, else keyring, else key file; None if none is set."""
        from_env = self._load_env()
        if from_env is not None:
            return from_env
        return self._load_stored()

    def _load_stored(self) -> LoadedKey | None:
        key = self._kr_read_key(self.account)
        if key is not None:
            return LoadedKey(key=key, kind=KeySourceKind.KEYRING, location=self.keyring_location)
        key = self._read_file_key(self.key_file)
        if key is not None:
            return LoadedKey(key=key, kind=KeySourceKind.FILE, location=str(self.key_file))
        return None

    def _store(self, account: str, path: Path, key: bytes) -> LoadedKey:
        if self.keyring_available():
            try:
                self._kr_set_verified(account, key)
                return LoadedKey(key=key, kind=KeySourceKind.KEYRING, location=self.keyring_location)
            except _KeyringUnavailable:
                pass
        self._write_file_key(path, key)
        return LoadedKey(key=key, kind=KeySourceKind.FILE, location=str(path))

    def save(self, key: bytes) -> LoadedKey:
        """Persist `key` as the primary: keyring if it works (verified), else the key file.

        Always writes the persistent store, even when an environment variable is what
        `load()` would return; the caller decides whether that makes sense.
        """
        if len(key) != KEY_SIZE:
            raise KeyStorageError(f"Refusing to save a key that is not {KEY_SIZE} bytes.")
        return self._store(self.account, self.key_file, key)

    def delete(self) -> None:
        """Remove the stored primary key from the keyring and the key file."""
        if self.keyring_available():
            self._kr_delete(self.account)
            with contextlib.suppress(_KeyringUnavailable):
                if self._kr_get(self.account) is not None:
                    raise KeyStorageError(
                        f"The {self.keyring_location} still holds the key after deleting it."
                    )
        self._unlink(self.key_file)

    # --- rotation --------------------------------------------------------------------
    #
    # Rotation writes the new key as "pending" before any value is resealed, so a crash
    # midway leaves both keys recoverable. promote_pending() writes the primary first and
    # only then removes the pending copy: at every moment the new key exists somewhere.

    def _primary_kind(self) -> KeySourceKind | None:
        """Where the stored primary lives (ignoring the environment), without parsing."""
        if self.keyring_available():
            try:
                if self._kr_get(self.account) is not None:
                    return KeySourceKind.KEYRING
            except _KeyringUnavailable:
                pass
        if self.key_file.exists():
            return KeySourceKind.FILE
        return None

    def save_pending(self, key: bytes) -> None:
        """Keep the next key next to the primary (same backend) until it is promoted."""
        if len(key) != KEY_SIZE:
            raise KeyStorageError(f"Refusing to save a key that is not {KEY_SIZE} bytes.")
        if self._primary_kind() is KeySourceKind.FILE:
            self._write_file_key(self.pending_file, key)
            return
        self._store(self.pending_account, self.pending_file, key)

    def _locate_pending(self) -> tuple[bytes, KeySourceKind] | None:
        key = self._kr_read_key(self.pending_account)
        if key is not None:
            return key, KeySourceKind.KEYRING
        key = self._read_file_key(self.pending_file)
        if key is not None:
            return key, KeySourceKind.FILE
        return None

    def load_pending(self) -> bytes | None:
        found = self._locate_pending()
        return found[0] if found else None

    def promote_pending(self) -> LoadedKey:
        """Make the pending key the primary, in the backend the primary already uses."""
        found = self._locate_pending()
        if found is None:
            raise KeyStorageError("There is no pending key to promote.")
        key, pending_kind = found
        target = self._primary_kind() or pending_kind
        if target is KeySourceKind.KEYRING:
            try:
                self._kr_set_verified(self.account, key)
            except _KeyringUnavailable:
                raise KeyStorageError(
                    f"Could not store the new key in the {self.keyring_location}; the "
                    "pending key was kept, so the rotation can be finished later."
                ) from None
            loaded = LoadedKey(key=key, kind=KeySourceKind.KEYRING, location=self.keyring_location)
        else:
            self._write_file_key(self.key_file, key)
            loaded = LoadedKey(key=key, kind=KeySourceKind.FILE, location=str(self.key_file))
        self.discard_pending()
        return loaded

    def discard_pending(self) -> None:
        """Forget the pending key everywhere it may be (keyring entry and file)."""
        if self.keyring_available():
            self._kr_delete(self.pending_account)
        self._unlink(self.pending_file)
