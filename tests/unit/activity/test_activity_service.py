"""ActivityService on a real store: ids become names, actions become phrases, details become words."""

from __future__ import annotations

from goclaw_lite.app.activity import ActivityFilter, ActivityService, action_phrase, kind_label, value_text
from goclaw_lite.app.context import AppContext
from goclaw_lite.mcp.service import McpService
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore


async def test_mcp_rows_name_the_server_and_say_what_happened(app: AppContext) -> None:
    service = McpService.from_stores(app.stores)
    server = await service.add("clock", transport="stdio", command="mcp-server-time", display_name="World clock")
    await service.remove("clock")  # its rows keep the name the server had
    listing = await ActivityService(app.stores).listing(ActivityFilter(), limit=10)
    removed, added = listing.entries
    assert (added.phrase, added.kind, added.target) == ("added an MCP server", "MCP server", "clock")
    assert (removed.phrase, removed.kind, removed.target) == ("removed an MCP server", "MCP server", "clock")
    assert added.activity.entity_id == server.id


async def test_an_mcp_server_that_still_exists_shows_its_display_name(app: AppContext) -> None:
    service = McpService.from_stores(app.stores)
    server = await service.add("clock", transport="stdio", command="mcp-server-time", display_name="World clock")
    await ActivityStore(app.stores.db, app.stores.identity).log("mcp.tool_call", entity_type="mcp_server", entity_id=server.id)
    listing = await ActivityService(app.stores).listing(ActivityFilter(entity_type="mcp_server"), limit=10)
    assert [(e.phrase, e.target) for e in listing.entries] == [("called an MCP tool", "World clock"), ("added an MCP server", "World clock")]


async def test_names_replace_ids_and_a_deleted_thing_keeps_the_name_its_row_kept(app: AppContext) -> None:
    stores = app.stores
    provider = await ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "lab", provider_type="openai_compat", api_base="http://127.0.0.1:9/v1", display_name="Lab server")
    agent = await AgentStore(stores.db, stores.identity).create("helper", provider="lab", model="m", display_name="Helper")
    log = ActivityStore(stores.db, stores.identity)
    await log.log("provider.add", entity_type="llm_provider", entity_id=provider.id)
    await log.log("kg.ingest", entity_type="agent", entity_id=agent.id, actor_type="agent", actor_id=agent.id,
                  details={"agent_id": agent.id, "entities_created": 12_345, "sources": ["a", "b"]})
    await log.log("secure_cli.delete", entity_type="secure_cli_binary", entity_id="01a23e4d-gone-gone",
                  details={"binary": "kubectl"})
    await log.log("custom.thing_done", entity_type="widget_part", entity_id="0123456789abcdef")

    listing = await ActivityService(stores).listing(ActivityFilter(), limit=10)
    custom, deleted, ingest, added = listing.entries
    assert (added.actor, added.phrase, added.kind, added.target) == ("You", "added a model server", "Model server", "Lab server")
    assert (ingest.actor, ingest.phrase, ingest.target) == ("Helper", "added to the knowledge graph", "Helper")
    assert ingest.details == (("Agent", "Helper"), ("Entities created", "12,345"), ("Sources", "a b"))
    assert (deleted.kind, deleted.target, deleted.phrase) == ("Tool", "kubectl", "removed a tool")
    assert (custom.phrase, custom.kind, custom.target) == ("custom thing done", "Widget part", "01234567…")
    assert listing.total == 4

    choices = await ActivityService(stores).choices()
    assert ("secure_cli.delete", "Removed a tool") in choices.actions
    assert ("llm_provider", "Model server") in choices.kinds


async def test_keys_in_details_show_as_names_and_only_a_gone_thing_shows_its_key(app: AppContext) -> None:
    stores = app.stores
    await ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "lab", provider_type="openai_compat", api_base="http://127.0.0.1:9/v1", display_name="Lab server")
    agents = AgentStore(stores.db, stores.identity)
    helper = await agents.create("helper", provider="lab", model="m", display_name="Helper")
    await agents.create("critic", provider="lab", model="m", display_name="Critic")
    log = ActivityStore(stores.db, stores.identity)
    await log.log("agent.update", entity_type="agent", entity_id=helper.id, details={"key": "helper", "changed": ["model"]})
    await log.log("agent.copy", entity_type="agent", entity_id=helper.id,
                  details={"key": "helper", "provider": "lab", "copied_from": "critic"})
    await log.log("agent_link.add", entity_type="agent_link", entity_id="0123456789abcdef",
                  details={"source": "helper", "target": "critic", "direction": "outbound"})
    await log.log("agent.remove", entity_type="agent", entity_id="0fedcba987654321", details={"key": "old-bot"})
    await log.log("mcp.granted", entity_type="mcp_server", entity_id="0123456789abcdee",
                  details={"server": "clock", "agent": "critic", "allow": []})

    granted, removed, link, copy, update = (await ActivityService(stores).listing(ActivityFilter(), limit=10)).entries
    assert granted.details == (("Agent", "Critic"), ("Allow", "(none)"))  # the server is the heading
    assert (update.target, update.details) == ("Helper", (("Changed", "model"),))  # the heading names the agent
    assert copy.details == (("Model server", "Lab server"), ("Copied from", "Critic"))
    assert link.details == (("From agent", "Helper"), ("To agent", "Critic"), ("Direction", "outbound"))
    assert removed.target == "old-bot" and removed.details == ()  # gone: its key is all that is left
    shown = " ".join(f"{e.target} {e.summary}" for e in (update, copy, link))
    assert "helper" not in shown and "critic" not in shown and "lab" not in shown.replace("Lab", "")


def test_words_for_unknown_actions_kinds_and_values() -> None:
    assert action_phrase("secure_cli.run") == "ran a tool" and action_phrase("x.y_z") == "x y z"
    assert kind_label("secure_cli_binary") == "Tool" and kind_label("new_kind") == "New kind"
    assert [value_text(v) for v in (True, None, [], {"a": 1}, 3)] == ["yes", "—", "(none)", "A: 1", "3"]
    assert value_text({"max_tokens": 800, "stop": ["a", "b"], "inner": {"x": True}}) == "Max tokens: 800; Stop: a b; Inner: X: yes"
