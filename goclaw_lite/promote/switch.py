"""Point the app at PostgreSQL after a promotion, and back again.

settings.json gets the URL without any password (libpq finds it in ~/.pgpass or
PGPASSWORD); the SQLite file stays behind read-only (0400) as the backup of the moment of
the switch, and becomes writable (0600) again on the way back.
"""

from __future__ import annotations

import os
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from goclaw_lite.config import Paths
from goclaw_lite.settings import read_settings_data, write_settings_data

STORE_URL = "store_url"
BACKUP_MODE = 0o400
WRITABLE_MODE = 0o600


def url_without_password(url: str) -> str:
    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:
        userinfo, host = netloc.rsplit("@", 1)
        netloc = userinfo.split(":", 1)[0] + "@" + host
    query = urlencode([(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k.lower() != "password"])
    return urlunsplit(parts._replace(netloc=netloc, query=query))


def switch_to(paths: Paths, url: str) -> str:
    """Make the app use `url` from now on; returns the stored (password-free) URL."""
    stored = url_without_password(url)
    data = read_settings_data(paths.settings_file)
    data[STORE_URL] = stored
    write_settings_data(paths.settings_file, data)
    if paths.db_path.exists():
        os.chmod(paths.db_path, BACKUP_MODE)
    return stored


def switch_back(paths: Paths) -> str | None:
    """Return to the SQLite file; returns the URL that was configured, if any."""
    data = read_settings_data(paths.settings_file)
    previous = data.pop(STORE_URL, None)
    if previous is not None:
        write_settings_data(paths.settings_file, data)
    if paths.db_path.exists():
        os.chmod(paths.db_path, WRITABLE_MODE)
    return previous if isinstance(previous, str) else None
