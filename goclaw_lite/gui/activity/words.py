"""Activity rows as sentences in the window's language: "You ran the hook “block rm -rf”".

The app gives names and recorded values (`ActivityEntry.actor_name`, `.target`, `.fields`);
the sentence is built here, one translatable template per action, so no English made below
the window reaches a translated page. `SENTENCES` covers every action the app records (a test
holds it to `app.activity.ACTION_PHRASES`); an action from a newer version still reads as a
sentence with its raw name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goclaw_lite.app.activity import ActivityEntry
from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.qt import QCoreApplication
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP

CONTEXT = "ActivityWords"
translate = QCoreApplication.translate

SENTENCES = {
    "agent.add": QT_TRANSLATE_NOOP("ActivityWords", "{who} created the agent “{name}”"),
    "agent.update": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the agent “{name}”"),
    "agent.remove": QT_TRANSLATE_NOOP("ActivityWords", "{who} deleted the agent “{name}”"),
    "agent.set_default": QT_TRANSLATE_NOOP("ActivityWords", "{who} made “{name}” the default agent"),
    "agent.tool_call": QT_TRANSLATE_NOOP("ActivityWords", "{who} used the tool {tool} in the chat “{name}”"),
    "agent_file.set": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the file {file} of “{name}”"),
    "agent_file.remove": QT_TRANSLATE_NOOP("ActivityWords", "{who} removed the file {file} of “{name}”"),
    "agent_link.add": QT_TRANSLATE_NOOP("ActivityWords", "{who} linked the agents “{source}” and “{target}”"),
    "agent_link.remove": QT_TRANSLATE_NOOP("ActivityWords", "{who} unlinked the agents “{source}” and “{target}”"),
    "builtin_tool.update": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the built-in tool {name}"),
    "workspace.undo": QT_TRANSLATE_NOOP("ActivityWords", "{who} undid a change to {path} in the workspace of “{name}”"),
    "conversation.create": QT_TRANSLATE_NOOP("ActivityWords", "{who} started the chat “{name}”"),
    "conversation.rename": QT_TRANSLATE_NOOP("ActivityWords", "{who} renamed the chat “{name}”"),
    "conversation.close": QT_TRANSLATE_NOOP("ActivityWords", "{who} closed the chat “{name}”"),
    "conversation.delete": QT_TRANSLATE_NOOP("ActivityWords", "{who} deleted a chat"),
    "conversation.cleanup": QT_TRANSLATE_NOOP("ActivityWords", "{who} cleared out old closed chats"),
    "evolution.suggestion_approved": QT_TRANSLATE_NOOP("ActivityWords", "{who} approved a suggestion for “{name}”"),
    "evolution.suggestion_rejected": QT_TRANSLATE_NOOP("ActivityWords", "{who} rejected a suggestion for “{name}”"),
    "evolution.suggestion_applied": QT_TRANSLATE_NOOP("ActivityWords", "{who} applied a suggestion to “{name}”"),
    "hook.add": QT_TRANSLATE_NOOP("ActivityWords", "{who} added the hook “{name}”"),
    "hook.update": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the hook “{name}”"),
    "hook.remove": QT_TRANSLATE_NOOP("ActivityWords", "{who} deleted the hook “{name}”"),
    "hook.run": QT_TRANSLATE_NOOP("ActivityWords", "{who} ran the hook “{name}”"),
    "job.created": QT_TRANSLATE_NOOP("ActivityWords", "{who} created the scheduled job “{name}”"),
    "job.updated": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the scheduled job “{name}”"),
    "job.enabled": QT_TRANSLATE_NOOP("ActivityWords", "{who} switched on the scheduled job “{name}”"),
    "job.disabled": QT_TRANSLATE_NOOP("ActivityWords", "{who} switched off the scheduled job “{name}”"),
    "job.deleted": QT_TRANSLATE_NOOP("ActivityWords", "{who} deleted the scheduled job “{name}”"),
    "job.run": QT_TRANSLATE_NOOP("ActivityWords", "{who} ran the scheduled job “{name}”"),
    "key.backup": QT_TRANSLATE_NOOP("ActivityWords", "{who} backed up the encryption key to a file"),
    "key.init": QT_TRANSLATE_NOOP("ActivityWords", "{who} created the encryption key"),
    "key.rotate": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the encryption key"),
    "kg.ingest": QT_TRANSLATE_NOOP("ActivityWords", "{who} added to the knowledge graph of “{name}”"),
    "kg.merge": QT_TRANSLATE_NOOP("ActivityWords", "{who} merged a duplicate into the entity “{name}”"),
    "kg.merge.undo": QT_TRANSLATE_NOOP("ActivityWords", "{who} undid a merge into the entity “{name}”"),
    "kg.prune": QT_TRANSLATE_NOOP("ActivityWords", "{who} pruned the knowledge graph of “{name}”"),
    "kg.entity.edit": QT_TRANSLATE_NOOP("ActivityWords", "{who} edited the entity “{name}”"),
    "kg.entity.edit.undo": QT_TRANSLATE_NOOP("ActivityWords", "{who} undid an edit of the entity “{name}”"),
    "kg.entity.delete": QT_TRANSLATE_NOOP("ActivityWords", "{who} deleted the entity “{name}”"),
    "kg.entity.restore": QT_TRANSLATE_NOOP("ActivityWords", "{who} restored the entity “{name}”"),
    "kg.candidate.dismiss": QT_TRANSLATE_NOOP("ActivityWords", "{who} dismissed a possible duplicate"),
    "mcp.server_added": QT_TRANSLATE_NOOP("ActivityWords", "{who} added the MCP server “{name}”"),
    "mcp.server_changed": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the MCP server “{name}”"),
    "mcp.server_removed": QT_TRANSLATE_NOOP("ActivityWords", "{who} removed the MCP server “{name}”"),
    "mcp.granted": QT_TRANSLATE_NOOP("ActivityWords", "{who} let “{agent}” use the MCP server “{name}”"),
    "mcp.revoked": QT_TRANSLATE_NOOP("ActivityWords", "{who} stopped “{agent}” using the MCP server “{name}”"),
    "mcp.tool_call": QT_TRANSLATE_NOOP("ActivityWords", "{who} called {tool} on the MCP server “{name}”"),
    "memory.consolidate": QT_TRANSLATE_NOOP("ActivityWords", "{who} remembered the chat “{name}”"),
    "promotion.run": QT_TRANSLATE_NOOP("ActivityWords", "{who} copied the data to PostgreSQL"),
    "provider.add": QT_TRANSLATE_NOOP("ActivityWords", "{who} added the model server “{name}”"),
    "provider.update": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the model server “{name}”"),
    "provider.remove": QT_TRANSLATE_NOOP("ActivityWords", "{who} removed the model server “{name}”"),
    "secure_cli.create": QT_TRANSLATE_NOOP("ActivityWords", "{who} registered the tool “{name}”"),
    "secure_cli.update": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the tool “{name}”"),
    "secure_cli.delete": QT_TRANSLATE_NOOP("ActivityWords", "{who} removed the tool “{name}”"),
    "secure_cli.grant": QT_TRANSLATE_NOOP("ActivityWords", "{who} let “{agent}” use the tool “{name}”"),
    "secure_cli.revoke": QT_TRANSLATE_NOOP("ActivityWords", "{who} stopped “{agent}” using the tool “{name}”"),
    "secure_cli.reveal": QT_TRANSLATE_NOOP("ActivityWords", "{who} revealed a credential of the tool “{name}”"),
    "secure_cli.run": QT_TRANSLATE_NOOP("ActivityWords", "{who} ran the tool “{name}”"),
    "secure_cli.denied": QT_TRANSLATE_NOOP("ActivityWords", "{who} was refused a run of the tool “{name}”"),
    "settings.web_search": QT_TRANSLATE_NOOP("ActivityWords", "{who} changed the web search settings"),
    "skill.installed": QT_TRANSLATE_NOOP("ActivityWords", "{who} installed the skill “{name}”"),
    "skill.updated": QT_TRANSLATE_NOOP("ActivityWords", "{who} installed a new version of the skill “{name}”"),
    "skill.enabled": QT_TRANSLATE_NOOP("ActivityWords", "{who} switched on the skill “{name}”"),
    "skill.disabled": QT_TRANSLATE_NOOP("ActivityWords", "{who} switched off the skill “{name}”"),
    "skill.deleted": QT_TRANSLATE_NOOP("ActivityWords", "{who} deleted the skill “{name}”"),
    "skill.purged": QT_TRANSLATE_NOOP("ActivityWords", "{who} deleted the skill “{name}” and its files"),
    "skill.restored": QT_TRANSLATE_NOOP("ActivityWords", "{who} undid the deletion of the skill “{name}”"),
    "skill.granted": QT_TRANSLATE_NOOP("ActivityWords", "{who} let “{agent}” use the skill “{name}”"),
    "skill.revoked": QT_TRANSLATE_NOOP("ActivityWords", "{who} stopped “{agent}” using the skill “{name}”"),
    "vault.import": QT_TRANSLATE_NOOP("ActivityWords", "{who} imported notes into the vault"),
}
UNKNOWN = QT_TRANSLATE_NOOP("ActivityWords", "{who} did “{action}” on “{name}”")
UNKNOWN_NO_TARGET = QT_TRANSLATE_NOOP("ActivityWords", "{who} did “{action}”")

SYSTEM_WHO = {
    "hooks": QT_TRANSLATE_NOOP("ActivityWords", "Hooks"),
    "consolidation": QT_TRANSLATE_NOOP("ActivityWords", "Memory"),
    "maintenance": QT_TRANSLATE_NOOP("ActivityWords", "Maintenance"),
}

FIELD_LABELS = {
    "agent": QT_TRANSLATE_NOOP("ActivityWords", "Agent"),
    "agents": QT_TRANSLATE_NOOP("ActivityWords", "Agents"),
    "allow": QT_TRANSLATE_NOOP("ActivityWords", "Allowed tools"),
    "binary": QT_TRANSLATE_NOOP("ActivityWords", "Tool"),
    "changed": QT_TRANSLATE_NOOP("ActivityWords", "What changed"),
    "changes": QT_TRANSLATE_NOOP("ActivityWords", "Changes"),
    "copied_from": QT_TRANSLATE_NOOP("ActivityWords", "Copied from"),
    "decision": QT_TRANSLATE_NOOP("ActivityWords", "Decision"),
    "denied": QT_TRANSLATE_NOOP("ActivityWords", "Refused"),
    "duration_ms": QT_TRANSLATE_NOOP("ActivityWords", "Took"),
    "enabled": QT_TRANSLATE_NOOP("ActivityWords", "Switched on"),
    "error": QT_TRANSLATE_NOOP("ActivityWords", "Error"),
    "event": QT_TRANSLATE_NOOP("ActivityWords", "Event"),
    "exit_code": QT_TRANSLATE_NOOP("ActivityWords", "Exit code"),
    "fallback": QT_TRANSLATE_NOOP("ActivityWords", "Fallback"),
    "fields": QT_TRANSLATE_NOOP("ActivityWords", "What changed"),
    "file": QT_TRANSLATE_NOOP("ActivityWords", "File"),
    "files": QT_TRANSLATE_NOOP("ActivityWords", "Files"),
    "folder": QT_TRANSLATE_NOOP("ActivityWords", "Folder"),
    "hook": QT_TRANSLATE_NOOP("ActivityWords", "Hook"),
    "model": QT_TRANSLATE_NOOP("ActivityWords", "Model"),
    "name": QT_TRANSLATE_NOOP("ActivityWords", "Name"),
    "ok": QT_TRANSLATE_NOOP("ActivityWords", "Succeeded"),
    "path": QT_TRANSLATE_NOOP("ActivityWords", "Path"),
    "provider": QT_TRANSLATE_NOOP("ActivityWords", "Model server"),
    "reason": QT_TRANSLATE_NOOP("ActivityWords", "Why"),
    "server": QT_TRANSLATE_NOOP("ActivityWords", "MCP server"),
    "source": QT_TRANSLATE_NOOP("ActivityWords", "From"),
    "status": QT_TRANSLATE_NOOP("ActivityWords", "Outcome"),
    "subject": QT_TRANSLATE_NOOP("ActivityWords", "Subject"),
    "target": QT_TRANSLATE_NOOP("ActivityWords", "To"),
    "timed_out": QT_TRANSLATE_NOOP("ActivityWords", "Timed out"),
    "tool": QT_TRANSLATE_NOOP("ActivityWords", "Tool"),
    "variables": QT_TRANSLATE_NOOP("ActivityWords", "Variables"),
    "version": QT_TRANSLATE_NOOP("ActivityWords", "Version"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def who(entry: ActivityEntry) -> str:
    row = entry.activity
    if row.actor_type == "agent":
        return entry.actor_name or translate("ActivityWords", "A removed agent")
    if row.actor_type == "system":
        words = SYSTEM_WHO.get(entry.actor_name)
        return _tr(words) if words else translate("ActivityWords", "GoClaw Lite")
    return translate("ActivityWords", "You")


class _Blanks(dict[str, str]):
    """Format arguments where a value the row did not record reads as a dash, never a KeyError."""

    def __missing__(self, key: str) -> str:
        return "—"


def sentence(entry: ActivityEntry) -> str:
    """The row as one sentence, its failure said at the end."""
    args = _Blanks(who=who(entry), name=entry.target or "—", action=entry.activity.action)
    for key, value in entry.fields:
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            args.setdefault(key, str(value))
    if args.get("agent") == "":
        args["agent"] = translate("ActivityWords", "a removed agent")
    template = SENTENCES.get(entry.activity.action)
    text = _tr(template) if template else _tr(UNKNOWN if entry.target else UNKNOWN_NO_TARGET)
    text = text.format_map(args)
    return translate("ActivityWords", "{sentence} — failed").format(sentence=text) if entry.failed else text


def field_label(key: str) -> str:
    words = FIELD_LABELS.get(key)
    if words:
        return _tr(words)
    text = key.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def value_words(key: str, value: Any) -> str:
    """A recorded value in words: yes/no, numbers in the language's form, lists and maps spelled out."""
    if isinstance(value, bool):
        return translate("ActivityWords", "yes") if value else translate("ActivityWords", "no")
    if value is None or value == "":
        return "—"
    if key == "duration_ms" and isinstance(value, int | float):
        return translate("ActivityWords", "{ms} ms").format(ms=format_number(value))
    if isinstance(value, int | float):
        return format_number(value)
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping):
        parts = [f"{field_label(str(k))}: {value_words(str(k), v)}" for k, v in value.items()]
        return "; ".join(parts) if parts else translate("ActivityWords", "(none)")
    if isinstance(value, list | tuple):
        return ", ".join(value_words(key, v) for v in value) if value else translate("ActivityWords", "(none)")
    return str(value)


def field_rows(entry: ActivityEntry) -> list[tuple[str, str]]:
    """(label, value) per recorded detail, for the details pane."""
    gone = translate("ActivityWords", "a removed agent")
    rows = [(field_label(key), gone if key == "agent" and value == "" else value_words(key, value))
            for key, value in entry.fields]
    if entry.activity.actor_type == "agent" and entry.activity.actor_id and not entry.actor_name:
        rows.append((translate("ActivityWords", "Agent"), gone))
    return rows
