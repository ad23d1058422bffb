"""CredentialsService: registered tools and their credentials, as both faces use them.

`goclaw-lite cred`/`exec` and the Credentials page call this and nothing below it: every
check runs before anything is written, each change is one transaction with its activity
row (`secure_cli.create`, `.update`, `.delete`, `.grant`, `.revoke`, `.reveal`), and every
run goes through `SecureCLIRunner.run`. A face only reads its input (prompts, widgets),
prints or renders, and names its own controls in the advice of the service's errors
(`Wording`).
"""

from __future__ import annotations

import copy
import shlex
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import Conversation
from goclaw_lite.model.credentials import (
    AgentAccess,
    ConversationCredentials,
    GrantRequest,
    Registration,
    RunChoice,
    ToolChange,
    ToolDetails,
    ToolDraft,
    ToolReport,
    ToolSummary,
    UpdateResult,
    ValueScope,
    agent_label,
    may_run,
)
from goclaw_lite.model.secure_cli import AgentGrant, BinaryConfig, CredentialType
from goclaw_lite.securecli.policy import DenyRules, current_verbose_patterns, verbose_patterns_for
from goclaw_lite.securecli.resolve import effective_rules
from goclaw_lite.securecli.runner import RunOutcome, SecureCLIRunner, Sink, Stdin
from goclaw_lite.security.crypto import Cipher
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.credentials.store import (
    DEFAULT_TIMEOUT_SECONDS,
    MAX_TIMEOUT_SECONDS,
    MAX_VALUE_BYTES,
    BinaryNotAllowedError,
    SecureCLIStore,
    UnknownBinaryError,
    normalize_binary_name,
    validate_env_name,
)
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.activity import ActivityStore

__all__ = [
    "CredentialsService", "DEFAULT_TIMEOUT_SECONDS", "MAX_TIMEOUT_SECONDS", "MAX_VALUE_BYTES",
    "NotOnPathError", "RunOutcome", "Stdin", "TestRunRefusedError", "Verdict", "Wording",
    "current_verbose_patterns", "deny_verdict", "find_on_path", "normalize_binary_name", "split_args",
    "validate_env_name", "verbose_patterns_for",
]

ENTITY = "secure_cli_binary"
OutputSink = Callable[[str, bytes], None]
"""Receives ("stdout" | "stderr", scrubbed bytes) as a test run prints them."""



class NotOnPathError(UnknownBinaryError):
    """The tool's name is not an executable on PATH and no path was chosen."""


class TestRunRefusedError(BinaryNotAllowedError):
    """A Test run that the tool's settings do not allow (disabled, or not for this agent)."""

    __test__ = False  # not a pytest class, whatever its name


@dataclass(frozen=True)
class Wording:
    """How a face names its own controls in the advice of an error (`{name}`: the tool)."""

    no_name: str = "Give the tool a name, e.g. gh."
    no_variables: str = "Add at least one variable: a tool is registered here to run with credentials."
    name_taken: str = "A tool named {name!r} is already registered; edit it instead."
    not_on_path: str = "{name} was not found on PATH; choose the executable with Browse…."


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    message: str
    """In English; a window says `case` and `rule` in its own words."""
    case: str = ""
    """`allowed`, `quotes` (unclosed), `file` (an @file it cannot read), `args` or `verbose` (the rule that matched)."""
    rule: str = ""


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
        return Verdict(False, str(exc), "quotes")
    match = DenyRules(tuple(deny_args), tuple(deny_verbose)).first_match(args)
    if match is None:
        return Verdict(True, "Allowed: no rule matches these arguments.", "allowed")
    kind, what = match
    if kind == "file":
        return Verdict(False, f"Denied: the arguments in {what} cannot be checked (unreadable or too large)", kind, what)
    if kind == "args":
        return Verdict(False, f"Denied by the rule  {what}", kind, what)
    return Verdict(False, f"Denied by the verbose-flag rule  {what}  (verbose output can print credentials)", "verbose",
                   what)


def find_on_path(name: str) -> str | None:
    """`which` for a tool name, as registering one does when no path is given."""
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
        wording: Wording | None = None,
    ) -> None:
        self.db = db
        self.store = SecureCLIStore(db, identity, cipher)  # raises KeyMissingError without a key
        self.activity = ActivityStore(db, identity)
        self.agents = AgentStore(db, identity)
        self.conversations = ConversationStore(db, identity)
        self.runner = runner or SecureCLIRunner(self.store, self.activity)
        self.wording = wording or Wording()

    def worded(self, wording: Wording) -> CredentialsService:
        """The same service with its messages worded for another face (the CLI names flags, not fields)."""
        twin = copy.copy(self)
        twin.wording = wording
        return twin

    # --- lookups ---------------------------------------------------------------------

    async def tool(self, name: str) -> BinaryConfig:
        return await self.store.get_by_name(name)

    async def agent(self, agent_key: str) -> Agent:
        return await self.agents.get_by_key(agent_key)

    async def list_agents(self) -> list[Agent]:
        return await self.agents.list()

    async def conversation(self, given: str | None) -> Conversation | None:
        """The conversation an id or a unique prefix of one names; a wrong one is a usage
        mistake like an unknown tool (`ValidationError`)."""
        if not given:
            return None
        try:
            return await self.conversations.resolve(given)
        except NotFoundError as exc:
            raise ValidationError(str(exc)) from None

    async def scope(self, *, agent_key: str | None = None, user: bool = False, conversation: str | None = None) -> ValueScope:
        """The scope a command names (agent key, yourself, or a conversation id/prefix), looked up."""
        agent = await self.agent(agent_key) if agent_key else None
        return ValueScope(agent=agent, user=user, conversation=await self.conversation(conversation))

    # --- reading ---------------------------------------------------------------------

    async def report(self, binary: BinaryConfig) -> ToolReport:
        """One tool with every scope's credentials, masked (`cred show`, `cred list`)."""
        contexts = []
        for c in await self.store.list_context_credentials(binary.id):
            try:
                title = (await self.conversations.get(c.owner_id)).title
            except NotFoundError:
                title = ""
            contexts.append(ConversationCredentials(c.owner_id, title, c.variables, c.unreadable))
        return ToolReport(
            binary=binary,
            defaults=await self.store.masked_defaults(binary.id),
            grants=tuple(await self.store.list_grants(binary.id)),
            agents=tuple(await self.store.list_agent_credentials(binary.id)),
            users=tuple(await self.store.list_user_credentials(binary.id)),
            conversations=tuple(contexts),
        )

    async def reports(self) -> list[ToolReport]:
        return [await self.report(b) for b in await self.store.list()]

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

    async def check_arguments(self, binary: BinaryConfig, args: Sequence[str], agent: Agent | None = None) -> str | None:
        """Why these arguments would be denied (as `agent` gets the rules), or None. Runs nothing."""
        grant = None
        if agent is not None:
            grant = next((g for g in await self.store.list_grants(binary.id) if g.agent_id == agent.id), None)
        return effective_rules(binary, grant).violation(list(args))

    # --- registering -----------------------------------------------------------------

    async def _check_new_name(self, given: str) -> str:
        name = normalize_binary_name(given)
        if not name:
            raise ValidationError(self.wording.no_name)
        if await self.store.find_by_name(name) is not None:
            raise ValidationError(self.wording.name_taken.format(name=name))
        return name

    def _locate(self, name: str, path: str) -> str:
        path = path.strip()
        if path:
            return path
        found = find_on_path(name)
        if found is None:
            raise NotOnPathError(self.wording.not_on_path.format(name=name))
        return found

    async def prepare_registration(
        self, name: str, path: str | None, *, agent_key: str | None = None, user: bool = False,
        conversation: str | None = None,
    ) -> Registration:
        """The name, the scope and the executable, checked before a face asks for any value
        (`register` checks the name and the path again, inside its transaction)."""
        checked = await self._check_new_name(name)
        scope = await self.scope(agent_key=agent_key, user=user, conversation=conversation)
        return Registration(name=checked, path=self._locate(name.strip(), path or ""), scope=scope)

    async def register(self, registration: Registration) -> BinaryConfig:
        """A new tool with its values in one scope (`cred add`); not global when an agent owns it."""
        r = registration
        if len(r.values) == 0:
            raise ValidationError(self.wording.no_variables)
        name = await self._check_new_name(r.name)
        path = self._locate(r.name, r.path)
        values = r.values.as_dict()
        async with self.db.transaction():
            binary = await self.store.create(
                name,
                path=path,
                env={} if r.scope.scoped else values,
                description=r.description,
                deny_args=r.deny_args,
                deny_verbose=verbose_patterns_for(name) if r.deny_verbose else (),
                file_env=r.file_env,
                timeout_seconds=r.timeout_seconds,
                tips=r.tips,
                is_global=r.scope.agent is None,
            )
            await self._write_scoped(binary, r.scope, values, ())
            await self._log("secure_cli.create", binary, variables=sorted(values), scope=r.scope.name)
        return binary

    async def _write_scoped(
        self, binary: BinaryConfig, scope: ValueScope, values: dict[str, str], unset: Sequence[str], *, merge: bool = False
    ) -> None:
        """Values for an agent, yourself or a conversation; the defaults are the caller's."""
        if scope.agent is not None:
            if not merge:
                await self.store.set_agent_credentials_typed(binary.id, scope.agent.id, values)
                return
            grant = next((g for g in await self.store.list_grants(binary.id) if g.agent_id == scope.agent.id), None)
            kind = grant.credential_type if grant and grant.credential_type else CredentialType.ENV
            host = grant.host_scope if grant else None
            await self.store.set_agent_credentials_typed(
                binary.id, scope.agent.id, values, kind, host, merge=True, unset=unset
            )
        elif scope.user:
            await self.store.set_user_credentials(binary.id, values, unset=unset)
        elif scope.conversation is not None:
            await self.store.set_context_credentials(binary.id, scope.conversation.id, values, unset=unset)

    # --- changing --------------------------------------------------------------------

    async def update(self, binary: BinaryConfig, change: ToolChange) -> UpdateResult:
        """`cred update`: settings, the defaults' values, or one scope's values."""
        c = change
        for name in c.unset:
            validate_env_name(name)
        values = c.values.as_dict()
        verbose = None if c.deny_verbose is None else (verbose_patterns_for(binary.name) if c.deny_verbose else ())
        file_env = sorted(set(binary.file_env) | set(c.file_env)) if c.file_env else None
        replaced = bool(values) and await self._scope_unreadable(binary, c.scope)
        scoped = c.scope.scoped
        async with self.db.transaction():
            updated = await self.store.update(
                binary.id, path=c.path, description=c.description, deny_args=c.deny_args(binary.deny_args),
                deny_verbose=verbose, file_env=file_env, timeout_seconds=c.timeout_seconds, tips=c.tips,
                is_global=c.is_global, enabled=c.enabled,
                set_env=None if scoped else values, unset_env=() if scoped else c.unset,
            )
            if scoped and (values or c.unset):
                await self._write_scoped(updated, c.scope, values, c.unset, merge=True)
            await self._log("secure_cli.update", updated, variables=sorted(values), unset=sorted(c.unset),
                            scope=c.scope.name)
        return UpdateResult(updated, replaced)

    async def _scope_unreadable(self, binary: BinaryConfig, scope: ValueScope) -> bool:
        """Whether the values about to change are the unreadable kind (then replaced)."""
        if scope.agent is not None:
            agent_id = scope.agent.id
            return any(g.unreadable for g in await self.store.list_agent_credentials(binary.id) if g.agent_id == agent_id)
        if scope.user:
            return any(u.unreadable for u in await self.store.list_user_credentials(binary.id))
        if scope.conversation is not None:
            owner = scope.conversation.id
            return any(c.unreadable for c in await self.store.list_context_credentials(binary.id) if c.owner_id == owner)
        return binary.env_unreadable

    async def grant(self, binary: BinaryConfig, agent: Agent, request: GrantRequest) -> None:
        """`cred grant`: the agent may run the tool, with values of its own if given."""
        r = request
        values = r.values.as_dict()
        if (r.credential_type or r.host) and not values:
            raise ValidationError("--type and --host describe credentials: name them with --env or --file-env.")
        async with self.db.transaction():
            await self.store.grant(binary.id, agent.id, enabled=r.enabled, deny_args=r.deny_args,
                                   timeout_seconds=r.timeout_seconds, tips=r.tips)
            if values:
                files = r.file_env
                kind = r.credential_type or (CredentialType.SSH_KEY if files else CredentialType.ENV)
                if files and kind is not CredentialType.SSH_KEY:
                    await self.store.update(binary.id, file_env=sorted(set(binary.file_env) | set(files)))
                await self.store.set_agent_credentials_typed(binary.id, agent.id, values, kind, r.host)
            await self._log("secure_cli.grant", binary, agent=agent.agent_key, variables=sorted(values), enabled=r.enabled)

    async def revoke(self, binary: BinaryConfig, agent: Agent) -> None:
        async with self.db.transaction():
            if not await self.store.revoke(binary.id, agent.id):
                raise ValidationError(f"{agent.agent_key} has no grant for {binary.name}; nothing was changed.")
            await self._log("secure_cli.revoke", binary, agent=agent.agent_key)

    async def save(self, draft: ToolDraft) -> BinaryConfig:
        """The page's dialog: create or update a tool, its defaults and its agents' access at once."""
        creating = draft.binary_id is None
        if creating:
            name = await self._check_new_name(draft.name)
            if len(draft.set_env) == 0:
                raise ValidationError(self.wording.no_variables)
        else:
            name = normalize_binary_name(draft.name)
        path = self._locate(name, draft.path)
        variables = sorted(draft.set_env.names)
        async with self.db.transaction():
            if draft.binary_id is None:
                binary = await self.store.create(
                    name, path=path, env=draft.set_env.as_dict(), description=draft.description, tips=draft.tips,
                    deny_args=draft.deny_args, deny_verbose=draft.deny_verbose, timeout_seconds=draft.timeout_seconds,
                    is_global=draft.is_global, enabled=draft.enabled,
                )
                await self._log("secure_cli.create", binary, variables=variables, scope="default")
            else:
                # The same path again is not a confirmation of wherever a link now points
                # (that takes `cred update NAME --path PATH`); a new path records its target.
                current = await self.store.get(draft.binary_id)
                binary = await self.store.update(
                    draft.binary_id, path=path if path != current.path else None, description=draft.description,
                    tips=draft.tips, deny_args=draft.deny_args, deny_verbose=draft.deny_verbose,
                    timeout_seconds=draft.timeout_seconds, is_global=draft.is_global, enabled=draft.enabled,
                    set_env=draft.set_env.as_dict(), unset_env=draft.unset_env,
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
        values = await self.store.default_values(binary_id)
        if name not in values:
            raise NotFoundError(f"{name} is no longer stored for {binary.name}; close the dialog and open it again.")
        await self._log("secure_cli.reveal", binary, variable=name)
        return values[name]

    async def run(
        self,
        name: str,
        args: Sequence[str],
        *,
        agent: Agent | None,
        conversation: Conversation | None,
        stdin: bytes | Stdin,
        on_stdout: Sink,
        on_stderr: Sink,
    ) -> RunOutcome:
        """`goclaw-lite exec`: the one runner path, as an agent and inside a chat if named."""
        return await self.runner.run(
            name, list(args), agent_id=agent.id if agent else None,
            conversation_id=conversation.id if conversation else None,
            stdin=stdin, on_stdout=on_stdout, on_stderr=on_stderr,
        )

    async def test_run(
        self, binary_id: str, args: Sequence[str], *, agent_id: str | None, on_output: OutputSink
    ) -> RunOutcome:
        """Run the tool as `agent_id` (None: yourself) with its output scrubbed on the way in."""
        binary = await self.store.get(binary_id)
        if not binary.enabled:
            raise TestRunRefusedError(f"{binary.name} is disabled; tick Enabled in its settings to run it.")
        if agent_id is None and not binary.is_global:
            raise TestRunRefusedError(f"{binary.name} is for granted agents only; choose one of them under Run as.")
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
