"""`goclaw-lite agent files list | show | edit | set | rm` — an agent's SOUL.md, IDENTITY.md, ...

Registered under `agent` by `agent_cmds.register`. `edit` opens $VISUAL / $EDITOR on a private
copy with no database open (the writer lock is not held while the user types), then writes the
text back only if nobody changed the file meanwhile; otherwise the edited copy is kept and named.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from goclaw_lite.app.agent_files import AgentFile, AgentFiles, FileScope
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.agent_files import FileCut, normalise_file_name

_SCOPE_HELP = "write the agent's file or your own copy (default: where the file takes effect now)"


def register_files(asub: Any) -> None:
    files = asub.add_parser("files", help="an agent's files (SOUL.md, IDENTITY.md, ...) that go into its prompt")
    fsub = files.add_subparsers(dest="files_command", metavar="SUBCOMMAND", required=True)

    lst = fsub.add_parser("list", help="an agent's files, their size and what the prompt keeps of each")
    lst.add_argument("key", help="agent key")
    lst.add_argument("--json", action="store_true", help="machine-readable output")
    lst.set_defaults(handler=list_cmd)

    show = fsub.add_parser("show", help="print one file")
    show.add_argument("key", help="agent key")
    show.add_argument("name", help="file name, e.g. SOUL.md")
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=show_cmd)

    edit = fsub.add_parser("edit", help="edit a file in $VISUAL / $EDITOR (a new name starts empty)")
    edit.add_argument("key", help="agent key")
    edit.add_argument("name", help="file name, e.g. SOUL.md")
    edit.add_argument("--scope", choices=("agent", "user"), help=_SCOPE_HELP)
    edit.set_defaults(handler=edit_cmd)

    set_ = fsub.add_parser("set", help="write a file from a UTF-8 file or stdin")
    set_.add_argument("key", help="agent key")
    set_.add_argument("name", help="file name, e.g. SOUL.md")
    set_.add_argument("file", nargs="?", type=Path, default=Path("-"), help="UTF-8 text file ('-' or none: stdin)")
    set_.add_argument("--scope", choices=("agent", "user"), help=_SCOPE_HELP)
    set_.set_defaults(handler=set_cmd)

    rm = fsub.add_parser("rm", help="remove a file (your copy first, if you have one)")
    rm.add_argument("key", help="agent key")
    rm.add_argument("name", help="file name")
    rm.add_argument("--scope", choices=("agent", "user"), help="remove the agent's file or your own copy")
    rm.set_defaults(handler=rm_cmd)


def _user(scope: str | None) -> bool | None:
    return None if scope is None else scope == "user"


def scope_label(file: AgentFile) -> str:
    if file.scope is FileScope.AGENT:
        return "agent"
    return "yours (overrides the agent's)" if file.overrides else "yours"


def in_prompt(file: AgentFile, cut: FileCut | None) -> str:
    if not file.content.strip():
        return "empty"
    if cut is None:
        return "whole"
    return "left out (no room)" if cut.left_out else f"cut to {cut.kept:,}"


def cut_warning(cut: FileCut) -> str:
    if cut.left_out:
        return (f"warning: {cut.name} ({cut.chars:,} characters) is left out of the prompt: "
                "the files before it fill the budget.")
    return f"warning: {cut.name} is cut: the prompt keeps {cut.kept:,} of its {cut.chars:,} characters."


def _document(file: AgentFile, cut: FileCut | None) -> dict[str, Any]:
    return {"name": file.name, "scope": file.scope.value, "overrides": file.overrides, "chars": file.chars,
            "in_prompt": in_prompt(file, cut), "kept": None if cut is None else cut.kept, "updated_at": file.updated_at}


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        listing: AgentFiles = await app.services.agent_files.list(ctx.args.key)
    prompt = listing.prompt
    if ctx.args.json:
        print_json({"agent": listing.agent.agent_key, "budget": prompt.budget, "order": list(prompt.files),
                    "files": [_document(f, prompt.cut(f.name)) for f in listing.files]})
        return 0
    key = listing.agent.agent_key
    if not listing.files:
        out(f"Agent {key} has no files yet; add one with `goclaw-lite agent files edit {key} SOUL.md`.")
        return 0
    print_table(
        ["file", "scope", "characters", "in the prompt"],
        [(f.name, scope_label(f), f"{f.chars:,}", in_prompt(f, prompt.cut(f.name))) for f in listing.files],
    )
    out(f"Prompt order: {', '.join(prompt.files) or '(none)'}; budget {prompt.budget:,} characters.")
    for cut in prompt.cuts:
        out(cut_warning(cut))
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        file = await app.services.agent_files.show(ctx.args.key, ctx.args.name)
        cut = (await app.services.agent_files.prompt(ctx.args.key)).cut(file.name)
    if ctx.args.json:
        print_json({**_document(file, cut), "content": file.content})
        return 0
    out(file.content.rstrip("\n"))
    if cut is not None:
        err(cut_warning(cut))
    return 0


def _read_text(path: Path) -> str:
    if str(path) == "-":
        data = sys.stdin.buffer.read()
        where = "stdin"
    else:
        try:
            data = path.expanduser().read_bytes()
        except OSError as exc:
            raise ValidationError(f"Cannot read {path}: {exc.strerror or exc}.") from None
        where = str(path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ValidationError(f"{where} is not UTF-8 text; nothing was written.") from None


async def _write(ctx: CommandContext, content: str) -> int:
    async with ctx.app() as app:
        file = await app.services.agent_files.set(ctx.args.key, ctx.args.name, content, user=_user(ctx.args.scope))
        cut = (await app.services.agent_files.prompt(ctx.args.key)).cut(file.name)
    where = "your copy of " if file.scope is FileScope.USER else ""
    out(f"Wrote {where}{file.name} of agent {ctx.args.key} ({file.chars:,} characters).")
    if cut is not None:
        out(cut_warning(cut))
    return 0


async def set_cmd(ctx: CommandContext) -> int:
    normalise_file_name(ctx.args.name)  # a bad name fails before stdin is read
    return await _write(ctx, _read_text(ctx.args.file))


def _editor() -> list[str]:
    command = os.environ.get("VISUAL") or os.environ.get("EDITOR") or ""
    if not command.strip():
        raise ValidationError("Set $EDITOR (or $VISUAL) to the editor to use, e.g. EDITOR=nano.")
    return shlex.split(command)


async def edit_cmd(ctx: CommandContext) -> int:
    name = normalise_file_name(ctx.args.name)
    editor = _editor()
    async with ctx.app(read_only=True) as app:
        try:
            before = (await app.services.agent_files.show(ctx.args.key, name)).content
        except NotFoundError:
            await app.services.agents.get(ctx.args.key)  # the agent itself must exist
            before = ""
    folder = Path(tempfile.mkdtemp(prefix="goclaw-agent-file-"))  # 0700: only this user reads the copy
    copy = folder / name
    copy.write_text(before, encoding="utf-8")
    try:
        code = subprocess.run([*editor, str(copy)], check=False).returncode
    except OSError as exc:
        raise ValidationError(f"Cannot start the editor {editor[0]!r}: {exc.strerror or exc}.") from None
    if code != 0:
        raise ValidationError(f"The editor exited with status {code}; nothing was written (your text: {copy}).")
    after = _read_text(copy)
    if after == before:
        out(f"No change to {name}.")
        _discard(copy)
        return 0
    async with ctx.app(read_only=True) as app:
        try:
            now = (await app.services.agent_files.show(ctx.args.key, name)).content
        except NotFoundError:
            now = ""
    if now != before:
        raise ValidationError(f"{name} changed while you edited it; nothing was written (your text: {copy}).")
    result = await _write(ctx, after)
    _discard(copy)
    return result


def _discard(copy: Path) -> None:
    copy.unlink(missing_ok=True)
    copy.parent.rmdir()


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        file = await app.services.agent_files.remove(ctx.args.key, ctx.args.name, user=_user(ctx.args.scope))
        back = (await app.services.agent_files.list(ctx.args.key)).get(file.name)
    where = "your copy of " if file.scope is FileScope.USER else ""
    again = " The agent's own file applies again." if back else ""
    out(f"Removed {where}{file.name} of agent {ctx.args.key}.{again}")
    return 0


__all__ = ["cut_warning", "in_prompt", "register_files", "scope_label"]
