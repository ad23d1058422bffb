"""`kill -9` of `goclaw-lite exec` leaves neither the tool (nor what it started) running
with its credentials nor a plaintext credential file behind: the run's watchdog acts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.processes import sigkill_when
from tests.support.waiting import wait_for

PYTHON = os.path.realpath(sys.executable)
TEST_KEY = "4f" * 32
KEY_MATERIAL = "-----BEGIN KEY-----\nKilledExecKeyMaterial0123\n-----END KEY-----"
TOOL = (
    "import json, os, subprocess, sys, time\n"
    "helper = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n"
    "info = {'pid': os.getpid(), 'helper': helper.pid, 'file': os.environ['KEY_FILE']}\n"
    "open(sys.argv[1] + '.new', 'w').write(json.dumps(info)); os.replace(sys.argv[1] + '.new', sys.argv[1])\n"
    "time.sleep(600)\n"
)


def _running(pid: int) -> bool:
    """Alive and not a zombie (a container's init may be slow to reap)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_kill_9_of_exec_takes_the_tool_and_its_file_along(cli_env: dict[str, str], tmp_path: Path) -> None:
    env = dict(cli_env, GOCLAW_KEY=TEST_KEY)
    key_file = tmp_path / "id_test"
    key_file.write_text(KEY_MATERIAL)
    added = subprocess.run([sys.executable, "-m", "goclaw_lite", "cred", "add", "keyed", "--path", PYTHON,
                            "--file-env", "KEY_FILE"], env=env, input=f"{key_file}\n", capture_output=True,
                           text=True, timeout=60)
    assert added.returncode == 0, added.stderr
    info_path = tmp_path / "info.json"
    proc = subprocess.Popen([sys.executable, "-m", "goclaw_lite", "exec", "keyed", "--", "-c", TOOL, str(info_path)],
                            env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    info: dict[str, object] = {}
    pids: list[int] = []
    try:
        sigkill_when(proc, info_path.exists, "the tool to start")
        info = json.loads(info_path.read_text())
        pids = [int(str(info["pid"])), int(str(info["helper"]))]
        wait_for(lambda: not any(_running(p) for p in pids), "the tool and its helper to be killed")
        wait_for(lambda: not Path(str(info["file"])).exists(), "the credential file to be removed")
        assert not Path(str(info["file"])).parent.exists()
    finally:
        for pid in pids:
            if _running(pid):
                os.kill(pid, 9)
