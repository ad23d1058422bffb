"""The single-writer lock, across real processes."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from goclaw_lite.errors import DatabaseLockedError
from goclaw_lite.store.backend.lock import WriterLock


def test_second_lock_in_another_process_names_the_holder(tmp_path: Path) -> None:
    lock_path = tmp_path / "goclaw.lock"
    with WriterLock(lock_path, "holder-program"):
        code = textwrap.dedent(
            f"""
            import sys
            from pathlib import Path
            from goclaw_lite.errors import DatabaseLockedError
            from goclaw_lite.store.backend.lock import WriterLock
            try:
                WriterLock(Path({str(lock_path)!r}), "second").acquire()
            except DatabaseLockedError as exc:
                print(exc.holder)
                sys.exit(3)
            sys.exit(0)
            """
        )
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 3, proc.stderr
    assert "holder-program" in proc.stdout


def test_lock_is_free_again_after_release(tmp_path: Path) -> None:
    lock_path = tmp_path / "goclaw.lock"
    first = WriterLock(lock_path, "first")
    first.acquire()
    with pytest.raises(DatabaseLockedError):
        WriterLock(lock_path, "second").acquire()
    first.release()
    second = WriterLock(lock_path, "second")
    second.acquire()
    second.release()


def test_lock_of_a_killed_process_is_released(tmp_path: Path) -> None:
    lock_path = tmp_path / "goclaw.lock"
    code = textwrap.dedent(
        f"""
        import time
        from pathlib import Path
        from goclaw_lite.store.backend.lock import WriterLock
        held = WriterLock(Path({str(lock_path)!r}), "doomed")
        held.acquire()
        print("locked", flush=True)
        time.sleep(60)
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    with pytest.raises(DatabaseLockedError):
        WriterLock(lock_path, "me").acquire()
    proc.kill()
    proc.wait(timeout=10)
    lock = WriterLock(lock_path, "me")
    lock.acquire()
    lock.release()
