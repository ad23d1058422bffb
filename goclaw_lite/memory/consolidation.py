"""Consolidation: finished conversations become episodic memory and knowledge-graph facts.

The flow is in-process and durable. Conversations enter the queue (`consolidation_jobs`)
through `memory.queue.ConsolidationQueue`: after a completed run and when a conversation is
closed, from the window and the command line alike; `notify` does the same and wakes this
worker. `queue_unqueued` adds closed or idle conversations that have no job yet. The worker takes
jobs whose conversation is closed or idle for `idle_after` and moves each through

    pending --(model: summary, abstract, topics)--> summarized --(model: entities, relations)--> done

Each stage's writes and its stage change commit in one transaction, and model calls happen
outside any transaction. A crash therefore leaves a job at the last committed stage and the
next start picks it up there: the summary is not asked for again once stored, and the
episode row is unique per source anyway. Claims are compare-and-set (see
`ConsolidationJobStore`), so one job never runs twice at once. Malformed JSON is asked for
once more; a second bad answer fails the job with the reason recorded. Provider failures
leave the job where it is for a later attempt, up to `max_attempts`.

Per agent, `memory_config.consolidation = false` turns it off. Each job's work is a trace of its
own (`consolidate:<agent>`, tagged `memory`, its session the conversation): a span per stage
and one per model call.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from contextlib import aclosing
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TypeVar

from goclaw_lite.errors import NotFoundError, UserError
from goclaw_lite.ids import parse_ts
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.memory.extraction import (
    EXTRACT_SYSTEM,
    SUMMARY_SYSTEM,
    MalformedAnswer,
    parse_extraction,
    parse_summary,
    transcript,
)
from goclaw_lite.memory.queue import SOURCE_CONVERSATION, ConsolidationQueue
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.memory import ConsolidationJob, EpisodeInput, JobStage
from goclaw_lite.providers.base import ChatMessage, ChatRequest, RouteSelected, StreamEnd, TextDelta, Usage
from goclaw_lite.providers.factory import ClientFactory, create_client
from goclaw_lite.providers.fallback import CooldownTracker, FallbackRouter
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.chat.episodic import EpisodicStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.store.records.traces import TraceStore, TraceWriter
from goclaw_lite.tracing.tracer import OpenSpan, Tracer

__all__ = ["SOURCE_CONVERSATION", "ConsolidationReport", "ConsolidationSettings", "ConsolidationWorker"]

log = logging.getLogger(__name__)

Checkpoint = Callable[[str, ConsolidationJob], Awaitable[None]]
Progress = Callable[[str], None]
T = TypeVar("T")


@dataclass(frozen=True)
class ConsolidationSettings:
    idle_after: timedelta = timedelta(minutes=30)  # an open conversation this quiet is consolidated
    lease: timedelta = timedelta(minutes=10)  # a claimed job is offered again after this long
    max_attempts: int = 3
    transcript_chars: int = 24_000
    poll_interval: float = 60.0  # seconds between looks for conversations that became idle


@dataclass
class ConsolidationReport:
    done: list[str] = field(default_factory=list)  # job ids finished now
    failed: list[str] = field(default_factory=list)
    waiting: int = 0  # open jobs left for later (not idle yet, or a provider failed)


class ConsolidationWorker:
    def __init__(
        self,
        stores: Stores,
        *,
        client_factory: ClientFactory = create_client,
        cooldowns: CooldownTracker | None = None,
        settings: ConsolidationSettings | None = None,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
        checkpoint: Checkpoint | None = None,
    ) -> None:
        self._db = stores.db
        self.queue = ConsolidationQueue(stores.db, stores.identity, clock=clock)
        self.jobs = self.queue.jobs
        self.episodes = EpisodicStore(stores.db, stores.identity, clock=clock)
        self._conversations = ConversationStore(stores.db, stores.identity)
        self._agents = AgentStore(stores.db, stores.identity)
        self._providers = ProviderStore(stores.db, stores.identity, stores.cipher)
        self._kg = KnowledgeGraphService(stores.db, stores.identity)
        self._activity = ActivityStore(stores.db, stores.identity)
        self._traces = TraceWriter.of(TraceStore(stores.db, stores.identity))  # the database's one writer
        self._factory = client_factory
        self._cooldowns = cooldowns if cooldowns is not None else CooldownTracker()
        self.settings = settings or ConsolidationSettings()
        self._clock = clock
        self._checkpoint = checkpoint
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._pass = asyncio.Lock()

    # --- queueing --------------------------------------------------------------------------

    async def notify(self, agent_id: str, conversation_id: str) -> ConsolidationJob | None:
        """A conversation had a completed run or was closed: make sure a job exists for it."""
        job = await self.queue.enqueue(agent_id, conversation_id)
        if job is not None:
            self._wake.set()
        return job

    async def queue_unqueued(self) -> int:
        """Queue closed or idle conversations that have no job yet; returns how many were added."""
        return len(await self.queue.enqueue_unqueued(self.settings.idle_after))

    # --- the background task ---------------------------------------------------------------

    def start(self) -> None:
        """Run in the background: pending jobs from before a restart first, then new ones."""
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._serve(), name="memory-consolidation")

    async def _serve(self) -> None:
        recovering = True  # this process holds the writer lock: claims of earlier ones are dead
        while True:
            try:
                await self.run_pending(ignore_leases=recovering)
                recovering = False
            except Exception:
                log.exception("a consolidation pass failed")
            self._wake.clear()
            try:
                await asyncio.wait_for(self._wake.wait(), self.settings.poll_interval)
            except TimeoutError:
                pass

    async def aclose(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    # --- a pass over the queue ---------------------------------------------------------------

    async def run_pending(
        self, *, force: bool = False, ignore_leases: bool = False, source_id: str | None = None,
        progress: Progress | None = None,
    ) -> ConsolidationReport:
        """Work through the claimable jobs now. `force` skips the idle wait (the CLI's
        `memory consolidate`); `source_id` limits the pass to one conversation."""
        report = ConsolidationReport()
        async with self._pass:
            jobs = await self.jobs.open_jobs(lease=self.settings.lease, ignore_leases=ignore_leases or force)
            for job in jobs:
                if source_id is not None and job.source_id != source_id:
                    continue
                outcome = await self._one(job, force=force, progress=progress)
                if outcome is JobStage.DONE:
                    report.done.append(job.id)
                elif outcome is JobStage.FAILED:
                    report.failed.append(job.id)
                else:
                    report.waiting += 1
        return report

    async def _due(self, job: ConsolidationJob, force: bool) -> bool | None:
        """True when the conversation is closed or idle; None when it is gone."""
        try:
            conversation = await self._conversations.get(job.source_id)
        except NotFoundError:
            return None
        if force or conversation.closed:
            return True
        return parse_ts(conversation.updated_at) <= self._clock() - self.settings.idle_after

    async def _one(self, job: ConsolidationJob, *, force: bool, progress: Progress | None) -> JobStage:
        say = progress or (lambda _text: None)
        if job.source_type != SOURCE_CONVERSATION:
            return await self._fail_unclaimed(job, f"unknown source type {job.source_type!r}")
        due = await self._due(job, force)
        if due is None:
            return await self._fail_unclaimed(job, "the conversation was deleted before it was consolidated")
        if not due:
            return job.stage
        claimed = await self.jobs.claim(job)
        if claimed is None:
            return job.stage  # another worker took it
        try:
            agent = await self._agents.get(claimed.agent_id)
        except NotFoundError:
            return (await self.jobs.advance(claimed, JobStage.FAILED, error="the agent was removed")).stage
        tracer = Tracer(self._traces, name=f"memory consolidation {agent.agent_key}", agent_id=agent.id,
                        agent_key=f"consolidate:{agent.agent_key}", channel="memory", tags=("memory",))
        tracer.begin(claimed.source_id)
        stage = claimed.stage
        try:
            stage = await self._stages(agent, claimed, say, tracer)
        finally:
            done = stage is JobStage.DONE
            tracer.finish("complete" if done else "error", None if done else f"the job is {stage.value}")
        return stage

    async def _stages(self, agent: Agent, claimed: ConsolidationJob, say: Progress, tracer: Tracer) -> JobStage:
        try:
            if claimed.stage is JobStage.PENDING:
                say(f"summarizing conversation {claimed.source_id}")
                claimed = await self._summarize(agent, claimed, tracer)
                if self._checkpoint is not None:
                    await self._checkpoint("summarized", claimed)
            if claimed.stage is JobStage.SUMMARIZED:
                say(f"extracting facts from conversation {claimed.source_id}")
                claimed = await self._extract(agent, claimed, tracer)
        except MalformedAnswer as exc:
            say(f"conversation {claimed.source_id}: the model's answer was not usable ({exc})")
            return (await self.jobs.advance(claimed, JobStage.FAILED, error=f"malformed model answer: {exc}")).stage
        except UserError as exc:  # provider down, rate limited, bad key: try again later
            message = f"{type(exc).__name__}: {exc}"
            if claimed.attempts >= self.settings.max_attempts:
                say(f"conversation {claimed.source_id}: giving up after {claimed.attempts} attempts ({message})")
                return (await self.jobs.advance(claimed, JobStage.FAILED, error=message)).stage
            say(f"conversation {claimed.source_id}: will retry ({message})")
            return (await self.jobs.release(claimed, message)).stage
        say(f"conversation {claimed.source_id}: {claimed.stage.value}")
        return claimed.stage

    async def _fail_unclaimed(self, job: ConsolidationJob, error: str) -> JobStage:
        claimed = await self.jobs.claim(job)
        if claimed is None:
            return job.stage
        return (await self.jobs.advance(claimed, JobStage.FAILED, error=error)).stage

    # --- the two stages ----------------------------------------------------------------------

    async def _summarize(self, agent: Agent, job: ConsolidationJob, tracer: Tracer) -> ConsolidationJob:
        scope = self.episodes.scope(agent.id)
        if await self.episodes.exists_by_source_id(scope, job.source_id):
            return await self.jobs.advance(job, JobStage.SUMMARIZED)  # stored before a crash
        thread = await self._conversations.active_thread(job.source_id)
        text = transcript(thread, self.settings.transcript_chars)
        if not text:
            return await self.jobs.advance(job, JobStage.DONE, error="nothing to summarize")
        span = tracer.start("event", "memory.summarize")
        answer = await self._ask_json(agent, SUMMARY_SYSTEM, f"Conversation:\n\n{text}", parse_summary, tracer, span)
        tracer.end(span)
        tokens = sum(m.eval_tokens or 0 for m in thread)
        turns = sum(1 for m in thread if m.role.value == "user")
        async with self._db.transaction():
            await self.episodes.create(
                scope,
                EpisodeInput(
                    session_key=f"conversation:{job.source_id}", summary=answer.summary, l0_abstract=answer.abstract,
                    key_topics=answer.topics, source_type="session", source_id=job.source_id, turn_count=turns,
                    token_count=tokens,
                ),
            )
            return await self.jobs.advance(job, JobStage.SUMMARIZED)

    async def _extract(self, agent: Agent, job: ConsolidationJob, tracer: Tracer) -> ConsolidationJob:
        episode = await self.episodes.get_by_source_id(self.episodes.scope(agent.id), job.source_id, include_expired=True)
        if episode is None:
            return await self.jobs.advance(job, JobStage.FAILED, error="the episode was deleted before extraction")
        note = f"Memory note:\n\n{episode.summary}\n\nTopics: {', '.join(episode.key_topics)}"
        span = tracer.start("event", "memory.extract")
        entities, relations = await self._ask_json(
            agent, EXTRACT_SYSTEM, note, lambda text: parse_extraction(text, source_id=episode.id), tracer, span
        )
        span.metadata.update(entities=len(entities), relations=len(relations))
        tracer.end(span)
        async with self._db.transaction():
            report = None
            if entities:
                report = await self._kg.ingest(agent, entities, relations, source=f"consolidation:{episode.id}")
            # Counts only: the summary and the facts came from the conversation's text.
            await self._activity.log(
                "memory.consolidate", entity_type="conversation", entity_id=job.source_id,
                actor_type="system", actor_id="consolidation",
                details={
                    "agent_id": agent.id, "episode_id": episode.id, "entities": len(entities),
                    "relations": len(relations), "entities_created": report.entities_created if report else 0,
                    "relations_created": report.relations_created if report else 0,
                },
            )
            return await self.jobs.advance(job, JobStage.DONE)

    async def _ask_json(
        self, agent: Agent, system: str, prompt: str, parse: Callable[[str], T], tracer: Tracer, parent: OpenSpan,
    ) -> T:
        """Ask, parse; on a malformed answer ask once more, saying what was wrong."""
        messages = [ChatMessage("user", prompt)]
        answer = await self._complete(agent, system, messages, tracer, parent)
        try:
            return parse(answer)
        except MalformedAnswer as exc:
            messages += [
                ChatMessage("assistant", answer or "(empty)"),
                ChatMessage("user", f"That was not usable: {exc}. Reply with the JSON object only."),
            ]
        return parse(await self._complete(agent, system, messages, tracer, parent))

    async def _complete(
        self, agent: Agent, system: str, messages: list[ChatMessage], tracer: Tracer, parent: OpenSpan,
    ) -> str:
        router = FallbackRouter(agent, self._providers, self._factory, cooldowns=self._cooldowns)
        parts: list[str] = []
        span = tracer.start("llm_call", "model call", parent)
        span.input_text = messages[-1].content
        error: str | None = "not finished"
        try:
            request = ChatRequest(model="", messages=tuple(messages), system=system, temperature=0.0)
            async with aclosing(router.stream(request)) as events:
                async for event in events:
                    if isinstance(event, TextDelta):
                        parts.append(event.text)
                    elif isinstance(event, RouteSelected):
                        span.provider, span.model = event.provider, event.model
                        span.name = f"{event.provider}/{event.model}"
                    elif isinstance(event, Usage):
                        span.input_tokens, span.output_tokens = event.prompt_tokens, event.completion_tokens
                    elif isinstance(event, StreamEnd):
                        span.finish_reason = event.finish_reason
            error = None
        except UserError as exc:
            error = f"{type(exc).__name__}: {exc}"
            raise
        finally:
            span.output_text = "".join(parts)
            tracer.end(span, error)
            await router.aclose()
        return "".join(parts)
