"""Deny rules: argument patterns checked before a registered tool starts.

A rule is a regular expression. `deny_args` rules search the whole argument line
(``auth\\s+token``, ``--show-token``); `deny_verbose` rules match at the start of any
word (``-v`` catches ``-vv`` and ``-v=9`` but not ``--version``) and exist because
verbose and debug modes of many tools print the very headers and tokens we inject.

Rules are matched against every reading of the arguments that `securecli.argv` makes
(folded Unicode and quotes, ``--flag=value`` split, short clusters read as attached
values and as bundles, ``-debug`` as ``--debug``, abbreviated long options, ``@FILE``
expanded), so a spelling the tool accepts is caught whichever one is used. The runner,
`cred test` and the GUI's tester all call `DenyRules.violation`, so they agree. A rule
that does not compile is refused when it is saved, and at run time an unusable rule
denies (fail closed) instead of being skipped; so does an ``@FILE`` that cannot be read.

They are a guard-rail, not a sandbox: a tool that runs code (``psql -c``, ``bash -c``),
reads options from a file we do not know (``-f FILE``, a config file) or from its
environment can still do what a rule forbids.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.errors import DeniedArgumentError
from goclaw_lite.securecli.argv import ArgumentReadings, long_options_in, read_arguments

__all__ = [
    "DEFAULT_VERBOSE_PATTERNS",
    "DenyRules",
    "current_verbose_patterns",
    "verbose_patterns_for",
]

DEFAULT_VERBOSE_PATTERNS: tuple[str, ...] = (
    r"-v",
    r"--v(?=[ =]|$)",
    r"--verbose",
    r"--verbosity",
    r"--debug",
    r"--trace",
    r"--log-http",
    r"--http-debug",
    r"--log-level[ =]?(?:debug|trace|all|[0-9]+)",
    r"--loglevel[ =]?(?:debug|trace|all|[0-9]+)",
)
"""What ``--deny-verbose`` stores: the verbose/debug switches of gh, aws, gcloud, kubectl,
psql and friends. With the readings of `securecli.argv` they also catch ``-vvv``, ``-sv``,
``--verb``, ``--deb``, ``-debug`` and ``--v=9``; numeric log levels are refused whatever
the number, since its meaning differs between tools (10 is debug for Python, 48 for ffmpeg)."""

SHELL_VERBOSE_PATTERNS: tuple[str, ...] = (r"-x", r"-o ?xtrace", r"--xtrace")
"""Added for shells, whose ``-x`` prints every command with its expanded variables."""
SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "busybox"})

_EARLIER_DEFAULTS: tuple[tuple[str, ...], ...] = (
    (
        r"-v", r"--verbose", r"--verbosity", r"--debug", r"--trace", r"--log-http", r"--http-debug",
        r"--log-level[ =]?(?:debug|trace)", r"--loglevel[ =]?(?:debug|trace)",
    ),
)
"""Standard lists stored by earlier versions; they are read as today's."""


def verbose_patterns_for(tool: str) -> tuple[str, ...]:
    """The standard verbose list for a tool (shells get their trace switches too)."""
    shell = os.path.basename(tool.strip()).lower() in SHELLS
    return DEFAULT_VERBOSE_PATTERNS + (SHELL_VERBOSE_PATTERNS if shell else ())


def current_verbose_patterns(stored: Sequence[str], tool: str) -> tuple[str, ...]:
    """`stored` as it applies today: a standard list saved by any version is today's
    standard list for `tool`; a list of the user's own stays as it is."""
    patterns = tuple(stored)
    standard = {DEFAULT_VERBOSE_PATTERNS, DEFAULT_VERBOSE_PATTERNS + SHELL_VERBOSE_PATTERNS, *_EARLIER_DEFAULTS}
    return verbose_patterns_for(tool) if patterns in standard else patterns


def _compile(pattern: str, *, anchored: bool) -> re.Pattern[str]:
    body = f"(?:^|(?<= ))(?:{pattern})" if anchored else pattern
    return re.compile(body, re.IGNORECASE)


@dataclass(frozen=True)
class DenyRules:
    deny_args: tuple[str, ...] = ()
    deny_verbose: tuple[str, ...] = ()

    def first_match(self, args: Sequence[str], *, cwd: str | Path | None = None) -> tuple[str, str] | None:
        """What denies `args`: ("file", the unreadable ``@FILE``), ("args", rule) or
        ("verbose", rule); None when they are allowed. `cwd` is where the tool will run
        (relative ``@FILE`` arguments are read there)."""
        if not (self.deny_args or self.deny_verbose):
            return None
        read = read_arguments(args, cwd=cwd)
        if read.unreadable_files:
            return "file", read.unreadable_files[0]
        for kind, patterns in (("args", self.deny_args), ("verbose", self.deny_verbose)):
            for pattern in patterns:
                if self._hits(pattern, read, anchored=kind == "verbose"):
                    return kind, pattern
        return None

    def violation(self, args: Sequence[str], *, cwd: str | Path | None = None) -> str | None:
        """The message naming the first rule `args` break, or None when they are allowed."""
        match = self.first_match(args, cwd=cwd)
        return None if match is None else self.describe(match)

    @staticmethod
    def describe(match: tuple[str, str]) -> str:
        """The runner's message for a rule `first_match` found (quoted with repr, as logged)."""
        kind, what = match
        if kind == "file":
            return (
                f"arguments read from {what} cannot be checked against the deny rules "
                "(the file could not be read, or is too large); pass them directly"
            )
        if kind == "args":
            return f"denied by rule {what!r}: these arguments are blocked for this tool"
        return f"denied by verbose rule {what!r}: verbose and debug output can print credentials"

    def check(self, binary: str, args: Sequence[str], *, cwd: str | Path | None = None) -> None:
        """Raise DeniedArgumentError (naming the rule) when `args` break one."""
        match = self.first_match(args, cwd=cwd)
        if match is not None:
            raise DeniedArgumentError(f"{binary}: {self.describe(match)}.", kind=match[0], rule=match[1])

    @staticmethod
    def _hits(pattern: str, read: ArgumentReadings, *, anchored: bool) -> bool:
        try:
            compiled = _compile(pattern, anchored=anchored)
        except re.error:
            return True  # a rule we cannot read blocks rather than silently allowing
        return any(compiled.search(line) for line in read.lines(long_options_in(pattern)))
