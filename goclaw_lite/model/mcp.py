"""MCP server and grant rows as they cross layers; secrets only inside `McpLaunch`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

TRANSPORTS = ("stdio", "streamable-http", "sse")
DEFAULT_TIMEOUT_SEC = 60


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
