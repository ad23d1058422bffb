"""Secure CLI rows as they cross layer boundaries.

Configuration rows carry variable *names* only. Decrypted values travel in `SecretEnv`,
whose repr lists names and never values, so a stray log line or traceback that prints
one shows nothing secret. Masked previews (`ghp_…ab12`) are the only form of a value any
listing returns.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field


class CredentialType(enum.Enum):
    ENV = "env"  # plain environment variables
    PAT = "pat"  # a personal access token in a variable (GH_TOKEN, GITLAB_TOKEN, ...)
    SSH_KEY = "ssh_key"  # key material: always delivered as a 0600 file


class CredentialScope(enum.Enum):
    """Where a value came from, in the order resolution prefers them (first wins)."""

    USER = "user"
    CONTEXT = "context"
    AGENT = "agent"
    BINARY = "binary"


@dataclass(frozen=True)
class SecretEnv:
    """Variable name -> value. Immutable, and its repr never shows a value."""

    items: tuple[tuple[str, str], ...] = field(default=(), repr=False)

    @classmethod
    def of(cls, values: Mapping[str, str] | None) -> SecretEnv:
        return cls(tuple(sorted((values or {}).items())))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.items)

    def as_dict(self) -> dict[str, str]:
        return dict(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[str]:
        return iter(self.names)

    def __contains__(self, name: object) -> bool:
        return name in self.names

    def __repr__(self) -> str:
        return f"SecretEnv(names={list(self.names)!r})"

    __str__ = __repr__


@dataclass(frozen=True)
class MaskedVariable:
    name: str
    preview: str  # mask_value(...) of the value, e.g. "ghp_…ab12"


@dataclass(frozen=True)
class BinaryConfig:
    id: str
    name: str
    path: str
    description: str
    env_names: tuple[str, ...]
    deny_args: tuple[str, ...]
    deny_verbose: tuple[str, ...]
    file_env: tuple[str, ...]
    timeout_seconds: int
    tips: str
    is_global: bool
    enabled: bool
    created_by: str
    created_at: str
    updated_at: str
    last_run_at: str | None = None
    env_unreadable: bool = False
    """The default credentials are stored but cannot be decrypted (tampered or another key)."""


@dataclass(frozen=True)
class AgentGrant:
    """An agent's access to a binary, with optional overrides (None = inherit)."""

    id: str
    binary_id: str
    agent_id: str
    agent_key: str
    enabled: bool
    deny_args: tuple[str, ...] | None
    deny_verbose: tuple[str, ...] | None
    timeout_seconds: int | None
    tips: str | None
    credential_type: CredentialType | None
    host_scope: str | None
    env_names: tuple[str, ...]
    created_at: str
    updated_at: str
    env_unreadable: bool = False
    """The agent's own credentials are stored but cannot be decrypted."""


@dataclass(frozen=True)
class AgentCredentialInfo:
    """What `list_agent_credentials` shows: masked metadata, never a value."""

    agent_id: str
    agent_key: str
    enabled: bool
    credential_type: CredentialType | None
    host_scope: str | None
    variables: tuple[MaskedVariable, ...]
    updated_at: str
    unreadable: bool = False


@dataclass(frozen=True)
class ScopedCredentialInfo:
    """Masked metadata of a user or conversation credential set."""

    id: str
    binary_id: str
    scope: CredentialScope
    owner_id: str  # user id or conversation id
    variables: tuple[MaskedVariable, ...]
    updated_at: str
    unreadable: bool = False


@dataclass(frozen=True)
class CredentialLayers:
    """Everything resolution needs for one run, decrypted; built by the store, merged by
    `securecli.resolve`. `grant` is None for a global binary the agent has no row for."""

    binary: BinaryConfig
    grant: AgentGrant | None
    binary_env: SecretEnv
    agent_env: SecretEnv
    context_env: SecretEnv
    user_env: SecretEnv
