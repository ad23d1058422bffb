"""ConversationService: the chat history as both faces use it (list, search, open, rename,
close, delete, export, branches) and the subtasks an answer started.

The chat window and `goclaw-lite conversations` (and `chat`, `exec --conversation`, `memory
consolidate`) go through this one service, so the checks (a short id must name exactly one
conversation; an export never overwrites a file it was not told to), the transactions and
the activity rows (`conversation.rename`, `.close`, `.delete`, through `ConversationAudit`)
are the same whichever face asked. Starting runs is `ChatService`'s job; this one never
talks to a model, so it works with no provider set up and on a read-only database (reads).
"""

from __future__ import annotations

import asyncio
import builtins
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from goclaw_lite.agent.conversation_audit import ConversationAudit
from goclaw_lite.config import write_private
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import (
    Conversation,
    ConversationStatus,
    ConversationSummary,
    Siblings,
    StoredMessage,
    ThreadPage,
)
from goclaw_lite.model.chat_overrides import OVERRIDES_KEY, ChatOverrides
from goclaw_lite.model.subagent import SubagentTask
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.conversations import CLOSED_RETENTION, ConversationStore
from goclaw_lite.store.chat.subagent_tasks import SubagentTaskStore
from goclaw_lite.store.definitions.agents import AgentStore

__all__ = ["CLOSED_RETENTION", "ConversationDetail", "ConversationService", "ExportError", "ExportFormat"]

ExportFormat = Literal["md", "json"]


class ExportError(ValidationError):
    """The export file could not be written (it exists, folder missing, no permission, disk full)."""


@dataclass(frozen=True)
class ConversationDetail:
    """A conversation opened to read: its current branch and who answers in it.

    `agent_key` is None when the conversation has no agent; `agent_removed` says its agent
    was deleted since (the default agent answers the next message).
    """

    conversation: Conversation
    thread: tuple[StoredMessage, ...]
    agent_key: str | None
    agent_removed: bool = False


class ConversationService:
    """One per face and database; cheap to build (it only wraps the stores it is given)."""

    def __init__(self, stores: Stores) -> None:
        self._stores = stores
        self._conversations = ConversationStore(stores.db, stores.identity)
        self._audit = ConversationAudit(stores.db, stores.identity, self._conversations)
        self._agents = AgentStore(stores.db, stores.identity)
        self._tasks = SubagentTaskStore(stores.db, stores.identity)

    # --- finding --------------------------------------------------------------------------

    async def list(
        self, query: str | None = None, *, status: ConversationStatus | None = None, limit: int = 50, offset: int = 0,
    ) -> builtins.list[ConversationSummary]:
        """The conversation list, newest activity first; with `query`, the search: titles and
        user/assistant text, any case. Subtasks' own conversations are not listed."""
        if limit < 1:
            raise ValidationError("The number of conversations to list must be at least 1.")
        return await self._conversations.list(query or None, status=status, limit=limit, offset=max(0, offset))

    async def get(self, conversation_id: str) -> Conversation:
        return await self._conversations.get(conversation_id)

    async def resolve(self, given: str) -> Conversation:
        """The conversation with id `given`, or the only one whose id starts with it (at least
        six characters), subtasks' conversations included."""
        return await self._conversations.resolve(given)

    async def show(self, given: str) -> ConversationDetail:
        """`resolve(given)` with its current branch and its agent's key."""
        conversation = await self.resolve(given)
        thread = await self._conversations.active_thread(conversation.id)
        if not conversation.agent_id:
            return ConversationDetail(conversation, tuple(thread), None)
        try:
            agent = await self._agents.get(conversation.agent_id)
        except NotFoundError:
            return ConversationDetail(conversation, tuple(thread), None, agent_removed=True)
        return ConversationDetail(conversation, tuple(thread), agent.agent_key)

    async def agent_of(self, conversation: Conversation) -> Agent:
        """Who answers in it: its own agent, else (none, or removed since) the default agent."""
        if conversation.agent_id:
            try:
                return await self._agents.get(conversation.agent_id)
            except NotFoundError:
                pass
        return await self._agents.resolve(None)

    # --- reading a thread -----------------------------------------------------------------

    async def message(self, message_id: str) -> StoredMessage:
        return await self._conversations.get_message(message_id)

    async def active_thread(self, conversation_id: str) -> builtins.list[StoredMessage]:
        return await self._conversations.active_thread(conversation_id)

    async def thread_tail(self, conversation_id: str, limit: int) -> ThreadPage:
        """The newest `limit` messages of the branch on screen (what opening a chat shows)."""
        return await self._conversations.thread_tail(conversation_id, limit)

    async def thread_before(self, message_id: str, limit: int) -> ThreadPage:
        """The page above `message_id` (the user scrolled past what is loaded)."""
        return await self._conversations.thread_before(message_id, limit)

    async def siblings_many(self, message_ids: builtins.list[str]) -> dict[str, Siblings]:
        return await self._conversations.siblings_many(message_ids)

    async def switch_branch(self, message_id: str) -> builtins.list[StoredMessage]:
        """Show the branch through `message_id` from now on (in every face); its thread."""
        return await self._conversations.switch_branch(message_id)

    # --- changing -------------------------------------------------------------------------

    async def rename(self, conversation_id: str, title: str) -> Conversation:
        return await self._audit.rename(conversation_id, title)

    async def set_overrides(self, conversation_id: str, overrides: ChatOverrides) -> Conversation:
        """Remember this chat's model and sampling choices (empty: back to the agent's own)."""
        value = None if overrides.empty else overrides.to_json()
        return await self._conversations.set_metadata_value(conversation_id, OVERRIDES_KEY, value)

    async def close(self, conversation_id: str) -> Conversation:
        """No new messages; queued for consolidation; deleted after the retention period.

        A run streaming in it is not stopped here: `ChatService.close_conversation` does that
        where runs live (the window); the command line has none running."""
        return await self._audit.close(conversation_id)

    async def delete(self, conversation_id: str) -> None:
        await self._audit.delete(conversation_id)

    # --- export ---------------------------------------------------------------------------

    async def export(self, conversation_id: str, fmt: ExportFormat) -> str:
        """Markdown holds the current branch; JSON every branch. Ends with a newline."""
        if fmt == "json":
            text = await self._conversations.export_json(conversation_id)
        elif fmt == "md":
            text = await self._conversations.export_markdown(conversation_id)
        else:
            raise ValidationError(f"Unknown export format {fmt!r}; use md or json.")
        return text if text.endswith("\n") else text + "\n"

    async def export_to(self, conversation_id: str, fmt: ExportFormat, path: Path, *, replace: bool = False) -> Path:
        """Write `export(...)` to `path`, readable by the owner only. Without `replace` an
        existing file is refused (the command line); the window's save dialog asked already."""
        text = await self.export(conversation_id, fmt)
        target = path.expanduser()
        await asyncio.to_thread(_write_private, target, text, replace)
        return target

    # --- subtasks -------------------------------------------------------------------------

    async def subtasks(self, conversation_id: str) -> builtins.list[SubagentTask]:
        """The subtasks (spawn / delegate) answers of this conversation started, oldest first."""
        return await self._tasks.list_by_conversation(conversation_id)

    async def subtask(self, task_id: str) -> SubagentTask:
        task = await self._tasks.get(task_id)
        if task is None:
            raise NotFoundError("That subtask no longer exists.")
        return task

    async def subtask_thread(self, task: SubagentTask) -> builtins.list[StoredMessage] | None:
        """The subtask's own conversation, or None when none was kept (it could not start, or
        the retention cleanup removed it)."""
        child = str(task.metadata.get("child_conversation_id") or "") or None
        if child is None:
            return None
        try:
            return await self._conversations.active_thread(child)
        except NotFoundError:
            return None


def _write_private(target: Path, text: str, replace: bool) -> None:
    if not replace and target.exists():
        raise ExportError(f"{target} already exists; choose another file name or remove it first.")
    try:
        write_private(target, text, replace=replace)
    except FileExistsError:
        raise ExportError(f"{target} already exists; choose another file name or remove it first.") from None
    except OSError as exc:
        raise ExportError(f"Could not write {target}: {exc.strerror or exc}.") from None
