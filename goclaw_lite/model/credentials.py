"""What `CredentialsService` hands its two faces (frozen; names and masked previews only).

The Credentials page gets `ToolSummary`/`ToolDetails`/`AgentAccess`/`RunChoice`; `cred
list`/`show` get a `ToolReport`. The exceptions that carry values are the requests a face
sends in (`ToolDraft`, `Registration`, `ToolChange`, `GrantRequest`), each holding them in
a `SecretEnv`, whose repr shows names only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import Conversation
from goclaw_lite.model.secure_cli import (
    AgentCredentialInfo,
    AgentGrant,
    BinaryConfig,
    CredentialType,
    MaskedVariable,
    ScopedCredentialInfo,
    SecretEnv,
)


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


# --- the command line's views and requests ---------------------------------------------


@dataclass(frozen=True)
class ValueScope:
    """Whose values a `cred` command writes: the defaults, an agent's, yours, or one chat's."""

    agent: Agent | None = None
    user: bool = False
    conversation: Conversation | None = None

    @property
    def scoped(self) -> bool:
        """Anything but the tool's defaults."""
        return self.agent is not None or self.user or self.conversation is not None

    @property
    def name(self) -> str:
        """As the activity row and the CLI's messages name it."""
        if self.agent is not None:
            return f"agent {self.agent.agent_key}"
        if self.conversation is not None:
            return f"conversation {self.conversation.id}"
        return "user" if self.user else "default"


@dataclass(frozen=True)
class ConversationCredentials:
    """One conversation's values for a tool (masked), with the chat's title when it still exists."""

    conversation_id: str
    title: str
    variables: tuple[MaskedVariable, ...]
    unreadable: bool = False


@dataclass(frozen=True)
class ToolReport:
    """One tool with every scope's credentials masked: what `cred list` and `cred show` print."""

    binary: BinaryConfig
    defaults: tuple[MaskedVariable, ...]
    grants: tuple[AgentGrant, ...]
    agents: tuple[AgentCredentialInfo, ...]
    users: tuple[ScopedCredentialInfo, ...]
    conversations: tuple[ConversationCredentials, ...]

    def grant_for(self, agent_id: str) -> AgentGrant | None:
        return next((g for g in self.grants if g.agent_id == agent_id), None)

    @property
    def user_variables(self) -> tuple[MaskedVariable, ...]:
        return tuple(v for u in self.users for v in u.variables)

    @property
    def user_unreadable(self) -> bool:
        return any(u.unreadable for u in self.users)

    @property
    def any_unreadable(self) -> bool:
        return (
            self.binary.env_unreadable
            or self.user_unreadable
            or any(g.unreadable for g in self.agents)
            or any(c.unreadable for c in self.conversations)
        )


@dataclass(frozen=True)
class Registration:
    """`cred add`: a new tool, checked by `prepare_registration`, then its values and rules."""

    name: str
    path: str
    scope: ValueScope
    values: SecretEnv = field(default_factory=SecretEnv)
    file_env: tuple[str, ...] = ()
    description: str = ""
    tips: str = ""
    deny_args: tuple[str, ...] = ()
    deny_verbose: bool = False
    timeout_seconds: int = 30


@dataclass(frozen=True)
class ToolChange:
    """`cred update`: None (or empty) leaves a setting as it is."""

    scope: ValueScope = field(default_factory=ValueScope)
    values: SecretEnv = field(default_factory=SecretEnv)
    file_env: tuple[str, ...] = ()
    """Which of `values` are file contents."""
    unset: tuple[str, ...] = ()
    path: str | None = None
    description: str | None = None
    tips: str | None = None
    timeout_seconds: int | None = None
    deny: tuple[str, ...] = ()
    undeny: tuple[str, ...] = ()
    clear_deny: bool = False
    deny_verbose: bool | None = None
    is_global: bool | None = None
    enabled: bool | None = None

    def deny_args(self, current: tuple[str, ...]) -> list[str] | None:
        """The deny list after this change, or None when it does not touch it."""
        if not (self.deny or self.undeny or self.clear_deny):
            return None
        kept = [] if self.clear_deny else [p for p in current if p not in self.undeny]
        return kept + [p for p in self.deny if p not in kept]


@dataclass(frozen=True)
class UpdateResult:
    binary: BinaryConfig
    replaced_unreadable: bool
    """The values changed were ones that could not be decrypted (now replaced)."""


@dataclass(frozen=True)
class GrantRequest:
    """`cred grant`: the agent may run the tool, optionally with values of its own."""

    values: SecretEnv = field(default_factory=SecretEnv)
    file_env: tuple[str, ...] = ()
    credential_type: CredentialType | None = None
    host: str | None = None
    deny_args: tuple[str, ...] | None = None
    timeout_seconds: int | None = None
    tips: str | None = None
    enabled: bool = True
