"""The hook dispatcher with real child processes: stdin JSON, exit codes, timeouts that kill
the whole process group, capped output, matchers, builtins, and the audit it leaves."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.hooks.dispatcher import HookDispatcher, matches
from goclaw_lite.security.redact import register_secret, unregister_secret
from goclaw_lite.store.records.activity import ActivityFilter
from tests.support.waiting import until
from tests.unit.hooks.conftest import HookEnv

PY = sys.executable
TOOL_EVENT = {"tool": {"name": "exec", "arguments": {"cmd": "ls"}}, "agent_key": "helper", "conversation_id": "c1"}


def py(code: str) -> dict[str, list[str]]:
    return {"argv": [PY, "-c", code]}


def dispatcher(env: HookEnv, **kwargs: object) -> HookDispatcher:
    return HookDispatcher(env.hooks, env.activity, **kwargs)  # type: ignore[arg-type]


async def test_event_arrives_as_json_on_stdin_and_env_has_no_key(env: HookEnv, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOCLAW_KEY", "ab" * 32)
    seen = tmp_path / "seen.json"
    code = ("import json, os, sys; doc = json.load(sys.stdin); "
            f"doc['env'] = [k for k in os.environ if k.startswith('GOCLAW')]; open({str(seen)!r}, 'w').write(json.dumps(doc)); "
            "print('looked at', doc['tool']['name'])")
    await env.hooks.create("before_tool", "command", py(code))
    result = await dispatcher(env).dispatch("before_tool", TOOL_EVENT, subject="exec", session_id="c1")
    assert not result.blocked and [o.decision for o in result.outcomes] == ["allow"]
    assert result.outcomes[0].output.strip() == "looked at exec" and result.outcomes[0].exit_code == 0
    doc = json.loads(seen.read_text())
    assert doc["event"] == "before_tool" and doc["tool"] == TOOL_EVENT["tool"] and doc["conversation_id"] == "c1"
    assert "GOCLAW_KEY" not in doc["env"] and "GOCLAW_HOOK_EVENT" in doc["env"]
    [run] = await env.hooks.executions()
    assert (run.decision, run.session_id, run.output.strip(), run.metadata["subject"]) == ("allow", "c1", "looked at exec", "exec")
    logged = await env.activity.list(ActivityFilter(action="hook.run"))
    assert logged[0].details["decision"] == "allow" and logged[0].entity_id == result.outcomes[0].hook_id


async def test_failures_are_recorded_not_raised(env: HookEnv) -> None:
    await env.hooks.create("after_run", "command", py("import sys; print('boom', file=sys.stderr); sys.exit(3)"), priority=3)
    await env.hooks.create("after_run", "command", {"argv": ["/nonexistent/goclaw-hook"]}, priority=2)
    await env.hooks.create("after_run", "builtin", {"builtin": "no-such-builtin"}, priority=1)
    await env.hooks.create("after_run", "command", py("print('still ran')"), priority=0)
    result = await dispatcher(env).dispatch("after_run", {"agent_key": "helper"})
    decisions = [(o.decision, o.error) for o in result.outcomes]
    assert decisions[0] == ("error", "exit code 3") and "boom" in result.outcomes[0].output
    assert decisions[1][0] == "error" and "cannot start" in decisions[1][1]
    assert decisions[2] == ("error", "unknown builtin 'no-such-builtin'")
    assert decisions[3] == ("allow", "") and not result.blocked
    assert sorted(r.decision for r in await env.hooks.executions()) == ["allow", "error", "error", "error"]


def _ended(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


async def test_timeout_kills_the_whole_process_group(env: HookEnv, tmp_path: Path) -> None:
    pid_file = tmp_path / "grandchild.pid"
    code = ("import subprocess, sys, time; "
            f"p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)']); open({str(pid_file)!r}, 'w').write(str(p.pid)); "
            "print('started', flush=True); time.sleep(60)")
    await env.hooks.create("before_tool", "command", py(code), timeout_ms=1500)
    started = time.monotonic()
    result = await dispatcher(env).dispatch("before_tool", TOOL_EVENT, subject="exec")
    assert time.monotonic() - started < 30  # returned long before the hook's own 60 s
    [outcome] = result.outcomes
    assert outcome.decision == "timeout" and outcome.error == "killed after 1500 ms" and not result.blocked
    assert "started" in outcome.output
    grandchild = int(pid_file.read_text())
    await until(lambda: _ended(grandchild), "the hook's child to end with its timed-out parent")
    assert (await env.hooks.executions())[0].decision == "timeout"


async def test_block_exit_code_and_on_timeout_block_only_stop_before_events(env: HookEnv) -> None:
    hook = await env.hooks.create("before_tool", "command", py("print('not on my watch'); raise SystemExit(2)"))
    later = await env.hooks.create("before_tool", "command", py("print('never')"), priority=-1)
    result = await dispatcher(env).dispatch("before_tool", TOOL_EVENT, subject="exec")
    assert result.blocked and result.reason.strip() == "not on my watch"
    assert [o.hook_id for o in result.outcomes] == [hook.id]  # the next hook did not run
    await env.hooks.update(hook.id, event="after_tool")
    await env.hooks.update(later.id, enabled=False)
    after = await dispatcher(env).dispatch("after_tool", TOOL_EVENT, subject="exec")
    assert not after.blocked and after.outcomes[0].decision == "block"
    slow = await env.hooks.create("before_run", "command", py("import time; time.sleep(30)"), timeout_ms=300,
                                  on_timeout="block")
    run = await dispatcher(env).dispatch("before_run", {"agent_key": "helper"}, subject="helper")
    assert run.blocked and run.outcomes[0].hook_id == slow.id and run.outcomes[0].decision == "block"



async def test_on_error_block_fails_closed_on_other_exit_codes(env: HookEnv) -> None:
    config = {**py("print('checker broke'); raise SystemExit(3)"), "on_error": "block"}
    hook = await env.hooks.create("before_tool", "command", config)
    assert hook.on_error == "block"
    result = await dispatcher(env).dispatch("before_tool", TOOL_EVENT, subject="exec")
    assert result.blocked and result.outcomes[0].decision == "block" and result.outcomes[0].exit_code == 3
    await env.hooks.update(hook.id, config=py("raise SystemExit(3)"))  # the default: an error, allowed
    allowed = await dispatcher(env).dispatch("before_tool", TOOL_EVENT, subject="exec")
    assert not allowed.blocked and allowed.outcomes[0].decision == "error"
    with pytest.raises(ValidationError, match="on_error"):
        await env.hooks.create("before_tool", "command", {**py("pass"), "on_error": "maybe"})

async def test_output_is_capped_and_redacted_in_the_audit(env: HookEnv) -> None:
    secret = "s3cret-value-the-hook-printed"
    register_secret("hook_test", secret)
    try:
        code = f"import sys; sys.stdout.write('api_key=abc123 ' + {secret!r} + ' ' + 'x' * 5_000_000)"
        await env.hooks.create("after_tool", "command", py(code))
        result = await dispatcher(env, max_output=1000).dispatch("after_tool", TOOL_EVENT, subject="exec")
    finally:
        unregister_secret("hook_test")
    [outcome] = result.outcomes
    assert outcome.decision == "allow" and len(outcome.output) <= 2000
    [run] = await env.hooks.executions()
    for text in (outcome.output, run.output, json.dumps(run.metadata)):
        assert secret not in text and "abc123" not in text
    assert "[REDACTED" in run.output


async def test_matchers_and_agents_choose_the_hooks(env: HookEnv) -> None:
    assert matches("", "anything") and matches("exec|kg_*", "KG_search") and not matches("exec|kg_*", "memory_search")
    await env.hooks.create("before_tool", "builtin", {"builtin": "log"}, matcher="kg_*", name="kg")
    await env.hooks.create("before_tool", "builtin", {"builtin": "log"}, name="all")
    ran = await dispatcher(env).dispatch("before_tool", TOOL_EVENT, subject="exec")
    assert [o.label for o in ran.outcomes] == ["all"]
    ran = await dispatcher(env).dispatch("before_tool", TOOL_EVENT, subject="kg_search")
    assert sorted(o.label for o in ran.outcomes) == ["all", "kg"]
    assert (await dispatcher(env).dispatch("after_run", {})).outcomes == ()


async def test_builtins_log_and_block(env: HookEnv, caplog: pytest.LogCaptureFixture) -> None:
    await env.hooks.create("before_tool", "builtin", {"builtin": "log"}, priority=1)
    await env.hooks.create("before_tool", "builtin", {"builtin": "block", "reason": "no shell today"}, matcher="exec")
    with caplog.at_level("INFO", logger="goclaw_lite.hooks"):
        result = await dispatcher(env).dispatch("before_tool", TOOL_EVENT, subject="exec")
    assert result.blocked and result.reason == "no shell today"
    assert "hook event before_tool exec" in caplog.text
    assert not (await dispatcher(env).dispatch("before_tool", TOOL_EVENT, subject="kg_search")).blocked


async def test_a_broken_builtin_or_store_never_raises(env: HookEnv) -> None:
    async def crash(config: dict[str, object], event: dict[str, object]) -> object:
        raise RuntimeError("builtin bug")

    await env.hooks.create("after_run", "builtin", {"builtin": "crash"})
    result = await HookDispatcher(env.hooks, env.activity, builtins={"crash": crash}).dispatch("after_run", {})  # type: ignore[dict-item]
    assert result.outcomes[0].decision == "error" and "builtin bug" in result.outcomes[0].error
    await env.db.close()  # the database goes away: dispatch still returns
    assert (await dispatcher(env).dispatch("after_run", {})).outcomes == ()


async def test_cancelling_the_caller_kills_the_hook(env: HookEnv, tmp_path: Path) -> None:
    pid_file = tmp_path / "hook.pid"
    code = f"import os, time; open({str(pid_file)!r}, 'w').write(str(os.getpid())); time.sleep(60)"
    await env.hooks.create("before_run", "command", py(code), timeout_ms=60_000)
    task = asyncio.ensure_future(dispatcher(env).dispatch("before_run", {}))
    await until(lambda: pid_file.exists() and pid_file.read_text(), "the hook to start")
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    pid = int(pid_file.read_text())
    await until(lambda: _ended(pid), "the hook to end with its cancelled caller")


async def test_hooks_switched_off_in_settings_run_nothing(env: HookEnv) -> None:
    await env.hooks.create("before_tool", "command", py("raise SystemExit(2)"))
    switch = {"on": False}
    off = await dispatcher(env, enabled=lambda: switch["on"]).dispatch("before_tool", TOOL_EVENT, subject="exec")
    assert not off.blocked and off.outcomes == ()
    switch["on"] = True  # asked at every event: switching back on needs no restart
    on = await dispatcher(env, enabled=lambda: switch["on"]).dispatch("before_tool", TOOL_EVENT, subject="exec")
    assert on.blocked
