"""What the MCP page says about servers, grants, tests and calls: plain functions, so the
wording is the same in the table, the dialogs and the tests. They speak the window's language
through `McpWords`, a QObject (its `tr` is the one call lupdate makes plurals of)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from goclaw_lite.app.mcp import CallRecord, ImportCandidate, TestReport
from goclaw_lite.gui.i18n.known_text import known_text
from goclaw_lite.gui.qt import QCoreApplication, QObject
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.model.mcp import McpGrant, McpServer

TRANSPORT_WORDS = {"stdio": QT_TRANSLATE_NOOP("McpWords", "Command (stdio)"), "streamable-http": "Streamable HTTP",
                   "sse": QT_TRANSLATE_NOOP("McpWords", "HTTP + SSE (older)")}
MASK = "••••••"


class McpWords(QObject):
    """The sentences below, translated."""

    def filter_text(self, grant: McpGrant) -> str:
        text = self.tr("All tools")
        if grant.tool_allow is not None:
            text = self.tr("Only {tools}").format(
                tools=", ".join(grant.tool_allow)) if grant.tool_allow else self.tr("No tools")
        if grant.tool_deny:
            text += self.tr(" except {tools}").format(tools=", ".join(grant.tool_deny))
        return text

    def report_text(self, report: TestReport) -> str:
        server = report.server
        if report.error is not None or report.info is None:
            return self.tr("{server} did not connect ({ms} ms).").format(server=server.label, ms=report.duration_ms) \
                + "\n\n" + (known_text(report.error) if report.error else self.tr("No answer."))
        info = report.info
        usable = [t for t in report.tools if t.usable]
        left_out = len(report.tools) - len(usable)
        offered = self.tr("%n tool(s) offered to agents as {prefix}__*", "", len(usable)).format(prefix=server.prefix)
        lines = [self.tr("Connected to {name} {version} (protocol {protocol}) in {ms} ms.").format(
                     name=info.name, version=info.version, protocol=info.protocol_version, ms=report.duration_ms),
                 offered + (self.tr(", {count} left out").format(count=left_out) if left_out else "") + "."]
        if info.instructions.strip():
            lines += ["", self.tr("Instructions: {text}").format(text=info.instructions.strip())]
        for spec in report.tools:
            lines.append("")
            if spec.problem:
                lines.append(self.tr("✗ {tool} — left out: {problem}").format(
                    tool=spec.remote_name, problem=spec.problem))
                continue
            lines.append(self.tr("• {tool}  (offered as {name})").format(tool=spec.remote_name, name=spec.name))
            if spec.description:
                lines.append("  " + spec.description.strip().replace("\n", "\n  "))
            lines += ["  " + line for line in self.arguments_lines(spec.parameters)]
        none = self.tr("none")
        lines += ["", self.tr("Resources: {names}").format(
            names=", ".join(report.resources) if report.resources else none),
                  self.tr("Prompts: {names}").format(names=", ".join(report.prompts) if report.prompts else none)]
        return "\n".join(lines)

    def type_words(self, schema: Mapping[str, Any]) -> str:
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = self.tr(" or ").join(str(k) for k in kind)
        if kind == "array" and isinstance(schema.get("items"), Mapping):
            return self.tr("list of {kind}").format(kind=self.type_words(schema["items"]))
        if "enum" in schema and isinstance(schema["enum"], list):
            return self.tr("one of {values}").format(
                values=", ".join(json.dumps(v, ensure_ascii=False) for v in schema["enum"][:8]))
        return str(kind) if kind else self.tr("any value")

    def arguments_lines(self, parameters: Mapping[str, Any]) -> list[str]:
        properties = parameters.get("properties")
        if not isinstance(properties, Mapping) or not properties:
            return [self.tr("Takes no arguments.")]
        required = set(parameters.get("required") or ())
        lines = [self.tr("Arguments:")]
        for name, raw in properties.items():
            schema = raw if isinstance(raw, Mapping) else {}
            words = self.type_words(schema) + (self.tr(", required") if name in required else "")
            if isinstance(schema.get("default"), str | int | float | bool):
                words += self.tr(", default {value}").format(value=json.dumps(schema["default"], ensure_ascii=False))
            line = f"  {name} ({words})"
            description = str(schema.get("description") or "").strip()
            if description:
                line += " — " + " ".join(description.split())
            nested = schema.get("properties")
            if isinstance(nested, Mapping) and nested:
                line += self.tr("; fields: {names}").format(names=", ".join(str(k) for k in nested))
            lines.append(line)
        return lines

    def call_outcome(self, call: CallRecord) -> str:
        if call.ok:
            return self.tr("OK")
        return self.tr("Failed: {error}").format(
            error=call.error) if call.error else self.tr("Failed (the tool said it failed)")

    def candidate_verdict(self, candidate: ImportCandidate) -> str:
        if candidate.problem:
            return self.tr("Skipped: {problem}").format(problem=candidate.problem)
        if candidate.exists:
            return self.tr("Skipped: a server of that name exists")
        return self.tr("Will be added")

    def candidate_secrets(self, candidate: ImportCandidate) -> str:
        names = [*candidate.env, *candidate.headers]
        return ", ".join(f"{n}={MASK}" for n in names) + self.tr(" (sealed)") if names else "—"

    def secrets_text(self, server: McpServer) -> str:
        names = [*server.env_names, *server.header_names] + ([self.tr("API key")] if server.has_api_key else [])
        return ", ".join(f"{n}={MASK}" for n in names) if names else "—"


def transport_text(transport: str) -> str:
    words = TRANSPORT_WORDS.get(transport)
    return QCoreApplication.translate("McpWords", words) if words else transport


def filter_text(grant: McpGrant) -> str:
    """Which of the server's tools the grant lets the agent use."""
    return McpWords().filter_text(grant)


def secrets_text(server: McpServer) -> str:
    """The names of the sealed values, never the values."""
    return McpWords().secrets_text(server)


def report_text(report: TestReport) -> str:
    """A Test's outcome: who answered, every tool with its arguments (or why it is left out),
    resources and prompts; or the error, with a stdio server's stderr tail in it."""
    return McpWords().report_text(report)


def arguments_lines(parameters: Mapping[str, Any]) -> list[str]:
    """A tool's input schema as a person reads it: one line per argument with its type,
    whether it is required and its description (nested objects name their fields)."""
    return McpWords().arguments_lines(parameters)


def call_outcome(call: CallRecord) -> str:
    return McpWords().call_outcome(call)


def candidate_target(candidate: ImportCandidate) -> str:
    return " ".join([candidate.command, *candidate.args]) if candidate.command else candidate.url


def candidate_verdict(candidate: ImportCandidate) -> str:
    return McpWords().candidate_verdict(candidate)


def candidate_secrets(candidate: ImportCandidate) -> str:
    return McpWords().candidate_secrets(candidate)
