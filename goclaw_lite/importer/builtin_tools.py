"""GoClaw's `builtin_tools` rows: a tool's switch and settings, carried over by tool name.

GoClaw's `edit` and `list_files` are our `edit_file` and `list_dir`; other names keep theirs
(a row for a tool this app lacks is kept, unused, so nothing the user set is lost). A row
here that the user never changed (created = updated) takes GoClaw's switch, and of its
settings only the keys ours already has; a row changed here is kept and reported.
"""

from __future__ import annotations

import json

from goclaw_lite.importer import values as v
from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.values import BadValue
from goclaw_lite.model.builtin_tools import BuiltinTool
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.definitions.builtin_tools import BuiltinToolStore
from goclaw_lite.store.transfer.goclaw_source import GoClawSource

__all__ = ["NAMES", "REQUIRED", "import_builtin_tools"]

NAMES = {"edit": "edit_file", "list_files": "list_dir"}
REQUIRED = ("name", "enabled")
TABLE = "builtin_tools"


def _row(raw: dict[str, object]) -> BuiltinTool:
    name = v.text(raw["name"], "name").strip()
    if not name or len(name) > 100:
        raise BadValue("name: empty or longer than 100 characters")
    ours = NAMES.get(name, name)
    requires = json.loads(v.json_array(raw.get("requires"), "requires"))
    return BuiltinTool(
        name=ours, display_name=v.text(raw.get("display_name"), "display_name") or ours,
        description=v.text(raw.get("description"), "description"),
        category=v.text(raw.get("category"), "category") or "general",
        enabled=v.flag(raw.get("enabled"), "enabled", default=True),
        settings=json.loads(v.json_object(raw.get("settings"), "settings")),
        requires=tuple(str(x) for x in requires), metadata=json.loads(v.json_object(raw.get("metadata"), "metadata")),
    )


async def import_builtin_tools(db: Database, source: GoClawSource, columns: list[str], ctx: ImportContext) -> None:
    report = ctx.report.table(TABLE)
    store = BuiltinToolStore(db)
    for batch in source.rows(TABLE, columns):
        for raw in batch:
            rid = str(raw.get("name"))
            try:
                row = _row(raw)
            except BadValue as exc:
                report.skip(rid, str(exc))
                continue
            here = await store.get(row.name)
            if here is None:
                await store.seed([row])
                report.imported += 1
                continue
            settings = {**here.settings, **{k: val for k, val in row.settings.items() if k in here.settings}}
            if here.enabled == row.enabled and here.settings == settings:
                report.already_there += 1
            elif here.created_at != here.updated_at:
                report.changed += 1
                report.skip(rid, "switched or set here since; kept the setting here")
            else:
                await store.update(row.name, enabled=row.enabled, settings=settings)
                report.imported += 1
