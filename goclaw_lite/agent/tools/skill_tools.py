"""`use_skill` and `read_skill_file`: the agent loads a granted skill when a task calls for it.

The system prompt lists only each skill's name and description (`use_skill`'s hint);
`use_skill` returns the procedure, `read_skill_file` one file beside it. Loading a skill
runs nothing: a script in a skill runs only if the user registered it as a Secure CLI tool,
through `exec`, with that tool's approval policy. Both tools are offered only to an agent
with at least one usable skill, and both are allowed by default (they only read text the
user installed).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goclaw_lite.agent.tools.registry import ToolContext, ToolResult
from goclaw_lite.errors import UserError
from goclaw_lite.model.chat_api import ToolDecision
from goclaw_lite.skills.prompt import skills_section
from goclaw_lite.skills.reader import SkillReader

__all__ = ["SKILL_METADATA_KEY", "ReadSkillFileTool", "UseSkillTool"]

SKILL_METADATA_KEY = "skill"
"""A tool result's metadata key naming the skill it loaded (the answer's footer lists them)."""


def _size(n: int) -> str:
    return f"{n} bytes" if n < 1024 else f"{n / 1024:.1f} KB"


class UseSkillTool:
    name = "use_skill"
    description = (
        "Load one of your skills (listed in the system prompt) and get its step-by-step procedure. "
        "Call it before starting a task a skill covers, then follow the steps."
    )
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {"name": {"type": "string", "description": "the skill's name as listed"}},
        "required": ["name"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "allow"

    def __init__(self, reader: SkillReader) -> None:
        self._reader = reader

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        try:
            loaded = await self._reader.body(ctx.agent_id, str(args.get("name", "")))
        except UserError as exc:
            return ToolResult.error(str(exc))
        skill = loaded.skill
        parts = [f"Skill: {skill.name} (version {skill.version})", "", loaded.body]
        if loaded.files:
            parts += ["", "Files in this skill (read one with read_skill_file):"]
            parts += [f"- {path} ({_size(size)})" for path, size in loaded.files[:50]]
            if len(loaded.files) > 50:
                parts.append(f"- … and {len(loaded.files) - 50} more")
        return ToolResult(True, "\n".join(parts), metadata={SKILL_METADATA_KEY: skill.slug, "version": skill.version})

    async def is_available(self, ctx: ToolContext) -> bool:
        return bool(await self._reader.offered(ctx.agent_id))

    async def system_hint(self, ctx: ToolContext) -> str:
        return skills_section(await self._reader.offered(ctx.agent_id))


class ReadSkillFileTool:
    name = "read_skill_file"
    description = "Read a file that belongs to one of your skills (a reference or template its procedure names)."
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "skill": {"type": "string", "description": "the skill's name"},
            "path": {"type": "string", "description": "the file's path inside the skill, e.g. references/checklist.md"},
        },
        "required": ["skill", "path"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "allow"

    def __init__(self, reader: SkillReader) -> None:
        self._reader = reader

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        try:
            name, path = str(args.get("skill", "")), str(args.get("path", ""))
            skill, text = await self._reader.read_file(ctx.agent_id, name, path)
        except UserError as exc:
            return ToolResult.error(str(exc))
        return ToolResult(True, text, metadata={SKILL_METADATA_KEY: skill.slug, "version": skill.version})

    async def is_available(self, ctx: ToolContext) -> bool:
        return bool(await self._reader.offered(ctx.agent_id))
