"""`goclaw-lite kg import` of a file big enough to stop half way: kill -9 and Ctrl-C leave the
graph, its counters, its search index and its indexes as they were; progress shows rows/s."""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import threading
from pathlib import Path
from typing import Any

import pytest

from tests.support.cli_errors import one_line_error
from tests.support.waiting import wait_for
from tests.unit.app.test_cli_kg import make_agents, ok, run

N = 30_000  # about 3 s of writing on an idle machine: long enough to stop in the middle


def big_graph(path: Path) -> None:
    with path.open("w", encoding="utf-8") as out:
        out.write('{"entities": [')
        out.write(",".join(json.dumps({"name": f"Item {i}", "entity_type": "thing"}) for i in range(N)))
        out.write('], "relations": [')
        out.write(
            ",".join(
                json.dumps({"source": f"Item {i}", "target": f"Item {(i + 1) % N}", "relation_type": "next"})
                for i in range(N)
            )
        )
        out.write("]}")


def store_state(home: Path) -> dict[str, Any]:
    with sqlite3.connect(home / "goclaw.db") as db:
        return {
            "rows": [
                db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
                for t in ("kg_entities", "kg_relations", "kg_search_docs")
            ],
            "counts": db.execute("SELECT kind, type, n FROM kg_counts ORDER BY kind, type").fetchall(),
            "indexes": db.execute(
                "SELECT name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY name"
            ).fetchall(),
            "check": db.execute("PRAGMA integrity_check").fetchone()[0],
        }


@pytest.mark.slow
@pytest.mark.parametrize("stop", [signal.SIGKILL, signal.SIGINT])
def test_an_import_stopped_half_way_changes_nothing(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, tmp_path: Path, stop: signal.Signals
) -> None:
    make_agents(isolated_home, "helper")
    ok(run(python_exe, cli_env, "kg", "import", str(_small(tmp_path))))
    before = store_state(isolated_home)
    graph = tmp_path / "big.json"
    big_graph(graph)
    proc = subprocess.Popen(
        [python_exe, "-m", "goclaw_lite", "kg", "import", "--progress", str(graph)],
        env=cli_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        stdin=subprocess.DEVNULL,
    )
    assert proc.stderr is not None
    lines: list[str] = []
    stderr = proc.stderr
    reader = threading.Thread(target=lambda: lines.extend(iter(stderr.readline, "")), daemon=True)
    reader.start()
    # Stop it once more than two batches of entities are written (rows are read, then written in batches of 2,000).
    wait_for(
        lambda: any(_rows(line) > 5_000 for line in list(lines)) or proc.poll() is not None, "the import to be half way"
    )
    assert proc.poll() is None, "the import ended before it could be stopped"
    proc.send_signal(stop)
    proc.wait(timeout=60)
    reader.join(timeout=10)
    assert proc.returncode != 0
    assert any("rows/s" in line for line in lines)
    assert store_state(isolated_home) == before
    again = _small(tmp_path, "Also kept")  # the lock went with the process; the store takes the next import
    assert "1 entities created" in ok(run(python_exe, cli_env, "kg", "import", str(again)))


def _rows(line: str) -> int:
    if not line.startswith("Importing: "):
        return 0
    return int(line.removeprefix("Importing: ").split(" rows", 1)[0].replace(",", ""))


def _small(folder: Path, name: str = "Kept") -> Path:
    path = folder / f"{name}.json"
    path.write_text(json.dumps({"entities": [{"name": name, "entity_type": "thing"}]}), encoding="utf-8")
    return path


def test_bad_input_is_one_line_on_the_command_line(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, tmp_path: Path
) -> None:
    make_agents(isolated_home, "helper")
    deep = tmp_path / "deep.json"
    deep.write_text('{"entities": ' + "[" * 50_000, encoding="utf-8")
    assert "nested more than 64 levels" in one_line_error(run(python_exe, cli_env, "kg", "import", str(deep)), 2)
    huge = tmp_path / "huge.json"
    huge.write_text(
        '{"entities": [{"name": "a", "entity_type": "t", "confidence": 1' + "0" * 5000 + "}]}", encoding="utf-8"
    )
    assert "number too large" in one_line_error(run(python_exe, cli_env, "kg", "import", str(huge)), 2)
