"""Every way a server can misbehave ends in a clear error, the stderr tail, and nothing else broken.

The fault server (tests/support/mcp_fault_server.py) is ours, written with the SDK's server side.
"""

from __future__ import annotations

import asyncio
import http.server
import logging
import os
import re
import threading
from collections.abc import Iterator

import pytest

from goclaw_lite.mcp.connection import McpConnection, McpServerError
from goclaw_lite.mcp.manager import McpManager
from goclaw_lite.model.mcp import McpLaunch
from tests.support.mcp_servers import fault_launch, http_launch

pytestmark = pytest.mark.slow

START = 60.0  # generous: a loaded 2-core machine starts Python slowly; a hang is caught by the timeout


def manager_for(*launches: McpLaunch) -> McpManager:
    by_name = {launch.server.name: launch for launch in launches}

    async def launcher(name: str) -> McpLaunch:
        return by_name[name]

    return McpManager(launcher, result_limit=5_000)


async def test_exit_at_once_reports_its_stderr(caplog: pytest.LogCaptureFixture) -> None:
    conn = McpConnection(fault_launch("exit"), start_timeout=START)
    with caplog.at_level(logging.WARNING, logger="goclaw_lite.mcp"), pytest.raises(McpServerError) as caught:
        await conn.start()
    assert "refusing to start (exit mode)" in str(caught.value) and "'fault'" in str(caught.value)
    assert any("refusing to start (exit mode)" in r.getMessage() for r in caplog.records)  # the log has the stderr tail
    await conn.close()


async def test_missing_command_says_so() -> None:
    from tests.support.mcp_servers import stdio_launch

    conn = McpConnection(stdio_launch("ghost", "/nonexistent/mcp-server"), start_timeout=START)
    with pytest.raises(McpServerError, match="was not found or is not executable"):
        await conn.start()
    await conn.close()


@pytest.mark.parametrize(("mode", "said"), [("hang", "hanging on initialize"), ("garbage", "printing garbage")])
async def test_no_answer_to_initialize_times_out_with_stderr(mode: str, said: str) -> None:
    # the timeout is the server's own (timeout_sec); the stderr line proves it had started
    conn = McpConnection(fault_launch(mode), start_timeout=8)
    with pytest.raises(McpServerError) as caught:
        await conn.start()
    assert "did not finish starting within 8 s" in str(caught.value)
    await conn.close()
    assert not conn.alive


async def test_timeout_crash_restart_oversize_and_secret_scrubbed() -> None:
    secret = "fault-secret-7f3a9c21"
    manager = manager_for(fault_launch("ok", env={"FAULT_SECRET": secret}, timeout=30))
    try:
        assert (await manager.call("fault", "echo", {"text": "hi"})).text == "hi"
        slow = manager.call("fault", "slow", {"seconds": 30}, timeout=1)
        with pytest.raises(McpServerError, match="did not run slow within 1 s"):
            await slow
        assert (await manager.call("fault", "echo", {"text": "still up"})).text == "still up"  # same server
        assert manager.starts["fault"] == 1

        leaked = await manager.call("fault", "secret", {})
        assert secret not in leaked.text and "[REDACTED:MCP_FAULT_FAULT_SECRET]" in leaked.text

        big = await manager.call("fault", "big", {"n": 20_000})
        assert big.truncated and "over the limit of 5000" in big.text and len(big.text) < 5_200

        with pytest.raises(McpServerError, match="exited or closed the connection while asked to run die") as died:
            await manager.call("fault", "die", {})
        assert "about to die mid-call" in str(died.value)
        again = await manager.call("fault", "echo", {"text": "back"})  # restarted on the next use
        assert again.text == "back" and manager.starts["fault"] == 2

        failed = await manager.call("fault", "fail", {})
        assert not failed.ok and "Error executing tool fail" in failed.text
    finally:
        await manager.shutdown()
    assert manager.running() == []


async def test_cancellation_ends_the_call_and_keeps_the_server() -> None:
    manager = manager_for(fault_launch("ok"))
    try:
        await manager.call("fault", "echo", {"text": "warm"})
        connection = await manager.connection("fault")
        task = asyncio.ensure_future(manager.call("fault", "slow", {"seconds": 60}))
        for _ in range(1200):  # the Stop button comes while the server works on the call
            if task.done() or "slow started" in connection.stderr_tail():
                break
            await asyncio.sleep(0.05)
        assert not task.done()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert (await manager.call("fault", "echo", {"text": "after stop"})).text == "after stop"
        for _ in range(400):  # the server heard notifications/cancelled and stopped the call's work
            if "slow was cancelled" in connection.stderr_tail():
                break
            await asyncio.sleep(0.05)
        assert "slow was cancelled" in connection.stderr_tail()
        assert manager.starts["fault"] == 1
    finally:
        await manager.shutdown()


async def test_tools_list_changed_refreshes_the_offer() -> None:
    changed: list[str] = []
    launch = fault_launch("ok")

    async def launcher(name: str) -> McpLaunch:
        return launch

    manager = McpManager(launcher, on_tools_changed=changed.append)
    try:
        before = {s.remote_name for s in await manager.tools("fault")}
        assert "added" not in before and "bad_schema" in before
        assert not next(s for s in await manager.tools("fault") if s.remote_name == "bad_schema").usable
        await manager.call("fault", "grow", {})
        for _ in range(500):
            if changed:
                break
            await asyncio.sleep(0.01)
        assert changed == ["fault"]
        after = {s.remote_name for s in await manager.tools("fault")}
        assert "added" in after
    finally:
        await manager.shutdown()


class _Unauthorized(http.server.BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        self.send_response(401)
        self.send_header("WWW-Authenticate", 'Bearer realm="mcp"')
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_GET = do_POST  # noqa: N815

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def unauthorized_url() -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Unauthorized)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/mcp"
    finally:
        server.shutdown()
        server.server_close()


async def test_http_401_names_the_credential(unauthorized_url: str) -> None:
    conn = McpConnection(http_launch("remote", unauthorized_url, api_key="wrong-key-123456"), start_timeout=START)
    with pytest.raises(McpServerError) as caught:
        await conn.start()
    assert "refused the credential (HTTP 401)" in str(caught.value) and "wrong-key-123456" not in str(caught.value)
    await conn.close()


def _running(pid: int) -> bool:
    """Whether a process runs (a zombie waiting for its reaper does not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except FileNotFoundError:
        return False


async def _helper_pid(manager: McpManager) -> int:
    await manager.call("fault", "echo", {"text": "up"})
    found = re.findall(r"helper pid (\d+)", (await manager.connection("fault")).stderr_tail())
    assert found, "the orphan server did not report its helper"
    return int(found[-1])


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="the group sweep finds the server through /proc")
async def test_a_servers_process_group_ends_after_a_crash_and_at_shutdown() -> None:
    # the server exits (cleanly at shutdown, or dying mid-call) but leaves a helper in its group
    manager = manager_for(fault_launch("orphan"))
    try:
        first = await _helper_pid(manager)
        with pytest.raises(McpServerError):
            await manager.call("fault", "die", {})
        for _ in range(200):
            if not _running(first):
                break
            await asyncio.sleep(0.05)
        assert not _running(first), "a crashed server's helper outlived it"
        second = await _helper_pid(manager)  # restarted on the next use, with a helper of its own
        assert second != first and _running(second)
    finally:
        await manager.shutdown()
    assert not _running(second), "shutdown left the server's helper running"
