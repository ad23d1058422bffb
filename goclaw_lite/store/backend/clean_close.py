"""Whether a SQLite file is still as its last writer left it, known without reading it.

`PRAGMA quick_check` reads the whole file: for the 106 MB benchmark store 35 ms from the page
cache but about 2 s from this machine's disk, too much for every start. So a writer that closes
cleanly records the file's identity and times (device, inode, size, mtime and ctime in ns) in
`<db>.closed`, and an open runs the check whenever the file no longer matches that record:
written since by anything, replaced, or restored with its old mtime (the ctime cannot be set
back from user space). No record (a crash, a writer still running, an older version) or a WAL
holding frames also means "check". A writer forgets the record before its first write.

File times are coarse (a clock tick of a few ms), so a write in the same tick as the recorded
state would leave them equal. The record therefore counts only while its own mtime is later
than the times it records (git's "racy clean" rule): the writer waits out that tick.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path

log = logging.getLogger(__name__)

MARKER_SUFFIX = ".closed"
_FIELDS = ("dev", "ino", "size", "mtime_ns", "ctime_ns")
_TICK_WAIT_S = 0.002
_TICK_TRIES = 250  # half a second at most; a coarse tick is 1-10 ms


def marker_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + MARKER_SUFFIX)


def wal_has_frames(db_path: Path) -> bool:
    """A `-wal` file with content: committed or half-written transactions not in the main file."""
    try:
        return db_path.with_name(db_path.name + "-wal").stat().st_size > 0
    except FileNotFoundError:
        return False


def _state(db_path: Path) -> dict[str, int]:
    st = db_path.stat()
    return {"dev": st.st_dev, "ino": st.st_ino, "size": st.st_size, "mtime_ns": st.st_mtime_ns, "ctime_ns": st.st_ctime_ns}


def forget_clean_close(db_path: Path) -> None:
    """Before a writer's first write: until it closes cleanly, the file is not vouched for."""
    marker_path(db_path).unlink(missing_ok=True)


def record_clean_close(db_path: Path) -> bool:
    """After the last write connection closed: remember the file as it is now (True if recorded)."""
    marker = marker_path(db_path)
    try:
        if wal_has_frames(db_path):  # another connection still holds the WAL open
            forget_clean_close(db_path)
            return False
        state = _state(db_path)
        staging = marker.with_name(marker.name + ".new")
        fd = os.open(staging, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(state, handle)
        os.replace(staging, marker)
        newest = max(state["mtime_ns"], state["ctime_ns"])
        for _ in range(_TICK_TRIES):
            if marker.stat().st_mtime_ns > newest:
                return True
            time.sleep(_TICK_WAIT_S)
            os.utime(marker)  # the file system's clock, the one that stamps the database
    except OSError as exc:
        log.warning("could not record the clean close of the database: %s", exc.strerror)
    forget_clean_close(db_path)
    return False


def unchanged_since_clean_close(db_path: Path) -> bool:
    """True only if the last writer closed cleanly and nothing has touched the file since."""
    marker = marker_path(db_path)
    try:
        recorded = json.loads(marker.read_text(encoding="utf-8"))
        marked_at = marker.stat().st_mtime_ns
        current = _state(db_path)
    except (OSError, ValueError):
        return False
    if not isinstance(recorded, dict) or any(recorded.get(name) != current[name] for name in _FIELDS):
        return False
    if marked_at <= max(current["mtime_ns"], current["ctime_ns"]):
        return False  # recorded in the same clock tick as the last change: cannot tell
    return not wal_has_frames(db_path)
