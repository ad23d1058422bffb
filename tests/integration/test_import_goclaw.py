"""`goclaw-lite import goclaw` as a real subprocess, on files built the way GoClaw Lite (Go) writes them."""

from __future__ import annotations

import hashlib
import json
import os
import pty
import select
import sqlite3
import subprocess
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.security.crypto import Binding, Cipher
from tests.integration.conftest import PgSchema, admin_connect
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream
from tests.support.fixtures import fake_llm  # noqa: F401
from tests.support.goclaw_source import (
    BASE_TIME,
    GOCLAW_KEY_HEX,
    OTHER_KEY_HEX,
    GoClawFixture,
    build_goclaw_file,
    canonical,
    goclaw_seal,
)
from tests.support.processes import StderrWatch, sigkill_when

OUR_KEY_HEX = "4f" * 32
Run = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture
def env(cli_env: dict[str, str], tmp_path: Path) -> dict[str, str]:
    """Our key in GOCLAW_KEY and a private HOME (~/.goclaw)."""
    home = tmp_path / "user-home"
    home.mkdir()
    return {**cli_env, "GOCLAW_KEY": OUR_KEY_HEX, "HOME": str(home)}


@pytest.fixture
def cli(python_exe: str, env: dict[str, str]) -> Run:
    def run(*args: str, extra_env: dict[str, str] | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        # GoClaw's key is in GOCLAW_ENCRYPTION_KEY for imports only: for every other command
        # our own key store reads that variable too (and refuses two different keys)
        goclaw = {"GOCLAW_ENCRYPTION_KEY": GOCLAW_KEY_HEX} if "import" in args else {}
        return subprocess.run(
            [python_exe, "-m", "goclaw_lite", *args], env={**env, **goclaw, **(extra_env or {})}, capture_output=True, text=True, check=False,
            timeout=timeout, stdin=subprocess.DEVNULL,
        )

    return run


@pytest.fixture
def source(tmp_path: Path) -> GoClawFixture:
    return build_goclaw_file(_file(tmp_path))


def _file(tmp_path: Path, name: str = "goclaw.db") -> Path:
    folder = tmp_path / "goclaw-go"
    folder.mkdir(exist_ok=True)
    return folder / name


def report_of(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def one_line_error(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.startswith("goclaw-lite: error:")]
    assert len(lines) == 1, proc.stderr
    return lines[0]


def ours(home: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(home / "goclaw.db")
    conn.row_factory = sqlite3.Row
    return conn


def one(conn: sqlite3.Connection, sql: str, *params: object) -> sqlite3.Row:
    row = conn.execute(sql, params).fetchone()
    assert row is not None, sql
    return row


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def opened(sealed: str, table: str, column: str, row_id: str) -> str:
    return Cipher(bytes.fromhex(OUR_KEY_HEX)).open(sealed, Binding(table, column, row_id), mandatory=True)


def counts(report: dict[str, Any]) -> dict[str, int]:
    return {name: t["imported"] for name, t in report["tables"].items()}


def test_full_import_brings_every_row_over_as_ours(cli: Run, source: GoClawFixture, isolated_home: Path) -> None:
    report = report_of(cli("import", "goclaw", str(source.path), "--json"))
    ids = source.ids
    assert counts(report) == {
        "llm_providers": 3, "agents": 2, "agent_links": 1, "sessions": 2, "kg_entities": 3, "kg_relations": 1,
        "kg_dedup_candidates": 1, "episodic_summaries": 1, "vault_documents": 2, "vault_links": 1,
        "agent_evolution_metrics": 1, "agent_evolution_suggestions": 1, "subagent_tasks": 1, "activity_logs": 1,
        "hooks": 1, "hook_agents": 1, "hook_executions": 1, "secure_cli_binaries": 1, "secure_cli_agent_grants": 1,
        "secure_cli_user_credentials": 1, "agent_context_files": 3, "user_context_files": 2, "mcp_servers": 2,
        "mcp_agent_grants": 1, "traces": 2, "spans": 5, "skills": 2, "skill_agent_grants": 1, "skill_user_grants": 1,
        "builtin_tools": 5, "cron_jobs": 2, "cron_run_logs": 2,
    }
    assert report["problems"] == []
    assert report["left_behind"] == {"agent_teams": 1, "mcp_user_credentials": 1}
    assert report["plaintext_secrets"] == 2 and report["sealed_secrets"] == 7
    assert report["backup_path"] and Path(report["backup_path"]).is_file()
    stamp = canonical(BASE_TIME)
    with ours(isolated_home) as db:
        local = one(db, "SELECT * FROM llm_providers WHERE id = ?", ids["provider_local"])
        assert (local["name"], local["provider_type"], local["api_base"], local["enabled"]) == (
            "local", "openai_compat", "http://127.0.0.1:9/v1", 1)
        assert local["created_at"] == stamp  # Go's local-time string, +07 with m=, read as UTC
        assert json.loads(local["settings"]) == {"timeout": 30}  # BLOB JSON became text
        assert opened(local["api_key"], "llm_providers", "api_key", ids["provider_local"]) == source.api_keys["local"]
        claude = one(db, "SELECT * FROM llm_providers WHERE id = ?", ids["provider_claude"])
        assert (claude["provider_type"], claude["api_base"]) == ("anthropic", "https://api.anthropic.com")
        assert claude["api_key"].startswith("aes-gcm:")  # GoClaw's plaintext key is sealed here
        assert opened(claude["api_key"], "llm_providers", "api_key", ids["provider_claude"]) == source.api_keys["claude"]
        cli_provider = one(db, "SELECT enabled, api_key FROM llm_providers WHERE id = ?", ids["provider_cli"])
        assert tuple(cli_provider) == (0, None)

        main = one(db, "SELECT * FROM agents WHERE id = ?", ids["agent_main"])
        assert (main["agent_key"], main["provider"], main["model"], main["is_default"]) == ("default", "local", "fake-small", 1)
        assert main["system_prompt"] == ""  # SOUL.md and IDENTITY.md came over as agent files
        assert json.loads(main["model_fallback"])["candidates"] == [{"provider": "claude", "model": "claude-sonnet"}]
        assert json.loads(main["other_config"]) == {"goclaw_sandbox_config": {"mode": "off"}}
        assert main["updated_at"] == canonical(BASE_TIME.replace(hour=9))
        helper = one(db, "SELECT display_name, is_default, created_at FROM agents WHERE id = ?", ids["agent_helper"])
        assert tuple(helper) == ("", 0, stamp)  # the UTC time.String() shape
        link = one(db, "SELECT source_agent_id, target_agent_id, description FROM agent_links WHERE id = ?", ids["link"])
        assert tuple(link) == (ids["agent_main"], ids["agent_helper"], "ask the helper")

        conv = one(db, "SELECT * FROM agent_conversations WHERE id = ?", ids["session"])
        assert conv["title"] == "What time is it in Hanoi?" and conv["agent_id"] == ids["agent_main"]
        assert conv["created_at"] == canonical(source.times["session_created"])
        assert conv["updated_at"] == canonical(source.times["session_updated"])
        messages = db.execute(
            "SELECT * FROM agent_messages WHERE conversation_id = ? ORDER BY created_at, id", (ids["session"],)
        ).fetchall()
        assert [m["role"] for m in messages] == ["user", "assistant", "tool", "assistant"]  # [System] nudge left out
        assert [m["parent_id"] for m in messages[1:]] == [m["id"] for m in messages[:-1]]
        assert conv["active_leaf_id"] == messages[-1]["id"]
        calls = json.loads(messages[1]["tool_calls"])
        assert calls == [{"id": "call_1", "name": "current_time", "arguments_json": '{"tz": "Asia/Ho_Chi_Minh"}'}]
        assert json.loads(messages[1]["metadata"])["reasoning"] == "I should call the clock tool."
        assert messages[2]["tool_call_id"] == "call_1" and messages[2]["content"] == '{"time":"15:51"}'
        assert messages[0]["created_at"] == canonical(source.times["session_created"].replace(second=57))
        # the last reply had no time: it lies between its neighbour and the session's update
        assert messages[2]["created_at"] < messages[3]["created_at"] <= conv["updated_at"]
        labelled = one(db, "SELECT title, metadata FROM agent_conversations WHERE id = ?", ids["session_labelled"])
        assert labelled["title"] == "Greetings"
        assert json.loads(labelled["metadata"])["goclaw_spawned_by"] == "default"  # a subagent's own session

        daily = one(db, "SELECT * FROM cron_jobs WHERE id = ?", ids["cron_daily"])
        columns = ("name", "agent_id", "schedule_kind", "cron_expression", "timezone")
        assert tuple(daily[c] for c in columns) == ("daily", ids["agent_main"], "cron", "0 7 * * *", "Asia/Ho_Chi_Minh")
        assert json.loads(daily["payload"])["message"] == "Morning brief, please." and daily["enabled"] == 1
        assert daily["next_run_at"] > canonical(datetime.now(UTC))  # re-armed from now: no burst of runs on moving in
        assert daily["next_run_at"].endswith("T00:00:00.000Z")  # 07:00 in Ho Chi Minh City
        weekly = one(db, "SELECT last_status, interval_ms, stateless FROM cron_jobs WHERE id = ?", ids["cron_weekly"])
        assert tuple(weekly) == ("interrupted", 604_800_000, 1)  # GoClaw stopped in the middle of a run
        runs = db.execute(
            "SELECT job_id, status, summary, error, input_tokens FROM cron_run_logs ORDER BY id").fetchall()
        assert [tuple(r) for r in runs] == [(ids["cron_daily"], "ok", "Three meetings today.", None, 900),
                                            (ids["cron_weekly"], "error", None, "context deadline exceeded", 900)]

        alice = one(db, "SELECT * FROM kg_entities WHERE id = ?", ids["entity_alice"])
        assert (alice["name"], alice["entity_type"], alice["confidence"], alice["created_at"]) == ("Alice", "person", 0.9, stamp)
        assert json.loads(alice["properties"]) == {"team": "core"} and alice["name_fold"] == "alice"
        acme = one(db, "SELECT properties, description, valid_until FROM kg_entities WHERE id = ?", ids["entity_acme"])
        assert (acme["properties"], acme["description"]) == ("{}", "")  # Go's `null` and NULL
        assert acme["valid_until"] == canonical(BASE_TIME.replace(day=16))
        relation = one(db, "SELECT * FROM kg_relations WHERE id = ?", ids["relation"])
        assert (relation["source_entity_id"], relation["relation_type"], relation["target_entity_id"]) == (
            ids["entity_alice"], "works_at", ids["entity_acme"])
        candidate = one(db, "SELECT entity_a_id, entity_b_id, similarity FROM kg_dedup_candidates WHERE id = ?", ids["candidate"])
        assert candidate["entity_a_id"] < candidate["entity_b_id"] and candidate["similarity"] == 0.91

        episode = one(db, "SELECT * FROM episodic_summaries WHERE id = ?", ids["episode"])
        assert episode["source_id"] is None  # Go's '' would collide in the unique index
        assert json.loads(episode["key_topics"]) == ["time", "hanoi"] and "hanoi" in episode["search_fold"]
        doc = one(db, "SELECT path, path_basename, metadata, scope FROM vault_documents WHERE id = ?", ids["doc_a"])
        assert tuple(doc) == ("notes/Plan.md", "plan.md", "{}", "personal")
        assert one(db, "SELECT to_doc_id FROM vault_links WHERE id = ?", ids["vault_link"])[0] == ids["doc_b"]
        metric = one(db, "SELECT value, created_at FROM agent_evolution_metrics WHERE id = ?", ids["metric"])
        assert json.loads(metric["value"]) == {"success": True, "duration_ms": 12} and metric["created_at"] == stamp
        suggestion = one(db, "SELECT parameters, status FROM agent_evolution_suggestions WHERE id = ?", ids["suggestion"])
        assert tuple(suggestion) == (None, "pending")
        task = one(db, "SELECT parent_agent_key, status, metadata FROM subagent_tasks WHERE id = ?", ids["subtask"])
        assert (task["parent_agent_key"], task["status"], json.loads(task["metadata"])) == ("default", "completed", {"k": "v"})
        activity = one(db, "SELECT action, details FROM activity_logs WHERE id = ?", ids["activity"])
        assert activity["action"] == "agent.create" and json.loads(activity["details"]) == {"key": "default"}
        hook = one(db, "SELECT event, matcher, version, metadata FROM hooks WHERE id = ?", ids["hook"])
        assert tuple(hook) == ("pre_tool_use", "exec", 2, "{}")
        assert one(db, "SELECT agent_id FROM hook_agents WHERE hook_id = ?", ids["hook"])[0] == ids["agent_main"]
        assert one(db, "SELECT hook_id FROM hook_executions WHERE id = ?", ids["hook_execution"])[0] == ids["hook"]

        binary = one(db, "SELECT * FROM secure_cli_binaries WHERE id = ?", ids["binary"])
        assert (binary["binary_name"], binary["is_global"], json.loads(binary["deny_args"])) == ("gh", 0, ["repo delete"])
        for table, key in (("secure_cli_binaries", "binary"), ("secure_cli_agent_grants", "grant"),
                           ("secure_cli_user_credentials", "user_credential")):
            sealed = one(db, f"SELECT encrypted_env FROM {table} WHERE id = ?", ids[key])[0]
            assert json.loads(opened(sealed, table, "encrypted_env", ids[key])) == source.env[key]


def test_an_imported_provider_key_authenticates_a_chat(
    cli: Run, fake_llm: FakeLLMServer, tmp_path: Path  # noqa: F811
) -> None:
    fx = build_goclaw_file(_file(tmp_path), provider_base=fake_llm.openai_base)
    fake_llm.expected_api_key = fx.api_keys["local"]
    report_of(cli("import", "goclaw", str(fx.path), "--json"))
    fake_llm.script_openai(StreamResponse(openai_text_stream("Hello from the fake model")))
    chat = cli("chat", "Hello?", "--agent", "default")  # GoClaw's key is not needed any more
    assert chat.returncode == 0, chat.stderr
    assert "Hello from the fake model" in chat.stdout
    assert fake_llm.exchanges and all(e.auth_present and e.auth_ok for e in fake_llm.exchanges)


def test_a_wrong_goclaw_key_is_refused_before_anything_is_written(
    cli: Run, source: GoClawFixture, isolated_home: Path
) -> None:
    assert cli("db", "migrate").returncode == 0  # our database exists (and is closed again)
    before = {p.name: file_hash(p) for p in isolated_home.iterdir() if p.is_file()}
    source_before = file_hash(source.path)
    line = one_line_error(cli("import", "goclaw", str(source.path), extra_env={"GOCLAW_ENCRYPTION_KEY": OTHER_KEY_HEX}))
    assert "does not open GoClaw's sealed values" in line and "Nothing was written" in line
    assert OTHER_KEY_HEX not in line
    assert {p.name: file_hash(p) for p in isolated_home.iterdir() if p.is_file()} == before
    assert not (isolated_home / "backups").exists()
    assert file_hash(source.path) == source_before


def test_the_goclaw_key_is_found_in_its_key_file(cli: Run, source: GoClawFixture, env: dict[str, str]) -> None:
    key_file = Path(env["HOME"]) / ".goclaw" / "secrets" / "encryption_key"
    key_file.parent.mkdir(parents=True)
    key_file.write_text(GOCLAW_KEY_HEX + "\n")
    key_file.chmod(0o600)
    report = report_of(cli("import", "goclaw", str(source.path), "--json", extra_env={"GOCLAW_ENCRYPTION_KEY": ""}))
    assert counts(report)["secure_cli_binaries"] == 1


def _read_until(fd: int, marker: bytes, timeout: float = 60) -> bytes:
    data = b""
    deadline = time.monotonic() + timeout
    while marker not in data:
        left = deadline - time.monotonic()
        assert left > 0, f"timed out; got {data!r}"
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            piece = os.read(fd, 4096)
            assert piece, f"closed; got {data!r}"
            data += piece
    return data


# Started in a new session, the child makes the pty on its stdin its controlling terminal
# (what getpass opens as /dev/tty), then becomes the CLI.
_ON_A_TERMINAL = (
    "import fcntl, os, sys, termios; fcntl.ioctl(0, termios.TIOCSCTTY, 0); "
    "os.execv(sys.executable, [sys.executable, '-m', 'goclaw_lite', *sys.argv[1:]])"
)


def test_on_a_terminal_the_goclaw_key_is_asked_for_without_echo(
    source: GoClawFixture, python_exe: str, env: dict[str, str], isolated_home: Path
) -> None:
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen(
            [python_exe, "-c", _ON_A_TERMINAL, "import", "goclaw", str(source.path), "--json"], env=env, stdin=slave,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
        )
        os.close(slave)
        _read_until(master, b"GoClaw Lite encryption key (not shown): ")
        os.write(master, GOCLAW_KEY_HEX.encode() + b"\n")
        out, errors = proc.communicate(timeout=120)
        echoed = b""
        while select.select([master], [], [], 0)[0]:
            try:
                piece = os.read(master, 4096)
            except OSError:
                break
            if not piece:
                break
            echoed += piece
    finally:
        os.close(master)
    assert proc.returncode == 0, errors
    assert json.loads(out)["tables"]["secure_cli_binaries"]["imported"] == 1
    assert GOCLAW_KEY_HEX.encode() not in echoed + out + errors


def test_without_any_goclaw_key_the_import_stops_with_where_it_looked(cli: Run, source: GoClawFixture) -> None:
    line = one_line_error(cli("import", "goclaw", str(source.path), extra_env={"GOCLAW_ENCRYPTION_KEY": ""}))
    assert "GOCLAW_ENCRYPTION_KEY" in line and "encryption_key" in line


def test_the_source_stays_byte_identical(cli: Run, source: GoClawFixture) -> None:
    folder = source.path.parent
    before = {p: file_hash(p) for p in folder.rglob("*") if p.is_file()}  # the file and its skills-store
    report_of(cli("import", "goclaw", str(source.path), "--dry-run", "--json"))
    report_of(cli("import", "goclaw", str(source.path), "--json"))
    assert {p: file_hash(p) for p in folder.rglob("*") if p.is_file()} == before


def test_a_running_goclaw_is_read_from_one_snapshot_including_its_write_ahead_log(
    cli: Run, source: GoClawFixture, isolated_home: Path
) -> None:
    """GoClaw keeps its file open in WAL mode: committed rows still in the log must come over too."""
    goclaw = sqlite3.connect(source.path)
    try:
        goclaw.execute("PRAGMA journal_mode = WAL")
        goclaw.execute("PRAGMA wal_autocheckpoint = 0")
        goclaw.execute(
            "INSERT INTO kg_entities (id, agent_id, user_id, external_id, name, entity_type, tenant_id, created_at, "
            "updated_at, valid_from) SELECT '019e3522-0000-7000-8000-00000000beef', agent_id, user_id, 'carol', 'Carol', "
            "'person', tenant_id, created_at, updated_at, valid_from FROM kg_entities WHERE id = ?",
            (source.ids["entity_alice"],),
        )
        goclaw.commit()
        main_file = file_hash(source.path)
        assert source.path.with_name("goclaw.db-wal").stat().st_size > 0
        report = report_of(cli("import", "goclaw", str(source.path), "--json"))
        assert counts(report)["kg_entities"] == 4
        assert file_hash(source.path) == main_file
    finally:
        goclaw.close()
    with ours(isolated_home) as db:
        assert one(db, "SELECT name FROM kg_entities WHERE external_id = 'carol'")[0] == "Carol"


def test_a_dry_run_reports_everything_and_writes_nothing(cli: Run, source: GoClawFixture, isolated_home: Path) -> None:
    report = report_of(cli("import", "goclaw", str(source.path), "--dry-run", "--json"))
    assert report["dry_run"] is True and counts(report)["kg_entities"] == 3 and report["backup_path"] is None
    with ours(isolated_home) as db:
        assert db.execute("SELECT COUNT(*) FROM agents").fetchone()[0] == 0
        assert db.execute("SELECT COUNT(*) FROM kg_entities").fetchone()[0] == 0


def test_a_second_import_skips_what_is_there_and_reports_what_changed(
    cli: Run, source: GoClawFixture, isolated_home: Path
) -> None:
    first = report_of(cli("import", "goclaw", str(source.path), "--json"))
    second = report_of(cli("import", "goclaw", str(source.path), "--json"))
    assert sum(counts(second).values()) == 0
    assert {n: t["already_there"] for n, t in second["tables"].items()} == counts(first)
    assert second["problems"] == [] and second["sealed_secrets"] == 0
    with sqlite3.connect(source.path) as conn:
        conn.execute("UPDATE kg_entities SET description = 'Staff engineer' WHERE id = ?", (source.ids["entity_alice"],))
        conn.execute("UPDATE llm_providers SET api_key = ? WHERE id = ?",
                     (goclaw_seal("sk-rotated-in-goclaw"), source.ids["provider_local"]))
        history = json.loads(conn.execute("SELECT messages FROM sessions WHERE id = ?", (source.ids["session_labelled"],)).fetchone()[0])
        history.append({"role": "user", "content": "one more thing"})
        conn.execute("UPDATE sessions SET messages = ? WHERE id = ?",
                     (json.dumps(history).encode(), source.ids["session_labelled"]))
    third = report_of(cli("import", "goclaw", str(source.path), "--json"))
    assert third["tables"]["sessions"]["changed"] == 1
    assert third["tables"]["kg_entities"]["changed"] == 1 and third["tables"]["llm_providers"]["changed"] == 1
    assert sorted((p["table"], p["row_id"]) for p in third["problems"]) == [
        ("kg_entities", source.ids["entity_alice"]), ("llm_providers", source.ids["provider_local"]),
        ("sessions", source.ids["session_labelled"])]
    with ours(isolated_home) as db:
        assert db.execute("SELECT COUNT(*) FROM kg_entities").fetchone()[0] == 3
        assert db.execute("SELECT COUNT(*) FROM agent_messages").fetchone()[0] == 6


def _table_dump(home: Path) -> dict[str, list[tuple[Any, ...]]]:
    with ours(home) as db:
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        dump = {n: sorted(map(tuple, db.execute(f'SELECT * FROM "{n}"').fetchall()), key=repr) for n in names}
    # opening the store (any command) notes when its integrity was last checked: not the import's write
    dump["lite_meta"] = [row for row in dump["lite_meta"] if row[0] != "last_quick_check"]
    return dump


def test_kill_9_mid_import_leaves_our_database_as_it_was(
    cli: Run, source: GoClawFixture, isolated_home: Path, python_exe: str, env: dict[str, str]
) -> None:
    assert cli("provider", "add", "mine", "--type", "openai_compat", "--base-url", "http://127.0.0.1:1/v1",
               "--no-key").returncode == 0
    before = _table_dump(isolated_home)
    for _ in range(2):  # each killed import's full-size backup is removed, not piled up
        proc = subprocess.Popen(
            [python_exe, "-m", "goclaw_lite", "import", "goclaw", str(source.path), "--pause-per-table", "60"],
            env={**env, "GOCLAW_ENCRYPTION_KEY": GOCLAW_KEY_HEX}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
        )
        sigkill_when(proc, StderrWatch(proc, b"llm_providers:"),
                     "the providers' line (written in the paused transaction)")
        assert _table_dump(isolated_home) == before
    again = report_of(cli("import", "goclaw", str(source.path), "--json"))
    assert counts(again)["kg_entities"] == 3
    backups = sorted(p.name for p in (isolated_home / "backups").iterdir())
    assert backups == [Path(again["backup_path"]).name], backups


def test_bad_rows_are_reported_with_table_id_and_reason_and_skipped(
    cli: Run, tmp_path: Path, isolated_home: Path
) -> None:
    fx = build_goclaw_file(_file(tmp_path), bad_rows=True)
    report = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    problems = {(p["table"], p["row_id"]): p["reason"] for p in report["problems"]}
    assert set(problems) == {
        ("kg_entities", fx.ids["bad_json_entity"]),
        ("agent_evolution_suggestions", fx.ids["bad_time_suggestion"]),
        ("vault_links", fx.ids["dangling_link"]),
        ("sessions", fx.ids["bad_session"]),
        ("spans", fx.ids["span_dangling"]),
        ("skills", fx.ids["skill_gone"]),
        ("skills", fx.ids["skill_tampered"]),
    }
    assert "messages: invalid JSON" in problems[("sessions", fx.ids["bad_session"])]
    assert "invalid JSON" in problems[("kg_entities", fx.ids["bad_json_entity"])]
    assert "unknown timestamp shape" in problems[("agent_evolution_suggestions", fx.ids["bad_time_suggestion"])]
    assert "points nowhere" in problems[("vault_links", fx.ids["dangling_link"])]
    with ours(isolated_home) as db:
        for table, key in (("kg_entities", "bad_json_entity"), ("agent_evolution_suggestions", "bad_time_suggestion"),
                           ("vault_links", "dangling_link")):
            assert db.execute(f"SELECT COUNT(*) FROM {table} WHERE id = ?", (fx.ids[key],)).fetchone()[0] == 0
        assert db.execute("SELECT COUNT(*) FROM kg_entities").fetchone()[0] == 3
        assert db.execute("SELECT COUNT(*) FROM agent_conversations WHERE id = ?", (fx.ids["bad_session"],)).fetchone()[0] == 0
    plain = cli("import", "goclaw", str(fx.path))
    assert f"skipped kg_entities {fx.ids['bad_json_entity']}: properties: invalid JSON" in plain.stdout


def test_a_version_49_file_with_extra_columns_imports(cli: Run, tmp_path: Path, isolated_home: Path) -> None:
    fx = build_goclaw_file(_file(tmp_path), version=49)
    report = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    assert report["schema_version"] == 49 and report["problems"] == []
    assert counts(report)["sessions"] == 2 and counts(report)["secure_cli_binaries"] == 1
    with ours(isolated_home) as db:
        assert db.execute("SELECT COUNT(*) FROM agents").fetchone()[0] == 2


def test_a_version_30_file_without_model_fallback_imports(cli: Run, tmp_path: Path, isolated_home: Path) -> None:
    fx = build_goclaw_file(_file(tmp_path), version=30)
    report = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    assert report["schema_version"] == 30 and report["problems"] == [] and counts(report)["agents"] == 2
    with ours(isolated_home) as db:
        assert one(db, "SELECT model_fallback FROM agents WHERE id = ?", fx.ids["agent_main"])[0] == "{}"


def test_context_files_of_another_shape_are_reported_not_silently_skipped(
    cli: Run, tmp_path: Path, isolated_home: Path
) -> None:
    fx = build_goclaw_file(_file(tmp_path))
    with sqlite3.connect(fx.path) as conn:
        conn.execute("ALTER TABLE agent_context_files RENAME COLUMN file_name TO path")
    report = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    assert counts(report)["agents"] == 2 and "agent_context_files" not in report["tables"]
    assert any("agent_context_files has no column file_name" in note for note in report["notes"])
    assert report["left_behind"]["agent_context_files"] == 4
    with ours(isolated_home) as db:
        assert db.execute("SELECT COUNT(*) FROM agent_context_files").fetchone()[0] == 0


def test_files_it_cannot_read_are_refused_with_the_reason(cli: Run, tmp_path: Path) -> None:
    plain = tmp_path / "other.db"
    with sqlite3.connect(plain) as conn:
        conn.execute("CREATE TABLE notes (id INTEGER)")
    assert "not a GoClaw Lite one" in one_line_error(cli("import", "goclaw", str(plain)))
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    assert "not a SQLite database" in one_line_error(cli("import", "goclaw", str(text)))
    old = build_goclaw_file(_file(tmp_path, "old.db"), version=29)
    assert "versions 30 to 50" in one_line_error(cli("import", "goclaw", str(old.path)))
    missing = build_goclaw_file(_file(tmp_path, "odd.db"))
    with sqlite3.connect(missing.path) as conn:
        conn.execute("ALTER TABLE kg_entities RENAME COLUMN external_id TO ext_id")
    assert "lacks the column(s) external_id" in one_line_error(cli("import", "goclaw", str(missing.path)))
    assert "no GoClaw Lite database" in one_line_error(cli("import", "goclaw", str(tmp_path / "absent.db")))


def test_the_default_path_is_goclaw_data_dir(cli: Run, source: GoClawFixture) -> None:
    report = report_of(cli("import", "goclaw", "--json", extra_env={"GOCLAW_DATA_DIR": str(source.path.parent)}))
    assert counts(report)["agents"] == 2


def test_agent_map_brings_a_goclaw_agent_into_one_of_ours(cli: Run, source: GoClawFixture, isolated_home: Path) -> None:
    assert cli("provider", "add", "mine", "--type", "openai_compat", "--base-url", "http://127.0.0.1:1/v1",
               "--no-key").returncode == 0
    assert cli("agent", "add", "main", "--provider", "mine", "--model", "m").returncode == 0
    report = report_of(cli("import", "goclaw", str(source.path), "--agent-map", "default=main", "--json"))
    assert counts(report)["agents"] == 1  # only the helper is new
    with ours(isolated_home) as db:
        main_id = one(db, "SELECT id FROM agents WHERE agent_key = 'main'")[0]
        assert main_id != source.ids["agent_main"]
        assert {r[0] for r in db.execute("SELECT DISTINCT agent_id FROM kg_entities")} == {main_id}
        assert one(db, "SELECT agent_id FROM agent_conversations WHERE id = ?", source.ids["session"])[0] == main_id
    bad = one_line_error(cli("import", "goclaw", str(source.path), "--agent-map", "nobody=main"))
    assert "nobody" in bad


def test_a_provider_name_taken_here_keeps_ours_and_says_so(cli: Run, source: GoClawFixture, isolated_home: Path) -> None:
    assert cli("provider", "add", "local", "--type", "openai_compat", "--base-url", "http://127.0.0.1:1/v1",
               "--no-key").returncode == 0
    report = report_of(cli("import", "goclaw", str(source.path), "--json"))
    problems = {(p["table"], p["row_id"]): p["reason"] for p in report["problems"]}
    assert "a provider named 'local' exists here already" in problems[("llm_providers", source.ids["provider_local"])]
    assert counts(report)["agents"] == 2  # the GoClaw agents on 'local' now use ours
    with ours(isolated_home) as db:
        assert one(db, "SELECT api_base FROM llm_providers WHERE name = 'local'")[0] == "http://127.0.0.1:1/v1"


@pytest.mark.postgres
def test_importing_into_postgresql(cli: Run, source: GoClawFixture, pg_schema: PgSchema) -> None:
    url = f"{pg_schema.url}?options=-csearch_path%3D{pg_schema.name}"
    first = report_of(cli("--store", url, "import", "goclaw", str(source.path), "--json"))
    assert first["problems"] == [] and counts(first)["kg_entities"] == 3 and first["backup_path"] is None
    second = report_of(cli("--store", url, "import", "goclaw", str(source.path), "--json"))
    assert sum(counts(second).values()) == 0 and second["problems"] == []
    with admin_connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM agent_messages").fetchone() == (6,)
        sealed = conn.execute("SELECT api_key FROM llm_providers WHERE name = 'local'").fetchone()
        assert sealed is not None
    assert opened(str(sealed[0]), "llm_providers", "api_key", source.ids["provider_local"]) == source.api_keys["local"]
