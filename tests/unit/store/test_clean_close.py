"""The clean-close record that lets an open skip the integrity check, and what voids it."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from goclaw_lite.store.backend.clean_close import (
    marker_path,
    record_clean_close,
    unchanged_since_clean_close,
)
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.lifecycle.sqlite_schema import create_database, inspect_database, prepare_database


def new_database(tmp_path: Path) -> Path:
    db = tmp_path / "goclaw.db"
    prepare_database(db)
    prepare_database(db)  # the first open's quick check is recorded: the daily check is not due
    return db


def test_an_untouched_file_is_vouched_for_and_skips_the_check(tmp_path: Path) -> None:
    db = new_database(tmp_path)
    assert not unchanged_since_clean_close(db)  # written, never closed cleanly
    assert inspect_database(db).checked_now
    assert record_clean_close(db)
    assert unchanged_since_clean_close(db)
    assert not inspect_database(db).checked_now
    assert oct(marker_path(db).stat().st_mode & 0o777) == "0o600"


def test_an_in_place_write_is_seen_even_with_the_old_mtime_put_back(tmp_path: Path) -> None:
    db = new_database(tmp_path)
    record_clean_close(db)
    before = db.stat()
    with db.open("r+b") as handle:  # same size, same inode (and here the same bytes)
        handle.seek(before.st_size // 2)
        middle = handle.read(16)
        handle.seek(before.st_size // 2)
        handle.write(middle)
    os.utime(db, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert db.stat().st_size == before.st_size and db.stat().st_mtime_ns == before.st_mtime_ns
    assert not unchanged_since_clean_close(db)  # the ctime moved
    assert inspect_database(db).checked_now


def test_a_replaced_file_is_not_vouched_for(tmp_path: Path) -> None:
    db = new_database(tmp_path)
    record_clean_close(db)
    other = tmp_path / "other.db"
    create_database(other)
    os.replace(other, db)
    assert not unchanged_since_clean_close(db)


def test_a_record_from_the_same_clock_tick_as_the_last_write_is_not_trusted(tmp_path: Path) -> None:
    db = new_database(tmp_path)
    record_clean_close(db)
    newest = max(db.stat().st_mtime_ns, db.stat().st_ctime_ns)
    os.utime(marker_path(db), ns=(newest, newest))
    assert not unchanged_since_clean_close(db)


def test_a_wal_holding_frames_is_not_vouched_for(tmp_path: Path) -> None:
    db = new_database(tmp_path)
    record_clean_close(db)
    writer = sqlite3.connect(db, isolation_level=None)
    try:
        writer.execute("PRAGMA wal_autocheckpoint = 0")
        writer.execute("INSERT INTO lite_meta(key, value) VALUES ('pending', 'in the WAL only')")
        assert not unchanged_since_clean_close(db)
        assert not record_clean_close(db)  # a connection still holds frames: nothing to vouch for
    finally:
        writer.close()


async def test_a_writer_voids_the_record_while_open_and_renews_it_on_close(tmp_path: Path) -> None:
    db = new_database(tmp_path)
    record_clean_close(db)
    writer = await SQLiteDatabase.connect(db)
    assert not marker_path(db).exists()
    await writer.execute("INSERT INTO lite_meta(key, value) VALUES ('written', 'yes')")
    await writer.close()
    assert unchanged_since_clean_close(db)
    reader = await SQLiteDatabase.connect(db, read_only=True)
    await reader.close()
    assert unchanged_since_clean_close(db)  # reading changes nothing
