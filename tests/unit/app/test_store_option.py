"""The --store option and the store_url setting: which store the app opens, and clear refusals."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from goclaw_lite.app.context import configured_store, open_app, resolve_store_location
from goclaw_lite.cli import build_parser
from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import ConfigurationError
from goclaw_lite.promote.switch import switch_back, switch_to, url_without_password


def run_cli(python_exe: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True, timeout=60)


def test_location_order_is_option_then_setting_then_data_dir(isolated_home: Path, tmp_path: Path) -> None:
    paths = resolve_paths()
    assert resolve_store_location(paths, None).path == paths.db_path
    paths.data_dir.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps({"store_url": "postgresql://me@db.example:5433/goclaw", "other": 1}))
    from_setting = resolve_store_location(paths, None)
    assert from_setting.is_postgres and from_setting.description == "PostgreSQL me@db.example:5433/goclaw"
    chosen = resolve_store_location(paths, str(tmp_path / "other.db"))
    assert not chosen.is_postgres and chosen.path == tmp_path / "other.db"


def test_a_broken_settings_file_is_a_clear_error(isolated_home: Path) -> None:
    paths = resolve_paths()
    paths.data_dir.mkdir(parents=True)
    paths.settings_file.write_text("{not json")
    with pytest.raises(ConfigurationError, match="not valid JSON"):
        configured_store(paths)
    paths.settings_file.write_text(json.dumps({"store_url": 5}))
    with pytest.raises(ConfigurationError, match="must be a text"):
        configured_store(paths)


async def test_store_option_opens_another_sqlite_file(isolated_home: Path, tmp_path: Path) -> None:
    other = tmp_path / "elsewhere.db"
    ctx = await open_app(resolve_paths(), program="test", store=str(other))
    try:
        assert ctx.stores.db.description == f"SQLite {other}"
    finally:
        await ctx.close()
    assert other.exists() and not resolve_paths().db_path.exists()


def test_the_global_option_reaches_the_command(isolated_home: Path) -> None:
    args = build_parser().parse_args(["--store", "postgresql://u@h/d", "db", "status"])
    assert args.store == "postgresql://u@h/d"


@pytest.mark.slow
def test_cli_uses_the_store_option_and_refuses_bad_schemes(cli_env: dict[str, str], python_exe: str, tmp_path: Path) -> None:
    other = tmp_path / "cli-other.db"
    missing = run_cli(python_exe, cli_env, "--store", str(other), "db", "status")
    assert missing.returncode != 0 and str(other) in missing.stderr and "Traceback" not in missing.stderr
    migrated = run_cli(python_exe, cli_env, "--store", str(other), "db", "migrate")
    assert migrated.returncode == 0, migrated.stderr
    status = run_cli(python_exe, cli_env, "--store", str(other), "db", "status", "--json")
    assert status.returncode == 0, status.stderr
    assert json.loads(status.stdout)["path"] == str(other)
    bad = run_cli(python_exe, cli_env, "--store", "mysql://x@y/z", "db", "status")
    assert bad.returncode == 2 and "Unsupported store URL scheme" in bad.stderr and "Traceback" not in bad.stderr
    check = run_cli(python_exe, cli_env, "--store", "postgresql://u@127.0.0.1:1/d", "db", "backup", str(tmp_path / "b.db"))
    assert check.returncode == 2 and "pg_dump" in check.stderr


def test_switch_stores_no_password_and_switch_back_restores_the_file(isolated_home: Path) -> None:
    paths = resolve_paths()
    paths.data_dir.mkdir(parents=True)
    paths.db_path.write_bytes(b"")
    paths.db_path.chmod(0o600)
    stored = switch_to(paths, "postgresql://me:S3cret-pw@db.example:5432/goclaw?sslmode=require&password=S3cret-pw")
    assert "S3cret-pw" not in paths.settings_file.read_text()
    assert stored == "postgresql://me@db.example:5432/goclaw?sslmode=require"
    assert paths.db_path.stat().st_mode & 0o777 == 0o400
    assert switch_back(paths) == stored
    assert paths.db_path.stat().st_mode & 0o777 == 0o600
    assert "store_url" not in json.loads(paths.settings_file.read_text())
    assert url_without_password("postgresql://u@h/d") == "postgresql://u@h/d"
