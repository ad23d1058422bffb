"""Keyring backends for the security tests.

Every test here runs with a keyring chosen by a fixture, never the developer's real one:
`_isolated_keyring` (autouse) installs the fail backend, and `memory_keyring` /
`blocking_keyring` swap in something else. The previous backend is restored afterwards.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import keyring
import keyring.backends.fail
import keyring.errors
import pytest
from keyring.backend import KeyringBackend


class MemoryKeyring(KeyringBackend):
    """A dict-backed keyring; a low priority keeps it out of keyring's auto-selection."""

    priority = -10  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        try:
            del self.store[(service, username)]
        except KeyError:
            raise keyring.errors.PasswordDeleteError("not found") from None


class BlockingKeyring(KeyringBackend):
    """Like SecretService without a session: every call hangs until released."""

    priority = -10  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()
        self.calls = 0

    def _block(self) -> None:
        self.calls += 1
        self.release.wait()
        raise keyring.errors.KeyringError("released")

    def get_password(self, service: str, username: str) -> str | None:
        self._block()
        return None  # pragma: no cover

    def set_password(self, service: str, username: str, password: str) -> None:
        self._block()

    def delete_password(self, service: str, username: str) -> None:
        self._block()


class ExplodingKeyring(KeyringBackend):
    """A backend with a bug: raises something that is not a KeyringError."""

    priority = -10  # type: ignore[assignment]

    def get_password(self, service: str, username: str) -> str | None:
        raise RuntimeError("dbus went away")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise RuntimeError("dbus went away")

    def delete_password(self, service: str, username: str) -> None:
        raise RuntimeError("dbus went away")


@pytest.fixture(autouse=True)
def _isolated_keyring() -> Iterator[None]:
    previous = keyring.get_keyring()
    keyring.set_keyring(keyring.backends.fail.Keyring())
    try:
        yield
    finally:
        keyring.set_keyring(previous)


@pytest.fixture
def memory_keyring(_isolated_keyring: None) -> MemoryKeyring:
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    return backend


@pytest.fixture
def blocking_keyring(_isolated_keyring: None) -> Iterator[BlockingKeyring]:
    backend = BlockingKeyring()
    keyring.set_keyring(backend)
    try:
        yield backend
    finally:
        backend.release.set()  # let the abandoned daemon threads finish


@pytest.fixture
def exploding_keyring(_isolated_keyring: None) -> ExplodingKeyring:
    backend = ExplodingKeyring()
    keyring.set_keyring(backend)
    return backend
