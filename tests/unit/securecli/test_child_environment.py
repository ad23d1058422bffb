"""Tools and hooks start from the same environment policy: the launching shell's copies of
registered credential names (and of the key) never reach either kind of child."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.hooks.dispatcher import HookDispatcher
from goclaw_lite.securecli.injection import registered_names
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.records.activity import ActivityStore
from tests.unit.securecli.conftest import Collected

PYTHON = os.path.realpath(sys.executable)
SHELL_GH = "ghp_" + "ExportedInTheShell0123456789abcdef"
SHELL_AWS = "aws-secret-exported-in-the-shell-42"
DUMP = "import json, os; print(json.dumps(sorted(os.environ)))"


@pytest.fixture
async def shell(store: SecureCLIStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """GH_TOKEN is registered as a tool default, AWS_SECRET_ACCESS_KEY as the user's own;
    the launching shell exports both (and a harmless setting)."""
    gh = await store.create("gh", path=PYTHON, env={"GH_TOKEN": "ghp_" + "StoredValue0123456789abcdefghij"})
    aws = await store.create("aws", path=PYTHON, env={})
    await store.set_user_credentials(aws.id, {"AWS_SECRET_ACCESS_KEY": "stored-aws-secret-value-0001"})
    await store.create("plain", path=PYTHON, env={})
    assert gh.name == "gh"
    monkeypatch.setenv("GH_TOKEN", SHELL_GH)
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", SHELL_AWS)
    monkeypatch.setenv("HARMLESS_SETTING", "kept")


async def _hook_sees(app: AppContext, tmp_path: Path) -> set[str]:
    """Run a command hook the way the chat does and return the variable names it saw."""
    hooks = HookStore(app.stores.db, app.stores.identity)
    seen = tmp_path / "hook-env.json"
    code = f"import json, os; open({str(seen)!r}, 'w').write(json.dumps(sorted(os.environ)))"
    await hooks.create("after_run", "command", {"argv": [PYTHON, "-c", code]})
    dispatcher = HookDispatcher(
        hooks, ActivityStore(app.stores.db, app.stores.identity),
        withheld=registered_names(app.stores.db, app.stores.identity, app.stores.cipher),
    )
    result = await dispatcher.dispatch("after_run", {"agent_key": "x"})
    assert [o.decision for o in result.outcomes] == ["allow"], result
    return set(json.loads(seen.read_text()))


async def test_hooks_do_not_inherit_registered_credential_names(shell: None, app: AppContext, tmp_path: Path) -> None:
    names = await _hook_sees(app, tmp_path)
    assert "GH_TOKEN" not in names and "AWS_SECRET_ACCESS_KEY" not in names
    assert "GOCLAW_KEY" not in names and {"HARMLESS_SETTING", "GOCLAW_HOOK_EVENT"} <= names


async def test_tools_and_hooks_get_the_same_environment(shell: None, app: AppContext, runner: SecureCLIRunner,
                                                        tmp_path: Path) -> None:
    sink = Collected()
    # `plain` has no values at all, so its child shows exactly what it inherits from us.
    await runner.run("plain", ["-c", DUMP], on_stdout=sink.stdout, on_stderr=sink.stderr)
    tool_names = set(json.loads(bytes(sink.out)))
    hook_names = await _hook_sees(app, tmp_path) - {"GOCLAW_HOOK_EVENT"}
    assert tool_names == hook_names
    assert "GH_TOKEN" not in tool_names and "HARMLESS_SETTING" in tool_names


def test_the_hooks_cli_withholds_them_too(cli_env: dict[str, str], isolated_home: Path, tmp_path: Path) -> None:
    import subprocess

    env = {**cli_env, "GOCLAW_KEY": "4f" * 32}

    def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env=env, input=stdin, check=False,
                              capture_output=True, text=True, timeout=120)

    added = run("cred", "add", "gh", "--path", PYTHON, "--env", "GH_TOKEN",
                stdin="ghp_StoredValue0123456789abcdefghij\n")
    assert added.returncode == 0, added.stderr
    seen = tmp_path / "cli-hook-env.json"
    code = f"import json, os; open({str(seen)!r}, 'w').write(json.dumps(sorted(os.environ)))"
    hook = run("hooks", "add", "--event", "after_run", "--", PYTHON, "-c", code)
    assert hook.returncode == 0, hook.stderr
    hook_id = hook.stdout.split()[2].rstrip(".:")
    env["GH_TOKEN"] = SHELL_GH
    tested = run("hooks", "test", hook_id)
    assert "Decision: allow" in tested.stdout, (tested.stdout, tested.stderr)
    names = set(json.loads(seen.read_text()))
    assert "GH_TOKEN" not in names and "GOCLAW_KEY" not in names and "PATH" in names
