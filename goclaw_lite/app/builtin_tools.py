"""Built-in tools as Settings and the agent editor show them: every tool of the registry, its
global switch and settings (`builtin_tools`), with the activity row for each change.

The list comes from the same registry a chat uses (plus `spawn` and `delegate`), so a tool
added to `default_registry` (the web tools) gets its row and its switch without a change here.
Settings are checked against the tool's own defaults: known keys only, each of its type.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from goclaw_lite.errors import UserError, ValidationError
from goclaw_lite.model.builtin_tools import BuiltinTool
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.builtin_tools import BuiltinToolStore
from goclaw_lite.store.records.activity import ActivityStore

__all__ = ["BuiltinToolsService"]

log = logging.getLogger(__name__)
_KINDS = {
    int: "a whole number", float: "a number", str: "text", bool: "true or false", list: "a list", dict: "an object",
}


class BuiltinToolsService:
    def __init__(self, stores: Stores) -> None:
        self._stores = stores
        self._db = stores.db
        self.store = BuiltinToolStore(stores.db)
        self._activity = ActivityStore(stores.db, stores.identity)

    def _tools(self) -> list[Any]:
        from goclaw_lite.agent.tools import default_registry  # the tools load the providers: only here
        from goclaw_lite.agent.tools.delegation_tools import DelegateTool, SpawnTool

        registry = default_registry(self._stores)
        tools: list[Any] = [t for t in (registry.get(n) for n in registry.names()) if t is not None]
        return [*tools, SpawnTool, DelegateTool]

    async def list(self) -> tuple[BuiltinTool, ...]:
        """Every built-in tool, in the order a chat offers them, with its row (seeded if missing)."""
        from goclaw_lite.agent.tools.builtin_rows import rows_for

        wanted = rows_for(self._tools())
        try:
            await self.store.seed(wanted)
        except UserError as exc:  # a read-only store: show the defaults for rows not there
            log.warning("built-in tool rows not seeded: %s", type(exc).__name__)
        stored = {t.name: t for t in await self.store.list()}
        return tuple(stored.get(t.name, t) for t in wanted)

    async def defaults(self, name: str) -> BuiltinTool:
        from goclaw_lite.agent.tools.builtin_rows import rows_for

        for row in rows_for(self._tools()):
            if row.name == name:
                return row
        raise ValidationError(f"There is no built-in tool named {name!r}.")

    async def set_enabled(self, name: str, enabled: bool) -> BuiltinTool:
        """Switch a tool on or off for every agent."""
        await self.list()
        async with self._db.transaction():
            tool = await self.store.update(name, enabled=enabled)
            await self._activity.log("builtin_tool.update", entity_type="builtin_tool", entity_id=name,
                                     details={"name": name, "enabled": enabled})
        return tool

    async def set_settings(self, name: str, settings: Mapping[str, Any]) -> BuiltinTool:
        """Replace a tool's settings; keys and types must be the tool's own (see its defaults)."""
        defaults = (await self.defaults(name)).settings
        if not isinstance(settings, Mapping):
            raise ValidationError(f"The settings of {name} must be a JSON object.")
        for key, value in settings.items():
            if key not in defaults:
                known = ", ".join(sorted(defaults)) or "none"
                raise ValidationError(f"{name} has no setting {key!r}; its settings are: {known}.")
            want = type(defaults[key])
            if not isinstance(value, want) or isinstance(value, bool) != isinstance(defaults[key], bool):
                kind = _KINDS.get(want, want.__name__)
                raise ValidationError(f"The setting {key} of {name} must be {kind}.")
            if isinstance(value, int) and not isinstance(value, bool) and value <= 0:
                raise ValidationError(f"The setting {key} of {name} must be above 0.")
        await self.list()
        async with self._db.transaction():
            tool = await self.store.update(name, settings={**defaults, **settings})
            await self._activity.log("builtin_tool.update", entity_type="builtin_tool", entity_id=name,
                                     details={"name": name, "settings": sorted(settings)})
        return tool
