"""`goclaw-lite hooks ...` as a user runs it: real subprocesses, real hook programs."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from goclaw_lite.store.backend.lock import WriterLock
from tests.unit.app.test_cli_kg import make_agents, ok, one_line_error, run

PY = sys.executable


def hooks(python_exe: str, env: dict[str, str]) -> list[dict[str, object]]:
    return json.loads(ok(run(python_exe, env, "hooks", "list", "--json")))


@pytest.fixture
def home(cli_env: dict[str, str], isolated_home: Path) -> dict[str, str]:
    make_agents(isolated_home, "helper", "coder")
    return cli_env


@pytest.mark.slow
def test_add_list_test_and_remove_a_command_hook(python_exe: str, home: dict[str, str], tmp_path: Path) -> None:
    seen = tmp_path / "stdin.json"
    code = f"import sys; data = sys.stdin.read(); open({str(seen)!r}, 'w').write(data); print('hook saw', len(data), 'bytes')"
    added = ok(run(python_exe, home, "hooks", "add", "--event", "before_tool", "--matcher", "exec|kg_*", "--timeout", "3",
                   "--agent", "helper", "--name", "audit", "--", PY, "-c", code))
    assert added.startswith("Added hook ")
    [hook] = hooks(python_exe, home)
    assert hook["argv"] == [PY, "-c", code] and hook["matcher"] == "exec|kg_*" and hook["timeout_ms"] == 3000
    assert hook["agents"] == ["helper"] and hook["enabled"] is True and hook["name"] == "audit"
    table = ok(run(python_exe, home, "hooks", "list"))
    assert "before_tool" in table and "helper" in table and "audit" in table
    assert hooks(python_exe, home) == json.loads(ok(run(python_exe, home, "hooks", "list", "--agent", "helper", "--json")))
    assert json.loads(ok(run(python_exe, home, "hooks", "list", "--agent", "coder", "--json"))) == []

    tested = ok(run(python_exe, home, "hooks", "test", str(hook["id"])[:8], "--tool", "kg_search"))
    assert "Decision: allow" in tested and "hook saw" in tested
    sent = json.loads(seen.read_text())
    assert sent["event"] == "before_tool" and sent["tool"]["name"] == "kg_search"
    activity = json.loads(ok(run(python_exe, home, "activity", "list", "--entity-type", "hook", "--json")))
    assert [r["action"] for r in activity["rows"]] == ["hook.run", "hook.add"]
    assert activity["rows"][0]["details"]["decision"] == "allow"

    audit = json.loads(ok(run(python_exe, home, "hooks", "runs", str(hook["id"]), "--json")))
    assert [(r["decision"], r["event"], r["subject"]) for r in audit] == [("allow", "before_tool", "kg_search")]
    assert "hook saw" in audit[0]["output"]
    assert "allow" in ok(run(python_exe, home, "hooks", "runs"))
    ok(run(python_exe, home, "hooks", "disable", str(hook["id"])))
    assert hooks(python_exe, home)[0]["enabled"] is False
    ok(run(python_exe, home, "hooks", "rm", str(hook["id"])))
    assert hooks(python_exe, home) == []
    assert "No hooks." in ok(run(python_exe, home, "hooks", "list"))
    assert "deleted" in ok(run(python_exe, home, "hooks", "runs"))  # the audit outlives the hook


@pytest.mark.slow
def test_test_reports_failure_timeout_and_block(python_exe: str, home: dict[str, str]) -> None:
    ok(run(python_exe, home, "hooks", "add", "--event", "after_run", "--", PY, "-c", "import sys; print('bad'); sys.exit(5)"))
    ok(run(python_exe, home, "hooks", "add", "--event", "before_run", "--timeout", "0.5", "--", PY, "-c",
           "import time; time.sleep(30)"))
    ok(run(python_exe, home, "hooks", "add", "--event", "before_tool", "--builtin", "block", "--reason", "not today"))
    by_event = {h["event"]: str(h["id"]) for h in hooks(python_exe, home)}
    failed = run(python_exe, home, "hooks", "test", by_event["after_run"], "--json")
    assert failed.returncode == 1 and "Traceback" not in failed.stderr
    result = json.loads(failed.stdout)
    assert (result["decision"], result["exit_code"], result["error"]) == ("error", 5, "exit code 5")
    assert result["output"].strip() == "bad" and result["event"]["status"] == "completed"
    slow = run(python_exe, home, "hooks", "test", by_event["before_run"], "--json")
    assert slow.returncode == 1 and json.loads(slow.stdout)["decision"] == "timeout"
    blocked = run(python_exe, home, "hooks", "test", by_event["before_tool"])
    assert blocked.returncode == 1 and "Decision: block" in blocked.stdout and "not today" in blocked.stdout


@pytest.mark.slow
def test_mistakes_are_one_line_errors(python_exe: str, home: dict[str, str]) -> None:
    assert "after --" in one_line_error(run(python_exe, home, "hooks", "add", "--event", "after_run"), 2)
    assert "not both" in one_line_error(
        run(python_exe, home, "hooks", "add", "--event", "after_run", "--builtin", "log", "--", "echo"), 2
    )
    assert "nobody" in one_line_error(
        run(python_exe, home, "hooks", "add", "--event", "after_run", "--agent", "nobody", "--", "echo"), 2
    )
    bad_event = run(python_exe, home, "hooks", "add", "--event", "on_save", "--", "echo")
    assert bad_event.returncode == 2 and "invalid choice: 'on_save'" in bad_event.stderr and "Traceback" not in bad_event.stderr
    assert "6 characters" in one_line_error(run(python_exe, home, "hooks", "rm", "abc"), 2)
    assert "No hook" in one_line_error(run(python_exe, home, "hooks", "test", "0193a5b0-0000-7000-8000-00000000dead"), 1)
    assert hooks(python_exe, home) == []


def test_list_works_while_the_window_is_open(python_exe: str, home: dict[str, str], isolated_home: Path) -> None:
    ok(run(python_exe, home, "hooks", "add", "--event", "after_run", "--builtin", "log"))
    with WriterLock(isolated_home / "goclaw.lock", "the GUI under test"):
        assert len(hooks(python_exe, home)) == 1
        refused = run(python_exe, home, "hooks", "rm", str(hooks(python_exe, home)[0]["id"]))
        assert refused.returncode == 2 and "the GUI under test" in refused.stderr
