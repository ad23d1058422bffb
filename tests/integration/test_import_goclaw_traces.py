"""GoClaw Lite's traces and spans come over with `import goclaw`: agents mapped, previews scrubbed
and cut to ours, the subtask's link kept, and the window's tree and `trace show` read them."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.ids import format_ts, parse_ts, uuid7
from goclaw_lite.importer.sessions import message_id
from tests.integration.test_import_goclaw import OUR_KEY_HEX, Run, cli, env, ours, report_of, source  # noqa: F401
from tests.support.goclaw_source import GoClawFixture
from tests.support.goclaw_traces import TRACE_TOKEN


def test_traces_and_spans_come_over(cli: Run, source: GoClawFixture, isolated_home: Path) -> None:  # noqa: F811
    report = report_of(cli("import", "goclaw", str(source.path), "--json"))
    assert report["tables"]["traces"]["imported"] == 2 and report["tables"]["spans"]["imported"] == 5
    assert "traces" not in report["left_behind"] and "spans" not in report["left_behind"]
    ids = source.ids
    with ours(isolated_home) as db:
        trace = db.execute("SELECT * FROM traces WHERE id = ?", (ids["trace"],)).fetchone()
        assert (trace["agent_id"], trace["status"], trace["duration_ms"], trace["span_count"]) == (
            ids["agent_main"], "completed", 2500, 4)  # GoClaw left duration_ms empty: end - start
        assert json.loads(trace["tags"]) == ["provider:local"] and trace["total_cost"] == 0.0012
        child = db.execute("SELECT * FROM traces WHERE id = ?", (ids["trace_child"],)).fetchone()
        assert (child["parent_trace_id"], child["status"], child["agent_id"]) == (
            ids["trace"], "error", ids["agent_helper"])
        llm = db.execute("SELECT * FROM spans WHERE id = ?", (ids["span_llm"],)).fetchone()
        assert TRACE_TOKEN not in llm["output_preview"] and "[REDACTED" in llm["output_preview"]
        assert len(llm["output_preview"]) <= 600 and "truncated" in llm["output_preview"]
        assert (llm["parent_span_id"], llm["input_tokens"], llm["finish_reason"]) == (
            ids["span_root"], 120, "tool_calls")
        hook = db.execute("SELECT parent_span_id, metadata FROM spans WHERE id = ?", (ids["span_hook"],)).fetchone()
        assert hook["parent_span_id"] == ids["span_tool"] and json.loads(hook["metadata"]) == {"decision": "allow"}
        dump = json.dumps([tuple(r) for r in db.execute("SELECT * FROM spans").fetchall()])
        assert TRACE_TOKEN not in dump
    shown = cli("trace", "show", ids["trace"])
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert lines[0] == f"chat default  {ids['trace']}"
    assert any(line.startswith("    event     hook.guard.pre_tool_use") for line in lines)
    assert lines[-1].startswith(f"subtask trace {ids['trace_child']}")


def test_view_trace_under_an_imported_answer_finds_its_goclaw_run(
    cli: Run, source: GoClawFixture, isolated_home: Path, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
) -> None:
    report_of(cli("import", "goclaw", str(source.path), "--json"))
    monkeypatch.setenv("GOCLAW_KEY", OUR_KEY_HEX)  # for the store opened in this process
    ids, session = source.ids, source.ids["session"]
    answer, tool_turn = message_id(session, 4), message_id(session, 1)  # "It is 15:51 in Hanoi." and its tool call

    async def go() -> tuple[list[str | None], str]:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(isolated_home)}), program="test")
        try:
            traces = app.services.traces
            imported = (await traces.get(ids["trace"])).trace

            async def run_of_the_session(start: datetime) -> str:
                stamp, new_id = format_ts(start), uuid7()
                run = replace(imported, id=new_id, start_time=stamp, end_time=stamp, created_at="")
                await traces.store.finish(run, [])
                return new_id

            found = [await traces.for_message(session, answer), await traces.for_message(session, tool_turn)]
            # GoClaw's clock put the fixture's run after its messages: with no run started before the answer,
            # the session's first is its run, not a later one
            await run_of_the_session(parse_ts(imported.start_time) + timedelta(days=30))
            found.append(await traces.for_message(session, answer))
            # runs started before it: the last of them wrote it
            await run_of_the_session(source.times["session_created"] - timedelta(days=1))
            before = await run_of_the_session(source.times["session_created"] + timedelta(seconds=1.5))
            found.append(await traces.for_message(session, answer))
            other = ids["session_labelled"]  # imported, but GoClaw kept no trace of it
            found.append(await traces.for_message(other, message_id(other, 1)))
            return found, before
        finally:
            await app.close()

    found, before = asyncio.run(go())
    assert found == [ids["trace"], ids["trace"], ids["trace"], before, None]
