"""LinksAdmin: who may hand work to whom (`agent_links`), and the subtasks agents started.

What `goclaw-lite agent-link` does, below the face: agents are named by key, each change is
one transaction with its activity row, and listings come back as frozen rows. The `spawn`
switch is an agent setting and lives in `AgentsAdmin.set_spawn`.
"""

from __future__ import annotations

from goclaw_lite.errors import NotFoundError
from goclaw_lite.model.links import DIRECTIONS, AgentLink, SubagentTask
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.agent_links import AgentLinkStore
from goclaw_lite.store.chat.subagent_tasks import SubagentTaskStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.activity import ActivityStore

__all__ = ["DIRECTIONS", "AgentLink", "LinksAdmin", "SubagentTask"]


class LinksAdmin:
    def __init__(self, stores: Stores) -> None:
        self._db = stores.db
        self._agents = AgentStore(stores.db, stores.identity)
        self._links = AgentLinkStore(stores.db, stores.identity)
        self._tasks = SubagentTaskStore(stores.db, stores.identity)
        self._activity = ActivityStore(stores.db, stores.identity)

    async def add(
        self, source_key: str, target_key: str, *, direction: str = "outbound", description: str = "",
        created_by: str = "cli",
    ) -> AgentLink:
        """Let `source` delegate to `target` (or the other way, or both, by `direction`)."""
        async with self._db.transaction():
            source, target = await self._agents.get_by_key(source_key), await self._agents.get_by_key(target_key)
            link = await self._links.create_link(
                source.id, target.id, direction=direction, description=description, created_by=created_by
            )
            await self._activity.log(
                "agent_link.add", entity_type="agent_link", entity_id=link.id,
                details={"source": link.source_key, "target": link.target_key, "direction": link.direction},
            )
        return link

    async def list(self, agent_key: str | None = None) -> tuple[AgentLink, ...]:
        """Every link, or those with `agent_key` at either end."""
        agent_id = (await self._agents.get_by_key(agent_key)).id if agent_key else None
        return tuple(await self._links.list_links(agent_id))

    async def remove(self, source_key: str, target_key: str) -> AgentLink:
        async with self._db.transaction():
            source, target = await self._agents.get_by_key(source_key), await self._agents.get_by_key(target_key)
            link = await self._links.link_between(source.id, target.id)
            if link is None:
                raise NotFoundError(f"Agents {source.agent_key!r} and {target.agent_key!r} are not linked.")
            await self._links.delete_link(link.id)
            await self._activity.log(
                "agent_link.remove", entity_type="agent_link", entity_id=link.id,
                details={"source": link.source_key, "target": link.target_key},
            )
        return link

    async def tasks(self, *, agent_key: str | None = None, conversation_id: str | None = None) -> tuple[SubagentTask, ...]:
        """Subtasks, oldest first: of one conversation, of one agent, or of every agent."""
        if conversation_id:
            found = await self._tasks.list_by_conversation(conversation_id)
        else:
            keys = [agent_key] if agent_key else [a.agent_key for a in await self._agents.list()]
            found = sorted([t for key in keys for t in await self._tasks.list_by_parent(key)], key=lambda t: t.created_at)
        if agent_key:
            found = [t for t in found if t.parent_agent_key == agent_key]
        return tuple(found)
