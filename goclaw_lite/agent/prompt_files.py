"""The agent files' section of the system prompt: a fixed order and a size budget.

Order (documented in docs/guide/agents.md): SOUL.md, IDENTITY.md, AGENTS.md, TOOLS.md,
USER.md, then every other file by name. Persona first, so a small model reads who it is
before what it may do; the user's profile last, nearest the conversation.

Budget: the files share `budget_for(context_window)` characters (a quarter of the window at
about four characters a token, at most 24,000) and each file at most 12,000 of them. A file
over its share keeps its head, cut at a line break, with a marker saying so; a file that would
get fewer than 200 characters is left out and named at the end. The same `assemble` runs for
the window's warning and for the run, so what the Files tab says is cut is what the model misses.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence

from goclaw_lite.errors import UserError
from goclaw_lite.model.agent_files import KNOWN_FILES, AgentFile, FileCut, PromptFiles
from goclaw_lite.model.agents import Agent
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agent_files import AgentFileStore

__all__ = [
    "MAX_TOTAL_CHARS", "PER_FILE_CHARS", "AgentFilesPrompt", "PromptSection", "assemble", "budget_for", "prompt_order",
    "section_texts",
]

PromptSection = Callable[[Agent, str], Awaitable[str]]
"""(agent, user id) -> a section of the system prompt (the agent files here), or ''."""
MAX_TOTAL_CHARS = 24_000
PER_FILE_CHARS = 12_000
MIN_BUDGET = 2_000
MIN_KEEP = 200
_RANK = {name: index for index, name in enumerate(KNOWN_FILES)}


def budget_for(context_window: int) -> int:
    """Characters the files may take: context_window tokens / 4 * ~4 chars a token, bounded."""
    return max(MIN_BUDGET, min(MAX_TOTAL_CHARS, int(context_window)))


def prompt_order(files: Sequence[AgentFile]) -> list[AgentFile]:
    return sorted(files, key=lambda f: (_RANK.get(f.name, len(_RANK)), f.name.casefold(), f.name))


def _head(text: str, limit: int) -> str:
    """At most `limit` characters of `text`, ending at a line break when one is in the last fifth."""
    head = text[:limit]
    cut = head.rfind("\n")
    return head[:cut] if cut >= limit * 4 // 5 else head


def assemble(files: Sequence[AgentFile], budget: int) -> PromptFiles:
    """The section for `files` (already overridden: one per name), within `budget` characters."""
    parts: list[str] = []
    names: list[str] = []
    cuts: list[FileCut] = []
    left = budget
    for file in prompt_order([f for f in files if f.content.strip()]):
        body = file.content.strip()
        share = min(PER_FILE_CHARS, left)
        if share < MIN_KEEP:
            cuts.append(FileCut(file.name, file.chars, 0))
            continue
        if len(body) > share:
            kept = _head(body, share)
            cuts.append(FileCut(file.name, file.chars, len(kept)))
            body = f"{kept}\n[... {file.name} is cut here: {len(kept):,} of {file.chars:,} characters fit the prompt]"
            left -= len(kept)
        else:
            left -= len(body)
        names.append(file.name)
        parts.append(f'<agent_file name="{file.name}">\n{body}\n</agent_file>')
    left_out = [c.name for c in cuts if c.left_out]
    if left_out:
        parts.append(f"(Left out of this prompt for size: {', '.join(left_out)}.)")
    text = ""
    if parts:
        text = "Your agent files (who you are, how you work, who the user is):\n\n" + "\n\n".join(parts)
    return PromptFiles(text=text, files=tuple(names), cuts=tuple(cuts), budget=budget)


async def section_texts(sections: Sequence[PromptSection], agent: Agent, user_id: str) -> list[str]:
    """Each section's text for this run; one that fails is left out (logged), never the run."""
    texts = []
    for section in sections:
        try:
            texts.append((await section(agent, user_id)).strip())
        except UserError as exc:
            logging.getLogger(__name__).warning("a prompt section was left out: %s", type(exc).__name__)
    return texts


class AgentFilesPrompt:
    """The run loop's source of the section: the agent's files with the user's overrides."""

    def __init__(self, store: AgentFileStore) -> None:
        self._store = store

    @classmethod
    def of(cls, stores: Stores) -> AgentFilesPrompt:
        return cls(AgentFileStore(stores.db, stores.identity))

    async def __call__(self, agent: Agent, user_id: str) -> str:
        files = await self._store.effective(agent.id, user_id)
        return assemble(files, budget_for(agent.context_window)).text if files else ""
