"""Debt that can only shrink: four counts kept in `devtools/debt.json`, checked by CI.

- `long_lines`: lines over 120 characters (ruff's `line-length`) in the project's Python;
- `complex_functions`: functions of radon grade D or worse (cyclomatic complexity over 20);
- `long_modules`: product modules over 600 lines;
- `face_engine_imports`: imports in `cli/` and `gui/` of an engine or store package, which
  the faces should reach through `app/`.

`--check` fails when a count differs from the record: grown, it names what is new; shrunk,
it asks for the record to be lowered (`python -m devtools.debt --update`), so a paid-off debt
cannot come back unnoticed.

    python -m devtools.debt            # print the counts and the offenders
    python -m devtools.debt --check    # exit 1 if any count differs from devtools/debt.json
    python -m devtools.debt --update   # write the current counts
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from radon.complexity import cc_rank, cc_visit

REPO_ROOT = Path(__file__).resolve().parents[1]
RECORD = REPO_ROOT / "devtools" / "debt.json"
LINE_LIMIT = 120
MODULE_LIMIT = 600
WORST_GRADES = ("D", "E", "F")
PYTHON_TREES = ("goclaw_lite", "devtools", "tests", "packaging")
SKIPPED_PARTS = ("build", "dist", "node_modules", "_data")
FACES = ("cli", "gui")
ENGINES = (
    "agent", "evolution", "hooks", "importer", "kg", "mcp", "memory", "modelhub", "promote", "providers", "scheduling",
    "securecli", "skills", "store", "tracing", "vault", "webtools", "workspace",
)


def python_files(root: Path, trees: tuple[str, ...] = PYTHON_TREES) -> Iterator[Path]:
    for tree in trees:
        for path in sorted((root / tree).rglob("*.py")):
            if not any(part in SKIPPED_PARTS for part in path.relative_to(root).parts):
                yield path


def long_lines(root: Path) -> list[str]:
    found = []
    for path in python_files(root):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if len(line) > LINE_LIMIT:
                found.append(f"{path.relative_to(root)}:{number}")
    return found


def complex_functions(root: Path) -> list[str]:
    found = []
    for path in python_files(root, ("goclaw_lite",)):
        for block in cc_visit(path.read_text(encoding="utf-8")):
            grade = cc_rank(block.complexity)
            if grade in WORST_GRADES:
                found.append(f"{path.relative_to(root)}:{block.lineno} {block.fullname} ({grade}, {block.complexity})")
    return found


def long_modules(root: Path) -> list[str]:
    found = []
    for path in python_files(root, ("goclaw_lite",)):
        lines = path.read_text(encoding="utf-8").count("\n")
        if lines > MODULE_LIMIT:
            found.append(f"{path.relative_to(root)} ({lines} lines)")
    return found


def face_engine_imports(root: Path) -> list[str]:
    found = []
    for path in python_files(root, tuple(f"goclaw_lite/{face}" for face in FACES)):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            modules = (
                [alias.name for alias in node.names] if isinstance(node, ast.Import)
                else [node.module] if node.module and node.level == 0 else []
            )
            for module in modules:
                parts = module.split(".")
                if parts[0] == "goclaw_lite" and len(parts) > 1 and parts[1] in ENGINES:
                    found.append(f"{path.relative_to(root)}:{node.lineno} {module}")
    return found


COUNTERS = {
    "long_lines": long_lines,
    "complex_functions": complex_functions,
    "long_modules": long_modules,
    "face_engine_imports": face_engine_imports,
}


def measure(root: Path = REPO_ROOT) -> dict[str, list[str]]:
    return {name: counter(root) for name, counter in COUNTERS.items()}


def differences(record: dict[str, int], found: dict[str, list[str]]) -> list[str]:
    """One message per count that is not the recorded one (empty when all agree)."""
    messages = []
    for name, offenders in found.items():
        recorded = record.get(name)
        if recorded is None:
            messages.append(f"{name}: not in {RECORD.name}; run `python -m devtools.debt --update`")
        elif len(offenders) > recorded:
            messages.append(f"{name}: {len(offenders)}, more than the recorded {recorded}; pay it off, "
                            "do not add to it (`python -m devtools.debt` lists them)")
        elif len(offenders) < recorded:
            messages.append(f"{name}: {len(offenders)}, fewer than the recorded {recorded} — well done; "
                            "lower the record with `python -m devtools.debt --update` in the same change")
    return messages


def read_record(path: Path = RECORD) -> dict[str, int]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {name: int(value) for name, value in data.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.debt", description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="exit 1 if a count differs from the record")
    mode.add_argument("--update", action="store_true", help="write the current counts to the record")
    args = parser.parse_args(argv)
    found = measure()
    if args.update:
        RECORD.write_text(json.dumps({k: len(v) for k, v in found.items()}, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {RECORD.relative_to(REPO_ROOT)}: " + ", ".join(f"{k} {len(v)}" for k, v in found.items()))
        return 0
    if args.check:
        problems = differences(read_record(), found)
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    for name, offenders in found.items():
        print(f"{name}: {len(offenders)}")
        for offender in offenders:
            print(f"  {offender}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
