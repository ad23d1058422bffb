"""Room on the disk, checked before work that copies a database (an upgrade's backup, a restore).

A copy that fills the disk half way fails late and leaves a partial file beside the store;
asking the filesystem first turns that into a clear refusal with nothing changed.
"""

from __future__ import annotations

import os
from pathlib import Path

from goclaw_lite.errors import NotEnoughSpaceError

MB = 2**20
SLACK = 8 * MB
"""Room asked for beyond the copies themselves: small journals, SQLite's own files."""


def free_bytes(folder: Path) -> int:
    """Bytes an unprivileged writer may still use on `folder`'s filesystem."""
    info = os.statvfs(folder)
    return info.f_bavail * info.f_frsize


def human(size: int) -> str:
    """`size` bytes as "12.3 MB" / "4.80 GB"."""
    return f"{size / 2**30:.2f} GB" if size >= 2**30 else f"{size / MB:.1f} MB"


def require_room(folder: Path, needed: int, doing: str, parts: str) -> None:
    """Refuse `doing` when `folder`'s filesystem has less than `needed` bytes free.

    `parts` says what the room is for ("a 4.80 GB backup and 2.40 GB for the work").
    """
    free = free_bytes(folder)
    if free < needed:
        raise NotEnoughSpaceError(
            f"Not enough disk space for {doing}: it needs {human(needed)} in {folder} ({parts}), "
            f"and {human(free)} is free. Nothing was changed; free some space (old backups are listed by "
            "`goclaw-lite db backups`) and try again."
        )
