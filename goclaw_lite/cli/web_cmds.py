"""`goclaw-lite web show | search-set | allow | fetch | search` — the agents' web tools.

The Brave Search API key comes from a no-echo prompt (or one line of stdin), never from argv,
and is stored sealed; `show` says only whether one is stored.
"""

from __future__ import annotations

from typing import Any

from goclaw_lite.app.context import KeyPolicy
from goclaw_lite.cli.common import CommandContext, err, out, print_json, read_secret
from goclaw_lite.model.web import SearchBackend

BACKENDS = {"none": SearchBackend.NONE, "searxng": SearchBackend.SEARXNG, "brave": SearchBackend.BRAVE}


def register(sub: Any) -> None:
    web = sub.add_parser("web", help="web tools: the search backend, the agents' web allow lists, a fetch to try")
    wsub = web.add_subparsers(dest="web_command", metavar="SUBCOMMAND", required=True)

    show = wsub.add_parser("show", help="the search backend and whether web_search is offered")
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=show_cmd)

    search_set = wsub.add_parser("search-set",
                                 help="choose the search backend: none, searxng (--url) or brave (--brave-key)")
    search_set.add_argument("backend", choices=sorted(BACKENDS))
    search_set.add_argument("--url", help="the SearXNG instance's address, e.g. http://localhost:8888")
    search_set.add_argument("--brave-key", action="store_true", help="ask for the Brave Search API key (stored sealed)")
    search_set.add_argument("--forget-brave-key", action="store_true", help="remove the stored Brave Search API key")
    search_set.set_defaults(handler=search_set_cmd)

    allow = wsub.add_parser("allow", help="hosts and networks an agent's web_fetch may reach though private")
    allow.add_argument("agent", help="agent key")
    allow.add_argument("entries", nargs="*", metavar="ENTRY",
                       help="host, host:port, address or network (nas.lan, localhost:8080, 192.168.1.0/24); "
                            "none shows the list")
    allow.add_argument("--clear", action="store_true", help="empty the list")
    allow.set_defaults(handler=allow_cmd)

    fetch = wsub.add_parser("fetch", help="fetch a URL as an agent's web_fetch would, and print what it would read")
    fetch.add_argument("url")
    fetch.add_argument("--agent", help="whose allow list applies (default: the default agent)")
    fetch.add_argument("--max-chars", type=int, default=None, metavar="N",
                       help="most characters of text (default 30000)")
    fetch.set_defaults(handler=fetch_cmd)

    search = wsub.add_parser("search", help="search as web_search would, and print the results")
    search.add_argument("query")
    search.add_argument("--count", type=int, default=5, help="how many results (1-10, default 5)")
    search.set_defaults(handler=search_cmd)


async def show_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        view = await app.services.web.settings()
    if ctx.args.json:
        print_json({"backend": view.backend.value or "none", "searxng_url": view.searxng_url,
                    "brave_key_stored": view.has_brave_key, "web_search_offered": not view.problem,
                    "problem": view.problem})
        return 0
    out(f"search backend: {view.backend.label}")
    out(f"SearXNG URL:    {view.searxng_url or '-'}")
    out(f"Brave API key:  {'stored (sealed)' if view.has_brave_key else 'none'}")
    out(f"web_search:     {'offered' if not view.problem else 'not offered: ' + view.problem}")
    out("web_fetch:      offered (private addresses need the agent's `web allow` list)")
    return 0


async def search_set_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    key = read_secret("Brave Search API key: ") if args.brave_key else None
    async with ctx.app(key_policy=KeyPolicy.REQUIRED if key else KeyPolicy.OPTIONAL) as app:
        view = await app.services.web.set_search(
            BACKENDS[args.backend], searxng_url=args.url, brave_key=key, forget_brave_key=args.forget_brave_key)
    where = f" ({view.searxng_url})" if view.backend is SearchBackend.SEARXNG else ""
    out(f"Web search: {view.backend.label}{where}")
    if view.problem:
        err(f"goclaw-lite: note: web_search is not offered: {view.problem}.")
    return 0


async def allow_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app() as app:
        if args.clear or args.entries:
            entries = await app.services.web.set_allow_list(args.agent, [] if args.clear else args.entries)
        else:
            entries = await app.services.web.allow_list(args.agent)
    out("\n".join(entries) if entries else f"{args.agent}'s web_fetch reaches public addresses only.")
    return 0


async def fetch_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        ok, text = await app.services.web.fetch(ctx.args.url, ctx.args.agent, ctx.args.max_chars)
    if not ok:
        err(f"goclaw-lite: {text.removeprefix('error: ')}")
        return 2
    out(text)
    return 0


async def search_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        ok, text = await app.services.web.search(ctx.args.query, ctx.args.count)
    if not ok:
        err(f"goclaw-lite: {text.removeprefix('error: ')}")
        return 2
    out(text)
    return 0
