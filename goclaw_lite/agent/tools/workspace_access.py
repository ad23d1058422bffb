"""The file tools' backend over the stores: the agent's folder, its limits, the record of writes."""

from __future__ import annotations

from pathlib import Path

from goclaw_lite.agent.tools.file_tools import FileToolBackend, limits_from
from goclaw_lite.agent.tools.registry import ToolContext
from goclaw_lite.model.workspace import FileWrite
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.builtin_tools import BuiltinToolStore
from goclaw_lite.store.records.workspace_changes import WorkspaceChangeStore
from goclaw_lite.workspace.confine import PathRefused
from goclaw_lite.workspace.files import Workspace, sha256
from goclaw_lite.workspace.folders import check_folder, is_default, workspace_folder

__all__ = ["store_backend"]


def store_backend(stores: Stores, base: Path) -> FileToolBackend:
    tools = BuiltinToolStore(stores.db)
    changes = WorkspaceChangeStore(stores.db, stores.identity)

    async def open_workspace(ctx: ToolContext, tool: str) -> Workspace:
        row = await tools.get(tool)
        root = workspace_folder(ctx.agent, base)
        if is_default(ctx.agent.workspace):
            root.mkdir(parents=True, exist_ok=True, mode=0o700)
        else:
            try:
                check_folder(str(root), base.parent)  # an imported or stale value: held to the editor's rules
            except PathRefused as exc:
                raise PathRefused(f"{exc}; choose another workspace folder in the agent editor") from None
        return Workspace(root, limits_from(row.settings if row else {}))

    async def record(ctx: ToolContext, tool: str, write: FileWrite) -> str:
        change = await changes.record(
            agent_id=ctx.agent_id, conversation_id=ctx.conversation_id, call_id=ctx.call_id, tool=tool, path=write.path,
            before=write.before, after_sha256=sha256(write.after),
        )
        return change.id

    return FileToolBackend(open_workspace, record)
