"""The "Copy diagnostics" text: what a bug report needs, and nothing a bug report must not carry.

Versions, platform, paths, schema version, the store (PostgreSQL URLs are shown the way the
store describes itself: user, host, port and database, never a password) and where the key
comes from with its fingerprint — never the key.
"""

from __future__ import annotations

import platform
import sqlite3
import sys
from collections.abc import Mapping
from importlib import metadata

from goclaw_lite import __version__
from goclaw_lite.app.context import AppContext

_PACKAGES = ("PySide6-Essentials", "qasync", "aiosqlite", "cryptography", "httpx", "psycopg", "keyring", "rapidfuzz")


def _version_of(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "not installed"


def diagnostics_lines(ctx: AppContext, extra: Mapping[str, str] | None = None) -> list[tuple[str, str]]:
    info = ctx.key_info
    lines = [
        ("GoClaw Lite", __version__),
        ("Python", f"{platform.python_version()} ({platform.python_implementation()})"),
        ("Platform", f"{platform.system()} {platform.release()} {platform.machine()}"),
        ("SQLite library", sqlite3.sqlite_version),
        *[(name, _version_of(name)) for name in _PACKAGES],
        ("Frozen bundle", "yes" if getattr(sys, "frozen", False) else "no"),
        ("Data directory", str(ctx.paths.data_dir)),
        ("Log directory", str(ctx.paths.log_dir)),
        ("Store", ctx.stores.db.description),
        ("Schema version", str(ctx.prepare.version)),
        ("Read-only", "yes" if ctx.read_only else "no"),
        ("Key source", info.summary),
        ("Key fingerprint", info.fingerprint or "none"),
    ]
    lines += list((extra or {}).items())
    return lines


def diagnostics_text(ctx: AppContext, extra: Mapping[str, str] | None = None) -> str:
    pairs = diagnostics_lines(ctx, extra)
    width = max(len(name) for name, _ in pairs)
    return "\n".join(f"{name + ':':<{width + 1}} {value}" for name, value in pairs) + "\n"
