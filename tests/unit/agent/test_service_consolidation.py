"""The chat service runs the consolidation worker it is given: started with the maintenance,
told of finished runs, closed with the service."""

from __future__ import annotations

from goclaw_lite.memory.consolidation import ConsolidationWorker
from goclaw_lite.store.chat.episodic import ConsolidationJobStore
from tests.support.fake_llm import StreamResponse, openai_text_stream
from tests.unit.agent.conftest import ChatWorld, collect


async def test_a_finished_run_queues_consolidation_and_the_worker_lives_with_the_service(chat: ChatWorld) -> None:
    agent = await chat.agent()
    worker = ConsolidationWorker(chat.app.stores)
    service = chat.service(consolidation=worker)
    await service.start_maintenance()
    assert worker._task is not None and not worker._task.done()  # started with the maintenance

    chat.server.script_openai(StreamResponse(openai_text_stream("Hello there.")))
    run = await service.send("hi", agent_key=agent.agent_key)
    await collect(run)
    jobs = await ConsolidationJobStore(chat.app.stores.db, chat.app.stores.identity).list()
    assert [(j.agent_id, j.source_id) for j in jobs] == [(agent.id, run.conversation_id)]

    await service.aclose()
    assert worker._task is None or worker._task.done()  # closed with the service
