"""Issue 25, case 7 on the terminal: `goclaw-lite exec` streams a tool's output as it comes, and
base64 of the injected credential wrapped over lines (as `base64` and `openssl base64` print
it) is scrubbed there too, however the output is cut into reads.

The tool writes the encodings a few bytes at a time, flushing each piece, so the runner reads
them in many pieces and a line break (and the secret's base64) falls across reads.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.support.leaks import LONG, leaks

TEST_KEY = "4f" * 32
PYTHON = os.path.realpath(sys.executable)
DRIP = (
    "import base64, os, sys, textwrap, time\n"
    "value = os.environ['LONG_TOKEN'].encode()\n"
    "for width, prefix in ((76, b''), (64, b''), (76, b'x'), (64, b'user:')):\n"
    "    text = '\\n'.join(textwrap.wrap(base64.b64encode(prefix + value).decode(), width)) + '\\n--\\n'\n"
    "    for i in range(0, len(text), 7):\n"
    "        sys.stdout.write(text[i:i + 7]); sys.stdout.flush(); time.sleep(0.002)\n"
    "print('done', flush=True)\n"
)


def run(env: dict[str, str], *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env=env, input=stdin, capture_output=True,
                          text=True, timeout=120, check=False)


@pytest.mark.slow
def test_exec_scrubs_wrapped_base64_in_its_live_output(cli_env: dict[str, str]) -> None:
    env = dict(cli_env, GOCLAW_KEY=TEST_KEY)
    added = run(env, "cred", "add", "python3", "--path", PYTHON, "--env", "LONG_TOKEN", stdin=f"{LONG}\n")
    assert added.returncode == 0, added.stderr
    ran = run(env, "exec", "python3", "--", "-c", DRIP)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.rstrip().endswith("done") and ran.stdout.count("--") == 4
    assert ran.stdout.count("[REDACTED:LONG_TOKEN]") >= 4
    assert not leaks(ran.stdout + ran.stderr, LONG)
