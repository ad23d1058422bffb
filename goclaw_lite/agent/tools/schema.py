"""Reading a model's tool arguments: JSON text to a checked object, or a message it can act on.

Models get arguments wrong in predictable ways — cut-off JSON, a string where an object
belongs, a missing field, an extra one — so every problem is described in words the model
can fix on its next turn. Only the part of JSON Schema our tools use is checked: type,
required, properties, additionalProperties, enum, items, minimum / maximum, minLength /
maxLength. Unknown keywords are ignored rather than refused.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

__all__ = ["parse_arguments", "schema_problems"]

MAX_PROBLEMS = 5

_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "boolean": (bool,),
    "null": (type(None),),
    "integer": (int,),
    "number": (int, float),
}


def _is(value: Any, kind: str) -> bool:
    if kind in ("integer", "number") and isinstance(value, bool):
        return False
    if kind == "integer" and isinstance(value, float):
        return value.is_integer()
    return isinstance(value, _TYPES.get(kind, (object,)))


def _describe(value: Any) -> str:
    for kind in ("null", "boolean", "integer", "number", "string", "array", "object"):
        if _is(value, kind):
            return kind
    return type(value).__name__


def schema_problems(schema: Mapping[str, Any], value: Any, where: str = "arguments") -> list[str]:
    """Everything wrong with `value` against `schema`, shortest first, at most a handful."""
    problems: list[str] = []
    kinds = schema.get("type")
    if kinds is not None:
        allowed = [kinds] if isinstance(kinds, str) else list(kinds)
        if not any(_is(value, k) for k in allowed):
            return [f"{where} must be {' or '.join(allowed)}, not {_describe(value)}"]
    if "enum" in schema and value not in schema["enum"]:
        problems.append(f"{where} must be one of {', '.join(json.dumps(v) for v in schema['enum'])}")
    if isinstance(value, str):
        if "minLength" in schema and len(value) < int(schema["minLength"]):
            problems.append(f"{where} must have at least {schema['minLength']} characters")
        if "maxLength" in schema and len(value) > int(schema["maxLength"]):
            problems.append(f"{where} must have at most {schema['maxLength']} characters")
    if _is(value, "number"):
        if "minimum" in schema and value < schema["minimum"]:
            problems.append(f"{where} must be at least {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            problems.append(f"{where} must be at most {schema['maximum']}")
    if isinstance(value, dict):
        properties = schema.get("properties") or {}
        for name in schema.get("required") or []:
            if name not in value:
                problems.append(f"'{name}' is required")
        if schema.get("additionalProperties") is False:
            extra = sorted(set(value) - set(properties))
            if extra:
                problems.append(f"unknown field(s) {', '.join(repr(e) for e in extra)}; allowed: {', '.join(properties)}")
        for name, sub in properties.items():
            if name in value and isinstance(sub, Mapping):
                problems += schema_problems(sub, value[name], f"'{name}'")
    if isinstance(value, list) and isinstance(schema.get("items"), Mapping):
        for index, item in enumerate(value):
            problems += schema_problems(schema["items"], item, f"{where}[{index}]")
            if len(problems) >= MAX_PROBLEMS:
                break
    return problems[:MAX_PROBLEMS]


def parse_arguments(arguments_json: str, schema: Mapping[str, Any]) -> tuple[dict[str, Any] | None, str | None]:
    """(arguments, None) when they are usable, else (None, what is wrong and how to fix it)."""
    text = arguments_json.strip() or "{}"
    try:
        value = json.loads(text)
    except ValueError as exc:  # JSONDecodeError, or a plain ValueError (an integer past the digit limit)
        where = f"{exc.msg} at character {exc.pos}" if isinstance(exc, json.JSONDecodeError) else str(exc)
        return None, (
            f"the arguments are not valid JSON ({where}); "
            "send one JSON object that matches the tool's parameters"
        )
    if isinstance(value, str):
        # Some models double-encode: the arguments arrive as a JSON string holding the object.
        try:
            inner = json.loads(value)
        except ValueError:
            inner = None
        if isinstance(inner, dict):
            value = inner
    if not isinstance(value, dict):
        return None, f"the arguments must be a JSON object, not {_describe(value)}"
    problems = schema_problems(schema, value)
    if problems:
        return None, "invalid arguments: " + "; ".join(problems)
    return value, None
