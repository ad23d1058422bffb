"""Tools the chat agent can call, and the registry later tools plug into.

`default_registry(stores)` holds the builtins: `current_time`, `kg_search`, `kg_traverse`,
`memory_search` and `memory_expand` always (offered once there is something in them),
`web_fetch` always and `web_search` once a search backend is set up (web_tools),
`use_skill` and `read_skill_file` (offered to an agent with a usable skill), `exec` when the
encryption key is loaded (Secure CLI credentials cannot be read without it), and the
workspace file tools (`read_file`, `write_file`, `edit_file`, `list_dir`, `glob`, `grep`) over
each agent's folder under `workspaces` (default: the data directory's `workspaces/`).
`spawn` and `delegate` (delegation_tools) need child run loops, so `ChatService` adds them
to its default registry. A new tool is one module with a class that satisfies `Tool`,
registered here or by the caller. A tool may also define `async is_available(ctx)` (offer
it only when it has something to work on) and `async system_hint(ctx)` (a paragraph for
the system prompt).
"""

from __future__ import annotations

from pathlib import Path

from goclaw_lite.agent.tools.current_time import CurrentTimeTool
from goclaw_lite.agent.tools.kg_tools import KGSearchTool, KGTraverseTool
from goclaw_lite.agent.tools.registry import (
    DECISIONS,
    Tool,
    ToolContext,
    ToolRegistry,
    ToolResult,
)
from goclaw_lite.store import Stores
from goclaw_lite.store.graph.store import KnowledgeGraphStore

__all__ = ["DECISIONS", "Tool", "ToolContext", "ToolRegistry", "ToolResult", "default_registry"]


def default_registry(stores: Stores, workspaces: Path | None = None) -> ToolRegistry:
    graph = KnowledgeGraphStore(stores.db, stores.identity)
    registry = ToolRegistry([CurrentTimeTool(), KGSearchTool(graph), KGTraverseTool(graph)])
    from goclaw_lite.agent.tools.memory_tools import MemoryExpandTool, MemorySearchTool
    from goclaw_lite.memory.recall import MemoryRecall

    recall = MemoryRecall(stores)
    registry.register(MemorySearchTool(recall))
    registry.register(MemoryExpandTool(recall))
    from goclaw_lite.agent.tools.web_tools import WebFetchTool, WebSearchTool
    from goclaw_lite.store.definitions.web_settings import WebSettingsStore

    web_settings = WebSettingsStore(stores.db, stores.identity, stores.cipher)
    registry.register(WebFetchTool(web_settings))
    registry.register(WebSearchTool(web_settings))
    from goclaw_lite.agent.tools.skill_tools import ReadSkillFileTool, UseSkillTool
    from goclaw_lite.skills.reader import SkillReader
    from goclaw_lite.store.definitions.skills import SkillStore

    skills = SkillReader(SkillStore(stores.db, stores.identity))
    registry.register(UseSkillTool(skills))
    registry.register(ReadSkillFileTool(skills))
    if stores.cipher is not None:
        from goclaw_lite.agent.tools.exec_tool import ExecAgentTool
        from goclaw_lite.securecli.runner import SecureCLIRunner
        from goclaw_lite.store.credentials.store import SecureCLIStore
        from goclaw_lite.store.records.activity import ActivityStore

        store = SecureCLIStore(stores.db, stores.identity, stores.cipher)
        registry.register(ExecAgentTool(SecureCLIRunner(store, ActivityStore(stores.db, stores.identity)), store))
    from goclaw_lite.agent.tools.file_tools import file_tools
    from goclaw_lite.agent.tools.workspace_access import store_backend
    from goclaw_lite.config import resolve_paths

    base = workspaces if workspaces is not None else resolve_paths().data_dir / "workspaces"
    for tool in file_tools(store_backend(stores, base)):
        registry.register(tool)
    return registry
