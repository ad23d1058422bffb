"""The sinks the chat writes metrics through. Recording is bookkeeping: it never breaks a run.

Retrieval metrics: each memory read during a run (L0 auto-inject, memory_search's episodes
and KG facts, memory_expand) is noted on the run's `RetrievalLedger` and recorded when the
run has ended, one row per read, as `{"result_count", "top_score", "used_in_reply"}` under
its source (RETRIEVAL_SOURCES). A read was *used* when

- the model called memory_expand on one of its episodes (not for an expand itself), or
- the final answer contains a word of an item it returned (3+ letters, not a stop word,
  folded as search folds) that is neither in the user's message nor in the query that
  found the item — so an answer that merely repeats the question's words does not count.

This is a heuristic, not a proof: the answer may state a remembered fact in other words
(missed), or name something the model knew anyway (counted). A run that ended without an
answer (error, stop) can only have used a read through memory_expand. Reads outside a run
(the CLI, the memory browser) are not recorded: `retrieval_run` opens a run's ledger.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from goclaw_lite.errors import UserError, ValidationError
from goclaw_lite.model.chat import MessageRole
from goclaw_lite.store.backend.db import case_key
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.chat.episodic import STOP_WORDS
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore

__all__ = [
    "FEEDBACK_KEY", "RETRIEVAL_SOURCES", "Retrieval", "RetrievalLedger", "Retrieved", "ToolMetrics", "note_expansion",
    "note_retrieval", "record_feedback", "retrieval_run",
]

log = logging.getLogger(__name__)

FEEDBACK_KEY = "thumbs"
L0_INJECT, EPISODIC, KG, EXPAND = "l0_inject", "episodic", "kg", "expand"
RETRIEVAL_SOURCES = (L0_INJECT, EPISODIC, KG, EXPAND)
MAX_READS_PER_RUN = 200  # a run that loops on memory_search keeps its first reads only
_WORD = re.compile(r"\w+")


class ToolMetrics:
    """Called by the run loop when a tool call finished; refusals are not the tool's fault and are skipped."""

    def __init__(self, metrics: EvolutionMetricsStore) -> None:
        self._metrics = metrics

    async def __call__(self, agent_id: str, session_key: str, tool: str, ok: bool, duration_ms: int, denied: bool) -> None:
        if denied:
            return
        try:
            await self._metrics.record(agent_id, session_key, "tool", tool, {"success": ok, "duration_ms": duration_ms})
        except Exception as exc:  # noqa: BLE001 - a metric lost must not end the chat
            log.warning("tool metric for %s not recorded: %s", tool, type(exc).__name__)


async def record_feedback(
    metrics: EvolutionMetricsStore, conversations: ConversationStore, message_id: str, score: int
) -> str:
    """A thumbs up (+1) or down (-1) on an assistant answer; a later vote replaces an earlier one."""
    if score not in (1, -1):
        raise ValidationError("Feedback is +1 (thumbs up) or -1 (thumbs down).")
    message = await conversations.get_message(message_id)
    if message.role is not MessageRole.ASSISTANT:
        raise ValidationError("Only an assistant's answer can be rated.")
    conversation = await conversations.get(message.conversation_id)
    if not conversation.agent_id:
        raise ValidationError("This answer's agent no longer exists.")
    return await metrics.record(
        conversation.agent_id, conversation.id, "feedback", FEEDBACK_KEY, {"score": score, "message_id": message.id}
    )


def _words(text: str) -> frozenset[str]:
    folded = case_key(unicodedata.normalize("NFKC", text))
    return frozenset(w for w in _WORD.findall(folded) if len(w) >= 3 and w not in STOP_WORDS)


@dataclass(frozen=True)
class Retrieved:
    """One item a memory read showed the model: its id, the text an answer drawing on it
    would repeat, and its score (0..1) when the read ranked it."""

    id: str
    text: str
    score: float | None = None


@dataclass(frozen=True)
class Retrieval:
    source: str  # one of RETRIEVAL_SOURCES
    items: tuple[Retrieved, ...]
    query: str = ""  # what the items were found by ("" for an expand by id)


class RetrievalLedger:
    """One run's memory reads, recorded by `settle` once the answer is known (module doc)."""

    def __init__(self, agent_id: str, session_key: str) -> None:
        self.agent_id = agent_id
        self.session_key = session_key
        self._reads: list[tuple[EvolutionMetricsStore, Retrieval]] = []
        self._expanded: set[str] = set()

    def __len__(self) -> int:
        return len(self._reads)

    def note(self, sink: EvolutionMetricsStore, retrieval: Retrieval) -> None:
        """Keep a read that returned something; a read that found nothing was not used."""
        if retrieval.source not in RETRIEVAL_SOURCES:
            raise ValueError(f"unknown retrieval source {retrieval.source!r}")
        if retrieval.items and len(self._reads) < MAX_READS_PER_RUN:
            self._reads.append((sink, retrieval))

    def expanded(self, item_id: str) -> None:
        self._expanded.add(item_id)

    def score_of(self, item_id: str) -> float | None:
        """The best score an earlier read of this run gave the item, if any."""
        scores = [i.score for _, r in self._reads for i in r.items if i.id == item_id and i.score is not None]
        return max(scores) if scores else None

    def used(self, retrieval: Retrieval, answer: frozenset[str], question: frozenset[str]) -> bool:
        if retrieval.source != EXPAND and any(i.id in self._expanded for i in retrieval.items):
            return True
        asked = question | _words(retrieval.query)
        return any((_words(i.text) - asked) & answer for i in retrieval.items)

    async def settle(self, conversations: ConversationStore, question_id: str, answer_id: str | None) -> int:
        """Record every read with whether the answer `answer_id` (None: no answer) used it;
        returns the rows written. Never raises: a metric lost must not end the chat."""
        if not self._reads:
            return 0
        answer = question = frozenset[str]()
        try:
            if answer_id is not None:
                answer = _words((await conversations.get_message(answer_id)).text)
            asked = await conversations.get_message(question_id)
            question = _words(asked.text) if asked.role is MessageRole.USER else frozenset()
        except UserError as exc:
            log.warning("retrieval metrics judged without the messages: %s", type(exc).__name__)
        written = 0
        for sink, read in self._reads:
            scores = [i.score for i in read.items if i.score is not None]
            value: dict[str, object] = {"result_count": len(read.items), "used_in_reply": self.used(read, answer, question)}
            if scores:
                value["top_score"] = round(max(scores), 4)
            try:
                await sink.record(self.agent_id, self.session_key, "retrieval", read.source, value)
                written += 1
            except Exception as exc:  # noqa: BLE001 - as for tool metrics
                log.warning("retrieval metric for %s not recorded: %s", read.source, type(exc).__name__)
        self._reads.clear()
        return written


_LEDGER: ContextVar[RetrievalLedger | None] = ContextVar("goclaw_retrieval_ledger", default=None)


@contextmanager
def retrieval_run(agent_id: str, session_key: str) -> Iterator[RetrievalLedger]:
    """The ledger memory reads in this task note to while the block runs (one per run;
    a child run inside a tool call gets its own and the parent's comes back after)."""
    ledger = RetrievalLedger(agent_id, session_key)
    token = _LEDGER.set(ledger)
    try:
        yield ledger
    finally:
        _LEDGER.reset(token)


def note_retrieval(sink: EvolutionMetricsStore, retrieval: Retrieval) -> None:
    """Note a memory read on the running run's ledger; outside a run, nothing."""
    ledger = _LEDGER.get()
    if ledger is not None:
        ledger.note(sink, retrieval)


def note_expansion(sink: EvolutionMetricsStore, item_id: str, text: str) -> None:
    """memory_expand read one episode: it is a read itself and marks the reads that offered it as used."""
    ledger = _LEDGER.get()
    if ledger is not None:
        score = ledger.score_of(item_id)
        ledger.expanded(item_id)
        ledger.note(sink, Retrieval(EXPAND, (Retrieved(item_id, text, score),)))
