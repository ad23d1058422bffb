"""GoClaw's Brave Search key comes over sealed under our key and switches web_search on; other secrets stay behind."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from goclaw_lite.security.crypto import Binding, Cipher
from tests.conftest import REPO_ROOT
from tests.support.goclaw_source import GOCLAW_KEY_HEX, MASTER_TENANT, build_goclaw_file, goclaw_seal

OUR_KEY_HEX = "4f" * 32
BRAVE = "BSA-goclaw-brave-7e6d5c4b3a"
TELEGRAM = "123456:telegram-token-abcdef"


def run(home: Path, *steps: dict[str, Any]) -> list[dict[str, Any]]:
    env = {**os.environ, "GOCLAW_HOME": str(home), "GOCLAW_KEY": OUR_KEY_HEX, "HOME": str(home / "user"),
           "PYTHONPATH": str(REPO_ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop("GOCLAW_ENCRYPTION_KEY", None)
    proc = subprocess.run([sys.executable, "-m", "tests.support.cli_driver"], input=json.dumps(list(steps)), env=env,
                          capture_output=True, text=True, timeout=300, check=True)
    return list(json.loads(proc.stdout))


def test_the_brave_key_comes_over_and_nothing_else(isolated_home: Path, tmp_path: Path) -> None:
    folder = tmp_path / "goclaw-go"
    folder.mkdir()
    source = build_goclaw_file(folder / "goclaw.db")
    conn = sqlite3.connect(source.path)
    conn.executemany("INSERT INTO config_secrets (key, value, tenant_id) VALUES (?, ?, ?)", [
        ("tools.web.brave.api_key", goclaw_seal(BRAVE), MASTER_TENANT),
        ("channels.telegram.token", goclaw_seal(TELEGRAM), MASTER_TENANT),
    ])
    conn.commit()
    conn.close()
    secrets = isolated_home / "user" / ".goclaw" / "secrets"  # where GoClaw keeps its key, under our HOME
    secrets.mkdir(parents=True)
    (secrets / "encryption_key").write_text(GOCLAW_KEY_HEX)
    importing = ["import", "goclaw", str(source.path), "--json"]
    first, shown, again = run(isolated_home, {"argv": importing}, {"argv": ["web", "show", "--json"]},
                              {"argv": importing})
    assert first["code"] == 0, first["stderr"]
    report = json.loads(first["stdout"])
    table = report["tables"]["config_secrets"]
    assert table["imported"] == 1 and "web_search now uses Brave Search" in " ".join(table["notes"])
    assert [(p["table"], p["row_id"], p["reason"]) for p in report["problems"]] == [
        ("config_secrets", "channels.telegram.token", "a setting GoClaw Lite (Python) does not use; left behind")]
    assert json.loads(shown["stdout"])["backend"] == "brave" and json.loads(shown["stdout"])["brave_key_stored"]
    assert json.loads(again["stdout"])["tables"]["config_secrets"]["already_there"] == 1
    with sqlite3.connect(isolated_home / "goclaw.db") as db:
        rows = db.execute("SELECT key, value FROM config_secrets").fetchall()
    assert [r[0] for r in rows] == ["tools.web.brave.api_key"]
    binding = Binding("config_secrets", "value", "tools.web.brave.api_key")
    assert Cipher(bytes.fromhex(OUR_KEY_HEX)).open(rows[0][1], binding, mandatory=True) == BRAVE
    everything = b"".join(p.read_bytes() for p in isolated_home.rglob("*") if p.is_file())
    assert BRAVE.encode() not in everything and TELEGRAM.encode() not in everything
    assert BRAVE not in first["stdout"] + first["stderr"] and TELEGRAM not in first["stdout"] + first["stderr"]
