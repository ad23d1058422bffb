"""Generated files that must match their sources: docs/cli.md's tables, docs/architecture.md's layer table, gui/qt.pyi."""

from __future__ import annotations

import pytest

from devtools import cli_reference, layers, qt_stub


def test_the_cli_reference_tables_match_argparse() -> None:
    page = cli_reference.REFERENCE.read_text(encoding="utf-8")
    assert cli_reference.render(page) == page, "stale: run `python -m devtools.cli_reference`"


def test_a_changed_option_makes_the_cli_reference_stale() -> None:
    page = cli_reference.REFERENCE.read_text(encoding="utf-8")
    edited = page.replace("| `db status [--json]` |", "| `db status` |", 1)
    assert edited != page
    assert cli_reference.render(edited) == page  # the generator puts the option back


def test_every_command_needs_a_table_in_the_cli_reference() -> None:
    page = cli_reference.REFERENCE.read_text(encoding="utf-8")
    without_db = page.replace("<!-- cli-reference: db -->", "<!-- no table: db -->", 1)
    with pytest.raises(SystemExit, match="no command table for: db"):
        cli_reference.render(without_db)


def test_the_qt_stub_serves_every_name_the_code_imports_from_gui_qt() -> None:
    assert qt_stub.STUB.read_text(encoding="utf-8") == qt_stub.render(), "stale: run `python -m devtools.qt_stub`"


def _layer_sources() -> tuple[str, str]:
    return layers.PAGE.read_text(encoding="utf-8"), layers.PYPROJECT.read_text(encoding="utf-8")


def test_the_architecture_layer_table_matches_the_import_contracts() -> None:
    page, pyproject = _layer_sources()
    assert layers.render(page, pyproject) == page, "stale: run `python -m devtools.layers`"


def test_a_new_layer_in_the_contracts_makes_the_layer_table_stale() -> None:
    page, pyproject = _layer_sources()
    grown = pyproject.replace('    "goclaw_lite.app",\n', '    "goclaw_lite.app",\n    "goclaw_lite.jobs",\n', 1)
    assert grown != pyproject
    rendered = layers.render(page, grown)
    assert rendered != page
    assert "| 5 | `jobs` |  |" in rendered  # a package without a docstring still gets its row


def test_every_package_in_the_layer_table_says_what_it_holds() -> None:
    page, _ = _layer_sources()
    rows = [line for line in page.splitlines() if line.startswith("| ") and "` | " in line and line.split(" | ")[0][2:].isdigit()]
    assert rows
    assert all(not line.endswith("|  |") for line in rows), "a package in the layers contract has no docstring"
