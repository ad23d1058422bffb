"""Reading a model's tool arguments: JSON text to a checked object, or a message it can act on.

Models get arguments wrong in predictable ways — cut-off JSON, a string where an object
belongs, a missing field, an extra one — so every problem is described in words the model
can fix on its next turn. Only the part of JSON Schema our tools use is checked: type,
required, properties, additionalProperties, enum, items, minimum / maximum, minLength /
maxLength. Unknown keywords are ignored rather than refused.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
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


def _type_problem(schema: Mapping[str, Any], value: Any, where: str) -> str | None:
    kinds = schema.get("type")
    if kinds is None:
        return None
    allowed = [kinds] if isinstance(kinds, str) else list(kinds)
    return None if any(_is(value, k) for k in allowed) else f"{where} must be {' or '.join(allowed)}, not {_describe(value)}"


def _is_number(value: Any) -> bool:
    return _is(value, "number")


def _is_string(value: Any) -> bool:
    return isinstance(value, str)


@dataclass(frozen=True)
class _Bound:
    """One numeric limit: keyword, which values it applies to, what is measured, the message."""

    keyword: str
    applies: Callable[[Any], bool]
    measure: Callable[[Any], Any]
    too_far: Callable[[Any, Any], bool]
    message: str


_BOUNDS: tuple[_Bound, ...] = (
    _Bound("minLength", _is_string, len, lambda n, limit: n < int(limit), "must have at least {} characters"),
    _Bound("maxLength", _is_string, len, lambda n, limit: n > int(limit), "must have at most {} characters"),
    _Bound("minimum", _is_number, lambda v: v, lambda n, limit: n < limit, "must be at least {}"),
    _Bound("maximum", _is_number, lambda v: v, lambda n, limit: n > limit, "must be at most {}"),
)


def _enum(schema: Mapping[str, Any], value: Any, where: str) -> list[str]:
    if "enum" in schema and value not in schema["enum"]:
        return [f"{where} must be one of {', '.join(json.dumps(v) for v in schema['enum'])}"]
    return []


def _bounds(schema: Mapping[str, Any], value: Any, where: str) -> list[str]:
    return [
        f"{where} {bound.message.format(schema[bound.keyword])}"
        for bound in _BOUNDS
        if bound.keyword in schema and bound.applies(value) and bound.too_far(bound.measure(value), schema[bound.keyword])
    ]


def _required(schema: Mapping[str, Any], value: Any, where: str) -> list[str]:
    if not isinstance(value, dict):
        return []
    return [f"'{name}' is required" for name in schema.get("required") or [] if name not in value]


def _extra(schema: Mapping[str, Any], value: Any, where: str) -> list[str]:
    if not isinstance(value, dict) or schema.get("additionalProperties") is not False:
        return []
    properties = schema.get("properties") or {}
    extra = sorted(set(value) - set(properties))
    return [f"unknown field(s) {', '.join(repr(e) for e in extra)}; allowed: {', '.join(properties)}"] if extra else []


def _properties(schema: Mapping[str, Any], value: Any, where: str) -> list[str]:
    if not isinstance(value, dict):
        return []
    problems: list[str] = []
    for name, sub in (schema.get("properties") or {}).items():
        if name in value and isinstance(sub, Mapping):
            problems += schema_problems(sub, value[name], f"'{name}'")
    return problems


def _array(schema: Mapping[str, Any], value: Any, where: str) -> list[str]:
    items = schema.get("items")
    if not isinstance(value, list) or not isinstance(items, Mapping):
        return []
    problems: list[str] = []
    for index, item in enumerate(value):
        problems += schema_problems(items, item, f"{where}[{index}]")
        if len(problems) >= MAX_PROBLEMS:
            break
    return problems


_CHECKS: tuple[Callable[[Mapping[str, Any], Any, str], list[str]], ...] = (_enum, _bounds, _required, _extra, _properties, _array)
"""Run in this order once the type fits; each returns its problems (none when it does not apply)."""


def schema_problems(schema: Mapping[str, Any], value: Any, where: str = "arguments") -> list[str]:
    """Everything wrong with `value` against `schema`, shortest first, at most a handful."""
    wrong_type = _type_problem(schema, value, where)
    if wrong_type is not None:
        return [wrong_type]
    problems: list[str] = []
    for check in _CHECKS:
        problems += check(schema, value, where)
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
