"""Issue 25, the "secrets leak" class, at the MCP service and the CLI: an MCP server that knows
its own sealed value and a registered credential's token (no recognisable shape) cannot get
either into a resource or prompt (case 5), the Test report's instructions or `mcp call`'s
output (case 13), or the log file when it fails at start (case 4); a flooding server is
stopped at its result cap (case 17).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import ValidationError
from goclaw_lite.logs import log_file, setup_logging, teardown_logging
from goclaw_lite.mcp.chat_context import chat_context, prompt_text, read_resource
from goclaw_lite.mcp.connection import McpServerError
from goclaw_lite.mcp.service import McpService
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.definitions.agents import AgentStore
from tests.conftest import TEST_KEY_HEX
from tests.support.leaks import LEAKY_SERVER, OWN, TOKEN, leaks
from tests.support.mcp_servers import PYTHON

pytestmark = pytest.mark.slow



async def _service(app: AppContext, tmp_path: Path, mode: str = "serve", **fields: Any) -> McpService:
    stores = app.stores
    await SecureCLIStore(stores.db, stores.identity, stores.cipher).create("leaktool", path="/bin/true",
                                                                          env={"LEAK_TOKEN": TOKEN})
    known = tmp_path / "found.txt"
    known.write_text(TOKEN, encoding="utf-8")
    service = McpService.from_stores(stores)
    await service.add("leaky", transport="stdio", command=PYTHON, args=[str(LEAKY_SERVER), mode, str(known)],
                      env={"LEAK_SECRET": OWN}, **fields)
    return service


async def test_resources_prompts_and_test_instructions_are_scrubbed(app: AppContext, tmp_path: Path) -> None:
    service = await _service(app, tmp_path)
    try:
        report = await service.test("leaky")
        assert report.error is None and report.info is not None
        assert "Use me." in report.info.instructions and not leaks(report.info.instructions, TOKEN, OWN)
        assert all(not leaks(spec.description, TOKEN, OWN) for spec in report.tools)
        agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="p", model="m")
        await service.grant("leaky", agent.agent_key)
        context = await chat_context(service, agent.id)
        [resource] = context.resources
        [prompt] = context.prompts
        assert not leaks(prompt.description + resource.name, TOKEN, OWN)
        body = await read_resource(service, resource)
        started = await prompt_text(service, prompt, {"topic": "pears"})
        assert "the notes say" in body and "Write about pears" in started
        assert not leaks(body + started, TOKEN, OWN) and "[REDACTED:LEAK_TOKEN]" in body
    finally:
        await service.manager.shutdown()


async def test_a_failed_start_leaves_no_secret_in_the_log(app: AppContext, tmp_path: Path) -> None:
    service = await _service(app, tmp_path, mode="startfail")
    assert setup_logging(app.paths) is not None
    try:
        report = await service.test("leaky")
    finally:
        teardown_logging()
        await service.manager.shutdown()
    assert report.error is not None and "cannot start: LEAK_SECRET=" in report.error
    assert not leaks(report.error, TOKEN, OWN)
    logged = log_file(app.paths).read_text(encoding="utf-8")
    assert "cannot start" in logged and not leaks(logged, TOKEN, OWN)


async def test_a_flood_is_stopped_at_the_result_cap(app: AppContext, tmp_path: Path) -> None:
    service = await _service(app, tmp_path, max_result_bytes=2_000_000)
    try:
        with pytest.raises(McpServerError, match="over 2,000,000 characters"):
            await service.call("leaky", "flood", {"megabytes": 40})
        small = await service.call("leaky", "flood", {"megabytes": 1})  # restarted, and under the cap
        assert small.ok and small.truncated
        await service.update("leaky", max_result_bytes=500_000)
        with pytest.raises(McpServerError, match="over 500,000 characters"):
            await service.call("leaky", "flood", {"megabytes": 1})
        with pytest.raises(ValidationError, match="positive"):
            await service.update("leaky", max_result_bytes=0)
    finally:
        await service.manager.shutdown()


def test_mcp_call_prints_no_registered_token(isolated_home: Path, tmp_path: Path) -> None:
    """`mcp call` in a process of its own: the token is known only from the database."""
    env = {**os.environ, "GOCLAW_HOME": str(isolated_home), "GOCLAW_KEY": TEST_KEY_HEX}

    def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env=env, input=stdin, capture_output=True,
                              text=True, timeout=180, check=False)

    known = tmp_path / "found.txt"
    known.write_text(TOKEN, encoding="utf-8")
    added = cli("cred", "add", "leaktool", "--path", "/bin/true", "--env", "LEAK_TOKEN", stdin=f"{TOKEN}\n")
    assert added.returncode == 0, added.stderr
    server = cli("mcp", "add", "leaky", "--env", "LEAK_SECRET", "--command", PYTHON, str(LEAKY_SERVER), "serve",
                 str(known), stdin=f"{OWN}\n")
    assert server.returncode == 0, server.stderr
    called = cli("mcp", "call", "leaky", "say")
    assert called.returncode == 0, called.stderr
    assert "[REDACTED:LEAK_TOKEN]" in called.stdout and not leaks(called.stdout + called.stderr, TOKEN, OWN)
    crashed = cli("mcp", "call", "leaky", "crash")
    assert crashed.returncode != 0 and "fatal: env" in crashed.stdout + crashed.stderr
    assert not leaks(crashed.stdout + crashed.stderr, TOKEN, OWN)
    tested = cli("mcp", "test", "leaky")
    assert tested.returncode == 0 and not leaks(tested.stdout, TOKEN, OWN)
