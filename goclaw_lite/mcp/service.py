"""The MCP admin service the CLI and the window share: servers, grants, import, test, calls.

Every change and every tool call leaves an activity row naming the server, the tool, the
outcome and the duration; argument values and secret values never go into one. Before a
test, a call or a run's tools, the stored secrets are read again into the scrubbers'
registry, so a credential another process added is scrubbed from what the server says.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from goclaw_lite.errors import NotFoundError, UserError, ValidationError
from goclaw_lite.mcp.connection import McpServerError, ProgressFn, ServerInfo, server_roots
from goclaw_lite.mcp.manager import CallOutcome, McpManager, start_failure
from goclaw_lite.mcp.tools import McpToolSpec
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.mcp import SEPARATOR, McpGrant, McpServer, clashing_server, shadowed_servers
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.mcp import McpStore, normalise_server_name
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore

__all__ = [
    "OVERRIDE_KEYS", "CallRecord", "ImportCandidate", "McpService", "OfferedTool", "TestReport", "check_overrides",
    "check_result_cap",
    "check_roots", "read_import_file", "server_roots",
]

_NAME_FOLD = re.compile(r"[^a-z0-9_-]+")
_HTTP_TYPES = {"http": "streamable-http", "streamable-http": "streamable-http", "streamablehttp": "streamable-http",
               "sse": "sse", "stdio": "stdio"}


@dataclass(frozen=True)
class ImportCandidate:
    """One entry of an `mcpServers` file, as it would be added (values hidden from repr)."""

    name: str
    transport: str
    command: str = ""
    args: tuple[str, ...] = ()
    url: str = ""
    env: Mapping[str, str] = field(default_factory=dict, repr=False)
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)
    exists: bool = False
    problem: str | None = None


@dataclass(frozen=True)
class TestReport:
    server: McpServer
    info: ServerInfo | None = None
    tools: tuple[McpToolSpec, ...] = ()
    resources: tuple[str, ...] = ()
    prompts: tuple[str, ...] = ()
    error: str | None = None
    duration_ms: int = 0


@dataclass(frozen=True)
class CallRecord:
    """One past tool call, from its activity row: never its arguments or its result."""

    at: str
    server: str
    tool: str
    ok: bool
    duration_ms: int | None
    error: str = ""
    agent: str = ""


@dataclass(frozen=True)
class OfferedTool:
    """A granted server's tool as one agent may use it."""

    spec: McpToolSpec
    server: McpServer
    grant: McpGrant


OVERRIDE_KEYS = ("timeout_sec", "policy")
"""What a grant's `config_overrides` may change for its agent: the call timeout, and the
policy its tools start with (allow / ask / deny) instead of asking before the first use.
The server's process, env and prefix are shared by every agent, so they stay the server's."""


def check_overrides(raw: Mapping[str, Any] | None) -> dict[str, Any]:
    """A grant's overrides, validated: unknown keys and bad values are refused, not ignored."""
    overrides = dict(raw or {})
    unknown = sorted(set(overrides) - set(OVERRIDE_KEYS))
    if unknown:
        raise ValidationError(f"A grant cannot override {', '.join(unknown)}; it may override {', '.join(OVERRIDE_KEYS)}.")
    timeout = overrides.get("timeout_sec")
    if timeout is not None and (isinstance(timeout, bool) or not isinstance(timeout, int) or timeout <= 0):
        raise ValidationError("The grant's timeout must be a positive number of seconds.")
    policy = overrides.get("policy")
    if policy is not None and policy not in ("allow", "ask", "deny"):
        raise ValidationError("The grant's policy must be allow, ask or deny.")
    return {k: v for k, v in overrides.items() if v is not None}


def check_roots(folders: Sequence[str | Path]) -> list[str]:
    """The folders a server may be offered as roots: existing directories, made absolute."""
    roots: list[str] = []
    for folder in folders:
        path = Path(folder).expanduser()
        if not path.is_dir():
            raise ValidationError(f"{folder} is not a folder; a root must be an existing directory.")
        resolved = str(path.resolve())
        if resolved not in roots:
            roots.append(resolved)
    return roots


def _shadowed_note(server: McpServer, earlier: McpServer) -> str:
    return (f"MCP server {server.name!r} offers no tools: its tool prefix {server.prefix!r} clashes with server "
            f"{earlier.name!r}, added earlier; give it a prefix of its own "
            f"(`goclaw-lite mcp set {server.name} --prefix ...`).")


def check_result_cap(value: Any) -> int:
    """The longest message a server may send, in characters: a positive whole number."""
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValidationError("The result cap must be a positive number (megabytes with --max-result-mb).")
    return value


def _fold_name(name: str) -> str:
    folded = _NAME_FOLD.sub("-", name.strip().lower()).strip("-_")[:40]
    return folded or "server"


def _string_map(raw: Any, what: str, entry: str) -> dict[str, str]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise ValidationError(f"{what} of {entry!r} is not an object")
    return {str(k): str(v) for k, v in raw.items()}


def _candidate(name: str, raw: Any) -> ImportCandidate:
    key = _fold_name(name)
    if not isinstance(raw, dict):
        return ImportCandidate(key, "stdio", problem="the entry is not an object")
    kind = str(raw.get("type") or raw.get("transport") or "").strip().lower()
    try:
        env = _string_map(raw.get("env"), "env", name)
        headers = _string_map(raw.get("headers"), "headers", name)
    except ValidationError as exc:
        return ImportCandidate(key, "stdio", problem=str(exc))
    if raw.get("command"):
        args = raw.get("args") or []
        if not isinstance(args, list):
            return ImportCandidate(key, "stdio", problem="args is not a list")
        return ImportCandidate(key, "stdio", command=str(raw["command"]), args=tuple(str(a) for a in args), env=env)
    if raw.get("url") or raw.get("serverUrl"):
        transport = _HTTP_TYPES.get(kind, "streamable-http")
        return ImportCandidate(key, transport, url=str(raw.get("url") or raw.get("serverUrl")), headers=headers)
    return ImportCandidate(key, "stdio", problem="neither a command nor a url")


def read_import_file(path: Path) -> list[ImportCandidate]:
    """The servers of a Claude Desktop / Cursor / VS Code config (`mcpServers`, or VS Code's `servers`)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValidationError(f"Cannot read {path}: {exc.strerror}.") from None
    except ValueError as exc:
        raise ValidationError(f"{path} is not valid JSON ({exc}).") from None
    servers = data.get("mcpServers", data.get("servers")) if isinstance(data, dict) else None
    if not isinstance(servers, dict):
        raise ValidationError(f"{path} has no \"mcpServers\" (or \"servers\") object.")
    return [_candidate(str(name), raw) for name, raw in servers.items()]


class McpService:
    def __init__(self, store: McpStore, agents: AgentStore, manager: McpManager, activity: ActivityStore | None = None) -> None:
        self._store = store
        self._agents = agents
        self._manager = manager
        self._activity = activity

    @classmethod
    def from_stores(cls, stores: Stores, *, manager: McpManager | None = None) -> McpService:
        """The service over the app's stores, with a manager of its own unless one is given."""
        store = McpStore(stores.db, stores.identity, stores.cipher)
        return cls(store, AgentStore(stores.db, stores.identity), manager or McpManager(store.launch),
                   ActivityStore(stores.db, stores.identity))

    @property
    def manager(self) -> McpManager:
        return self._manager

    async def _log(self, action: str, server: McpServer | None, **details: Any) -> None:
        if self._activity is None:
            return
        agent_id = details.get("agent_id")  # a call an agent made is the agent's doing
        actor = {"actor_type": "agent", "actor_id": agent_id} if isinstance(agent_id, str) and agent_id else {}
        await self._activity.log(action, entity_type="mcp_server", entity_id=server.id if server else None,
                                 details={"server": server.name if server else None, **details}, **actor)

    # --- servers ---------------------------------------------------------------------------

    async def add(self, name: str, *, roots: Sequence[str | Path] = (), max_result_bytes: int | None = None,
                  **fields: Any) -> McpServer:
        """Add a server; `roots` are the folders it is offered (none by default), `max_result_bytes`
        the longest message it may send (`result_cap.DEFAULT_MAX_RESULT_BYTES` by default)."""
        if roots:
            fields["settings"] = {**dict(fields.get("settings") or {}), "roots": check_roots(roots)}
        if max_result_bytes is not None:
            cap = check_result_cap(max_result_bytes)
            fields["settings"] = {**dict(fields.get("settings") or {}), "max_result_bytes": cap}
        server = await self._store.create(name, **fields)
        await self._log("mcp.server_added", server, transport=server.transport, env=list(server.env_names),
                        headers=list(server.header_names))
        return server

    async def update(self, name: str, **changes: Any) -> McpServer:
        """Change fields; in `env` / `headers` a value of None keeps the stored one (the window
        and `mcp set` show values masked, so an unchanged one is never typed again)."""
        if "roots" in changes:
            roots = check_roots(changes.pop("roots") or ())
            settings = {k: v for k, v in (await self._store.get(name)).settings.items() if k != "roots"}
            changes["settings"] = {**settings, "roots": roots} if roots else settings
        if "max_result_bytes" in changes:
            cap = check_result_cap(changes.pop("max_result_bytes"))
            settings = dict(changes.get("settings") or (await self._store.get(name)).settings)
            changes["settings"] = {**settings, "max_result_bytes": cap}
        keep = [f for f in ("env", "headers") if changes.get(f) and any(v is None for v in changes[f].values())]
        if keep:
            launch = await self._store.launch(name)
            for field_name in keep:
                stored = launch.env if field_name == "env" else launch.headers
                changes[field_name] = {k: stored.get(k, "") if v is None else v for k, v in changes[field_name].items()}
        before = await self._store.get(name)
        server = await self._store.update(name, **changes)
        if server.prefix != before.prefix:
            await self._move_policies(before.prefix, server.prefix)
        await self._manager.forget(server.name)
        await self._log("mcp.server_changed", server, fields=sorted(changes))
        return server

    async def remove(self, name: str) -> McpServer:
        server = await self._store.delete(name)
        await self._move_policies(server.prefix, None)
        await self._manager.forget(server.name)
        await self._log("mcp.server_removed", server)
        return server

    async def _move_policies(self, old: str, new: str | None) -> None:
        """Agents' policy entries for a server's tools follow the server: renamed with its prefix,
        dropped with it, so a server given that prefix later never inherits an `allow`."""
        start = old + SEPARATOR
        for agent in await self._agents.list():
            policy = dict(agent.tool_policy)
            mine = [tool for tool in policy if tool.startswith(start)]
            if not mine:
                continue
            for tool in mine:
                decision = policy.pop(tool)
                if new is not None:
                    policy[new + SEPARATOR + tool[len(start):]] = decision
            await self._agents.update(agent.id, tool_policy=policy)

    async def servers(self) -> list[McpServer]:
        return await self._store.list()

    def start_failures(self, servers: Sequence[McpServer]) -> dict[str, str]:
        """Server name -> why it last failed to start in this process (as it is now), for those that did."""
        return {s.name: why for s in servers if (why := start_failure(s)) is not None}

    async def get(self, name: str) -> McpServer:
        return await self._store.get(name)

    async def grants(self, name: str | None = None) -> list[tuple[McpGrant, str]]:
        """Grants (of one server, or all) with the agent key each names."""
        grants = await self._store.grants(server_name=name)
        keys = {a.id: a.agent_key for a in await self._agents.list()}
        return [(g, keys.get(g.agent_id, g.agent_id)) for g in grants]

    async def agents(self) -> list[Agent]:
        """The agents a server may be granted to."""
        return await self._agents.list()

    async def recent_calls(self, name: str | None = None, *, limit: int = 50) -> list[CallRecord]:
        """The newest tool calls (of one server, or all), from the activity rows each call leaves."""
        if self._activity is None:
            return []
        entity = (await self._store.get(name)).id if name is not None else None
        rows = await self._activity.list(ActivityFilter(action="mcp.tool_call", entity_type="mcp_server", entity_id=entity),
                                         limit=limit)
        keys = {a.id: a.agent_key for a in await self._agents.list()}
        records = []
        for row in rows:
            details = row.details
            duration = details.get("duration_ms")
            agent_id = str(details.get("agent_id") or "")
            records.append(CallRecord(row.created_at, str(details.get("server") or ""), str(details.get("tool") or ""),
                                      bool(details.get("ok")), int(duration) if isinstance(duration, int | float) else None,
                                      str(details.get("error") or ""), keys.get(agent_id, agent_id)))
        return records

    # --- grants ----------------------------------------------------------------------------

    async def grant(self, name: str, agent_key: str, *, allow: Sequence[str] | None = None,
                    deny: Sequence[str] | None = None, overrides: Mapping[str, Any] | None = None) -> McpGrant:
        """Grant a server to an agent; `overrides` (see `OVERRIDE_KEYS`) apply to that agent only."""
        agent = await self._agents.get_by_key(agent_key)
        checked = check_overrides(overrides)
        grant = await self._store.grant(name, agent.id, tool_allow=list(allow) if allow else None,
                                        tool_deny=list(deny) if deny else None, config_overrides=checked)
        await self._log("mcp.granted", await self._store.get(name), agent=agent.agent_key, allow=list(allow or []),
                        deny=list(deny or []), overrides=checked)
        return grant

    async def revoke(self, name: str, agent_key: str) -> None:
        agent = await self._agents.get_by_key(agent_key)
        if not await self._store.revoke(name, agent.id):
            raise NotFoundError(f"MCP server {name!r} is not granted to agent {agent.agent_key!r}.")
        await self._log("mcp.revoked", await self._store.get(name), agent=agent.agent_key)

    # --- import ----------------------------------------------------------------------------

    async def import_plan(self, path: Path) -> list[ImportCandidate]:
        servers = await self._store.list()
        existing = {s.name for s in servers}
        plan = []
        for c in read_import_file(path):
            problem = c.problem
            if problem is None:
                try:
                    normalise_server_name(c.name)
                except ValidationError as exc:
                    problem = str(exc)
            clash = None if c.name in existing else clashing_server(c.name, "", servers)
            if problem is None and clash is not None:
                problem = f"its tools would clash with server {clash.name!r} (tools {clash.prefix}__*)"
            plan.append(ImportCandidate(c.name, c.transport, c.command, c.args, c.url, c.env, c.headers,
                                        exists=c.name in existing, problem=problem))
        return plan

    async def import_apply(self, plan: Sequence[ImportCandidate]) -> list[McpServer]:
        """Add every candidate that has no problem and no namesake; secrets sealed on the way in."""
        added = []
        for c in plan:
            if c.problem is not None or c.exists:
                continue
            added.append(await self.add(c.name, transport=c.transport, command=c.command, args=list(c.args), url=c.url,
                                        env=dict(c.env), headers=dict(c.headers)))
        return added

    # --- live ------------------------------------------------------------------------------

    async def test(self, name: str) -> TestReport:
        """Connect (a fresh start), and list tools with their schemas' verdicts, resources and prompts."""
        server = await self._store.get(name)
        started = time.monotonic()
        await self._store.refresh_known_secrets()
        await self._manager.forget(server.name)
        try:
            connection = await self._manager.connection(server.name)
            info = connection.info
            specs = await self._manager.tools(server.name)
            resources = tuple(r.uri.__str__() for r in await connection.list_resources()) if info and info.has_resources else ()
            prompts = tuple(p.name for p in await connection.list_prompts()) if info and info.has_prompts else ()
        except UserError as exc:
            return TestReport(server, error=str(exc), duration_ms=int((time.monotonic() - started) * 1000))
        return TestReport(server, info, tuple(specs), resources, prompts, None, int((time.monotonic() - started) * 1000))

    async def tools(self, name: str) -> list[McpToolSpec]:
        server = await self._store.get(name)
        await self._manager.forget_if_changed(server)
        return await self._manager.tools(server.name)

    async def call(self, name: str, tool: str, arguments: dict[str, Any], *, progress: ProgressFn | None = None,
                   agent_id: str | None = None, timeout: float | None = None) -> CallOutcome:
        """Call a server's tool (its own name); logged with outcome and duration, never the arguments.

        `timeout` (a grant's override) replaces the server's own for this call."""
        server = await self._store.get(name)
        await self._manager.forget_if_changed(server)
        await self._store.refresh_known_secrets()
        started = time.monotonic()
        try:
            outcome = await self._manager.call(server.name, tool, arguments, progress=progress, timeout=timeout)
        except McpServerError as exc:
            await self._log("mcp.tool_call", server, tool=tool, ok=False, error=str(exc)[:200], agent_id=agent_id,
                            duration_ms=int((time.monotonic() - started) * 1000))
            raise
        await self._log("mcp.tool_call", server, tool=tool, ok=outcome.ok, duration_ms=outcome.duration_ms,
                        truncated=outcome.truncated, agent_id=agent_id)
        return outcome

    async def offered_tools(self, agent_id: str) -> tuple[list[OfferedTool], list[str]]:
        """The tools an agent's granted servers offer it, and why a server offered none (one line each).

        A server that cannot start costs the run nothing but its line in the log: the
        agent goes on with the others.
        """
        offered: list[OfferedTool] = []
        problems: list[str] = []
        await self._store.refresh_known_secrets()
        shadowed = shadowed_servers(await self._store.list())
        for server, grant in await self._store.servers_for_agent(agent_id):
            if server.id in shadowed:
                problems.append(_shadowed_note(server, shadowed[server.id]))
                continue
            try:
                await self._manager.forget_if_changed(server)
                specs = await self._manager.tools(server.name)
            except McpServerError as exc:  # the reason in words; its stderr is in the log
                problems.append(exc.reason)
                continue
            except UserError as exc:
                problems.append(str(exc))
                continue
            offered.extend(OfferedTool(s, server, grant) for s in specs if s.usable and grant.permits(s.remote_name))
        return offered, problems

    async def agent_servers(self, agent_id: str) -> list[McpServer]:
        """The enabled servers granted to an agent (for the chat's resources and prompts)."""
        return [server for server, _grant in await self._store.servers_for_agent(agent_id)]
