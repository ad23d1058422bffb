"""The trace export is OTLP/JSON as OpenTelemetry's own protobuf messages read it, and `trace show`'s
tree puts every span under its parent with the failed and slow ones marked."""

from __future__ import annotations

import base64
from typing import Any

from google.protobuf import json_format
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.traces import span_tree, text_tree
from goclaw_lite.ids import parse_ts
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.tracing.otlp import span_id, trace_id
from tests.support.traces import seed_trace


def _as_protobuf_json(document: dict[str, Any]) -> dict[str, Any]:
    """OTLP/JSON differs from protobuf's JSON mapping in one way: ids are hex, not base64."""

    def b64(hex_text: str) -> str:
        return base64.b64encode(bytes.fromhex(hex_text)).decode()

    out = {"resourceSpans": []}
    for rs in document["resourceSpans"]:
        scopes = []
        for ss in rs["scopeSpans"]:
            spans = []
            for span in ss["spans"]:
                span = dict(span)
                for key in ("traceId", "spanId", "parentSpanId"):
                    if key in span:
                        span[key] = b64(span[key])
                span["links"] = [{"traceId": b64(link["traceId"]), "spanId": b64(link["spanId"])}
                                 for link in span.get("links", [])]
                spans.append(span)
            scopes.append({**ss, "spans": spans})
        out["resourceSpans"].append({**rs, "scopeSpans": scopes})
    return out


async def test_export_parses_as_an_export_trace_service_request(app: AppContext) -> None:
    agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="local", model="m")
    seeded = await seed_trace(app.services.traces.store, agent.id, child=True)
    document = await app.services.traces.export(seeded.trace_id)

    request = ExportTraceServiceRequest()
    json_format.ParseDict(_as_protobuf_json(document), request)  # unknown or mistyped fields raise
    [resource] = request.resource_spans
    assert {a.key: a.value.string_value for a in resource.resource.attributes}["service.name"] == "goclaw-lite"
    spans = list(resource.scope_spans[0].spans)
    assert len(spans) == 9  # 7 of the run, 2 of its subtask
    by_id = {s.span_id.hex(): s for s in spans}
    assert {s.trace_id.hex() for s in spans} == {trace_id(seeded.trace_id), trace_id(seeded.child_id or "")}
    assert all(len(s.trace_id) == 16 and len(s.span_id) == 8 for s in spans)
    llm = by_id[span_id(seeded.span_ids["llm1"])]
    assert llm.parent_span_id.hex() == span_id(seeded.span_ids["root"]) and llm.kind == 3
    attrs = {a.key: a.value for a in llm.attributes}
    assert attrs["gen_ai.request.model"].string_value == "fake-large"
    assert attrs["gen_ai.usage.input_tokens"].int_value == 120
    assert attrs["goclaw.fallback_reasons"].array_value.values[0].string_value.startswith("local/fake-small")
    assert llm.start_time_unix_nano == int(parse_ts("2026-11-30T09:15:00Z").timestamp()) * 10**9 + 10_000_000
    assert llm.end_time_unix_nano - llm.start_time_unix_nano == 800_000_000
    failed = by_id[span_id(seeded.span_ids["tool"])]
    assert failed.status.code == 2 and failed.status.message == "error: exit 1"
    assert by_id[span_id(seeded.span_ids["llm2"])].status.code == 1
    child_root = next(s for s in spans if s.trace_id.hex() == trace_id(seeded.child_id or "") and not s.parent_span_id)
    assert [(link.trace_id.hex(), link.span_id.hex()) for link in child_root.links] == [
        (trace_id(seeded.trace_id), span_id(seeded.span_ids["root"]))]
    # the raw document keeps OTLP/JSON's own encodings
    raw = document["resourceSpans"][0]["scopeSpans"][0]["spans"][1]
    assert raw["traceId"] == seeded.trace_id.replace("-", "") and isinstance(raw["startTimeUnixNano"], str)


async def test_the_tree_nests_and_marks(app: AppContext) -> None:
    seeded = await seed_trace(app.services.traces.store, None, child=True)
    detail = await app.services.traces.get(seeded.trace_id)
    rows = span_tree(detail)
    ids = seeded.span_ids
    assert [(r.span.id, r.depth) for r in rows] == [
        (ids["root"], 0), (ids["llm1"], 1), (ids["fell"], 2), (ids["tool"], 1), (ids["hook"], 2), (ids["mcp"], 1),
        (ids["llm2"], 1)]
    marks = {r.span.id: (r.failed, r.slow) for r in rows}
    assert marks[ids["tool"]] == (True, False) and marks[ids["fell"]] == (True, False)
    assert marks[ids["mcp"]] == (False, True)  # 2.5 s of a 4.2 s run
    assert marks[ids["llm1"]] == (False, False) and marks[ids["llm2"]] == (False, False)
    assert marks[ids["root"]] == (False, False) and rows[3].offset_ms == 820
    lines = text_tree(detail)
    assert lines[0].startswith("chat helper") and "tokens 330→94" in lines[1]
    assert any(line.startswith("  tool_call exec") and "FAILED" in line for line in lines)
    assert any(line.startswith("    event     hook.guard.before_tool") for line in lines)
    assert lines[-1].startswith(f"subtask trace {seeded.child_id}")
