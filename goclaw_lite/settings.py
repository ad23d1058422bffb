"""User preferences kept in the data directory's `settings.json`, beside `store_url`.

They belong to this machine's install, not to the database: a promoted PostgreSQL store
keeps the same preferences, and a copied database does not carry them. Reads never fail on
an unknown or out-of-range value — it falls back to the default and the file is left as is
until the user saves; writes keep every key this version does not know (`store_url`, keys of
newer versions) and replace the file atomically.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from goclaw_lite.config import Paths, ensure_private_dir, write_private
from goclaw_lite.errors import ConfigurationError, ValidationError

APPEARANCES = ("system", "light", "dark")
RETENTION_RANGE = (1, 3650)
LANGUAGES = ("", "en", "vi", "zh_CN", "ru")
"""The window's languages ('' follows the system's); the CLI stays English."""


def known_time_zone(name: str) -> bool:
    """'' (the system's) or an IANA zone this machine knows, e.g. `Asia/Ho_Chi_Minh`."""
    if not name:
        return True
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


@dataclass(frozen=True)
class AppSettings:
    appearance: str = "system"
    """`system` follows the desktop's colour scheme; `light` / `dark` override it."""
    closed_retention_days: int = 30
    """Closed conversations untouched this long are deleted by the daily cleanup."""
    first_run_done: bool = False
    """The setup wizard was finished or skipped; Settings can open it again."""
    hooks_enabled: bool = True
    """Lifecycle hooks (`goclaw-lite hooks`) run in chats; off, none runs."""
    language: str = ""
    """The window's language, one of `LANGUAGES`; '' follows the system's."""
    time_zone: str = ""
    """The IANA zone times are shown in; '' follows the system's."""
    trace_retention_days: int = 30
    """Traces of runs older than this are deleted by the daily cleanup."""
    keep_in_tray: bool = False
    """Closing the window hides it to the tray (where there is one) and the app keeps running
    its scheduled jobs; the tray's Quit ends it."""

    def validated(self) -> AppSettings:
        if self.appearance not in APPEARANCES:
            raise ValidationError(f"Appearance must be one of {', '.join(APPEARANCES)}, not {self.appearance!r}.")
        low, high = RETENTION_RANGE
        if not low <= self.closed_retention_days <= high:
            raise ValidationError(f"Closed conversations are kept {low} to {high} days, not {self.closed_retention_days}.")
        if self.language not in LANGUAGES:
            known = ", ".join(filter(None, LANGUAGES))
            raise ValidationError(f"Language must be one of {known}, not {self.language!r}.")
        if not known_time_zone(self.time_zone):
            raise ValidationError(f"Unknown time zone {self.time_zone!r}; use an IANA name such as Europe/Berlin.")
        if not low <= self.trace_retention_days <= high:
            raise ValidationError(f"Traces are kept {low} to {high} days, not {self.trace_retention_days}.")
        return self


def read_settings_data(path: Path) -> dict[str, Any]:
    """The whole settings object (every key, ours or not); {} when there is no file."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise ConfigurationError(f"Cannot read {path}: {exc.strerror}.") from None
    try:
        data = json.loads(text) if text.strip() else {}
    except json.JSONDecodeError as exc:
        raise ConfigurationError(f"{path} is not valid JSON (line {exc.lineno}); fix or remove it.") from None
    if not isinstance(data, dict):
        raise ConfigurationError(f"{path} must hold a JSON object.")
    return data


def load_settings(paths: Paths) -> AppSettings:
    raw = read_settings_data(paths.settings_file)
    defaults = AppSettings()
    values: dict[str, Any] = {}
    for f in fields(AppSettings):
        value = raw.get(f.name, getattr(defaults, f.name))
        expected = type(getattr(defaults, f.name))
        if type(value) is not expected:  # bool is not int here, and "30" is not 30
            value = getattr(defaults, f.name)
        values[f.name] = value
    settings = AppSettings(**values)
    try:
        return settings.validated()
    except ValidationError:
        checked = {}
        for f in fields(AppSettings):
            try:
                replace(defaults, **{f.name: values[f.name]}).validated()
                checked[f.name] = values[f.name]
            except ValidationError:
                checked[f.name] = getattr(defaults, f.name)
        return AppSettings(**checked)


def save_settings(paths: Paths, settings: AppSettings) -> None:
    settings.validated()
    data = read_settings_data(paths.settings_file)
    data.update(asdict(settings))
    write_settings_data(paths.settings_file, data)


def write_settings_data(target: Path, data: dict[str, Any]) -> None:
    """Replace the file atomically (a crash leaves the old settings or the new), readable only by the user."""
    ensure_private_dir(target.parent)
    write_private(target, json.dumps(data, indent=2, sort_keys=True) + "\n")
