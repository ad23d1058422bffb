"""Rows exchanged between the Credentials widgets and `service` (frozen, names and masks only).

A `ToolDraft` is the one exception that carries values: the new ones typed in the dialog,
inside a `SecretEnv`, whose repr shows names only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from goclaw_lite.store.models import Agent
from goclaw_lite.store.models_secure_cli import AgentGrant, BinaryConfig, MaskedVariable, SecretEnv


@dataclass(frozen=True)
class AgentAccess:
    """Whether one agent may run a tool, and why (its grant, or the tool being global)."""

    agent_id: str
    agent_key: str
    label: str
    allowed: bool
    grant: AgentGrant | None = None

    @property
    def has_own_credentials(self) -> bool:
        return self.grant is not None and (bool(self.grant.env_names) or self.grant.env_unreadable)


def may_run(is_global: bool, grant: AgentGrant | None) -> bool:
    """The store's rule: a grant row decides; without one, only a global tool runs."""
    return grant.enabled if grant is not None else is_global


@dataclass(frozen=True)
class ToolSummary:
    """One row of the tools table."""

    binary: BinaryConfig
    defaults: tuple[MaskedVariable, ...]
    user_variables: tuple[str, ...] = ()
    agent_credentials: tuple[str, ...] = ()
    """Keys of agents with credentials of their own for this tool."""
    granted: tuple[str, ...] = ()
    """Keys of agents with an enabled grant."""
    blocked: tuple[str, ...] = ()
    """Keys of agents whose grant is switched off."""
    unreadable: tuple[str, ...] = ()
    """Scopes whose stored values cannot be decrypted ("defaults", "yours", "agent KEY")."""

    @property
    def access_text(self) -> str:
        if self.binary.is_global:
            blocked = f" except {', '.join(self.blocked)}" if self.blocked else ""
            return f"All agents{blocked}"
        return f"Only {', '.join(self.granted)}" if self.granted else "No agent yet"

    @property
    def scopes(self) -> tuple[str, ...]:
        """Where credentials for this tool are stored, most general first."""
        found: list[str] = []
        if self.defaults or "defaults" in self.unreadable:
            found.append("defaults")
        if self.user_variables or "yours" in self.unreadable:
            found.append("yours")
        found.extend(f"agent {key}" for key in self.agent_credentials)
        return tuple(found)

    @property
    def scopes_text(self) -> str:
        where = ", ".join(f"{s} (unreadable)" if s in self.unreadable else s for s in self.scopes) or "no credentials"
        return f"{self.access_text} · {where}"

    @property
    def variables_text(self) -> str:
        if "defaults" in self.unreadable:
            return UNREADABLE_TEXT
        return ", ".join(f"{v.name}={v.preview}" for v in self.defaults) or "—"


UNREADABLE_TEXT = "Unreadable: enter the values again in Edit…, or delete the tool"
"""Shown for stored values that cannot be decrypted (tampered, or sealed under another key)."""


@dataclass(frozen=True)
class ToolDetails:
    """Everything the edit dialog shows for one tool."""

    binary: BinaryConfig
    defaults: tuple[MaskedVariable, ...]
    access: tuple[AgentAccess, ...]


@dataclass(frozen=True)
class ToolDraft:
    """What the dialog asks `service.save` to write. `binary_id` None: a new tool."""

    binary_id: str | None
    name: str
    path: str
    description: str = ""
    tips: str = ""
    timeout_seconds: int = 30
    enabled: bool = True
    is_global: bool = True
    deny_args: tuple[str, ...] = ()
    deny_verbose: tuple[str, ...] = ()
    set_env: SecretEnv = field(default_factory=SecretEnv)
    unset_env: tuple[str, ...] = ()
    access: tuple[tuple[str, bool], ...] = ()
    """(agent id, may run) for every agent the dialog listed."""


@dataclass(frozen=True)
class RunChoice:
    """An entry of the Test run "Run as" list: yourself (None) or an agent."""

    agent_id: str | None
    label: str


def agent_label(agent: Agent) -> str:
    return agent.label if agent.label and agent.label != agent.agent_key else agent.agent_key
