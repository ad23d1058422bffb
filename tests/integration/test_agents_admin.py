"""AgentsAdmin, ProvidersAdmin and ServerSetup on both backends: the checks, one transaction
with its activity row, and what a delete takes with it."""

from __future__ import annotations

import os

import pytest

from goclaw_lite.app.agents import AgentChanges, AgentDraft, AgentsAdmin, MemorySwitches, parse_route
from goclaw_lite.app.links import LinksAdmin
from goclaw_lite.app.providers import (
    ProviderChanges,
    ProviderDraft,
    ProviderInUseError,
    ProvidersAdmin,
    images_choice,
)
from goclaw_lite.app.server_setup import ServerSetup
from goclaw_lite.errors import AlreadyExistsError, NotConfiguredError, NotFoundError, ValidationError
from goclaw_lite.model.agents import GenerationParams, ModelFallback
from goclaw_lite.model.kg import EntityInput, KGScope
from goclaw_lite.model.links import NewSubagentTask
from goclaw_lite.providers.factory import create_client
from goclaw_lite.security.crypto import Cipher
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.agent_links import AgentLinkStore
from goclaw_lite.store.chat.subagent_tasks import SubagentTaskStore
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.integration.conftest import BackendDb
from tests.support.fake_llm import FakeLLMServer
from tests.support.fixtures import fake_llm  # noqa: F401

SECRET = "sk-admin-test-0123456789abcdef"


@pytest.fixture
def stores(backend_db: BackendDb) -> Stores:
    return Stores.build(backend_db.db, backend_db.identity, Cipher(os.urandom(32)))


async def _actions(stores: Stores) -> list[str]:
    rows = await ActivityStore(stores.db, stores.identity).list(ActivityFilter())
    return [r.action for r in reversed(rows)]


async def _two_servers(stores: Stores) -> ProvidersAdmin:
    admin = ProvidersAdmin(stores)
    await admin.add(ProviderDraft("local", "openai_compat", "http://127.0.0.1:11434/v1/", default_model="qwen"))
    await admin.add(ProviderDraft("cloud", "anthropic", "https://api.anthropic.com", api_key=SECRET))
    return admin


async def test_agent_fields_round_trip_through_the_store(stores: Stores) -> None:
    await _two_servers(stores)
    admin = AgentsAdmin(stores)
    agent = await admin.create(AgentDraft(
        "helper", "local", display_name="Helper", emoji="🦀", description="tries things", system_prompt="Be brief.",
        max_tool_iterations=7, context_window=8000,
        fallback=ModelFallback(candidates=(parse_route("cloud:claude-x"),), max_attempts=2, cooldown_enabled=False),
        tool_policy={"exec": "Deny", "kg_search": "allow"}, memory=MemorySwitches(auto_inject=False),
        generation=GenerationParams(temperature=0.3, top_p=0.9, max_tokens=512),
    ))
    again = await admin.get("helper")
    assert again == agent
    assert (agent.model, agent.emoji, agent.description, agent.max_tool_iterations, agent.context_window) == (
        "qwen", "🦀", "tries things", 7, 8000)  # the provider's default model
    assert agent.model_fallback.active and agent.model_fallback.max_attempts == 2 and not agent.model_fallback.cooldown_enabled
    assert agent.tool_policy == {"exec": "deny", "kg_search": "allow"}
    assert MemorySwitches.of(agent) == MemorySwitches(auto_inject=False, consolidation=True)
    assert agent.generation == GenerationParams(temperature=0.3, top_p=0.9, max_tokens=512)
    assert agent.is_default  # the first agent

    changed = await admin.update("helper", AgentChanges(
        display_name="Helper 2", model="llama3", fallback=ModelFallback(), tool_policy={},
        memory=MemorySwitches(consolidation=False), generation=GenerationParams(max_tokens=0), system_prompt="Longer.",
    ))
    assert (changed.display_name, changed.model, changed.system_prompt) == ("Helper 2", "llama3", "Longer.")
    assert not changed.model_fallback.active and changed.tool_policy == {}
    assert MemorySwitches.of(changed) == MemorySwitches(auto_inject=True, consolidation=False)
    assert changed.generation == GenerationParams() and await admin.get("helper") == changed
    rows = await ActivityStore(stores.db, stores.identity).list(ActivityFilter(action="agent.update"))
    assert rows[0].details["changed"] == ["display_name", "fallback", "generation", "memory", "model", "system_prompt",
                                          "tool_policy"]
    assert "Longer." not in repr(rows[0].details)  # the prompt's text is not copied into the log


async def test_agent_checks_refuse_before_anything_is_written(stores: Stores) -> None:
    await _two_servers(stores)
    admin = AgentsAdmin(stores)
    refused = [
        (AgentDraft("a", "nowhere"), NotConfiguredError, "No provider named 'nowhere'"),
        (AgentDraft("a", "local", fallback=ModelFallback(candidates=(parse_route("gone:m"),))), NotConfiguredError,
         "Fallback provider 'gone'"),
        (AgentDraft("a", "local", tool_policy={"exec": "maybe"}), ValidationError, "allow, ask, deny"),
        (AgentDraft("a", "local", generation=GenerationParams(temperature=3)), ValidationError, "temperature"),
        (AgentDraft("a", "local", generation=GenerationParams(top_p=0)), ValidationError, "Top-p"),
        (AgentDraft("a", "cloud"), ValidationError, "no default model"),
        (AgentDraft("Bad Key!", "local"), ValidationError, "not valid"),
    ]
    for draft, error, text in refused:
        with pytest.raises(error, match=text):
            await admin.create(draft)
    assert await admin.list() == () and await _actions(stores) == ["provider.add", "provider.add"]
    await admin.create(AgentDraft("a", "local"))
    with pytest.raises(AlreadyExistsError):
        await admin.create(AgentDraft("a", "local"))
    with pytest.raises(NotConfiguredError):
        await admin.update("a", AgentChanges(provider="nowhere"))
    with pytest.raises(ValidationError):
        parse_route("no-colon")


async def test_duplicate_default_and_delete_with_what_goes(stores: Stores) -> None:
    await _two_servers(stores)
    admin = AgentsAdmin(stores)
    first = await admin.create(AgentDraft("boss", "local", display_name="Boss", tool_policy={"exec": "ask"},
                                          generation=GenerationParams(temperature=0.5)))
    copy = await admin.duplicate("boss")
    assert (copy.agent_key, copy.display_name, copy.is_default) == ("boss-copy", "Boss (copy)", False)
    assert (copy.tool_policy, copy.generation) == (first.tool_policy, first.generation)
    assert (await admin.duplicate("boss")).agent_key == "boss-copy-2"
    assert (await admin.set_default("boss-copy")).is_default and not (await admin.get("boss")).is_default

    kg = KnowledgeGraphStore(stores.db, stores.identity)
    await kg.upsert_entities(KGScope(first.id), [EntityInput("Paris", "place"), EntityInput("France", "place")])
    await AgentLinkStore(stores.db, stores.identity).create_link(first.id, copy.id, created_by="test")
    hooks = HookStore(stores.db, stores.identity)
    await hooks.create("after_run", "builtin", {"builtin": "log"}, agent_ids=[first.id])
    await hooks.create("after_run", "builtin", {"builtin": "log"}, agent_ids=[first.id, copy.id])

    preview = await admin.removal("boss")
    d = preview.dependents
    assert (d.kg_entities, d.links, d.hooks, d.hooks_only_here, d.conversations) == (2, 1, 2, 1, 0)
    assert "2 knowledge-graph entities are deleted" in preview.describe()
    assert any("1 of them attached to no other agent" in line for line in preview.describe())
    removed = await admin.delete("boss")
    assert removed.dependents == d and await admin.find("boss") is None
    assert (await AgentLinkStore(stores.db, stores.identity).list_links(copy.id)) == []
    row = (await ActivityStore(stores.db, stores.identity).list(ActivityFilter(action="agent.remove")))[0]
    assert row.details == {"key": "boss", "took": {"kg_entities": 2, "links": 1, "hooks": 2, "hooks_only_here": 1}}


async def test_providers_add_edit_remove_and_the_key_stays_sealed(stores: Stores) -> None:
    admin = await _two_servers(stores)
    with pytest.raises(AlreadyExistsError, match="provider set local"):
        await admin.add(ProviderDraft("local", "openai_compat", "http://127.0.0.1:1/v1"))
    with pytest.raises(ValidationError):
        await admin.add(ProviderDraft("bad", "openai_compat", "ftp://x"))
    cloud = await admin.get("cloud")
    assert cloud.has_api_key and SECRET not in repr(cloud) and SECRET not in repr(ProviderDraft("x", "y", "z", api_key=SECRET))
    stored = await stores.db.fetch_value("SELECT api_key FROM llm_providers WHERE name = ?", ("cloud",))
    assert SECRET not in str(stored)

    edited = await admin.edit("local", ProviderChanges(api_base="http://127.0.0.1:9999/v1/", display_name="Ollama"))
    assert (edited.api_base, edited.display_name) == ("http://127.0.0.1:9999/v1", "Ollama")
    assert not (await admin.set_enabled("local", False)).enabled
    assert not (await admin.edit("cloud", ProviderChanges(remove_key=True))).has_api_key
    with pytest.raises(ValidationError):
        await admin.edit("cloud", ProviderChanges(api_key="k", remove_key=True))
    with pytest.raises(ValidationError, match="Nothing"):
        await admin.edit("cloud", ProviderChanges())
    updates = await ActivityStore(stores.db, stores.identity).list(ActivityFilter(action="provider.update"))
    assert updates[0].details["name"] == "cloud" and set(updates[0].details) == {"name", "api_key"}  # the value redacted

    agents = AgentsAdmin(stores)
    await agents.create(AgentDraft("a", "local", fallback=ModelFallback(candidates=(parse_route("cloud:m"),))))
    await agents.create(AgentDraft("b", "cloud", "claude"))
    with pytest.raises(ProviderInUseError, match="agent\\(s\\) a") as refused:
        await admin.remove("local")
    assert refused.value.usage.primary == ("a",) and await admin.find("local") is not None
    assert await admin.usage("cloud") == (await admin.usage("CLOUD")) and (await admin.usage("cloud")).fallback == ("a",)
    removal = await admin.remove("cloud", force=True)
    assert removal.usage.primary == ("b",) and await admin.find("cloud") is None
    assert (await _actions(stores)).count("provider.remove") == 1


async def test_whether_a_server_gets_images_is_set_kept_and_reset(stores: Stores) -> None:
    admin = await _two_servers(stores)
    providers = ProviderStore(stores.db, stores.identity, stores.cipher)
    assert [images_choice(p) for p in await admin.list()] == ["auto", "auto"]
    assert not create_client(await providers.connection("local")).images  # OpenAI-compatible: off by default
    assert create_client(await providers.connection("cloud")).images  # Anthropic reads images
    await providers.update("local", settings={"read_timeout": 900})
    on = await admin.edit("local", ProviderChanges(images="yes"))
    assert images_choice(on) == "yes" and on.settings == {"read_timeout": 900, "images": True}  # other settings kept
    assert create_client(await providers.connection("local")).images
    off = await admin.edit("cloud", ProviderChanges(images="no"))
    assert not create_client(await providers.connection("cloud")).images and images_choice(off) == "no"
    with pytest.raises(ValidationError, match="yes, no, auto"):
        await admin.edit("local", ProviderChanges(images="maybe"))
    reset = await admin.edit("local", ProviderChanges(images="auto"))
    assert reset.settings == {"read_timeout": 900} and images_choice(reset) == "auto"
    made = await admin.add(ProviderDraft("vision", "openai_compat", "http://127.0.0.1:1234/v1", images=True))
    assert images_choice(made) == "yes" and create_client(await providers.connection("vision")).images
    assert (await _actions(stores)).count("provider.update") == 3  # the refused change wrote nothing


async def test_models_of_a_server_for_the_chat_picker(stores: Stores, fake_llm: FakeLLMServer) -> None:  # noqa: F811
    admin = ProvidersAdmin(stores)
    await admin.add(ProviderDraft("fake", "openai_compat", fake_llm.openai_base))
    assert sorted(await admin.model_names("fake", timeout=10.0)) == ["fake-large", "fake-small"]
    assert await admin.model_names("nobody", timeout=10.0) == ()  # unknown: nothing to pick, no error


async def test_setup_reuses_a_server_and_records_who_made_it(stores: Stores) -> None:
    setup = ServerSetup(stores)
    with pytest.raises(ValidationError):
        await setup.connect_server(name="ollama", display_name="Ollama", api_base="http://127.0.0.1:11434/v1", model=" ")
    first = await setup.connect_server(name="ollama", display_name="Ollama", api_base="http://127.0.0.1:11434/v1/",
                                       model="qwen2.5:7b")
    assert first.created_provider and first.created_agent
    assert (first.provider.name, first.provider.api_base, first.provider.default_model) == (
        "ollama", "http://127.0.0.1:11434/v1", "qwen2.5:7b")
    assert (first.agent.agent_key, first.agent.provider, first.agent.is_default) == ("assistant", "ollama", True)
    again = await setup.connect_server(name="ollama", display_name="Ollama", api_base="http://127.0.0.1:11434/v1",
                                       model="llama3")
    assert not again.created_provider and not again.created_agent and again.provider.id == first.provider.id
    other = await setup.connect_server(name="ollama", display_name="Ollama 2", api_base="http://127.0.0.1:11500/v1",
                                       model="llama3")
    assert other.created_provider and other.provider.name == "ollama-2" and not other.created_agent
    state = await setup.state()
    assert len(state.providers) == 2 and len(state.agents) == 1 and state.ready

    made = await setup.add_server_and_agent(
        name="openai", label="OpenAI", provider_type="openai_compat", api_base="https://api.openai.com/v1",
        api_key=SECRET, model="gpt", agent_name="Research Helper", system_prompt=" Cite. ", make_default=True,
    )
    assert (made.agent.agent_key, made.agent.system_prompt, made.agent.is_default) == ("research-helper", "Cite.", True)
    via = {(r.action, r.details.get("via")) for r in await ActivityStore(stores.db, stores.identity).list(ActivityFilter())}
    assert ("provider.add", "setup wizard") in via and ("agent.add", "first-run form") in via



async def test_links_tasks_and_spawn_by_key(stores: Stores) -> None:
    await _two_servers(stores)
    agents = AgentsAdmin(stores)
    await agents.create(AgentDraft("boss", "local"))
    await agents.create(AgentDraft("cook", "local"))
    links = LinksAdmin(stores)
    link = await links.add("boss", "cook", direction="bidirectional", description="recipes")
    assert (link.source_key, link.target_key, link.direction) == ("boss", "cook", "bidirectional")
    assert [x.id for x in await links.list("cook")] == [link.id] and await links.list() == (link,)
    with pytest.raises(NotConfiguredError):
        await links.list("nobody")
    tasks = SubagentTaskStore(stores.db, stores.identity)
    first = await tasks.create(NewSubagentTask("boss", "one", "do one"))
    await tasks.create(NewSubagentTask("cook", "two", "do two"))
    assert [t.id for t in await links.tasks(agent_key="boss")] == [first.id]
    assert len(await links.tasks()) == 2 and await links.tasks(agent_key="nobody") == ()
    assert (await agents.set_spawn("boss", True)).tools_config == {"spawn": True}
    assert (await links.remove("cook", "boss")).id == link.id  # either order names the link
    with pytest.raises(NotFoundError):
        await links.remove("boss", "cook")
    actions = await _actions(stores)
    assert actions.count("agent_link.add") == 1 and actions.count("agent_link.remove") == 1


async def test_the_key_rule_local_never_cloud_always(stores: Stores) -> None:
    from goclaw_lite.model.server_presets import SERVER_PRESETS, is_local_address, key_needed, preset_for_address

    for address in ("http://127.0.0.1:11434/v1", "http://localhost:1234/v1", "http://[::1]:8080/v1", "http://127.8.9.1/v1"):
        assert is_local_address(address) and not key_needed(address)
    assert not is_local_address("http://192.168.1.20:8000/v1") and not key_needed("http://192.168.1.20:8000/v1")
    assert key_needed("https://api.openai.com/v1") and key_needed("https://openrouter.ai/api/v1/")
    assert {p.name for p in SERVER_PRESETS} >= {"ollama", "lmstudio", "llamacpp", "vllm", "openrouter", "openai", "anthropic", "custom"}
    assert preset_for_address("https://api.anthropic.com/").name == "anthropic" and preset_for_address("http://x:1/v1").name == "custom"

    admin = ProvidersAdmin(stores)
    with pytest.raises(ValidationError, match="needs an API key"):
        await admin.add(ProviderDraft("openai", "openai_compat", "https://api.openai.com/v1"))
    with pytest.raises(ValidationError, match="needs an API key"):
        await admin.check_draft(ProviderDraft("cloud", "anthropic", "https://api.anthropic.com", api_key="  "))
    assert await admin.check_draft(ProviderDraft(" Lab ", "openai_compat", "http://127.0.0.1:9/v1")) == "lab"
    await admin.add(ProviderDraft("lab", "openai_compat", "http://localhost:9/v1"))  # local: no key, no question
    await admin.add(ProviderDraft("lan", "openai_compat", "http://10.0.0.5:8000/v1"))  # elsewhere: the user decides
    with pytest.raises(AlreadyExistsError):
        await admin.check_draft(ProviderDraft("lab", "openai_compat", "http://127.0.0.1:9/v1"))
    assert await admin.find("openai") is None and await admin.find("cloud") is None
