"""Duplicate scoring: normalisation, thresholds on both sides, settings from the agent config."""

from __future__ import annotations

import pytest
from rapidfuzz.distance import JaroWinkler

from goclaw_lite.errors import ValidationError
from goclaw_lite.kg.dedup import Decision, DedupSettings, find_duplicates, normalize_name
from goclaw_lite.model.kg import DedupEntry


def entry(i: int, name: str, description: str = "") -> DedupEntry:
    return DedupEntry(f"id-{i:05d}", name, "person", description, 1.0)


@pytest.mark.parametrize(
    ("raw", "normal"),
    [
        ("Đà Nẵng", "da nang"),
        ("  Da   NANG ", "da nang"),
        ("Straße", "strasse"),
        ("Zürich!", "zurich"),
        ("São-Paulo", "sao paulo"),
        ("Ørsted A/S", "orsted a s"),
        ("Łódź", "lodz"),
        ("МОСКВА", "москва"),
        ("!!!", ""),
    ],
)
def test_normalize_name(raw: str, normal: str) -> None:
    assert normalize_name(raw) == normal


def test_defaults_match_the_documented_thresholds() -> None:
    settings = DedupSettings.from_config({})
    assert (settings.auto_merge, settings.name_match, settings.review, settings.enabled) == (0.98, 0.85, 0.90, True)


def test_settings_come_from_the_agent_config() -> None:
    settings = DedupSettings.from_config(
        {"auto_merge_threshold": 0.95, "review_threshold": 0.8, "name_match_threshold": 0.7, "enabled": False,
         "max_candidates_per_entity": 3, "extraction_min_conf": 0.75}
    )
    assert (settings.auto_merge, settings.review, settings.name_match, settings.enabled, settings.max_candidates) == (
        0.95, 0.8, 0.7, False, 3,
    )


@pytest.mark.parametrize(
    "config",
    [
        {"auto_merge_threshold": 1.5},
        {"review_threshold": "high"},
        {"name_match_threshold": True},
        {"enabled": "yes"},
        {"max_candidates_per_entity": -1},
        {"auto_merge_threshold": 0.9, "review_threshold": 0.95},
    ],
)
def test_bad_settings_are_refused_with_the_key(config: dict[str, object]) -> None:
    with pytest.raises(ValidationError, match="kg_dedup_config"):
        DedupSettings.from_config(config, owner="agent 'x'")


def test_accents_and_case_merge() -> None:
    [matches] = find_duplicates([entry(0, "Da Nang")], [entry(1, "Đà Nẵng"), entry(2, "Hanoi")], DedupSettings())
    assert [(m.existing_id, m.decision, m.similarity) for m in matches] == [("id-00001", Decision.MERGE, 1.0)]


def test_auto_merge_threshold_both_sides() -> None:
    new, old = entry(0, "Jon Smith"), entry(1, "John Smith")
    score = JaroWinkler.normalized_similarity(normalize_name(new.name), normalize_name(old.name))
    assert 0.9 < score < 0.98
    at = DedupSettings(auto_merge=score, name_match=0.85, review=0.5)
    above = DedupSettings(auto_merge=min(1.0, score + 0.001), name_match=0.85, review=0.5)
    assert find_duplicates([new], [old], at)[0][0].decision is Decision.MERGE
    assert find_duplicates([new], [old], above)[0][0].decision is Decision.REVIEW
    # the default: review, not merge
    [[match]] = find_duplicates([new], [old], DedupSettings())
    assert match.decision is Decision.REVIEW and match.name_similarity == pytest.approx(score, abs=1e-6)


def test_review_threshold_both_sides() -> None:
    new, old = entry(0, "Alicia"), entry(1, "Alice")
    score = JaroWinkler.normalized_similarity("alicia", "alice")
    assert find_duplicates([new], [old], DedupSettings(review=score))[0][0].decision is Decision.REVIEW
    assert find_duplicates([new], [old], DedupSettings(review=score + 0.001)) == [[]]


def test_name_gate_keeps_look_alike_descriptions_for_review() -> None:
    """Near-identical descriptions under different names: noticed, but not merged unless the
    names are close enough too (the reference silently dropped such pairs)."""
    text = "a software engineer at the Acme company in Berlin since 2019 who speaks at many conferences about compilers"
    new, old = entry(0, "Bob", text), entry(1, "Rob", text)
    gate = JaroWinkler.normalized_similarity("bob", "rob")
    settings = DedupSettings(auto_merge=0.97, name_match=gate + 0.01, review=0.9)
    [[match]] = find_duplicates([new], [old], settings)
    assert match.similarity >= 0.97 and match.name_similarity == pytest.approx(gate, abs=1e-6)
    assert match.decision is Decision.REVIEW
    loose = DedupSettings(auto_merge=0.97, name_match=gate, review=0.9)
    assert find_duplicates([new], [old], loose)[0][0].decision is Decision.MERGE
    # without descriptions only the names count, and they are far apart
    assert find_duplicates([entry(0, "Bob")], [entry(1, "Rob")], settings) == [[]]


def test_every_entity_of_the_pool_is_compared() -> None:
    """No cap on the pool: the one match sits at the far end of 5,000 entities."""
    pool = [entry(i, f"Person number {i} of the big pool") for i in range(5000)]
    pool.append(entry(5000, "Marie Curie"))
    [[match]] = find_duplicates([entry(9999, "marie curie")], pool, DedupSettings(review=0.95))
    assert match.existing_id == "id-05000" and match.decision is Decision.MERGE


def test_matches_are_ordered_and_capped() -> None:
    pool = [entry(1, "Robert Smith"), entry(2, "Roberta Smith"), entry(3, "Robert Smyth"), entry(4, "Zed")]
    [matches] = find_duplicates([entry(0, "Robert Smith")], pool, DedupSettings(review=0.85))
    assert matches[0].existing_id == "id-00001" and matches[0].decision is Decision.MERGE
    assert [m.similarity for m in matches[1:]] == sorted((m.similarity for m in matches[1:]), reverse=True)
    assert "id-00004" not in {m.existing_id for m in matches}


def test_disabled_or_empty_compares_nothing() -> None:
    assert find_duplicates([entry(0, "A")], [entry(1, "A")], DedupSettings(enabled=False)) == [[]]
    assert find_duplicates([entry(0, "!!!")], [entry(1, "???")], DedupSettings()) == [[]]
    assert find_duplicates([entry(0, "Same")], [entry(0, "Same")], DedupSettings()) == [[]]  # itself
