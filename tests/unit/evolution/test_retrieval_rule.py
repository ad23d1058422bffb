"""The retrieval rule (auto-inject off) at and around its thresholds, and the ledger's "used" judgement."""

from __future__ import annotations

from goclaw_lite.evolution.recorder import EXPAND, KG, L0_INJECT, Retrieval, RetrievalLedger, Retrieved, _words
from goclaw_lite.evolution.rules import AUTO_INJECT_OFF, evaluate
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.evolution import FeedbackStats, RetrievalStats

AGENT = Agent(id="a", agent_key="helper", display_name="Helper", provider="local", model="m")


def drafts(stats: list[RetrievalStats], agent: Agent = AGENT) -> list[tuple[str, dict[str, object]]]:
    return [(d.suggestion_type, d.parameters) for d in evaluate(agent, [], FeedbackStats(), [], retrieval=stats)]


def test_rarely_used_injections_suggest_turning_the_inject_off() -> None:
    assert drafts([RetrievalStats(L0_INJECT, 20, 0.15, 0.6)]) == [(AUTO_INJECT_OFF, {"memory_config": {"auto_inject": False}})]


def test_no_suggestion_at_the_rate_with_too_few_for_other_sources_or_when_already_off() -> None:
    assert drafts([RetrievalStats(L0_INJECT, 20, 0.2, 0.6)]) == []  # exactly 20% used
    assert drafts([RetrievalStats(L0_INJECT, 19, 0.0, 0.6)]) == []  # too few
    assert drafts([RetrievalStats("episodic", 50, 0.0, 0.6), RetrievalStats(KG, 50, 0.0, 1.0)]) == []
    off = Agent(id="a", agent_key="k", display_name="", provider="p", model="m", memory_config={"auto_inject": False})
    assert drafts([RetrievalStats(L0_INJECT, 40, 0.0, 0.6)], off) == []
    assert evaluate(AGENT, [], FeedbackStats(), []) == []  # retrieval is optional


def judge(read: Retrieval, answer: str, question: str, ledger: RetrievalLedger | None = None) -> bool:
    return (RetrievalLedger("a", "c") if ledger is None else ledger).used(read, _words(answer), _words(question))


def test_an_answer_uses_a_read_by_a_word_neither_the_question_nor_the_query_had() -> None:
    expand = Retrieval(EXPAND, (Retrieved("e1", "Orion moves to PostgreSQL next week."),))
    assert judge(expand, "It moves to PostgreSQL.", "Where does Orion go?")
    assert not judge(expand, "Orion, next week.", "Where does Orion go next week?")  # only the question's words
    assert judge(expand, "The Orion project.", "What about the plan?")  # "orion" was not asked about here
    found = Retrieval(KG, (Retrieved("k1", "Orion project being migrated", 1.0),), query="orion")
    assert not judge(found, "Orion, it is.", "tell me")  # "orion" was the query
    assert judge(found, "Orion is a project.", "tell me")  # "project" came from the fact


def test_an_expanded_episode_marks_the_reads_that_offered_it() -> None:
    ledger = RetrievalLedger("a", "c")
    offered = Retrieval(L0_INJECT, (Retrieved("e1", "Backup talk.", 0.5), Retrieved("e2", "Lisbon trip.", 0.4)), "q")
    assert not judge(offered, "No.", "", ledger)
    ledger.expanded("e2")
    assert judge(offered, "No.", "", ledger)
    assert not judge(Retrieval(EXPAND, (Retrieved("e2", "Lisbon trip."),)), "No.", "", ledger)  # an expand needs the answer
