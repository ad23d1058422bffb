"""Workspace file tools' data: limits, what a write changed (for the tool card and undo), records."""

from __future__ import annotations

from dataclasses import dataclass, field

DEFAULT_WORKSPACE = "."
"""`agents.workspace` when the agent uses its default folder under the data directory."""


def is_default(workspace: str) -> bool:
    """True for the default folder ("." as GoClaw writes it, or empty)."""
    return workspace.strip() in ("", DEFAULT_WORKSPACE)


@dataclass(frozen=True)
class FileLimits:
    """How much the file tools read, write and return (settings of the `builtin_tools` rows)."""

    max_file_bytes: int = 2 * 1024 * 1024
    """Larger files are refused: read, edited, overwritten or written."""
    max_output_chars: int = 50_000
    """A result longer than this is cut, with a note saying where to read on."""
    max_entries: int = 500
    """list_dir, glob and grep stop after this many lines."""
    max_walk: int = 20_000
    """glob and grep look at no more than this many files and folders."""


@dataclass(frozen=True)
class TextFile:
    """A text file as read: its text and the identity used to notice a change made meanwhile."""

    path: str
    text: str
    size: int
    stamp: tuple[int, int, int, int]  # (st_dev, st_ino, st_size, st_mtime_ns)


@dataclass(frozen=True)
class FileWrite:
    """One write the workspace made: the bytes before (None: the file did not exist) and after."""

    path: str
    before: bytes | None
    after: bytes

    @property
    def created(self) -> bool:
        return self.before is None


@dataclass(frozen=True)
class WorkspaceChange:
    """A recorded write, as undo needs it (`workspace_changes`)."""

    id: str
    agent_id: str
    conversation_id: str
    call_id: str
    tool: str
    path: str
    before: bytes | None = field(repr=False)
    after_sha256: str
    created_at: str
    undone_at: str | None = None

    @property
    def undone(self) -> bool:
        return self.undone_at is not None
