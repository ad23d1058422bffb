"""`goclaw-lite chat "message" [--agent KEY] [--conversation ID] [--yes-tools]`.

The answer streams to stdout as it arrives, so it can be piped; tool calls, approvals and
the conversation id go to stderr. A tool whose policy is `ask` prompts y/N on the terminal;
without a terminal it is denied unless --yes-tools. Exit 0 when the answer completed, 1 on
a provider error, 2 on a configuration error (no agent or provider to answer), 130 on Ctrl+C
(the partial answer is kept, marked stopped). The built-in model, when a run needs it, is
started on demand and stopped at the end of the command (see `providers.local_model`).
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

from goclaw_lite.app.chat_engine import ChatRun, ChatService
from goclaw_lite.app.context import AppContext
from goclaw_lite.app.local_setup import BUILTIN_MODEL, NO_PROVIDER_HELP, local_model_available, register_local_provider
from goclaw_lite.cli.common import CommandContext, err, terminal_text
from goclaw_lite.errors import ConfigurationError, NotFoundError, ValidationError
from goclaw_lite.model.chat_api import (
    AssistantMessageStarted,
    HistoryTrimmed,
    RouteUsed,
    RunFinished,
    TokenDelta,
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallRequested,
)

EXIT_INTERRUPTED = 130
_MAX_SHOWN = 4000


def register(sub: Any) -> None:
    p = sub.add_parser("chat", help="send a message to an agent and stream its answer")
    p.add_argument("message", help="what to say ('-' reads it from stdin)")
    p.add_argument("--agent", metavar="KEY", help="the agent to ask (default: the conversation's, else the default agent)")
    p.add_argument("--conversation", metavar="ID", help="continue this conversation (see `goclaw-lite conversations list`)")
    p.add_argument(
        "--model", metavar="M", help="use this model of the agent's provider for this answer only (the agent keeps its own)"
    )
    p.add_argument("--yes-tools", action="store_true", help="run tools whose policy is 'ask' without asking")
    p.add_argument(
        "--local",
        action="store_true",
        help="answer with the built-in model (goclaw-lite[local]); used anyway when no provider is set up",
    )
    p.set_defaults(handler=chat_cmd)


def printable(text: str, limit: int = _MAX_SHOWN) -> str:
    """Model-made text made safe for a terminal (`terminal_text`) and bounded in length."""
    clean = terminal_text(text)
    return clean if len(clean) <= limit else clean[:limit] + f"… ({len(clean) - limit} more characters)"


def _ask_on_terminal(prompt: str, loop: asyncio.AbstractEventLoop, answer: asyncio.Future[bool]) -> None:
    """Read y/N in a daemon thread: a blocked read must not keep the process alive after Ctrl+C."""

    def read() -> None:
        err(prompt)
        try:
            line = sys.stdin.readline()
        except (OSError, ValueError):
            line = ""
        allowed = line.strip().lower() in ("y", "yes")

        def settle() -> None:
            if not answer.done():
                answer.set_result(allowed)

        loop.call_soon_threadsafe(settle)

    threading.Thread(target=read, name="approval-prompt", daemon=True).start()


async def _prompt(run: ChatRun, prompt: str, loop: asyncio.AbstractEventLoop) -> bool | None:
    """The user's y/N, or None when the run ended first (Ctrl+C while the prompt waited)."""
    answer: asyncio.Future[bool] = loop.create_future()
    _ask_on_terminal(prompt, loop, answer)
    ended = asyncio.ensure_future(run.ended())
    try:
        waiters: set[asyncio.Future[Any]] = {answer, ended}
        await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
    finally:
        ended.cancel()
    return answer.result() if answer.done() else None


def _resolve(service: ChatService, call_id: str, allow: bool) -> None:
    try:
        service.resolve_approval(call_id, allow)
    except NotFoundError:
        pass  # the run was stopped while the question was open


class _Printer:
    """Writes the answer to stdout as it streams and everything else to stderr.

    When the reader of stdout goes away (`| head`), the run is stopped rather than left
    writing into a closed pipe.
    """

    def __init__(self, on_closed: Callable[[], None]) -> None:
        self.at_line_start = True
        self.closed = False
        self._on_closed = on_closed

    def _write(self, text: str) -> None:
        if self.closed:
            return
        try:
            sys.stdout.write(terminal_text(text))  # the model's answer: stored and remote text
            sys.stdout.flush()
        except BrokenPipeError:
            self.closed = True
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())  # so the flush at exit does not fail again
            os.close(devnull)
            self._on_closed()

    def text(self, text: str) -> None:
        self._write(text)
        self.at_line_start = text.endswith("\n")

    def end_line(self) -> None:
        if not self.at_line_start:
            self._write("\n")
            self.at_line_start = True

    def note(self, text: str) -> None:
        self.end_line()
        err(text)


async def follow(run: ChatRun, service: ChatService, *, yes_tools: bool, interactive: bool) -> RunFinished:
    """Print the run's events until it finishes, answering approvals as the flags say."""
    printer = _Printer(run.stop)
    loop = asyncio.get_running_loop()
    final: RunFinished | None = None
    trim_noted = False
    async for event in run.events():
        if isinstance(event, TokenDelta):
            printer.text(event.text)
        elif isinstance(event, AssistantMessageStarted):
            printer.end_line()
        elif isinstance(event, RouteUsed) and event.attempt > 1:
            printer.note(f"[answered by {event.provider}/{event.model} after {event.attempt - 1} failed attempt(s)]")
        elif isinstance(event, HistoryTrimmed) and not trim_noted:
            trim_noted = True
            printer.note(
                f"[context] earlier messages left out: the conversation no longer fits the agent's context window "
                f"({event.context_window} tokens); the model sees the last {event.sent} message{'s' if event.sent != 1 else ''}"
            )
        elif isinstance(event, ToolCallRequested):
            printer.note(f"[tool] {event.name} {printable(event.arguments_json)}")
        elif isinstance(event, ToolApprovalNeeded):
            if yes_tools:
                printer.note(f"[tool] {event.name}: allowed by --yes-tools")
                _resolve(service, event.call_id, True)
            elif interactive:
                printer.end_line()
                allowed = await _prompt(run, f"Run {event.name} with the arguments above? [y/N] ", loop)
                if allowed is not None:
                    _resolve(service, event.call_id, allowed)
            else:
                printer.note(f"[tool] {event.name}: denied (it needs approval and stdin is not a terminal; --yes-tools allows it)")
                _resolve(service, event.call_id, False)
        elif isinstance(event, ToolCallFinished):
            outcome = "denied" if event.denied else ("ok" if event.ok else "failed")
            first_line = printable(event.content.strip().splitlines()[0] if event.content.strip() else "", 200)
            printer.note(f"[tool] {event.name} → {outcome} ({event.duration_ms} ms){': ' + first_line if not event.ok else ''}")
        elif isinstance(event, RunFinished):
            final = event
    printer.end_line()
    assert final is not None
    return final


def _read_message(value: str) -> str:
    text = sys.stdin.read() if value == "-" else value
    if not text.strip():
        raise ValidationError("The message is empty; say something (or pipe it in with '-').")
    return text


async def chat_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    text = _read_message(args.message)
    interactive = args.message != "-" and sys.stdin is not None and sys.stdin.isatty()
    async with ctx.app() as app:  # closing it stops the built-in model if a run started it
        agent_key = args.agent
        service = app.services.chat
        try:
            local_agent = await _set_up_builtin_model(service, app, explicit=args.local)
            if local_agent and args.local and not args.agent and not args.conversation:
                agent_key = local_agent
            await service.start_maintenance()
            run = await service.send(text, agent_key=agent_key, conversation_id=args.conversation, model=args.model)
            interrupted = _stop_on_ctrl_c(run)
            try:
                final = await follow(run, service, yes_tools=args.yes_tools, interactive=interactive)
            except asyncio.CancelledError:  # Ctrl+C where no signal handler could be installed
                interrupted.set()
                run.stop()
                final = await run.wait()
            finally:
                _restore_ctrl_c()
        finally:
            await service.aclose()
    err(f"conversation: {final.conversation_id}")
    if final.state == "stopped" and interrupted.is_set():
        err("goclaw-lite: interrupted; the partial answer was kept")
        return EXIT_INTERRUPTED
    if final.state == "error":
        err(f"goclaw-lite: error: {final.error or 'the answer failed'}")
        return 1
    return 0


async def _set_up_builtin_model(service: ChatService, app: AppContext, *, explicit: bool) -> str | None:
    """With --local, or when no provider is set up, register the built-in model and return its
    agent's key; with no provider and no built-in model, say both ways forward."""
    if not explicit and await service.has_providers():
        return None
    if not explicit:
        if not local_model_available():
            raise ConfigurationError(NO_PROVIDER_HELP)
        err("[no provider is set up: starting the built-in model]")
    return await register_local_provider(app.stores, await BUILTIN_MODEL.ensure())


def _stop_on_ctrl_c(run: ChatRun) -> threading.Event:
    interrupted = threading.Event()

    def on_sigint() -> None:
        interrupted.set()
        run.stop()

    try:
        asyncio.get_running_loop().add_signal_handler(signal.SIGINT, on_sigint)
    except (NotImplementedError, RuntimeError, ValueError):  # Windows, or not the main thread
        pass
    return interrupted


def _restore_ctrl_c() -> None:
    try:
        asyncio.get_running_loop().remove_signal_handler(signal.SIGINT)
    except (NotImplementedError, RuntimeError, ValueError):
        pass
