"""No command prints a raw terminal control from text we did not write (issue 25, case 9).

Names, descriptions, titles, notes, model answers and MCP results are planted with the same
hostile string (window title, screen clear, OSC 52 clipboard write, RLO and other bidi
controls, C1 CSI, backspace, DEL, a bare CR, the line separator), then every command that
prints stored or remote text is run and its raw stdout and stderr bytes are checked: the text
is there, visibly escaped, and not one control byte of it. A source check keeps the commands
writing through `cli.common`'s helpers, which escape.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.cli.common import terminal_text
from tests.conftest import TEST_KEY_HEX
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream
from tests.support.mcp_servers import FAULT_SERVER, PYTHON

HOSTILE = ("pwned\x1b]0;owned title\x07\x1b[2J\x1b]52;c;cHduZWQ=\x07\u202eevil\u2066x\u2069\u200f"
           "\x9b31m\x08\x7f\rspoof\u2028end")
RAW = ["\x1b", "\x07", "\x08", "\x7f", "\x9b", "\u202e", "\u2066", "\u2069", "\u200f", "\u2028"]
ROOT = Path(__file__).resolve().parents[3]


def test_terminal_text_escapes_controls_and_keeps_text_and_layout() -> None:
    plain = "plain text: Đà Nẵng, 日本, 👨\u200d👩\u200d👧, a\u00a0b"
    assert terminal_text(plain) == plain
    assert terminal_text("a\tb\nc\r\nd") == "a\tb\nc\r\nd"
    escaped = terminal_text("\x1b]52;c;eA==\x07\u202ex\rz\x9b\U000e0001")
    assert escaped == "\\x1b]52;c;eA==\\x07\\u202ex\\x0dz\\x9b\\U000e0001"
    assert terminal_text("end\r") == "end\\x0d" and terminal_text("\ud800") == "\\ud800"


def test_the_fast_scan_covers_every_character_terminal_text_escapes() -> None:
    from goclaw_lite.cli.common import _CANDIDATES, _unsafe

    assert [hex(c) for c in range(0x110000) if _unsafe(chr(c)) and not _CANDIDATES.fullmatch(chr(c))] == []


def _drive(home: Path, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    env = {**os.environ, "GOCLAW_HOME": str(home), "GOCLAW_KEY": TEST_KEY_HEX, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "tests.support.cli_driver"], input=json.dumps(steps), env=env,
                          capture_output=True, text=True, timeout=600, check=False, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-3000:]
    results: list[dict[str, Any]] = json.loads(proc.stdout)
    return results


def _raw_controls(raw: str) -> list[str]:
    text = raw.encode("latin-1").decode("utf-8")
    found = [repr(c) for c in RAW if c in text]
    return found + (["bare CR"] if "\r" in text.replace("\r\n", "") else [])


def _plant(home: Path, tmp_path: Path, llm: FakeLLMServer) -> str:
    (tmp_path / "graph.json").write_text(json.dumps({
        "entities": [{"name": "Mallory " + HOSTILE, "entity_type": "person", "description": HOSTILE},
                     {"name": "Alice", "entity_type": "person", "description": "a friend of " + HOSTILE}],
        "relations": [{"source": "Alice", "target": "Mallory " + HOSTILE, "relation_type": "knows"}],
    }))
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "note.md").write_text(f"# Plan\n\nThe pwned plan: {HOSTILE}\n\nSee [[other]].\n")
    llm.script_openai(StreamResponse(openai_text_stream(["Here ", HOSTILE, " done"])))
    steps: list[dict[str, Any]] = [
        {"argv": ["provider", "add", "p", "--type", "openai_compat", "--base-url", llm.openai_base,
                  "--model", "fake-small", "--no-key", "--display-name", "P " + HOSTILE]},
        {"argv": ["agent", "add", "helper", "--provider", "p", "--model", "fake-small", "--name", "Helper " + HOSTILE]},
        {"argv": ["agent", "add", "other", "--provider", "p", "--model", "fake-small"]},
        {"argv": ["agent-link", "add", "helper", "other", "--description", HOSTILE]},
        {"argv": ["cred", "add", "tool", "--path", PYTHON, "--env", "TOKEN", "--description", HOSTILE, "--tips", HOSTILE],
         "stdin": "v4lue-x\n"},
        {"argv": ["kg", "import", "--agent", "helper", str(tmp_path / "graph.json")]},
        {"argv": ["vault", "import", "--agent", "helper", str(notes)]},
        {"argv": ["hooks", "add", "--event", "before_run", "--builtin", "log", "--name", "hook " + HOSTILE]},
        {"argv": ["mcp", "add", "fault", "--display-name", "Fault " + HOSTILE, "--command", PYTHON, str(FAULT_SERVER),
                  "ok"]},
        {"argv": ["chat", "--agent", "helper", "Hi " + HOSTILE]},
    ]
    results = _drive(home, steps)
    for result in results:
        assert result["code"] == 0, result
    chat = results[-1]
    assert "pwned" in chat["stdout"] and not _raw_controls(chat["stdout"] + chat["stderr"]), chat
    return next(line.split(": ")[1] for line in chat["stderr"].splitlines() if line.startswith("conversation: "))


READERS = [
    ["provider", "list"], ["provider", "list", "--json"], ["agent", "list"], ["agent", "list", "--json"],
    ["agent", "show", "helper"], ["agent", "show", "helper", "--json"], ["agent-link", "list"],
    ["agent-link", "list", "--json"], ["cred", "list"], ["cred", "list", "--json"], ["cred", "show", "tool"],
    ["cred", "show", "tool", "--json"], ["kg", "search", "--agent", "helper", "Mallory"],
    ["kg", "search", "--agent", "helper", "--json", "Mallory"], ["kg", "show", "--agent", "helper", "Alice"],
    ["kg", "show", "--agent", "helper", "--json", "Alice"], ["kg", "traverse", "--agent", "helper", "Alice"],
    ["kg", "export", "--agent", "helper"], ["kg", "stats", "--agent", "helper"],
    ["vault", "search", "--agent", "helper", "plan"], ["vault", "search", "--agent", "helper", "--json", "plan"],
    ["vault", "show", "--agent", "helper", "note.md"], ["vault", "links", "--agent", "helper", "note.md"],
    ["hooks", "list"], ["hooks", "list", "--json"], ["hooks", "runs"], ["mcp", "list"], ["mcp", "show", "fault"],
    ["mcp", "call", "fault", "echo", "--args", json.dumps({"text": HOSTILE})], ["activity", "list"],
    ["activity", "list", "--json"], ["conversations", "list"], ["memory", "search", "--agent", "helper", "pwned"],
]
"""Every command that prints stored or remote text, each with the hostile string in what it shows."""


SHOW_NO_PLANTED_FIELD = {"provider list", "cred list", "cred list --json", "kg stats --agent", "vault links --agent",
                         "hooks runs", "mcp list", "mcp show fault"}
"""Checked all the same: they print stored names, but none of the fields planted here."""


@pytest.mark.slow
def test_no_command_prints_a_raw_control_from_stored_or_remote_text(isolated_home: Path, tmp_path: Path) -> None:
    with FakeLLMServer() as llm:
        conversation = _plant(isolated_home, tmp_path, llm)
    readers = [*READERS, ["conversations", "show", conversation], ["conversations", "export", conversation],
               ["kg", "show", "--agent", "helper", "Nobody " + HOSTILE]]  # an error that quotes what was typed
    results = _drive(isolated_home, [{"argv": argv} for argv in readers])
    shown_nowhere, leaked = [], []
    for result in results:
        output = result["stdout"] + result["stderr"]
        if _raw_controls(output):
            leaked.append((result["argv"][:3], _raw_controls(output)))
        if "pwned" not in output and " ".join(result["argv"][:3]) not in SHOW_NO_PLANTED_FIELD:
            shown_nowhere.append((result["argv"][:3], result["code"], output[:300]))
    assert not leaked
    # each command did show the planted text (escaped), so it was tested
    assert not shown_nowhere, [s[0] for s in shown_nowhere]


ALLOWED_WRITES = {
    ("common.py", "print"): "the helpers themselves: every text through terminal_text",
    ("chat_cmds.py", "write"): "the streamed answer, through terminal_text",
    ("promote_cmds.py", "write"): "its progress line, through terminal_text",
    ("exec_cmds.py", "write"): "`exec` passes the user's own tool's bytes through, like running it directly",
    ("key_cmds.py", "print"): "`key export` prints the key we made",
    ("kg_cmds.py", "print"): "the import's progress counter",
    ("vault_cmds.py", "print"): "the import's progress counter",
    ("model_cmds.py", "print"): "the download's progress line, through terminal_text",
    ("__init__.py", "print"): "'interrupted', our own text",
}


def test_commands_print_only_through_the_escaping_helpers() -> None:
    found = set()
    for path in sorted((ROOT / "goclaw_lite" / "cli").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
                if name in ("print", "write", "writelines"):
                    found.add((path.name, name))
    assert found <= set(ALLOWED_WRITES), sorted(found - set(ALLOWED_WRITES))
