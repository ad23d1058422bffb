"""BuiltinToolStore — `builtin_tools`: each built-in tool's global switch and settings.

Seeding (from the tool registry) inserts the names not there yet and refreshes what the code
owns (display name, description, category, requirements); `enabled` and `settings` are the
user's and are never overwritten by a seed, as in GoClaw.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import now_ts
from goclaw_lite.model.agents import json_object
from goclaw_lite.model.builtin_tools import BuiltinTool
from goclaw_lite.model.json_values import json_strings
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.updates import Assignments

__all__ = ["BuiltinToolStore"]

_COLUMNS = "name, display_name, description, category, enabled, settings, requires, metadata, created_at, updated_at"


def _array(raw: Any) -> tuple[str, ...]:
    return json_strings(raw) or ()


def _to_tool(row: Row) -> BuiltinTool:
    return BuiltinTool(
        name=str(row["name"]), display_name=str(row["display_name"] or row["name"]),
        description=str(row["description"] or ""), category=str(row["category"] or "general"),
        enabled=bool(row["enabled"]), settings=json_object(row["settings"]), requires=_array(row["requires"]),
        metadata=json_object(row["metadata"]), created_at=str(row["created_at"] or ""),
        updated_at=str(row["updated_at"] or ""),
    )


class BuiltinToolStore:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def list(self) -> list[BuiltinTool]:
        rows = await self._db.fetch_all(f"SELECT {_COLUMNS} FROM builtin_tools ORDER BY category, name")
        return [_to_tool(r) for r in rows]

    async def get(self, name: str) -> BuiltinTool | None:
        row = await self._db.fetch_one(f"SELECT {_COLUMNS} FROM builtin_tools WHERE name = ?", (name,))
        return _to_tool(row) if row else None

    async def seed(self, tools: Iterable[BuiltinTool]) -> int:
        """Insert missing rows and refresh the code-owned columns; returns how many were new."""
        added = 0
        async with self._db.transaction():
            for tool in tools:
                stamp = now_ts()
                changed = await self._db.execute(
                    f"INSERT INTO builtin_tools ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT (name) DO NOTHING",
                    (tool.name, tool.display_name, tool.description, tool.category, bool(tool.enabled),
                     json.dumps(dict(tool.settings)), json.dumps(list(tool.requires)), json.dumps(dict(tool.metadata)),
                     stamp, stamp),
                )
                if changed:
                    added += 1
                    continue
                await self._db.execute(
                    "UPDATE builtin_tools SET display_name = ?, description = ?, category = ?, requires = ? "
                    "WHERE name = ? AND (display_name <> ? OR description <> ? OR category <> ?)",
                    (tool.display_name, tool.description, tool.category, json.dumps(list(tool.requires)), tool.name,
                     tool.display_name, tool.description, tool.category),
                )
        return added

    async def update(
        self, name: str, *, enabled: bool | None = None, settings: Mapping[str, Any] | None = None
    ) -> BuiltinTool:
        """Change the user's part of a row: its switch and its settings (a whole object)."""
        update = Assignments()
        if enabled is not None:
            update.set("enabled", bool(enabled))
        if settings is not None:
            if not isinstance(settings, Mapping):
                raise ValidationError("A built-in tool's settings must be a JSON object.")
            update.set("settings", json.dumps(dict(settings)))
        if update:
            update.set("updated_at", now_ts())
            sql = f"UPDATE builtin_tools SET {update.sql} WHERE name = ?"
            if not await self._db.execute(sql, [*update.params, name]):
                raise NotFoundError(f"There is no built-in tool named {name!r}.")
        tool = await self.get(name)
        if tool is None:
            raise NotFoundError(f"There is no built-in tool named {name!r}.")
        return tool
