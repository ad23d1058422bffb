"""AgentFileStore — `agent_context_files` and `user_context_files`, scoped to the local tenant.

One row per (agent, name), and per (agent, user, name) for the user's copies. `effective`
is what a run sees: the agent's files with the user's copy in place of a same-named file and
the user's other files beside them, as GoClaw routes them for one user.
"""

from __future__ import annotations

from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.model.agent_files import AgentFile, FileScope
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity

__all__ = ["AgentFileStore"]

_AGENT_COLUMNS = "agent_id, file_name, content, updated_at"


def _to_file(row: Row, scope: FileScope) -> AgentFile:
    return AgentFile(
        agent_id=str(row["agent_id"]), name=str(row["file_name"]), content=str(row["content"] or ""), scope=scope,
        updated_at=str(row["updated_at"] or ""),
    )


class AgentFileStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id

    async def agent_files(self, agent_id: str) -> list[AgentFile]:
        rows = await self._db.fetch_all(
            f"SELECT {_AGENT_COLUMNS} FROM agent_context_files WHERE agent_id = ? AND tenant_id = ? ORDER BY file_name",
            (agent_id, self._tenant),
        )
        return [_to_file(r, FileScope.AGENT) for r in rows]

    async def user_files(self, agent_id: str, user_id: str) -> list[AgentFile]:
        rows = await self._db.fetch_all(
            f"SELECT {_AGENT_COLUMNS} FROM user_context_files WHERE agent_id = ? AND user_id = ? AND tenant_id = ? "
            "ORDER BY file_name",
            (agent_id, user_id, self._tenant),
        )
        return [_to_file(r, FileScope.USER) for r in rows]

    async def effective(self, agent_id: str, user_id: str) -> list[AgentFile]:
        """The agent's files overlaid by the user's of the same name, plus the user's own, by name."""
        agent = {f.name: f for f in await self.agent_files(agent_id)}
        mine = {f.name: f for f in await self.user_files(agent_id, user_id)} if user_id else {}
        merged = dict(agent)
        for name, file in mine.items():
            merged[name] = AgentFile(
                file.agent_id, name, file.content, file.scope, file.updated_at, overrides=name in agent
            )
        return [merged[name] for name in sorted(merged)]

    async def put(self, agent_id: str, name: str, content: str, *, user_id: str | None = None) -> bool:
        """Write a file (the user's copy when `user_id` is given); True when it is new."""
        stamp = now_ts()
        if user_id is None:
            changed = await self._db.execute(
                "UPDATE agent_context_files SET content = ?, updated_at = ? WHERE agent_id = ? AND file_name = ? "
                "AND tenant_id = ?",
                (content, stamp, agent_id, name, self._tenant),
            )
            if changed:
                return False
            await self._db.execute(
                "INSERT INTO agent_context_files (id, agent_id, file_name, content, tenant_id, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (uuid7(), agent_id, name, content, self._tenant, stamp, stamp),
            )
            return True
        changed = await self._db.execute(
            "UPDATE user_context_files SET content = ?, updated_at = ? WHERE agent_id = ? AND user_id = ? "
            "AND file_name = ? AND tenant_id = ?",
            (content, stamp, agent_id, user_id, name, self._tenant),
        )
        if changed:
            return False
        await self._db.execute(
            "INSERT INTO user_context_files (id, agent_id, user_id, file_name, content, tenant_id, created_at, "
            "updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (uuid7(), agent_id, user_id, name, content, self._tenant, stamp, stamp),
        )
        return True

    async def delete(self, agent_id: str, name: str, *, user_id: str | None = None) -> bool:
        if user_id is None:
            changed = await self._db.execute(
                "DELETE FROM agent_context_files WHERE agent_id = ? AND file_name = ? AND tenant_id = ?",
                (agent_id, name, self._tenant),
            )
        else:
            changed = await self._db.execute(
                "DELETE FROM user_context_files WHERE agent_id = ? AND user_id = ? AND file_name = ? AND tenant_id = ?",
                (agent_id, user_id, name, self._tenant),
            )
        return changed > 0

    async def copy_agent_files(self, source_agent_id: str, target_agent_id: str) -> int:
        """The agent-level files of one agent given to another (a duplicated agent); how many."""
        files = await self.agent_files(source_agent_id)
        for file in files:
            await self.put(target_agent_id, file.name, file.content)
        return len(files)
