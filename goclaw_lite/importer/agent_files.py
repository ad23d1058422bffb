"""GoClaw's agent files (`agent_context_files`, `user_context_files`) read into ours.

Each file keeps its id, name and text; a user's copy becomes the local user's. GoClaw's
mode-only variants (slim AGENTS.md copies for its minimal and task prompt modes, and the
first-run BOOTSTRAP.md ritual it deletes once onboarding is done) would only repeat or
mislead in our single prompt: they stay behind, each named in the report's notes.
"""

from __future__ import annotations

from goclaw_lite.errors import ValidationError
from goclaw_lite.importer import values as v
from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.values import BadValue
from goclaw_lite.model.agent_files import check_content, normalise_file_name

Row = dict[str, object]

MODE_ONLY_FILES = {
    "AGENTS_CORE.md": "GoClaw's slim rules for its minimal prompt mode",
    "AGENTS_TASK.md": "GoClaw's rules for its task prompt mode",
    "AGENTS_MINIMAL.md": "GoClaw's legacy minimal-mode rules",
    "BOOTSTRAP.md": "GoClaw's first-run ritual (it writes files this app's agents cannot)",
}


def _file(row: Row, ctx: ImportContext, table: str) -> Row | None:
    name_text = v.text(row["file_name"], "file_name").strip()
    agent = ctx.agent(row["agent_id"])
    if name_text in MODE_ONLY_FILES:
        ctx.report.table(table).notes.append(f"{name_text}: left behind, {MODE_ONLY_FILES[name_text]}")
        return None
    try:
        name = normalise_file_name(name_text)
        content = check_content(name, v.text(row.get("content"), "content"))
    except ValidationError as exc:
        raise BadValue(f"file_name: {exc}") from None
    created = v.timestamp(row.get("created_at") or ctx.now, "created_at")
    return {
        "id": v.uuid_text(row["id"], "id"), "agent_id": agent, "file_name": name, "content": content,
        "tenant_id": ctx.tenant, "created_at": created,
        "updated_at": v.timestamp(row.get("updated_at") or created, "updated_at"),
    }


def file_label(row: Row, ctx: ImportContext) -> str:
    owner = "your copy, " if "user_id" in row else ""
    return f"{row['file_name']} ({owner}agent {ctx.key_of.get(str(row['agent_id']), row['agent_id'])})"


def map_agent_file(row: Row, ctx: ImportContext) -> Row | None:
    return _file(row, ctx, "agent_context_files")


def map_user_file(row: Row, ctx: ImportContext) -> Row | None:
    mapped = _file(row, ctx, "user_context_files")
    if mapped is not None:
        mapped["user_id"] = ctx.user
    return mapped
