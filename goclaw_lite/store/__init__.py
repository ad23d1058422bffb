"""Persistence. SQL lives in this package and nowhere else.

`Stores` is the container the services receive (plain dependency injection); each domain
store is one module with its SQL written out in full, run through `db.Database`.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.security.crypto import Cipher
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity, MetaStore


@dataclass
class Stores:
    db: Database
    identity: LocalIdentity
    cipher: Cipher | None
    meta: MetaStore

    @classmethod
    def build(cls, db: Database, identity: LocalIdentity, cipher: Cipher | None) -> Stores:
        return cls(db=db, identity=identity, cipher=cipher, meta=MetaStore(db))

    async def close(self) -> None:
        await self.db.close()
