"""Install the freedesktop launcher for the current user: `.desktop` file, icons, AppStream metainfo.

A pip-installed app lives in a virtual environment whose `bin/` is not on the desktop
session's PATH, so the installed entry runs the launcher by its absolute path (quoted as the
Desktop Entry spec says) rather than the bare `goclaw-lite` of the template. Everything goes
under `$XDG_DATA_HOME` (default `~/.local/share`): no root, nothing outside the user's home.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.errors import ValidationError
from goclaw_lite.resources import APP_ID, resource

__all__ = ["APP_ID", "ICON_SIZES", "install", "quote_exec_arg"]

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
_RESERVED = set(' \t\n"\'\\><~|&;$*?#()`')


@dataclass(frozen=True)
class DesktopEntry:
    """What an install wrote (or an uninstall removed)."""

    desktop_file: Path
    metainfo_file: Path
    icon_files: tuple[Path, ...]
    command: tuple[str, ...]

    @property
    def files(self) -> tuple[Path, ...]:
        return (self.desktop_file, self.metainfo_file, *self.icon_files)


def data_home(environ: dict[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    # The spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    return Path(value) if value and os.path.isabs(value) else Path.home() / ".local" / "share"


def launcher_command(argv0: str | None = None) -> tuple[str, ...]:
    """The absolute command that opens the window, whichever way this process was started."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: the executable is the app
        return (str(Path(sys.executable).resolve()),)
    first = Path(argv0 if argv0 is not None else sys.argv[0])
    if first.name == "goclaw-lite" and first.is_file() and os.access(first, os.X_OK):
        return (str(first.absolute()),)
    found = shutil.which("goclaw-lite")
    if found:
        return (str(Path(found).absolute()),)
    return (str(Path(sys.executable).absolute()), "-m", "goclaw_lite")


def quote_exec_arg(arg: str) -> str:
    """One argument of a desktop entry's Exec key, quoted by the spec's rules when it needs to be."""
    if not any(c in _RESERVED for c in arg):
        return arg
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    # In the key file format a backslash itself is escaped once more.
    return '"' + escaped.replace("\\", "\\\\") + '"'


def _desktop_text(command: tuple[str, ...]) -> str:
    template = resource("linux") / f"{APP_ID}.desktop"
    lines = []
    for line in template.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec=goclaw-lite"):  # the main entry and each action, arguments kept
            line = "Exec=" + " ".join(quote_exec_arg(a) for a in command) + line.removeprefix("Exec=goclaw-lite")
        elif line.startswith("TryExec="):
            line = "TryExec=" + command[0].replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def _planned(home: Path, command: tuple[str, ...]) -> DesktopEntry:
    icons = tuple(home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in ICON_SIZES)
    return DesktopEntry(
        desktop_file=home / "applications" / f"{APP_ID}.desktop",
        metainfo_file=home / "metainfo" / f"{APP_ID}.metainfo.xml",
        icon_files=(*icons, home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"),
        command=command,
    )


def _check_platform() -> None:
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        raise ValidationError(
            "install-desktop-entry writes a freedesktop.org launcher (Linux and BSD desktops); "
            "on Windows and macOS use the bundle built from packaging/goclaw-lite.spec."
        )


def install(home: Path | None = None, command: tuple[str, ...] | None = None) -> DesktopEntry:
    """Write the launcher, icons and metainfo; replaces an earlier install of ours."""
    _check_platform()
    home = data_home() if home is None else home
    entry = _planned(home, launcher_command() if command is None else command)
    icons = resource("icons")
    sources = [icons / f"goclaw-lite-{n}.png" for n in ICON_SIZES] + [icons / "goclaw-lite.svg"]
    for source, target in zip(sources, entry.icon_files, strict=True):
        _write_bytes(target, source.read_bytes())
    _write_bytes(entry.metainfo_file, (resource("linux") / f"{APP_ID}.metainfo.xml").read_bytes())
    _write_bytes(entry.desktop_file, _desktop_text(entry.command).encode("utf-8"))
    _refresh_caches(home)
    return entry


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what `install` wrote; returns the files that were there."""
    _check_platform()
    home = data_home() if home is None else home
    removed = []
    for path in _planned(home, ("goclaw-lite",)).files:
        if path.exists():
            path.unlink()
            removed.append(path)
    _refresh_caches(home)
    return removed


def _write_bytes(target: Path, data: bytes) -> None:
    """Write through a temporary file and rename, so a menu never reads half a file."""
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.tmp")
    temporary.write_bytes(data)
    temporary.chmod(0o644)
    temporary.replace(target)


def _refresh_caches(home: Path) -> None:
    """Tell the desktop about the change where its tools are installed; harmless if they are not."""
    for tool, args in (
        ("update-desktop-database", ["-q", str(home / "applications")]),
        ("gtk-update-icon-cache", ["-q", "-t", "-f", str(home / "icons" / "hicolor")]),
    ):
        path = shutil.which(tool)
        if path and Path(args[-1]).is_dir():
            subprocess.run([path, *args], check=False, capture_output=True, timeout=30)
