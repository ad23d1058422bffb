"""Run the hooks that match an event, audit every run, and never fail the caller.

Hooks run one after another in resolution order (priority, then age), so a before_* hook
that blocks is seen by the caller deterministically. Decisions: a command that exits 0
allows, exits 2 blocks (its output is the reason), anything else is an error (which blocks
only when the hook says `on_error: block`, e.g. a crashed checker that must fail closed); a hook over
its time is killed and counts as a timeout (which blocks only when the hook says
`on_timeout: block`). Only before_run and before_tool can block; elsewhere a block is
recorded and ignored.

What reaches the audit (hook_executions and the activity log) is truncated and redacted:
the hook's output, its error text, and a SHA-256 of the event rather than the event.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.hooks.builtins import BUILTINS, BuiltinHandler
from goclaw_lite.hooks.command import MAX_OUTPUT_BYTES, hook_environment, run_command
from goclaw_lite.model.hooks import TOOL_EVENTS, Hook
from goclaw_lite.securecli.injection import WithheldNames
from goclaw_lite.security.redact import redact
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.records.activity import ActivityStore

log = logging.getLogger("goclaw_lite.hooks")
BLOCKING_EVENTS = ("before_run", "before_tool")
MAX_STORED_TEXT = 2000
BLOCK_EXIT_CODE = 2


@dataclass(frozen=True)
class HookOutcome:
    hook_id: str
    label: str
    decision: str  # allow | block | error | timeout
    duration_ms: int
    output: str  # truncated, redacted
    error: str = ""
    exit_code: int | None = None
    execution_id: str | None = None


@dataclass(frozen=True)
class DispatchResult:
    event: str
    outcomes: tuple[HookOutcome, ...] = ()
    blocked: bool = False
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def matches(matcher: str, subject: str) -> bool:
    """Empty matches everything; otherwise `|`-separated shell patterns, any case (`exec|kg_*`)."""
    if not matcher.strip():
        return True
    subject = subject.casefold()
    return any(fnmatch.fnmatchcase(subject, p.strip().casefold()) for p in matcher.split("|") if p.strip())


def _clip(text: str, limit: int = MAX_STORED_TEXT) -> str:
    text = redact(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class HookDispatcher:
    def __init__(
        self, store: HookStore, activity: ActivityStore | None = None, *,
        builtins: Mapping[str, BuiltinHandler] | None = None, max_output: int = MAX_OUTPUT_BYTES,
        enabled: Callable[[], bool] | None = None, withheld: WithheldNames | None = None,
    ) -> None:
        """`enabled` is asked at every event (Settings > Run hooks); off, no hook runs.
        `withheld` reads the credential names registered for tools (`securecli.injection.
        registered_names`), kept out of command hooks as they are out of tools."""
        self._enabled = enabled
        self._withheld = withheld
        self._store = store
        self._activity = activity
        self._builtins = dict(BUILTINS if builtins is None else builtins)
        self._max_output = max_output

    async def dispatch(
        self, event: str, payload: Mapping[str, Any], *, agent_id: str | None = None, subject: str = "",
        session_id: str | None = None,
    ) -> DispatchResult:
        """Run every enabled hook for `event` whose matcher accepts `subject` (the tool name
        for tool events, the agent key for run events). Never raises except on cancellation."""
        if self._enabled is not None and not self._enabled():
            return DispatchResult(event)
        try:
            hooks = await self._store.resolve(event, agent_id)
        except Exception as exc:  # noqa: BLE001 - the audit store failing must not stop a chat
            log.warning("hooks for %s not resolved: %s", event, type(exc).__name__)
            return DispatchResult(event)
        outcomes: list[HookOutcome] = []
        for hook in hooks:
            if not matches(hook.matcher, subject):
                continue
            outcome = await self.run_hook(hook, payload, subject=subject, session_id=session_id)
            outcomes.append(outcome)
            if event in BLOCKING_EVENTS and outcome.decision == "block":
                return DispatchResult(event, tuple(outcomes), True, outcome.output or outcome.error or "blocked by a hook")
        return DispatchResult(event, tuple(outcomes))

    async def run_hook(
        self, hook: Hook, payload: Mapping[str, Any], *, subject: str = "", session_id: str | None = None,
        audit: bool = True,
    ) -> HookOutcome:
        """Run one hook once and audit it (also used by `hooks test`)."""
        document = json.dumps({"event": hook.event, **payload}, ensure_ascii=False, default=str).encode("utf-8")
        started = time.monotonic()
        try:
            outcome = await self._run(hook, payload, document)
        except Exception as exc:  # noqa: BLE001 - a builtin bug or an OS error: recorded, not raised
            outcome = HookOutcome(hook.id, hook.label, "error", int((time.monotonic() - started) * 1000), "",
                                  _clip(f"{type(exc).__name__}: {exc}"))
        if audit:
            outcome = await self._audit(hook, outcome, document, subject, session_id)
        return outcome

    async def _run(self, hook: Hook, payload: Mapping[str, Any], document: bytes) -> HookOutcome:
        if hook.handler_type == "builtin":
            name = str(hook.config.get("builtin", ""))
            handler = self._builtins.get(name)
            if handler is None:
                return HookOutcome(hook.id, hook.label, "error", 0, "", f"unknown builtin {name!r}")
            started = time.monotonic()
            result = await handler(hook.config, {"event": hook.event, **payload})
            return HookOutcome(hook.id, hook.label, result.decision, int((time.monotonic() - started) * 1000),
                               _clip(result.output))
        if hook.handler_type != "command" or not hook.argv:
            return HookOutcome(hook.id, hook.label, "error", 0, "", f"cannot run a {hook.handler_type!r} hook")
        withhold = await self._withheld() if self._withheld is not None else ()
        ran = await run_command(hook.argv, document, timeout_s=hook.timeout_ms / 1000,
                                env=hook_environment(hook.event, withhold), max_output=self._max_output)
        output = _clip(ran.stdout + (("\n" if ran.stdout else "") + ran.stderr if ran.stderr else ""))
        if ran.start_error:
            return HookOutcome(hook.id, hook.label, "error", ran.duration_ms, "", _clip(ran.start_error))
        if ran.timed_out:
            decision = "block" if hook.on_timeout == "block" else "timeout"
            return HookOutcome(hook.id, hook.label, decision, ran.duration_ms, output,
                               f"killed after {hook.timeout_ms} ms")
        if ran.exit_code == 0:
            return HookOutcome(hook.id, hook.label, "allow", ran.duration_ms, output, exit_code=0)
        if ran.exit_code == BLOCK_EXIT_CODE:
            return HookOutcome(hook.id, hook.label, "block", ran.duration_ms, output, exit_code=BLOCK_EXIT_CODE)
        decision = "block" if hook.on_error == "block" else "error"
        return HookOutcome(hook.id, hook.label, decision, ran.duration_ms, output, f"exit code {ran.exit_code}",
                           exit_code=ran.exit_code)

    async def _audit(self, hook: Hook, outcome: HookOutcome, document: bytes, subject: str,
                     session_id: str | None) -> HookOutcome:
        try:
            execution_id = await self._store.record_execution(
                hook_id=hook.id, event=hook.event, decision=outcome.decision, duration_ms=outcome.duration_ms,
                session_id=session_id, input_hash=hashlib.sha256(document).hexdigest(), error=outcome.error,
                output=outcome.output, metadata={"exit_code": outcome.exit_code, "subject": subject},
            )
            if self._activity is not None:
                await self._activity.log(
                    "hook.run", entity_type="hook", entity_id=hook.id, actor_type="system", actor_id="hooks",
                    details={"event": hook.event, "hook": _clip(hook.label, 200), "decision": outcome.decision,
                             "duration_ms": outcome.duration_ms, "subject": subject},
                )
        except Exception as exc:  # noqa: BLE001 - an audit failure must not fail the caller
            log.warning("hook run not audited: %s", type(exc).__name__)
            return outcome
        return HookOutcome(**{**outcome.__dict__, "execution_id": execution_id})


__all__ = ["BLOCKING_EVENTS", "TOOL_EVENTS", "DispatchResult", "HookDispatcher", "HookOutcome", "matches"]
