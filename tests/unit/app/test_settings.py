"""settings.json: defaults, tolerant reads, writes that keep what they do not own."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import ConfigurationError, ValidationError
from goclaw_lite.settings import AppSettings, load_settings, save_settings


def test_defaults_when_there_is_no_file(isolated_home: Path) -> None:
    assert load_settings(resolve_paths()) == AppSettings(appearance="system", closed_retention_days=30, first_run_done=False)


def test_save_keeps_other_keys_and_is_private(isolated_home: Path) -> None:
    paths = resolve_paths()
    paths.settings_file.parent.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps({"store_url": "postgresql://me@db/goclaw", "from_a_newer_version": [1, 2]}))
    save_settings(paths, AppSettings(appearance="dark", closed_retention_days=7))
    data = json.loads(paths.settings_file.read_text())
    assert data["store_url"] == "postgresql://me@db/goclaw" and data["from_a_newer_version"] == [1, 2]
    assert data["appearance"] == "dark" and data["closed_retention_days"] == 7
    assert stat.S_IMODE(paths.settings_file.stat().st_mode) == 0o600
    assert load_settings(paths) == AppSettings(appearance="dark", closed_retention_days=7)
    assert [p.name for p in paths.settings_file.parent.iterdir() if p.name.startswith(".settings-")] == []


def test_bad_values_fall_back_one_by_one(isolated_home: Path) -> None:
    paths = resolve_paths()
    paths.settings_file.parent.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps({"appearance": "purple", "closed_retention_days": 12, "first_run_done": "yes"}))
    assert load_settings(paths) == AppSettings(appearance="system", closed_retention_days=12, first_run_done=False)
    paths.settings_file.write_text(json.dumps({"appearance": "light", "closed_retention_days": 0}))
    assert load_settings(paths) == AppSettings(appearance="light", closed_retention_days=30)
    paths.settings_file.write_text(json.dumps({"closed_retention_days": True}))  # a bool is not a number of days
    assert load_settings(paths).closed_retention_days == 30


def test_saving_an_invalid_value_is_refused_and_writes_nothing(isolated_home: Path) -> None:
    paths = resolve_paths()
    with pytest.raises(ValidationError, match="1 to 3650 days"):
        save_settings(paths, AppSettings(closed_retention_days=5000))
    assert not paths.settings_file.exists()


def test_a_corrupt_file_is_a_clear_error(isolated_home: Path) -> None:
    paths = resolve_paths()
    paths.settings_file.parent.mkdir(parents=True)
    paths.settings_file.write_text("{ not json")
    with pytest.raises(ConfigurationError, match="not valid JSON"):
        load_settings(paths)
    with pytest.raises(ConfigurationError):
        save_settings(paths, AppSettings())
    assert paths.settings_file.read_text() == "{ not json"  # nothing lost
