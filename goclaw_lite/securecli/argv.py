"""One reading of a tool's arguments, shared by the deny rules (the runner, `cred test` and
the GUI's live tester all go through `DenyRules`) and by the host binding of agent
credentials, so what is checked is what a tool would understand.

We do not know each tool's option table, so every reading a common parser could make is
produced, and a rule or host that shows up in any of them counts (fail closed):

* each argument is folded (Unicode compatibility forms, invisible format characters and
  quotes removed, whitespace collapsed);
* ``--name=value`` is also read as ``--name value``;
* a short cluster ``-abc`` is read as given, as ``-a bc`` (a value attached to ``-a``),
  as ``-a -b c`` and so on, and as the bundle ``-a -b -c`` (getopt reads it one of these
  ways, depending on which letters take a value);
* a single-dash word ``-debug`` is also read as ``--debug`` (Go's flag package and Java);
* a long option a rule names is also matched by its prefixes (``--comm`` for
  ``--command``: GNU getopt and psql accept unambiguous abbreviations);
* ``@FILE`` arguments (gcc, javac and argparse read more arguments from FILE) are
  expanded from the file when it exists; one that cannot be read is reported, so the
  caller can refuse what it cannot check.

Cost: well under a millisecond for ordinary arguments; one to two seconds for the largest
list the agent's exec tool accepts (256 arguments of 8 KiB, all short clusters).
"""

from __future__ import annotations

import re
import shlex
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "MAX_ARGUMENT_FILE_BYTES",
    "ArgumentReadings",
    "expand_argument_files",
    "rule_form",
    "long_options_in",
    "read_arguments",
]

MAX_ARGUMENT_FILE_BYTES = 1 << 20
"""A larger `@FILE` is not read (and so cannot be checked)."""
_MAX_FILE_DEPTH = 4
_MAX_BUNDLE = 8
"""Readings of a short cluster with up to this many leading flags (and the whole bundle)."""
_QUOTES = "\"'`\u2018\u2019\u201c\u201d"
_DROP_QUOTES = str.maketrans("", "", _QUOTES)
_CLUSTER = re.compile(r"^-([A-Za-z0-9][^\s]*)$")
_SINGLE_DASH_LONG = re.compile(r"^-([A-Za-z][A-Za-z0-9_-]+)(?:=(.*))?$")
_LONG_IN_RULE = re.compile(r"--[a-z0-9][a-z0-9_-]*")


def _strip_quotes(text: str) -> str:
    while len(text) >= 2 and text[0] in _QUOTES and text[-1] in _QUOTES:
        text = text[1:-1].strip()
    return text


def rule_form(arg: str) -> str:
    """An argument as rules see it: NFKC, no format characters, single spaces, no quotes."""
    text = arg
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
        text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    text = " ".join(text.split())
    text = _strip_quotes(text)
    # Quotes inside an argument (au"th", --show-'token') change nothing for most tools.
    return text.translate(_DROP_QUOTES)


def long_options_in(pattern: str) -> tuple[str, ...]:
    """The long options a rule names literally (``--command`` in ``--command[ =]drop``)."""
    return tuple(sorted(set(_LONG_IN_RULE.findall(pattern.lower().replace("\\-", "-")))))


def _split_long(word: str) -> list[str]:
    """``--name=value`` / ``-n=value`` as two words."""
    if word.startswith("-") and "=" in word:
        flag, _, value = word.partition("=")
        return [x for x in (flag, _strip_quotes(value)) if x]
    return [word]


def _cluster(word: str, flags: int) -> list[str]:
    """A short cluster read with its first `flags` letters as flags and the rest as a value."""
    m = _CLUSTER.match(word)
    if m is None or word.startswith("--"):
        return _split_long(word)
    body = m.group(1)
    letters = 0
    while letters < min(flags, len(body)) and body[letters].isalnum():
        letters += 1
    rest = body[letters:]
    rest = rest[1:] if rest.startswith("=") else rest
    return [f"-{c}" for c in body[:letters]] + ([rest] if rest else [])


def _single_dash_long(word: str) -> list[str]:
    m = _SINGLE_DASH_LONG.match(word)
    if m is None:
        return _split_long(word)
    return [f"--{m.group(1)}"] + ([m.group(2)] if m.group(2) else [])


@dataclass(frozen=True)
class ArgumentReadings:
    """The words of every reading of one argument list (see the module docstring)."""

    words: tuple[str, ...]  # the folded arguments, split at spaces: the reading as given
    readings: tuple[tuple[str, ...], ...]  # every reading, the one as given first
    unreadable_files: tuple[str, ...]  # `@FILE` arguments naming a file we could not read

    @property
    def kept(self) -> str:
        return " ".join(self.words)

    def lines(self, options: Iterable[str] = ()) -> list[str]:
        """Each reading as one line, plus the readings where a prefix of one of `options`
        (long options a rule names) stands for that option."""
        wanted = tuple(options)
        seen: dict[str, None] = {}
        for reading in self.readings:
            seen.setdefault(" ".join(reading))
            longs = [i for i, word in enumerate(reading) if word.startswith("--")] if wanted else []
            for option in wanted:
                changed = {i: new for i in longs if (new := _expand(reading[i], option)) != reading[i]}
                if changed:
                    seen.setdefault(" ".join(changed.get(i, word) for i, word in enumerate(reading)))
        return list(seen)


def _expand(word: str, option: str) -> str:
    flag, eq, value = word.partition("=")
    lowered = flag.lower()
    if lowered.startswith("--") and len(lowered) > 2 and lowered != option and option.startswith(lowered):
        return option + eq + value
    return word


def _expand_files(args: Sequence[str], cwd: Path, depth: int, unreadable: list[str]) -> list[str]:
    """`@FILE` arguments followed by the arguments FILE holds (when it is a readable file)."""
    result: list[str] = []
    for arg in args:
        result.append(arg)
        if len(arg) < 2 or not arg.startswith("@") or arg.startswith("@{") or any(c.isspace() for c in arg):
            continue
        path = cwd / arg[1:]
        try:
            if not path.is_file():
                continue  # not a file: an ordinary argument such as gh's `@me`
            size = path.stat().st_size
            # Size 0 is also what /proc and /sys report for files that do hold something
            # (and may block when read): such a file cannot be checked.
            if depth >= _MAX_FILE_DEPTH or not 0 < size <= MAX_ARGUMENT_FILE_BYTES:
                unreadable.append(arg)
                continue
            text = path.read_bytes().decode("utf-8", "replace")
        except OSError:
            unreadable.append(arg)
            continue
        try:
            inner = shlex.split(text, comments=True)
        except ValueError:
            inner = text.split()
        result.extend(_expand_files(inner, cwd, depth + 1, unreadable))
    return result


def expand_argument_files(args: Sequence[str], *, cwd: str | Path | None = None) -> tuple[list[str], tuple[str, ...]]:
    """`args` with each readable ``@FILE`` followed by the arguments it holds (relative
    paths from `cwd`, else ours), and the ``@FILE`` arguments that could not be read."""
    unreadable: list[str] = []
    expanded = _expand_files(list(args), Path(cwd) if cwd is not None else Path.cwd(), 0, unreadable)
    return expanded, tuple(unreadable)


def read_arguments(args: Sequence[str], *, cwd: str | Path | None = None) -> ArgumentReadings:
    """Every reading of `args` (relative `@FILE`s are read from `cwd`, else ours)."""
    expanded, unreadable = expand_argument_files(args, cwd=cwd)
    words = tuple(word for part in (rule_form(a) for a in expanded) if part for word in part.split(" "))
    readings: dict[tuple[str, ...], None] = {words: None}
    for reader in (
        *(lambda w, k=k: _cluster(w, k) for k in range(1, _MAX_BUNDLE + 1)),
        lambda w: _cluster(w, len(w)),
        _single_dash_long,
    ):
        readings.setdefault(tuple(x for w in words for x in reader(w)))
    return ArgumentReadings(words=words, readings=tuple(readings), unreadable_files=unreadable)
