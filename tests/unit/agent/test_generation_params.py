"""An agent's sampling settings (set through AgentsAdmin) reach the model server's request."""

from __future__ import annotations

from goclaw_lite.agent.agents_admin import AgentChanges, AgentDraft, AgentsAdmin
from goclaw_lite.store.models import GenerationParams
from tests.support.fake_llm import StreamResponse, openai_text_stream
from tests.unit.agent.conftest import ChatWorld, collect


async def test_temperature_and_max_tokens_are_sent_and_unset_means_the_servers_own(chat: ChatWorld) -> None:
    admin = AgentsAdmin(chat.app.stores)
    await admin.create(AgentDraft("helper", "local", generation=GenerationParams(temperature=0.2, top_p=0.5,
                                                                                   max_tokens=300)))
    for _ in range(2):
        chat.server.script_openai(StreamResponse(openai_text_stream("Fine.")))
    service = chat.service()
    await collect(await service.send("Hello?"))
    await admin.update("helper", AgentChanges(generation=GenerationParams()))
    await collect(await service.send("Again?"))

    sent = [e.body for e in chat.server.exchanges if e.path.endswith("/chat/completions")]
    assert (sent[0]["temperature"], sent[0]["max_tokens"]) == (0.2, 300)
    assert "temperature" not in sent[1] and "max_tokens" not in sent[1]
