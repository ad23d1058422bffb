"""HooksService: the hooks as `goclaw-lite hooks` and the Hooks page change, test and list them.

Validation is the store's `validate`, the test event is `sample_event`, and a test run goes
through the real `HookDispatcher.run_hook`, so the page, the CLI and the chat loop can never
disagree about what a hook is or what it did. Each change is one transaction with its activity
row. Hooks are named by id or (as people type them) a unique prefix of at least 6 characters.
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.hooks.builtins import BUILTINS as BUILTINS
from goclaw_lite.hooks.dispatcher import BLOCKING_EVENTS as BLOCKING_EVENTS
from goclaw_lite.hooks.dispatcher import HookDispatcher
from goclaw_lite.hooks.dispatcher import HookOutcome as HookOutcome
from goclaw_lite.hooks.events import sample_event
from goclaw_lite.model.hooks import DEFAULT_TIMEOUT_MS, TOOL_EVENTS, Hook, HookExecution
from goclaw_lite.securecli.injection import registered_names
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.hooks import HookStore, validate
from goclaw_lite.store.records.activity import ActivityStore

RUNS_SHOWN = 50
_WILDCARD = re.compile(r"[*?\[]")


@dataclass(frozen=True)
class HookDraft:
    """What the Add/Edit dialog collects; `argv` is a list of arguments, never a shell string."""

    event: str
    handler_type: str  # command | builtin
    argv: tuple[str, ...] = ()
    builtin: str = ""
    reason: str = ""
    name: str = ""
    matcher: str = ""
    timeout_ms: int = DEFAULT_TIMEOUT_MS
    on_timeout: str = "allow"
    on_error: str = "allow"  # a command's exit code other than 0 (allow) and 2 (block)
    agent_ids: tuple[str, ...] = ()
    priority: int = 0
    enabled: bool = True

    def config(self) -> dict[str, Any]:
        if self.handler_type == "command":
            return {"argv": list(self.argv), **({"on_error": self.on_error} if self.on_error != "allow" else {})}
        config: dict[str, Any] = {"builtin": self.builtin}
        if self.builtin == "block" and self.reason.strip():
            config["reason"] = self.reason.strip()
        return config

    def check(self) -> None:
        """Raise ValidationError with the store's own message if the store would refuse it."""
        validate(self.event, self.handler_type, self.config(), self.timeout_ms, self.on_timeout)


@dataclass(frozen=True)
class HookRow:
    hook: Hook
    last_run: HookExecution | None


@dataclass(frozen=True)
class HooksSnapshot:
    rows: tuple[HookRow, ...]
    agent_keys: dict[str, str]  # agent id -> key, for every live agent


@dataclass(frozen=True)
class HookListing:
    hooks: tuple[Hook, ...]
    agent_keys: dict[str, str]  # agent id -> key, for every live agent


@dataclass(frozen=True)
class TestResult:
    hook: Hook
    sent: dict[str, Any]  # the document the hook got on stdin
    outcome: HookOutcome


def sample_tool(matcher: str) -> str:
    """The tool name a test event carries: the matcher's first literal name, else `exec` (the CLI's default)."""
    for pattern in matcher.split("|"):
        pattern = pattern.strip()
        if pattern and not _WILDCARD.search(pattern):
            return pattern
    return "exec"


class HooksService:
    def __init__(self, stores: Stores) -> None:
        self._db = stores.db
        self.store = HookStore(stores.db, stores.identity)
        self.activity = ActivityStore(stores.db, stores.identity)
        self.agents = AgentStore(stores.db, stores.identity)
        self.dispatcher = HookDispatcher(
            self.store, self.activity, withheld=registered_names(stores.db, stores.identity, stores.cipher),
        )

    async def _agent_keys(self) -> dict[str, str]:
        return {a.id: a.agent_key for a in await self.agents.list()}

    async def agent_ids(self, keys: Sequence[str]) -> tuple[str, ...]:
        """The ids of agents named by key (a missing one is refused with `agent list`'s hint)."""
        return tuple([(await self.agents.get_by_key(key)).id for key in keys])

    async def find(self, hook_ref: str) -> Hook:
        """By id or a unique prefix of it (at least 6 characters)."""
        return await self.store.find(hook_ref)

    async def load(self) -> HooksSnapshot:
        """Every hook with its last run, for the page."""
        hooks = await self.store.list()
        rows = []
        for hook in hooks:
            last = await self.store.executions(hook_id=hook.id, limit=1)
            rows.append(HookRow(hook, last[0] if last else None))
        return HooksSnapshot(tuple(rows), await self._agent_keys())

    async def list(self, *, event: str | None = None, agent_key: str | None = None) -> HookListing:
        """The hooks in the order they run, optionally for one event or attached to one agent."""
        agent_id = (await self.agents.get_by_key(agent_key)).id if agent_key else None
        hooks = await self.store.list(event=event, agent_id=agent_id)
        return HookListing(tuple(hooks), await self._agent_keys())

    async def runs(self, hook_ref: str | None = None, limit: int = RUNS_SHOWN) -> builtins.list[HookExecution]:
        """The audit of past runs, newest first: of one hook, or of all (deleted hooks' included)."""
        if not 1 <= limit <= 1000:
            raise ValidationError("The number of runs shown must be between 1 and 1000.")
        hook_id = (await self.store.find(hook_ref)).id if hook_ref else None
        return await self.store.executions(hook_id=hook_id, limit=limit)

    async def add(self, draft: HookDraft, *, source: str = "ui") -> Hook:
        """`source` is `ui` from the page and `api` from the command line."""
        async with self._db.transaction():
            hook = await self.store.create(
                draft.event, draft.handler_type, draft.config(), matcher=draft.matcher, timeout_ms=draft.timeout_ms,
                on_timeout=draft.on_timeout, priority=draft.priority, enabled=draft.enabled, name=draft.name,
                agent_ids=draft.agent_ids, source=source,
            )
            keys = await self._agent_keys()
            await self.activity.log(
                "hook.add", entity_type="hook", entity_id=hook.id,
                details={"hook": hook.label[:200], "event": hook.event, "handler": hook.handler_type,
                         "matcher": hook.matcher, "agents": [keys.get(a, a) for a in hook.agent_ids]},
            )
        return hook

    async def edit(self, hook_ref: str, draft: HookDraft) -> Hook:
        async with self._db.transaction():
            current = await self.store.find(hook_ref)
            if current.handler_type != draft.handler_type:
                raise ValidationError(
                    "A hook's handler cannot change between a command and a built-in; add a new hook instead."
                )
            hook = await self.store.update(
                current.id, event=draft.event, config=draft.config(), matcher=draft.matcher,
                timeout_ms=draft.timeout_ms, on_timeout=draft.on_timeout, name=draft.name,
                agent_ids=list(draft.agent_ids),
            )
            await self.activity.log("hook.update", entity_type="hook", entity_id=hook.id,
                                    details={"hook": hook.label[:200], "event": hook.event, "version": hook.version})
        return hook

    async def set_enabled(self, hook_ref: str, enabled: bool) -> Hook:
        async with self._db.transaction():
            hook = await self.store.update((await self.store.find(hook_ref)).id, enabled=enabled)
            await self.activity.log("hook.update", entity_type="hook", entity_id=hook.id,
                                    details={"hook": hook.label[:200], "enabled": hook.enabled})
        return hook

    async def delete(self, hook_ref: str) -> Hook:
        """Delete the hook; its past runs stay in the audit."""
        async with self._db.transaction():
            hook = await self.store.find(hook_ref)
            await self.store.delete(hook.id)
            await self.activity.log("hook.remove", entity_type="hook", entity_id=hook.id,
                                    details={"hook": hook.label[:200], "event": hook.event})
        return hook

    async def test(self, hook_ref: str, *, tool: str | None = None) -> TestResult:
        """Run the hook once on a sample event, audited like any run. The event names `tool`,
        else the matcher's first literal tool name (else `exec`)."""
        hook = await self.store.find(hook_ref)
        name = tool or sample_tool(hook.matcher)
        event = sample_event(hook.event, tool=name)
        subject = name if hook.event in TOOL_EVENTS else str(event.get("agent_key", ""))
        outcome = await self.dispatcher.run_hook(hook, event, subject=subject)
        return TestResult(hook, {"event": hook.event, **event}, outcome)
