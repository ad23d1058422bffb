"""`goclaw-lite provider add | list | test | set | rm` — the model servers agents talk to.

API keys come from a no-echo prompt (or one line of stdin), never from argv, and are stored
sealed; no command prints them, not even masked.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from goclaw_lite.app.context import KeyPolicy
from goclaw_lite.app.providers import (
    IMAGE_CHOICES,
    PROVIDER_TYPES,
    ProviderChanges,
    ProviderDraft,
    images_setting,
    is_local_address,
    normalise_base_url,
    normalise_name,
    provider_document,
)
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table, read_secret
from goclaw_lite.errors import AlreadyExistsError, ValidationError


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
    add.add_argument("--no-key", action="store_true",
                     help="the server needs no API key (implied for one on this computer: 127.0.0.1 or localhost)")
    add.add_argument("--images", choices=IMAGE_CHOICES, default="auto",
                     help="send images from tool results to the model (auto: Anthropic yes, OpenAI-compatible no)")
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
    set_.add_argument("--images", choices=IMAGE_CHOICES,
                      help="send images from tool results to the model: yes, no, or auto (the API's default)")
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


def _read_optional_key(name: str) -> str | None:
    """A key for a server on this computer: only if one is typed or piped in (none otherwise)."""
    try:
        prompt = f"API key for {name} (Enter for none; a server on this computer needs none): "
        return read_secret(prompt).strip() or None
    except ValidationError:
        return None


async def add_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    name = normalise_name(args.name)
    base = normalise_base_url(args.base_url)
    # A server on this computer never needs a key, so neither the prompt nor the encryption key
    # (a local server that wants one gets it with `provider set NAME --key`).
    asks_key = not args.no_key and not is_local_address(base)
    async with ctx.app(key_policy=KeyPolicy.REQUIRED if asks_key else KeyPolicy.OPTIONAL) as app:
        admin = app.services.providers
        if await admin.find(name) is not None:  # before the prompt: no key typed for nothing
            raise AlreadyExistsError(f"A provider named {name!r} already exists; change it with `goclaw-lite provider set {name}`.")
        api_key = None if args.no_key else _read_key(name) if asks_key else _read_optional_key(name)
        provider = await admin.add(ProviderDraft(
            name, args.provider_type, base, default_model=args.model, display_name=args.display_name, api_key=api_key,
            images=images_setting(args.images),
        ))
    key_note = "API key stored encrypted" if provider.has_api_key else "no API key"
    out(f"Added provider {provider.name} ({provider.provider_type}, {provider.api_base}; {key_note}).")
    out(f"Check it with `goclaw-lite provider test {provider.name}`.")
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        providers = await app.services.providers.list()
    if ctx.args.json:
        print_json([provider_document(p) for p in providers])
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
    async with ctx.app(read_only=True) as app:
        found = await app.services.providers.test(ctx.args.name)
    if ctx.args.json:
        print_json({"name": found.name, "ok": True, "models": list(found.models),
                    "default_model_offered": found.default_offered, "started": found.started})
        return 0
    if found.started:
        out(f"{found.name}: started the built-in model for this test (it stops when the command ends).")
    out(f"{found.name}: connected to {found.api_base}, {len(found.models)} model(s):")
    for model in found.models:
        out(f"  {model}")
    if not found.default_offered:
        err(f"warning: the default model {found.default_model!r} is not among them.")
    return 0


async def set_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    changes = ProviderChanges(
        provider_type=args.provider_type,
        api_base=args.base_url,
        default_model=args.model,
        display_name=args.display_name,
        enabled=True if args.enable else False if args.disable else None,
        remove_key=bool(args.no_key),
        images=args.images,
    )
    if not changes.fields() and not args.key:
        raise ValidationError("Nothing to change; see `goclaw-lite provider set --help`.")
    async with ctx.app(key_policy=KeyPolicy.REQUIRED if args.key else KeyPolicy.OPTIONAL) as app:
        admin = app.services.providers
        current = await admin.get(args.name)
        if args.key:
            changes = replace(changes, api_key=_read_key(current.name))
        provider = await admin.edit(current.name, changes)
    out(f"Updated provider {provider.name}.")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        removal = await app.services.providers.remove(ctx.args.name, force=ctx.args.force)
    name = removal.provider.name
    out(f"Removed provider {name}.")
    for key in removal.usage.primary:
        err(f"warning: agent {key} has no working primary provider now.")
    if removal.usage.fallback:
        err(f"note: fallback candidates of {', '.join(removal.usage.fallback)} on {name} will be skipped.")
    return 0
