"""The tool registry, argument checking and the builtin tools (real stores and child processes)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

import pytest

from goclaw_lite.agent.tools import ToolContext, ToolRegistry, ToolResult, default_registry
from goclaw_lite.agent.tools.current_time import CurrentTimeTool
from goclaw_lite.agent.tools.exec_tool import ExecAgentTool
from goclaw_lite.agent.tools.kg_tools import KGSearchTool, KGTraverseTool
from goclaw_lite.agent.tools.known_secrets import SecureCLISecrets
from goclaw_lite.agent.tools.schema import parse_arguments, schema_problems
from goclaw_lite.errors import AlreadyExistsError, ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import EntityInput, RelationInput
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from goclaw_lite.store.records.activity import ActivityStore
from tests.unit.agent.conftest import PYTHON, ChatWorld


def agent(**policy: str) -> Agent:
    return Agent(id="a1", agent_key="helper", display_name="", provider="p", model="m", tool_policy=policy)


class Echo:
    name = "echo"
    description = "echo"
    parameters: Mapping[str, Any] = {"type": "object", "properties": {"text": {"type": "string"}}}
    default_policy = "allow"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        return ToolResult(True, str(args.get("text", "")))


class Risky(Echo):
    name = "risky"
    default_policy = "ask"


def test_policy_precedence_name_then_star_then_default() -> None:
    registry = ToolRegistry([Echo(), Risky()])
    assert registry.decide(agent(), "echo") == "allow" and registry.decide(agent(), "risky") == "ask"
    assert registry.decide(agent(**{"*": "deny"}), "echo") == "deny"
    assert registry.decide(agent(**{"*": "deny", "echo": "allow"}), "echo") == "allow"
    assert registry.decide(agent(risky="ALLOW"), "risky") == "allow"
    assert registry.decide(agent(echo="yes please"), "echo") == "ask"  # a typo never widens
    assert registry.decide(agent(), "missing") == "deny"
    assert [t.name for t in registry.specs_for(agent(risky="deny"))] == ["echo"]


def test_register_refuses_duplicates_and_bad_names() -> None:
    registry = ToolRegistry([Echo()])
    with pytest.raises(AlreadyExistsError):
        registry.register(Echo())
    registry.register(Echo(), replace=True)

    class Bad(Echo):
        name = "Bad Name!"

    with pytest.raises(ValidationError):
        registry.register(Bad())

    class WrongPolicy(Echo):
        name = "wrong"
        default_policy = "sometimes"

    with pytest.raises(ValidationError):
        registry.register(WrongPolicy())  # type: ignore[arg-type]


def test_argument_checking_explains_what_to_fix() -> None:
    schema = {
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1},
            "limit": {"type": "integer", "minimum": 1, "maximum": 50},
            "tags": {"type": "array", "items": {"type": "string"}},
            "mode": {"enum": ["a", "b"]},
        },
        "required": ["query"],
        "additionalProperties": False,
    }
    assert parse_arguments('{"query": "x", "limit": 3}', schema) == ({"query": "x", "limit": 3}, None)
    assert parse_arguments('"{\\"query\\": \\"x\\"}"', schema) == ({"query": "x"}, None)  # double-encoded
    assert parse_arguments("", {"type": "object"}) == ({}, None)
    args, problem = parse_arguments('{"query": "x", ', schema)
    assert args is None and problem and problem.startswith("the arguments are not valid JSON")
    assert parse_arguments("[1]", schema)[1] == "the arguments must be a JSON object, not array"
    problems = schema_problems(schema, {"limit": 0, "tags": ["ok", 5], "mode": "c", "extra": True})
    assert "'query' is required" in problems
    assert "'limit' must be at least 1" in problems
    assert any(p.startswith("unknown field(s) 'extra'") for p in problems)
    assert schema_problems(schema, {"query": "x", "limit": True}) == ["'limit' must be integer, not boolean"]
    assert schema_problems(schema, {"query": "x", "tags": ["a", 5]}) == ["'tags'[1] must be string, not integer"]
    assert schema_problems(schema, {"query": "x", "limit": 2.0}) == []


def ctx(agent_obj: Agent | None = None) -> ToolContext:
    return ToolContext(agent_obj or agent(), "conv-1", "call-1")


async def test_current_time_with_a_fixed_clock_and_zones() -> None:
    moment = datetime(2025, 3, 9, 12, 30, tzinfo=UTC)
    tool = CurrentTimeTool(clock=lambda: moment)
    result = await tool.run({"timezone": "Asia/Kolkata"}, ctx())
    data = json.loads(result.content)
    assert result.ok and data["utc"] == "2025-03-09T12:30:00+00:00"
    assert data["local"] == "2025-03-09T18:00:00+05:30" and data["weekday"] == "Sunday" and data["unix"] == 1741523400
    local = json.loads((await tool.run({}, ctx())).content)
    assert local["utc"] == data["utc"] and local["timezone"]
    bad = await tool.run({"timezone": "Mars/Olympus"}, ctx())
    assert not bad.ok and bad.content.startswith("error: unknown time zone 'Mars/Olympus'")


async def test_exec_tool_reports_mistakes_as_results_and_hands_out_values_to_mask(chat: ChatWorld) -> None:
    owner = await chat.agent()
    stores = chat.app.stores
    store = SecureCLIStore(stores.db, stores.identity, stores.cipher)
    secret = "s3cr3t-" + "v" * 20
    await store.create("python3", path=PYTHON, env={"SERVICE_KEY": secret}, deny_args=["--dangerous"])
    runner = SecureCLIRunner(store, ActivityStore(stores.db, stores.identity), kill_grace=0.5)
    tool = ExecAgentTool(runner, store)
    assert tool.default_policy == "ask" and await tool.is_available(ctx(owner))
    ran = await tool.run({"binary": "python3", "args": ["-c", "import os; print(len(os.environ['SERVICE_KEY']))"]}, ctx(owner))
    assert ran.ok and ran.content.startswith("27") and dict(ran.secrets_to_mask) == {"SERVICE_KEY": secret}
    denied = await tool.run({"binary": "python3", "args": ["--dangerous"]}, ctx(owner))
    assert not denied.ok and denied.content.startswith("error:")
    unknown = await tool.run({"binary": "nope", "args": []}, ctx(owner))
    assert not unknown.ok and "nope" in unknown.content and dict(unknown.secrets_to_mask) == {}
    assert (await SecureCLISecrets(store).values(owner.id, "conv-1")) == {"SERVICE_KEY": secret}


def test_default_registry_needs_the_key_for_exec(chat: ChatWorld) -> None:
    names = default_registry(chat.app.stores).names()
    assert names == ["current_time", "kg_search", "kg_traverse", "memory_search", "memory_expand", "web_fetch",
                     "web_search", "use_skill", "read_skill_file", "exec", "read_file", "write_file", "edit_file",
                     "list_dir", "glob", "grep"]
    from dataclasses import replace

    assert "exec" not in default_registry(replace(chat.app.stores, cipher=None)).names()


async def test_kg_tools_over_the_real_knowledge_graph(chat: ChatWorld) -> None:
    owner = await chat.agent()
    graph = KnowledgeGraphStore(chat.app.stores.db, chat.app.stores.identity)
    search, traverse = KGSearchTool(graph), KGTraverseTool(graph)
    assert not await search.is_available(ctx(owner))  # an empty graph offers nothing
    scope = graph.scope(owner.id)
    ann = (await graph.upsert_entity(scope, EntityInput("Ann Müller", "person", description="Leads Project Falcon"))).entity
    falcon = (await graph.upsert_entity(scope, EntityInput("Falcon", "project"))).entity
    berlin = (await graph.upsert_entity(scope, EntityInput("Berlin", "place"))).entity
    await graph.upsert_relation(scope, RelationInput(ann.id, "leads", falcon.id))
    await graph.upsert_relation(scope, RelationInput(falcon.id, "based_in", berlin.id))
    assert await search.is_available(ctx(owner))

    found = json.loads((await search.run({"query": "MÜLLER"}, ctx(owner))).content)
    assert found["count"] == 1 and found["entities"][0]["id"] == ann.id and found["entities"][0]["type"] == "person"
    ranked = json.loads((await search.run({"query": "falcon"}, ctx(owner))).content)["entities"]
    assert [(e["name"], e["match"]) for e in ranked] == [("Falcon", "exact"), ("Ann Müller", "substring")]

    walk = json.loads((await traverse.run({"entity": ann.id, "max_depth": 2}, ctx(owner))).content)
    assert [(n["name"], n["depth"], n["via"]) for n in walk["reached"]] == [("Falcon", 1, "leads"), ("Berlin", 2, "based_in")]
    assert "more" not in walk and "more_is_at_least" not in walk
    by_name = json.loads((await traverse.run({"entity": "berlin", "max_depth": 1}, ctx(owner))).content)
    assert by_name["start"]["id"] == berlin.id and [n["name"] for n in by_name["reached"]] == ["Falcon"]
    missing = await traverse.run({"entity": "Atlantis"}, ctx(owner))
    assert not missing.ok and "no entity is named 'Atlantis'" in missing.content
    unknown = await traverse.run({"entity": "0193a5b0-7000-7000-8000-00000000beef"}, ctx(owner))
    assert not unknown.ok and unknown.content.startswith("error: No entity")
    crowd = [w.entity.id for w in await graph.upsert_entities(scope, [EntityInput(f"Fan {i}", "person") for i in range(523)])]
    await graph.upsert_relations(scope, [RelationInput(berlin.id, "hosts", f) for f in crowd[:520]]
                                 + [RelationInput(f, "visits", berlin.id) for f in crowd[520:]])
    busy = json.loads((await traverse.run({"entity": berlin.id, "max_depth": 1}, ctx(owner))).content)
    # the walk stopped reading at its budget of 500: the 520 it counted are a lower bound
    assert busy["count"] == 50 and busy["more"] == 470 and busy["more_is_at_least"] is True
    other = await chat.agent("other")
    assert json.loads((await search.run({"query": "falcon"}, ctx(other))).content)["count"] == 0  # per agent


def test_arguments_json_that_python_refuses_beyond_syntax_is_explained() -> None:
    """json.loads raises a plain ValueError (no .msg/.pos) for an integer past Python's digit limit."""
    args, problem = parse_arguments('{"query": ' + "9" * 5000 + "}", {"type": "object"})
    assert args is None and problem and problem.startswith("the arguments are not valid JSON")
