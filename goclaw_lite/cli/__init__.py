"""The `goclaw-lite` command line: the GUI with no arguments, subcommands otherwise.

Exit codes: 0 success, 1 failure, 2 usage or configuration error. A user mistake prints one
line on stderr (`goclaw-lite: error: ...`) and never a traceback. A reader that goes away early
(`goclaw-lite key status | head -1`) is normal: the command stops quietly with 141, what a shell
reports for any program whose pipe closed (128 + SIGPIPE). Each command group lives in its own
module and registers itself with `register(subparsers)`.
"""

from __future__ import annotations

import argparse
import errno
import gc
import importlib
import logging
import os
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from goclaw_lite import __version__
from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import UserError

log = logging.getLogger("goclaw_lite.cli")
PIPE_CLOSED_EXIT = 141


def _subcommand(args: argparse.Namespace) -> list[str]:
    """The chosen subcommand names (never argument values, which may be sensitive)."""
    return [str(v) for k, v in vars(args).items() if k.endswith("_command") and isinstance(v, str)]



COMMAND_MODULES = {
    "activity": "activity_cmds", "agent": "agent_cmds", "agent-link": "link_cmds", "chat": "chat_cmds",
    "conversations": "conversation_cmds", "cred": "cred_cmds", "db": "db_cmds", "evolution": "evolution_cmds",
    "exec": "exec_cmds", "hooks": "hooks_cmds", "import": "import_cmds", "install-desktop-entry": "desktop_cmds",
    "jobs": "jobs_cmds", "key": "key_cmds",
    "kg": "kg_cmds", "mcp": "mcp_cmds", "memory": "memory_cmds", "model": "model_cmds", "promote": "promote_cmds",
    "provider": "provider_cmds", "screenshot": "screenshot_cmds", "skill": "skill_cmds", "tools": "tools_cmds",
    "trace": "trace_cmds", "vault": "vault_cmds", "web": "web_cmds", "workspace": "tools_cmds",
}
"""Which `*_cmds` module registers each top-level command, so a command imports only its own
group (all of them import about a second's worth of modules: the chat's HTTP clients,
psycopg). A test checks this against what the modules register."""


def command_groups() -> list[ModuleType]:
    """Every `goclaw_lite.cli.*_cmds` module; a new command group is one new file (and an
    entry in COMMAND_MODULES)."""
    import pkgutil  # not needed to open the window

    package = importlib.import_module(__name__)
    names = sorted(m.name for m in pkgutil.iter_modules(package.__path__) if m.name.endswith("_cmds"))
    return [importlib.import_module(f"{__name__}.{name}") for name in names]


def _command_word(args: Sequence[str]) -> str | None:
    """The first argument after a leading `--store X` (the command, or an option), if any."""
    rest = list(args)
    if rest and rest[0] == "--store" and len(rest) >= 2:
        rest = rest[2:]
    elif rest and rest[0].startswith("--store="):
        rest = rest[1:]
    return rest[0] if rest else None


def _groups_for(args: Sequence[str]) -> list[ModuleType]:
    """The command group the arguments name, or every group (help, a typo, `--version`)."""
    word = _command_word(args)
    module = COMMAND_MODULES.get(word) if word is not None else None
    if module is None:
        return command_groups()
    return [importlib.import_module(f"{__name__}.{module}")]


MAX_WHOLE_NUMBER = 1_000_000_000
"""The largest number an option takes (a limit, an offset, seconds, tokens): SQLite stores 64-bit
integers and a larger value than this is a typo, not a wish."""


def whole_number(text: str) -> int:
    """What `type=int` means on our command line: a whole number no larger than MAX_WHOLE_NUMBER."""
    try:
        value = int(text)  # a 5,000-digit text is a ValueError too
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text[:32]!r}") from None
    if abs(value) > MAX_WHOLE_NUMBER:
        raise argparse.ArgumentTypeError(f"{value} is too large (at most {MAX_WHOLE_NUMBER:,})")
    return value


_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
_SQLITE_FULL = 13
_SQLITE_IOERR = 10
_PG_DISK_FULL = "53100"


def disk_full(exc: BaseException) -> str | None:
    """The one-line message for a write that failed for want of space (a full disk, a quota,
    a file-size limit), found anywhere in `exc`'s chain; None for any other failure. SQLite
    and PostgreSQL roll the failed transaction back, so nothing already stored is lost."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, OSError) and current.errno in _FULL_ERRNOS:
            where = f" writing {current.filename}" if current.filename else ""
            return f"No space to write{where} ({current.strerror}); free some space and run the command again."
        code = getattr(current, "sqlite_errorcode", None)
        if code == _SQLITE_FULL or getattr(current, "sqlstate", None) == _PG_DISK_FULL:
            return (
                f"A write failed: the disk is full ({current}); what was being written was discarded and nothing "
                "stored before was lost. Free some space and run the command again."
            )
        if isinstance(code, int) and code & 0xFF == _SQLITE_IOERR:  # also a file-size limit (EFBIG)
            return (
                f"The disk refused a write ({current}): it may be full or failing; what was being written was "
                "discarded and nothing stored before was lost."
            )
        current = current.__cause__ or current.__context__
    return None


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # argparse looks a type up in this registry first: every `type=int` option is bounded.
        self.register("type", int, whole_number)

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _opens_window(args: Sequence[str]) -> bool:
    """True when the arguments only open the window (`[--store X] [gui ...]`).

    Then the parser is built without the command groups: importing every `*_cmds` module
    (and what they import) would add a noticeable part to the window's start-up time.
    """
    return _command_word(args) in (None, "gui")


def build_parser(*, with_commands: bool = True, args: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser; with `args`, only the command group they name is registered (see COMMAND_MODULES)."""
    parser = _Parser(
        prog="goclaw-lite",
        description="GoClaw Lite — a local agent workbench. Run without arguments to open the window.",
    )
    parser.add_argument("--version", action="version", version=f"goclaw-lite {__version__}")
    parser.add_argument(
        "--store",
        metavar="URL|PATH",
        default=None,
        help="use this store: postgresql://user@host:port/db or a SQLite file (default: the store_url setting, "
        "else the data folder's database); put passwords in ~/.pgpass or PGPASSWORD",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    gui = sub.add_parser("gui", help="open the GoClaw Lite window (the default)")
    gui.add_argument(
        "--new-chat", action="store_true", help="start a new chat (in the window already open, if there is one)"
    )
    # For the startup benchmark: print "window-shown" after the first frame, then quit.
    gui.add_argument("--quit-when-shown", action="store_true", help=argparse.SUPPRESS)
    gui.set_defaults(handler=None)
    if with_commands:
        for group in command_groups() if args is None else _groups_for(args):
            group.register(sub)
    return parser


NO_DISPLAY = (
    "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set). Use the command line "
    "(`goclaw-lite --help`), or set QT_QPA_PLATFORM=offscreen to run the window without a screen."
)


def no_display(env: dict[str, str] | os._Environ[str], platform: str = sys.platform) -> bool:
    """An X11/Wayland system with neither display nor a chosen Qt platform: Qt would abort the
    process (SIGABRT, rc 134) with a message about missing xcb libraries that misleads."""
    if platform.startswith(("win", "darwin")) or env.get("QT_QPA_PLATFORM"):
        return False
    return not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY")


def _run_gui(store: str | None, *, new_chat: bool = False, quit_when_shown: bool = False) -> int:
    if no_display(os.environ):
        print(f"goclaw-lite: error: {NO_DISPLAY}", file=sys.stderr)
        return 2
    # No cyclic collection before the first frame: PySide and the shell make ~100,000 objects
    # that live as long as the process, and the passes over them, with nothing to free, cost
    # the first frame ~20 M instructions (3%). Collection resumes once the window is drawn
    # (the GUI thread's collector, gui/widgets/gc_guard.py, takes over from there).
    collecting = gc.isenabled()
    gc.disable()
    try:
        from goclaw_lite.gui.shell.launch import run_gui

        paths = resolve_paths()

        def start_logging() -> None:  # after the first frame: the redaction patterns take a while to compile
            if collecting:
                gc.enable()
            from goclaw_lite.logs import setup_logging

            setup_logging(paths)
            log.info("goclaw-lite %s: opening the window", __version__)

        request = "new-chat" if new_chat else "raise"
        return run_gui(
            paths, sys.argv[:1], store=store, request=request, quit_when_shown=quit_when_shown, on_shown=start_logging,
        )
    finally:
        if collecting:
            gc.enable()


def main(argv: Sequence[str] | None = None) -> int:
    try:
        code = _main(argv)
        if sys.stdout is not None:
            sys.stdout.flush()  # here, where a closed pipe can be handled, not at interpreter exit
        return code
    except BrokenPipeError:
        _silence_stdout()
        return PIPE_CLOSED_EXIT


def _silence_stdout() -> None:
    """Point stdout at the null device: Python flushes it once more at exit, and would print
    "Exception ignored ... BrokenPipeError" about output nobody is reading."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (AttributeError, OSError, ValueError):
        pass


def _main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(with_commands=not _opens_window(args_list), args=args_list)
    args = parser.parse_args(args_list)
    handler = getattr(args, "handler", None)
    if handler is None:
        if args.command not in (None, "gui"):
            parser.parse_args([args.command, "--help"])
        return _run_gui(
            args.store,
            new_chat=bool(getattr(args, "new_chat", False)),
            quit_when_shown=bool(getattr(args, "quit_when_shown", False)),
        )
    import asyncio  # here, not at the top: opening the window needs neither (see `_opens_window`)

    from goclaw_lite.cli.common import CommandContext, err
    from goclaw_lite.logs import setup_logging

    ctx = CommandContext(paths=resolve_paths(), args=args, store=args.store)
    setup_logging(ctx.paths)
    log.info("goclaw-lite %s: %s", __version__, " ".join([args.command or "", *_subcommand(args)]).strip())
    try:
        result = handler(ctx)
        if asyncio.iscoroutine(result):
            result = asyncio.run(result)
        return int(result or 0)
    except UserError as exc:
        log.info("command failed: %s (%s)", exc, exc.code)
        err(f"goclaw-lite: error: {exc}")  # it may quote a stored name
        return exc.exit_code
    except BrokenPipeError:
        raise  # not a failure: the reader went away (see `main`)
    except Exception as exc:
        full = disk_full(exc)
        if full is None:
            log.exception("unexpected error in goclaw-lite %s", args.command)
            raise
        log.warning("command failed: %s", full)
        print(f"goclaw-lite: error: {full}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("goclaw-lite: interrupted", file=sys.stderr)
        return 130
