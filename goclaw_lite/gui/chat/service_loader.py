"""Where the chat window gets its `ChatService` from: the app's one chat engine.

The engine is imported on first use (`ctx.services.chat`), so a broken or missing engine
shows as a notice on the chat page instead of taking the whole window down.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from goclaw_lite.model.chat_api import ChatService

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

log = logging.getLogger(__name__)


def default_service(ctx: AppContext) -> ChatService | None:
    """The app's chat engine (the same the command line gets), or None when it cannot be loaded."""
    try:
        return ctx.services.chat
    except ImportError as exc:
        log.error("the chat engine could not be loaded: %s", exc)
        return None
