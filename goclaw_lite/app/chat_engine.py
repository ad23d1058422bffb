"""The chat engine's own types, for a face that drives a run itself (`goclaw-lite chat`).

The engine is built by `app.chat` and reached as `ctx.services.chat`. Its classes are named
here, apart from `app.chat`, so that the window, which imports `app.chat` with its Chat page,
does not load the engine before it builds it.
"""

from __future__ import annotations

from goclaw_lite.agent.service import ChatRun, ChatService

__all__ = ["ChatRun", "ChatService"]
