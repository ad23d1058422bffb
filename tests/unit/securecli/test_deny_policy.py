"""Deny rules against bypass attempts: spacing, quoting, case, --flag=value, Unicode tricks."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import DeniedArgumentError
from goclaw_lite.securecli.argv import read_arguments
from goclaw_lite.securecli.policy import DEFAULT_VERBOSE_PATTERNS, DenyRules

RULES = DenyRules(deny_args=(r"auth\s+token", r"--show-token", r"secret\s+get"), deny_verbose=DEFAULT_VERBOSE_PATTERNS)


@pytest.mark.parametrize(
    "args",
    [
        ["auth", "token"],
        ["auth", "   token"],
        ["auth   token"],
        ["auth\ttoken"],
        ["AUTH", "Token"],
        ["'auth'", '"token"'],
        ['au"th', "to'ken"],
        ["\u200bauth", "tok\u200den"],  # zero-width characters
        ["\uff41\uff55\uff54\uff48", "\uff54\uff4f\uff4b\uff45\uff4e"],  # full-width letters
        ["auth", "", "token"],
        ["status", "--show-token"],
        ["status", "--show-token=true"],
        ["status", "--SHOW-TOKEN"],
        ["status", "'--show-token'"],
        ["secret", "get", "db"],
    ],
)
def test_denied_whatever_the_spelling(args: list[str]) -> None:
    message = RULES.violation(args)
    assert message is not None and "rule" in message
    with pytest.raises(DeniedArgumentError) as caught:
        RULES.check("gh", args)
    assert "gh:" in str(caught.value) and "'" in str(caught.value)


@pytest.mark.parametrize(
    "args",
    [["-v"], ["-vvv"], ["-v=9"], ["--verbose"], ["--verbose=true"], ["--debug"], ["--log-level=debug"],
     ["--log-level", "DEBUG"], ["--verbosity=debug"], ["get", "pods", "-v", "8"], ["--log-http"], ["\uff0d\uff0ddebug"]],
)
def test_verbose_flags_are_denied(args: list[str]) -> None:
    message = RULES.violation(args)
    assert message is not None and "verbose" in message


@pytest.mark.parametrize(
    "args",
    [[], ["auth", "status"], ["token", "auth"], ["--version"], ["pr", "list", "--json", "title"],
     ["api", "repos/x/y", "-f", "body=verbose mode"], ["--log-level=info"], ["tokens"]],
)
def test_ordinary_arguments_pass(args: list[str]) -> None:
    assert RULES.violation(args) is None
    RULES.check("gh", args)


def test_the_message_names_the_rule() -> None:
    assert RULES.violation(["auth", "token"]) == r"denied by rule 'auth\\s+token': these arguments are blocked for this tool"
    assert "'--show-token'" in (RULES.violation(["--show-token"]) or "")


def test_a_broken_rule_fails_closed() -> None:
    assert DenyRules(deny_args=("(unclosed",)).violation(["anything"]) is not None


def test_normalisation_keeps_both_spellings() -> None:
    read = read_arguments(["--flag='x y'", "  a  ", "b"])
    assert read.kept == "--flag=x y a b"
    assert "--flag x y a b" in read.lines()
