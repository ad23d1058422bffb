"""Rows holding what PostgreSQL cannot store (NUL, unpaired surrogate escapes), written before
the app cleaned text on write, are promoted anyway: cleaned on the way, counted, verified —
also when the promotion stopped part-way and is resumed."""

from __future__ import annotations

import json
import sqlite3

import pytest

from goclaw_lite.config import resolve_paths
from goclaw_lite.promote.progress import ProgressEvent
from goclaw_lite.promote.run import PromoteOptions, promote
from tests.integration.conftest import PgSchema, admin_connect
from tests.integration.test_promote import build_source, schema_url
from tests.integration.test_promote_cli import run_cli


class Stop(Exception):
    """Raised from the progress callback: the run ends after a committed batch, as if killed."""


def plant(facts_ids: tuple[str, ...], activity_action: str = "promote.test") -> None:
    """Values as SQLite held them before cleaning on write (raw sqlite3: no Database in between)."""
    conn = sqlite3.connect(resolve_paths().db_path)
    try:
        call = [{"id": "call_1", "name": "lookup", "arguments_json": '{"q": "x\x00"}'}]
        conn.execute("UPDATE agent_messages SET tool_calls = ? WHERE id = ?", (json.dumps(call), facts_ids[1]))
        conn.execute("UPDATE agent_messages SET content = ? WHERE id = ?", ("tool output \x00\x00 end", facts_ids[2]))
        conn.execute("UPDATE agent_messages SET content = ? WHERE id = ?", ("late answer \x00", facts_ids[-1]))
        conn.execute(
            "UPDATE activity_logs SET details = ? WHERE action = ?",
            ('{"k": "v\\u0000", "lone": "\\ud800", "pair": "\\ud83d\\ude00", "text": "\\\\u0000"}', activity_action),
        )
        conn.commit()
    finally:
        conn.close()


async def test_nul_in_a_message_is_cleaned_counted_and_verified_across_a_resume(test_key: str, pg_schema: PgSchema) -> None:
    facts = await build_source(messages=9)
    plant(facts.message_ids)
    url = schema_url(pg_schema)
    db_path = resolve_paths().db_path

    def stop_after_first_message_batch(event: ProgressEvent) -> None:
        if event.table == "agent_messages" and event.rows_done >= 3:
            raise Stop

    with pytest.raises(Stop):  # today's main fails here with "cannot hold NUL" instead
        await promote(db_path, url, PromoteOptions(batch_size=3), stop_after_first_message_batch)
    resumed = await promote(db_path, url, PromoteOptions(batch_size=3, resume=True))
    assert resumed.report is not None and resumed.report.ok
    # this run copied the later batches of agent_messages (one NUL) and every later table
    assert resumed.cleaned.get("agent_messages") == 1
    assert "U+FFFD" in resumed.cleaned_note and "agent_messages 1" in resumed.cleaned_note

    with admin_connect(url) as conn:
        contents = dict(conn.execute("SELECT id::text, content FROM agent_messages").fetchall())
        assert contents[facts.message_ids[2]] == "tool output \ufffd\ufffd end"
        assert contents[facts.message_ids[-1]] == "late answer \ufffd"
        (calls,) = conn.execute("SELECT tool_calls FROM agent_messages WHERE id = %s::uuid", (facts.message_ids[1],)).fetchone()
        assert calls[0]["arguments_json"] == '{"q": "x\ufffd"}'
        (details,) = conn.execute("SELECT details FROM activity_logs WHERE action = 'promote.test'").fetchone()
        assert details == {"k": "v\ufffd", "lone": "\ufffd", "pair": "\U0001f600", "text": "\\u0000"}

    again = await promote(db_path, url)  # a finished promotion only verifies: the cleaned rows still match
    assert again.already_complete and again.report is not None and again.report.ok and again.cleaned == {}


async def test_a_single_run_reports_every_cleaned_value(test_key: str, pg_schema: PgSchema) -> None:
    facts = await build_source(messages=9)
    plant(facts.message_ids)
    result = await promote(resolve_paths().db_path, schema_url(pg_schema), PromoteOptions(batch_size=4))
    assert result.report is not None and result.report.ok
    assert result.cleaned == {"agent_messages": 3, "activity_logs": 1}


async def test_the_command_line_says_how_many_values_were_cleaned(
    test_key: str, pg_schema: PgSchema, cli_env: dict[str, str], python_exe: str
) -> None:
    facts = await build_source(messages=9)
    plant(facts.message_ids)
    url = schema_url(pg_schema)
    proc = run_cli(python_exe, cli_env, "promote", url, "--batch-size", "4")
    assert proc.returncode == 0, proc.stderr
    assert (
        "4 text values held characters PostgreSQL cannot store (NUL, unpaired surrogates); they were copied with "
        "U+FFFD in their place (activity_logs 1, agent_messages 3)."
    ) in proc.stdout.splitlines()
    final = run_cli(python_exe, cli_env, "promote", url)
    assert final.returncode == 0 and "nothing was copied" in final.stdout and "checksums match" in final.stdout
