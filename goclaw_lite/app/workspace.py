"""Agents' workspace folders and the undo of the file tools' writes, for both faces.

The folder of an agent is `<data dir>/workspaces/<agent key>` unless the user chose one in
the agent editor (`AgentChanges.workspace`, checked there). Undo puts a file back as it was
before a recorded write, only while the file is still what that write left (so a later edit,
by the agent or by the user, is never lost), then marks the change and the chat's tool card.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.workspace import WorkspaceChange
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.store.records.workspace_changes import WorkspaceChangeStore
from goclaw_lite.workspace.files import Workspace
from goclaw_lite.workspace.folders import workspace_folder

__all__ = ["WorkspaceService"]


class WorkspaceService:
    def __init__(self, stores: Stores, data_dir: Path) -> None:
        self._db = stores.db
        self.base = data_dir / "workspaces"
        self._agents = AgentStore(stores.db, stores.identity)
        self.changes = WorkspaceChangeStore(stores.db, stores.identity)
        self._conversations = ConversationStore(stores.db, stores.identity)
        self._activity = ActivityStore(stores.db, stores.identity)

    async def folder(self, agent_key: str) -> Path:
        """The agent's workspace folder (it may not exist yet: the first file tool call makes it)."""
        return workspace_folder(await self._agents.get_by_key(agent_key), self.base)

    async def history(self, agent_key: str, *, limit: int = 100) -> list[WorkspaceChange]:
        agent = await self._agents.get_by_key(agent_key)
        return await self.changes.list_for_agent(agent.id, limit=limit)

    async def undo(self, change_id: str, *, tool_message_id: str | None = None) -> WorkspaceChange:
        """Restore the file as it was before `change_id`; a one-line error when it cannot be."""
        change = await self.changes.get(change_id)
        if change.undone:
            raise ValidationError(f"This change to {change.path} was undone already.")
        agent = await self._agents.get(change.agent_id)
        workspace = Workspace(workspace_folder(agent, self.base))
        await asyncio.to_thread(workspace.restore, change.path, change.before, change.after_sha256)
        async with self._db.transaction():
            await self.changes.mark_undone(change.id)
            await self._activity.log(
                "workspace.undo", entity_type="agent", entity_id=agent.id,
                details={"path": change.path, "tool": change.tool, "change_id": change.id},
            )
        if tool_message_id:
            message = await self._conversations.get_message(tool_message_id)
            card = message.metadata.get("card")
            if isinstance(card, dict) and card.get("change_id") == change.id:
                await self._conversations.merge_message_metadata(tool_message_id, {"card": {**card, "undone": True}})
        return await self.changes.get(change.id)
