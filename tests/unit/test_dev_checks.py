"""Generated files that must match their sources: the CLI reference's tables (docs/cli.md) and gui/qt.pyi."""

from __future__ import annotations

import pytest

from devtools import cli_reference, qt_stub


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
