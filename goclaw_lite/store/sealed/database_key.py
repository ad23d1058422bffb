"""The one way to load a key: the key that opens this database, not merely the stored one.

After `key rotate` is killed between its commit and the new key's promotion, the stored
primary key opens nothing and the pending key opens everything. Every command that needs
the key comes here (through `bootstrap.open_app`), so each settles such a rotation first:
a writer holds the data directory's lock already and promotes the pending key; a reader
takes the lock just long enough to promote it, and when another process holds it (it may
be the rotation itself, about to promote) refuses with the reason instead of guessing.

A pending key left by a rotation that never committed is discarded by writers only: a
reader cannot tell it from a rotation still running.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

from goclaw_lite.errors import (
    DatabaseLockedError,
    KeyRotationPendingError,
    WrongKeyError,
)
from goclaw_lite.security.crypto import key_fingerprint
from goclaw_lite.security.keysource import KeySourceKind, KeyStore, LoadedKey
from goclaw_lite.store.sealed.columns import KeyEvidence

WriterClaim = Callable[[], AbstractContextManager[object]]
"""Takes the data directory's writer lock for a moment (raises DatabaseLockedError when held)."""


def key_that_opens(keystore: KeyStore, evidence: KeyEvidence, *, claim_writer: WriterClaim | None) -> LoadedKey | None:
    """The key that opens the database `evidence` describes; None when no key is found.

    `claim_writer` is None for a process that holds the writer lock already; a reader passes
    a way to take it. Raises WrongKeyError when a key is found but opens nothing, and
    KeyRotationPendingError when an interrupted rotation cannot be settled now.
    """
    loaded = keystore.load()
    if not evidence.expects_key:
        return loaded
    if loaded is not None and evidence.opened_by(loaded.key):
        if claim_writer is None and loaded.kind is not KeySourceKind.ENV:
            keystore.discard_pending()  # left by a rotation that never committed
        return loaded
    pending = keystore.load_pending()
    if pending is not None and evidence.opened_by(pending):
        return _finish_rotation(keystore, evidence, claim_writer)
    if loaded is None:
        return None
    raise WrongKeyError(
        f"The encryption key from {loaded.location} does not match this database "
        f"(key fingerprint {key_fingerprint(loaded.key)}). Nothing was read or written. "
        "Provide the key this database was created with (GOCLAW_KEY, or `goclaw-lite key init --import`)."
    )


def _finish_rotation(keystore: KeyStore, evidence: KeyEvidence, claim_writer: WriterClaim | None) -> LoadedKey:
    """Promote the pending key of a rotation that committed, under the writer lock."""
    if claim_writer is None:
        return keystore.promote_pending()
    try:
        with claim_writer():
            # Whoever held the lock may have finished the rotation meanwhile.
            loaded = keystore.load()
            if loaded is not None and evidence.opened_by(loaded.key):
                return loaded
            return keystore.promote_pending()
    except DatabaseLockedError as exc:
        raise KeyRotationPendingError(
            "A key rotation re-encrypted this database but its new key is not stored as the main key yet, "
            f"and {exc.holder or 'another GoClaw Lite process'} is using the data directory, so the rotation "
            "could not be finished now. Nothing was read; try again when that process has ended."
        ) from None
