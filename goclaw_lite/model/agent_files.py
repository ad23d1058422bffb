"""Agent files (SOUL.md, IDENTITY.md, ...) as they cross layers, and the rules for their names.

An agent's files live in `agent_context_files`; the local user's own copy of a file of the
same name (`user_context_files`) overrides it, as GoClaw does for its single desktop user.
The prompt order and the size budget are in `goclaw_lite.agent.prompt_files`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from goclaw_lite.errors import ValidationError

__all__ = [
    "KNOWN_FILES", "MAX_FILE_CHARS", "AgentFile", "FileCut", "FileScope", "PromptFiles", "normalise_file_name",
]

KNOWN_FILES = ("SOUL.md", "IDENTITY.md", "AGENTS.md", "TOOLS.md", "USER.md")
"""The files an agent editor offers by name, in the order they go into the system prompt."""
MAX_FILE_CHARS = 256_000
"""Stored at most: a file this long is notes, not a prompt (the prompt keeps far less anyway)."""
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.-]{0,95}\.md$", re.IGNORECASE)
_CANONICAL = {name.lower(): name for name in KNOWN_FILES}


class FileScope(StrEnum):
    AGENT = "agent"
    """The agent's own file (`agent_context_files`)."""
    USER = "user"
    """The local user's copy for this agent (`user_context_files`): overrides the agent's."""


def normalise_file_name(name: str) -> str:
    """The stored form of a file name: the known names in their usual case; others as typed."""
    key = name.strip()
    if not _NAME.match(key) or ".." in key:
        raise ValidationError(
            f"Agent file name {name!r} is not valid: use letters, digits, space, '_', '-' or '.', at most 99 "
            "characters, ending in .md (for example NOTES.md)."
        )
    return _CANONICAL.get(key.lower(), key)


def check_content(name: str, content: str) -> str:
    if len(content) > MAX_FILE_CHARS:
        raise ValidationError(
            f"Agent file {name} is {len(content):,} characters; at most {MAX_FILE_CHARS:,} are kept. Shorten it."
        )
    return content


@dataclass(frozen=True)
class AgentFile:
    agent_id: str
    name: str
    content: str
    scope: FileScope
    updated_at: str
    overrides: bool = False
    """A user file that hides the agent's file of the same name."""

    @property
    def chars(self) -> int:
        return len(self.content)


@dataclass(frozen=True)
class FileCut:
    """A file the prompt carries only in part (`kept` characters of `chars`), or not at all (`kept` 0)."""

    name: str
    chars: int
    kept: int

    @property
    def left_out(self) -> bool:
        return self.kept == 0


@dataclass(frozen=True)
class PromptFiles:
    """The agent files' section of the system prompt, and what the budget cut from it."""

    text: str
    files: tuple[str, ...]
    """The names in the order the prompt has them."""
    cuts: tuple[FileCut, ...]
    budget: int
    """Characters the files may take together (this agent's context window decides it)."""

    def cut(self, name: str) -> FileCut | None:
        return next((c for c in self.cuts if c.name == name), None)
