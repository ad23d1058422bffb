"""Keeps the CLI reference's command tables (docs/cli.md) in step with the argparse definitions.

A table between `<!-- cli-reference: GROUP ... -->` and `<!-- /cli-reference -->` lists every
command of those top-level groups: the first column is the usage argparse prints (so a new,
renamed or removed command or option shows up by itself), the second the row's own text,
kept from the page when the row already exists, else the command's `help`.
Every top-level command must be in one table. `devtools/check.sh` (and
tests/unit/test_dev_checks.py) fail while docs/cli.md differs from what this writes.

    python -m devtools.cli_reference          # rewrite docs/cli.md
    python -m devtools.cli_reference --check  # exit 1 if it is stale
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from devtools.generated import write_or_check
from goclaw_lite.cli import build_parser

REPO_ROOT = Path(__file__).resolve().parents[1]
REFERENCE = REPO_ROOT / "docs" / "cli.md"
_BLOCK = re.compile(r"(<!-- cli-reference: (?P<groups>[\w\- ]+) -->\n)(?P<body>.*?)(<!-- /cli-reference -->)", re.DOTALL)
_HEADER = "| command | what it does |\n| --- | --- |\n"


@dataclass(frozen=True)
class Command:
    path: str  # "db status"
    usage: str  # "db status [--json]"
    help: str


def _subparsers(parser: argparse.ArgumentParser) -> list[tuple[str, argparse.ArgumentParser, str]]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            return [(name, sub, helps.get(name, "")) for name, sub in action.choices.items()]
    return []


def _usage(parser: argparse.ArgumentParser) -> str:
    text = " ".join(parser.format_usage().split())
    return text.removeprefix("usage: goclaw-lite ").replace(" [-h]", "")


def commands() -> dict[str, list[Command]]:
    """Top-level command -> its commands (itself when it has no subcommands), in argparse order."""
    table: dict[str, list[Command]] = {}
    for name, parser, help_text in _subparsers(build_parser()):
        inner = _subparsers(parser)
        if inner:  # two levels down at most: `agent files list`
            table[name] = [
                row for sub, p, h in inner
                for row in ([Command(f"{name} {sub} {d}", _usage(q), g) for d, q, g in _subparsers(p)]
                            or [Command(f"{name} {sub}", _usage(p), h)])
            ]
        else:
            table[name] = [Command(name, _usage(parser), help_text)]
    return table


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _described(body: str, known: list[Command]) -> dict[str, str]:
    """The page's own text per command path, from a table's existing rows."""
    texts: dict[str, str] = {}
    paths = sorted((c.path for c in known), key=len, reverse=True)
    for line in body.splitlines():
        cells = re.match(r"\| `(?P<usage>(?:[^`]|\\`)*)` \| (?P<text>.*) \|$", line)
        if cells is None:
            continue
        usage = cells["usage"].replace("\\|", "|")
        path = next((p for p in paths if usage == p or usage.startswith(p + " ")), None)
        if path is not None:
            texts.setdefault(path, cells["text"])
    return texts


def render(page: str) -> str:
    table = commands()
    covered: list[str] = []

    def block(match: re.Match[str]) -> str:
        groups = match["groups"].split()
        unknown = [g for g in groups if g not in table]
        if unknown:
            raise SystemExit(f"docs/cli.md names commands argparse does not have: {', '.join(unknown)}")
        covered.extend(groups)
        rows = [c for g in groups for c in table[g]]
        texts = _described(match["body"], rows)
        lines = [f"| `{_cell(c.usage)}` | {texts.get(c.path) or _cell(c.help)} |" for c in rows]
        return match.group(1) + _HEADER + "\n".join(lines) + "\n" + match.group(4)

    result = _BLOCK.sub(block, page)
    missing = [g for g in table if g not in covered]
    if missing:
        raise SystemExit(f"docs/cli.md has no command table for: {', '.join(missing)} (add a cli-reference block)")
    return result


def main(argv: list[str]) -> int:
    wanted = render(REFERENCE.read_text(encoding="utf-8"))
    return write_or_check(
        REFERENCE, wanted, argv, what="docs/cli.md's command tables", command="python -m devtools.cli_reference"
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
