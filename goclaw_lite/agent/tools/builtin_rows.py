"""The `builtin_tools` rows a registry stands for, and the switch they put on it before a run.

Every tool of the registry has a row (seeded once per process and store, missing names
only): a tool added later (the web tools) appears in Settings and the Tools tab by itself.
A row switched off there takes the tool from every agent (`ToolRegistry.disabled`).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from goclaw_lite.agent.tools.registry import ToolRegistry
from goclaw_lite.errors import UserError
from goclaw_lite.model.builtin_tools import BuiltinTool
from goclaw_lite.store.definitions.builtin_tools import BuiltinToolStore

__all__ = ["BuiltinSwitches", "row_for", "rows_for"]

log = logging.getLogger(__name__)


def row_for(tool: Any) -> BuiltinTool:
    """A tool's row as the code describes it (`display_name`, `category`, `default_settings` optional)."""
    name = str(tool.name)
    return BuiltinTool(
        name=name,
        display_name=str(getattr(tool, "display_name", "") or name.replace("_", " ").capitalize()),
        description=str(getattr(tool, "description", "") or ""),
        category=str(getattr(tool, "category", "") or "general"),
        enabled=True,
        settings=dict(getattr(tool, "default_settings", None) or {}),
        requires=tuple(getattr(tool, "requires", ()) or ()),
    )


def rows_for(tools: Iterable[Any]) -> list[BuiltinTool]:
    return [row_for(t) for t in tools]


class BuiltinSwitches:
    """Seeds the rows of a registry's tools once, then reads which are off before each run."""

    def __init__(self, store: BuiltinToolStore, extra: Iterable[Any] = ()) -> None:
        self._store = store
        self._extra = list(extra)
        self._seeded = False

    async def apply(self, registry: ToolRegistry) -> None:
        """Set `registry.disabled` from the rows (unchanged when they cannot be read)."""
        if not self._seeded:
            tools = [registry.get(n) for n in registry.names()]
            try:
                await self._store.seed(rows_for([t for t in tools if t is not None] + self._extra))
                self._seeded = True
            except UserError as exc:  # a read-only store: the rows already there still count
                log.warning("built-in tool rows not seeded: %s", type(exc).__name__)
        try:
            registry.disabled = frozenset(t.name for t in await self._store.list() if not t.enabled)
        except UserError as exc:
            log.warning("built-in tool switches not read: %s", type(exc).__name__)
