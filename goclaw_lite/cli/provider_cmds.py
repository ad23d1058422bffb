"""`goclaw-lite provider add | list | test | set | rm` — the model servers agents talk to.

API keys come from a no-echo prompt (or one line of stdin), never from argv, and are stored
sealed; no command prints them, not even masked.
"""

from __future__ import annotations

import argparse
from typing import Any

from goclaw_lite.bootstrap import KeyPolicy
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table, read_secret
from goclaw_lite.errors import AlreadyExistsError, ValidationError
from goclaw_lite.providers.factory import create_client
from goclaw_lite.store.activity import ActivityStore
from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.models_chat import PROVIDER_TYPES, Provider
from goclaw_lite.store.providers import ProviderStore, normalise_base_url, normalise_name


def register(sub: Any) -> None:
    provider = sub.add_parser("provider", help="LLM providers: local servers (Ollama, llama.cpp, ...) and cloud APIs")
    psub = provider.add_subparsers(dest="provider_command", metavar="SUBCOMMAND", required=True)

    add = psub.add_parser("add", help="add a provider; the API key is asked for without echo (or read from stdin)")
    add.add_argument("name", help="short name agents refer to, e.g. ollama or openrouter")
    add.add_argument("--type", required=True, choices=PROVIDER_TYPES, dest="provider_type", help="API dialect")
    add.add_argument(
        "--base-url", required=True, help="e.g. http://127.0.0.1:11434/v1 (openai_compat) or https://api.anthropic.com"
    )
    add.add_argument("--model", default="", help="default model for agents using this provider")
    add.add_argument("--display-name", default="", help="name shown in the app")
    add.add_argument("--no-key", action="store_true", help="the server needs no API key (typical for local servers)")
    add.set_defaults(handler=add_cmd)

    lst = psub.add_parser("list", help="show the providers (never their keys)")
    lst.add_argument("--json", action="store_true", help="machine-readable output")
    lst.set_defaults(handler=list_cmd)

    test = psub.add_parser("test", help="test the connection: list the models the server offers")
    test.add_argument("name")
    test.add_argument("--json", action="store_true", help="machine-readable output")
    test.set_defaults(handler=test_cmd)

    set_ = psub.add_parser("set", help="change a provider's URL, type, default model, key or enabled state")
    set_.add_argument("name")
    set_.add_argument("--type", choices=PROVIDER_TYPES, dest="provider_type")
    set_.add_argument("--base-url")
    set_.add_argument("--model")
    set_.add_argument("--display-name")
    keys = set_.add_mutually_exclusive_group()
    keys.add_argument("--key", action="store_true", help="replace the API key (asked for without echo)")
    keys.add_argument("--no-key", action="store_true", help="remove the stored API key")
    state = set_.add_mutually_exclusive_group()
    state.add_argument("--enable", action="store_true")
    state.add_argument("--disable", action="store_true")
    set_.set_defaults(handler=set_cmd)

    rm = psub.add_parser("rm", help="remove a provider")
    rm.add_argument("name")
    rm.add_argument("--force", action="store_true", help="remove it even when agents use it as their primary")
    rm.set_defaults(handler=rm_cmd)


def _read_key(name: str) -> str:
    try:
        return read_secret(f"API key for {name}: ").strip()
    except ValidationError:
        raise ValidationError(f"No API key given for {name!r}; pass --no-key for a server that needs none.") from None


def _row(provider: Provider) -> dict[str, Any]:
    return {
        "name": provider.name,
        "display_name": provider.display_name,
        "type": provider.provider_type,
        "base_url": provider.api_base,
        "default_model": provider.default_model,
        "has_api_key": provider.has_api_key,
        "enabled": provider.enabled,
    }


async def add_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    name = normalise_name(args.name)
    base = normalise_base_url(args.base_url)
    policy = KeyPolicy.OPTIONAL if args.no_key else KeyPolicy.REQUIRED
    async with ctx.app(key_policy=policy) as app:
        store = ProviderStore(app.stores.db, app.stores.identity, app.cipher)
        if await store.find(name) is not None:
            raise AlreadyExistsError(f"A provider named {name!r} already exists; change it with `goclaw-lite provider set {name}`.")
        api_key = None if args.no_key else _read_key(name)
        provider = await store.create(
            name,
            provider_type=args.provider_type,
            api_base=base,
            api_key=api_key,
            default_model=args.model,
            display_name=args.display_name,
        )
        await ActivityStore(app.stores.db, app.stores.identity).log(
            "provider.add", entity_type="llm_provider", entity_id=provider.id, details=_row(provider)
        )
    key_note = "API key stored encrypted" if provider.has_api_key else "no API key"
    out(f"Added provider {provider.name} ({provider.provider_type}, {provider.api_base}; {key_note}).")
    out(f"Check it with `goclaw-lite provider test {provider.name}`.")
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=ctx.paths.db_path.exists()) as app:
        providers = await ProviderStore(app.stores.db, app.stores.identity, app.cipher).list()
    if ctx.args.json:
        print_json([_row(p) for p in providers])
        return 0
    if not providers:
        out("No providers yet; add one with `goclaw-lite provider add NAME --type openai_compat --base-url URL`.")
        return 0
    print_table(
        ["name", "type", "base url", "default model", "key", "enabled"],
        [
            (p.name, p.provider_type, p.api_base, p.default_model or "-", "set" if p.has_api_key else "-", "yes" if p.enabled else "no")
            for p in providers
        ],
    )
    return 0


async def test_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=ctx.paths.db_path.exists()) as app:
        connection = await ProviderStore(app.stores.db, app.stores.identity, app.cipher).connection(ctx.args.name)
    client = create_client(connection)
    try:
        models = await client.list_models()
    finally:
        await client.aclose()
    missing_default = bool(connection.default_model) and connection.default_model not in models
    if ctx.args.json:
        print_json({"name": connection.name, "ok": True, "models": models, "default_model_offered": not missing_default})
        return 0
    out(f"{connection.name}: connected to {connection.api_base}, {len(models)} model(s):")
    for model in models:
        out(f"  {model}")
    if missing_default:
        err(f"warning: the default model {connection.default_model!r} is not among them.")
    return 0


async def set_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    changes: dict[str, Any] = {}
    if args.provider_type is not None:
        changes["provider_type"] = args.provider_type
    if args.base_url is not None:
        changes["api_base"] = normalise_base_url(args.base_url)
    if args.model is not None:
        changes["default_model"] = args.model
    if args.display_name is not None:
        changes["display_name"] = args.display_name
    if args.enable or args.disable:
        changes["enabled"] = bool(args.enable)
    if args.no_key:
        changes["api_key"] = None
    if not changes and not args.key:
        raise ValidationError("Nothing to change; see `goclaw-lite provider set --help`.")
    async with ctx.app(key_policy=KeyPolicy.REQUIRED if args.key else KeyPolicy.OPTIONAL) as app:
        store = ProviderStore(app.stores.db, app.stores.identity, app.cipher)
        current = await store.get(args.name)
        if args.key:
            changes["api_key"] = _read_key(current.name)
        provider = await store.update(current.name, **changes)
        details = {k: v for k, v in changes.items() if k != "api_key"}
        if "api_key" in changes:
            details["api_key"] = "replaced" if provider.has_api_key else "removed"
        await ActivityStore(app.stores.db, app.stores.identity).log(
            "provider.update", entity_type="llm_provider", entity_id=provider.id, details={"name": provider.name, **details}
        )
    out(f"Updated provider {provider.name}.")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        store = ProviderStore(app.stores.db, app.stores.identity, app.cipher)
        provider = await store.get(ctx.args.name)
        agents = await AgentStore(app.stores.db, app.stores.identity).list()
        primary = [a.agent_key for a in agents if a.provider == provider.name]
        fallback = [a.agent_key for a in agents if any(c.provider == provider.name for c in a.model_fallback.candidates)]
        if primary and not ctx.args.force:
            raise ValidationError(
                f"Provider {provider.name!r} is the primary provider of agent(s) {', '.join(primary)}; "
                "point them at another provider first, or pass --force."
            )
        await store.delete(provider.name)
        await ActivityStore(app.stores.db, app.stores.identity).log(
            "provider.remove", entity_type="llm_provider", entity_id=provider.id, details={"name": provider.name}
        )
    out(f"Removed provider {provider.name}.")
    for key in primary:
        err(f"warning: agent {key} has no working primary provider now.")
    if fallback:
        err(f"note: fallback candidates of {', '.join(fallback)} on {provider.name} will be skipped.")
    return 0
