"""Tool names, schema rules and result mapping: pure functions over the SDK's own types."""

from __future__ import annotations

import base64

import mcp_types as types
import pytest

from goclaw_lite.mcp.tools import map_result, offered_name, sanitise_schema, tool_specs
from goclaw_lite.security.redact import register_secret, unregister_secret


def test_offered_names_are_prefixed_folded_and_capped() -> None:
    assert offered_name("time", "get_current_time") == "time__get_current_time"
    assert offered_name("fs", "Read File.v2") == "fs__read_file_v2"
    long = offered_name("server", "t" * 100)
    assert len(long) == 64 and long.startswith("server__ttt") and long != offered_name("server", "t" * 99)


@pytest.mark.parametrize(
    ("schema", "problem"),
    [
        ({"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}, None),
        ({"properties": {}}, None),  # a missing type means an object
        ({"type": "string"}, "has type 'string'"),
        ({"type": "object", "anyOf": [{}, {}]}, "anyOf at the top level"),
        ({"type": "object", "properties": []}, "properties are not an object"),
        ("not a schema", "not a JSON object"),
        ({"type": "object", "properties": {f"p{i}": {"description": "x" * 100} for i in range(400)}}, "over the"),
    ],
)
def test_schema_rules_repair_or_refuse(schema: object, problem: str | None) -> None:
    fixed, found = sanitise_schema(schema)
    if problem is None:
        assert found is None and fixed is not None and fixed["type"] == "object" and "properties" in fixed
    else:
        assert fixed is None and found is not None and problem in found


def test_schema_repairs_metadata_and_required() -> None:
    fixed, _ = sanitise_schema({"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
                                "properties": {"a": {}}, "required": ["a", "ghost", 3]})
    assert fixed == {"type": "object", "properties": {"a": {}}, "required": ["a"]}


def test_tool_specs_mark_collisions_and_bad_schemas() -> None:
    tools = [
        types.Tool(name="Echo", input_schema={"type": "object"}),
        types.Tool(name="echo", input_schema={"type": "object"}),
        types.Tool(name="odd", input_schema={"type": "object", "oneOf": [{}]}),
    ]
    specs = tool_specs("srv", "p", tools)
    assert [s.name for s in specs] == ["p__echo", "p__echo", "p__odd"]
    assert specs[0].usable and not specs[1].usable and "already has" in (specs[1].problem or "")
    assert not specs[2].usable


def test_results_map_every_content_kind_scrubbed_and_cut() -> None:
    secret = "tok-0123456789abcdef"
    png = base64.b64encode(b"\x89PNG" + b"\0" * 60).decode()
    result = types.CallToolResult(content=[
        types.TextContent(type="text", text=f"value {secret} here"),
        types.ImageContent(type="image", data=png, mime_type="image/png"),
        types.EmbeddedResource(type="resource", resource=types.TextResourceContents(uri="file:///a.txt", text="body")),
        types.EmbeddedResource(type="resource", resource=types.BlobResourceContents(uri="file:///b.bin", blob=png)),
    ])
    register_secret("MCP_X_TOKEN", secret)
    try:
        mapped = map_result(result)
    finally:
        unregister_secret("MCP_X_TOKEN")
    assert mapped.ok and secret not in mapped.text and "[REDACTED:MCP_X_TOKEN]" in mapped.text
    assert "[image: image/png" in mapped.text and "[resource file:///a.txt]\nbody" in mapped.text
    assert "file:///b.bin" in mapped.text and mapped.images == (("image/png", png),)
    odd = map_result(types.CallToolResult(content=[types.ImageContent(type="image", data=png, mime_type="image/tiff")]))
    assert odd.images == () and "not sent" in odd.text  # a format providers refuse stays a note
    structured = types.CallToolResult(content=[], structured_content={"n": 1})
    assert map_result(structured).text == '{"n": 1}'
    failed = types.CallToolResult(content=[], is_error=True)
    assert not map_result(failed).ok
    cut = map_result(types.CallToolResult(content=[types.TextContent(type="text", text="y" * 500)]), limit=100)
    assert cut.truncated and cut.text.startswith("y" * 100) and "over the limit of 100" in cut.text
