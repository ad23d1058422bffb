"""Deny rules see the spellings real tools accept: values attached to short flags, bundled
short flags, abbreviated long options, single-dash long options, numeric log levels and
``@FILE`` arguments; the runner, `cred test` and the GUI's tester agree on every one."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goclaw_lite.app.credentials import deny_verdict
from goclaw_lite.securecli.argv import MAX_ARGUMENT_FILE_BYTES, read_arguments
from goclaw_lite.securecli.policy import (
    DEFAULT_VERBOSE_PATTERNS,
    DenyRules,
    current_verbose_patterns,
    verbose_patterns_for,
)
from goclaw_lite.securecli.resolve import effective_rules
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.store.credentials.store import SecureCLIStore

PYTHON = os.path.realpath(sys.executable)
DROP = r"(?:-c|--command)\s+drop"
PSQL_RULES = DenyRules(deny_args=(DROP,), deny_verbose=DEFAULT_VERBOSE_PATTERNS)
SHELL_RULES = DenyRules(deny_verbose=verbose_patterns_for("bash"))
EARLIER_STANDARD_LIST = (
    r"-v", r"--verbose", r"--verbosity", r"--debug", r"--trace", r"--log-http", r"--http-debug",
    r"--log-level[ =]?(?:debug|trace)", r"--loglevel[ =]?(?:debug|trace)",
)

DENIED = [
    ["-cdrop table x"],
    ["-c", "drop table x"],
    ["-cdrop", "table"],
    ["--comm=drop table x"],
    ["--comm", "drop table x"],
    ["--command=drop"],
    ["-qcdrop table x"],
    ["-q", "--com=drop"],
    ["--deb"],
    ["--verb"],
    ["--v=9"],
    ["--v", "9"],
    ["-sv"],
    ["-qvs"],
    ["-vvv"],
    ["-debug"],
    ["-deb"],
    ["-verbose=true"],
    ["--log-level=10"],
    ["--log-level", "5"],
    ["--loglevel=TRACE"],
    ["--log=debug"],
    ["-log-level=debug"],
    ["\uff0d\uff0ddeb"],
]
ALLOWED = [
    [],
    ["-c", "select 1"],
    ["-csselect 1"],
    ["--command=select 1"],
    ["--version"],
    ["--log-level=info"],
    ["-d", "mydb", "-U", "me"],
    ["@me"],
    ["list", "--json", "title"],
]


@pytest.mark.parametrize("args", DENIED, ids=[" ".join(a) or "-" for a in DENIED])
def test_accepted_spellings_are_denied(args: list[str]) -> None:
    assert PSQL_RULES.violation(args) is not None


@pytest.mark.parametrize("args", ALLOWED, ids=[" ".join(a) or "-" for a in ALLOWED])
def test_ordinary_arguments_still_pass(args: list[str]) -> None:
    assert PSQL_RULES.violation(args) is None


@pytest.mark.parametrize("args", [["-x", "script.sh"], ["-ex", "script.sh"], ["-o", "xtrace"], ["-c", "set -x; env"]])
def test_shells_get_their_trace_switch(args: list[str]) -> None:
    assert SHELL_RULES.violation(args) is not None
    assert DenyRules(deny_verbose=verbose_patterns_for("tar")).violation(["-xzf", "a.tgz"]) is None


def test_an_earlier_standard_list_is_read_as_todays() -> None:
    assert current_verbose_patterns(EARLIER_STANDARD_LIST, "gh") == DEFAULT_VERBOSE_PATTERNS
    assert current_verbose_patterns(DEFAULT_VERBOSE_PATTERNS, "/bin/bash") == verbose_patterns_for("bash")
    assert current_verbose_patterns((r"--my-own",), "gh") == (r"--my-own",)


def test_argument_files_are_read_as_the_tool_would(tmp_path: Path) -> None:
    (tmp_path / "args.txt").write_text("--host db.example\n# a comment\n'--deb'\n")
    (tmp_path / "nested.txt").write_text("@args.txt\n")
    (tmp_path / "big.txt").write_bytes(b"a " * (MAX_ARGUMENT_FILE_BYTES // 2 + 1))
    (tmp_path / "plain.txt").write_text("--host db.example\n")
    rules = DenyRules(deny_verbose=DEFAULT_VERBOSE_PATTERNS)
    assert rules.violation(["@args.txt"], cwd=tmp_path) is not None
    assert rules.violation(["@nested.txt"], cwd=tmp_path) is not None
    assert rules.violation(["@plain.txt"], cwd=tmp_path) is None
    assert rules.violation(["@me"], cwd=tmp_path) is None  # no such file: an ordinary argument
    message = rules.violation(["@big.txt"], cwd=tmp_path) or ""
    assert "@big.txt" in message and "cannot be checked" in message
    assert rules.violation([f"@{tmp_path / 'args.txt'}"]) is not None  # absolute paths too


# --- properties --------------------------------------------------------------------------

_LETTERS = st.sampled_from("abcdefghijklmnopqrstuwyzABCDEFGHIJKLMNOPQRSTUWXYZ0123456789")


@settings(max_examples=150, deadline=None)
@given(before=st.lists(_LETTERS, max_size=5), after=st.text("abcdefqsz=19", max_size=6))
def test_a_v_anywhere_in_a_bundle_is_denied(before: list[str], after: str) -> None:
    word = "-" + "".join(before) + "v" + after
    assert DenyRules(deny_verbose=DEFAULT_VERBOSE_PATTERNS).violation([word]) is not None


@settings(max_examples=100, deadline=None)
@given(cut=st.integers(min_value=3, max_value=len("--command")), value=st.sampled_from(["=drop", " drop"]),
       before=st.lists(st.sampled_from(["-q", "-X", "--csv", "-d", "db"]), max_size=3))
def test_every_abbreviation_of_a_named_option_is_matched(cut: int, value: str, before: list[str]) -> None:
    flag = "--command"[:cut]
    args = [*before, *(flag + value).split(" ")]
    assert DenyRules(deny_args=(DROP,)).violation(args) is not None


@settings(max_examples=100, deadline=None)
@given(st.lists(st.text(max_size=12), max_size=6))
def test_the_reading_as_given_always_comes_first(args: list[str]) -> None:
    read = read_arguments(args)
    assert read.readings[0] == read.words and read.lines()[0] == read.kept


# --- the three places that decide agree ---------------------------------------------------

TABLE = DENIED + ALLOWED + [["-x"], ["--loglevel", "debug"], ["auth", "token"]]


async def test_runner_cred_test_and_the_gui_tester_agree(
    store: SecureCLIStore, runner: SecureCLIRunner, cli_env: dict[str, str], test_key: str
) -> None:
    binary = await store.create("psql", path=PYTHON, env={"PGPASSWORD": "pg-password-123"}, deny_args=[DROP],
                                deny_verbose=EARLIER_STANDARD_LIST)
    rules = effective_rules(binary, None)
    # The runner (what a run does), the GUI's tester with the rules as the dialog shows them.
    by_runner = [await runner.check("psql", args) is not None for args in TABLE]
    by_gui = [not deny_verdict(rules.deny_args, rules.deny_verbose, _shell_line(args)).allowed for args in TABLE]
    # `cred test`, through the CLI's entry point, once per spelling, in one process.
    driver = (
        "import json, sys, contextlib, io\n"
        "from goclaw_lite.cli import main\n"
        "codes = []\n"
        "for args in json.loads(sys.argv[1]):\n"
        "    with contextlib.redirect_stdout(io.StringIO()):\n"
        "        codes.append(main(['cred', 'test', 'psql', '--', *args]))\n"
        "print(json.dumps(codes))\n"
    )
    proc = subprocess.run([sys.executable, "-c", driver, json.dumps(TABLE)], env={**cli_env, "GOCLAW_KEY": test_key},
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    by_cli = [code == 1 for code in json.loads(proc.stdout)]
    expected = [True] * len(DENIED) + [False] * len(ALLOWED) + [False, True, False]
    assert by_runner == expected
    assert by_gui == expected
    assert by_cli == expected


def _shell_line(args: list[str]) -> str:
    import shlex

    return shlex.join(args)
