"""The MCP job as the faces reach it: the service (`ctx.services.mcp`), an import candidate,
and the folders a server is offered.

The service itself still lives in the engine (`mcp.service`); this module is the one name the
faces import it by, so the engine can split into its engine and app halves (issue 26)
without touching a face.
"""

from __future__ import annotations

from goclaw_lite.mcp.service import ImportCandidate, McpService, server_roots

__all__ = ["ImportCandidate", "McpService", "server_roots"]
