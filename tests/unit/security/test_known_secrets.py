"""The known-secrets registry (issue 25, cases 2, 4 and 7): every stored secret value, of no
recognisable shape, is scrubbed from the log file, activity rows, hook runs, stored tool
results and exports, in plain text and in base64 wrapped the way base64(1) and openssl do.
"""

from __future__ import annotations

import base64
import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.hooks.dispatcher import HookDispatcher
from goclaw_lite.logs import log_file, setup_logging, teardown_logging
from goclaw_lite.security.known_secrets import forget_all, known_values, scrub_known
from goclaw_lite.security.redact import redact
from goclaw_lite.security.scrub import ScrubPattern, scrub_wrapped
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.definitions.mcp import McpStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore
from tests.support.leaks import LONG, TOKEN, database_text, leaks, wrapped

PLANTED = {  # one value per place a secret is stored, none of a recognisable shape
    "tool": TOKEN,
    "long": LONG,
    "grant": "fig-Lantern-2093-walnut",
    "user": "kiwi-Saddle-6610-marble",
    "mcp_env": "quince-Harbor-3308-amber",
    "mcp_header": "olive-Canyon-4127-silver",
    "mcp_key": "mango-Willow-9952-granite",
    "provider": "pear-Thistle-1184-cobalt",
}


async def plant_everywhere(app: AppContext) -> None:
    """Each PLANTED value stored where the app keeps that kind of secret."""
    stores = app.stores
    agent = await AgentStore(stores.db, stores.identity).create("helper", provider="p", model="m")
    cli = SecureCLIStore(stores.db, stores.identity, stores.cipher)
    tool = await cli.create("leaktool", path="/bin/true", env={"TOOL_TOKEN": PLANTED["tool"], "LONG": PLANTED["long"]})
    await cli.grant(tool.id, agent.id)
    await cli.set_agent_credentials_typed(tool.id, agent.id, {"GRANT_TOKEN": PLANTED["grant"]})
    await cli.set_user_credentials(tool.id, {"USER_TOKEN": PLANTED["user"]})
    await McpStore(stores.db, stores.identity, stores.cipher).create(
        "remote", transport="stdio", command="/bin/true", env={"E": PLANTED["mcp_env"]},
        headers={"X-Key": PLANTED["mcp_header"]}, api_key=PLANTED["mcp_key"])
    await ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "prov", provider_type="openai_compat", api_base="http://127.0.0.1:9", api_key=PLANTED["provider"])


async def reopen() -> AppContext:
    return await open_app(resolve_paths(), program="goclaw-lite tests", key_policy=KeyPolicy.REQUIRED)


async def test_every_stored_secret_is_known_from_the_database_alone(app: AppContext) -> None:
    """Values sealed by another process (or an earlier run) are known once the stores open."""
    await plant_everywhere(app)
    await app.close()
    forget_all()  # nothing left from the process that sealed them
    fresh = await reopen()
    try:
        values = set(known_values().values())
        assert set(PLANTED.values()) <= values
        text = " | ".join(PLANTED.values())
        assert not leaks(redact(text), *PLANTED.values()) and "[REDACTED:TOOL_TOKEN]" in redact(text)
        assert "[REDACTED:MCP_REMOTE_HEADER_X-Key]" in redact(PLANTED["mcp_header"])
    finally:
        await fresh.close()


async def test_the_key_itself_is_known(app: AppContext, test_key: str) -> None:
    assert test_key not in redact(f"GOCLAW_KEY is {test_key}") and "[REDACTED:GOCLAW_KEY]" in redact(test_key)
    as_base64 = base64.b64encode(bytes.fromhex(test_key)).decode()
    assert as_base64 not in scrub_known(f"key {as_base64}")


async def test_the_log_file_drops_a_stored_secret_of_no_shape(app: AppContext) -> None:
    """Case 4: the log handler consults the registry, not only the shapes it knows."""
    await plant_everywhere(app)
    await app.close()
    forget_all()
    fresh = await reopen()
    path = setup_logging(fresh.paths)
    assert path is not None
    try:
        logging.getLogger("goclaw_lite.tests.known").warning("server said %s and %s", TOKEN, wrapped(LONG, 76))
    finally:
        teardown_logging()
        await fresh.close()
    text = log_file(fresh.paths).read_text(encoding="utf-8")
    assert "server said [REDACTED:TOOL_TOKEN]" in text and not leaks(text, TOKEN, LONG)


async def test_no_row_writer_keeps_a_secret(app: AppContext, tmp_path: Path) -> None:
    """Case 2 and 13: activity rows, hook runs, stored tool results and exports, then the file."""
    await plant_everywhere(app)
    stores = app.stores
    secrets = list(PLANTED.values())
    dump = " ".join(secrets) + "\n" + wrapped(LONG, 76) + "\n" + wrapped(TOKEN + " " + LONG, 64, "x")
    activity = ActivityStore(stores.db, stores.identity)
    await activity.log("mcp.tool_call", details={"error": dump, "nested": [{"text": dump}]})
    hooks = HookStore(stores.db, stores.identity)
    await hooks.record_execution(hook_id=None, event="after_tool", decision="allow", duration_ms=1, output=dump,
                                 error=dump, error_detail=dump, metadata={"note": dump})
    printer = tmp_path / "printer.py"
    printer.write_text(f"print({dump!r})", encoding="utf-8")
    await hooks.create("after_tool", "command", {"argv": [sys.executable, str(printer)]})
    dispatched = await HookDispatcher(hooks, activity).dispatch(
        "after_tool", {"tool": "exec"}, subject="exec")
    assert dispatched.outcomes and not leaks(dispatched.outcomes[0].output, *secrets)
    agent = await AgentStore(stores.db, stores.identity).get_by_key("helper")
    conversations = ConversationStore(stores.db, stores.identity)
    asked = await conversations.add_user_message("run it", agent_id=agent.id)
    await conversations.add_tool_result(asked.conversation_id, "call-1", dump)
    exported = await conversations.export_json(asked.conversation_id)
    exported += await conversations.export_markdown(asked.conversation_id)
    assert not leaks(exported, *secrets)
    runs = await hooks.executions()
    assert len(runs) == 2 and all(not leaks(json.dumps([r.output, r.error, r.metadata]), *secrets) for r in runs)
    await stores.db.execute("SELECT 1")
    assert not leaks(database_text(app.paths.db_path), *secrets)


@pytest.mark.parametrize("command", [["base64"], ["openssl", "base64"]])
def test_wrapped_base64_of_a_long_credential_is_scrubbed(command: list[str]) -> None:
    """Case 7: base64(1) wraps at 76 columns, openssl at 64; every alignment of the value."""
    pattern = ScrubPattern({"LONG": LONG, "TOKEN": TOKEN})
    for prefix in ("", "x", "xy", f"{TOKEN} "):
        try:
            typed = (prefix + LONG + "\n").encode()
            printed = subprocess.run(command, input=typed, capture_output=True, check=True).stdout
        except FileNotFoundError:
            pytest.skip(f"{command[0]} is not installed")
        assert b"\n" in printed.strip()  # really wrapped
        for text in (printed, printed.replace(b"\n", b"\r\n"), json.dumps(printed.decode()).encode()):
            scrubbed = scrub_wrapped(text, pattern).decode()
            assert "[REDACTED:LONG]" in scrubbed and not leaks(scrubbed, LONG, TOKEN)
    assert scrub_wrapped(b"line one\nline two\n", pattern) == b"line one\nline two\n"
