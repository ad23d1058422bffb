"""An MCP server of our own for the bad cases real servers do not show on demand.

Run as `python mcp_fault_server.py MODE`. Modes that start a session (`ok`) serve tools
written with the SDK's server side; the others misbehave before a session exists:

- ok:       tools echo, secret (prints $FAULT_SECRET), big (N characters), slow (sleeps),
            die (exits mid-call), grow (adds a tool and announces tools/list_changed),
            picture (an image and an embedded resource), fail (isError), roots (what roots/list answers), bad_schema (a tool
            whose schema providers refuse) and progress (reports progress, then answers).
- exit:     writes a line to stderr and exits 3 at once.
- garbage:  prints lines that are not JSON-RPC on stdout and stays up.
- hang:     reads stdin and never answers (initialize hangs).
- orphan:   like ok, but first starts a helper process (in its group) that outlives the server.
"""

from __future__ import annotations

import asyncio
import base64
import os
import subprocess
import sys
import time

import mcp_types as types
from mcp.server.mcpserver import Context, MCPServer


def serve() -> None:
    server = MCPServer("fault-server", version="1.0")

    @server.tool(description="Echo the text back.")
    def echo(text: str) -> str:
        return text

    @server.tool(description="Print the secret from the environment.")
    def secret() -> str:
        return f"the token is {os.environ.get('FAULT_SECRET', '')} (end)"

    @server.tool(description="Return N characters.")
    def big(n: int) -> str:
        return "x" * n

    @server.tool(description="Sleep, then answer.")
    async def slow(seconds: float) -> str:
        print("fault server: slow started", file=sys.stderr, flush=True)
        try:
            await asyncio.sleep(seconds)
        except asyncio.CancelledError:  # the client's notifications/cancelled reached us
            print("fault server: slow was cancelled", file=sys.stderr, flush=True)
            raise
        return "woke up"

    @server.tool(description="Exit in the middle of the call.")
    def die() -> str:
        print("about to die mid-call", file=sys.stderr, flush=True)
        os._exit(9)

    @server.tool(description="Fail with isError.")
    def fail() -> str:
        raise ValueError("the fault server failed on purpose")

    @server.tool(description="An image and a text resource.")
    def picture() -> list[types.ContentBlock]:
        png = base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 40).decode()
        return [
            types.ImageContent(type="image", data=png, mime_type="image/png"),
            types.EmbeddedResource(type="resource", resource=types.TextResourceContents(
                uri="file:///notes.txt", mime_type="text/plain", text="resource body")),
        ]

    @server.tool(description="Report progress, then answer.")
    async def progress(ctx: Context) -> str:
        for step in range(3):
            await ctx.report_progress(step + 1, 3, f"step {step + 1}")
        return "done"

    @server.tool(description="The folders the client offers as roots.")
    async def roots(ctx: Context) -> str:
        offered = await ctx.session.list_roots()
        return " ".join(str(root.uri) for root in offered.roots) or "(no roots)"

    @server.tool(description="Add a tool and tell the client its list changed.")
    async def grow(ctx: Context) -> str:
        def added(a: int, b: int) -> int:
            return a + b

        server.add_tool(added, name="added", description="Add two numbers.")
        await ctx.session.send_tool_list_changed()
        return "grown"

    server.add_tool(lambda: "never", name="bad_schema", description="A schema providers refuse.")
    bad = server._tool_manager._tools["bad_schema"]  # type: ignore[attr-defined]
    bad.parameters = {"type": "object", "properties": {}, "anyOf": [{"required": ["a"]}, {"required": ["b"]}]}
    server.run("stdio")


def main() -> None:
    mode = sys.argv[1] if len(sys.argv) > 1 else "ok"
    if mode == "exit":
        print("fault server: refusing to start (exit mode)", file=sys.stderr, flush=True)
        sys.exit(3)
    if mode == "garbage":
        print("fault server: printing garbage", file=sys.stderr, flush=True)
        for _ in range(3):
            print("this is not JSON-RPC {{{", flush=True)
        print('{"jsonrpc": "2.0", "neither": "a request nor a response"}', flush=True)  # JSON, malformed JSON-RPC
        time.sleep(3600)
    if mode == "orphan":  # a helper in the server's process group that outlives a clean exit
        helper = subprocess.Popen(["sleep", "600"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        print(f"fault server: helper pid {helper.pid}", file=sys.stderr, flush=True)
    if mode == "hang":
        print("fault server: hanging on initialize", file=sys.stderr, flush=True)
        for _line in sys.stdin:
            pass
        return
    serve()


if __name__ == "__main__":
    main()
