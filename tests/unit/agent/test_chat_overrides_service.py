"""Per-chat model and sampling choices: kept with the conversation, applied to every run of it."""

from __future__ import annotations

import pytest

from goclaw_lite.app.conversations import ConversationService
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.chat_overrides import OVERRIDES_KEY, ChatOverrides
from tests.support.fake_llm import StreamResponse, openai_text_stream
from tests.unit.agent.conftest import ChatWorld, collect


def test_values_are_checked_and_damaged_metadata_means_no_choice() -> None:
    with pytest.raises(ValidationError, match="between 0 and 2"):
        ChatOverrides(temperature=2.5)
    with pytest.raises(ValidationError, match="cannot be negative"):
        ChatOverrides(max_tokens=-1)
    assert ChatOverrides.from_metadata({OVERRIDES_KEY: {"temperature": 9, "model": "m"}}) == ChatOverrides()
    assert ChatOverrides.from_metadata({OVERRIDES_KEY: "junk"}).empty
    chosen = ChatOverrides("m", 0.25, 0)
    assert ChatOverrides.from_metadata({OVERRIDES_KEY: chosen.to_json()}) == chosen
    assert chosen.describe() == "temperature 0.25 · no token limit"


async def test_a_chats_choices_reach_the_server_and_survive_for_later_runs(chat: ChatWorld) -> None:
    await chat.agent(model="fake-small")
    for _ in range(4):
        chat.server.script_openai(StreamResponse(openai_text_stream("Fine.")))
    service = chat.service()
    conversations = ConversationService(chat.app.stores)
    first = await collect(await service.send("Hello?"))  # the agent's own settings
    cid = first[0].conversation_id
    saved = await conversations.set_overrides(cid, ChatOverrides("fake-large", 0.3, 77))
    assert saved.metadata[OVERRIDES_KEY] == {"model": "fake-large", "temperature": 0.3, "max_tokens": 77}
    second = await collect(await service.send("Again?", conversation_id=cid))
    await collect(await service.regenerate(second[-1].final_message_id or ""))  # every start applies them
    await conversations.set_overrides(cid, ChatOverrides())  # back to the agent's own
    assert OVERRIDES_KEY not in (await conversations.get(cid)).metadata
    await collect(await service.send("Plain?", conversation_id=cid))
    sent = [e.body for e in chat.server.exchanges if e.path.endswith("/chat/completions")]
    assert [b["model"] for b in sent] == ["fake-small", "fake-large", "fake-large", "fake-small"]
    assert [(b.get("temperature"), b.get("max_tokens")) for b in sent] == [(None, None), (0.3, 77), (0.3, 77), (None, None)]
    assert (await chat.agents.get_by_key("helper")).model == "fake-small"  # the agent is unchanged


async def test_a_new_chat_remembers_the_choices_made_before_its_first_message(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(StreamResponse(openai_text_stream("Fine.")))
    service = chat.service()
    events = await collect(await service.send("Hi", overrides=ChatOverrides(temperature=0.9)))
    stored = await ConversationService(chat.app.stores).get(events[0].conversation_id)
    assert ChatOverrides.from_metadata(stored.metadata) == ChatOverrides(temperature=0.9)
    sent = [e.body for e in chat.server.exchanges if e.path.endswith("/chat/completions")]
    assert sent[0]["temperature"] == 0.9
