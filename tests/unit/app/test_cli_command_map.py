"""A command imports only its own command group; the map that says which group that is stays true."""

from __future__ import annotations

import argparse
import subprocess
import sys

from goclaw_lite.cli import COMMAND_MODULES, build_parser, command_groups
from tests.conftest import REPO_ROOT


def test_the_map_names_every_command_of_every_group() -> None:
    registered: dict[str, str] = {}
    for group in command_groups():
        sub = argparse.ArgumentParser().add_subparsers(dest="command")
        group.register(sub)
        registered.update({name: group.__name__.rsplit(".", 1)[1] for name in sub.choices})
    assert registered == COMMAND_MODULES


def test_a_command_registers_only_its_own_group() -> None:
    parser = build_parser(args=["--store", "x.db", "kg", "search", "Ada"])
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    assert sorted(commands) == ["gui", "kg"]
    assert build_parser(args=["kg", "search", "Ada"]).parse_args(["kg", "search", "Ada"]).kg_command == "search"
    everything = next(a for a in build_parser(args=["--help"])._actions if isinstance(a, argparse._SubParsersAction))
    assert set(everything.choices) == {"gui", *COMMAND_MODULES}


def test_a_kg_command_leaves_the_chat_and_postgres_modules_alone() -> None:
    probe = (
        "import sys; from goclaw_lite.cli import build_parser; build_parser(args=['kg', 'search', 'Ada']); "
        "print(sorted(m for m in ('psycopg', 'httpx', 'goclaw_lite.agent.service', 'goclaw_lite.promote') if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", probe], cwd=REPO_ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
