"""What the Activity filters offer, in the window's language: actions, kinds of thing, who.

Marked for translation here (context `ActivityWords`, shared with the sentences); a value a
newer version recorded and this one does not know is offered by its raw name."""

from __future__ import annotations

from collections.abc import Callable

from goclaw_lite.gui.qt import QCoreApplication
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP

ACTION_NAMES = {
    "agent.add": QT_TRANSLATE_NOOP("ActivityWords", "Created an agent"),
    "agent.remove": QT_TRANSLATE_NOOP("ActivityWords", "Deleted an agent"),
    "agent.set_default": QT_TRANSLATE_NOOP("ActivityWords", "Made an agent the default"),
    "agent.tool_call": QT_TRANSLATE_NOOP("ActivityWords", "Called a tool"),
    "agent.update": QT_TRANSLATE_NOOP("ActivityWords", "Changed an agent"),
    "agent_file.remove": QT_TRANSLATE_NOOP("ActivityWords", "Removed an agent file"),
    "agent_file.set": QT_TRANSLATE_NOOP("ActivityWords", "Changed an agent file"),
    "agent_link.add": QT_TRANSLATE_NOOP("ActivityWords", "Linked two agents"),
    "agent_link.remove": QT_TRANSLATE_NOOP("ActivityWords", "Unlinked two agents"),
    "builtin_tool.update": QT_TRANSLATE_NOOP("ActivityWords", "Changed a built-in tool"),
    "conversation.cleanup": QT_TRANSLATE_NOOP("ActivityWords", "Cleared out closed chats"),
    "conversation.close": QT_TRANSLATE_NOOP("ActivityWords", "Closed a chat"),
    "conversation.create": QT_TRANSLATE_NOOP("ActivityWords", "Started a chat"),
    "conversation.delete": QT_TRANSLATE_NOOP("ActivityWords", "Deleted a chat"),
    "conversation.rename": QT_TRANSLATE_NOOP("ActivityWords", "Renamed a chat"),
    "evolution.suggestion_applied": QT_TRANSLATE_NOOP("ActivityWords", "Applied a suggestion"),
    "evolution.suggestion_approved": QT_TRANSLATE_NOOP("ActivityWords", "Approved a suggestion"),
    "evolution.suggestion_rejected": QT_TRANSLATE_NOOP("ActivityWords", "Rejected a suggestion"),
    "hook.add": QT_TRANSLATE_NOOP("ActivityWords", "Added a hook"),
    "hook.remove": QT_TRANSLATE_NOOP("ActivityWords", "Deleted a hook"),
    "hook.run": QT_TRANSLATE_NOOP("ActivityWords", "Ran a hook"),
    "hook.update": QT_TRANSLATE_NOOP("ActivityWords", "Changed a hook"),
    "job.created": QT_TRANSLATE_NOOP("ActivityWords", "Created a scheduled job"),
    "job.deleted": QT_TRANSLATE_NOOP("ActivityWords", "Deleted a scheduled job"),
    "job.disabled": QT_TRANSLATE_NOOP("ActivityWords", "Switched a scheduled job off"),
    "job.enabled": QT_TRANSLATE_NOOP("ActivityWords", "Switched a scheduled job on"),
    "job.run": QT_TRANSLATE_NOOP("ActivityWords", "Ran a scheduled job"),
    "job.updated": QT_TRANSLATE_NOOP("ActivityWords", "Changed a scheduled job"),
    "key.backup": QT_TRANSLATE_NOOP("ActivityWords", "Backed up the encryption key"),
    "key.init": QT_TRANSLATE_NOOP("ActivityWords", "Created the encryption key"),
    "key.rotate": QT_TRANSLATE_NOOP("ActivityWords", "Changed the encryption key"),
    "kg.candidate.dismiss": QT_TRANSLATE_NOOP("ActivityWords", "Dismissed a possible duplicate"),
    "kg.entity.delete": QT_TRANSLATE_NOOP("ActivityWords", "Deleted an entity"),
    "kg.entity.edit": QT_TRANSLATE_NOOP("ActivityWords", "Edited an entity"),
    "kg.entity.edit.undo": QT_TRANSLATE_NOOP("ActivityWords", "Undid an entity edit"),
    "kg.entity.restore": QT_TRANSLATE_NOOP("ActivityWords", "Restored an entity"),
    "kg.ingest": QT_TRANSLATE_NOOP("ActivityWords", "Added to the knowledge graph"),
    "kg.merge": QT_TRANSLATE_NOOP("ActivityWords", "Merged two entities"),
    "kg.merge.undo": QT_TRANSLATE_NOOP("ActivityWords", "Undid a merge"),
    "kg.prune": QT_TRANSLATE_NOOP("ActivityWords", "Pruned the knowledge graph"),
    "mcp.granted": QT_TRANSLATE_NOOP("ActivityWords", "Let an agent use an MCP server"),
    "mcp.revoked": QT_TRANSLATE_NOOP("ActivityWords", "Stopped an agent using an MCP server"),
    "mcp.server_added": QT_TRANSLATE_NOOP("ActivityWords", "Added an MCP server"),
    "mcp.server_changed": QT_TRANSLATE_NOOP("ActivityWords", "Changed an MCP server"),
    "mcp.server_removed": QT_TRANSLATE_NOOP("ActivityWords", "Removed an MCP server"),
    "mcp.tool_call": QT_TRANSLATE_NOOP("ActivityWords", "Called an MCP tool"),
    "memory.consolidate": QT_TRANSLATE_NOOP("ActivityWords", "Remembered a chat"),
    "promotion.run": QT_TRANSLATE_NOOP("ActivityWords", "Copied the data to PostgreSQL"),
    "provider.add": QT_TRANSLATE_NOOP("ActivityWords", "Added a model server"),
    "provider.remove": QT_TRANSLATE_NOOP("ActivityWords", "Removed a model server"),
    "provider.update": QT_TRANSLATE_NOOP("ActivityWords", "Changed a model server"),
    "secure_cli.create": QT_TRANSLATE_NOOP("ActivityWords", "Registered a tool"),
    "secure_cli.delete": QT_TRANSLATE_NOOP("ActivityWords", "Removed a tool"),
    "secure_cli.denied": QT_TRANSLATE_NOOP("ActivityWords", "Was refused a tool run"),
    "secure_cli.grant": QT_TRANSLATE_NOOP("ActivityWords", "Let an agent use a tool"),
    "secure_cli.reveal": QT_TRANSLATE_NOOP("ActivityWords", "Revealed a tool's credential"),
    "secure_cli.revoke": QT_TRANSLATE_NOOP("ActivityWords", "Stopped an agent using a tool"),
    "secure_cli.run": QT_TRANSLATE_NOOP("ActivityWords", "Ran a tool"),
    "secure_cli.update": QT_TRANSLATE_NOOP("ActivityWords", "Changed a tool"),
    "settings.web_search": QT_TRANSLATE_NOOP("ActivityWords", "Changed the web search settings"),
    "skill.deleted": QT_TRANSLATE_NOOP("ActivityWords", "Deleted a skill"),
    "skill.disabled": QT_TRANSLATE_NOOP("ActivityWords", "Switched a skill off"),
    "skill.enabled": QT_TRANSLATE_NOOP("ActivityWords", "Switched a skill on"),
    "skill.granted": QT_TRANSLATE_NOOP("ActivityWords", "Let an agent use a skill"),
    "skill.installed": QT_TRANSLATE_NOOP("ActivityWords", "Installed a skill"),
    "skill.purged": QT_TRANSLATE_NOOP("ActivityWords", "Deleted a skill and its files"),
    "skill.restored": QT_TRANSLATE_NOOP("ActivityWords", "Undid a skill's deletion"),
    "skill.revoked": QT_TRANSLATE_NOOP("ActivityWords", "Stopped an agent using a skill"),
    "skill.updated": QT_TRANSLATE_NOOP("ActivityWords", "Installed a new version of a skill"),
    "vault.import": QT_TRANSLATE_NOOP("ActivityWords", "Imported notes into the vault"),
    "workspace.undo": QT_TRANSLATE_NOOP("ActivityWords", "Undid a file change"),
}

KIND_NAMES = {
    "agent": QT_TRANSLATE_NOOP("ActivityWords", "Agent"),
    "agent_link": QT_TRANSLATE_NOOP("ActivityWords", "Agent link"),
    "builtin_tool": QT_TRANSLATE_NOOP("ActivityWords", "Built-in tool"),
    "cron_job": QT_TRANSLATE_NOOP("ActivityWords", "Scheduled job"),
    "settings": QT_TRANSLATE_NOOP("ActivityWords", "Settings"),
    "conversation": QT_TRANSLATE_NOOP("ActivityWords", "Chat"),
    "encryption_key": QT_TRANSLATE_NOOP("ActivityWords", "Encryption key"),
    "hook": QT_TRANSLATE_NOOP("ActivityWords", "Hook"),
    "install": QT_TRANSLATE_NOOP("ActivityWords", "Installation"),
    "kg_dedup_candidate": QT_TRANSLATE_NOOP("ActivityWords", "Possible duplicate"),
    "kg_entity": QT_TRANSLATE_NOOP("ActivityWords", "Knowledge graph entity"),
    "llm_provider": QT_TRANSLATE_NOOP("ActivityWords", "Model server"),
    "mcp_server": QT_TRANSLATE_NOOP("ActivityWords", "MCP server"),
    "secure_cli_binary": QT_TRANSLATE_NOOP("ActivityWords", "Tool"),
    "skill": QT_TRANSLATE_NOOP("ActivityWords", "Skill"),
    "vault": QT_TRANSLATE_NOOP("ActivityWords", "Vault"),
}

ACTOR_NAMES = {
    "user": QT_TRANSLATE_NOOP("ActivityWords", "You (the user)"),
    "system": QT_TRANSLATE_NOOP("ActivityWords", "GoClaw Lite"),
    "agent": QT_TRANSLATE_NOOP("ActivityWords", "An agent"),
}


def _named(names: dict[str, str], value: str) -> str:
    words = names.get(value)
    return QCoreApplication.translate("ActivityWords", words) if words else value


def action_name(action: str) -> str:
    return _named(ACTION_NAMES, action)


def kind_name(kind: str) -> str:
    return _named(KIND_NAMES, kind)


def actor_name(actor_type: str) -> str:
    return _named(ACTOR_NAMES, actor_type)


def translated(choices: tuple[tuple[str, str], ...], name: Callable[[str], str]) -> tuple[tuple[str, str], ...]:
    """(value, label) pairs relabelled in the window's language and sorted by the new label."""
    return tuple(sorted(((v, str(name(v))) for v, _ in choices), key=lambda pair: pair[1].casefold()))
