"""GoClaw Lite's traces and spans come over with `import goclaw`: agents mapped, previews scrubbed
and cut to ours, the subtask's link kept, and the window's tree and `trace show` read them."""

from __future__ import annotations

import json
from pathlib import Path

from tests.integration.test_import_goclaw import Run, cli, env, ours, report_of, source  # noqa: F401
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
