"""What the Credentials page asks of the stores and the runner (no Qt here).

It mirrors `goclaw-lite cred`: the same checks before anything is written, the same
activity actions (`secure_cli.create`, `.update`, `.delete`, `.grant`, `.revoke`), each
change in one transaction so a refused step leaves nothing half written. Messages name
the page's controls instead of command-line flags. Test runs go through
`SecureCLIRunner.run`, the one path every run of a registered tool takes.
"""

from __future__ import annotations

import shlex
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.gui.credentials.models import (
    AgentAccess,
    RunChoice,
    ToolDetails,
    ToolDraft,
    ToolSummary,
    agent_label,
    may_run,
)
from goclaw_lite.securecli.policy import DenyRules
from goclaw_lite.securecli.runner import RunOutcome, SecureCLIRunner
from goclaw_lite.security.crypto import Cipher
from goclaw_lite.store.activity import ActivityStore
from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.db import Database
from goclaw_lite.store.meta import LocalIdentity
from goclaw_lite.store.models import Agent
from goclaw_lite.store.models_secure_cli import AgentGrant, BinaryConfig
from goclaw_lite.store.secure_cli import BinaryNotAllowedError, SecureCLIStore, normalize_binary_name

ENTITY = "secure_cli_binary"
OutputSink = Callable[[str, bytes], None]
"""Receives ("stdout" | "stderr", scrubbed bytes) as a test run prints them."""


class NotOnPathError(ValidationError):
    """The tool's name is not an executable on PATH and no path was chosen."""


class TestRunRefusedError(BinaryNotAllowedError):
    """A Test run that the tool's settings do not allow (disabled, or not for this agent)."""

    __test__ = False  # not a pytest class, whatever its name


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    message: str


def split_args(text: str) -> list[str]:
    """Arguments as a POSIX shell would split them (the runner itself never uses a shell)."""
    try:
        return shlex.split(text)
    except ValueError:
        raise ValidationError("The arguments have an unclosed quote; close it or remove it.") from None


def deny_verdict(deny_args: Sequence[str], deny_verbose: Sequence[str], text: str) -> Verdict:
    """Would these arguments be denied by these (possibly unsaved) rules? Runs nothing.
    The runner's own matcher decides; the verdict names the rule as typed (the runner's
    message quotes it with repr, doubling every backslash)."""
    try:
        args = split_args(text)
    except ValidationError as exc:
        return Verdict(False, str(exc))
    match = DenyRules(tuple(deny_args), tuple(deny_verbose)).first_match(args)
    if match is None:
        return Verdict(True, "Allowed: no rule matches these arguments.")
    kind, what = match
    if kind == "file":
        return Verdict(False, f"Denied: the arguments in {what} cannot be checked (unreadable or too large)")
    if kind == "args":
        return Verdict(False, f"Denied by the rule  {what}")
    return Verdict(False, f"Denied by the verbose-flag rule  {what}  (verbose output can print credentials)")


def find_on_path(name: str) -> str | None:
    """`which` for a tool name, as `cred add` does when no --path is given."""
    cleaned = name.strip()
    return shutil.which(cleaned) if cleaned else None


class CredentialsService:
    def __init__(
        self,
        db: Database,
        identity: LocalIdentity,
        cipher: Cipher | None,
        *,
        runner: SecureCLIRunner | None = None,
    ) -> None:
        self.db = db
        self.store = SecureCLIStore(db, identity, cipher)  # raises KeyMissingError without a key
        self.activity = ActivityStore(db, identity)
        self.agents = AgentStore(db, identity)
        self.runner = runner or SecureCLIRunner(self.store, self.activity)

    # --- reading ---------------------------------------------------------------------

    async def list_tools(self) -> list[ToolSummary]:
        """Every tool; one whose stored values cannot be decrypted is listed as unreadable."""
        summaries: list[ToolSummary] = []
        for binary in await self.store.list():
            grants = await self.store.list_grants(binary.id)
            users = await self.store.list_user_credentials(binary.id)
            unreadable = ["defaults"] if binary.env_unreadable else []
            unreadable += ["yours"] if any(u.unreadable for u in users) else []
            unreadable += [f"agent {g.agent_key}" for g in grants if g.env_unreadable]
            summaries.append(
                ToolSummary(
                    binary=binary,
                    defaults=await self.store.masked_defaults(binary.id),
                    user_variables=tuple(sorted({v.name for u in users for v in u.variables})),
                    agent_credentials=tuple(sorted(g.agent_key for g in grants if g.env_names or g.env_unreadable)),
                    granted=tuple(sorted(g.agent_key for g in grants if g.enabled)),
                    blocked=tuple(sorted(g.agent_key for g in grants if not g.enabled)),
                    unreadable=tuple(unreadable),
                )
            )
        return summaries

    async def list_agents(self) -> list[Agent]:
        return await self.agents.list()

    async def details(self, binary_id: str) -> ToolDetails:
        binary = await self.store.get(binary_id)
        grants = {g.agent_id: g for g in await self.store.list_grants(binary_id)}
        access = tuple(self._access(agent, binary.is_global, grants.get(agent.id)) for agent in await self.agents.list())
        return ToolDetails(binary=binary, defaults=await self.store.masked_defaults(binary_id), access=access)

    async def new_tool_access(self) -> tuple[AgentAccess, ...]:
        """Every agent, allowed: a new tool is global until the dialog says otherwise."""
        return tuple(self._access(agent, True, None) for agent in await self.agents.list())

    @staticmethod
    def _access(agent: Agent, is_global: bool, grant: AgentGrant | None) -> AgentAccess:
        return AgentAccess(agent.id, agent.agent_key, agent_label(agent), may_run(is_global, grant), grant)

    async def run_choices(self, binary_id: str) -> list[RunChoice]:
        """Who may run the tool: yourself (global tools only), then every allowed agent."""
        details = await self.details(binary_id)
        choices = [RunChoice(None, "Yourself (no agent)")] if details.binary.is_global else []
        choices.extend(RunChoice(a.agent_id, a.label) for a in details.access if a.allowed)
        return choices

    # --- writing ---------------------------------------------------------------------

    async def save(self, draft: ToolDraft) -> BinaryConfig:
        """Create or update a tool, its default credentials and its agents' access at once."""
        name = normalize_binary_name(draft.name)
        creating = draft.binary_id is None
        if creating:
            if not name:
                raise ValidationError("Give the tool a name, e.g. gh.")
            if len(draft.set_env) == 0:
                raise ValidationError("Add at least one variable: a tool is registered here to run with credentials.")
            if await self.store.find_by_name(name) is not None:
                raise ValidationError(f"A tool named {name!r} is already registered; edit it instead.")
        path = draft.path.strip()
        if not path:
            found = find_on_path(name)
            if found is None:
                raise NotOnPathError(f"{name} was not found on PATH; choose the executable with Browse….")
            path = found
        variables = sorted(draft.set_env.names)
        async with self.db.transaction():
            if draft.binary_id is None:
                binary = await self.store.create(
                    name,
                    path=path,
                    env=draft.set_env.as_dict(),
                    description=draft.description,
                    tips=draft.tips,
                    deny_args=draft.deny_args,
                    deny_verbose=draft.deny_verbose,
                    timeout_seconds=draft.timeout_seconds,
                    is_global=draft.is_global,
                    enabled=draft.enabled,
                )
                await self._log("secure_cli.create", binary, variables=variables, scope="default")
            else:
                # The same path again is not a confirmation of wherever a link now points
                # (that takes `cred update NAME --path PATH`); a new path records its target.
                current = await self.store.get(draft.binary_id)
                binary = await self.store.update(
                    draft.binary_id,
                    path=path if path != current.path else None,
                    description=draft.description,
                    tips=draft.tips,
                    deny_args=draft.deny_args,
                    deny_verbose=draft.deny_verbose,
                    timeout_seconds=draft.timeout_seconds,
                    is_global=draft.is_global,
                    enabled=draft.enabled,
                    set_env=draft.set_env.as_dict(),
                    unset_env=draft.unset_env,
                )
                await self._log(
                    "secure_cli.update", binary, variables=variables, unset=sorted(draft.unset_env), scope="default"
                )
            await self._apply_access(binary, draft.access)
        return binary

    async def _apply_access(self, binary: BinaryConfig, access: Sequence[tuple[str, bool]]) -> None:
        """Grant, switch off or revoke so each listed agent ends up as the dialog says.

        A grant that carries credentials or overrides is switched off rather than revoked,
        so unticking an agent never deletes anything the agent was given.
        """
        grants = {g.agent_id: g for g in await self.store.list_grants(binary.id)}
        keys = {a.id: a.agent_key for a in await self.agents.list()}
        for agent_id, wanted in access:
            grant = grants.get(agent_id)
            if may_run(binary.is_global, grant) == wanted:
                continue
            agent_key = keys.get(agent_id, agent_id)
            if not wanted and grant is not None and not binary.is_global and _plain(grant):
                await self.store.revoke(binary.id, agent_id)
                await self._log("secure_cli.revoke", binary, agent=agent_key)
                continue
            await self.store.grant(
                binary.id,
                agent_id,
                enabled=wanted,
                deny_args=None if grant is None else grant.deny_args,
                deny_verbose=None if grant is None else grant.deny_verbose,
                timeout_seconds=None if grant is None else grant.timeout_seconds,
                tips=None if grant is None else grant.tips,
            )
            await self._log("secure_cli.grant", binary, agent=agent_key, variables=[], enabled=wanted)

    async def set_enabled(self, binary_id: str, enabled: bool) -> BinaryConfig:
        async with self.db.transaction():
            binary = await self.store.update(binary_id, enabled=enabled)
            await self._log("secure_cli.update", binary, variables=[], unset=[], scope="default", enabled=enabled)
        return binary

    async def delete(self, binary_id: str) -> BinaryConfig:
        """Remove the tool and every credential stored for it (all scopes cascade)."""
        async with self.db.transaction():
            binary = await self.store.get(binary_id)
            await self.store.delete(binary_id)
            await self._log("secure_cli.delete", binary)
        return binary

    async def _log(self, action: str, binary: BinaryConfig, **details: object) -> None:
        await self.activity.log(action, entity_type=ENTITY, entity_id=binary.id, details={"binary": binary.name, **details})

    # --- secrets and runs ------------------------------------------------------------

    async def reveal(self, binary_id: str, name: str) -> str:
        """One stored default value, for the hold-to-reveal button; the reveal is audited by name."""
        binary = await self.store.get(binary_id)
        values = await self._stored_defaults(binary_id)
        if name not in values:
            raise NotFoundError(f"{name} is no longer stored for {binary.name}; close the dialog and open it again.")
        await self._log("secure_cli.reveal", binary, variable=name)
        return values[name]

    async def _stored_defaults(self, binary_id: str) -> dict[str, str]:
        return await self.store.default_values(binary_id)

    async def test_run(
        self, binary_id: str, args: Sequence[str], *, agent_id: str | None, on_output: OutputSink
    ) -> RunOutcome:
        """Run the tool as `agent_id` (None: yourself) with its output scrubbed on the way in."""
        binary = await self.store.get(binary_id)
        if not binary.enabled:
            raise TestRunRefusedError(f"{binary.name} is disabled; tick Enabled in its settings to run it.")
        if agent_id is None and not binary.is_global:
            raise TestRunRefusedError(
                f"{binary.name} is for granted agents only; choose one of them under Run as."
            )
        if agent_id is not None:
            grant = next((g for g in await self.store.list_grants(binary_id) if g.agent_id == agent_id), None)
            if not may_run(binary.is_global, grant):
                raise TestRunRefusedError(f"This agent may not run {binary.name}; tick it under Agents in its settings.")
        return await self.runner.run(
            binary.name,
            list(args),
            on_stdout=lambda data: on_output("stdout", data),
            on_stderr=lambda data: on_output("stderr", data),
            agent_id=agent_id,
        )


def _plain(grant: AgentGrant) -> bool:
    """A grant that only says "may run": no credentials, no overrides of its own."""
    return not grant.env_names and not grant.env_unreadable and grant.deny_args is None and grant.deny_verbose is None and (
        grant.timeout_seconds is None and grant.tips is None
    )
