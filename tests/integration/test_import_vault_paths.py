"""GoClaw vault paths with `..` or a leading `/` (issue 25, case 14).

Before, `import goclaw` stored them as they were, and then neither `vault show` nor `vault rm`
could reach them (every lookup tidies the path first, and refuses `..`). Now the import refuses
a `..` path and tidies an absolute or untidy one, both in its report; a note stored so by an
older import can still be shown and removed.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.support.goclaw_source import BASE_TIME, GOCLAW_KEY_HEX, build_goclaw_file, uuid7_text

pytestmark = pytest.mark.slow
OUR_KEY_HEX = "5d" * 32


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    extra = {"GOCLAW_ENCRYPTION_KEY": GOCLAW_KEY_HEX} if args[0] == "import" else {}
    return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env={**env, **extra}, capture_output=True,
                          text=True, check=False, timeout=180, stdin=subprocess.DEVNULL)


def _add_docs(source: Path, agent_id: str, paths: dict[str, str]) -> None:
    with sqlite3.connect(source) as db:
        for doc_id, path in paths.items():
            db.execute(
                "INSERT INTO vault_documents (id, tenant_id, agent_id, scope, path, path_basename, title, doc_type, "
                "content_hash, summary, metadata, created_at, updated_at) SELECT ?, tenant_id, agent_id, scope, ?, "
                "path_basename, ?, doc_type, content_hash, summary, metadata, created_at, updated_at "
                "FROM vault_documents WHERE agent_id = ? LIMIT 1",
                (doc_id, path, f"Note {len(path)}", agent_id),
            )


def test_import_refuses_dot_dot_tidies_absolute_and_old_rows_can_be_removed(cli_env: dict[str, str], tmp_path: Path,
                                                                            isolated_home: Path) -> None:
    env = {**cli_env, "GOCLAW_KEY": OUR_KEY_HEX, "HOME": str(tmp_path)}
    folder = tmp_path / "goclaw-go"
    folder.mkdir()
    fx = build_goclaw_file(folder / "goclaw.db")
    escape, absolute, untidy = (uuid7_text(BASE_TIME, n) for n in (301, 302, 303))
    _add_docs(fx.path, fx.ids["agent_main"], {escape: "../../etc/escape.md", absolute: "/abs/Note.md",
                                              untidy: "notes\\sub//./Tidy.md"})
    imported = _cli(env, "import", "goclaw", str(fx.path), "--json")
    assert imported.returncode == 0, imported.stderr
    report: dict[str, Any] = json.loads(imported.stdout)
    problems = {p["row_id"]: p["reason"] for p in report["problems"] if p["table"] == "vault_documents"}
    assert set(problems) == {escape} and "'..'" in problems[escape]
    notes = report["tables"]["vault_documents"]["notes"]
    assert "path '/abs/Note.md' stored as 'abs/Note.md'" in notes
    assert "path 'notes\\\\sub//./Tidy.md' stored as 'notes/sub/Tidy.md'" in notes
    assert _cli(env, "vault", "show", "--agent", "default", "abs/Note.md").returncode == 0
    assert _cli(env, "vault", "rm", "--agent", "default", "notes/sub/Tidy.md").returncode == 0

    with sqlite3.connect(isolated_home / "goclaw.db") as db:  # as an older import left them
        db.execute("UPDATE vault_documents SET path = '../old.md' WHERE id = ?", (fx.ids["doc_b"],))
        db.execute("UPDATE vault_documents SET path = '/abs/Old.md' WHERE id = ?", (absolute,))
    shown = _cli(env, "vault", "show", "--agent", "default", "--json", "../old.md")
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout)["path"] == "../old.md"
    for path in ("../old.md", "/abs/Old.md"):
        removed = _cli(env, "vault", "rm", "--agent", "default", path)
        assert removed.returncode == 0 and f"Deleted {path}." in removed.stdout, removed.stderr
    with sqlite3.connect(isolated_home / "goclaw.db") as db:
        left = db.execute("SELECT COUNT(*) FROM vault_documents WHERE id IN (?, ?)", (fx.ids["doc_b"], absolute))
        assert left.fetchone() == (0,)
    missing = _cli(env, "vault", "rm", "--agent", "default", "../nothing.md")
    assert missing.returncode == 2 and "may not contain '..'" in missing.stderr  # none stored so: why it cannot be
