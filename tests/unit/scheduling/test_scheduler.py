"""The scheduler on a hand-moved clock, with real stores and the real chat engine."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.jobs import ConversationMode, Job, JobDraft, JobOptions, MissedRun, RunOutcome, Schedule
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.unit.scheduling.conftest import START, JobsWorld

HOUR = 3_600_000


async def test_an_every_job_runs_when_due_and_is_rearmed_from_its_slot(world: JobsWorld) -> None:
    job = await world.add(schedule=Schedule("every", every_ms=HOUR))
    assert isinstance(job, Job) and job.next_run_at == START + timedelta(hours=1)
    assert await world.jobs.run_due() == []  # not yet
    world.clock.advance(hours=1, seconds=20)
    world.answer("All green.")
    [ran] = await world.jobs.run_due()
    assert ran.outcome.status == "ok" and ran.outcome.summary == "All green."
    assert ran.outcome.output_tokens == 7 and ran.outcome.input_tokens == 12
    again = await world.jobs.get("nightly")
    assert again.next_run_at == START + timedelta(hours=2) and again.last_status == "ok"
    [log] = await world.jobs.history("nightly")
    assert (log.status, log.summary, log.conversation_id) == ("ok", "All green.", ran.outcome.conversation_id)
    request = world.chat.server.requests_to(OPENAI_PATH)[0].body
    assert request["messages"][-1]["content"] == "Write the report."
    assert await world.jobs.run_due() == []  # the same slot is not run twice


async def test_sleeping_through_three_slots_runs_once_on_wake(world: JobsWorld) -> None:
    await world.add(schedule=Schedule("every", every_ms=HOUR))
    world.clock.advance(hours=4, minutes=10)  # slots at 07:00, 08:00, 09:00 and 10:00 all passed asleep
    world.answer()
    ran = await world.jobs.run_due()
    assert [r.outcome.status for r in ran] == ["ok"]
    assert await world.jobs.run_due() == []
    job = await world.jobs.get("nightly")
    assert job.next_run_at == START + timedelta(hours=5)  # the next slot after now, on the original grid
    assert len(world.chat.server.requests_to(OPENAI_PATH)) == 1


async def test_a_missed_run_is_skipped_when_the_job_says_so(world: JobsWorld) -> None:
    await world.add(schedule=Schedule("cron", expr="0 7 * * *", timezone="Europe/Berlin"), on_missed=MissedRun.SKIP)
    world.clock.set(datetime(2026, 12, 9, 9, 0, tzinfo=UTC))  # off for two mornings (the 8th and the 9th)
    [ran] = await world.jobs.run_due()
    assert ran.outcome.status == "skipped" and "2026-12-08 07:00 CET" in (ran.outcome.error or "")
    assert world.chat.server.requests_to(OPENAI_PATH) == []
    job = await world.jobs.get("nightly")
    assert job.next_run_at == datetime(2026, 12, 10, 6, 0, tzinfo=UTC) and job.last_status == "skipped"
    # on time, it runs
    world.clock.set(datetime(2026, 12, 10, 6, 0, 30, tzinfo=UTC))
    world.answer()
    assert [r.outcome.status for r in await world.jobs.run_due()] == ["ok"]


async def test_a_cron_job_on_the_spring_forward_night_runs_once(world: JobsWorld) -> None:
    world.clock.set(datetime(2026, 3, 28, 12, 0, tzinfo=UTC))
    await world.add(schedule=Schedule("cron", expr="30 2 * * *", timezone="Europe/Berlin"))
    ran = 0
    while world.clock.now() < datetime(2026, 3, 29, 12, 0, tzinfo=UTC):  # the timer looking every minute
        world.clock.advance(minutes=1)
        world.answer()
        ran += len(await world.jobs.run_due())
    assert ran == 1 and world.chat.server.pending() == 24 * 60 - 1


async def test_an_at_job_runs_once_then_is_deleted_when_asked(world: JobsWorld) -> None:
    when = START + timedelta(minutes=30)
    await world.jobs.add(JobDraft("once", "helper", Schedule("at", at=when, timezone="UTC"), "Remind me.",
                                  JobOptions(), delete_after_run=True))
    await world.jobs.add(JobDraft("kept", "helper", Schedule("at", at=when, timezone="UTC"), "Remind me."))
    world.clock.set(when + timedelta(seconds=5))
    world.answer("one")
    world.answer("two")
    assert sorted(r.job.name for r in await world.jobs.run_due()) == ["kept", "once"]
    assert [j.name for j in await world.jobs.list()] == ["kept"]
    kept = await world.jobs.get("kept")
    assert not kept.enabled and kept.next_run_at is None
    with pytest.raises(ValidationError, match="time now past"):
        await world.jobs.set_enabled("kept", True)
    with pytest.raises(ValidationError, match="in the past"):
        await world.jobs.add(JobDraft("late", "helper", Schedule("at", at=START - timedelta(hours=1)), "x"))


async def test_a_run_past_its_time_limit_is_stopped_and_logged(world: JobsWorld) -> None:
    await world.add(timeout_s=1)
    world.chat.server.script_openai(StreamResponse(openai_text_stream(["slow "] * 50), delay=0.2))
    world.clock.advance(hours=1)
    [ran] = await world.jobs.run_due()
    assert ran.outcome.status == "error" and ran.outcome.error == "Stopped at the time limit (1 s)."
    job = await world.jobs.get("nightly")
    assert job.last_status == "error" and job.next_run_at == START + timedelta(hours=2)


async def test_a_run_past_its_token_limit_is_stopped(world: JobsWorld) -> None:
    await world.add(max_tokens=10)  # one call reports 12 in + 7 out
    world.answer("too long")
    world.clock.advance(hours=1)
    [ran] = await world.jobs.run_due()
    assert ran.outcome.status == "error" and "token limit (10 tokens)" in (ran.outcome.error or "")


async def test_a_tool_needing_approval_is_refused_unless_pre_approved(world: JobsWorld) -> None:
    helper = await world.chat.agents.get_by_key("helper")
    await world.chat.agents.update(helper.id, tool_policy={"current_time": "ask"})
    await world.add("plain")
    await world.add("trusted", pre_approved=("current_time",))
    for _ in range(2):
        world.chat.server.script_openai(StreamResponse(openai_tool_stream([("c1", "current_time", "{}")])))
        world.answer("done")
    world.clock.advance(hours=1)
    runs = {r.job.name: r.outcome for r in await world.jobs.run_due()}
    assert runs["plain"].status == "ok"
    assert runs["plain"].error == "Refused (needs approval, not pre-approved): current_time"
    assert runs["trusted"].error is None
    second_calls = world.chat.server.requests_to(OPENAI_PATH)[1::2]
    results = [m for e in second_calls for m in e.body["messages"] if m["role"] == "tool"]
    assert "needs approval and nobody is there" in results[0]["content"] and "refused" not in results[1]["content"]


async def test_each_job_keeps_its_conversation_or_starts_a_new_one(world: JobsWorld) -> None:
    await world.add("same")
    await world.add("fresh", conversation=ConversationMode.NEW)
    seen: dict[str, list[str | None]] = {"same": [], "fresh": []}
    for _ in range(2):
        world.clock.advance(hours=1)
        world.answer()
        world.answer()
        for run in await world.jobs.run_due():
            seen[run.job.name].append(run.outcome.conversation_id)
    assert seen["same"][0] == seen["same"][1] and seen["fresh"][0] != seen["fresh"][1]


async def test_run_now_leaves_the_schedule_and_never_overlaps(world: JobsWorld) -> None:
    job = await world.add()
    assert isinstance(job, Job)
    world.clock.advance(minutes=59)
    assert await world.jobs.store.claim_now(job.id, world.clock.now())  # a run already going
    with pytest.raises(ValidationError, match="running already"):
        await world.jobs.run_now("nightly")
    world.clock.advance(minutes=2)
    assert await world.jobs.run_due() == []  # the slot waits while the job runs
    await world.jobs.store.finish(job, RunOutcome("ok"), next_run_at=None, enabled=True, ran_at=world.clock.now(),
                                  keep_next=True)
    world.answer()
    ran = await world.jobs.run_now("nightly")
    assert ran.outcome.status == "ok"
    # the slot that waited runs now: one run at a time, never two at once
    world.answer()
    assert [r.outcome.status for r in await world.jobs.run_due()] == ["ok"]


async def test_a_claim_left_by_a_dead_runner_is_released(world: JobsWorld) -> None:
    job = await world.add()
    assert isinstance(job, Job)
    world.clock.advance(hours=1)
    [due] = await world.jobs.store.due(world.clock.now())
    assert await world.jobs.store.claim_due(due, world.clock.now())  # then the process died
    world.clock.advance(minutes=5)
    assert await world.jobs.scheduler.recover() == 0  # it may still be running
    world.clock.advance(minutes=30)
    assert await world.jobs.scheduler.recover() == 1
    again = await world.jobs.get("nightly")
    assert again.last_status == "interrupted" and again.next_run_at == START + timedelta(hours=2)
