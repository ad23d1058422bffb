"""How a conversation enters consolidation: one queue below the window and the command line.

`ChatService` (after a completed run), `ConversationAudit.close` (however a conversation is
closed) and `goclaw-lite memory consolidate` all queue here, so a chat held with
`goclaw-lite chat` is remembered exactly like one held in the window. Queueing only writes a
durable `consolidation_jobs` row; whoever runs the worker next (the window in the
background, `memory consolidate` on demand) does the work.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from goclaw_lite.model.memory import ConsolidationJob
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.chat.episodic import ConsolidationJobStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.memory_switches import CONSOLIDATION, enabled_for

SOURCE_CONVERSATION = "conversation"


class ConsolidationQueue:
    def __init__(
        self, db: Database, identity: LocalIdentity, *, clock: Callable[[], datetime] = lambda: datetime.now(UTC)
    ) -> None:
        self.jobs = ConsolidationJobStore(db, identity, clock=clock)
        self._agents = AgentStore(db, identity)

    async def enqueue(self, agent_id: str, conversation_id: str) -> ConsolidationJob | None:
        """Make sure a job exists for the conversation; None when the agent has consolidation off."""
        agent = await self._agents.get(agent_id)
        if not enabled_for(agent, CONSOLIDATION):
            return None
        job, _ = await self.jobs.enqueue(agent_id, SOURCE_CONVERSATION, conversation_id)
        return job

    async def enqueue_unqueued(self, idle_after: timedelta) -> list[ConsolidationJob]:
        """Queue every closed or idle conversation that has no job yet (held before queueing
        existed, or while its agent had consolidation off); returns the jobs added."""
        added: list[ConsolidationJob] = []
        for conversation_id, agent_id in await self.jobs.conversations_without_job(SOURCE_CONVERSATION, idle_since=idle_after):
            job = await self.enqueue(agent_id, conversation_id)
            if job is not None:
                added.append(job)
        return added
