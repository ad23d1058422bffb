"""`key.init` and `key.rotate` rows: real `goclaw-lite key` subprocesses, rows read back from SQLite."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path

import pytest

from goclaw_lite.config import resolve_paths
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.records.activity import Activity, ActivityFilter, ActivityStore

API_KEY = "sk-proj-" + "Hv4" * 16


def run(python_exe: str, env: dict[str, str], *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [python_exe, "-m", "goclaw_lite", *args], env=env, input=stdin, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    return proc


def rows(action: str) -> list[Activity]:
    async def read() -> list[Activity]:
        db = await SQLiteDatabase.connect(resolve_paths().db_path, read_only=True)
        try:
            return await ActivityStore(db, await MetaStore(db).identity()).list(ActivityFilter(action=action))
        finally:
            await db.close()

    return asyncio.run(read())


@pytest.mark.slow
def test_init_import_and_rotate_log_fingerprints_and_counts_never_keys(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path
) -> None:
    run(python_exe, cli_env, "key", "init")
    first = run(python_exe, cli_env, "key", "export").stdout.strip()
    fingerprint = run(python_exe, cli_env, "key", "status").stdout.split("Fingerprint:")[1].split()[0]
    run(python_exe, cli_env, "key", "init")  # already set up: nothing happens, no row
    [created] = rows("key.init")
    assert (created.entity_type, created.entity_id) == ("encryption_key", fingerprint)
    assert created.details["fingerprint"] == fingerprint and created.details["imported"] is False

    run(python_exe, cli_env, "provider", "add", "remote", "--type", "openai_compat", "--base-url",
        "http://127.0.0.1:9/v1", "--model", "m", stdin=API_KEY + "\n")
    run(python_exe, cli_env, "key", "rotate")
    second = run(python_exe, cli_env, "key", "export").stdout.strip()
    [rotated] = rows("key.rotate")
    assert rotated.details["previous_fingerprint"] == fingerprint
    assert rotated.details["fingerprint"] == rotated.entity_id != fingerprint
    assert rotated.details["resealed"] >= 1

    (isolated_home / "goclaw.key").unlink()
    run(python_exe, cli_env, "key", "init", "--import", stdin=second + "\n")
    imported = rows("key.init")[0]
    assert imported.details["imported"] is True and imported.details["fingerprint"] == rotated.entity_id

    text = json.dumps([r.details for r in rows("key.init") + rows("key.rotate")])
    for secret in (first, second, API_KEY):
        assert secret not in text and secret[:16] not in text
