"""AgentFilesService: an agent's files (SOUL.md, IDENTITY.md, ...) as the Files tab and
`goclaw-lite agent files` see and change them.

Agents are named by key; each change is one transaction with its activity row (names and
sizes, never the text). A file is read and written where it takes effect: the user's own copy
when one exists (it overrides the agent's), else the agent's. `prompt` is the section a run
would get, with what the budget cut, so both faces can warn before a chat shows it.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.agent.prompt_files import assemble, budget_for
from goclaw_lite.errors import AlreadyExistsError, NotFoundError
from goclaw_lite.model.agent_files import (
    KNOWN_FILES,
    AgentFile,
    FileScope,
    PromptFiles,
    check_content,
    normalise_file_name,
)
from goclaw_lite.model.agents import Agent
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agent_files import AgentFileStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.activity import ActivityStore

__all__ = ["KNOWN_FILES", "AgentFile", "AgentFiles", "AgentFilesService", "FileScope", "PromptFiles"]


@dataclass(frozen=True)
class AgentFiles:
    """An agent's files as a run sees them (overrides applied, by name) and the prompt they make."""

    agent: Agent
    files: tuple[AgentFile, ...]
    prompt: PromptFiles

    def get(self, name: str) -> AgentFile | None:
        key = normalise_file_name(name)
        return next((f for f in self.files if f.name == key), None)


class AgentFilesService:
    def __init__(self, stores: Stores) -> None:
        self._db = stores.db
        self._user = stores.identity.user_id
        self._agents = AgentStore(stores.db, stores.identity)
        self.store = AgentFileStore(stores.db, stores.identity)
        self._activity = ActivityStore(stores.db, stores.identity)

    async def list(self, agent_key: str) -> AgentFiles:
        agent = await self._agents.get_by_key(agent_key)
        files = tuple(await self.store.effective(agent.id, self._user))
        return AgentFiles(agent, files, assemble(files, budget_for(agent.context_window)))

    async def show(self, agent_key: str, name: str) -> AgentFile:
        listing = await self.list(agent_key)
        file = listing.get(name)
        if file is None:
            raise NotFoundError(
                f"Agent {listing.agent.agent_key!r} has no file {normalise_file_name(name)}; "
                f"`goclaw-lite agent files list {listing.agent.agent_key}` shows its files."
            )
        return file

    async def set(self, agent_key: str, name: str, content: str, *, user: bool | None = None) -> AgentFile:
        """Write a file. `user` None writes where the file takes effect (the user's copy if there is
        one, else the agent's); True / False pick the user's copy / the agent's file."""
        key = normalise_file_name(name)
        check_content(key, content)
        async with self._db.transaction():
            agent = await self._agents.get_by_key(agent_key)
            current = {f.name: f for f in await self.store.effective(agent.id, self._user)}
            clash = next((n for n in current if n.casefold() == key.casefold() and n != key), None)
            if clash is not None:
                raise AlreadyExistsError(f"Agent {agent.agent_key!r} already has {clash}; names differ only in case.")
            existing = current.get(key)
            if user is None:
                user = existing is not None and existing.scope is FileScope.USER
            created = await self.store.put(agent.id, key, content, user_id=self._user if user else None)
            await self._activity.log(
                "agent_file.set", entity_type="agent", entity_id=agent.id,
                details={"key": agent.agent_key, "file": key, "scope": "user" if user else "agent",
                         "chars": len(content), "new": created},
            )
        return await self.show(agent.agent_key, key)

    async def remove(self, agent_key: str, name: str, *, user: bool | None = None) -> AgentFile:
        """Remove the file a run sees (or the copy `user` names); an agent file under a removed
        user copy then shows again. Returns what was removed."""
        key = normalise_file_name(name)
        async with self._db.transaction():
            agent = await self._agents.get_by_key(agent_key)
            if user is None:
                user = any(f.name == key for f in await self.store.user_files(agent.id, self._user))
            scoped = await (self.store.user_files(agent.id, self._user) if user else self.store.agent_files(agent.id))
            found = next((f for f in scoped if f.name == key), None)
            if found is None:
                where = "your copy of " if user else ""
                raise NotFoundError(f"Agent {agent.agent_key!r} has no {where}file {key}.")
            await self.store.delete(agent.id, key, user_id=self._user if user else None)
            await self._activity.log(
                "agent_file.remove", entity_type="agent", entity_id=agent.id,
                details={"key": agent.agent_key, "file": key, "scope": "user" if user else "agent"},
            )
        return found

    async def prompt(self, agent_key: str) -> PromptFiles:
        return (await self.list(agent_key)).prompt
