"""McpStore — `mcp_servers` and `mcp_agent_grants`, scoped to the local tenant.

Secrets are sealed before they are written: `api_key` as one value, and each value of
`env` and `headers` on its own (the JSON object keeps the names readable, the values not),
bound to the row and the value's name so a value copied to another row or name fails to
open. Reads hand out `McpServer` rows that carry only the names; the opened values leave
this module only inside an `McpLaunch`, built when a server is started.
"""

from __future__ import annotations

import builtins
import json
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from goclaw_lite.errors import AlreadyExistsError, KeyMissingError, NotFoundError, ValidationError
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.model.agents import json_object
from goclaw_lite.model.json_values import json_strings
from goclaw_lite.model.mcp import (
    DEFAULT_TIMEOUT_SEC,
    TRANSPORTS,
    McpGrant,
    McpLaunch,
    McpServer,
    clashing_server,
)
from goclaw_lite.security.crypto import Binding, Cipher
from goclaw_lite.store.backend.db import ConstraintViolation, Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.backend.updates import Assignments
from goclaw_lite.store.sealed.columns import json_map_items, map_row_id, refresh_known_secrets, remember_sealed

__all__ = ["SERVER_NAME_RE", "McpStore", "normalise_server_name"]

SERVER_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
ENV_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
HEADER_NAME_RE = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")

_COLUMNS = (
    "id, name, display_name, transport, command, args, url, headers, env, api_key, tool_prefix, timeout_sec, "
    "settings, enabled, created_by, created_at, updated_at"
)
_GRANT_COLUMNS = (
    "g.id, g.server_id, s.name AS server_name, g.agent_id, g.enabled, g.tool_allow, g.tool_deny, "
    "g.config_overrides, g.granted_by, g.created_at"
)
_KEY_NEEDED = (
    "Storing an MCP server's secret values needs the encryption key, and none was found. Set GOCLAW_KEY, "
    "or run `goclaw-lite key init` to create one."
)
_UNSET: Any = object()


def normalise_server_name(name: str, what: str = "MCP server name") -> str:
    key = name.strip().lower()
    if not SERVER_NAME_RE.match(key):
        raise ValidationError(
            f"{what} {name!r} is not valid: use lowercase letters, digits, '-' and '_' (at most 40, starting "
            "with a letter or digit)."
        )
    return key


def _check_names(values: Mapping[str, str], pattern: re.Pattern[str], what: str) -> None:
    for name in values:
        if not pattern.match(name):
            raise ValidationError(f"{what} name {name!r} is not valid.")


def _to_server(row: Row) -> McpServer:
    return McpServer(
        id=str(row["id"]),
        name=str(row["name"]),
        transport=str(row["transport"]),
        display_name=str(row["display_name"] or ""),
        command=str(row["command"] or ""),
        args=json_strings(row["args"]) or (),
        url=str(row["url"] or ""),
        env_names=tuple(json_object(row["env"])),
        header_names=tuple(json_object(row["headers"])),
        has_api_key=bool(row["api_key"]),
        tool_prefix=str(row["tool_prefix"] or ""),
        timeout_sec=int(row["timeout_sec"] or DEFAULT_TIMEOUT_SEC),
        settings=json_object(row["settings"]),
        enabled=bool(row["enabled"]),
        created_by=str(row["created_by"] or ""),
        created_at=str(row["created_at"] or ""),
        updated_at=str(row["updated_at"] or ""),
    )


def _to_grant(row: Row) -> McpGrant:
    return McpGrant(
        id=str(row["id"]),
        server_id=str(row["server_id"]),
        server_name=str(row["server_name"]),
        agent_id=str(row["agent_id"]),
        enabled=bool(row["enabled"]),
        tool_allow=json_strings(row["tool_allow"]),
        tool_deny=json_strings(row["tool_deny"]),
        config_overrides=json_object(row["config_overrides"]),
        granted_by=str(row["granted_by"] or ""),
        created_at=str(row["created_at"] or ""),
    )


def _dump_list(values: Sequence[str] | None) -> str | None:
    return None if values is None else json.dumps(list(values))


class McpStore:
    def __init__(self, db: Database, identity: LocalIdentity, cipher: Cipher | None) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id
        self._cipher = cipher

    # --- sealing ---------------------------------------------------------------------------

    async def refresh_known_secrets(self) -> None:
        """Reload every stored secret into the scrubbers' registry (another process may have
        added one since this one opened the database)."""
        await refresh_known_secrets(self._db, self._cipher)

    def _need_cipher(self) -> Cipher:
        if self._cipher is None:
            raise KeyMissingError(_KEY_NEEDED)
        return self._cipher

    def _seal_map(self, values: Mapping[str, str], row_id: str, column: str) -> str:
        if not values:
            return "{}"
        cipher = self._need_cipher()
        remember_sealed("mcp_servers", column, values)
        return json.dumps(
            {name: cipher.seal(value, Binding("mcp_servers", column, map_row_id(row_id, name))) for name, value in values.items()}
        )

    def _seal_key(self, api_key: str, row_id: str) -> str | None:
        if not api_key:
            return None
        remember_sealed("mcp_servers", "api_key", {"": api_key})
        return self._need_cipher().seal(api_key, Binding("mcp_servers", "api_key", row_id))

    def _open_map(self, stored: Any, row_id: str, column: str) -> dict[str, str]:
        items = json_map_items(str(stored or "{}"))
        if not items:
            return {}
        cipher = self._need_cipher()
        return {
            name: cipher.open(value, Binding("mcp_servers", column, map_row_id(row_id, name)), mandatory=True)
            for name, value in items
        }

    # --- servers ---------------------------------------------------------------------------

    async def create(
        self,
        name: str,
        *,
        transport: str,
        command: str = "",
        args: Sequence[str] = (),
        url: str = "",
        env: Mapping[str, str] | None = None,
        headers: Mapping[str, str] | None = None,
        api_key: str = "",
        tool_prefix: str = "",
        timeout_sec: int = DEFAULT_TIMEOUT_SEC,
        display_name: str = "",
        settings: Mapping[str, Any] | None = None,
        enabled: bool = True,
    ) -> McpServer:
        key = normalise_server_name(name)
        if transport not in TRANSPORTS:
            raise ValidationError(f"Transport {transport!r} is not supported; use one of: {', '.join(TRANSPORTS)}.")
        prefix = normalise_server_name(tool_prefix, "Tool prefix") if tool_prefix else ""
        if timeout_sec <= 0:
            raise ValidationError("The timeout must be a positive number of seconds.")
        _check_names(env or {}, ENV_NAME_RE, "Environment variable")
        _check_names(headers or {}, HEADER_NAME_RE, "Header")
        await self._refuse_clash(key, prefix, own_id=None)
        row_id = uuid7()
        stamp = now_ts()
        try:
            await self._db.execute(
                "INSERT INTO mcp_servers (id, name, display_name, transport, command, args, url, headers, env, api_key, "
                "tool_prefix, timeout_sec, settings, enabled, created_by, tenant_id, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row_id, key, display_name.strip(), transport, command.strip(), json.dumps(list(args)), url.strip(),
                    self._seal_map(headers or {}, row_id, "headers"), self._seal_map(env or {}, row_id, "env"),
                    self._seal_key(api_key, row_id), prefix, int(timeout_sec), json.dumps(dict(settings or {})),
                    bool(enabled), self._user, self._tenant, stamp, stamp,
                ),
            )
        except ConstraintViolation as exc:
            raise AlreadyExistsError(f"An MCP server named {key!r} already exists; remove it first or pick another name.") from exc
        return await self.get(key)

    async def update(self, name: str, **changes: Any) -> McpServer:
        """Change the given fields; `env` / `headers` replace the whole stored map."""
        current = await self.get(name)
        plain: dict[str, Callable[[Any], Any]] = {
            "display_name": lambda v: str(v).strip(),
            "command": lambda v: str(v).strip(),
            "args": lambda v: json.dumps(list(v)),
            "url": lambda v: str(v).strip(),
            "tool_prefix": lambda v: normalise_server_name(v, "Tool prefix") if v else "",
            "timeout_sec": _positive,
            "settings": lambda v: json.dumps(dict(v)),
            "enabled": bool,
            "transport": _transport,
        }
        update = Assignments()
        for field, value in changes.items():
            if field in plain:
                update.set(field, plain[field](value))
            elif field in ("env", "headers"):
                _check_names(value, ENV_NAME_RE if field == "env" else HEADER_NAME_RE,
                             "Environment variable" if field == "env" else "Header")
                update.set(field, self._seal_map(value, current.id, field))
            elif field == "api_key":
                update.set("api_key", self._seal_key(str(value or ""), current.id))
            else:
                raise ValidationError(f"An MCP server has no field {field!r}.")
        if not update:
            return current
        if "tool_prefix" in changes:
            await self._refuse_clash(current.name, plain["tool_prefix"](changes["tool_prefix"]), own_id=current.id)
        update.set("updated_at", now_ts())
        await self._db.execute(f"UPDATE mcp_servers SET {update.sql} WHERE id = ? AND tenant_id = ?",
                               [*update.params, current.id, self._tenant])
        return await self.get(current.name)

    async def _refuse_clash(self, name: str, prefix: str, *, own_id: str | None) -> None:
        """Tool prefixes are unique: a server whose tools would answer to another's names is refused."""
        other = clashing_server(name, prefix, [s for s in await self.list() if s.id != own_id])
        if other is None:
            return
        if other.name == name:
            raise AlreadyExistsError(
                f"An MCP server named {name!r} already exists; remove it first or pick another name."
            )
        raise AlreadyExistsError(
            f"MCP server {name!r} would offer its tools as {prefix or name}__*, which clashes with server "
            f"{other.name!r} (its tools are {other.prefix}__*); pick another name or --prefix."
        )

    async def find(self, name: str) -> McpServer | None:
        row = await self._row(name)
        return None if row is None else _to_server(row)

    async def get(self, name: str) -> McpServer:
        server = await self.find(name)
        if server is None:
            raise NotFoundError(f"No MCP server named {name!r}; `goclaw-lite mcp list` shows them.")
        return server

    async def list(self) -> builtins.list[McpServer]:
        rows = await self._db.fetch_all(f"SELECT {_COLUMNS} FROM mcp_servers WHERE tenant_id = ? ORDER BY name", (self._tenant,))
        return [_to_server(r) for r in rows]

    async def delete(self, name: str) -> McpServer:
        server = await self.get(name)
        await self._db.execute("DELETE FROM mcp_servers WHERE id = ? AND tenant_id = ?", (server.id, self._tenant))
        return server

    async def launch(self, name: str) -> McpLaunch:
        """The server with its secrets opened (raises `DecryptionError` for a value that does not open)."""
        row = await self._row(name)
        if row is None:
            raise NotFoundError(f"No MCP server named {name!r}; `goclaw-lite mcp list` shows them.")
        row_id = str(row["id"])
        api_key = ""
        if row["api_key"]:
            api_key = self._need_cipher().open(str(row["api_key"]), Binding("mcp_servers", "api_key", row_id), mandatory=True)
        return McpLaunch(
            server=_to_server(row),
            env=self._open_map(row["env"], row_id, "env"),
            headers=self._open_map(row["headers"], row_id, "headers"),
            api_key=api_key,
        )

    async def _row(self, name: str) -> Row | None:
        return await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM mcp_servers WHERE name = ? AND tenant_id = ?", (name.strip().lower(), self._tenant)
        )

    # --- grants ----------------------------------------------------------------------------

    async def grant(
        self,
        server_name: str,
        agent_id: str,
        *,
        tool_allow: Sequence[str] | None = None,
        tool_deny: Sequence[str] | None = None,
        enabled: bool = True,
        config_overrides: Mapping[str, Any] | None = None,
    ) -> McpGrant:
        """Grant (or re-grant, replacing the filters and overrides) a server to an agent."""
        server = await self.get(server_name)
        stamp = now_ts()
        await self._db.execute(
            "INSERT INTO mcp_agent_grants (id, server_id, agent_id, enabled, tool_allow, tool_deny, config_overrides, "
            "granted_by, tenant_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (server_id, agent_id) DO UPDATE SET enabled = excluded.enabled, tool_allow = excluded.tool_allow, "
            "tool_deny = excluded.tool_deny, config_overrides = excluded.config_overrides, "
            "granted_by = excluded.granted_by, updated_at = excluded.updated_at",
            (uuid7(), server.id, agent_id, bool(enabled), _dump_list(tool_allow), _dump_list(tool_deny),
             json.dumps(dict(config_overrides or {})), self._user, self._tenant, stamp, stamp),
        )
        grants = [g for g in await self.grants(server_name=server.name) if g.agent_id == agent_id]
        return grants[0]

    async def revoke(self, server_name: str, agent_id: str) -> bool:
        server = await self.get(server_name)
        changed = await self._db.execute(
            "DELETE FROM mcp_agent_grants WHERE server_id = ? AND agent_id = ? AND tenant_id = ?",
            (server.id, agent_id, self._tenant),
        )
        return changed > 0

    async def grants(self, *, server_name: str | None = None, agent_id: str | None = None) -> builtins.list[McpGrant]:
        where = ["g.tenant_id = ?"]
        params: builtins.list[Any] = [self._tenant]
        if server_name is not None:
            where.append("s.name = ?")
            params.append(server_name.strip().lower())
        if agent_id is not None:
            where.append("g.agent_id = ?")
            params.append(agent_id)
        rows = await self._db.fetch_all(
            f"SELECT {_GRANT_COLUMNS} FROM mcp_agent_grants g JOIN mcp_servers s ON s.id = g.server_id "
            f"WHERE {' AND '.join(where)} ORDER BY s.name, g.created_at",
            params,
        )
        return [_to_grant(r) for r in rows]

    async def servers_for_agent(self, agent_id: str) -> builtins.list[tuple[McpServer, McpGrant]]:
        """The enabled servers with an enabled grant for the agent, with that grant."""
        by_id = {s.id: s for s in await self.list() if s.enabled}
        return [(by_id[g.server_id], g) for g in await self.grants(agent_id=agent_id) if g.enabled and g.server_id in by_id]


def _transport(value: Any) -> str:
    if value not in TRANSPORTS:
        raise ValidationError(f"Transport {value!r} is not supported; use one of: {', '.join(TRANSPORTS)}.")
    return str(value)


def _positive(value: Any) -> int:
    number = int(value)
    if number <= 0:
        raise ValidationError("The timeout must be a positive number of seconds.")
    return number
