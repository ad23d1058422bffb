"""One run of a scheduled job: an ordinary chat run of its agent with its message.

It goes through the chat engine the window uses (`ctx.services.chat`), so tools, hooks, MCP
servers, the secure runner, scrubbing and the activity log apply as in any chat. Nobody is
there to approve, so the run is `unattended`: a tool that needs approval is refused with a
note the model reads, unless the job lists it as pre-approved (in its subtasks too). Its trace is
named `job <name>`. The run is stopped at the job's
time limit or once its tokens (in and out, every model call) pass the job's token limit.
What the run log keeps — the answer, the error — is scrubbed of every known secret first.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from goclaw_lite.errors import NotFoundError
from goclaw_lite.model.chat_api import AssistantMessageFinished, ToolCallFinished
from goclaw_lite.model.jobs import ConversationMode, Job, RunOutcome, truncated_summary
from goclaw_lite.security.redact import redact
from goclaw_lite.store.definitions.jobs import JobStore

if TYPE_CHECKING:
    from goclaw_lite.agent.service import ChatRun, ChatService

REFUSED_MARK = "needs approval and nobody is there"


@dataclass
class _Watch:
    input_tokens: int = 0
    output_tokens: int = 0
    refused: list[str] = field(default_factory=list)
    over_tokens: bool = False


class ChatJobExecutor:
    """`Scheduler`'s `execute`: runs a job through the chat engine and says what came of it."""

    def __init__(self, chat: ChatService, store: JobStore) -> None:
        self._chat = chat
        self._store = store

    async def __call__(self, job: Job) -> RunOutcome:
        started = time.monotonic()
        conversation_id = await self._conversation(job)
        run = await self._chat.send(
            job.message, agent_key=job.agent_key or None, conversation_id=conversation_id,
            unattended=frozenset(job.options.pre_approved), trace_name=f"job {job.name}",
        )
        if job.options.conversation is ConversationMode.JOB and run.conversation_id != conversation_id:
            await self._store.set_payload(job.id, replace(job.payload, conversation_id=run.conversation_id))
        watch = _Watch()
        timed_out = False
        try:
            await asyncio.wait_for(self._follow(run, job, watch), job.options.timeout_s)
        except TimeoutError:
            timed_out = True
        except asyncio.CancelledError:  # the app is closing: the chat run stops with it
            run.stop()
            raise
        run.stop()
        final = await run.wait()
        duration = int((time.monotonic() - started) * 1000)
        answer = ""
        if final.final_message_id:
            with contextlib.suppress(NotFoundError):
                answer = (await self._chat.conversations.get_message(final.final_message_id)).content or ""

        trace_id = run.trace_id  # the chat run's trace (None when tracing is off)

        def outcome(status: str, error: str | None) -> RunOutcome:
            summary = truncated_summary(redact(answer)) or None
            return RunOutcome(status, summary=summary, error=error, duration_ms=duration,
                              input_tokens=watch.input_tokens, output_tokens=watch.output_tokens,
                              conversation_id=run.conversation_id, message_id=final.final_message_id,
                              trace_id=trace_id)

        notes = ("Refused (needs approval, not pre-approved): " + ", ".join(dict.fromkeys(watch.refused))
                 if watch.refused else None)
        if timed_out:
            error = f"Stopped at the time limit ({job.options.timeout_s} s)."
        elif watch.over_tokens:
            error = f"Stopped at the token limit ({job.options.max_tokens:,} tokens)."
        elif final.state != "complete":
            error = final.error or f"The run ended {final.state}."
        else:
            return outcome("ok", notes)
        return outcome("error", redact(error + (" " + notes if notes else "")))

    async def _conversation(self, job: Job) -> str | None:
        """The job's own conversation when it still exists and is open; None starts a new one."""
        cid = job.payload.conversation_id
        if job.options.conversation is not ConversationMode.JOB or not cid:
            return None
        try:
            conversation = await self._chat.conversations.get(cid)
        except NotFoundError:
            return None
        return None if conversation.closed else cid

    async def _follow(self, run: ChatRun, job: Job, watch: _Watch) -> None:
        async for event in run.events():
            if isinstance(event, AssistantMessageFinished):
                watch.output_tokens += event.eval_tokens or 0
                with contextlib.suppress(NotFoundError):
                    message = await self._chat.conversations.get_message(event.message_id)
                    prompt = message.metadata.get("prompt_tokens")
                    watch.input_tokens += prompt if isinstance(prompt, int) else 0
                if watch.input_tokens + watch.output_tokens > job.options.max_tokens:
                    watch.over_tokens = True
                    run.stop()
            elif isinstance(event, ToolCallFinished) and event.denied and REFUSED_MARK in event.content:
                watch.refused.append(event.name)
