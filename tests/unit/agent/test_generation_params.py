"""An agent's sampling settings (set through AgentsAdmin) reach the model server's request."""

from __future__ import annotations

from goclaw_lite.app.agents import AgentChanges, AgentDraft, AgentsAdmin
from goclaw_lite.model.agents import GenerationParams
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


async def test_top_p_reaches_openai_and_anthropic_servers_and_unset_is_not_sent(chat: ChatWorld) -> None:
    """Top-p was stored but never sent; both protocols now carry it in the request body."""
    from goclaw_lite.store.definitions.providers import ProviderStore
    from tests.support.fake_llm import ANTHROPIC_PATH, anthropic_text_stream

    await ProviderStore(chat.app.stores.db, chat.app.stores.identity, chat.app.stores.cipher).create(
        "claude", provider_type="anthropic", api_base=chat.server.base_url, api_key="sk-ant-test-" + "k" * 30,
        default_model="fake-claude")
    admin = AgentsAdmin(chat.app.stores)
    await admin.create(AgentDraft("open", "local", generation=GenerationParams(top_p=0.7), make_default=True))
    await admin.create(AgentDraft("anth", "claude", generation=GenerationParams(temperature=0.3, top_p=0.4)))
    chat.server.script_openai(StreamResponse(openai_text_stream("One.")))
    chat.server.script_anthropic(StreamResponse(anthropic_text_stream("Two.")))
    service = chat.service()
    await collect(await service.send("Hello?", agent_key="open"))
    await collect(await service.send("Hello?", agent_key="anth"))
    await admin.update("open", AgentChanges(generation=GenerationParams()))
    chat.server.script_openai(StreamResponse(openai_text_stream("Three.")))
    await collect(await service.send("Again?", agent_key="open"))

    openai = [e.body for e in chat.server.exchanges if e.path.endswith("/chat/completions")]
    anthropic = [e.body for e in chat.server.requests_to(ANTHROPIC_PATH)]
    assert openai[0]["top_p"] == 0.7 and "top_p" not in openai[1]
    assert (anthropic[0]["top_p"], anthropic[0]["temperature"]) == (0.4, 0.3)
