"""`goclaw-lite install-desktop-entry` as a user runs it, and the files checked by the desktop's own validators."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from goclaw_lite import __version__
from goclaw_lite.desktop_entry import APP_ID, ICON_SIZES, install, quote_exec_arg
from goclaw_lite.resources import resource
from tests.conftest import skip_or_fail


def run(python_exe: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True, timeout=60)


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", head[16:24])


def exec_lines(desktop_file: Path) -> list[str]:
    """The main entry's Exec value first, then each action's."""
    return [line.removeprefix("Exec=") for line in desktop_file.read_text().splitlines() if line.startswith("Exec=")]


def exec_line(desktop_file: Path) -> str:
    return exec_lines(desktop_file)[0]


def split_exec(value: str) -> list[str]:
    """An Exec value split as the Desktop Entry spec says (key-file escapes first, then quoting)."""
    value = value.replace("\\\\", "\\")
    args: list[str] = []
    current, quoted, i, started = "", False, 0, False
    while i < len(value):
        c = value[i]
        if quoted and c == "\\" and i + 1 < len(value) and value[i + 1] in '"`$\\':
            current, i = current + value[i + 1], i + 2
            continue
        if c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started:
                args.append(current)
            current, started = "", False
        else:
            current, started = current + c, True
        i += 1
    assert not quoted, value
    if started:
        args.append(current)
    return args


def validator(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        skip_or_fail(f"{name} is not installed (Debian: desktop-file-utils / appstream)")
    assert path is not None
    return path


def test_install_run_and_uninstall(python_exe: str, cli_env: dict[str, str], tmp_path: Path) -> None:
    data_home = tmp_path / "share"
    env = {**cli_env, "XDG_DATA_HOME": str(data_home)}
    done = run(python_exe, env, "install-desktop-entry")
    assert done.returncode == 0, done.stderr
    desktop = data_home / "applications" / f"{APP_ID}.desktop"
    assert f"Installed {desktop}" in done.stdout
    subprocess.run([validator("desktop-file-validate"), str(desktop)], check=True, capture_output=True)

    # The launcher names the interpreter/script by absolute path and really starts this install.
    command = split_exec(exec_line(desktop))
    assert Path(command[0]).is_absolute() and Path(command[0]).exists()
    started = subprocess.run([*command, "--version"], env=env, capture_output=True, text=True, timeout=60)
    assert started.returncode == 0 and started.stdout.strip() == f"goclaw-lite {__version__}"
    # The "New Chat" action runs the same launcher with its own arguments.
    assert [split_exec(line) for line in exec_lines(desktop)[1:]] == [[*command, "gui", "--new-chat"]]

    for size in ICON_SIZES:
        icon = data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png_size(icon) == (size, size)
    svg = data_home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == (resource("icons") / "goclaw-lite.svg").read_bytes()
    metainfo = data_home / "metainfo" / f"{APP_ID}.metainfo.xml"
    assert f"<id>{APP_ID}</id>" in metainfo.read_text()
    assert oct(desktop.stat().st_mode & 0o777) == "0o644"

    again = run(python_exe, env, "install-desktop-entry")  # reinstalling replaces, never duplicates
    assert again.returncode == 0
    assert sorted(p.name for p in (data_home / "applications").glob("*.desktop")) == [f"{APP_ID}.desktop"]

    removed = run(python_exe, env, "install-desktop-entry", "--uninstall")
    assert removed.returncode == 0 and "Removed 11 file(s)." in removed.stdout
    assert not desktop.exists() and not metainfo.exists() and not svg.exists()
    nothing = run(python_exe, env, "install-desktop-entry", "--uninstall")
    assert nothing.returncode == 0 and "No desktop entry" in nothing.stdout


def test_a_launcher_path_with_spaces_and_quotes_is_quoted_by_the_spec(tmp_path: Path) -> None:
    odd = '/opt/my apps/it\'s "here"/$HOME/goclaw-lite'
    entry = install(tmp_path, command=(odd,))
    subprocess.run([validator("desktop-file-validate"), str(entry.desktop_file)], check=True, capture_output=True)
    assert split_exec(exec_line(entry.desktop_file)) == [odd]
    assert quote_exec_arg("/usr/bin/goclaw-lite") == "/usr/bin/goclaw-lite"


@pytest.mark.parametrize("name", [f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml"])
def test_shipped_templates_pass_the_desktop_validators(name: str) -> None:
    path = resource("linux") / name
    if name.endswith(".desktop"):
        result = subprocess.run([validator("desktop-file-validate"), str(path)], capture_output=True, text=True)
    else:
        result = subprocess.run([validator("appstreamcli"), "validate", "--no-net", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_metainfo_lists_this_version_and_the_changelog_dates() -> None:
    """Software centres show the newest `<release>`: it is the version in `__init__.py` (the
    round moves both), and each released version has the day CHANGELOG.md gives it."""
    releases = ElementTree.parse(resource("linux") / f"{APP_ID}.metainfo.xml").getroot().findall("releases/release")
    assert releases and releases[0].get("version") == __version__
    changelog = (Path(__file__).resolve().parents[3] / "CHANGELOG.md").read_text(encoding="utf-8")
    days = dict(re.findall(r"^## \[([0-9][^\]]*)\] - (\d{4}-\d{2}-\d{2})", changelog, re.M))
    for release in releases[1:]:
        assert days.get(str(release.get("version"))) == release.get("date"), release.attrib
