"""`goclaw-lite install-desktop-entry`: the launcher in the user's application menu."""

from __future__ import annotations

from typing import Any

from goclaw_lite import desktop_entry
from goclaw_lite.cli.common import CommandContext, out


def register(sub: Any) -> None:
    cmd = sub.add_parser(
        "install-desktop-entry",
        help="add GoClaw Lite to your desktop's application menu (current user, Linux/BSD)",
        description="Write the .desktop launcher, icons (16-512 px and SVG) and AppStream metainfo under "
        "$XDG_DATA_HOME (default ~/.local/share). The launcher runs this installation by its absolute path.",
    )
    cmd.add_argument("--uninstall", action="store_true", help="remove the launcher, icons and metainfo again")
    cmd.set_defaults(handler=install_desktop_entry_cmd)


def install_desktop_entry_cmd(ctx: CommandContext) -> int:
    if ctx.args.uninstall:
        removed = desktop_entry.uninstall()
        out(f"Removed {len(removed)} file(s)." if removed else "No desktop entry of GoClaw Lite was installed.")
        return 0
    entry = desktop_entry.install()
    out(f"Installed {entry.desktop_file}")
    out(f"  runs: {' '.join(entry.command)}")
    out(f"  icons: {len(entry.icon_files)} under {entry.icon_files[0].parents[3]}")
    out(f"  metainfo: {entry.metainfo_file}")
    return 0
