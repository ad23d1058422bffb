"""Install-wide facts kept in `lite_meta`: install id, the local identity, the key check value."""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.ids import now_ts
from goclaw_lite.store.backend.db import Database

KEY_CHECK = "key_check"
KEY_CHECK_PLAINTEXT = "goclaw-lite key check v1"


@dataclass(frozen=True)
class LocalIdentity:
    """Lite is single-user: one tenant and one user id, fixed at install time."""

    install_id: str
    tenant_id: str
    user_id: str


class MetaStore:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, key: str) -> str | None:
        value = await self._db.fetch_value("SELECT value FROM lite_meta WHERE key = ?", (key,))
        return None if value is None else str(value)

    async def set(self, key: str, value: str) -> None:
        await self._db.execute(
            "INSERT INTO lite_meta(key, value, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            (key, value, now_ts()),
        )

    async def delete(self, key: str) -> None:
        await self._db.execute("DELETE FROM lite_meta WHERE key = ?", (key,))

    async def all(self) -> dict[str, str]:
        rows = await self._db.fetch_all("SELECT key, value FROM lite_meta ORDER BY key")
        return {str(r["key"]): str(r["value"]) for r in rows}

    async def identity(self) -> LocalIdentity:
        values = await self.all()
        missing = [k for k in ("install_id", "local_tenant_id", "local_user_id") if k not in values]
        if missing:
            from goclaw_lite.errors import DatabaseError

            raise DatabaseError(f"The database is missing its install record ({', '.join(missing)}).")
        return LocalIdentity(
            install_id=values["install_id"], tenant_id=values["local_tenant_id"], user_id=values["local_user_id"]
        )

    async def table_counts(self) -> dict[str, int]:
        names = await self._db.fetch_all(self._db.dialect.list_tables_sql())
        counts: dict[str, int] = {}
        for row in names:
            name = str(row["name"])
            counts[name] = int(await self._db.fetch_value(f'SELECT COUNT(*) FROM "{name}"') or 0)
        return counts
