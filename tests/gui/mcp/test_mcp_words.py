"""The Test pane reads a tool's input schema out as arguments, not as JSON."""

from __future__ import annotations

from goclaw_lite.gui.mcp.words import arguments_lines


def test_arguments_are_listed_with_type_requirement_and_description() -> None:
    schema = {
        "type": "object",
        "properties": {
            "timezone": {"type": "string", "description": "IANA timezone name,\n e.g. Europe/Lisbon"},
            "paths": {"type": "array", "items": {"type": "string"}},
            "mode": {"enum": ["fast", "slow"], "default": "fast"},
            "options": {"type": "object", "properties": {"depth": {"type": "integer"}, "tail": {}}},
        },
        "required": ["timezone"],
    }
    assert arguments_lines(schema) == [
        "Arguments:",
        "  timezone (string, required) — IANA timezone name, e.g. Europe/Lisbon",
        "  paths (list of string)",
        '  mode (one of "fast", "slow", default "fast")',
        "  options (object); fields: depth, tail",
    ]


def test_a_tool_without_arguments_says_so() -> None:
    assert arguments_lines({"type": "object"}) == ["Takes no arguments."]
    assert arguments_lines({"type": "object", "properties": {}}) == ["Takes no arguments."]
