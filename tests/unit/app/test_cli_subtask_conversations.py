"""A subtask's own conversation: not in `conversations list`, still found by `conversations show` (also by prefix)."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest

from goclaw_lite.store.chat.conversations import SUBTASK_KEY
from tests.unit.app.test_cli_chat import Run, cli, db, env  # noqa: F401 - fixtures


def _add_conversation(home: Path, title: str, metadata: dict[str, str]) -> str:
    with db(home) as conn:
        tenant, user = (conn.execute("SELECT value FROM lite_meta WHERE key = ?", (k,)).fetchone()[0]
                        for k in ("local_tenant_id", "local_user_id"))
        cid = str(uuid.uuid4())
        conn.execute(
            "INSERT INTO agent_conversations (id, user_id, franchise_id, title, title_fold, metadata) VALUES (?, ?, ?, ?, ?, ?)",
            (cid, user, tenant, title, title.lower(), json.dumps(metadata)),
        )
    return cid


@pytest.mark.slow
def test_subtask_conversations_are_hidden_from_the_list_but_shown_by_id(cli: Run, isolated_home: Path) -> None:  # noqa: F811
    created = cli("provider", "add", "local", "--type", "openai_compat", "--base-url", "http://127.0.0.1:9/v1",
                  "--model", "m", "--no-key")  # the first write creates the database
    assert created.returncode == 0, created.stderr
    ordinary = _add_conversation(isolated_home, "Trip planning", {})
    subtask = _add_conversation(isolated_home, "Night trains", {SUBTASK_KEY: str(uuid.uuid4())})
    listed = json.loads(cli("conversations", "list", "--json").stdout)
    assert [c["id"] for c in listed] == [ordinary]
    for ref in (subtask, subtask[:13]):
        shown = cli("conversations", "show", ref)
        assert shown.returncode == 0, shown.stderr
        assert "Night trains" in shown.stdout
