"""The workspace file tools: read_file, write_file, edit_file, list_dir, glob and grep.

Each call opens the agent's workspace (`goclaw_lite.workspace`) with the limits of its
`builtin_tools` row and runs the file work in a thread. A refusal (a path outside, a link
leaving, a binary or oversized file, an ambiguous edit) is a `ToolResult.error` the model can
read. Writes and edits are recorded with the content before them (`workspace_changes`) so the
chat can undo them; the `card` metadata tells the chat's tool card what to show (file name,
line range, diff counts, the change to undo). Results are masked by the run loop as every
tool result is; here they are also cut to the row's `max_output_chars`, with a note.
"""

from __future__ import annotations

import asyncio
import difflib
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import Any

from goclaw_lite.agent.tools.registry import ToolContext, ToolResult
from goclaw_lite.errors import UserError
from goclaw_lite.model.chat_api import ToolDecision
from goclaw_lite.model.workspace import FileLimits, FileWrite
from goclaw_lite.security.known_secrets import scrub_known
from goclaw_lite.workspace.confine import PathRefused
from goclaw_lite.workspace.files import Workspace, sha256, size_text
from goclaw_lite.workspace.search import glob_files, grep_files, list_dir

__all__ = ["FILE_TOOL_SETTINGS", "FileToolBackend", "file_tools", "limits_from"]

FILE_TOOL_SETTINGS: Mapping[str, int] = {
    "max_file_bytes": 2 * 1024 * 1024, "max_output_chars": 30_000, "max_entries": 500,
}
DEFAULT_LINES = 2000
DIFF_LINES = 300

WorkspaceOpener = Callable[[ToolContext, str], Awaitable[Workspace]]
ChangeRecorder = Callable[[ToolContext, str, FileWrite], Awaitable[str]]


def limits_from(settings: Mapping[str, Any]) -> FileLimits:
    """The limits a `builtin_tools.settings` object asks for, each kept within sane bounds."""

    def pick(key: str, low: int, high: int) -> int:
        value = settings.get(key, FILE_TOOL_SETTINGS[key])
        if not isinstance(value, int) or isinstance(value, bool):
            value = FILE_TOOL_SETTINGS[key]
        return max(low, min(high, value))

    return FileLimits(
        max_file_bytes=pick("max_file_bytes", 1024, 64 * 1024 * 1024),
        max_output_chars=pick("max_output_chars", 1000, 200_000),
        max_entries=pick("max_entries", 10, 10_000),
    )


class FileToolBackend:
    """What every file tool needs: the agent's workspace, and a place to record writes."""

    def __init__(self, open_workspace: WorkspaceOpener, record: ChangeRecorder) -> None:
        self.open_workspace = open_workspace
        self.record = record


def _path_card(kind: str, path: str, **extra: Any) -> dict[str, Any]:
    return {"kind": kind, "path": scrub_known(path), **extra}


def _cut(text: str, limit: int, hint: str) -> str:
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\n\n[cut at {limit:,} characters; {hint}]"


def diff_text(path: str, before: str, after: str) -> tuple[str, int, int]:
    """A unified diff (at most `DIFF_LINES` lines) and the counts of lines added and removed."""
    lines = list(difflib.unified_diff(
        before.splitlines(), after.splitlines(), f"a/{path}", f"b/{path}", n=2, lineterm=""
    ))
    added = sum(1 for x in lines[2:] if x.startswith("+"))
    removed = sum(1 for x in lines[2:] if x.startswith("-"))
    if len(lines) > DIFF_LINES:
        lines = [*lines[:DIFF_LINES], f"[... {len(lines) - DIFF_LINES} more diff lines not shown ...]"]
    return "\n".join(lines), added, removed


class _FileTool:
    name = ""
    display_name = ""
    category = "filesystem"
    description = ""
    parameters: Mapping[str, Any] = {}
    default_policy: ToolDecision = "allow"
    default_settings: Mapping[str, Any] = FILE_TOOL_SETTINGS

    def __init__(self, backend: FileToolBackend) -> None:
        self._backend = backend

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        try:
            ws = await self._backend.open_workspace(ctx, self.name)
            return await self._run(ws, args, ctx)
        except PathRefused as exc:
            return ToolResult.error(str(exc))
        except OSError as exc:
            return ToolResult.error(f"the file system refused: {exc.strerror or type(exc).__name__}")
        except UserError as exc:
            return ToolResult.error(str(exc))

    async def _run(self, ws: Workspace, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        raise NotImplementedError


_PATH = {"type": "string", "description": "Path relative to the workspace folder."}


class ReadFileTool(_FileTool):
    name = "read_file"
    display_name = "Read file"
    description = ("Read a UTF-8 text file in your workspace, with line numbers. Give start_line and end_line "
                   "(1-based, inclusive) to read part of a long file.")
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "path": _PATH,
            "start_line": {"type": "integer", "minimum": 1, "description": "First line to read (default 1)."},
            "end_line": {"type": "integer", "minimum": 1, "description": "Last line to read (default: 2000 lines on)."},
        },
        "required": ["path"],
        "additionalProperties": False,
    }

    async def _run(self, ws: Workspace, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        file = await asyncio.to_thread(ws.read, str(args["path"]))
        lines = file.text.splitlines()
        total = len(lines)
        start = int(args.get("start_line") or 1)
        end = int(args.get("end_line") or start + DEFAULT_LINES - 1)
        if end < start:
            return ToolResult.error(f"end_line ({end}) is before start_line ({start})")
        if total and start > total:
            return ToolResult.error(f"{file.path} has {total} lines; start_line {start} is past its end")
        end = min(end, total)
        budget, last = ws.limits.max_output_chars, start - 1
        body: list[str] = []
        for number in range(start, end + 1):
            line = f"{number:>6}\t{lines[number - 1]}"
            if body and budget - len(line) - 1 < 0:
                break
            budget -= len(line) + 1
            body.append(line)
            last = number
        header = f"{file.path} (lines {start}-{last} of {total})" if total else f"{file.path} (empty file)"
        text = "\n".join([header, *body])
        if last < end:
            text += f"\n\n[cut at {ws.limits.max_output_chars:,} characters; read on with start_line={last + 1}]"
        elif last < total:
            text += f"\n\n[{total - last} more lines; read on with start_line={last + 1}]"
        card = _path_card("read", file.path, first_line=start if total else 0, last_line=last, total_lines=total)
        return ToolResult(True, text, metadata={"card": card})


class WriteFileTool(_FileTool):
    name = "write_file"
    display_name = "Write file"
    description = ("Create a text file in your workspace, or replace its whole content (folders are created). "
                   "To change part of a file, use edit_file.")
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {"path": _PATH, "content": {"type": "string", "description": "The whole new content."}},
        "required": ["path", "content"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "ask"

    async def _run(self, ws: Workspace, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        write = await asyncio.to_thread(ws.write, str(args["path"]), str(args["content"]))
        change_id = await self._backend.record(ctx, self.name, write)
        after = write.after.decode("utf-8")
        count = len(after.splitlines())
        if write.before is None:
            text = f"Created {write.path} ({count} lines, {size_text(len(write.after))})."
            card = _path_card("write", write.path, change_id=change_id, created=True, added=count, removed=0)
            return ToolResult(True, text, metadata={"card": card})
        diff, added, removed = diff_text(write.path, write.before.decode("utf-8"), after)
        text = f"Replaced {write.path} ({count} lines, {size_text(len(write.after))}).\n```diff\n{diff}\n```"
        card = _path_card("write", write.path, change_id=change_id, created=False, added=added, removed=removed)
        return ToolResult(True, _cut(text, ws.limits.max_output_chars, "the diff is longer"), metadata={"card": card})


class EditFileTool(_FileTool):
    name = "edit_file"
    display_name = "Edit file"
    description = ("Replace an exact snippet of a text file in your workspace. old_text must occur exactly once "
                   "(copy it from read_file without the line numbers, with enough context to be unique) unless "
                   "replace_all is true.")
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "path": _PATH,
            "old_text": {"type": "string", "description": "The exact text to replace."},
            "new_text": {"type": "string", "description": "The text to put in its place."},
            "replace_all": {"type": "boolean", "description": "Replace every occurrence (default false)."},
        },
        "required": ["path", "old_text", "new_text"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "ask"

    async def _run(self, ws: Workspace, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        write, plan = await asyncio.to_thread(
            ws.edit, str(args["path"]), str(args["old_text"]), str(args["new_text"]),
            replace_all=bool(args.get("replace_all")),
        )
        change_id = await self._backend.record(ctx, self.name, write)
        before = (write.before or b"").decode("utf-8")
        diff, added, removed = diff_text(write.path, before, write.after.decode("utf-8"))
        what = f"{plan.count} occurrences" if plan.count > 1 else "1 occurrence"
        text = f"Edited {write.path}: replaced {what} (lines {plan.first_line}-{plan.last_line}).\n```diff\n{diff}\n```"
        card = _path_card("edit", write.path, change_id=change_id, first_line=plan.first_line, last_line=plan.last_line,
                          added=added, removed=removed)
        return ToolResult(True, _cut(text, ws.limits.max_output_chars, "the diff is longer"), metadata={"card": card})


class ListDirTool(_FileTool):
    name = "list_dir"
    display_name = "List folder"
    description = "List one folder of your workspace: sub-folders, then files with their sizes."
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "Folder relative to the workspace (default: the workspace)."},
        },
        "additionalProperties": False,
    }

    async def _run(self, ws: Workspace, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        shown, listing = await asyncio.to_thread(list_dir, ws, str(args.get("path") or "."))
        text = _cut(f"{shown}:\n{listing.text('(empty folder)')}", ws.limits.max_output_chars, "list a sub-folder")
        return ToolResult(True, text, metadata={"card": _path_card("list", shown, count=len(listing.lines))})


class GlobTool(_FileTool):
    name = "glob"
    display_name = "Find files"
    description = "Find files in your workspace by name pattern, such as **/*.md or src/*.py (** crosses folders)."
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "pattern": {"type": "string", "description": "Glob pattern relative to path."},
            "path": {"type": "string", "description": "Folder to search (default: the workspace)."},
        },
        "required": ["pattern"],
        "additionalProperties": False,
    }

    async def _run(self, ws: Workspace, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        path = str(args.get("path") or ".")
        listing = await asyncio.to_thread(glob_files, ws, str(args["pattern"]), path)
        text = _cut(listing.text("(no files match)"), ws.limits.max_output_chars, "narrow the pattern")
        return ToolResult(True, text, metadata={"card": _path_card("glob", path, pattern=str(args["pattern"])[:200],
                                                                   count=len(listing.lines))})


class GrepTool(_FileTool):
    name = "grep"
    display_name = "Search text"
    description = ("Search the text files of your workspace for a regular expression; lines come back as "
                   "path:line: text. Binary files are skipped.")
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "pattern": {"type": "string", "description": "Python regular expression."},
            "path": {"type": "string", "description": "Folder to search (default: the workspace)."},
            "include": {"type": "string", "description": "Only files matching this glob, such as **/*.py."},
            "ignore_case": {"type": "boolean"},
        },
        "required": ["pattern"],
        "additionalProperties": False,
    }

    async def _run(self, ws: Workspace, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        path = str(args.get("path") or ".")
        listing = await asyncio.to_thread(
            grep_files, ws, str(args["pattern"]), path, include=str(args.get("include") or ""),
            ignore_case=bool(args.get("ignore_case")),
        )
        text = _cut(listing.text("(no matching lines)"), ws.limits.max_output_chars, "narrow the search")
        return ToolResult(True, text, metadata={"card": _path_card("grep", path, pattern=str(args["pattern"])[:200],
                                                                   count=len(listing.lines))})


FILE_TOOLS = (ReadFileTool, WriteFileTool, EditFileTool, ListDirTool, GlobTool, GrepTool)


def file_tools(backend: FileToolBackend) -> list[_FileTool]:
    return [cls(backend) for cls in FILE_TOOLS]


def record_sha(write: FileWrite) -> str:
    return sha256(write.after)


def default_folder(base: Path, agent_key: str) -> Path:
    return base / agent_key
