"""`goclaw-lite exec NAME [--agent KEY] [--conversation ID] -- ARGS...`: run a registered tool.

The tool gets its credentials in its own environment only; our stdin is passed through;
its stdout and stderr are scrubbed and streamed as they arrive; its exit code becomes
ours (124 when it ran out of time, 128+N when a signal killed it). `--conversation` runs
it as inside that chat: the conversation's own credentials apply (as for the agent's exec
tool there).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from goclaw_lite.app.context import KeyPolicy
from goclaw_lite.app.credentials import Stdin
from goclaw_lite.cli.common import CommandContext, err
from goclaw_lite.cli.cred_cmds import service
from goclaw_lite.cli.tool_args import split_options


def register(sub: Any) -> None:
    p = sub.add_parser(
        "exec",
        help="run a registered tool with its credentials injected",
        description="Run a registered tool. Put its arguments after `--` so none is taken for ours.",
    )
    p.add_argument("name", metavar="NAME", help="a tool registered with `goclaw-lite cred add`")
    p.add_argument("--agent", metavar="KEY", help="run as this agent (its grant and credentials apply)")
    p.add_argument("--conversation", metavar="ID", help="run as inside this conversation (its credentials apply)")
    p.add_argument("args", metavar="ARGS", nargs=argparse.REMAINDER, help="arguments for the tool")
    p.set_defaults(handler=exec_cmd)


def _writer(stream: Any) -> Any:
    buffer = stream.buffer

    def write(data: bytes) -> None:
        buffer.write(data)
        buffer.flush()

    return write


async def exec_cmd(ctx: CommandContext) -> int:
    options = {"--agent": ctx.args.agent, "--conversation": ctx.args.conversation}
    args = split_options(list(ctx.args.args), options)
    agent_key, conversation = options["--agent"], options["--conversation"]
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        creds = service(app)
        agent = await creds.agent(agent_key) if agent_key else None
        outcome = await creds.run(
            ctx.args.name,
            args,
            agent=agent,
            conversation=await creds.conversation(conversation),
            stdin=Stdin.INHERIT,
            on_stdout=_writer(sys.stdout),
            on_stderr=_writer(sys.stderr),
        )
    if outcome.withheld:
        err(f"goclaw-lite: note: the agent's credentials for {outcome.binary} were withheld: {outcome.withheld}.")
    if outcome.timed_out:
        err(f"goclaw-lite: {outcome.binary} ran out of time after {outcome.duration_ms / 1000:.1f} s and was stopped.")
    return outcome.exit_code
