"""`vault.import` rows: one per import, with the counts and never a note's text (both backends)."""

from __future__ import annotations

import json
from pathlib import Path

from goclaw_lite.app.vault import VaultService
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.integration.conftest import BackendDb

SECRET = "ghp_" + "Zr5k" * 9


async def test_each_import_logs_its_counts_without_note_text(backend_db: BackendDb, tmp_path: Path) -> None:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "Home.md").write_text("# Home\nSee [[Keys]] and [[Missing]].\n", encoding="utf-8")
    (root / "Keys.md").write_text(f"token: {SECRET}\nthe word albatross\n", encoding="utf-8")
    service = VaultService(backend_db.db, backend_db.identity)
    activity = ActivityStore(backend_db.db, backend_db.identity)
    first = await service.import_folder(root)
    (root / "Keys.md").write_text("rewritten\n", encoding="utf-8")
    second = await service.import_folder(root)
    rows = await activity.list(ActivityFilter(action="vault.import"))
    assert [(r.entity_type, r.entity_id) for r in rows] == [("vault", "shared")] * 2
    counts = ("files", "created", "updated", "unchanged", "renamed", "skipped", "links", "broken")
    expected = [
        (r.files, r.created, r.updated, r.unchanged, len(r.renamed), len(r.skipped), r.links, r.broken)
        for r in (second, first)
    ]
    assert [tuple(r.details[k] for k in counts) for r in rows] == expected
    assert expected[1][:4] == (2, 2, 0, 0) and expected[0][:4] == (2, 0, 1, 1) and expected[1][7] == 1
    assert rows[0].details["folder"] == str(root)
    text = json.dumps([r.details for r in rows])
    assert SECRET not in text and "albatross" not in text
