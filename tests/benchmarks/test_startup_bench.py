"""Startup: from launching `python -m goclaw_lite` to its first frame, next to a bare PySide6 window.

Both are separate processes timed the same way: from Popen until the process prints a line once
its window has painted (a zero timer after `show()` fired before either had painted), with the
CPU seconds it has used by then (all threads), which the load moves far less. The app's first
frame is its shell (sidebar, status bar, the current page's placeholder), shown before the
store is opened (`gui.launch`); it then opens the store, imports and builds the current page
and prints a second line, which is recorded as "page ready": the time until the window is
usable. The app opens a database of about 100 MB (full scale; 8 MB in the normal suite): demo
data plus conversations of long messages. Two app cases: a normal start (the last window closed
cleanly, so the file is vouched for and not checked), and a start after the file changed
outside the app (here: the daily check's record deleted), when the quick integrity check runs
before the page is ready. Target (issue 32): the first frame at most 1.5x the bare window, the
page ready within 0.6 s. Both processes read compiled bytecode, as an installed copy does: with
PYTHONDONTWRITEBYTECODE set (as in some shells) the app compiled its own modules at every
launch and the bare window none. Nothing here fails on a time; the numbers go to
test-output/benchmarks/startup.json.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.demo import fill_demo
from goclaw_lite.store.lifecycle.sqlite_schema import LAST_QUICK_CHECK
from tests.conftest import REPO_ROOT, TEST_KEY_HEX

pytestmark = [pytest.mark.benchmark, pytest.mark.slow]
FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
TARGET_MB = 100 if FULL else 8
ROUNDS = 11 if FULL else 2  # launches vary by tens of ms on a shared machine: medians of many
MESSAGE_CHARS = 2_000
PER_CONVERSATION = 100
BARE_WINDOW = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):  # as goclaw_lite/gui/shell/first_paint.py: the line after the first paint
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, lambda: (print("window-shown", f"{time.process_time():.4f}", flush=True), app.quit()))
        return False

app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1200, 760)
announcer = FirstPaint()
window.installEventFilter(announcer)
window.show()
sys.exit(app.exec())
"""


def _grow(db_path: Path, target_mb: int) -> int:
    """Add conversations of long messages until the file is about `target_mb`; returns messages added."""
    conn = sqlite3.connect(db_path)
    try:
        tenant, user = (conn.execute("SELECT value FROM lite_meta WHERE key = ?", (k,)).fetchone()[0]
                        for k in ("local_tenant_id", "local_user_id"))
        words = ["the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "while", "the", "agent", "keeps", "notes"]
        text = " ".join(words[i % len(words)] for i in range(MESSAGE_CHARS // 5))[:MESSAGE_CHARS]
        added = 0
        while db_path.stat().st_size < target_mb * 1_000_000:
            with conn:
                for _ in range(20):
                    cid = str(uuid.uuid4())
                    conn.execute("INSERT INTO agent_conversations (id, user_id, franchise_id, title, title_fold) "
                                 "VALUES (?, ?, ?, ?, ?)", (cid, user, tenant, f"Notes {added}", f"notes {added}"))
                    parent = None
                    rows = []
                    for n in range(PER_CONVERSATION):
                        mid = str(uuid.uuid4())
                        rows.append((mid, cid, "user" if n % 2 == 0 else "assistant", f"{n} {text}", parent, f"{n} {text}"))
                        parent = mid
                    conn.executemany("INSERT INTO agent_messages (id, conversation_id, role, content, parent_id, content_fold) "
                                     "VALUES (?, ?, ?, ?, ?, ?)", rows)
                    conn.execute("UPDATE agent_conversations SET active_leaf_id = ? WHERE id = ?", (parent, cid))
                    added += PER_CONVERSATION
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return added
    finally:
        conn.close()


def _time_to_window(argv: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """Seconds to the first frame, to the last line printed (the page ready, for the app), and
    the CPU seconds the process had used at its first frame (its own count, all threads)."""
    started = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    shown = time.perf_counter() - started
    ready_line = proc.stdout.readline()
    ready = time.perf_counter() - started if ready_line else shown
    _out, err = proc.communicate(timeout=60)
    word, cpu = [*line.split(), "", ""][:2]
    assert word == "window-shown", err
    assert ready_line.strip() in ("", "page-ready"), err
    assert proc.returncode == 0, err
    return shown, ready, float(cpu)


def _paired(app: list[float], bare: list[float]) -> float:
    """The median of each round's app/bare ratio (the two launched one after the other)."""
    return round(statistics.median(a / b for a, b in zip(app, bare, strict=True)), 2)


def test_startup_to_first_frame(isolated_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOCLAW_KEY", TEST_KEY_HEX)
    paths = resolve_paths()

    async def prepare() -> None:
        ctx = await open_app(paths, program="startup bench", key_policy=KeyPolicy.CREATE_IF_NEW)
        try:
            await fill_demo(ctx, tmp_path / "bin")
        finally:
            await ctx.close()

    asyncio.run(prepare())
    messages = _grow(paths.db_path, TARGET_MB)
    size_mb = paths.db_path.stat().st_size / 1e6
    env = {k: v for k, v in os.environ.items() if k not in ("GOCLAW_ENCRYPTION_KEY", "PYTHONDONTWRITEBYTECODE")}
    env.update(PYTHONPYCACHEPREFIX=str(tmp_path / "pycache"),  # written by the warm-up launches below
               GOCLAW_HOME=str(paths.data_dir), GOCLAW_KEY=TEST_KEY_HEX, QT_QPA_PLATFORM="offscreen",
               PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring",
               PYTHONPATH=str(REPO_ROOT) + os.pathsep + env.get("PYTHONPATH", ""))
    app = [sys.executable, "-m", "goclaw_lite", "gui", "--quit-when-shown"]
    bare = [sys.executable, "-c", BARE_WINDOW]
    _time_to_window(app, env)  # warm the OS file cache for both, as a second launch would find it
    _time_to_window(bare, env)

    bare_times, app_times, ready_times, check_times, check_ready_times = [], [], [], [], []
    bare_cpu, app_cpu = [], []
    for _ in range(ROUNDS):
        shown, _ready, cpu = _time_to_window(bare, env)
        bare_times.append(shown)
        bare_cpu.append(cpu)
        shown, ready, cpu = _time_to_window(app, env)
        app_times.append(shown)
        ready_times.append(ready)
        app_cpu.append(cpu)
        with sqlite3.connect(paths.db_path) as conn:  # make the daily quick check due again
            conn.execute("DELETE FROM lite_meta WHERE key = ?", (LAST_QUICK_CHECK,))
        shown, ready, _cpu = _time_to_window(app, env)
        check_times.append(shown)
        check_ready_times.append(ready)
        with sqlite3.connect(paths.db_path) as conn:
            assert conn.execute("SELECT value FROM lite_meta WHERE key = ?", (LAST_QUICK_CHECK,)).fetchone() is not None

    bare_s, app_s, check_s = statistics.median(bare_times), statistics.median(app_times), statistics.median(check_times)
    ready_s = statistics.median(ready_times)
    result = {
        "database_mb": round(size_mb, 1),
        "messages_added": messages,
        "rounds": ROUNDS,
        "bare_window_s": round(bare_s, 3),
        "app_s": round(app_s, 3),
        "app_ratio_to_bare": round(app_s / bare_s, 2),
        "bare_window_cpu_s": round(statistics.median(bare_cpu), 3),
        "app_cpu_s": round(statistics.median(app_cpu), 3),
        "app_cpu_ratio_to_bare": round(statistics.median(app_cpu) / statistics.median(bare_cpu), 2),
        # Each round's app launch against the bare one just before it, then the median: the
        # machine's speed drifts between rounds on a shared machine (the bare window's CPU
        # time moved from 0.11 s to 0.18 s between runs minutes apart), less within a round.
        "app_ratio_to_bare_paired": _paired(app_times, bare_times),
        "app_cpu_ratio_to_bare_paired": _paired(app_cpu, bare_cpu),
        "load_average": [round(x, 1) for x in os.getloadavg()],
        "app_page_ready_s": round(ready_s, 3),
        "app_with_quick_check_s": round(check_s, 3),
        "app_page_ready_with_quick_check_s": round(statistics.median(check_ready_times), 3),
        "targets": {"app_ratio_to_bare": 1.5, "app_page_ready_s": 0.6},
        "scale": "full" if FULL else "small",
    }
    out = REPO_ROOT / "test-output" / "benchmarks"
    out.mkdir(parents=True, exist_ok=True)
    (out / "startup.json").write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))
    assert size_mb >= TARGET_MB * 0.9
