"""MCP client: agents use Model Context Protocol servers through the official `mcp` SDK.

`connections` starts and keeps servers (stdio, Streamable HTTP, legacy SSE), `tools` turns
their tools into what the run loop offers (prefixed names, filters, sanitised schemas,
mapped and scrubbed results), `service` is the admin face the CLI and window share.
"""
