"""Which credentials and rules apply to one run of a registered tool.

Per variable, the most specific scope wins: the user's own credentials, then the
conversation's, then the agent's, then the tool's defaults. (The reference replaces the
whole binary map with the agent's; merging per variable lets a user override one token
without re-entering the rest.) The agent's grant overrides the tool's deny rules,
timeout and tips where it sets them.

An agent credential with a host scope (``github.com``, ``*.corp.example``) is injected
only when every host the arguments name matches it, so a token meant for one server is
never sent to another. Hosts are read from URLs (an argument, an option's value, a value
attached to a short flag; read as curl, browsers and Python read them, see `urls`),
``user@host:`` remotes, and the values of ``--host``,
``--hostname`` and ``--server`` (also abbreviated: ``--hos``), Go-style ``-host``,
``-hostname`` and ``-server``, and ``-h`` (also attached or in a bundle: ``-hH``,
``-qhH``); ``@FILE`` arguments are read as the arguments they hold. When the host cannot be
determined (a host option without a value, an ``@FILE`` that cannot be read, a URL that
parsers read differently) the credential is withheld, and the run says why. Arguments that
name no host leave it in place.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.model.secure_cli import (
    AgentGrant,
    BinaryConfig,
    CredentialLayers,
    CredentialScope,
    CredentialType,
    SecretEnv,
)
from goclaw_lite.securecli.argv import expand_argument_files, rule_form
from goclaw_lite.securecli.policy import DenyRules, current_verbose_patterns
from goclaw_lite.securecli.urls import UrlHosts, canonical_host, url_hosts
from goclaw_lite.store.credentials.store import DEFAULT_TIMEOUT_SECONDS

__all__ = ["NamedHosts", "ResolvedRun", "effective_rules", "host_refusal", "hosts_in_args", "merge_layers"]

_SCP_HOST = re.compile(r"^[^@/\s:=-][^@/\s:]*@([^:/\s]+):")
_LONG_HOST_OPTIONS = ("--host", "--hostname", "--server")
_GO_HOST_OPTIONS = ("-host", "-hostname", "-server")
_SHORT_HOST_FLAG = "h"
_MIN_ABBREVIATION = 3  # "--h" already stands for --host (getopt would call it ambiguous with --help)


@dataclass(frozen=True)
class NamedHosts:
    hosts: frozenset[str]
    undetermined: str | None = None  # why the host cannot be known, when it cannot


def _host_of(value: str) -> UrlHosts:
    """A host option's value as bare hosts: a URL read as fetchers read it, else user@ and
    :port removed."""
    as_url = url_hosts(value)
    if as_url is not None:
        return as_url
    host = value.rsplit("@", 1)[-1].strip()
    if host.startswith("["):
        host = host[: host.find("]") + 1] if "]" in host else host
    elif host.count(":") == 1:
        host = host.partition(":")[0]
    try:
        return UrlHosts(frozenset({canonical_host(host)}) - {""})
    except (ValueError, UnicodeError):
        return UrlHosts(frozenset(), "a host option's value cannot be read as a host name")


def _host_option(arg: str) -> tuple[bool, str | None]:
    """(is a host option, its attached value or None) for one argument."""
    if arg.startswith("--"):
        name, eq, value = arg.partition("=")
        name = name.lower()
        named = name in _LONG_HOST_OPTIONS or (
            len(name) >= _MIN_ABBREVIATION and any(o.startswith(name) for o in _LONG_HOST_OPTIONS)
        )
        return named, (value if eq else None)
    if arg.startswith("-") and len(arg) > 1:
        name, eq, value = arg.partition("=")
        if name.lower() in _GO_HOST_OPTIONS:
            return True, (value if eq else None)
        body = arg[1:]
        for k, ch in enumerate(body):
            if not ch.isalnum():
                break
            if ch == _SHORT_HOST_FLAG:
                rest = body[k + 1 :]
                rest = rest[1:] if rest.startswith("=") else rest
                return True, (rest or None)
    return False, None


def _urls_in(arg: str) -> list[UrlHosts]:
    """The hosts of URL-shaped places of one argument: itself, an option's value, a short
    flag's value."""
    places = [(arg, True)]
    if arg.startswith("-"):
        places.append((arg.partition("=")[2], True))
        if not arg.startswith("--") and len(arg) > 2:
            places.append((arg[2:], False))
    found = []
    for place, schemeless in places:
        as_url = url_hosts(place, schemeless=schemeless) if not place.startswith("-") else None
        if as_url is not None:
            found.append(as_url)
        m = _SCP_HOST.match(place)
        if m:
            found.append(_host_of(m.group(1)))
    return found


def hosts_in_args(args: Sequence[str], *, cwd: str | Path | None = None) -> NamedHosts:
    """Every host `args` name (see the module docstring)."""
    expanded, unreadable = expand_argument_files(args, cwd=cwd)
    if unreadable:
        return NamedHosts(frozenset(), f"the arguments in {unreadable[0]} cannot be read")
    words = [rule_form(a) for a in expanded]
    hosts: set[str] = set()
    problems: list[str] = []
    # Tools get the arguments as they are (tabs and all); rules read them folded: both count.
    for arg in {*expanded, *words}:
        for found in _urls_in(arg):
            hosts.update(found.hosts)
            problems.extend([found.problem] if found.problem else [])
    for i, arg in enumerate(words):
        is_host, value = _host_option(arg)
        if not is_host:
            continue
        if value is None:
            value = words[i + 1] if i + 1 < len(words) else ""
        found = _host_of(value)
        if not found.hosts and not found.problem:
            return NamedHosts(frozenset(hosts), f"{arg} gives no host")
        hosts.update(found.hosts)
        problems.extend([found.problem] if found.problem else [])
    return NamedHosts(frozenset(hosts), min(problems) if problems else None)


def host_refusal(scope: str | None, args: Sequence[str], cwd: str | Path | None = None) -> str | None:
    """Why a credential bound to `scope` must not go to a run with `args` (None: it may)."""
    if not scope:
        return None
    named = hosts_in_args(args, cwd=cwd)
    if named.undetermined is not None:
        return named.undetermined
    outside = sorted(h for h in named.hosts if not fnmatch.fnmatchcase(h, scope.lower()))
    if outside:
        return f"the arguments name {', '.join(outside)}, outside the host binding {scope}"
    return None


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
    withheld_reason: str | None = None
    """Why the agent's host-bound credentials were withheld from this run (None: they were not)."""

    @property
    def agent_credentials_withheld(self) -> bool:
        return self.withheld_reason is not None

    def source_of(self, name: str) -> CredentialScope | None:
        return dict(self.sources).get(name)


def effective_rules(binary: BinaryConfig, grant: AgentGrant | None) -> DenyRules:
    """The tool's deny rules, with the agent grant's overrides where it sets them."""
    deny_args = grant.deny_args if grant is not None and grant.deny_args is not None else binary.deny_args
    deny_verbose = grant.deny_verbose if grant is not None and grant.deny_verbose is not None else binary.deny_verbose
    return DenyRules(tuple(deny_args), current_verbose_patterns(deny_verbose, binary.name))


def merge_layers(layers: CredentialLayers, args: Sequence[str] = (), *, cwd: str | Path | None = None) -> ResolvedRun:
    binary, grant = layers.binary, layers.grant
    refusal = host_refusal(grant.host_scope, args, cwd) if grant is not None and len(layers.agent_env) > 0 else None
    agent_env = SecretEnv() if refusal else layers.agent_env
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
        withheld_reason=refusal,
    )
