"""`goclaw-lite model list | search | pull | rm | use` — local models for the built-in server.

A face over `app.local_models.LocalModels`: it prints, the service downloads, checks and
points agents at a model.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from goclaw_lite.app.local_models import LocalModels
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table, terminal_text
from goclaw_lite.model.local_models import CatalogueRow, Progress


def register(sub: Any) -> None:
    model = sub.add_parser("model", help="local models: the curated list, downloads from the Hugging Face hub")
    msub = model.add_subparsers(dest="model_command", metavar="SUBCOMMAND", required=True)

    lst = msub.add_parser(
        "list", help="the curated models (size, licence, memory, fits this machine) and what is downloaded"
    )
    lst.add_argument("--json", action="store_true", help="machine-readable output")
    lst.set_defaults(handler=list_cmd)

    search = msub.add_parser(
        "search", help="the curated models whose name, repository or licence has every word; --hub: the hub's GGUFs too"
    )
    search.add_argument("words", nargs="+")
    search.add_argument("--hub", action="store_true",
                        help="also search the Hugging Face hub (its GGUF files, each pullable as REPO/FILE.gguf)")
    search.add_argument("--json", action="store_true", help="machine-readable output")
    search.set_defaults(handler=search_cmd)

    pull = msub.add_parser(
        "pull", help="download a model: disk space checked first, resumed if interrupted, checksum verified"
    )
    pull.add_argument("name", help="a key from `model list`, or REPO_OWNER/REPO/FILE.gguf")
    pull.set_defaults(handler=pull_cmd)

    rm = msub.add_parser(
        "rm", help="delete a downloaded model (and any partial download of it); refused while an agent uses it"
    )
    rm.add_argument("name", help="a key from `model list` or the file name")
    rm.set_defaults(handler=rm_cmd)

    use = msub.add_parser(
        "use", help="have an agent talk to the built-in server running this model (started at its next run)"
    )
    use.add_argument("name", help="a downloaded model (key or file name), or `builtin` for the bundled one")
    use.add_argument("--agent", metavar="KEY", help="the agent (default: the default agent; one is made if none)")
    use.set_defaults(handler=use_cmd)


def _manager(ctx: CommandContext) -> LocalModels:
    return LocalModels(ctx.paths)


def _size(size: int) -> str:
    return f"{size / 1024**3:.1f} GB" if size >= 1024**3 else f"{size / 1024**2:.0f} MB"


def _json_rows(rows: tuple[CatalogueRow, ...]) -> list[dict[str, object]]:
    return [{"key": r.model.key, "name": r.model.name, "repo": r.model.repo, "file": r.model.filename,
             "size": r.model.size, "licence": r.model.licence, "memory_needed": r.model.memory_needed,
             "tools": r.model.tools, "fits_memory": r.fit.memory_ok, "fits_disk": r.fit.disk_ok,
             "downloaded": r.installed} for r in rows]


def _rows(rows: tuple[CatalogueRow, ...], as_json: bool) -> None:
    if as_json:
        print_json(_json_rows(rows))
        return
    print_table(
        ["key", "name", "size", "memory", "licence", "fits here", "downloaded"],
        [(r.model.key, r.model.name, _size(r.model.size), _size(r.model.memory_needed), r.model.licence,
          "yes" if r.fit.ok else "no (memory)" if not r.fit.memory_ok else "no (disk)", "yes" if r.installed else "-")
         for r in rows],
    )


def list_cmd(ctx: CommandContext) -> int:
    manager = _manager(ctx)
    rows = manager.catalogue()
    _rows(rows, ctx.args.json)
    if not ctx.args.json:
        listed = {r.model.filename for r in rows}
        others = [m for m in manager.installed() if m.name not in listed]
        if others:
            out("")
            print_table(["also downloaded (use as)", "size", "from"],
                        [(m.model_id, _size(m.size), m.repo or "-") for m in others])
    return 0


def search_cmd(ctx: CommandContext) -> int:
    manager = _manager(ctx)
    words = " ".join(ctx.args.words)
    rows = manager.catalogue(words)
    found = manager.search_hub(words) if ctx.args.hub else ()
    if ctx.args.json and ctx.args.hub:
        print_json({"list": _json_rows(rows), "hub": [{"pull": r.source, "id": r.model_id, "downloaded": r.downloaded}
                                                      for r in found]})
        return 0
    if rows or ctx.args.json:
        _rows(rows, ctx.args.json)
    elif not ctx.args.hub:
        out("No model in the list matches; `--hub` searches the hub, and any GGUF there can be pulled as "
            "REPO_OWNER/REPO/FILE.gguf.")
    if ctx.args.hub:
        if rows:
            out("")
        if found:
            print_table(["on the hub (model pull …)", "downloaded"], [(r.source, "yes" if r.downloaded else "-")
                                                                     for r in found])
        else:
            out("No GGUF file on the hub matches.")
    return 0


class _ProgressLine:
    """`Downloading FILE: 42% of 1.1 GB, 12.3 MB/s, 1 min 10 s left` on stderr, at most 4 times a second."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.last = 0.0
        self.tty = sys.stderr.isatty()

    def __call__(self, p: Progress) -> None:
        now = time.monotonic()
        finished = p.total is not None and p.done >= p.total
        if now - self.last < 0.25 and not finished:
            return
        self.last = now
        share = f"{100 * p.done / p.total:.0f}% of {_size(p.total)}" if p.total else _size(p.done)
        left = p.seconds_left
        eta = ""
        if left is not None:
            eta = f", {int(left // 60)} min {int(left % 60)} s left" if left >= 60 else f", {left:.0f} s left"
        line = f"Downloading {self.name}: {share}, {p.rate / 1024**2:.1f} MB/s{eta}"
        if self.tty:
            print("\r" + terminal_text(line).ljust(78), end="\n" if finished else "", file=sys.stderr, flush=True)
        elif finished:
            err(line)


def pull_cmd(ctx: CommandContext) -> int:
    name = ctx.args.name
    result = _manager(ctx).pull(name, progress=_ProgressLine(name))
    model = result.model
    if result.already_there:
        out(f"{model.name} is already downloaded ({_size(model.size)}, checksum verified): {model.path}")
        return 0
    if result.resumed_from:
        err(f"(continued an interrupted download from {_size(result.resumed_from)})")
    out(f"Downloaded {model.name} ({_size(model.size)}, sha256 {model.sha256[:12]}… verified) to {model.path}")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        removed = await app.services.models.remove(ctx.args.name)
    out(f"Removed {removed.name} ({_size(removed.size)}).")
    return 0


async def use_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        used = await app.services.models.use(ctx.args.name, ctx.args.agent)
    made = " (a new agent)" if used.created_agent else ""
    out(f"Agent {used.agent_key}{made} now uses {used.model_id} on the built-in server "
        f"(context {used.context_window} tokens); it starts at the agent's next run.")
    if not used.created_agent and used.previous != ("local", used.model_id):
        err(f"(before: {used.previous[1]} on {used.previous[0]})")
    return 0
