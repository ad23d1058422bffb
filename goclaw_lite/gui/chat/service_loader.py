"""Where the chat window gets its `ChatService` from.

The run loop lives in `goclaw_lite.agent.service`; it is imported lazily so that a broken or
missing engine shows as a notice on the chat page instead of taking the whole window down.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING

from goclaw_lite.agent.chat_api import ChatService
from goclaw_lite.app.conversations import CLOSED_RETENTION
from goclaw_lite.config import Paths
from goclaw_lite.errors import UserError
from goclaw_lite.settings import load_settings

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

log = logging.getLogger(__name__)


def default_service(ctx: AppContext) -> ChatService | None:
    """The real service over the app's stores, or None when it cannot be loaded."""
    try:
        from goclaw_lite.agent.service import ChatService as RealChatService
    except ImportError as exc:
        log.error("the chat engine could not be loaded: %s", exc)
        return None
    consolidation = None
    if not ctx.read_only:
        try:
            from goclaw_lite.memory.consolidation import ConsolidationWorker

            consolidation = ConsolidationWorker(ctx.stores)
        except ImportError as exc:  # chats still work; they are just not remembered
            log.error("episodic memory could not be loaded: %s", exc)
    return RealChatService(
        ctx.stores, closed_retention=lambda: closed_retention(ctx.paths), consolidation=consolidation,
        hooks_enabled=lambda: hooks_enabled(ctx.paths),
    )


def hooks_enabled(paths: Paths) -> bool:
    """Settings > Run hooks, read at every event (on when the settings cannot be read)."""
    try:
        return load_settings(paths).hooks_enabled
    except UserError:
        return True


def closed_retention(paths: Paths) -> timedelta:
    """How long closed chats are kept, as Settings says now (the default when unreadable)."""
    try:
        return timedelta(days=load_settings(paths).closed_retention_days)
    except UserError as exc:
        log.warning("settings not read for the chat cleanup: %s", exc)
        return CLOSED_RETENTION
