"""memory_search speed over a large episodic memory, next to a baseline measured in the same run.

50,000 episodes with GOCLAW_BENCH=full (2,000 in the normal suite) are written through
`EpisodicStore.create` in one transaction. Then `MemoryRecall.search` (what the
memory_search tool and the L0 auto-inject call: episode LIKE search plus the KG lookup) runs
over mixed queries — a rare word, a common word, a whole sentence, other-case Unicode, and
no match — against a baseline: the same term matching as a linear scan over the folded texts
held in a Python list. Target: p50 under 30 ms. Common words are answered from the newest
WINDOW episodes; a rare word or no match still reads every row (see EpisodicStore.search). Never fails on a time; it checks results and
writes test-output/benchmarks/memory.json.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import time
from pathlib import Path

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.memory.recall import MemoryRecall
from goclaw_lite.model.memory import EpisodeInput
from goclaw_lite.store.chat.episodic import CANDIDATES, WINDOW, query_terms
from goclaw_lite.store.definitions.agents import AgentStore

ROOT = Path(__file__).resolve().parents[2]
FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
N_EPISODES = 50_000 if FULL else 2_000
ROUNDS = 5
WORDS = (
    "project", "deadline", "budget", "meeting", "database", "migration", "release", "holiday", "invoice", "design",
    "review", "customer", "server", "backup", "report", "garden", "recipe", "training", "contract", "travel",
)
PLACES = ("Đà Nẵng", "Москва", "Straße", "Zürich", "Kraków", "São Paulo")
QUERIES = (
    "zephyrine",  # one episode has it
    "database",  # about 1 in 7 episodes
    "What did we decide about the budget for the garden project?",
    "MOSKVA москва",
    "STRASSE",
    "nothing like this anywhere",
)


def text(rng: random.Random, i: int) -> tuple[str, str, tuple[str, ...]]:
    words = rng.sample(WORDS, 3)
    place = rng.choice(PLACES)
    summary = f"Talked about the {words[0]} and the {words[1]} in {place}; agreed on next steps for {words[2]} #{i}."
    if i == N_EPISODES // 2:
        summary += " The codename zephyrine was chosen."
    return summary, f"{words[0].title()} and {words[1]} in {place}.", (words[0], place)


async def test_memory_search_benchmark(tmp_path: Path) -> None:
    home = tmp_path / "home"
    app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="bench")
    try:
        agent = await AgentStore(app.stores.db, app.stores.identity).create("bench", provider="local", model="m")
        recall = MemoryRecall(app.stores)
        scope = recall.episodes.scope(agent.id)
        rng = random.Random(6)
        folded: list[str] = []
        started = time.perf_counter()
        async with app.stores.db.transaction():
            for i in range(N_EPISODES):
                summary, abstract, topics = text(rng, i)
                await recall.episodes.create(scope, EpisodeInput("bench", summary, abstract, topics, source_id=f"s{i}"))
                folded.append(" ".join([summary, abstract, *topics]).casefold())
        load_s = time.perf_counter() - started

        def baseline(query: str) -> int:
            terms = query_terms(query)
            return sum(1 for t in folded if any(term in t for term in terms))

        store_ms: list[float] = []
        base_ms: list[float] = []
        per_query = {}
        for query in QUERIES:
            times = []
            for _ in range(ROUNDS):
                t0 = time.perf_counter()
                found = await recall.search(agent.id, query, limit=5, record=False)
                times.append((time.perf_counter() - t0) * 1000)
            b_times = []
            for _ in range(ROUNDS):
                t0 = time.perf_counter()
                matches = baseline(query)
                b_times.append((time.perf_counter() - t0) * 1000)
            assert (len(found.episodes) > 0) == (matches > 0), query
            store_ms += times
            base_ms += b_times
            per_query[query] = {"store_p50_ms": round(statistics.median(times), 3),
                                "baseline_p50_ms": round(statistics.median(b_times), 3), "matches": matches}
        rare = await recall.search(agent.id, "zephyrine", limit=5, record=False)
        assert len(rare.episodes) == 1 and rare.episodes[0].relevance == 1.0
        sentence = await recall.search(agent.id, QUERIES[2], limit=5, min_relevance=0.3, record=False)
        assert sentence.episodes and all(h.relevance >= 0.3 for h in sentence.episodes)
    finally:
        await app.close()

    p50, b50 = statistics.median(store_ms), statistics.median(base_ms)
    result = {
        "scale": "full" if FULL else "small",
        "episodes": N_EPISODES,
        "candidates_read_per_search": CANDIDATES,
        "newest_rows_tried_first": WINDOW,
        "load": {"seconds": round(load_s, 2), "rows_per_s": round(N_EPISODES / load_s)},
        "memory_search": {"p50_ms": round(p50, 3), "target_p50_ms": 30, "baseline_p50_ms": round(b50, 3),
                          "ratio": round(p50 / b50, 2) if b50 else None},
        "queries": per_query,
    }
    out_dir = ROOT / "test-output" / "benchmarks"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "memory.json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    print(
        f"\nmemory [{result['scale']}, {N_EPISODES} episodes]: memory_search p50 {result['memory_search']['p50_ms']} ms "
        f"(target 30) vs in-memory scan p50 {result['memory_search']['baseline_p50_ms']} ms; load {result['load']['rows_per_s']} rows/s"
    )
