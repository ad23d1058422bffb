"""`goclaw-lite cred add | list | show | update | rm | grant | revoke | test`.

Credential values are read from a no-echo prompt, or one per line from stdin when stdin
is not a terminal — never from argv, which every process on the machine can read. A
`--file-env VAR` value is the path of a file (an SSH key, a kubeconfig) whose content is
imported and sealed; at run time the tool gets a fresh 0600 copy. Listings show masked
previews only (``ghp_…ab12``).

Values belong to one scope: the tool's defaults, an agent's (`--agent KEY`), your own
(`--user`), or one conversation's (`--conversation ID`, any unique prefix of the id), used
only for runs inside that chat and deleted with it. A run takes each variable from the
first of user, conversation, agent, defaults that has it.
"""

from __future__ import annotations

import argparse
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from goclaw_lite.bootstrap import AppContext, KeyPolicy
from goclaw_lite.cli.common import CommandContext, out, print_json, print_table, read_secret
from goclaw_lite.cli.tool_args import find_conversation, split_remainder
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.securecli.policy import verbose_patterns_for
from goclaw_lite.securecli.resolve import effective_rules
from goclaw_lite.store.activity import ActivityStore
from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.conversations import ConversationStore
from goclaw_lite.store.models_chat import Conversation
from goclaw_lite.store.models_secure_cli import BinaryConfig, CredentialType, MaskedVariable, ScopedCredentialInfo
from goclaw_lite.store.secure_cli import (
    MAX_VALUE_BYTES,
    SecureCLIStore,
    UnknownBinaryError,
    normalize_binary_name,
    validate_env_name,
)

_ENTITY = "secure_cli_binary"
_CONVERSATION_HELP = "store the values for runs inside this conversation only (ID or a unique prefix; deleted with it)"


class _Ordered(argparse.Action):
    """Collects --env and --file-env into one list of (kind, name) in command-line order,
    so stdin lines map to variables in the order they were named."""

    def __call__(self, parser: Any, namespace: argparse.Namespace, values: Any, option_string: str | None = None) -> None:
        items = list(getattr(namespace, "variables", None) or [])
        kind = "file" if option_string == "--file-env" else "env"
        for value in values if isinstance(values, list) else [values]:
            items.append((kind, value))
        namespace.variables = items


def _variable_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--env", metavar="VAR", nargs="+", action=_Ordered, dest="variables", default=[],
                   help="a variable to inject; its value is prompted for (or read as one line of stdin)")
    p.add_argument("--file-env", metavar="VAR", nargs="+", action=_Ordered, dest="variables",
                   help="a variable whose value is a file: give the path of the file to import when asked")


def _rule_options(p: argparse.ArgumentParser, *, update: bool) -> None:
    p.add_argument("--deny", metavar="PATTERN", action="append", default=[],
                   help="block runs whose arguments match this regular expression (e.g. 'auth\\s+token')")
    p.add_argument("--deny-verbose", action="store_true", default=None,
                   help="block verbose/debug flags (-v, --verbose, --debug, --log-http, ...) that print secrets")
    if update:
        p.add_argument("--no-deny-verbose", dest="deny_verbose", action="store_false")
        p.add_argument("--undeny", metavar="PATTERN", action="append", default=[], help="remove a deny pattern")
        p.add_argument("--clear-deny", action="store_true", help="remove every deny pattern first")
    p.add_argument("--timeout", metavar="S", type=int, help="seconds before the run is stopped (default 30)")
    p.add_argument("--description", metavar="D", help="what the tool is for")
    p.add_argument("--tips", metavar="T", help="hints for the agent on how to use the tool")


def register(sub: Any) -> None:
    cred = sub.add_parser("cred", help="CLI tools that run with stored, encrypted credentials")
    cs = cred.add_subparsers(dest="cred_command", metavar="SUBCOMMAND", required=True)

    add = cs.add_parser("add", help="register a tool and its credentials")
    add.add_argument("name", metavar="NAME", help="the tool, e.g. gh")
    add.add_argument("--path", help="absolute path of the executable (default: found on PATH)")
    _variable_options(add)
    _rule_options(add, update=False)
    scope = add.add_mutually_exclusive_group()
    scope.add_argument("--agent", metavar="KEY", help="only this agent may run it; the values are the agent's own")
    scope.add_argument("--user", action="store_true", help="store the values as your own (they win over every other scope)")
    scope.add_argument("--conversation", metavar="ID", help=_CONVERSATION_HELP)
    add.set_defaults(handler=add_cmd)

    lst = cs.add_parser("list", help="registered tools, credentials masked")
    lst.add_argument("--json", action="store_true")
    lst.set_defaults(handler=list_cmd)

    show = cs.add_parser("show", help="one tool in detail, credentials masked")
    show.add_argument("name", metavar="NAME")
    show.add_argument("--json", action="store_true")
    show.set_defaults(handler=show_cmd)

    upd = cs.add_parser("update", help="change a tool's settings or credentials")
    upd.add_argument("name", metavar="NAME")
    upd.add_argument("--path")
    _variable_options(upd)
    upd.add_argument("--unset", metavar="VAR", action="append", default=[], help="remove a variable")
    _rule_options(upd, update=True)
    upd.add_argument("--enable", dest="enabled", action="store_true", default=None)
    upd.add_argument("--disable", dest="enabled", action="store_false")
    upd.add_argument("--global", dest="is_global", action="store_true", default=None, help="every agent may run it")
    upd.add_argument("--no-global", dest="is_global", action="store_false", help="only granted agents may run it")
    uscope = upd.add_mutually_exclusive_group()
    uscope.add_argument("--agent", metavar="KEY", help="change that agent's credentials instead of the defaults")
    uscope.add_argument("--user", action="store_true", help="change your own credentials instead of the defaults")
    uscope.add_argument("--conversation", metavar="ID",
                        help="change that conversation's credentials instead of the defaults (--unset them all to remove them)")
    upd.set_defaults(handler=update_cmd)

    rm = cs.add_parser("rm", help="unregister a tool and forget all its credentials")
    rm.add_argument("name", metavar="NAME")
    rm.set_defaults(handler=rm_cmd)

    grant = cs.add_parser("grant", help="let an agent run a tool, optionally with its own credentials")
    grant.add_argument("name", metavar="NAME")
    grant.add_argument("--agent", metavar="KEY", required=True)
    _variable_options(grant)
    grant.add_argument("--type", choices=[t.value for t in CredentialType], default=None,
                       help="kind of credential (ssh_key values are always delivered as files)")
    grant.add_argument("--host", metavar="HOST", help="use these credentials only for this host (e.g. github.com)")
    grant.add_argument("--deny", metavar="PATTERN", action="append", default=None, help="deny patterns for this agent")
    grant.add_argument("--timeout", metavar="S", type=int)
    grant.add_argument("--tips", metavar="T")
    grant.add_argument("--disable", action="store_true", help="record the grant but keep it switched off")
    grant.set_defaults(handler=grant_cmd)

    revoke = cs.add_parser("revoke", help="take a tool away from an agent, with the agent's credentials")
    revoke.add_argument("name", metavar="NAME")
    revoke.add_argument("--agent", metavar="KEY", required=True)
    revoke.set_defaults(handler=revoke_cmd)

    test = cs.add_parser("test", help="would these arguments be denied? (nothing runs)")
    test.add_argument("--agent", metavar="KEY", help="check the rules as this agent gets them")
    test.add_argument("name", metavar="NAME")
    test.add_argument("args", metavar="ARGS", nargs=argparse.REMAINDER)
    test.set_defaults(handler=test_cmd)


# --- helpers ---------------------------------------------------------------------------


def _store(app: AppContext) -> SecureCLIStore:
    return SecureCLIStore(app.stores.db, app.stores.identity, app.stores.cipher)


def _read_file_value(name: str, given: str) -> str:
    path = Path(given.strip()).expanduser()
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ValidationError(f"Cannot read the file for {name} ({path}): {exc.strerror or exc}.") from None
    if len(data) > MAX_VALUE_BYTES:
        raise ValidationError(f"The file for {name} is larger than {MAX_VALUE_BYTES // 1024} KiB.")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ValidationError(f"The file for {name} is not UTF-8 text.") from None


def _read_values(variables: Sequence[tuple[str, str]]) -> tuple[dict[str, str], list[str]]:
    """Values for each named variable (prompted, or one stdin line each) and the file ones."""
    seen: set[str] = set()
    for _, name in variables:
        validate_env_name(name)
        if name in seen:
            raise ValidationError(f"{name} is named twice.")
        seen.add(name)
    values: dict[str, str] = {}
    files: list[str] = []
    for kind, name in variables:
        if kind == "file":
            values[name] = _read_file_value(name, read_secret(f"Path of the file for {name}: "))
            files.append(name)
        else:
            values[name] = read_secret(f"Value for {name}: ")
    return values, files


async def _conversation_rows(app: AppContext, contexts: Sequence[ScopedCredentialInfo]) -> list[dict[str, Any]]:
    """One conversation's credentials per row, with its title (masked values only)."""
    conversations = ConversationStore(app.stores.db, app.stores.identity)
    rows = []
    for c in contexts:
        try:
            title = (await conversations.get(c.owner_id)).title
        except NotFoundError:
            title = ""
        rows.append({"conversation": c.owner_id, "title": title, "variables": [v.__dict__ for v in c.variables],
                     "unreadable": c.unreadable})
    return rows


UNREADABLE = "unreadable"
UNREADABLE_HINT = (
    "Values marked unreadable cannot be decrypted (tampered, or sealed under another key): enter them again "
    "with `goclaw-lite cred update NAME --env VAR...` (same scope option), or remove them."
)


def _scope_name(agent: Any, user: bool, conversation: Conversation | None) -> str:
    if agent is not None:
        return f"agent {agent.agent_key}"
    if conversation is not None:
        return f"conversation {conversation.id}"
    return "user" if user else "default"


def _fmt_vars(variables: Sequence[MaskedVariable], unreadable: bool = False) -> str:
    if unreadable:
        return UNREADABLE
    return ", ".join(f"{v.name}={v.preview}" for v in variables) or "-"


async def _log(app: AppContext, action: str, binary: BinaryConfig, **details: Any) -> None:
    await ActivityStore(app.stores.db, app.stores.identity).log(
        action, entity_type=_ENTITY, entity_id=binary.id, details={"binary": binary.name, **details}
    )


def _which(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise UnknownBinaryError(f"{name} was not found on PATH; give its location with --path.")
    return found


# --- commands ----------------------------------------------------------------------------


async def add_cmd(ctx: CommandContext) -> int:
    a = ctx.args
    if not a.variables:
        raise ValidationError("Name at least one variable with --env VAR or --file-env VAR.")
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        store = _store(app)
        name = normalize_binary_name(a.name)
        if await store.find_by_name(name) is not None:
            raise ValidationError(f"A tool named {name!r} is already registered; change it with `goclaw-lite cred update {name}`.")
        agent = await AgentStore(app.stores.db, app.stores.identity).get_by_key(a.agent) if a.agent else None
        conversation = await find_conversation(app, a.conversation)
        path = a.path or _which(a.name.strip())
        values, files = _read_values(a.variables)
        defaults = {} if (agent is not None or a.user or conversation is not None) else values
        async with app.stores.db.transaction():
            binary = await store.create(
                name,
                path=path,
                env=defaults,
                description=a.description or "",
                deny_args=a.deny,
                deny_verbose=verbose_patterns_for(name) if a.deny_verbose else (),
                file_env=files,
                timeout_seconds=30 if a.timeout is None else a.timeout,
                tips=a.tips or "",
                is_global=agent is None,
            )
            if agent is not None:
                await store.set_agent_credentials_typed(binary.id, agent.id, values)
            elif a.user:
                await store.set_user_credentials(binary.id, values)
            elif conversation is not None:
                await store.set_context_credentials(binary.id, conversation.id, values)
            scope = _scope_name(agent, a.user, conversation)
            await _log(app, "secure_cli.create", binary, variables=sorted(values), scope=scope)
    out(f"Registered {binary.name} ({binary.path}) with {', '.join(sorted(values))} as {scope} credentials.")
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED, read_only=ctx.paths.db_path.exists()) as app:
        store = _store(app)
        rows: list[dict[str, Any]] = []
        for b in await store.list():
            defaults = await store.masked_defaults(b.id)
            agents = await store.list_agent_credentials(b.id)
            users = await store.list_user_credentials(b.id)
            contexts = await _conversation_rows(app, await store.list_context_credentials(b.id))
            rows.append({
                "name": b.name, "path": b.path, "enabled": b.enabled, "global": b.is_global,
                "defaults": [v.__dict__ for v in defaults],
                "defaults_unreadable": b.env_unreadable,
                "agents": [{"agent": g.agent_key, "enabled": g.enabled, "variables": [v.__dict__ for v in g.variables],
                            "unreadable": g.unreadable} for g in agents],
                "user": [v.__dict__ for u in users for v in u.variables],
                "user_unreadable": any(u.unreadable for u in users),
                "conversations": contexts,
                "last_run_at": b.last_run_at,
            })
    if ctx.args.json:
        print_json(rows)
        return 0
    if not rows:
        out("No tools registered yet; add one with `goclaw-lite cred add NAME --env VAR`.")
        return 0
    table = []
    for r in rows:
        creds = []
        if r["defaults"] or r["defaults_unreadable"]:
            creds.append("default: " + _fmt_vars([MaskedVariable(**v) for v in r["defaults"]], r["defaults_unreadable"]))
        if r["user"] or r["user_unreadable"]:
            creds.append("user: " + _fmt_vars([MaskedVariable(**v) for v in r["user"]], r["user_unreadable"]))
        for g in r["agents"]:
            creds.append(f"{g['agent']}: " + _fmt_vars([MaskedVariable(**v) for v in g["variables"]], g["unreadable"]))
        for c in r["conversations"]:
            creds.append(f"conversation {c['conversation'][:8]}: "
                         + _fmt_vars([MaskedVariable(**v) for v in c["variables"]], c["unreadable"]))
        access = "all agents" if r["global"] else "granted agents"
        table.append([r["name"], "yes" if r["enabled"] else "no", access, r["path"], "; ".join(creds) or "-"])
    print_table(["NAME", "ENABLED", "WHO", "PATH", "CREDENTIALS"], table)
    if any(UNREADABLE in row[-1] for row in table):
        out()
        out(UNREADABLE_HINT)
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED, read_only=ctx.paths.db_path.exists()) as app:
        store = _store(app)
        b = await store.get_by_name(ctx.args.name)
        defaults = await store.masked_defaults(b.id)
        grants = {g.agent_id: g for g in await store.list_grants(b.id)}
        agents = await store.list_agent_credentials(b.id)
        users = await store.list_user_credentials(b.id)
        contexts = await _conversation_rows(app, await store.list_context_credentials(b.id))
    info: dict[str, Any] = {
        "name": b.name, "path": b.path, "description": b.description, "enabled": b.enabled,
        "global": b.is_global, "timeout_seconds": b.timeout_seconds, "tips": b.tips,
        "deny_args": list(b.deny_args), "deny_verbose": list(b.deny_verbose), "file_env": list(b.file_env),
        "defaults": [v.__dict__ for v in defaults],
        "defaults_unreadable": b.env_unreadable,
        "user": [v.__dict__ for u in users for v in u.variables],
        "user_unreadable": any(u.unreadable for u in users),
        "conversations": contexts,
        "agents": [
            {
                "agent": g.agent_key, "enabled": g.enabled, "unreadable": g.unreadable,
                "type": g.credential_type.value if g.credential_type else None, "host": g.host_scope,
                "variables": [v.__dict__ for v in g.variables],
                "timeout_seconds": grants[g.agent_id].timeout_seconds,
                "deny_args": None if grants[g.agent_id].deny_args is None else list(grants[g.agent_id].deny_args or ()),
            }
            for g in agents
        ],
        "last_run_at": b.last_run_at,
    }
    if ctx.args.json:
        print_json(info)
        return 0
    out(f"{b.name}  ({'enabled' if b.enabled else 'disabled'}, {'all agents' if b.is_global else 'granted agents only'})")
    out(f"  path:          {b.path}")
    if b.description:
        out(f"  description:   {b.description}")
    out(f"  timeout:       {b.timeout_seconds} s")
    out(f"  deny:          {', '.join(b.deny_args) or '-'}")
    out(f"  deny verbose:  {'yes' if b.deny_verbose else 'no'}")
    out(f"  file vars:     {', '.join(b.file_env) or '-'}")
    out(f"  defaults:      {_fmt_vars(defaults, b.env_unreadable)}")
    out(f"  user:          {_fmt_vars([v for u in users for v in u.variables], info['user_unreadable'])}")
    for g in agents:
        extra = f" type={g.credential_type.value}" if g.credential_type else ""
        extra += f" host={g.host_scope}" if g.host_scope else ""
        state = "" if g.enabled else " (disabled)"
        out(f"  agent {g.agent_key}{state}:{extra} {_fmt_vars(g.variables, g.unreadable)}")
    for c in contexts:
        title = f" ({c['title']})" if c["title"] else ""
        out(f"  conversation {c['conversation']}{title}: "
            f"{_fmt_vars([MaskedVariable(**v) for v in c['variables']], c['unreadable'])}")
    if b.tips:
        out(f"  tips:          {b.tips}")
    out(f"  last run:      {b.last_run_at or 'never'}")
    if b.env_unreadable or info["user_unreadable"] or any(g.unreadable for g in agents) or any(c["unreadable"] for c in contexts):
        out(UNREADABLE_HINT)
    return 0


async def update_cmd(ctx: CommandContext) -> int:
    a = ctx.args
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        store = _store(app)
        b = await store.get_by_name(a.name)
        agent = await AgentStore(app.stores.db, app.stores.identity).get_by_key(a.agent) if a.agent else None
        conversation = await find_conversation(app, a.conversation)
        scoped = agent is not None or a.user or conversation is not None
        for name in a.unset:
            validate_env_name(name)
        values, files = _read_values(a.variables)
        denies: list[str] | None = None
        if a.deny or a.undeny or a.clear_deny:
            current = [] if a.clear_deny else [p for p in b.deny_args if p not in a.undeny]
            denies = current + [p for p in a.deny if p not in current]
        verbose = None if a.deny_verbose is None else (verbose_patterns_for(b.name) if a.deny_verbose else ())
        file_env = sorted(set(b.file_env) | set(files)) if files else None
        replaced = bool(values) and await _scope_unreadable(store, b, agent, a.user, conversation)
        async with app.stores.db.transaction():
            b = await store.update(
                b.id, path=a.path, description=a.description, deny_args=denies, deny_verbose=verbose,
                file_env=file_env, timeout_seconds=a.timeout, tips=a.tips, is_global=a.is_global, enabled=a.enabled,
                set_env=None if scoped else values, unset_env=() if scoped else a.unset,
            )
            if agent is not None and (values or a.unset):
                existing = next((g for g in await store.list_grants(b.id) if g.agent_id == agent.id), None)
                kind = existing.credential_type if existing and existing.credential_type else CredentialType.ENV
                host = existing.host_scope if existing else None
                await store.set_agent_credentials_typed(b.id, agent.id, values, kind, host, merge=True, unset=a.unset)
            elif a.user and (values or a.unset):
                await store.set_user_credentials(b.id, values, unset=a.unset)
            elif conversation is not None and (values or a.unset):
                await store.set_context_credentials(b.id, conversation.id, values, unset=a.unset)
            await _log(app, "secure_cli.update", b, variables=sorted(values), unset=sorted(a.unset),
                       scope=_scope_name(agent, a.user, conversation))
    note = f" Its unreadable {_scope_name(agent, a.user, conversation)} values were replaced by the ones given." if replaced else ""
    out(f"Updated {b.name}.{note}")
    return 0


async def _scope_unreadable(
    store: SecureCLIStore, binary: BinaryConfig, agent: Any, user: bool, conversation: Conversation | None
) -> bool:
    """Whether the values `cred update` is about to change are the unreadable kind (then replaced)."""
    if agent is not None:
        return any(g.unreadable for g in await store.list_agent_credentials(binary.id) if g.agent_id == agent.id)
    if user:
        return any(u.unreadable for u in await store.list_user_credentials(binary.id))
    if conversation is not None:
        return any(c.unreadable for c in await store.list_context_credentials(binary.id) if c.owner_id == conversation.id)
    return binary.env_unreadable


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        store = _store(app)
        b = await store.get_by_name(ctx.args.name)
        async with app.stores.db.transaction():
            await store.delete(b.id)
            await _log(app, "secure_cli.delete", b)
    out(f"Removed {b.name} and every credential stored for it.")
    return 0


async def grant_cmd(ctx: CommandContext) -> int:
    a = ctx.args
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        store = _store(app)
        b = await store.get_by_name(a.name)
        agent = await AgentStore(app.stores.db, app.stores.identity).get_by_key(a.agent)
        values, files = _read_values(a.variables)
        if (a.type or a.host) and not values:
            raise ValidationError("--type and --host describe credentials: name them with --env or --file-env.")
        async with app.stores.db.transaction():
            await store.grant(b.id, agent.id, enabled=not a.disable, deny_args=a.deny, timeout_seconds=a.timeout, tips=a.tips)
            if values:
                kind = CredentialType(a.type) if a.type else (CredentialType.SSH_KEY if files else CredentialType.ENV)
                if files and kind is not CredentialType.SSH_KEY:
                    await store.update(b.id, file_env=sorted(set(b.file_env) | set(files)))
                await store.set_agent_credentials_typed(b.id, agent.id, values, kind, a.host)
            await _log(app, "secure_cli.grant", b, agent=agent.agent_key, variables=sorted(values), enabled=not a.disable)
    with_values = f" with {', '.join(sorted(values))}" if values else ""
    out(f"{agent.agent_key} may run {b.name}{with_values}.")
    return 0


async def revoke_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        store = _store(app)
        b = await store.get_by_name(ctx.args.name)
        agent = await AgentStore(app.stores.db, app.stores.identity).get_by_key(ctx.args.agent)
        async with app.stores.db.transaction():
            if not await store.revoke(b.id, agent.id):
                raise ValidationError(f"{agent.agent_key} has no grant for {b.name}; nothing was changed.")
            await _log(app, "secure_cli.revoke", b, agent=agent.agent_key)
    note = ""
    if b.is_global:
        note = f" ({b.name} is global, so every agent may still run it with its defaults; --no-global changes that)"
    out(f"Revoked {b.name} for {agent.agent_key}{note}.")
    return 0


async def test_cmd(ctx: CommandContext) -> int:
    agent_key, args = split_remainder(list(ctx.args.args), ctx.args.agent)
    async with ctx.app(key_policy=KeyPolicy.REQUIRED, read_only=ctx.paths.db_path.exists()) as app:
        store = _store(app)
        binary = await store.get_by_name(ctx.args.name)
        grant = None
        if agent_key:
            agent = await AgentStore(app.stores.db, app.stores.identity).get_by_key(agent_key)
            grant = next((g for g in await store.list_grants(binary.id) if g.agent_id == agent.id), None)
    message = effective_rules(binary, grant).violation(args)
    if message is None:
        out("allowed")
        return 0
    out(f"denied: {message}")
    return 1
