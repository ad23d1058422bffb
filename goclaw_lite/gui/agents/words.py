"""The Agents page's sentences made from the app layer's facts: a model's details, where a tool
comes from, and what deleting an agent takes with it. The app layer hands over numbers and
names; the words, their plurals and the number formats are the window's language."""

from __future__ import annotations

from goclaw_lite.app.providers import ModelInfo
from goclaw_lite.gui.i18n.dates import format_number, format_size
from goclaw_lite.gui.qt import QObject
from goclaw_lite.model.agents import AgentDependents

BUILT_IN_SOURCE = "Built-in"
"""`ToolChoice.source` of a built-in tool; an MCP tool's is "MCP: <server>"."""
MCP_PREFIX = "MCP: "


class AgentWords(QObject):
    def model_details(self, info: ModelInfo) -> str:
        """'4.7 GB · 8.0B · 128K context', or '' when the server said nothing."""
        parts = []
        if info.size_bytes:
            parts.append(format_size(info.size_bytes))
        if info.parameters:
            parts.append(info.parameters)
        if info.context_length:
            parts.append(self.tr("{tokens} context").format(tokens=self.tokens(info.context_length)))
        return " · ".join(parts)

    def tokens(self, count: int) -> str:
        """A context size as people write it: '128K' for a whole number of 1024s, else the grouped number."""
        if count >= 1024 and count % 1024 == 0:
            return self.tr("{thousands}K").format(thousands=format_number(count // 1024))
        return format_number(count)

    def tool_source(self, source: str) -> str:
        if source == BUILT_IN_SOURCE:
            return self.tr("Built-in")
        if source.startswith(MCP_PREFIX):
            return self.tr("MCP: {server}").format(server=source.removeprefix(MCP_PREFIX))
        return source

    def removal_lines(self, d: AgentDependents) -> list[str]:
        """What deleting the agent takes with it, one line each; empty when nothing else goes."""
        lines = [text for count, text in (
            (d.kg_entities, self.tr("%Ln knowledge-graph entity(-ies) are deleted", "", d.kg_entities)),
            (d.kg_relations, self.tr("%Ln knowledge-graph relation(s) are deleted", "", d.kg_relations)),
            (d.memories, self.tr("%Ln remembered conversation(s) are deleted", "", d.memories)),
            (d.vault_notes, self.tr("%Ln note(s) in its personal vault are deleted", "", d.vault_notes)),
            (d.links, self.tr("%Ln delegation link(s) are deleted", "", d.links)),
            (d.grants, self.tr("%Ln credential grant(s) are deleted", "", d.grants)),
            (d.evolution_suggestions, self.tr("%Ln evolution suggestion(s) are deleted", "", d.evolution_suggestions)),
            (d.consolidation_jobs, self.tr("%Ln consolidation job(s) are deleted", "", d.consolidation_jobs)),
        ) if count]
        if d.hooks:
            detached = self.tr("%Ln hook(s) are detached from it", "", d.hooks)
            if d.hooks_only_here:
                stop = self.tr("(%Ln of them attached to no other agent stop running)", "", d.hooks_only_here)
                detached += " " + stop
            lines.append(detached)
        if d.conversations:
            lines.append(self.tr("%Ln conversation(s) are kept, without an agent", "", d.conversations))
        return lines
