"""The MCP job as the faces reach it: the service (`ctx.services.mcp`), an import candidate,
and the folders a server is offered.

The service itself still lives in the engine (`mcp.service`); this module is the one name the
faces import it by, so the engine can split into its engine and app halves (issue 26)
without touching a face.
"""

from __future__ import annotations

from goclaw_lite.mcp.chat_context import ChatContext, PromptRef, ResourceRef, chat_context, prompt_text, read_resource
from goclaw_lite.mcp.service import CallRecord, ImportCandidate, McpService, TestReport, server_roots
from goclaw_lite.mcp.tools import McpToolSpec

__all__ = [
    "CallRecord", "ChatContext", "ImportCandidate", "McpService", "McpToolSpec", "PromptRef", "ResourceRef",
    "TestReport", "chat_context", "prompt_text", "read_resource", "server_roots",
]
