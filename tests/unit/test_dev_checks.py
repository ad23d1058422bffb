"""Generated files that must match their sources: the README's command tables and gui/qt.pyi."""

from __future__ import annotations

from pathlib import Path

import pytest

from devtools import cli_reference, qt_stub


def test_the_readme_command_tables_match_argparse() -> None:
    readme = cli_reference.README.read_text(encoding="utf-8")
    assert cli_reference.render(readme) == readme, "stale: run `python -m devtools.cli_reference`"


def test_a_changed_option_makes_the_readme_stale() -> None:
    readme = cli_reference.README.read_text(encoding="utf-8")
    edited = readme.replace("| `db status [--json]` |", "| `db status` |", 1)
    assert edited != readme
    assert cli_reference.render(edited) == readme  # the generator puts the option back


def test_every_command_needs_a_readme_table() -> None:
    readme = cli_reference.README.read_text(encoding="utf-8")
    without_db = readme.replace("<!-- cli-reference: db -->", "<!-- no table: db -->", 1)
    with pytest.raises(SystemExit, match="no command table for: db"):
        cli_reference.render(without_db)


def test_the_qt_stub_serves_every_name_the_code_imports_from_gui_qt() -> None:
    assert qt_stub.STUB.read_text(encoding="utf-8") == qt_stub.render(), "stale: run `python -m devtools.qt_stub`"


def _tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_debt_record_matches_the_tree() -> None:
    from devtools import debt

    assert debt.differences(debt.read_record(), debt.measure()) == []


def test_each_kind_of_debt_growing_fails_the_check(tmp_path: Path) -> None:
    from devtools import debt

    clean = {"goclaw_lite/cli/ok.py": "from goclaw_lite.app.context import AppContext\n", "goclaw_lite/core.py": "x = 1\n"}
    base = debt.measure(_tree(tmp_path / "base", clean))
    record = {name: len(found) for name, found in base.items()}
    assert record == dict.fromkeys(debt.COUNTERS, 0)
    branches = "".join(f"    if x == {i}:\n        return {i}\n" for i in range(25))
    planted = {
        "long_lines": {"goclaw_lite/core.py": "x = '" + "a" * 130 + "'\n"},
        "complex_functions": {"goclaw_lite/core.py": f"def f(x):\n{branches}    return -1\n"},
        "long_modules": {"goclaw_lite/core.py": "x = 1\n" * 601},
        "face_engine_imports": {"goclaw_lite/gui/page.py": "from goclaw_lite.kg.service import KnowledgeGraphService\n"},
    }
    for kind, files in planted.items():
        grown = debt.measure(_tree(tmp_path / kind, {**clean, **files}))
        problems = debt.differences(record, grown)
        assert [p.split(":")[0] for p in problems] == [kind], problems
        assert "more than the recorded 0" in problems[0]


def test_paid_off_debt_must_lower_the_record(tmp_path: Path) -> None:
    from devtools import debt

    found = debt.measure(_tree(tmp_path, {"goclaw_lite/core.py": "x = 1\n"}))
    problems = debt.differences({**{name: 0 for name in debt.COUNTERS}, "long_lines": 3}, found)
    assert len(problems) == 1 and "fewer than the recorded 3" in problems[0]
