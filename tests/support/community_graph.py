"""A knowledge graph with real community structure, for the whole-graph view's tests, benchmark and screenshots.

A planted partition (a stochastic block model): entities fall into groups of uneven size
(a few large, many small, as in real graphs), most relations stay inside a group and a few
cross between groups; inside a group new members prefer the busy ones, so each group has
hubs. Entities get pronounceable, unique names and a type (people mostly, then
organisations, projects, places, concepts), and each relation a type that fits its ends.
Deterministic for a seed. `python -m tests.support.community_graph 10000 out.json` writes it
in `kg import`'s JSON form.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goclaw_lite.gui.kg.models import WholeGraph

TYPES = ("person", "person", "person", "person", "person", "organization", "project", "place", "concept")
_ONSETS = ("b", "br", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "st", "t", "v", "w", "z", "th", "ch")
_VOWELS = ("a", "e", "i", "o", "u", "ai", "ea", "io")
_ENDS = ("", "n", "r", "s", "l", "th", "nd", "x")
_FIRST = (
    "Ada",
    "Grace",
    "Alan",
    "Mary",
    "Linus",
    "Margaret",
    "Dennis",
    "Barbara",
    "Ken",
    "Frances",
    "John",
    "Edsger",
    "Katherine",
    "Tim",
    "Radia",
    "Donald",
    "Hedy",
    "Niklaus",
    "Sophie",
    "Guido",
    "Annie",
    "Claude",
    "Jean",
    "Karen",
)
_SUFFIX = {
    "organization": ("Labs", "Institute", "Works", "Society", "Group"),
    "project": ("Engine", "Protocol", "Compiler", "Atlas"),
    "place": ("Bay", "Hill", "Harbour", "Park"),
    "concept": ("Theory", "Method", "Principle"),
}
_RELATION = {
    "person": "knows",
    "organization": "member_of",
    "project": "worked_on",
    "place": "lived_in",
    "concept": "studied",
}


@dataclass(frozen=True)
class CommunityGraph:
    """Entities as (name, type), relations as (source name, target name, type), each entity's planted group."""

    entities: list[tuple[str, str]]
    relations: list[tuple[str, str, str]]
    group: dict[str, int]


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(_ONSETS) + rng.choice(_VOWELS) for _ in range(rng.randint(1, 2))) + rng.choice(_ENDS)


def _sizes(count: int, rng: random.Random) -> list[int]:
    """Group sizes summing to `count`: heavy-tailed, none under 8."""
    sizes: list[int] = []
    left = count
    while left > 0:
        size = min(left, max(8, int(rng.paretovariate(1.3) * 40)), max(8, count // 6))
        sizes.append(size)
        left -= size
    return sizes


def community_graph(
    count: int, *, relations_per_entity: float = 3.0, inside: float = 0.9, seed: int = 1
) -> CommunityGraph:
    """`count` entities in planted groups, `relations_per_entity` relations each, `inside` of them within a group."""
    rng = random.Random(seed)
    names: list[str] = []
    taken: set[str] = set()
    kinds: list[str] = []
    for _ in range(count):
        kind = rng.choice(TYPES)
        while True:
            stem = _word(rng).capitalize()
            name = f"{rng.choice(_FIRST)} {stem}" if kind == "person" else f"{stem} {rng.choice(_SUFFIX[kind])}"
            if name not in taken:
                break
        taken.add(name)
        names.append(name)
        kinds.append(kind)
    groups: list[list[int]] = []
    start = 0
    for size in _sizes(count, rng):
        groups.append(list(range(start, start + size)))
        start += size
    group_of = {i: g for g, members in enumerate(groups) for i in members}
    pairs: set[tuple[int, int]] = set()
    wanted = int(count * relations_per_entity)
    for members in groups:  # a preferential-attachment tree per group: hubs and one piece
        ends = [members[0]]
        for i in members[1:]:
            other = rng.choice(ends)
            pairs.add((min(i, other), max(i, other)))
            ends += [i, other]
    inside_wanted = int(wanted * inside)
    weights = [len(m) for m in groups]
    while len(pairs) < inside_wanted:
        members = rng.choices(groups, weights)[0]
        a, b = rng.choice(members), members[min(len(members) - 1, int(rng.paretovariate(1.5)) - 1)]
        if a != b:
            pairs.add((min(a, b), max(a, b)))
    while len(pairs) < wanted:
        a, b = rng.randrange(count), rng.randrange(count)
        if group_of[a] != group_of[b]:
            pairs.add((min(a, b), max(a, b)))
    relations = [(names[a], names[b], _RELATION[kinds[b]]) for a, b in sorted(pairs)]
    return CommunityGraph(
        list(zip(names, kinds, strict=True)), relations, {names[i]: group_of[i] for i in range(count)}
    )


def whole_graph_of(graph: CommunityGraph) -> WholeGraph:
    """The graph as the whole-graph mode gets it from the store (best connected first, names as ids)."""
    from goclaw_lite.gui.kg.models import GraphEdge, GraphNode, WholeGraph

    degree: dict[str, int] = {}
    for a, b, _kind in graph.relations:
        degree[a] = degree.get(a, 0) + 1
        degree[b] = degree.get(b, 0) + 1
    nodes = sorted(
        (GraphNode(n, n, t, 1.0, degree=degree.get(n, 0)) for n, t in graph.entities), key=lambda n: (-n.degree, n.name)
    )
    edges = [GraphEdge(f"r{k}", a, b, kind) for k, (a, b, kind) in enumerate(graph.relations)]
    return WholeGraph(tuple(nodes), tuple(edges), len(nodes))


def main(argv: list[str]) -> int:
    if len(argv) != 2 or not argv[0].isdigit():
        print("usage: python -m tests.support.community_graph COUNT OUT.json", file=sys.stderr)
        return 2
    graph = community_graph(int(argv[0]))
    document = {
        "entities": [{"name": n, "entity_type": t} for n, t in graph.entities],
        "relations": [{"source": a, "target": b, "relation_type": r} for a, b, r in graph.relations],
    }
    Path(argv[1]).write_text(json.dumps(document), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
