"""Rotating log files with secrets redacted before anything is written.

Both faces log to `<log dir>/goclaw-lite.log` (1 MB, five generations). Every handler gets
the `RedactingFilter`, which rewrites records to drop known credential shapes and every
secret value registered with `security.redact.register_secret` — so a secret that reaches a
log call by mistake still never reaches the disk.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path

from goclaw_lite.config import Paths, ensure_private_dir
from goclaw_lite.security.redact import RedactingFilter

LOG_FILENAME = "goclaw-lite.log"
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s [%(process)d] %(message)s"
_installed: list[logging.Handler] = []


def log_file(paths: Paths) -> Path:
    return paths.log_dir / LOG_FILENAME


def setup_logging(paths: Paths, *, level: int = logging.INFO) -> Path | None:
    """Attach the rotating file handler to the root logger (once per process).

    Returns the log file, or None when the log directory cannot be written (the app still
    runs; logging must never be the reason it does not).
    """
    if _installed:
        return log_file(paths)
    try:
        ensure_private_dir(paths.log_dir)
        target = log_file(paths)
        handler = logging.handlers.RotatingFileHandler(target, maxBytes=1_000_000, backupCount=5, encoding="utf-8", delay=True)
        if not target.exists():
            target.touch(mode=0o600)
        os.chmod(target, 0o600)
    except OSError:
        return None
    handler.addFilter(RedactingFilter())
    handler.setFormatter(logging.Formatter(_FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    _installed.append(handler)
    return target


def teardown_logging() -> None:
    """Detach and close what `setup_logging` installed (tests, and clean shutdown)."""
    root = logging.getLogger()
    while _installed:
        handler = _installed.pop()
        root.removeHandler(handler)
        handler.close()
