"""The `builtin_tools` table's rows: which built-in tools exist, switched on or off, with settings."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class BuiltinTool:
    """A `builtin_tools` row (GoClaw's shape): a built-in tool's global switch and settings."""

    name: str
    display_name: str
    description: str = ""
    category: str = "general"
    enabled: bool = True
    settings: dict[str, object] = field(default_factory=dict)
    requires: tuple[str, ...] = ()
    metadata: dict[str, object] = field(default_factory=dict)
    created_at: str = ""
    updated_at: str = ""
