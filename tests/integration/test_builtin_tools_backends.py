"""builtin_tools and workspace_changes on both backends: seeding keeps the user's choices,
settings stay objects, undo records keep exact bytes and are marked once."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import NotFoundError
from goclaw_lite.model.builtin_tools import BuiltinTool
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.builtin_tools import BuiltinToolStore
from goclaw_lite.store.records.workspace_changes import WorkspaceChangeStore
from tests.integration.conftest import BackendDb


async def test_seed_keeps_the_users_switch_and_settings(backend_db: BackendDb) -> None:
    store = BuiltinToolStore(backend_db.db)
    rows = [BuiltinTool("read_file", "Read file", "reads", "filesystem", settings={"max_file_bytes": 100}),
            BuiltinTool("grep", "Search text", "greps", "filesystem")]
    assert await store.seed(rows) == 2
    await store.update("read_file", enabled=False, settings={"max_file_bytes": 5})
    assert await store.seed([BuiltinTool("read_file", "Read a file", "reads text", "filesystem")]) == 0
    tool = await store.get("read_file")
    assert tool is not None
    assert (tool.enabled, tool.settings) == (False, {"max_file_bytes": 5})  # the user's
    assert (tool.display_name, tool.description) == ("Read a file", "reads text")  # the code's
    assert [t.name for t in await store.list()] == ["grep", "read_file"]
    with pytest.raises(NotFoundError, match="no built-in tool named 'nope'"):
        await store.update("nope", enabled=True)


async def test_changes_keep_exact_bytes_and_undo_once(backend_db: BackendDb) -> None:
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="p", model="m")
    store = WorkspaceChangeStore(backend_db.db, backend_db.identity)
    before = b"\x00\xff caf\xc3\xa9\r\n"
    first = await store.record(agent_id=agent.id, conversation_id="c", call_id="k1", tool="edit_file", path="a.md",
                               before=before, after_sha256="0" * 64)
    second = await store.record(agent_id=agent.id, conversation_id="c", call_id="k2", tool="write_file", path="b.md",
                                before=None, after_sha256="1" * 64)
    assert (await store.get(first.id)).before == before and second.before is None
    assert [c.id for c in await store.list_for_agent(agent.id)] == [second.id, first.id]
    assert await store.mark_undone(first.id) and not await store.mark_undone(first.id)
    assert (await store.get(first.id)).undone
    with pytest.raises(NotFoundError):
        await store.get("not-an-id")
