"""End to end: a scheduled job whose agent uses a registered credential (Secure CLI) against a
real HTTP server on 127.0.0.1. The token reaches the server; it never reaches the answer, the
run log, the activity log, the app's log or anywhere in the database file."""

from __future__ import annotations

import json
import logging
import os
import stat
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.leaks import database_text, leaks
from tests.unit.scheduling.conftest import JobsWorld

TOKEN = "nightly-report-token-5c1e9a7b"  # no recognisable shape: only the known-secrets scrubber can catch it
FETCH = (
    f"#!{os.path.realpath(sys.executable)}\n"
    "import os, sys, urllib.request\n"
    "req = urllib.request.Request(sys.argv[1], headers={'Authorization': 'Bearer ' + os.environ['API_TOKEN']})\n"
    "print(urllib.request.urlopen(req, timeout=10).read().decode())\n"
)


class Api:
    """A report API that records the Authorization header it gets and echoes it back (a leaky server)."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        seen = self.seen

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                auth = self.headers.get("Authorization", "")
                seen.append(auth)
                body = f"3 open pull requests; you sent {auth}".encode()
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/pulls"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture
def api() -> Iterator[Api]:
    server = Api()
    yield server
    server.server.shutdown()
    server.server.server_close()


async def test_a_job_with_a_credential_reaches_the_server_and_leaks_nowhere(
    world: JobsWorld, api: Api, tmp_path: Path, caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    tool = tmp_path / "fetch-report"
    tool.write_text(FETCH, encoding="utf-8")
    tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    app = world.chat.app
    await SecureCLIStore(app.stores.db, app.stores.identity, app.stores.cipher).create(
        "fetch-report", path=str(tool), env={"API_TOKEN": TOKEN})
    await world.add("pr-report", message="How many pull requests are open?", pre_approved=("exec",))
    world.chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "exec", json.dumps({"binary": "fetch-report", "args": [api.url]}))])),
        StreamResponse(openai_text_stream("There are 3 open pull requests.")),
    )
    world.clock.advance(hours=1)
    [ran] = await world.jobs.run_due()

    assert api.seen == [f"Bearer {TOKEN}"]  # the credential did its work
    assert ran.outcome.status == "ok" and ran.outcome.summary == "There are 3 open pull requests."
    model_saw = json.dumps(world.chat.server.requests_to(OPENAI_PATH)[1].body["messages"])
    assert "3 open pull requests; you sent Bearer [REDACTED:" in model_saw  # the echo reached the model scrubbed
    [log] = await world.jobs.history("pr-report")
    activity = await ActivityStore(app.stores.db, app.stores.identity).list(ActivityFilter())
    assert any(a.action == "job.run" for a in activity) and any(a.action == "agent.tool_call" for a in activity)
    for text in (ran.outcome.summary or "", json.dumps(log.__dict__, default=str), model_saw,
                 json.dumps([a.__dict__ for a in activity], default=str), caplog.text):
        assert not leaks(text, TOKEN)
    await app.stores.db.execute("SELECT 1")
    assert not leaks(database_text(app.paths.db_path), TOKEN)
