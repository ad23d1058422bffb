"""Deny rules: argument patterns checked before a registered tool starts.

A rule is a regular expression. `deny_args` rules search the whole normalised argument
line (``auth\\s+token``, ``--show-token``); `deny_verbose` rules match at the start of any
argument (``-v`` catches ``-vv`` and ``-v=9`` but not ``--version``) and exist because
verbose and debug modes of many tools print the very headers and tokens we inject.

Normalisation is what makes "whatever the spacing, quoting or --flag=value form" hold:
Unicode compatibility folding (full-width letters), removal of invisible format
characters, outer quotes stripped, runs of whitespace collapsed, case ignored, and every
``--flag=value`` also seen as ``--flag value``. Both spellings are checked, so a rule
written either way catches both. A rule that does not compile is refused when it is
saved, and at run time an unusable rule denies (fail closed) instead of being skipped.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from goclaw_lite.errors import DeniedArgumentError

__all__ = [
    "DEFAULT_VERBOSE_PATTERNS",
    "DenyRules",
    "normalize_args",
]

DEFAULT_VERBOSE_PATTERNS: tuple[str, ...] = (
    r"-v",
    r"--verbose",
    r"--verbosity",
    r"--debug",
    r"--trace",
    r"--log-http",
    r"--http-debug",
    r"--log-level[ =]?(?:debug|trace)",
    r"--loglevel[ =]?(?:debug|trace)",
)
"""What ``--deny-verbose`` stores: the verbose/debug switches of gh, aws, gcloud, kubectl, psql and friends."""

_QUOTES = "\"'`\u2018\u2019\u201c\u201d"


def _strip_quotes(text: str) -> str:
    while len(text) >= 2 and text[0] in _QUOTES and text[-1] in _QUOTES:
        text = text[1:-1].strip()
    return text


def _normalize_one(arg: str) -> str:
    text = unicodedata.normalize("NFKC", arg)
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    text = " ".join(text.split())
    text = _strip_quotes(text)
    # Quotes inside an argument (au"th", --show-'token') change nothing for most tools.
    return "".join(ch for ch in text if ch not in _QUOTES)


@dataclass(frozen=True)
class NormalizedArgs:
    """The two spellings every rule is checked against."""

    kept: str  # arguments as given, normalised, joined by single spaces
    split: str  # the same with every `--flag=value` / `-f=value` split at the first '='


def normalize_args(args: Sequence[str]) -> NormalizedArgs:
    parts = [p for p in (_normalize_one(a) for a in args) if p]
    split: list[str] = []
    for part in parts:
        for word in part.split(" "):
            if word.startswith("-") and "=" in word:
                flag, _, value = word.partition("=")
                split.extend(x for x in (flag, _strip_quotes(value)) if x)
            else:
                split.append(word)
    return NormalizedArgs(kept=" ".join(parts), split=" ".join(split))


def _compile(pattern: str, *, anchored: bool) -> re.Pattern[str]:
    body = f"(?:^|(?<= ))(?:{pattern})" if anchored else pattern
    return re.compile(body, re.IGNORECASE)


@dataclass(frozen=True)
class DenyRules:
    deny_args: tuple[str, ...] = ()
    deny_verbose: tuple[str, ...] = ()

    def violation(self, args: Sequence[str]) -> str | None:
        """The message naming the first rule `args` break, or None when they are allowed."""
        norm = normalize_args(args)
        for pattern in self.deny_args:
            if self._hits(pattern, norm, anchored=False):
                return f"denied by rule {pattern!r}: these arguments are blocked for this tool"
        for pattern in self.deny_verbose:
            if self._hits(pattern, norm, anchored=True):
                return f"denied by verbose rule {pattern!r}: verbose and debug output can print credentials"
        return None

    def check(self, binary: str, args: Sequence[str]) -> None:
        message = self.violation(args)
        if message is not None:
            raise DeniedArgumentError(f"{binary}: {message}.")

    @staticmethod
    def _hits(pattern: str, norm: NormalizedArgs, *, anchored: bool) -> bool:
        try:
            compiled = _compile(pattern, anchored=anchored)
        except re.error:
            return True  # a rule we cannot read blocks rather than silently allowing
        return any(compiled.search(text) for text in (norm.kept, norm.split))
