"""WorkspaceChangeStore — `workspace_changes`: every write of the file tools, for undo."""

from __future__ import annotations

from goclaw_lite.errors import NotFoundError
from goclaw_lite.ids import is_uuid, now_ts, uuid7
from goclaw_lite.model.workspace import WorkspaceChange
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity

__all__ = ["WorkspaceChangeStore"]

_COLUMNS = "id, agent_id, conversation_id, call_id, tool, path, before_content, after_sha256, created_at, undone_at"


def _to_change(row: Row) -> WorkspaceChange:
    before = row["before_content"]
    return WorkspaceChange(
        id=str(row["id"]), agent_id=str(row["agent_id"]), conversation_id=str(row["conversation_id"] or ""),
        call_id=str(row["call_id"] or ""), tool=str(row["tool"]), path=str(row["path"]),
        before=None if before is None else bytes(before), after_sha256=str(row["after_sha256"]),
        created_at=str(row["created_at"] or ""), undone_at=None if row["undone_at"] is None else str(row["undone_at"]),
    )


class WorkspaceChangeStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id

    async def record(
        self, *, agent_id: str, conversation_id: str, call_id: str, tool: str, path: str, before: bytes | None,
        after_sha256: str,
    ) -> WorkspaceChange:
        change_id = uuid7()
        await self._db.execute(
            f"INSERT INTO workspace_changes ({_COLUMNS}, tenant_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)",
            (change_id, agent_id, conversation_id, call_id, tool, path, before, after_sha256, now_ts(), self._tenant),
        )
        return await self.get(change_id)

    async def get(self, change_id: str) -> WorkspaceChange:
        row = None
        if is_uuid(change_id):
            row = await self._db.fetch_one(
                f"SELECT {_COLUMNS} FROM workspace_changes WHERE id = ? AND tenant_id = ?", (change_id, self._tenant)
            )
        if row is None:
            raise NotFoundError(f"No recorded workspace change {change_id!r}.")
        return _to_change(row)

    async def list_for_agent(self, agent_id: str, *, limit: int = 100) -> list[WorkspaceChange]:
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM workspace_changes WHERE agent_id = ? AND tenant_id = ? "
            "ORDER BY created_at DESC, id DESC LIMIT ?",
            (agent_id, self._tenant, limit),
        )
        return [_to_change(r) for r in rows]

    async def mark_undone(self, change_id: str) -> bool:
        """True when this call marked it (False: it was undone already)."""
        return bool(await self._db.execute(
            "UPDATE workspace_changes SET undone_at = ? WHERE id = ? AND tenant_id = ? AND undone_at IS NULL",
            (now_ts(), change_id, self._tenant),
        ))
