"""Progressive loading: what a run learns from memory, cheapest first.

- L0 `AutoInjector`: before each run, the abstracts (about 50 tokens each) of at most 5
  episodes relevant to the user's message (relevance >= 0.3), at most 200 tokens in all,
  as a section of the system prompt. Off per agent with `memory_config.auto_inject = false`.
- L1 `MemoryRecall.search`: episodes (abstracts) and current KG facts for a query.
- L2 `MemoryRecall.expand`: one episode's full summary and the KG edges extracted from it.

Search hits update recall statistics in background tasks so the answer is not delayed;
`drain()` waits for them (tests, and the CLI before it exits). What a run was shown is noted
for the evolution retrieval metrics (`note_*`, see goclaw_lite.evolution.recorder).
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from goclaw_lite.errors import NotFoundError, UserError
from goclaw_lite.evolution.recorder import (
    EPISODIC,
    KG,
    L0_INJECT,
    Retrieval,
    Retrieved,
    note_expansion,
    note_retrieval,
)
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import Entity, MatchRank, Relation, SearchHit
from goclaw_lite.model.memory import Episode, EpisodeHit
from goclaw_lite.providers.tokens import estimate_tokens
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.episodic import EpisodicStore
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore
from goclaw_lite.store.definitions.memory_switches import AUTO_INJECT, enabled_for
from goclaw_lite.store.graph.store import KnowledgeGraphStore

__all__ = ["AutoInjector", "Expansion", "InjectSettings", "MemoryRecall", "RecallResult"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class InjectSettings:
    max_entries: int = 5
    max_tokens: int = 200
    threshold: float = 0.3


@dataclass(frozen=True)
class RecallResult:
    episodes: tuple[EpisodeHit, ...]
    facts: tuple[Entity, ...]
    fact_scores: tuple[float, ...] = ()  # per fact: 1 exact name, 2/3 name prefix, 1/3 elsewhere


def _fact_score(rank: MatchRank) -> float:
    return (len(MatchRank) - int(rank)) / len(MatchRank)


def _episode_text(hit: EpisodeHit) -> str:
    return " ".join([hit.l0_abstract, *hit.key_topics])


@dataclass(frozen=True)
class Expansion:
    episode: Episode
    entities: tuple[Entity, ...]
    relations: tuple[Relation, ...]


class MemoryRecall:
    def __init__(self, stores: Stores, *, episodes: EpisodicStore | None = None) -> None:
        self.episodes = episodes or EpisodicStore(stores.db, stores.identity)
        self.graph = KnowledgeGraphStore(stores.db, stores.identity)
        self.metrics = EvolutionMetricsStore(stores.db, stores.identity)
        self._pending: set[asyncio.Task[None]] = set()

    async def has_memory(self, agent_id: str) -> bool:
        return bool(await self.episodes.list(self.episodes.scope(agent_id), limit=1))

    async def search(
        self, agent_id: str, query: str, *, limit: int = 5, min_relevance: float = 0.0, facts: bool = True,
        record: bool = True,
    ) -> RecallResult:
        hits = await self.episodes.search(self.episodes.scope(agent_id), query, limit=limit, min_relevance=min_relevance)
        if record:
            self._record(hits)
        found: list[SearchHit] = []
        if facts:
            try:
                found = await self.graph.search_entities(self.graph.scope(agent_id), query, limit=limit)
            except UserError:
                found = []  # e.g. a query the graph refuses; the episodes still answer
        return RecallResult(tuple(hits), tuple(h.entity for h in found), tuple(_fact_score(h.rank) for h in found))

    def note_search(self, query: str, found: RecallResult) -> None:
        """memory_search showed these episodes and facts (two reads: episodic and kg)."""
        note_retrieval(self.metrics, Retrieval(
            EPISODIC, tuple(Retrieved(h.id, _episode_text(h), h.relevance) for h in found.episodes), query))
        scores: tuple[float | None, ...] = found.fact_scores
        if len(scores) != len(found.facts):
            scores = (None,) * len(found.facts)
        facts = tuple(
            Retrieved(e.id, " ".join([e.name, e.description, *e.aliases]), score)
            for e, score in zip(found.facts, scores, strict=True)
        )
        note_retrieval(self.metrics, Retrieval(KG, facts, query))

    def note_injected(self, user_text: str, hits: list[EpisodeHit]) -> None:
        note_retrieval(self.metrics, Retrieval(
            L0_INJECT, tuple(Retrieved(h.id, _episode_text(h), h.relevance) for h in hits), user_text))

    def note_expanded(self, expansion: Expansion) -> None:
        episode = expansion.episode
        text = " ".join([episode.summary, *episode.key_topics, *(e.name for e in expansion.entities)])
        note_expansion(self.metrics, episode.id, text)

    async def expand(self, agent_id: str, episode_id: str) -> Expansion:
        episode = await self.episodes.get(episode_id)
        if episode.agent_id != agent_id:
            raise NotFoundError(f"No episode with id {episode_id} in this agent's memory.")
        scope = self.graph.scope(agent_id)
        entities = tuple(
            e for e in await self.graph.all_entities(scope) if e.source_id == episode.id and e.valid_until is None
        )
        relations = tuple(await self.graph.relations_among(scope, [e.id for e in entities])) if entities else ()
        return Expansion(episode, entities, relations)

    def _record(self, hits: list[EpisodeHit]) -> None:
        if hits:
            task = asyncio.get_running_loop().create_task(self._recall(hits), name="memory-recall")
            self._pending.add(task)
            task.add_done_callback(self._pending.discard)

    async def _recall(self, hits: list[EpisodeHit]) -> None:
        for hit in hits:
            try:
                await self.episodes.record_recall(hit.id, hit.relevance)
            except Exception:
                log.warning("recall statistics not updated for an episode", exc_info=True)

    async def drain(self) -> None:
        while self._pending:
            await asyncio.gather(*list(self._pending), return_exceptions=True)


class AutoInjector:
    """`await injector(agent, user_text)` -> a system prompt section, or '' (see module doc)."""

    def __init__(self, recall: MemoryRecall, settings: InjectSettings | None = None) -> None:
        self.recall = recall
        self.settings = settings or InjectSettings()

    async def __call__(self, agent: Agent, user_text: str) -> str:
        if not enabled_for(agent, AUTO_INJECT) or not user_text.strip():
            return ""
        s = self.settings
        try:
            found = await self.recall.search(
                agent.id, user_text[:500], limit=s.max_entries, min_relevance=s.threshold, facts=False
            )
        except UserError as exc:
            log.warning("memory not injected: %s", type(exc).__name__)
            return ""
        header = "Memory of earlier conversations (use memory_expand with an id for details):"
        lines, used, shown = [], estimate_tokens(header), []
        for hit in found.episodes:
            line = f"- [{hit.id}] {hit.l0_abstract or ', '.join(hit.key_topics)}"
            cost = estimate_tokens(line)
            if used + cost > s.max_tokens:
                break
            lines.append(line)
            shown.append(hit)
            used += cost
        self.recall.note_injected(user_text, shown)
        return "\n".join([header, *lines]) if lines else ""
