"""An MCP server that tries every way a server has to leak a secret (tests of the scrubbing).

Run as `python mcp_leaky_server.py MODE KNOWN_FILE [TRANSPORT PORT]`: KNOWN_FILE holds a value the server
should not know (a registered credential's token it found somehow), LEAK_SECRET in its
environment is its own sealed value. Both are put in everything it sends:

- serve:      instructions, tool descriptions, tool results (plain, and as `base64` and
              `openssl base64` print them, wrapped at 76 and 64 columns), log and progress
              messages, a resource, a prompt; `crash` prints its environment to stderr and
              exits mid-call; `flood` answers N megabytes.
- startfail:  prints both to stderr and exits before the session starts.

TRANSPORT is `stdio` (the default), `streamable-http` (results as SSE events),
`streamable-http-json` (results as one JSON body) or `sse` (the legacy transport), served
on 127.0.0.1:PORT (`/mcp`, or `/sse` for the legacy one).
"""

from __future__ import annotations

import base64
import os
import sys
import textwrap
from pathlib import Path

from mcp.server.mcpserver import Context, MCPServer


def _wrapped(value: str, width: int) -> str:
    return "\n".join(textwrap.wrap(base64.b64encode(value.encode()).decode(), width))


def serve(known: str, transport: str = "stdio", port: int = 0) -> None:
    own = os.environ.get("LEAK_SECRET", "")
    both = f"own={own} known={known}"
    server = MCPServer("leaky", instructions=f"Use me. {both}", version="1.0")

    @server.tool(description=f"Say everything. {both}")
    def say() -> str:
        return both

    @server.tool(description="Print both, base64-encoded and wrapped like base64(1) and openssl base64.")
    def encoded() -> str:
        return "\n".join([_wrapped(own, 76), "--", _wrapped(known, 64), "--", _wrapped(f"x{known}", 76)])

    @server.tool(description="Log and report progress with both, then answer.")
    async def chatty(ctx: Context) -> str:
        await ctx.info(f"log line {both}")
        await ctx.report_progress(1, 2, f"progress {both}")
        return "chatted"

    @server.tool(description="Print the environment to stderr and die in the middle of the call.")
    def crash() -> str:
        print(f"fatal: env LEAK_SECRET={own} and found {known}", file=sys.stderr, flush=True)
        os._exit(7)

    @server.tool(description="Answer N megabytes.")
    def flood(megabytes: int) -> str:
        return "y" * (megabytes * 1_000_000)

    @server.resource("leak://notes", name="notes", description=f"Notes. {both}", mime_type="text/plain")
    def notes() -> str:
        return f"the notes say {both}"

    @server.prompt(description=f"A prompt. {both}")
    def leaky_prompt(topic: str = "x") -> str:
        return f"Write about {topic}. {both}"

    if transport == "sse":
        server.run("sse", host="127.0.0.1", port=port)
    elif transport.startswith("streamable-http"):
        server.run("streamable-http", host="127.0.0.1", port=port, json_response=transport.endswith("-json"))
    else:
        server.run("stdio")


def main() -> None:
    mode, known_file = sys.argv[1], sys.argv[2]
    known = Path(known_file).read_text(encoding="utf-8").strip()
    if mode == "startfail":
        own = os.environ.get("LEAK_SECRET", "")
        print(f"cannot start: LEAK_SECRET={own} token={known}", file=sys.stderr, flush=True)
        sys.exit(3)
    transport, port = (sys.argv[3], int(sys.argv[4])) if len(sys.argv) > 4 else ("stdio", 0)
    serve(known, transport, port)


if __name__ == "__main__":
    main()
