"""What the Hooks page does to the database, in the same calls the `hooks` CLI makes.

Validation is the store's `validate`, the test event is `sample_event`, and a test run goes
through the real `HookDispatcher.run_hook`, so the page, the CLI and the chat loop can never
disagree about what a hook is or what it did. No Qt here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.hooks.dispatcher import HookDispatcher, HookOutcome
from goclaw_lite.hooks.events import sample_event
from goclaw_lite.securecli.injection import registered_names
from goclaw_lite.store.activity import ActivityStore
from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.hooks import HookStore, validate
from goclaw_lite.store.models_hooks import TOOL_EVENTS, Hook, HookExecution

if TYPE_CHECKING:
    from goclaw_lite.bootstrap import AppContext

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
    timeout_ms: int = 5000
    on_timeout: str = "allow"
    agent_ids: tuple[str, ...] = ()

    def config(self) -> dict[str, Any]:
        if self.handler_type == "command":
            return {"argv": list(self.argv)}
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
    def __init__(self, ctx: AppContext) -> None:
        self.store = HookStore(ctx.stores.db, ctx.stores.identity)
        self.activity = ActivityStore(ctx.stores.db, ctx.stores.identity)
        self.agents = AgentStore(ctx.stores.db, ctx.stores.identity)
        self.dispatcher = HookDispatcher(
            self.store, self.activity,
            withheld=registered_names(ctx.stores.db, ctx.stores.identity, ctx.stores.cipher),
        )

    async def load(self) -> HooksSnapshot:
        hooks = await self.store.list()
        rows = []
        for hook in hooks:
            last = await self.store.executions(hook_id=hook.id, limit=1)
            rows.append(HookRow(hook, last[0] if last else None))
        keys = {a.id: a.agent_key for a in await self.agents.list()}
        return HooksSnapshot(tuple(rows), keys)

    async def runs(self, hook_id: str, limit: int = RUNS_SHOWN) -> list[HookExecution]:
        return await self.store.executions(hook_id=hook_id, limit=limit)

    async def add(self, draft: HookDraft) -> Hook:
        hook = await self.store.create(
            draft.event, draft.handler_type, draft.config(), matcher=draft.matcher, timeout_ms=draft.timeout_ms,
            on_timeout=draft.on_timeout, name=draft.name, agent_ids=draft.agent_ids, source="ui",
        )
        await self.activity.log(
            "hook.add", entity_type="hook", entity_id=hook.id,
            details={"event": hook.event, "handler": hook.handler_type, "matcher": hook.matcher,
                     "agents": len(hook.agent_ids)},
        )
        return hook

    async def edit(self, hook_id: str, draft: HookDraft) -> Hook:
        current = await self.store.require(hook_id)
        if current.handler_type != draft.handler_type:
            raise ValidationError("A hook's handler cannot change between a command and a built-in; add a new hook instead.")
        hook = await self.store.update(
            current.id, event=draft.event, config=draft.config(), matcher=draft.matcher, timeout_ms=draft.timeout_ms,
            on_timeout=draft.on_timeout, name=draft.name, agent_ids=list(draft.agent_ids),
        )
        await self.activity.log("hook.update", entity_type="hook", entity_id=hook.id,
                                details={"event": hook.event, "version": hook.version})
        return hook

    async def set_enabled(self, hook_id: str, enabled: bool) -> Hook:
        hook = await self.store.update(hook_id, enabled=enabled)
        await self.activity.log("hook.update", entity_type="hook", entity_id=hook.id, details={"enabled": hook.enabled})
        return hook

    async def delete(self, hook_id: str) -> Hook:
        hook = await self.store.require(hook_id)
        await self.store.delete(hook.id)
        await self.activity.log("hook.remove", entity_type="hook", entity_id=hook.id, details={"event": hook.event})
        return hook

    async def test(self, hook_id: str) -> TestResult:
        """Run the hook once on a sample event, audited like any run (what `hooks test` does)."""
        hook = await self.store.require(hook_id)
        tool = sample_tool(hook.matcher)
        event = sample_event(hook.event, tool=tool)
        subject = tool if hook.event in TOOL_EVENTS else str(event.get("agent_key", ""))
        outcome = await self.dispatcher.run_hook(hook, event, subject=subject)
        return TestResult(hook, {"event": hook.event, **event}, outcome)
