"""MCP server and grant rows as they cross layers; secrets only inside `McpLaunch`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

TRANSPORTS = ("stdio", "streamable-http", "sse")
DEFAULT_TIMEOUT_SEC = 60
SEPARATOR = "__"
"""Between a server's tool prefix and its tool's name: `prefix__tool`."""


@dataclass(frozen=True)
class McpServer:
    """An `mcp_servers` row without its secrets: names of env variables and headers only."""

    id: str
    name: str
    transport: str
    display_name: str = ""
    command: str = ""
    args: tuple[str, ...] = ()
    url: str = ""
    env_names: tuple[str, ...] = ()
    header_names: tuple[str, ...] = ()
    has_api_key: bool = False
    tool_prefix: str = ""
    timeout_sec: int = DEFAULT_TIMEOUT_SEC
    settings: Mapping[str, Any] = field(default_factory=dict)
    enabled: bool = True
    created_by: str = ""
    created_at: str = ""
    updated_at: str = ""

    @property
    def prefix(self) -> str:
        """What the server's tools are offered under: `tool_prefix`, else the server's name."""
        return self.tool_prefix or self.name

    @property
    def label(self) -> str:
        return self.display_name or self.name

    @property
    def target(self) -> str:
        """The command line or URL, for listings (never a secret: those live in env/headers)."""
        if self.transport == "stdio":
            return " ".join([self.command, *self.args])
        return self.url


@dataclass(frozen=True)
class McpLaunch:
    """A server with its opened secrets, built on demand to start or connect to it.

    `repr` never shows a value, so the object can appear in a traceback or log line.
    """

    server: McpServer
    env: Mapping[str, str] = field(default_factory=dict, repr=False)
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)
    api_key: str = field(default="", repr=False)

    def secret_values(self) -> tuple[str, ...]:
        """Every value a tool result must not show (the scrubber's list)."""
        values = [*self.env.values(), *self.headers.values(), self.api_key]
        return tuple(v for v in values if v)


@dataclass(frozen=True)
class McpGrant:
    """A server granted to an agent, with the per-tool filters (None = no filter)."""

    id: str
    server_id: str
    server_name: str
    agent_id: str
    enabled: bool = True
    tool_allow: tuple[str, ...] | None = None
    tool_deny: tuple[str, ...] | None = None
    config_overrides: Mapping[str, Any] = field(default_factory=dict)
    granted_by: str = ""
    created_at: str = ""

    def permits(self, tool: str) -> bool:
        """Whether the server's tool `tool` (its own, unprefixed name) passes the filters."""
        if self.tool_deny and tool in self.tool_deny:
            return False
        return self.tool_allow is None or tool in self.tool_allow


def names_clash(a: str, b: str) -> bool:
    """Whether tools offered under `a` and `b` could be taken for each other: the same name
    (ignoring case), or one is the other plus the separator (`x__y` + tool `z` is `x` + tool `y__z`)."""
    a, b = a.casefold(), b.casefold()
    return a == b or a.startswith(b + SEPARATOR) or b.startswith(a + SEPARATOR)


def clashing_server(name: str, prefix: str, others: Iterable[McpServer]) -> McpServer | None:
    """The first of `others` whose name or tool prefix clashes with `name` or `prefix`.

    A server's tools answer as `prefix__tool`, and an agent's policy names them so: a second
    server offering the same names would take over the first one's tools and their policy.
    """
    mine = {name, prefix or name}
    for other in others:
        if any(names_clash(m, o) for m in mine for o in {other.name, other.prefix}):
            return other
    return None


def shadowed_servers(servers: Iterable[McpServer]) -> dict[str, McpServer]:
    """For a store that already holds clashing servers (made before prefixes were checked):
    each later server's id with the earlier one it clashes with. The earlier one keeps its
    tools; the later one offers none until it gets a prefix of its own."""
    kept: list[McpServer] = []
    shadowed: dict[str, McpServer] = {}
    for server in sorted(servers, key=lambda s: (s.created_at, s.id)):
        earlier = clashing_server(server.name, server.prefix, kept)
        if earlier is None:
            kept.append(server)
        else:
            shadowed[server.id] = earlier
    return shadowed
