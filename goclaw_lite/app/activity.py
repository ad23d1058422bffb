"""The audit trail as people read it: who did what to which thing, with names instead of ids.

Both faces (Activity page, `goclaw-lite activity list`) read through `ActivityService`, so
"secure_cli.run on secure_cli_binary 01a2…" becomes "ran a tool · kubectl" the same way in
both. Names are looked up per page (one query per kind of thing on it); a thing deleted since
is shown by the name its row's details kept, else by a short id.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from goclaw_lite.store import Stores
from goclaw_lite.store.records.activity import (
    DEFAULT_LIMIT,
    MAX_LIMIT,
    Activity,
    ActivityFilter,
    ActivityStore,
    normalize_time,
)

__all__ = [
    "DEFAULT_LIMIT", "MAX_LIMIT", "Activity", "ActivityChoices", "ActivityEntry", "ActivityFilter", "ActivityListing",
    "ActivityService", "action_phrase", "kind_label", "normalize_time", "row_failed",
]

ACTION_PHRASES = {
    "agent.add": "created an agent",
    "agent.update": "changed an agent",
    "agent.remove": "deleted an agent",
    "agent.set_default": "made an agent the default",
    "agent.tool_call": "called a tool",
    "agent_file.set": "changed an agent file",
    "agent_file.remove": "removed an agent file",
    "agent_link.add": "linked two agents",
    "builtin_tool.update": "changed a built-in tool",
    "workspace.undo": "undid a file change",
    "agent_link.remove": "unlinked two agents",
    "conversation.create": "started a chat",
    "conversation.close": "closed a chat",
    "conversation.delete": "deleted a chat",
    "conversation.cleanup": "cleared out closed chats",
    "hook.add": "added a hook",
    "hook.update": "changed a hook",
    "hook.remove": "deleted a hook",
    "hook.run": "ran a hook",
    "key.backup": "backed up the encryption key to a file",
    "key.init": "created the encryption key",
    "key.rotate": "changed the encryption key",
    "kg.ingest": "added to the knowledge graph",
    "kg.merge": "merged two entities",
    "kg.prune": "pruned the knowledge graph",
    "mcp.server_added": "added an MCP server",
    "mcp.server_changed": "changed an MCP server",
    "mcp.server_removed": "removed an MCP server",
    "mcp.granted": "let an agent use an MCP server",
    "mcp.revoked": "stopped an agent using an MCP server",
    "mcp.tool_call": "called an MCP tool",
    "memory.consolidate": "remembered a chat",
    "promotion.run": "copied the data to PostgreSQL",
    "provider.add": "added a model server",
    "provider.update": "changed a model server",
    "provider.remove": "removed a model server",
    "secure_cli.create": "registered a tool",
    "secure_cli.update": "changed a tool",
    "secure_cli.delete": "removed a tool",
    "secure_cli.grant": "let an agent use a tool",
    "secure_cli.revoke": "stopped an agent using a tool",
    "secure_cli.reveal": "revealed a tool's credential",
    "secure_cli.run": "ran a tool",
    "secure_cli.denied": "was refused a tool run",
    "skill.installed": "installed a skill",
    "skill.updated": "installed a new version of a skill",
    "skill.enabled": "switched a skill on",
    "skill.disabled": "switched a skill off",
    "skill.deleted": "deleted a skill",
    "skill.purged": "deleted a skill and its files",
    "skill.restored": "undid a skill's deletion",
    "skill.granted": "let an agent use a skill",
    "skill.revoked": "stopped an agent using a skill",
    "vault.import": "imported notes into the vault",
    "conversation.rename": "renamed a chat",
    "evolution.suggestion_approved": "approved a suggestion",
    "evolution.suggestion_rejected": "rejected a suggestion",
    "evolution.suggestion_applied": "applied a suggestion",
    "job.created": "created a scheduled job",
    "job.updated": "changed a scheduled job",
    "job.enabled": "switched a scheduled job on",
    "job.disabled": "switched a scheduled job off",
    "job.deleted": "deleted a scheduled job",
    "job.run": "ran a scheduled job",
    "kg.entity.edit": "edited an entity",
    "kg.entity.edit.undo": "undid an entity edit",
    "kg.entity.delete": "deleted an entity",
    "kg.entity.restore": "restored an entity",
    "kg.merge.undo": "undid a merge",
    "kg.candidate.dismiss": "dismissed a possible duplicate",
    "settings.web_search": "changed the web search settings",
}
"""Every action the app records (a test holds it equal to what the code logs); the window has its own sentences."""

KIND_LABELS = {
    "agent": "Agent",
    "agent_link": "Agent link",
    "builtin_tool": "Built-in tool",
    "cron_job": "Scheduled job",
    "settings": "Settings",
    "conversation": "Chat",
    "encryption_key": "Encryption key",
    "hook": "Hook",
    "install": "Installation",
    "kg_dedup_candidate": "Possible duplicate",
    "kg_entity": "Knowledge graph entity",
    "llm_provider": "Model server",
    "mcp_server": "MCP server",
    "secure_cli_binary": "Tool",
    "skill": "Skill",
    "vault": "Vault",
}

ACTOR_LABELS = {"user": "You", "system": "GoClaw Lite", "agent": "An agent"}
SYSTEM_ACTORS = {"hooks": "Hooks", "consolidation": "Memory", "maintenance": "Maintenance"}

# Keys whose value, when the row has one, names the thing (it outlives the thing itself).
_NAME_KEYS = ("binary", "name", "agent_key", "key", "provider", "server", "title", "hook", "display_name", "path",
              "slug")

# Detail keys that record another thing by its key: shown under a label, by that thing's name
# while it exists (the key itself only once the thing is gone). The kinds limit where a common
# word ("key", "source") means an agent.
_KEYED_DETAILS: dict[str, tuple[str, str, frozenset[str] | None]] = {
    "key": ("agent", "Agent", frozenset({"agent"})),
    "agent_key": ("agent", "Agent", None),
    "agent": ("agent", "Agent", None),
    "copied_from": ("agent", "Copied from", None),
    "source": ("agent", "From agent", frozenset({"agent_link"})),
    "target": ("agent", "To agent", frozenset({"agent_link"})),
    "provider": ("llm_provider", "Model server", None),
    "server": ("mcp_server", "MCP server", None),
}


def action_phrase(action: str) -> str:
    """"ran a tool" for `secure_cli.run`; an unknown action in words ("kg.rebuild" -> "kg rebuild")."""
    return ACTION_PHRASES.get(action) or action.replace("_", " ").replace(".", " ")


def kind_label(entity_type: str) -> str:
    return KIND_LABELS.get(entity_type) or entity_type.replace("_", " ").capitalize()


def short_id(value: str) -> str:
    return value if len(value) <= 10 else f"{value[:8]}…"


def key_label(key: str) -> str:
    text = key.replace("_", " ").strip()
    text = text.replace(" ms", " (ms)") if text.endswith(" ms") else text
    return text[:1].upper() + text[1:]


def value_text(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "—"
    if isinstance(value, str):
        return value
    if isinstance(value, list | tuple) and all(isinstance(v, str | int | float) for v in value):
        return " ".join(str(v) for v in value) if value else "(none)"
    if isinstance(value, int | float):
        return f"{value:,}" if isinstance(value, int) and abs(value) >= 10_000 else str(value)
    if isinstance(value, Mapping):  # in words too: "Temperature: 0.2; Max tokens: 800"
        return "; ".join(f"{key_label(str(k))}: {value_text(v)}" for k, v in value.items()) or "(none)"
    if isinstance(value, list | tuple):
        return ", ".join(value_text(v) for v in value)
    return str(value)


@dataclass(frozen=True)
class ActivityEntry:
    """One row: the raw `activity` behind it, its English words (the CLI's) and the names and
    values the window builds its own, translated sentence from."""

    activity: Activity
    actor: str
    phrase: str
    kind: str
    target: str
    details: tuple[tuple[str, str], ...]
    actor_name: str = ""
    """The agent's name for an agent ("" once it is gone), the system part's id ("hooks") for the system."""
    fields: tuple[tuple[str, Any], ...] = ()
    """The details as recorded, ids of other things replaced by their names; raw ids left out."""

    @property
    def failed(self) -> bool:
        """Did what the row records go wrong (a failed call or run, a refusal)?"""
        return row_failed(self.activity)

    @property
    def summary(self) -> str:
        """The details on one line (the table's last column)."""
        return ", ".join(f"{k}: {v}" for k, v in self.details)

    def raw_json(self) -> str:
        row = self.activity
        return json.dumps(
            {"id": row.id, "time": row.created_at, "actor_type": row.actor_type, "actor_id": row.actor_id,
             "action": row.action, "entity_type": row.entity_type, "entity_id": row.entity_id, "details": row.details},
            indent=2, ensure_ascii=False,
        )


@dataclass(frozen=True)
class ActivityListing:
    entries: tuple[ActivityEntry, ...]
    total: int
    offset: int


@dataclass(frozen=True)
class ActivityChoices:
    """What the filters can offer: (value, label) pairs, labels sorted."""

    actions: tuple[tuple[str, str], ...]
    actor_types: tuple[tuple[str, str], ...]
    kinds: tuple[tuple[str, str], ...]


class ActivityService:
    def __init__(self, stores: Stores) -> None:
        self._store = ActivityStore(stores.db, stores.identity)

    async def count(self, flt: ActivityFilter) -> int:
        return await self._store.count(flt)

    async def listing(self, flt: ActivityFilter, *, limit: int, offset: int = 0) -> ActivityListing:
        """One page, newest first, with names looked up; past the end shows the last page."""
        total = await self._store.count(flt)
        if offset >= total > 0:
            offset = ((total - 1) // limit) * limit
        rows = await self._store.list(flt, limit=limit, offset=offset)
        return ActivityListing(tuple(await self.describe(rows)), total, offset)

    async def page(self, flt: ActivityFilter, *, limit: int, offset: int = 0) -> list[ActivityEntry]:
        """Exactly the rows asked for (no moving to the last page: the CLI pages by offset)."""
        return await self.describe(await self._store.list(flt, limit=limit, offset=offset))

    async def choices(self) -> ActivityChoices:
        actions = await self._store.distinct("action")
        actors = await self._store.distinct("actor_type")
        kinds = await self._store.distinct("entity_type")

        def pairs(values: Sequence[str], label: Any) -> tuple[tuple[str, str], ...]:
            return tuple(sorted(((v, str(label(v))) for v in values), key=lambda p: p[1].casefold()))

        return ActivityChoices(
            pairs(actions, lambda a: action_phrase(a)[:1].upper() + action_phrase(a)[1:]),
            pairs(actors, lambda a: ACTOR_LABELS.get(a, a.capitalize()).replace("You", "You (the user)")),
            pairs(kinds, kind_label),
        )

    async def describe(self, rows: Sequence[Activity]) -> list[ActivityEntry]:
        wanted: dict[str, set[str]] = {}
        wanted_keys: dict[str, set[str]] = {}
        for row in rows:
            if row.entity_type and row.entity_id:
                wanted.setdefault(row.entity_type, set()).add(row.entity_id)
            if row.actor_type == "agent" and row.actor_id:
                wanted.setdefault("agent", set()).add(row.actor_id)
            agent_id = row.details.get("agent_id") if isinstance(row.details, dict) else None
            if isinstance(agent_id, str) and agent_id:
                wanted.setdefault("agent", set()).add(agent_id)
            for _detail, key, kind in _keyed(row):
                wanted_keys.setdefault(kind, set()).add(key)
        names: dict[str, dict[str, str]] = {}
        for kind, ids in wanted.items():
            names[kind] = await self._store.names(kind, sorted(ids))
        by_key: dict[str, dict[str, str]] = {}
        for kind, keys in wanted_keys.items():
            by_key[kind] = await self._store.names_by_key(kind, sorted(keys))
        return [_entry(row, names, by_key) for row in rows]


def row_failed(row: Activity) -> bool:
    details = row.details
    exit_code = details.get("exit_code")
    return (details.get("ok") is False or bool(details.get("error")) or details.get("status") == "error"
            or details.get("timed_out") is True or details.get("denied") is True or row.action.endswith(".denied")
            or (isinstance(exit_code, int) and not isinstance(exit_code, bool) and exit_code != 0))


def _keyed(row: Activity) -> list[tuple[str, str, str]]:
    """(detail, key, kind) of each detail of `row` that names another thing by its key."""
    found = []
    for detail, (kind, _label, kinds) in _KEYED_DETAILS.items():
        value = row.details.get(detail)
        if isinstance(value, str) and value and (kinds is None or row.entity_type in kinds):
            found.append((detail, value, kind))
    return found


def _entry(row: Activity, names: dict[str, dict[str, str]], by_key: dict[str, dict[str, str]]) -> ActivityEntry:
    agents = names.get("agent", {})
    if row.actor_type == "agent":
        actor = agents.get(row.actor_id, "A removed agent")
    elif row.actor_type == "system":
        actor = SYSTEM_ACTORS.get(row.actor_id, "GoClaw Lite")
    else:
        actor = ACTOR_LABELS.get(row.actor_type, row.actor_type.capitalize() or "Someone")
    keyed = {detail: by_key.get(kind, {}).get(key, key) for detail, key, kind in _keyed(row)}
    target = ""
    if row.entity_type:
        found = names.get(row.entity_type, {}).get(row.entity_id) if row.entity_id else None
        kept = next((keyed.get(k) or row.details[k] for k in _NAME_KEYS
                     if isinstance(row.details.get(k), str) and row.details[k]), None)
        target = found or kept or (short_id(row.entity_id) if row.entity_id else "")
    details: list[tuple[str, str]] = []
    fields: list[tuple[str, Any]] = []
    for key, value in row.details.items():
        if key in ("agent_id",) and isinstance(value, str):
            details.append(("Agent", agents.get(value, "a removed agent")))
            fields.append(("agent", agents.get(value, "")))
        elif key in keyed:
            if keyed[key] != target:  # the heading names it already
                details.append((_KEYED_DETAILS[key][1], keyed[key]))
                fields.append((key, keyed[key]))
        elif key.endswith("_id") and isinstance(value, str):
            continue  # raw ids are in the JSON view
        else:
            details.append((key_label(key), value_text(value)))
            fields.append((key, value))
    actor_name = agents.get(row.actor_id, "") if row.actor_type == "agent" else row.actor_id
    return ActivityEntry(row, actor, action_phrase(row.action), kind_label(row.entity_type) if row.entity_type else "",
                         target, tuple(details), actor_name, tuple(fields))

