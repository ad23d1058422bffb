"""Likely duplicates among knowledge-graph entities: Jaro-Winkler on normalised names.

A new entity is compared with every stored entity of its type (rapidfuzz's C loop over
the whole pool, no cap). Two scores come out of a comparison:

- `name_similarity`: Jaro-Winkler of the normalised names (accents and case dropped,
  punctuation turned into spaces: "Đà Nẵng" and "Da Nang" are equal);
- `similarity`: the better of that and the Jaro-Winkler of normalised "name description"
  when both entities have a description, so near-identical descriptions under different
  names are noticed too.

A pair merges on its own when `similarity >= auto_merge` and `name_similarity >=
name_match`; a pair with `similarity >= review` (and not merged) waits for a person. The
numbers come from the agent's `kg_dedup_config`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from rapidfuzz import process
from rapidfuzz.distance import JaroWinkler

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.kg import DedupEntry
from goclaw_lite.textfold import fold_text


def normalize_name(text: str) -> str:
    """Search's folding (`textfold`) with punctuation turned into spaces: the form duplicates are compared in."""
    cleaned = "".join(ch if ch.isalnum() else " " for ch in fold_text(text))
    return " ".join(cleaned.split())


@dataclass(frozen=True)
class DedupSettings:
    enabled: bool = True
    auto_merge: float = 0.98
    name_match: float = 0.85
    review: float = 0.90
    max_candidates: int = 10  # review candidates queued per new entity, best first

    _KEYS: ClassVar[Mapping[str, str]] = {
        "auto_merge_threshold": "auto_merge",
        "name_match_threshold": "name_match",
        "review_threshold": "review",
    }

    @classmethod
    def from_config(cls, config: Mapping[str, Any] | None, *, owner: str = "this agent") -> DedupSettings:
        """Read `kg_dedup_config`; unknown keys are left for other features, bad values refused."""
        data = dict(config or {})
        values: dict[str, Any] = {}
        for key, attr in cls._KEYS.items():
            if key not in data:
                continue
            raw = data[key]
            if isinstance(raw, bool) or not isinstance(raw, int | float) or not math.isfinite(raw) or not 0 <= raw <= 1:
                raise ValidationError(f"kg_dedup_config.{key} of {owner} must be a number from 0 to 1, not {raw!r}.")
            values[attr] = float(raw)
        if "enabled" in data:
            if not isinstance(data["enabled"], bool):
                raise ValidationError(f"kg_dedup_config.enabled of {owner} must be true or false.")
            values["enabled"] = data["enabled"]
        if "max_candidates_per_entity" in data:
            raw = data["max_candidates_per_entity"]
            if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= 1000:
                raise ValidationError(f"kg_dedup_config.max_candidates_per_entity of {owner} must be a whole number 0..1000.")
            values["max_candidates"] = raw
        settings = cls(**values)
        if settings.review > settings.auto_merge:
            raise ValidationError(
                f"kg_dedup_config of {owner}: review_threshold ({settings.review}) is above "
                f"auto_merge_threshold ({settings.auto_merge})."
            )
        return settings


class Decision(str, Enum):
    MERGE = "merge"
    REVIEW = "review"


@dataclass(frozen=True)
class DedupMatch:
    existing_id: str
    similarity: float
    name_similarity: float
    decision: Decision


def _text(entry: DedupEntry) -> str:
    return normalize_name(f"{entry.name} {entry.description}")


def find_duplicates(
    new: Sequence[DedupEntry], pool: Sequence[DedupEntry], settings: DedupSettings
) -> list[list[DedupMatch]]:
    """For each new entity, its matches in `pool` (merges first, then best similarity)."""
    if not settings.enabled or not pool:
        return [[] for _ in new]
    names = [normalize_name(p.name) for p in pool]
    described = [i for i, p in enumerate(pool) if p.description.strip()]
    texts = [_text(pool[i]) for i in described]
    cutoff = min(settings.review, settings.auto_merge)
    wide = settings.max_candidates + 8
    scorer = JaroWinkler.normalized_similarity
    results: list[list[DedupMatch]] = []
    for item in new:
        query = normalize_name(item.name)
        if not query:
            results.append([])
            continue
        scores: dict[int, tuple[float, float]] = {}
        for _choice, score, index in process.extract(query, names, scorer=scorer, processor=None, score_cutoff=cutoff, limit=wide):
            if names[index]:
                scores[index] = (score, score)
        if item.description.strip() and texts:
            for _choice, score, pos in process.extract(
                _text(item), texts, scorer=scorer, processor=None, score_cutoff=cutoff, limit=wide
            ):
                index = described[pos]
                if not names[index]:
                    continue
                name_sim = scores[index][1] if index in scores else scorer(query, names[index])
                best = max(score, scores[index][0]) if index in scores else max(score, name_sim)
                scores[index] = (best, name_sim)
        matches: list[DedupMatch] = []
        for index, (similarity, name_similarity) in scores.items():
            if pool[index].id == item.id:
                continue
            if similarity >= settings.auto_merge and name_similarity >= settings.name_match:
                decision = Decision.MERGE
            elif similarity >= settings.review:
                decision = Decision.REVIEW
            else:
                continue
            matches.append(DedupMatch(pool[index].id, round(similarity, 6), round(name_similarity, 6), decision))
        matches.sort(key=lambda m: (m.decision is not Decision.MERGE, -m.similarity, -m.name_similarity, m.existing_id))
        results.append(matches)
    return results
