"""The `traces` and `spans` part of the GoClaw Lite fixture (tests/support/goclaw_source.py).

Columns and declared types as GoClaw's v34 SQLite schema has them (the reference's appendix).
`add_traces` writes a chat run of the main agent — its agent span, a model call whose output
preview is GoClaw-long and holds a token (ours scrubs and cuts it), a tool call with a hook
event under it — and a delegated run naming it as its parent; with `bad_rows`, a span of a
trace that is not in the file.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.support.goclaw_source import GoClawFixture, GoClawWriter

TRACES_SCHEMA = """
CREATE TABLE traces (
    id TEXT NOT NULL PRIMARY KEY, agent_id TEXT, user_id VARCHAR(255), session_key TEXT, run_id TEXT,
    start_time TEXT NOT NULL, end_time TEXT, duration_ms INT, name TEXT, channel VARCHAR(50), input_preview TEXT,
    output_preview TEXT, total_input_tokens INT DEFAULT 0, total_output_tokens INT DEFAULT 0,
    total_cost NUMERIC(12,6) DEFAULT 0, span_count INT DEFAULT 0, llm_call_count INT DEFAULT 0,
    tool_call_count INT DEFAULT 0, status VARCHAR(20) DEFAULT 'running', error TEXT, metadata TEXT, tags TEXT,
    parent_trace_id TEXT, team_id TEXT, tenant_id TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
CREATE TABLE spans (
    id TEXT NOT NULL PRIMARY KEY, trace_id TEXT NOT NULL, parent_span_id TEXT, agent_id TEXT,
    span_type VARCHAR(20) NOT NULL, name TEXT, start_time TEXT NOT NULL, end_time TEXT, duration_ms INT,
    status VARCHAR(20) DEFAULT 'running', error TEXT, level VARCHAR(10) DEFAULT 'DEFAULT', model VARCHAR(200),
    provider VARCHAR(50), input_tokens INT, output_tokens INT, total_cost NUMERIC(12,8), finish_reason VARCHAR(50),
    model_params TEXT, tool_name VARCHAR(200), tool_call_id VARCHAR(100), input_preview TEXT, output_preview TEXT,
    metadata TEXT, team_id TEXT, tenant_id TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
"""

TRACE_TOKEN = "ghp_" + "Q7x" * 12  # a GitHub token's shape: scrubbed by shape on the way in


def add_traces(w: GoClawWriter, fx: GoClawFixture, *, bad_rows: bool = False) -> None:
    from tests.support.goclaw_source import BASE_TIME, MASTER_TENANT, blob_json, rfc3339_nano, text_json, uuid7_text

    t = BASE_TIME + timedelta(days=2)
    ids = fx.ids
    ids["trace"], ids["trace_child"] = uuid7_text(t, 120), uuid7_text(t, 121)
    ids["span_root"], ids["span_llm"], ids["span_tool"], ids["span_hook"] = (uuid7_text(t, 122 + n) for n in range(4))
    ids["span_child"] = uuid7_text(t, 126)
    at = lambda ms: rfc3339_nano(t + timedelta(milliseconds=ms))  # noqa: E731
    common = {"tenant_id": MASTER_TENANT}
    w.insert("traces", {
        "id": ids["trace"], "agent_id": ids["agent_main"], "user_id": "system",
        "session_key": "agent:default:ws:direct:conv-1",
        "run_id": "run-1", "start_time": at(0), "end_time": at(2500), "duration_ms": None, "name": "chat default",
        "channel": "ws", "input_preview": "What time is it in Hanoi?", "output_preview": "It is 15:51 in Hanoi.",
        "total_input_tokens": 120, "total_output_tokens": 30, "total_cost": 0.0012, "span_count": 4,
        "llm_call_count": 1,
        "tool_call_count": 1, "status": "completed", "metadata": text_json({"total_cache_read_tokens": 0}),
        "tags": text_json(["provider:local"]), "created_at": at(0), **common,
    })
    w.insert("traces", {
        "id": ids["trace_child"], "agent_id": ids["agent_helper"], "start_time": at(900), "end_time": at(1400),
        "name": "chat helper", "channel": "delegate", "status": "error", "error": "provider down",
        "parent_trace_id": ids["trace"], "created_at": at(900), **common,
    })
    spans = [
        {"id": ids["span_root"], "trace_id": ids["trace"], "agent_id": ids["agent_main"], "span_type": "agent",
         "name": "default", "start_time": at(0), "end_time": at(2500), "duration_ms": 2500, "status": "completed"},
        {"id": ids["span_llm"], "trace_id": ids["trace"], "parent_span_id": ids["span_root"],
         "agent_id": ids["agent_main"],
         "span_type": "llm_call", "name": "local/fake-small #1", "start_time": at(10), "end_time": at(800),
         "duration_ms": 790, "status": "completed", "model": "fake-small", "provider": "local", "input_tokens": 120,
         "output_tokens": 30, "finish_reason": "tool_calls",
         "input_preview": text_json([{"role": "user", "content": "hi"}]),
         "output_preview": f"token {TRACE_TOKEN} " + "x" * 40_000, "metadata": blob_json({"cache_read_tokens": 0})},
        {"id": ids["span_tool"], "trace_id": ids["trace"], "parent_span_id": ids["span_root"], "span_type": "tool_call",
         "name": "current_time", "tool_name": "current_time", "tool_call_id": "call_1", "start_time": at(810),
         "end_time": at(830), "duration_ms": 20, "status": "completed", "input_preview": '{"tz":"Asia/Ho_Chi_Minh"}',
         "output_preview": '{"time":"15:51"}'},
        {"id": ids["span_hook"], "trace_id": ids["trace"], "parent_span_id": ids["span_tool"], "span_type": "event",
         "name": "hook.guard.pre_tool_use", "start_time": at(811), "end_time": at(815), "duration_ms": 4,
         "status": "completed", "metadata": text_json({"decision": "allow"})},
        {"id": ids["span_child"], "trace_id": ids["trace_child"], "span_type": "agent", "name": "helper",
         "start_time": at(900), "end_time": at(1400), "duration_ms": 500, "status": "error", "error": "provider down"},
    ]
    if bad_rows:
        ids["span_dangling"] = uuid7_text(t, 127)
        spans.append({"id": ids["span_dangling"], "trace_id": uuid7_text(t, 128), "span_type": "event", "name": "lost",
                      "start_time": at(5)})
    for span in spans:
        w.insert("spans", {**span, "created_at": span["start_time"], **common})
