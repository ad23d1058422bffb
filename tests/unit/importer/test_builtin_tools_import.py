"""GoClaw's `builtin_tools` rows come over by name: switches and settings kept, ours respected."""

from __future__ import annotations

from pathlib import Path

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.app.importer import run_import
from goclaw_lite.config import resolve_paths
from goclaw_lite.importer.envelope import GoClawKey
from goclaw_lite.importer.run import ImportOptions
from tests.support.goclaw_source import GOCLAW_KEY_HEX, build_goclaw_file


async def test_switches_come_over_and_a_row_changed_here_is_kept(
    isolated_home: Path, test_key: str, tmp_path: Path,
) -> None:
    (tmp_path / "go").mkdir()
    source = build_goclaw_file(tmp_path / "go" / "goclaw.db")
    app = await open_app(resolve_paths(), program="test", key_policy=KeyPolicy.REQUIRED)
    try:
        tools = app.services.builtin_tools
        await tools.list()  # seeded, untouched
        await tools.set_enabled("list_dir", False)  # the user's own choice here
        report = await run_import(app, ImportOptions(source.path), GoClawKey(bytes.fromhex(GOCLAW_KEY_HEX), "test"))
        table = report.tables["builtin_tools"]
        # imported: edit, tts; already there: read_file, exec; changed here: list_dir
        assert (table.imported, table.already_there, table.changed) == (2, 2, 1)
        assert [p.reason for p in table.skipped] == ["switched or set here since; kept the setting here"]
        assert "builtin_tools" not in report.left_behind
        rows = {t.name: t for t in await tools.store.list()}
        assert rows["edit_file"].enabled is False  # GoClaw's `edit`, switched off there
        assert rows["list_dir"].enabled is False  # ours, not GoClaw's `list_files` (on)
        assert rows["exec"].settings == {}  # GoClaw's timeout is no setting of ours: not taken
        assert rows["tts"].enabled and rows["tts"].category == "media"  # no counterpart: kept, unused
        listed = [t.name for t in await tools.list()]
        assert "tts" not in listed and "edit_file" in listed  # Settings shows the tools this app has
    finally:
        await app.close()
