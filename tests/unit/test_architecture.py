"""Layering rules that keep the core usable without Qt and SQL inside the store."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

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
    modules = ["goclaw_lite.cli", "goclaw_lite.bootstrap"]
    for package in CORE_PACKAGES:
        folder = PACKAGE_DIR / package
        if not folder.is_dir():
            continue
        modules.append(f"goclaw_lite.{package}")
        modules += [f"goclaw_lite.{package}.{m.name}" for m in pkgutil.walk_packages([str(folder)])]
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


def test_sql_lives_only_in_the_store_package() -> None:
    keywords = ("SELECT ", "INSERT INTO", "UPDATE ", "DELETE FROM", "CREATE TABLE")
    offenders = []
    for path in _modules():
        relative = path.relative_to(PACKAGE_DIR)
        if relative.parts[0] == "store":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value.upper()
                if any(text.lstrip().startswith(k) for k in keywords) and (" FROM " in text or "INTO" in text or "SET " in text):
                    offenders.append(f"{relative}:{node.lineno}")
    assert offenders == []
