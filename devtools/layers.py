"""Keeps the architecture page's layer table (docs/architecture.md) in step with the import contracts.

The table is written from pyproject.toml's `[tool.importlinter]` contracts, which
`lint-imports` enforces, so the page cannot describe layers the code does not have: one row per
layer of the `layers` contract, top first, each package with the first sentence of its own
docstring; then every other contract with what it forbids. It sits between
`<!-- layers -->` and `<!-- /layers -->`. `devtools/check.sh` (and tests/unit/test_dev_checks.py)
fail while the page differs from what this writes.

    python -m devtools.layers          # rewrite docs/architecture.md's table
    python -m devtools.layers --check  # exit 1 if it is stale
"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

from devtools.generated import write_or_check

REPO_ROOT = Path(__file__).resolve().parents[1]
PAGE = REPO_ROOT / "docs" / "architecture.md"
PYPROJECT = REPO_ROOT / "pyproject.toml"
_BLOCK = re.compile(r"(<!-- layers -->\n).*?(<!-- /layers -->)", re.DOTALL)
_ROOT = "goclaw_lite."


def contracts(pyproject: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = tomllib.loads(pyproject)["tool"]["importlinter"]["contracts"]
    return found


def _short(module: str) -> str:
    return module.removeprefix(_ROOT)


def summary(module: str) -> str:
    """The first sentence of the module's docstring (a package's `__init__.py`), or '' without one."""
    base = REPO_ROOT / Path(*module.split("."))
    source = base / "__init__.py" if base.is_dir() else base.with_suffix(".py")
    if not source.is_file():
        return ""
    doc = ast.get_docstring(ast.parse(source.read_text(encoding="utf-8"))) or ""
    paragraph = " ".join(doc.split("\n\n", 1)[0].split())
    sentence = re.match(r"(.+?\.)(\s|$)", paragraph)
    return sentence.group(1) if sentence else paragraph


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _layer_rows(contract: dict[str, Any]) -> list[str]:
    rows = ["| layer | package | what it holds (its docstring) |", "| --- | --- | --- |"]
    for number, layer in enumerate(contract["layers"], start=1):
        shared = ":" in layer  # import-linter: `a : b` may import each other, `a | b` may not
        for module in re.split(r"\s*[|:]\s*", layer.strip()):
            note = " (may import the others of its layer)" if shared else ""
            rows.append(f"| {number} | `{_short(module)}`{note} | {_cell(summary(module))} |")
    return rows


def _other(contract: dict[str, Any]) -> str:
    sources = ", ".join(f"`{_short(m)}`" for m in contract.get("source_modules", []))
    forbidden = ", ".join(f"`{_short(m)}`" for m in contract.get("forbidden_modules", []))
    allowed = [f"`{_short(i)}`" for i in contract.get("ignore_imports", [])]
    line = f"- **{contract['name']}** (`{contract['id']}`, {contract['type']}): {sources} may not import {forbidden}."
    if allowed:
        line += f" Allowed by name: {', '.join(allowed)}."
    return line


def render(page: str, pyproject: str) -> str:
    found = contracts(pyproject)
    layers = [c for c in found if c["type"] == "layers"]
    if len(layers) != 1:
        raise SystemExit(f"pyproject.toml has {len(layers)} layers contracts; this table describes exactly one")
    lines = [
        f"The `{layers[0]['id']}` contract (\"{layers[0]['name']}\"), top to bottom: a package may import"
        " only packages of the layers below its own, and not the others of its layer:",
        "",
        *_layer_rows(layers[0]),
        "",
        "The other contracts:",
        "",
        *(_other(c) for c in found if c["type"] != "layers"),
    ]
    if not _BLOCK.search(page):
        raise SystemExit("docs/architecture.md has no <!-- layers --> ... <!-- /layers --> block")
    return _BLOCK.sub(lambda m: m.group(1) + "\n".join(lines) + "\n" + m.group(2), page, count=1)


def main(argv: list[str]) -> int:
    wanted = render(PAGE.read_text(encoding="utf-8"), PYPROJECT.read_text(encoding="utf-8"))
    return write_or_check(
        PAGE, wanted, argv, what="docs/architecture.md's layer table", command="python -m devtools.layers"
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
