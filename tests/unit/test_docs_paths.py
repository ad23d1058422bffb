"""Every file of the repository the documentation names in code spans exists.

The docs name modules to say where things live (`goclaw_lite/textfold.py`, `store/graph/counts.py`,
`tests/support/waiting.py`); when code moves, the page that still names the old place is stale.
A path may end in `.name` for something defined in the module (`store/sealed/columns.KeyEvidence`).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.conftest import REPO_ROOT

PAGES = [*sorted((REPO_ROOT / "docs").rglob("*.md")), REPO_ROOT / "README.md", REPO_ROOT / "CONTRIBUTING.md"]
TOP = ("goclaw_lite", "tests", "devtools", "packaging", "schema", "resources", "docs")
PACKAGES = tuple(p.name for p in (REPO_ROOT / "goclaw_lite").iterdir() if (p / "__init__.py").is_file())
_SPAN = re.compile(r"`([A-Za-z_][\w./-]*/[\w./-]*)`")


def _defines(module: Path, name: str) -> bool:
    tree = ast.parse(module.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and node.name == name:
            return True
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                return True
    return False


def _exists(span: str) -> bool:
    if "NNN" in span or "<" in span:
        return True  # a pattern, not a file
    first = span.split("/", 1)[0]
    path = span if first in TOP else f"goclaw_lite/{span}"
    target = REPO_ROOT / path.rstrip("/")
    if target.exists():
        return True
    module, _, attr = path.rpartition(".")
    if attr and (REPO_ROOT / f"{module}.py").is_file():
        return _defines(REPO_ROOT / f"{module}.py", attr)
    return False


def _named_paths(text: str) -> set[str]:
    spans = set(_SPAN.findall(text))
    return {s for s in spans if s.split("/", 1)[0] in TOP + PACKAGES and not s.startswith(("http", "/"))}


def test_every_path_the_docs_name_exists() -> None:
    missing = [f"{page.relative_to(REPO_ROOT)}: {span}" for page in PAGES if page.is_file()
               for span in sorted(_named_paths(page.read_text(encoding="utf-8"))) if not _exists(span)]
    assert not missing, "the docs name files that are not there:\n" + "\n".join(missing)


def test_a_moved_module_is_caught() -> None:
    assert _named_paths("kept in `goclaw_lite/bootstrap.py` and `store/models.py`") == {
        "goclaw_lite/bootstrap.py", "store/models.py"}
    assert not _exists("goclaw_lite/bootstrap.py") and not _exists("store/models.py")
    assert _exists("app/context.py") and _exists("store/sealed/columns.KeyEvidence")
    assert not _exists("store/sealed/columns.NoSuchThing")
