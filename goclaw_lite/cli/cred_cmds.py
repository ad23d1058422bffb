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
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from goclaw_lite.app.context import AppContext, KeyPolicy
from goclaw_lite.app.credentials import MAX_VALUE_BYTES, CredentialsService, Wording, validate_env_name
from goclaw_lite.cli.common import CommandContext, out, print_json, print_table, read_secret
from goclaw_lite.cli.tool_args import split_remainder
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.credentials import GrantRequest, ToolChange, ToolReport
from goclaw_lite.model.secure_cli import AgentCredentialInfo, CredentialType, MaskedVariable, SecretEnv

CLI_WORDING = Wording(
    no_variables="Name at least one variable with --env VAR or --file-env VAR.",
    name_taken="A tool named {name!r} is already registered; change it with `goclaw-lite cred update {name}`.",
    not_on_path="{name} was not found on PATH; give its location with --path.",
)
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


def service(app: AppContext) -> CredentialsService:
    """The credentials service, advising with this face's options (`exec` uses it too)."""
    return app.services.credentials.worded(CLI_WORDING)


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


def _read_values(variables: Sequence[tuple[str, str]]) -> tuple[SecretEnv, tuple[str, ...]]:
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
    return SecretEnv.of(values), tuple(files)


UNREADABLE = "unreadable"
UNREADABLE_HINT = (
    "Values marked unreadable cannot be decrypted (tampered, or sealed under another key): enter them again "
    "with `goclaw-lite cred update NAME --env VAR...` (same scope option), or remove them."
)


def _fmt_vars(variables: Sequence[MaskedVariable], unreadable: bool = False) -> str:
    if unreadable:
        return UNREADABLE
    return ", ".join(f"{v.name}={v.preview}" for v in variables) or "-"


def _vars_json(variables: Sequence[MaskedVariable]) -> list[dict[str, str]]:
    return [{"name": v.name, "preview": v.preview} for v in variables]


def _conversations_json(report: ToolReport) -> list[dict[str, Any]]:
    return [{"conversation": c.conversation_id, "title": c.title, "variables": _vars_json(c.variables),
             "unreadable": c.unreadable} for c in report.conversations]


def _list_json(r: ToolReport) -> dict[str, Any]:
    b = r.binary
    return {
        "name": b.name, "path": b.path, "enabled": b.enabled, "global": b.is_global,
        "defaults": _vars_json(r.defaults),
        "defaults_unreadable": b.env_unreadable,
        "agents": [{"agent": g.agent_key, "enabled": g.enabled, "variables": _vars_json(g.variables),
                    "unreadable": g.unreadable} for g in r.agents],
        "user": _vars_json(r.user_variables),
        "user_unreadable": r.user_unreadable,
        "conversations": _conversations_json(r),
        "last_run_at": b.last_run_at,
    }


def _agent_json(r: ToolReport, g: AgentCredentialInfo) -> dict[str, Any]:
    grant = r.grant_for(g.agent_id)
    deny = None if grant is None or grant.deny_args is None else list(grant.deny_args)
    return {
        "agent": g.agent_key, "enabled": g.enabled, "unreadable": g.unreadable,
        "type": g.credential_type.value if g.credential_type else None, "host": g.host_scope,
        "variables": _vars_json(g.variables),
        "timeout_seconds": grant.timeout_seconds if grant else None,
        "deny_args": deny,
    }


def _show_json(r: ToolReport) -> dict[str, Any]:
    b = r.binary
    return {
        "name": b.name, "path": b.path, "description": b.description, "enabled": b.enabled,
        "global": b.is_global, "timeout_seconds": b.timeout_seconds, "tips": b.tips,
        "deny_args": list(b.deny_args), "deny_verbose": list(b.deny_verbose), "file_env": list(b.file_env),
        "defaults": _vars_json(r.defaults),
        "defaults_unreadable": b.env_unreadable,
        "user": _vars_json(r.user_variables),
        "user_unreadable": r.user_unreadable,
        "conversations": _conversations_json(r),
        "agents": [_agent_json(r, g) for g in r.agents],
        "last_run_at": b.last_run_at,
    }


def _credentials_cell(r: ToolReport) -> str:
    """Every scope's masked values in one table cell."""
    creds = []
    if r.defaults or r.binary.env_unreadable:
        creds.append("default: " + _fmt_vars(r.defaults, r.binary.env_unreadable))
    if r.user_variables or r.user_unreadable:
        creds.append("user: " + _fmt_vars(r.user_variables, r.user_unreadable))
    creds.extend(f"{g.agent_key}: " + _fmt_vars(g.variables, g.unreadable) for g in r.agents)
    creds.extend(f"conversation {c.conversation_id[:8]}: " + _fmt_vars(c.variables, c.unreadable)
                 for c in r.conversations)
    return "; ".join(creds) or "-"


def _print_report(r: ToolReport) -> None:
    b = r.binary
    out(f"{b.name}  ({'enabled' if b.enabled else 'disabled'}, {'all agents' if b.is_global else 'granted agents only'})")
    out(f"  path:          {b.path}")
    if b.description:
        out(f"  description:   {b.description}")
    out(f"  timeout:       {b.timeout_seconds} s")
    out(f"  deny:          {', '.join(b.deny_args) or '-'}")
    out(f"  deny verbose:  {'yes' if b.deny_verbose else 'no'}")
    out(f"  file vars:     {', '.join(b.file_env) or '-'}")
    out(f"  defaults:      {_fmt_vars(r.defaults, b.env_unreadable)}")
    out(f"  user:          {_fmt_vars(r.user_variables, r.user_unreadable)}")
    for g in r.agents:
        extra = f" type={g.credential_type.value}" if g.credential_type else ""
        extra += f" host={g.host_scope}" if g.host_scope else ""
        state = "" if g.enabled else " (disabled)"
        out(f"  agent {g.agent_key}{state}:{extra} {_fmt_vars(g.variables, g.unreadable)}")
    for c in r.conversations:
        title = f" ({c.title})" if c.title else ""
        out(f"  conversation {c.conversation_id}{title}: {_fmt_vars(c.variables, c.unreadable)}")
    if b.tips:
        out(f"  tips:          {b.tips}")
    out(f"  last run:      {b.last_run_at or 'never'}")
    if r.any_unreadable:
        out(UNREADABLE_HINT)


# --- commands ----------------------------------------------------------------------------


async def add_cmd(ctx: CommandContext) -> int:
    a = ctx.args
    if not a.variables:
        raise ValidationError(CLI_WORDING.no_variables)
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        creds = service(app)
        plan = await creds.prepare_registration(a.name, a.path, agent_key=a.agent, user=a.user,
                                                conversation=a.conversation)
        values, files = _read_values(a.variables)
        binary = await creds.register(replace(
            plan, values=values, file_env=files, description=a.description or "", tips=a.tips or "",
            deny_args=tuple(a.deny), deny_verbose=bool(a.deny_verbose),
            timeout_seconds=30 if a.timeout is None else a.timeout,
        ))
    names = ", ".join(sorted(values.names))
    out(f"Registered {binary.name} ({binary.path}) with {names} as {plan.scope.name} credentials.")
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED, read_only=True) as app:
        reports = await service(app).reports()
    if ctx.args.json:
        print_json([_list_json(r) for r in reports])
        return 0
    if not reports:
        out("No tools registered yet; add one with `goclaw-lite cred add NAME --env VAR`.")
        return 0
    table = [[r.binary.name, "yes" if r.binary.enabled else "no", "all agents" if r.binary.is_global else "granted agents",
              r.binary.path, _credentials_cell(r)] for r in reports]
    print_table(["NAME", "ENABLED", "WHO", "PATH", "CREDENTIALS"], table)
    if any(UNREADABLE in row[-1] for row in table):
        out()
        out(UNREADABLE_HINT)
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED, read_only=True) as app:
        creds = service(app)
        report = await creds.report(await creds.tool(ctx.args.name))
    if ctx.args.json:
        print_json(_show_json(report))
    else:
        _print_report(report)
    return 0


def _change(a: argparse.Namespace) -> ToolChange:
    """The settings `cred update` names (values and scope are added once read)."""
    return ToolChange(
        unset=tuple(a.unset), path=a.path, description=a.description, tips=a.tips, timeout_seconds=a.timeout,
        deny=tuple(a.deny), undeny=tuple(a.undeny), clear_deny=a.clear_deny, deny_verbose=a.deny_verbose,
        is_global=a.is_global, enabled=a.enabled,
    )


async def update_cmd(ctx: CommandContext) -> int:
    a = ctx.args
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        creds = service(app)
        binary = await creds.tool(a.name)
        scope = await creds.scope(agent_key=a.agent, user=a.user, conversation=a.conversation)
        for name in a.unset:
            validate_env_name(name)
        values, files = _read_values(a.variables)
        result = await creds.update(binary, replace(_change(a), scope=scope, values=values, file_env=files))
    note = f" Its unreadable {scope.name} values were replaced by the ones given." if result.replaced_unreadable else ""
    out(f"Updated {result.binary.name}.{note}")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        creds = service(app)
        b = await creds.delete((await creds.tool(ctx.args.name)).id)
    out(f"Removed {b.name} and every credential stored for it.")
    return 0


async def grant_cmd(ctx: CommandContext) -> int:
    a = ctx.args
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        creds = service(app)
        b = await creds.tool(a.name)
        agent = await creds.agent(a.agent)
        values, files = _read_values(a.variables)
        await creds.grant(b, agent, GrantRequest(
            values=values, file_env=files, credential_type=CredentialType(a.type) if a.type else None, host=a.host,
            deny_args=None if a.deny is None else tuple(a.deny), timeout_seconds=a.timeout, tips=a.tips,
            enabled=not a.disable,
        ))
    with_values = f" with {', '.join(sorted(values.names))}" if values else ""
    out(f"{agent.agent_key} may run {b.name}{with_values}.")
    return 0


async def revoke_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        creds = service(app)
        b = await creds.tool(ctx.args.name)
        agent = await creds.agent(ctx.args.agent)
        await creds.revoke(b, agent)
    note = ""
    if b.is_global:
        note = f" ({b.name} is global, so every agent may still run it with its defaults; --no-global changes that)"
    out(f"Revoked {b.name} for {agent.agent_key}{note}.")
    return 0


async def test_cmd(ctx: CommandContext) -> int:
    agent_key, args = split_remainder(list(ctx.args.args), ctx.args.agent)
    async with ctx.app(key_policy=KeyPolicy.REQUIRED, read_only=True) as app:
        creds = service(app)
        binary = await creds.tool(ctx.args.name)
        agent = await creds.agent(agent_key) if agent_key else None
        message = await creds.check_arguments(binary, args, agent)
    if message is None:
        out("allowed")
        return 0
    out(f"denied: {message}")
    return 1
