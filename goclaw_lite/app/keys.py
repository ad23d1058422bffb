"""KeyService: what `goclaw-lite key` does to the database and the key stores.

Every check that keeps data readable lives here: an imported key must open this
database; no new key is made for a database that already expects one; rotation refuses
while any sealed value cannot be decrypted, and stores the new key as "pending" before
re-sealing so a crash never loses it. Each change writes one activity row with the key's
fingerprint, never the key.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.errors import KeyMissingError, UnreadableValuesError, WrongKeyError
from goclaw_lite.security.crypto import Cipher, generate_key, key_fingerprint
from goclaw_lite.security.keysource import KeyStore, LoadedKey
from goclaw_lite.store import Stores
from goclaw_lite.store.backend.meta import KEY_CHECK
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.store.sealed.columns import (
    KeyEvidence,
    UnreadableValue,
    count_sealed_values,
    make_check_value,
    rotate_sealed_values,
    unreadable_sealed_values,
)

ENTITY = "encryption_key"


@dataclass(frozen=True)
class KeyStatus:
    sealed_values: int
    keyring_available: bool


@dataclass(frozen=True)
class Rotation:
    key: LoadedKey
    previous_fingerprint: str
    resealed: int


class KeyService:
    def __init__(
        self, stores: Stores, keystore: KeyStore, evidence: KeyEvidence | None = None, *, expects_key: bool | None = None
    ) -> None:
        """`evidence` is what proves a key is this database's; `expects_key` (default: the
        evidence's) whether some key must already exist (start-up may have just written a check)."""
        self.stores = stores
        self.keystore = keystore
        self.evidence = evidence or KeyEvidence()
        self.expects_key = self.evidence.expects_key if expects_key is None else expects_key
        self.activity = ActivityStore(stores.db, stores.identity)

    async def status(self) -> KeyStatus:
        return KeyStatus(await count_sealed_values(self.stores.db), self.keystore.keyring_available())

    async def import_key(self, key: bytes) -> LoadedKey:
        """Store a key the user already has; for a database that expects one it must open it."""
        if self.expects_key and not self.evidence.opened_by(key):
            raise WrongKeyError(
                f"That key (fingerprint {key_fingerprint(key)}) does not match this database; nothing was stored."
            )
        loaded = self.keystore.save(key)
        if await self.stores.meta.get(KEY_CHECK) is None:
            await self.stores.meta.set(KEY_CHECK, make_check_value(Cipher(key)))
        await self._log("key.init", key, imported=True, stored_in=str(loaded.location))
        return loaded

    async def create_key(self) -> LoadedKey:
        """A new key for a database that has none (nothing sealed, no check value)."""
        if self.expects_key:
            held = "" if await self.stores.meta.get(KEY_CHECK) is not None else " (it holds sealed values but no key check)"
            raise KeyMissingError(
                f"This database already has an encryption key{held}, and it was not found. A new key would make "
                "every stored secret unreadable, so none was made. Import your key with `goclaw-lite key init --import`."
            )
        key = generate_key()
        loaded = self.keystore.save(key)
        await self.stores.meta.set(KEY_CHECK, make_check_value(Cipher(key)))
        await self._log("key.init", key, imported=False, stored_in=str(loaded.location))
        return loaded

    async def rotate(self, old: Cipher) -> Rotation:
        """Re-seal every value under a new key, then make it the stored key."""
        unreadable = await unreadable_sealed_values(self.stores.db, old)
        if unreadable:
            raise _unreadable_refusal(unreadable)
        new_key = generate_key()
        # Crash safety: the new key is stored as "pending" before the database changes; at
        # start-up a pending key that opens the check value is promoted (see bootstrap).
        self.keystore.save_pending(new_key)
        try:
            changed = await rotate_sealed_values(self.stores.db, old, Cipher(new_key))
        except BaseException:
            self.keystore.discard_pending()
            raise
        loaded = self.keystore.promote_pending()
        # Logged only now: a failure before this point must never discard a key the data needs.
        await self._log("key.rotate", new_key, previous_fingerprint=old.fingerprint, resealed=changed,
                        stored_in=str(loaded.location))
        return Rotation(loaded, old.fingerprint, changed)

    async def _log(self, action: str, key: bytes, **details: object) -> None:
        """The key's activity row: its fingerprint and what happened, never the key."""
        fingerprint = key_fingerprint(key)
        await self.activity.log(action, entity_type=ENTITY, entity_id=fingerprint,
                                details={"fingerprint": fingerprint, **details})


def _unreadable_refusal(values: list[UnreadableValue]) -> UnreadableValuesError:
    rows = "; ".join(f"{v.describe()}: {v.remedy()}" for v in values)
    return UnreadableValuesError(
        f"Key rotation refused: {len(values)} stored value(s) cannot be decrypted with the current key and would be "
        f"lost: {rows}. Remove them or enter their values again, then rotate. Nothing was changed."
    )
