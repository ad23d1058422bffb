"""An MCP server's tools as the run loop offers them, and their results as the model reads them.

Names: `{prefix}__{tool}` folded to what every provider accepts (a-z, 0-9, '_', '-', at
most 64), so a server's tools never collide with the built-ins or another server's.
Schemas: providers refuse some shapes a server may send (a top level that is not an
object, `anyOf` at the top, a huge schema); each rule below either repairs the schema or
leaves the tool out with the reason, which *Test* shows. Results: text, structured
content, images, audio and embedded resources become one text, cut at a size limit
(saying so), and every secret value of the server is scrubbed from it. Images are also
kept apart (png/jpeg/gif/webp up to 5 MB) for a provider that sends them to its model.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import mcp_types as types

from goclaw_lite.model.mcp import SEPARATOR
from goclaw_lite.security.redact import redact

__all__ = [
    "DEFAULT_RESULT_LIMIT", "MappedResult", "McpToolSpec", "map_result", "offered_name", "sanitise_schema",
    "tool_specs",
]

MAX_NAME = 64
MAX_SCHEMA_BYTES = 32_000
DEFAULT_RESULT_LIMIT = 100_000  # characters; the run loop shortens further for the model
_BAD_CHARS = re.compile(r"[^a-z0-9_-]+")


def offered_name(prefix: str, tool: str) -> str:
    """`prefix__tool`, folded to provider-safe characters; long names keep a hash of the whole."""
    name = f"{prefix}{SEPARATOR}{_BAD_CHARS.sub('_', tool.lower())}"
    if len(name) <= MAX_NAME:
        return name
    digest = hashlib.sha256(f"{prefix}/{tool}".encode()).hexdigest()[:8]
    return f"{name[:MAX_NAME - 9]}_{digest}"


# --- schemas ----------------------------------------------------------------------------------

SchemaRule = Callable[[dict[str, Any]], str | None]
"""Repairs the (copied) schema in place; returns why the tool must be left out, or None."""

_DROPPED_KEYS = ("$schema", "$id", "$comment")
_TOP_LEVEL_REFUSED = ("anyOf", "oneOf", "allOf", "not", "enum")


def _drop_metadata(schema: dict[str, Any]) -> str | None:
    for key in _DROPPED_KEYS:
        schema.pop(key, None)
    return None


def _object_type(schema: dict[str, Any]) -> str | None:
    kind = schema.setdefault("type", "object")
    return None if kind == "object" else f"its input schema has type {kind!r}; providers need an object"


def _no_top_level_combinators(schema: dict[str, Any]) -> str | None:
    found = [key for key in _TOP_LEVEL_REFUSED if key in schema]
    return f"its input schema has {', '.join(found)} at the top level, which providers refuse" if found else None


def _properties(schema: dict[str, Any]) -> str | None:
    props = schema.setdefault("properties", {})
    return None if isinstance(props, dict) else "its input schema's properties are not an object"


def _required(schema: dict[str, Any]) -> str | None:
    required = schema.get("required")
    if required is None:
        return None
    if not isinstance(required, list):
        schema.pop("required")
        return None
    schema["required"] = [name for name in required if isinstance(name, str) and name in schema["properties"]]
    return None


def _size(schema: dict[str, Any]) -> str | None:
    size = len(json.dumps(schema, ensure_ascii=False))
    return f"its input schema is {size} bytes, over the {MAX_SCHEMA_BYTES} a request can carry" if size > MAX_SCHEMA_BYTES else None


SCHEMA_RULES: tuple[SchemaRule, ...] = (_drop_metadata, _object_type, _no_top_level_combinators, _properties, _required, _size)


def sanitise_schema(schema: Any) -> tuple[dict[str, Any] | None, str | None]:
    """(schema a provider accepts, None), or (None, why the tool is left out)."""
    if not isinstance(schema, Mapping):
        return None, "its input schema is not a JSON object"
    try:
        copy: dict[str, Any] = json.loads(json.dumps(dict(schema)))
    except (TypeError, ValueError):
        return None, "its input schema is not plain JSON"
    for rule in SCHEMA_RULES:
        problem = rule(copy)
        if problem is not None:
            return None, problem
    return copy, None


@dataclass(frozen=True)
class McpToolSpec:
    """One server tool as offered: its offered name, the server's own name, a usable schema."""

    name: str
    server: str
    remote_name: str
    description: str
    parameters: Mapping[str, Any] = field(default_factory=dict)
    problem: str | None = None
    """Why the tool is not offered (a schema no provider accepts, a name taken), or None."""

    @property
    def usable(self) -> bool:
        return self.problem is None


def tool_specs(server: str, prefix: str, tools: list[types.Tool]) -> list[McpToolSpec]:
    """Every tool of a server with its offered name and sanitised schema (or its problem)."""
    specs: list[McpToolSpec] = []
    taken: set[str] = set()
    for tool in tools:
        name = offered_name(prefix, tool.name)
        description = (tool.description or tool.title or "").strip() if hasattr(tool, "title") else (tool.description or "")
        schema, problem = sanitise_schema(tool.input_schema)
        if problem is None and name in taken:
            problem = f"its name folds to {name!r}, which another tool of this server already has"
        taken.add(name)
        specs.append(McpToolSpec(name, server, tool.name, redact(f"[{server}] {description}".strip()), schema or {}, problem))
    return specs


# --- results ----------------------------------------------------------------------------------


MAX_IMAGE_BYTES = 5_000_000  # what the providers take per image; a bigger one stays a note
IMAGE_TYPES = ("image/png", "image/jpeg", "image/gif", "image/webp")


@dataclass(frozen=True)
class MappedResult:
    ok: bool
    text: str
    truncated: bool = False
    images: tuple[tuple[str, str], ...] = ()
    """(mime type, base64 data) of each image a model that reads images may be sent."""


def _text(block: types.TextContent) -> str:
    return block.text


def _sendable(block: types.ImageContent) -> bool:
    return block.mime_type in IMAGE_TYPES and len(block.data) * 3 // 4 <= MAX_IMAGE_BYTES


def _image(block: types.ImageContent) -> str:
    size = len(block.data) * 3 // 4
    if _sendable(block):
        return f"[image: {block.mime_type}, {size} bytes; attached for a model that reads images]"
    return f"[image: {block.mime_type}, {size} bytes, not sent: models take png, jpeg, gif or webp up to 5 MB]"


def _audio(block: types.AudioContent) -> str:
    return f"[audio: {block.mime_type}, {len(block.data) * 3 // 4} bytes, not shown to the model]"


def _embedded(block: types.EmbeddedResource) -> str:
    resource = block.resource
    if isinstance(resource, types.TextResourceContents):
        return f"[resource {resource.uri}]\n{resource.text}"
    mime = getattr(resource, "mime_type", None) or "binary"
    return f"[resource {resource.uri}: {mime}, {len(getattr(resource, 'blob', '')) * 3 // 4} bytes, not shown]"


def _link(block: types.ResourceLink) -> str:
    return f"[resource link {block.uri}{': ' + block.name if block.name else ''}]"


_BLOCKS: tuple[tuple[type[Any], Callable[[Any], str]], ...] = (
    (types.TextContent, _text),
    (types.ImageContent, _image),
    (types.AudioContent, _audio),
    (types.EmbeddedResource, _embedded),
    (types.ResourceLink, _link),
)


def _block_text(block: Any) -> str:
    for kind, render in _BLOCKS:
        if isinstance(block, kind):
            return render(block)
    return f"[{getattr(block, 'type', type(block).__name__)} content, not shown]"


def map_result(result: types.CallToolResult, *, limit: int = DEFAULT_RESULT_LIMIT) -> MappedResult:
    """The text the model reads: content blocks in order (structured content when there is no
    text), scrubbed of every known secret (the server's own among them) and of recognisable
    credentials, cut at `limit`."""
    parts = [_block_text(block) for block in result.content]
    if result.structured_content is not None and not any(isinstance(b, types.TextContent) for b in result.content):
        parts.append(json.dumps(result.structured_content, ensure_ascii=False, default=str))
    text = "\n".join(p for p in parts if p) or ("(the tool returned an error without a message)" if result.is_error else "(no output)")
    text = redact(text)
    truncated = len(text) > limit
    if truncated:
        text = f"{text[:limit]}\n[... cut: the result was {len(text)} characters, over the limit of {limit} ...]"
    images = tuple((b.mime_type, b.data) for b in result.content if isinstance(b, types.ImageContent) and _sendable(b))
    return MappedResult(ok=not result.is_error, text=text, truncated=truncated, images=images)
