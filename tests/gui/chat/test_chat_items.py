"""Rows built from stored messages, and the words under an answer (pure Python)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from goclaw_lite.gui.chat.items import (
    ToolStatus,
    accessible_text,
    build_items,
    format_duration,
    format_time,
    item_from_message,
    metrics_text,
    pretty_json,
    state_label,
)
from goclaw_lite.gui.i18n.dates import format_datetime
from goclaw_lite.model.chat import MessageRole, MessageState, StoredMessage, ToolCall

TS = "2026-05-17T08:51:56.123Z"


def msg(mid: str, role: MessageRole, content: str | None, **kw: object) -> StoredMessage:
    return StoredMessage(id=mid, conversation_id="c", role=role, content=content, parent_id=None,
                         state=kw.pop("state", MessageState.COMPLETE), created_at=TS, **kw)  # type: ignore[arg-type]


def test_tool_results_fold_into_the_card_of_their_call() -> None:
    calls = (ToolCall("t1", "current_time", '{"timezone":"UTC"}'), ToolCall("t2", "exec", '{"command":"ls"}'))
    items = build_items([
        msg("u", MessageRole.USER, "time?"),
        msg("a1", MessageRole.ASSISTANT, None, tool_calls=calls),
        msg("r1", MessageRole.TOOL, '{"utc": "08:51"}', tool_call_id="t1", metadata={"duration_ms": 12}),
        msg("r2", MessageRole.TOOL, "denied", tool_call_id="t2", metadata={"denied": True}),
        msg("orphan", MessageRole.TOOL, "lost", tool_call_id="nobody"),
        msg("a2", MessageRole.ASSISTANT, "It is 08:51.", provider="ollama", model="qwen"),
        msg("s", MessageRole.SYSTEM, "never shown"),
    ], assistant_name="Helper")
    assert [i.message_id for i in items] == ["u", "a1", "orphan", "a2"]
    first, second = items[1].tool_cards
    assert (first.result, first.status, first.duration_ms, first.tool_message_id) == ('{"utc": "08:51"}', ToolStatus.OK, 12, "r1")
    assert (second.status, second.duration_ms) == (ToolStatus.DENIED, None)
    assert items[1].author == "Helper" and items[0].author == ""
    assert items[2].role is MessageRole.TOOL


def test_revisions_are_unique_so_rebuilt_rows_never_reuse_stale_layouts() -> None:
    one = item_from_message(msg("a", MessageRole.ASSISTANT, "x"))
    two = item_from_message(msg("a", MessageRole.ASSISTANT, "x y"))
    assert one.revision != two.revision
    changed = one.changed(text="z")
    assert changed.revision not in (one.revision, two.revision) and changed.text == "z" and one.text == "x"


def test_metrics_line(qtbot: Any) -> None:  # English installed: "312 tokens"
    item = item_from_message(msg("a", MessageRole.ASSISTANT, "x", llm_duration_ms=1400, eval_tokens=312, provider="ollama",
                                 model="qwen2.5:7b", metadata={"route_attempt": 2}))
    assert metrics_text(item) == "1.4 s · 312 tokens (223 tok/s) · ollama/qwen2.5:7b (fallback 2)"
    # a server goes by its name where the page knows it; a removed one keeps its key
    assert metrics_text(item, {"ollama": "Ollama on the desk"}).endswith("· Ollama on the desk/qwen2.5:7b (fallback 2)")
    assert metrics_text(item, {"other": "Other"}).endswith("· ollama/qwen2.5:7b (fallback 2)")
    assert metrics_text(item_from_message(msg("b", MessageRole.ASSISTANT, "x", eval_tokens=1))) == "1 token"
    assert metrics_text(item_from_message(msg("c", MessageRole.ASSISTANT, "x"))) == ""
    skilled = msg("d", MessageRole.ASSISTANT, "x", eval_tokens=3, metadata={"skills_used": ["kg-curator", "report"]})
    assert metrics_text(item_from_message(skilled)) == "3 tokens · skills: kg-curator, report"
    one = msg("e", MessageRole.ASSISTANT, "x", metadata={"skills_used": ["kg-curator"]})
    assert metrics_text(item_from_message(one)) == "skill: kg-curator"
    assert [format_duration(v) for v in (None, 85, 1000, 59_900, 61_000, 3_725_000)] == [
        "", "85 ms", "1.0 s", "59.9 s", "1 min 01 s", "62 min 05 s"]


def test_times_badges_and_spoken_text() -> None:
    now = datetime(2026, 5, 17, 12, 0, tzinfo=UTC)
    local_now = now.astimezone()
    assert format_time("2026-05-17T11:59:00.000Z", now=local_now) == datetime(2026, 5, 17, 11, 59, tzinfo=UTC).astimezone().strftime("%H:%M")
    old = (now - timedelta(days=40)).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    assert format_time(old, now=local_now) == format_datetime(old)  # the locale's date and time, not ISO
    assert format_time("garbage") == ""
    stopped = item_from_message(msg("a", MessageRole.ASSISTANT, "partial", state=MessageState.STOPPED))
    assert state_label(stopped) == "stopped"
    failed = item_from_message(msg("e", MessageRole.ASSISTANT, None, state=MessageState.ERROR, error="server down",
                                   tool_calls=(ToolCall("t", "x"),)))
    assert accessible_text(failed) == "Assistant Tool x running (error) Error: server down"


def test_pretty_json_only_touches_json() -> None:
    assert pretty_json('{"a":[1,2]}') == '{\n  "a": [\n    1,\n    2\n  ]\n}'
    assert pretty_json("plain text {not json}") == "plain text {not json}"
    assert pretty_json("{broken") == "{broken"
