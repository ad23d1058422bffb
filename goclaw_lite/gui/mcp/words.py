"""What the MCP page says about servers, grants, tests and calls: plain functions, so the
wording is the same in the table, the dialogs and the tests."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from goclaw_lite.mcp.service import CallRecord, ImportCandidate, TestReport
from goclaw_lite.model.mcp import McpGrant, McpServer

TRANSPORT_WORDS = {"stdio": "Command (stdio)", "streamable-http": "Streamable HTTP", "sse": "HTTP + SSE (older)"}
MASK = "••••••"


def transport_text(transport: str) -> str:
    return TRANSPORT_WORDS.get(transport, transport)


def filter_text(grant: McpGrant) -> str:
    """Which of the server's tools the grant lets the agent use."""
    text = "All tools"
    if grant.tool_allow is not None:
        text = "Only " + ", ".join(grant.tool_allow) if grant.tool_allow else "No tools"
    if grant.tool_deny:
        text += " except " + ", ".join(grant.tool_deny)
    return text


def secrets_text(server: McpServer) -> str:
    """The names of the sealed values, never the values."""
    names = [*server.env_names, *server.header_names] + (["API key"] if server.has_api_key else [])
    return ", ".join(f"{n}={MASK}" for n in names) if names else "—"


def report_text(report: TestReport) -> str:
    """A Test's outcome: who answered, every tool with its arguments (or why it is left out),
    resources and prompts; or the error, with a stdio server's stderr tail in it."""
    server = report.server
    if report.error is not None or report.info is None:
        return f"{server.label} did not connect ({report.duration_ms} ms).\n\n{report.error or 'No answer.'}"
    info = report.info
    usable = [t for t in report.tools if t.usable]
    lines = [f"Connected to {info.name} {info.version} (protocol {info.protocol_version}) in {report.duration_ms} ms.",
             f"{len(usable)} tool{'s' if len(usable) != 1 else ''} offered to agents as {server.prefix}__*"
             + (f", {len(report.tools) - len(usable)} left out" if len(usable) != len(report.tools) else "") + "."]
    if info.instructions.strip():
        lines += ["", "Instructions: " + info.instructions.strip()]
    for spec in report.tools:
        lines.append("")
        if spec.problem:
            lines.append(f"✗ {spec.remote_name} — left out: {spec.problem}")
            continue
        lines.append(f"• {spec.remote_name}  (offered as {spec.name})")
        if spec.description:
            lines.append("  " + spec.description.strip().replace("\n", "\n  "))
        lines += ["  " + line for line in arguments_lines(spec.parameters)]
    lines += ["", "Resources: " + (", ".join(report.resources) if report.resources else "none"),
              "Prompts: " + (", ".join(report.prompts) if report.prompts else "none")]
    return "\n".join(lines)


def _type_words(schema: Mapping[str, Any]) -> str:
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = " or ".join(str(k) for k in kind)
    if kind == "array" and isinstance(schema.get("items"), Mapping):
        return f"list of {_type_words(schema['items'])}"
    if "enum" in schema and isinstance(schema["enum"], list):
        return "one of " + ", ".join(json.dumps(v, ensure_ascii=False) for v in schema["enum"][:8])
    return str(kind) if kind else "any value"


def arguments_lines(parameters: Mapping[str, Any]) -> list[str]:
    """A tool's input schema as a person reads it: one line per argument with its type,
    whether it is required and its description (nested objects name their fields)."""
    properties = parameters.get("properties")
    if not isinstance(properties, Mapping) or not properties:
        return ["Takes no arguments."]
    required = set(parameters.get("required") or ())
    lines = ["Arguments:"]
    for name, raw in properties.items():
        schema = raw if isinstance(raw, Mapping) else {}
        words = _type_words(schema) + (", required" if name in required else "")
        if isinstance(schema.get("default"), str | int | float | bool):
            words += f", default {json.dumps(schema['default'], ensure_ascii=False)}"
        line = f"  {name} ({words})"
        description = str(schema.get("description") or "").strip()
        if description:
            line += " — " + " ".join(description.split())
        nested = schema.get("properties")
        if isinstance(nested, Mapping) and nested:
            line += "; fields: " + ", ".join(str(k) for k in nested)
        lines.append(line)
    return lines


def call_outcome(call: CallRecord) -> str:
    if call.ok:
        return "OK"
    return f"Failed: {call.error}" if call.error else "Failed (the tool said it failed)"


def candidate_target(candidate: ImportCandidate) -> str:
    return " ".join([candidate.command, *candidate.args]) if candidate.command else candidate.url


def candidate_verdict(candidate: ImportCandidate) -> str:
    if candidate.problem:
        return f"Skipped: {candidate.problem}"
    if candidate.exists:
        return "Skipped: a server of that name exists"
    return "Will be added"


def candidate_secrets(candidate: ImportCandidate) -> str:
    names = [*candidate.env, *candidate.headers]
    return ", ".join(f"{n}={MASK}" for n in names) + " (sealed)" if names else "—"
