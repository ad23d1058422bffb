"""Layering rules that keep the core usable without Qt and SQL inside the store."""

from __future__ import annotations

import ast
import pkgutil
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import goclaw_lite

PACKAGE_DIR = Path(goclaw_lite.__file__).resolve().parent
CORE_PACKAGES = ("store", "security", "agent", "securecli", "kg", "memory", "vault", "hooks", "evolution", "promote", "importer")


def _modules() -> list[Path]:
    return [p for p in PACKAGE_DIR.rglob("*.py") if "_data" not in p.parts]


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_only_the_gui_package_imports_qt() -> None:
    offenders = []
    for path in _modules():
        relative = path.relative_to(PACKAGE_DIR)
        if relative.parts[0] == "gui":
            continue
        if relative.parts[0] == "cli" and path.name == "__init__.py":
            # The CLI opens the window with a lazy import inside a function; checked at run time below.
            pass
        qt = {name for name in _imports(path) if name.split(".")[0] in ("PySide6", "shiboken6", "qasync")}
        if qt and relative.parts[0] != "cli":
            offenders.append(f"{relative}: {sorted(qt)}")
    assert offenders == []


def test_gui_modules_import_qt_only_through_the_shim() -> None:
    shim = PACKAGE_DIR / "gui" / "qt.py"
    offenders = []
    for path in (PACKAGE_DIR / "gui").rglob("*.py"):
        if path == shim:
            continue
        direct = {name for name in _imports(path) if name.split(".")[0] in ("PySide6", "shiboken6")}
        if direct:
            offenders.append(f"{path.relative_to(PACKAGE_DIR)}: {sorted(direct)}")
    assert offenders == []


def test_importing_the_core_and_cli_loads_no_qt() -> None:
    modules = ["goclaw_lite.cli", "goclaw_lite.app.context"]
    for package in CORE_PACKAGES:
        folder = PACKAGE_DIR / package
        if not folder.is_dir():
            continue
        modules.append(f"goclaw_lite.{package}")
        modules += [m.name for m in pkgutil.walk_packages([str(folder)], prefix=f"goclaw_lite.{package}.")]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "import goclaw_lite.cli as cli\n"
        "cli.command_groups()\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'qasync'))\n"
        "print(','.join(loaded))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""


# A statement keyword where a statement starts (the string's start, or after `;`), with what
# makes it SQL rather than prose ("Select text…", "Update the agent") following it.
_SQL_STATEMENT = re.compile(
    r"(?:^|;)\s*\(?\s*(?:"
    r"SELECT\b.*?\bFROM\b"
    r"|WITH\s+(?:RECURSIVE\s+)?\w+.*?\bAS\s*(?:NOT\s+)?(?:MATERIALIZED\s*)?\(.*?\b(?:SELECT|INSERT|UPDATE|DELETE)\b"
    r"|(?:INSERT|REPLACE)\s+(?:OR\s+\w+\s+)?INTO\b"
    r"|UPDATE\s+(?:OR\s+\w+\s+)?\S+\s+SET\b"
    r"|DELETE\s+FROM\b"
    r"|CREATE\s+(?:TEMP\w*\s+|UNIQUE\s+|VIRTUAL\s+)?(?:TABLE|INDEX|VIEW|TRIGGER)\b"
    r"|DROP\s+(?:TABLE|INDEX|VIEW|TRIGGER)\b"
    r"|ALTER\s+TABLE\b"
    r"|PRAGMA\s+\w+"
    r"|VACUUM\b"
    r")",
    re.IGNORECASE | re.DOTALL,
)


def _literal_text(node: ast.AST) -> str | None:
    """A string literal's text; an f-string's with each `{...}` as `x`; `+` of those joined."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "x" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal_text(node.left), _literal_text(node.right)
        return None if left is None or right is None else left + right
    return None


def sql_statements(source: str) -> list[int]:
    """Lines of `source` where a string literal (f-strings included, docstrings not) holds a SQL statement."""
    tree = ast.parse(source)
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skip.add(id(first.value))
    lines = []
    for node in ast.walk(tree):  # parents before children: a literal's parts are read once, whole
        text = None if id(node) in skip else _literal_text(node)
        if text is None:
            continue
        skip.update(id(child) for child in ast.walk(node))
        if _SQL_STATEMENT.search(" ".join(text.split())):
            lines.append(node.lineno)  # type: ignore[attr-defined]
    return lines


@pytest.mark.parametrize(
    "source",
    [
        'def f(table, cols):\n    return f"SELECT {cols} FROM {table} WHERE id = ?"\n',
        'PURGE = "WITH doomed AS (SELECT id FROM t WHERE old) DELETE FROM t WHERE id IN (SELECT id FROM doomed)"\n',
        'q = ("with recursive up(id) as (select 1) "\n     "update t set n = 1")\n',
        'q = f"INSERT INTO {table} (a) VALUES (?)"\n',
        'q = "UPDATE agents SET " + "name = ?"\n',
        'q = "  DELETE FROM kg_entities WHERE id = ?"\n',
        'q = "PRAGMA user_version"\n',
        'q = f"CREATE INDEX idx_{name} ON t (a)"\n',
        'q = "BEGIN; DELETE FROM t"\n',
    ],
)
def test_the_sql_check_finds_statements_in_any_string_literal(source: str) -> None:
    assert sql_statements(source) != [], source


@pytest.mark.parametrize(
    "source",
    [
        'label = "Select text…"\n',
        'hint = "Update the agent, then select it from the list"\n',
        'msg = f"Delete {name} from the graph?"\n',
        'def f():\n    """Reads rows with SELECT … FROM the store, never here."""\n',
        'note = "the WITH clause is SQL"\n',
    ],
)
def test_the_sql_check_leaves_prose_alone(source: str) -> None:
    assert sql_statements(source) == [], source


def test_sql_lives_only_in_the_store_package() -> None:
    offenders = []
    for path in _modules():
        relative = path.relative_to(PACKAGE_DIR)
        if relative.parts[0] == "store":
            continue
        offenders += [f"{relative}:{line}" for line in sql_statements(path.read_text(encoding="utf-8"))]
    offenders += [str(p.relative_to(PACKAGE_DIR)) for p in PACKAGE_DIR.rglob("*.sql") if "store" not in p.relative_to(PACKAGE_DIR).parts[:1]]
    assert offenders == []


def test_the_faces_contract_forbids_every_engine_whole() -> None:
    """The faces reach engines and data through `app/`: every package layered between `app` and
    `model` (engines, tracing, the store) is forbidden whole, so a new engine module is too."""
    layers = _contract("layers")["layers"]
    assert isinstance(layers, list)
    names = [[n.strip() for n in layer.split("|")] for layer in layers]
    start = next(i for i, layer in enumerate(names) if "goclaw_lite.app" in layer)
    stop = next(i for i, layer in enumerate(names) if "goclaw_lite.security" in layer)
    engines = {name for layer in names[start + 1 : stop] for name in layer}
    contract = _contract("faces-through-services")
    forbidden = contract["forbidden_modules"]
    assert isinstance(forbidden, list)
    assert "goclaw_lite.store" in engines
    assert sorted(engines - set(forbidden)) == []
    assert not contract.get("ignore_imports")


def _top_level_packages() -> set[str]:
    """Every package and module directly under goclaw_lite (its `_data` folder aside)."""
    names = {p.name for p in PACKAGE_DIR.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    names |= {p.stem for p in PACKAGE_DIR.glob("*.py") if p.stem not in ("__init__", "__main__")}
    return {f"goclaw_lite.{name}" for name in names}


def _contract(contract_id: str) -> dict[str, object]:
    pyproject = tomllib.loads((PACKAGE_DIR.parent / "pyproject.toml").read_text(encoding="utf-8"))
    return next(c for c in pyproject["tool"]["importlinter"]["contracts"] if c["id"] == contract_id)


def test_every_top_level_package_has_a_place_in_the_layers() -> None:
    """A new package must be placed in a layer on purpose; one in no layer escapes every rule."""
    layers = _contract("layers")["layers"]
    assert isinstance(layers, list)
    named = {name.strip() for layer in layers for name in layer.replace(":", "|").split("|")}
    unplaced = _top_level_packages() - named - {"goclaw_lite.cli", "goclaw_lite.gui"}
    assert sorted(unplaced) == []
    assert sorted(named - _top_level_packages()) == [], "the layers name a package that no longer exists"


def test_every_package_but_the_gui_is_kept_from_qt() -> None:
    sources = _contract("qt-in-gui")["source_modules"]
    assert isinstance(sources, list)
    assert sorted(_top_level_packages() - set(sources)) == []
