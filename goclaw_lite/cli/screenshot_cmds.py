"""`goclaw-lite screenshot --page PAGE PATH`: the real window, rendered offscreen to PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from goclaw_lite.cli.common import CommandContext, out
from goclaw_lite.errors import ValidationError


def register(sub: Any) -> None:
    shot = sub.add_parser("screenshot", help="save a PNG of one page of the window (works headless)")
    shot.add_argument(
        "--page",
        default="home",
        help="page key, as in the sidebar: home, chat, kg, credentials, activity, promote, settings, ...",
    )
    shot.add_argument("--size", default="1200x760", help="window size WIDTHxHEIGHT (default 1200x760)")
    shot.add_argument("--language", default="", choices=("", "en", "vi", "zh_CN", "ru", "pseudo"), metavar="LANG",
                      help="the window's language: en, vi, zh_CN, ru or pseudo (default: the setting's)")
    shot.add_argument("path", type=Path, help="where to write the PNG")
    shot.set_defaults(handler=screenshot_cmd)


def screenshot_cmd(ctx: CommandContext) -> int:
    # Qt is imported only here, so the rest of the CLI never loads it.
    from goclaw_lite.gui.shell.pages import load_builtin_pages, registered_pages
    from goclaw_lite.gui.shell.screenshot import take_screenshot

    try:
        width, height = (int(part) for part in str(ctx.args.size).lower().split("x", 1))
    except ValueError as exc:
        raise ValidationError(f"--size must look like 1200x760, not {ctx.args.size!r}.") from exc
    load_builtin_pages()
    keys = [spec.key for spec in registered_pages()]
    if ctx.args.page not in keys:
        raise ValidationError(f"Unknown page {ctx.args.page!r}; pages: {', '.join(keys)}.")
    target = take_screenshot(ctx.paths, ctx.args.page, ctx.args.path.expanduser().resolve(), size=(width, height),
                             language=ctx.args.language)
    out(f"Saved {ctx.args.page} page to {target}.")
    return 0
