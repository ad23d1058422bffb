"""Which credentials and rules apply to one run of a registered tool.

Per variable, the most specific scope wins: the user's own credentials, then the
conversation's, then the agent's, then the tool's defaults. (The reference replaces the
whole binary map with the agent's; merging per variable lets a user override one token
without re-entering the rest.) The agent's grant overrides the tool's deny rules,
timeout and tips where it sets them.

An agent credential with a host scope (``github.com``, ``*.corp.example``) is withheld
when the arguments name a different host — in a URL, a ``user@host:`` remote, or a
``--host``/``--hostname``/``--server``/``-h`` value — so a token meant for one server is
never sent to another. Arguments that name no host leave it in place.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.securecli.policy import DenyRules, current_verbose_patterns
from goclaw_lite.store.models_secure_cli import (
    AgentGrant,
    BinaryConfig,
    CredentialLayers,
    CredentialScope,
    CredentialType,
    SecretEnv,
)
from goclaw_lite.store.secure_cli import DEFAULT_TIMEOUT_SECONDS

__all__ = ["ResolvedRun", "effective_rules", "hosts_in_args", "merge_layers"]

_URL_HOST = re.compile(r"^[a-z][a-z0-9+.-]*://(?:[^/@\s]*@)?(\[[^\]]+\]|[^/:?#\s]+)", re.IGNORECASE)
_SCP_HOST = re.compile(r"^[^@/\s:]+@([^:/\s]+):")
_HOST_FLAGS = ("--hostname", "--host", "--server", "-h")


def hosts_in_args(args: Sequence[str]) -> set[str]:
    hosts: set[str] = set()
    for i, arg in enumerate(args):
        for pattern in (_URL_HOST, _SCP_HOST):
            m = pattern.match(arg)
            if m:
                hosts.add(m.group(1).strip("[]").lower())
        flag, eq, value = arg.partition("=")
        if flag in _HOST_FLAGS:
            if eq:
                hosts.add(value.lower())
            elif i + 1 < len(args):
                hosts.add(args[i + 1].lower())
    return {h for h in hosts if h}


def _host_allowed(scope: str | None, args: Sequence[str], cwd: str | Path | None = None) -> bool:
    if not scope:
        return True
    named = hosts_in_args(args)
    return not named or any(fnmatch.fnmatchcase(h, scope) for h in named)


@dataclass(frozen=True)
class ResolvedRun:
    binary: BinaryConfig
    grant: AgentGrant | None
    env: SecretEnv
    sources: tuple[tuple[str, CredentialScope], ...]
    file_names: tuple[str, ...]
    rules: DenyRules
    timeout_seconds: int
    tips: str
    agent_credentials_withheld: bool = False

    def source_of(self, name: str) -> CredentialScope | None:
        return dict(self.sources).get(name)


def effective_rules(binary: BinaryConfig, grant: AgentGrant | None) -> DenyRules:
    """The tool's deny rules, with the agent grant's overrides where it sets them."""
    deny_args = grant.deny_args if grant is not None and grant.deny_args is not None else binary.deny_args
    deny_verbose = grant.deny_verbose if grant is not None and grant.deny_verbose is not None else binary.deny_verbose
    return DenyRules(tuple(deny_args), current_verbose_patterns(deny_verbose, binary.name))


def merge_layers(layers: CredentialLayers, args: Sequence[str] = (), *, cwd: str | Path | None = None) -> ResolvedRun:
    binary, grant = layers.binary, layers.grant
    withheld = grant is not None and len(layers.agent_env) > 0 and not _host_allowed(grant.host_scope, args, cwd)
    agent_env = SecretEnv() if withheld else layers.agent_env
    merged: dict[str, str] = {}
    sources: dict[str, CredentialScope] = {}
    for scope, env in (
        (CredentialScope.USER, layers.user_env),
        (CredentialScope.CONTEXT, layers.context_env),
        (CredentialScope.AGENT, agent_env),
        (CredentialScope.BINARY, layers.binary_env),
    ):
        for name, value in env.items:
            if name not in merged:
                merged[name] = value
                sources[name] = scope
    files = set(binary.file_env)
    if grant is not None and grant.credential_type is CredentialType.SSH_KEY:
        files.update(n for n, s in sources.items() if s is CredentialScope.AGENT)
    timeout = grant.timeout_seconds if grant is not None and grant.timeout_seconds is not None else binary.timeout_seconds
    tips = grant.tips if grant is not None and grant.tips is not None else binary.tips
    return ResolvedRun(
        binary=binary,
        grant=grant,
        env=SecretEnv.of(merged),
        sources=tuple(sorted(sources.items())),
        file_names=tuple(sorted(files & set(merged))),
        rules=effective_rules(binary, grant),
        timeout_seconds=timeout if timeout > 0 else DEFAULT_TIMEOUT_SECONDS,
        tips=tips,
        agent_credentials_withheld=withheld,
    )
