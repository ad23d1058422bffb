"""The chat engine as both faces get it: one build, with the switches the user set in Settings.

The window and `goclaw-lite chat` once built `ChatService` each in their own way, and the
command line ran hooks the user had switched off. Both now come here (through
`ctx.services.chat`), so a switch in Settings means the same thing everywhere.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING

from goclaw_lite.app.conversations import CLOSED_RETENTION
from goclaw_lite.config import Paths
from goclaw_lite.errors import UserError
from goclaw_lite.settings import AppSettings, load_settings

if TYPE_CHECKING:
    from goclaw_lite.agent.service import ChatService
    from goclaw_lite.app.context import AppContext

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ChatSwitches:
    """What Settings decides about chats, read afresh at each use (a change applies at once)."""

    paths: Paths

    def hooks_enabled(self) -> bool:
        """Settings > Run hooks (on when the settings cannot be read: a hook may be a guard)."""
        try:
            return load_settings(self.paths).hooks_enabled
        except UserError:
            return True

    def closed_retention(self) -> timedelta:
        """How long closed chats are kept, as Settings says now (the default when unreadable)."""
        try:
            return timedelta(days=load_settings(self.paths).closed_retention_days)
        except UserError as exc:
            log.warning("settings not read for the chat cleanup: %s", exc)
            return CLOSED_RETENTION

    def trace_retention(self) -> timedelta:
        """How long traces of runs are kept, as Settings says now (30 days when unreadable)."""
        try:
            return timedelta(days=load_settings(self.paths).trace_retention_days)
        except UserError as exc:
            log.warning("settings not read for the trace cleanup: %s", exc)
            return timedelta(days=AppSettings().trace_retention_days)


def build_chat_service(ctx: AppContext) -> ChatService:
    """The chat engine over the app's stores with the user's switches.

    A resident face (the window) also runs memory consolidation itself; a command only queues
    the conversation, and the next resident face or `memory consolidate` does the work.
    """
    from goclaw_lite.agent.service import ChatService  # the engine is heavy: loaded on first use

    consolidation = None
    if ctx.resident and not ctx.read_only:
        from goclaw_lite.memory.consolidation import ConsolidationWorker

        consolidation = ConsolidationWorker(ctx.stores)
    switches = ChatSwitches(ctx.paths)
    return ChatService(
        ctx.stores, closed_retention=switches.closed_retention, consolidation=consolidation,
        hooks_enabled=switches.hooks_enabled, trace_retention=switches.trace_retention,
        workspaces=ctx.paths.data_dir / "workspaces",
    )
