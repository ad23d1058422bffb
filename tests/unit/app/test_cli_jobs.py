"""`goclaw-lite jobs ...` as a user runs it: real subprocesses, the real fake model server."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from goclaw_lite.store.backend.lock import WriterLock
from tests.support.fake_llm import OPENAI_PATH, FakeLLMServer, StreamResponse, openai_text_stream


def run(python_exe: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True,
                          timeout=120, check=False)


def ok(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 0, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    return proc.stdout


def refused(proc: subprocess.CompletedProcess[str], words: str, code: int = 2) -> None:
    assert proc.returncode == code, (proc.stdout, proc.stderr)
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in proc.stderr, proc.stderr


@pytest.fixture
def server() -> Iterator[FakeLLMServer]:
    fake = FakeLLMServer().start()
    try:
        yield fake
    finally:
        fake.stop()


@pytest.fixture
def home(python_exe: str, cli_env: dict[str, str], server: FakeLLMServer) -> dict[str, str]:
    env = {**cli_env, "TZ": "Europe/Berlin"}
    ok(run(python_exe, env, "provider", "add", "local", "--type", "openai_compat", "--base-url", server.openai_base))
    ok(run(python_exe, env, "agent", "add", "ops", "--provider", "local", "--model", "fake-small", "--default"))
    return env


def test_add_list_edit_run_history_toggle_and_remove(python_exe: str, home: dict[str, str],
                                                     server: FakeLLMServer) -> None:
    added = ok(run(python_exe, home, "jobs", "add", "morning", "--cron", "0 7 * * *", "-m", "Summarise the night."))
    assert "Added job morning (cron 0 7 * * * (Europe/Berlin)); next run " in added
    listed = json.loads(ok(run(python_exe, home, "jobs", "list", "--json")))
    assert [(j["name"], j["agent"], j["timezone"], j["enabled"]) for j in listed] == [
        ("morning", "ops", "Europe/Berlin", True)]
    assert listed[0]["next_run_at"].endswith(":00:00+00:00") and listed[0]["next_run"].endswith("at 07:00")
    ok(run(python_exe, home, "jobs", "edit", "morning", "--every", "2h", "--pre-approve", "exec", "--timeout", "60",
           "--skip-missed", "--new-conversation"))
    edited = json.loads(ok(run(python_exe, home, "jobs", "list", "--json")))[0]
    keys = ("schedule", "pre_approved", "timeout_s", "on_missed", "conversation")
    assert tuple(edited[k] for k in keys) == ("every 2 h", ["exec"], 60, "skip", "new")
    server.script_openai(StreamResponse(openai_text_stream("Quiet night.")))
    ran = run(python_exe, home, "jobs", "run", "morning")
    assert ran.returncode == 0 and "morning: ok" in ran.stdout and ran.stdout.rstrip().endswith("Quiet night."), ran
    history = json.loads(ok(run(python_exe, home, "jobs", "history", "morning", "--json")))
    assert [(h["status"], h["summary"]) for h in history] == [("ok", "Quiet night.")]
    assert "Quiet night." in ok(run(python_exe, home, "jobs", "history", "morning"))
    assert "is off" in ok(run(python_exe, home, "jobs", "disable", "morning"))
    assert "is on; next run in 2 h" in ok(run(python_exe, home, "jobs", "enable", "morning"))
    assert "Deleted job morning" in ok(run(python_exe, home, "jobs", "rm", "morning"))
    assert "No jobs." in ok(run(python_exe, home, "jobs", "list"))


def test_bad_input_is_one_clear_line_and_nothing_is_added(python_exe: str, home: dict[str, str]) -> None:
    refused(run(python_exe, home, "jobs", "add", "Bad Name", "--every", "1h", "-m", "x"), "is not a job name")
    refused(run(python_exe, home, "jobs", "add", "a", "--cron", "61 * * * *", "-m", "x"), "5-field cron")
    refused(run(python_exe, home, "jobs", "add", "a", "--every", "soon", "-m", "x"), "not an interval")
    refused(run(python_exe, home, "jobs", "add", "a", "--at", "2001-01-01 07:00", "-m", "x"), "in the past")
    refused(run(python_exe, home, "jobs", "add", "a", "--cron", "0 7 * * *", "--tz", "Mars/Base", "-m", "x"),
            "Unknown time zone")
    refused(run(python_exe, home, "jobs", "add", "a", "--every", "1h"), "-m/--message")
    refused(run(python_exe, home, "jobs", "add", "a", "--every", "1h", "-m", "x", "--agent", "ghost"),
            "No agent with key")
    refused(run(python_exe, home, "jobs", "run", "ghost"), "No job named 'ghost'", code=1)  # not found
    ok(run(python_exe, home, "jobs", "add", "a", "--every", "1h", "-m", "x"))
    refused(run(python_exe, home, "jobs", "add", "a", "--every", "1h", "-m", "y"), "already exists")
    assert len(json.loads(ok(run(python_exe, home, "jobs", "list", "--json")))) == 1


def test_run_due_with_nothing_due_and_install_timer(python_exe: str, home: dict[str, str], tmp_path: Path) -> None:
    ok(run(python_exe, home, "jobs", "add", "later", "--every", "1h", "-m", "x"))
    assert ok(run(python_exe, home, "jobs", "run-due")) == ""
    env = {**home, "XDG_CONFIG_HOME": str(tmp_path / "config")}
    said = ok(run(python_exe, env, "jobs", "install-timer"))
    folder = tmp_path / "config" / "systemd" / "user"
    service = (folder / "goclaw-lite-jobs.service").read_text()
    timer = (folder / "goclaw-lite-jobs.timer").read_text()
    assert "jobs run-due" in service and f"GOCLAW_HOME={home['GOCLAW_HOME']}" in service
    assert "OnCalendar=minutely" in timer and "WantedBy=timers.target" in timer
    assert "systemctl --user enable --now goclaw-lite-jobs.timer" in said and "* * * * * " in said


def test_run_due_runs_a_due_job_once_and_steps_aside_while_the_window_is_open(
    python_exe: str, home: dict[str, str], server: FakeLLMServer,
) -> None:
    ok(run(python_exe, home, "jobs", "add", "hourly", "--every", "1h", "-m", "Anything new?"))
    db = Path(home["GOCLAW_HOME"]) / "goclaw.db"
    with sqlite3.connect(db) as conn:  # an hour has passed (the computer slept through it)
        conn.execute("UPDATE cron_jobs SET next_run_at = '2026-01-01T06:00:00.000Z'")
    window = WriterLock(Path(home["GOCLAW_HOME"]) / "goclaw.lock", "GoClaw Lite (GUI)")
    window.acquire()  # the window holds the data directory: it runs the jobs itself
    try:
        said = ok(run(python_exe, home, "jobs", "run-due"))
    finally:
        window.release()
    assert "window is open and runs the jobs itself" in said and server.requests_to(OPENAI_PATH) == []
    server.script_openai(StreamResponse(openai_text_stream("Nothing new.")))
    assert ok(run(python_exe, home, "jobs", "run-due")).startswith("hourly: ok in ")
    assert ok(run(python_exe, home, "jobs", "run-due")) == ""  # once, not once per missed hour
    [job] = json.loads(ok(run(python_exe, home, "jobs", "list", "--json")))
    assert job["last_status"] == "ok" and job["next_run_at"] > datetime.now(UTC).isoformat()
    assert [h["summary"] for h in json.loads(ok(run(python_exe, home, "jobs", "history", "hourly", "--json")))] == [
        "Nothing new."]
