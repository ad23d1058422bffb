"""GoClaw's MCP servers and their agent grants read into ours.

Names, transports and prefixes are checked with the MCP store's own rules. Secrets are opened
with GoClaw's key and sealed again under ours the way `store/definitions/mcp.py` seals them: `api_key` as
one value bound to the row, each value of `env` and `headers` on its own bound to the row and
its name (GoClaw keeps those two as a plain JSON object or as one sealed JSON text).
Per-user MCP credentials (`mcp_user_credentials`) have no counterpart here and stay behind.
"""

from __future__ import annotations

import json

from goclaw_lite.errors import ValidationError
from goclaw_lite.importer import values as v
from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.values import BadValue
from goclaw_lite.model.mcp import DEFAULT_TIMEOUT_SEC, TRANSPORTS, McpServer, clashing_server
from goclaw_lite.store.definitions.mcp import ENV_NAME_RE, HEADER_NAME_RE, normalise_server_name

Row = dict[str, object]


def _name(value: object, column: str, what: str) -> str:
    try:
        return normalise_server_name(v.text(value, column), what)
    except ValidationError as exc:
        raise BadValue(f"{column}: {exc}") from None


def map_mcp_server(row: Row, ctx: ImportContext) -> Row:
    rid = v.uuid_text(row["id"], "id")
    name = _name(row["name"], "name", "MCP server name")
    prefix = _name(row["tool_prefix"], "tool_prefix", "Tool prefix") if row.get("tool_prefix") else ""
    other = clashing_server(name, prefix, [s for s in ctx.mcp_servers if s.id != rid])
    if other is not None:
        raise BadValue(f"name: an MCP server {other.name!r} here offers tools under the same names (ours was kept)")
    transport = v.text(row.get("transport"), "transport", default="stdio").strip()
    if transport not in TRANSPORTS:
        raise BadValue(f"transport: {transport!r} is not one of {', '.join(TRANSPORTS)}")
    args = json.loads(v.json_array(row.get("args"), "args"))
    if not all(isinstance(a, str) for a in args):
        raise BadValue("args: expected a JSON array of text")
    env, env_names = ctx.reseal_map(row.get("env"), "mcp_servers", "env", rid)
    headers, header_names = ctx.reseal_map(row.get("headers"), "mcp_servers", "headers", rid)
    if bad := [n for n in env_names if not ENV_NAME_RE.match(n)]:
        raise BadValue(f"env: {bad[0]!r} is not a valid variable name")
    if bad := [n for n in header_names if not HEADER_NAME_RE.match(n)]:
        raise BadValue(f"headers: {bad[0]!r} is not a valid header name")
    created = v.timestamp(row.get("created_at") or ctx.now, "created_at")
    mapped: Row = {
        "id": rid, "name": name, "display_name": v.text(row.get("display_name"), "display_name").strip(),
        "transport": transport, "command": v.text(row.get("command"), "command").strip(), "args": json.dumps(args),
        "url": v.text(row.get("url"), "url").strip(), "headers": headers, "env": env,
        "api_key": ctx.reseal_text(row.get("api_key"), "mcp_servers", "api_key", rid), "tool_prefix": prefix,
        "timeout_sec": v.integer(row.get("timeout_sec"), "timeout_sec", default=DEFAULT_TIMEOUT_SEC, minimum=1),
        "settings": v.json_object(row.get("settings"), "settings"),
        "enabled": v.flag(row.get("enabled"), "enabled", default=True), "created_by": ctx.user,
        "tenant_id": ctx.tenant, "created_at": created, "updated_at": v.timestamp(row.get("updated_at") or created,
                                                                                   "updated_at"),
    }
    if mapped["transport"] == "stdio" and not mapped["command"]:
        raise BadValue("command: a stdio server needs a command")
    if mapped["transport"] != "stdio" and not mapped["url"]:
        raise BadValue(f"url: a {transport} server needs a URL")
    ctx.mcp_servers.append(McpServer(id=rid, name=name, transport=transport, tool_prefix=prefix))
    return mapped


def server_label(row: Row, ctx: ImportContext) -> str:
    secrets = [f"{len(json.loads(str(row[c])))} {c}" for c in ("env", "headers") if row[c] != "{}"]
    if row["api_key"]:
        secrets.append("an API key")
    detail = ", ".join([str(row["transport"]), *(["disabled"] if not row["enabled"] else []), *secrets])
    return f"{row['name']} ({detail})"


def grant_label(row: Row, ctx: ImportContext) -> str:
    server = next((s.name for s in ctx.mcp_servers if s.id == row["server_id"]), str(row["server_id"]))
    return f"{server} to agent {ctx.key_of.get(str(row['agent_id']), row['agent_id'])}"


def map_mcp_grant(row: Row, ctx: ImportContext) -> Row:
    server = v.uuid_text(row["server_id"], "server_id")
    if server not in ctx.ids("mcp_servers"):
        raise BadValue(f"server_id: foreign key to mcp_servers {server} points nowhere (server not imported)")
    created = v.timestamp(row.get("created_at") or ctx.now, "created_at")
    return {
        "id": v.uuid_text(row["id"], "id"), "server_id": server, "agent_id": ctx.agent(row["agent_id"]),
        "enabled": v.flag(row.get("enabled"), "enabled", default=True),
        "tool_allow": v.json_array_or_none(row.get("tool_allow"), "tool_allow"),
        "tool_deny": v.json_array_or_none(row.get("tool_deny"), "tool_deny"),
        "config_overrides": v.json_object_or_none(row.get("config_overrides"), "config_overrides"),
        "granted_by": ctx.user, "tenant_id": ctx.tenant, "created_at": created, "updated_at": created,
    }
