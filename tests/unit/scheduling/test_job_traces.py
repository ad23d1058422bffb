"""Each job run links to the trace of its chat run."""

from __future__ import annotations

from tests.unit.scheduling.conftest import JobsWorld


async def test_a_job_run_records_the_trace_of_its_chat_run(world: JobsWorld) -> None:
    await world.add()
    world.answer("Traced.")
    world.clock.advance(hours=1)
    [ran] = await world.jobs.run_due()
    assert ran.outcome.trace_id is not None
    [log] = await world.jobs.history("nightly")
    assert log.trace_id == ran.outcome.trace_id
    service = world.jobs._chat()  # the chat engine the run went through
    detail = await service.traces.get(ran.outcome.trace_id)
    assert detail is not None and detail.trace.session_key == ran.outcome.conversation_id
    assert detail.trace.name == "job nightly"  # named after the job, not `chat helper`
