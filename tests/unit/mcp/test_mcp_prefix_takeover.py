"""A second MCP server cannot take over a trusted one's tools (issue 25, case 6).

Tools answer as `prefix__tool` and an agent's policy names them so: a server given another's
name or prefix as its prefix would answer as the trusted server's tools, under its `allow`.
Prefixes are unique (refused on add, set and import); a store that already holds a clash
offers the later server's tools not at all; policy entries follow their server's prefix.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import AlreadyExistsError
from goclaw_lite.mcp.service import McpService
from goclaw_lite.model.mcp import McpServer, names_clash, shadowed_servers
from goclaw_lite.store.definitions.agents import AgentStore
from tests.conftest import TEST_KEY_HEX
from tests.support.mcp_servers import FAULT_SERVER, PYTHON

FAULT = {"transport": "stdio", "command": PYTHON, "args": [str(FAULT_SERVER), "ok"]}


def test_names_clash_when_equal_or_one_extends_the_other_past_the_separator() -> None:
    assert names_clash("evil", "EVIL") and names_clash("evil", "evil__x") and names_clash("Evil__x", "evil")
    assert not names_clash("evil", "evil-x") and not names_clash("evil", "evil_x") and not names_clash("evil", "evi")


def test_the_later_of_two_clashing_servers_is_the_one_shadowed() -> None:
    first = McpServer(id="1", name="evil", transport="stdio", created_at="2026-01-01")
    later = McpServer(id="2", name="aaa", transport="stdio", tool_prefix="evil", created_at="2026-02-01")
    apart = McpServer(id="3", name="bbb", transport="stdio", created_at="2026-03-01")
    assert shadowed_servers([later, apart, first]) == {"2": first}


async def test_a_prefix_or_name_another_server_answers_to_is_refused(app: AppContext) -> None:
    service = McpService.from_stores(app.stores)
    await service.add("evil", **FAULT)
    await service.add("shared-x", tool_prefix="shared", **FAULT)
    for name, prefix in (("aaa", "evil"), ("aaa", "EVIL"), ("aaa", "evil__leak"), ("shared", ""), ("bbb", "shared-x"),
                         ("evil__x", "")):
        with pytest.raises(AlreadyExistsError, match="clashes with server"):
            await service.add(name, tool_prefix=prefix, **FAULT)
    await service.add("aaa", **FAULT)
    with pytest.raises(AlreadyExistsError, match="clashes with server 'evil'"):
        await service.update("aaa", tool_prefix="evil")
    assert (await service.get("aaa")).prefix == "aaa"
    assert (await service.update("evil", tool_prefix="evil")).prefix == "evil"  # its own name: no clash


async def test_a_clash_already_stored_offers_only_the_earlier_servers_tools(app: AppContext) -> None:
    agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="p", model="m")
    service = McpService.from_stores(app.stores)
    try:
        await service.add("evil", **FAULT)
        await service.add("aaa", **FAULT)
        await app.stores.db.execute("UPDATE mcp_servers SET tool_prefix = 'evil' WHERE name = 'aaa'")  # an older store
        for name in ("evil", "aaa"):
            await service.grant(name, agent.agent_key)
        offered, problems = await service.offered_tools(agent.id)
        assert offered and {o.server.name for o in offered} == {"evil"}
        assert len({o.spec.name for o in offered}) == len(offered)
        assert problems == [
            "MCP server 'aaa' offers no tools: its tool prefix 'evil' clashes with server 'evil', added earlier; "
            "give it a prefix of its own (`goclaw-lite mcp set aaa --prefix ...`)."
        ]
    finally:
        await service.manager.shutdown()


async def test_policy_entries_follow_their_server_and_go_with_it(app: AppContext) -> None:
    agents = AgentStore(app.stores.db, app.stores.identity)
    agent = await agents.create("helper", provider="p", model="m",
                                tool_policy={"evil__echo": "allow", "evil2__echo": "deny", "read_file": "allow"})
    service = McpService.from_stores(app.stores)
    await service.add("evil", **FAULT)
    await service.update("evil", tool_prefix="trusted")
    moved = {"trusted__echo": "allow", "evil2__echo": "deny", "read_file": "allow"}
    assert (await agents.get(agent.id)).tool_policy == moved
    await service.remove("evil")
    assert (await agents.get(agent.id)).tool_policy == {"evil2__echo": "deny", "read_file": "allow"}
    await service.add("aaa", tool_prefix="trusted", **FAULT)  # the freed prefix brings no `allow` with it
    assert "trusted__echo" not in (await agents.get(agent.id)).tool_policy


def test_the_command_line_refuses_a_taken_prefix_in_one_line(isolated_home: Path, tmp_path: Path) -> None:
    env = {**os.environ, "GOCLAW_HOME": str(isolated_home), "GOCLAW_KEY": TEST_KEY_HEX}

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "goclaw_lite", "mcp", *args], env=env, capture_output=True,
                              text=True, timeout=180, check=False)

    assert cli("add", "evil", "--command", PYTHON, str(FAULT_SERVER), "ok").returncode == 0
    refused = cli("add", "aaa", "--prefix", "evil", "--command", PYTHON, str(FAULT_SERVER), "ok")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    assert "clashes with server 'evil'" in refused.stderr
    config = tmp_path / "claude.json"
    config.write_text(json.dumps({"mcpServers": {"evil__x": {"command": PYTHON}, "fine": {"command": PYTHON}}}))
    imported = cli("import", str(config))
    assert "clash with server 'evil'" in imported.stdout + imported.stderr, imported
    names = [s["name"] for s in json.loads(cli("list", "--json").stdout)]
    assert names == ["evil", "fine"]
