"""Locate the data files shipped beside the code (schema SQL, icons).

In a wheel they are force-included under `goclaw_lite/_data/`; in a source checkout or an
editable install they are the top-level `schema/` and `resources/` folders.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent

APP_ID = "io.github.goclawlite.GoClawLite"
"""Reverse-DNS id: the .desktop basename, the icon name, the AppStream id and Qt's desktopFileName."""


def data_path(name: str) -> Path:
    """Path of the top-level data folder `name` ("schema" or "resources")."""
    for candidate in (_PACKAGE_DIR / "_data" / name, _PACKAGE_DIR.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"GoClaw Lite data folder {name!r} is missing from this installation")


def schema_dir(backend: str) -> Path:
    return data_path("schema") / backend


def resource(name: str) -> Path:
    return data_path("resources") / name
