"""Input cleaning for the knowledge graph: one clear error per bad field, named by its path.

Names, types and search text are compared in one folded form (NFKC, collapsed whitespace,
casefold), computed here so every writer and reader agrees on it.
"""

from __future__ import annotations

import functools
import json
import math
import unicodedata
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.ids import format_ts, now_ts, parse_ts
from goclaw_lite.model.json_values import json_object
from goclaw_lite.model.kg import EntityInput
from goclaw_lite.store.backend.db import case_key
from goclaw_lite.store.lifecycle.search_index import entity_search_text

MAX_NAME = 1000
MAX_TYPE = 100
MAX_RELATION_TYPE = 200
MAX_PAGE = 1000


# --- normalisation ----------------------------------------------------------------------


def collapse(text: str) -> str:
    return " ".join(text.split())


def _fold(text: str) -> str:
    """Compatibility-normalised, whitespace-collapsed and casefolded: the form search sees."""
    if text.isascii():  # NFKC leaves ASCII as it is
        return case_key(" ".join(text.split()))
    return case_key(unicodedata.normalize("NFKC", collapse(text)))


def name_key(name: str) -> str:
    """The folded form names are compared by (exact match, external ids, aliases)."""
    return _fold(name)


@functools.lru_cache(maxsize=4096)
def normalize_type(value: str) -> str:
    """Types are case-insensitive identifiers: 'Person ' and 'person' are one type (a graph has
    few, so each is folded once)."""
    return _fold(value)


def default_external_id(name: str, entity_type: str) -> str:
    return f"{normalize_type(entity_type)}:{name_key(name)}"


def search_text(name: str, entity_type: str, description: str, aliases: Sequence[str]) -> str:
    """The `search_fold` column: see `store.search_index.entity_search_text`."""
    return entity_search_text(name, entity_type, description, aliases)


def is_uuid(text: str) -> bool:
    try:
        uuid.UUID(text)
    except (ValueError, TypeError, AttributeError):
        return False
    return True


def _where(path: str) -> str:
    return f"{path}: " if path else ""


def _text(value: Any, path: str, what: str, limit: int) -> str:
    if not isinstance(value, str):
        raise ValidationError(f"{_where(path)}{what} must be text.")
    cleaned = collapse(value)
    if not cleaned:
        raise ValidationError(f"{_where(path)}{what} is empty.")
    if len(cleaned) > limit:
        raise ValidationError(f"{_where(path)}{what} is longer than {limit} characters.")
    return cleaned


def name_and_key(value: Any, where: str, what: str) -> tuple[str, str]:
    """`_text(value, f"{where}.{what}", what, MAX_NAME)` and its `name_key`, at once: a bulk
    import's relation ends (the path is made only for an error: millions of ends)."""
    if type(value) is str and value.isascii():
        cleaned = " ".join(value.split())
        if cleaned and len(cleaned) <= MAX_NAME:
            return cleaned, cleaned.casefold()
    cleaned = _text(value, f"{where}.{what}", what, MAX_NAME)
    return cleaned, name_key(cleaned)


def _confidence(value: Any, path: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValidationError(f"{_where(path)}confidence must be a number from 0 to 1.")
    if not 0.0 <= float(value) <= 1.0:
        raise ValidationError(f"{_where(path)}confidence {value} is outside 0..1.")
    return float(value)


def canonical_ts(value: Any, path: str, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValidationError(f"{_where(path)}{what} must be an ISO-8601 timestamp.")
    try:
        return format_ts(parse_ts(value))
    except (ValueError, OverflowError):
        raise ValidationError(f"{_where(path)}{what} {value!r} is not an ISO-8601 timestamp.") from None


def _as_of(value: str | None) -> str:
    return now_ts() if value is None else canonical_ts(value, "", "as_of")


_PLAIN_VALUES = frozenset({str, int, bool, type(None)})  # JSON as they are (a float also must be finite)


def _properties(value: Any, path: str) -> dict[str, Any]:
    if type(value) is dict and all(  # the common case (text and numbers): no encoding to test it
        type(k) is str and (type(v) in _PLAIN_VALUES or (type(v) is float and math.isfinite(v)))
        for k, v in value.items()
    ):
        return dict(value)
    if not isinstance(value, Mapping):
        raise ValidationError(f"{_where(path)}properties must be an object.")
    out: dict[str, Any] = {}
    for key, item in value.items():
        if not isinstance(key, str):
            raise ValidationError(f"{_where(path)}property names must be text.")
        out[key] = item
    try:
        json.dumps(out, allow_nan=False)
    except (TypeError, ValueError):
        raise ValidationError(f"{_where(path)}properties must hold JSON values only.") from None
    return out


def _aliases(value: Any, path: str) -> list[str]:
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise ValidationError(f"{_where(path)}aliases must be a list of names.")
    return [_text(a, path, "an alias", MAX_NAME) for a in value]


def _window(valid_from: str | None, valid_until: str | None, path: str) -> None:
    if valid_from is not None and valid_until is not None and valid_until <= valid_from:
        raise ValidationError(f"{_where(path)}valid_until must be later than valid_from.")


def merge_aliases(name: str, *groups: Iterable[str]) -> tuple[str, ...]:
    """Aliases in first-seen order, none equal (folded) to the name or to each other."""
    seen = {name_key(name)}
    out: list[str] = []
    for group in groups:
        for alias in group:
            key = name_key(alias)
            if key and key not in seen:
                seen.add(key)
                out.append(collapse(alias))
    return tuple(out)


def _dump(value: Mapping[str, Any]) -> str:
    if not value:
        return "{}"
    return json.dumps(dict(value), ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _load_object(raw: Any) -> dict[str, Any]:
    return json_object(raw) or {}


@dataclass(frozen=True)
class _CleanEntity:
    name: str
    entity_type: str
    external_id: str
    description: str | None
    properties: dict[str, Any] | None
    aliases: list[str] | None
    confidence: float | None
    source_id: str | None
    valid_from: str | None
    valid_until: str | None
    path: str


CleanEntity = _CleanEntity  # what a streamed import hands the store, checked once


def _field_text(value: Any, path: str, field: str, limit: int) -> str:
    """`_text` of a record's `field`, its path made only for an error (an import cleans millions)."""
    if type(value) is str:
        cleaned = " ".join(value.split())
        if cleaned and len(cleaned) <= limit:
            return cleaned
    return _text(value, f"{path}.{field}" if path else "", field, limit)


def clean_entity(item: EntityInput, path: str = "") -> _CleanEntity:
    """Validate one entity input; errors name `path` (e.g. 'entities[3]') and the field."""
    name = _field_text(item.name, path, "name", MAX_NAME)
    entity_type = normalize_type(_field_text(item.entity_type, path, "entity_type", MAX_TYPE))
    description = None
    if item.description is not None:
        if not isinstance(item.description, str):
            raise ValidationError(f"{_where(path + '.description' if path else '')}description must be text.")
        description = item.description.strip()
    external = item.external_id
    if external is not None:
        external = _field_text(external, path, "external_id", MAX_NAME + MAX_TYPE)
    valid_from = None if item.valid_from is None else canonical_ts(item.valid_from, f"{path}.valid_from" if path else "", "valid_from")
    valid_until = None if item.valid_until is None else canonical_ts(item.valid_until, f"{path}.valid_until" if path else "", "valid_until")
    _window(valid_from, valid_until, path)
    return _CleanEntity(
        name=name,
        entity_type=entity_type,
        external_id=external or default_external_id(name, entity_type),
        description=description,
        properties=None if item.properties is None else _properties(item.properties, f"{path}.properties" if path else ""),
        aliases=None if item.aliases is None else _aliases(item.aliases, f"{path}.aliases" if path else ""),
        confidence=None if item.confidence is None else _confidence(item.confidence, f"{path}.confidence" if path else ""),
        source_id=None if item.source_id is None else str(item.source_id).strip(),
        valid_from=valid_from,
        valid_until=valid_until,
        path=path,
    )


@dataclass(frozen=True)
class _CleanRelation:
    source_entity_id: str
    relation_type: str
    target_entity_id: str
    confidence: float | None
    properties: dict[str, Any] | None
    valid_from: str | None
    valid_until: str | None
    path: str


@functools.lru_cache(maxsize=1024)
def _plain_relation_type(value: str) -> str | None:
    """A relation type as `_clean_relation_fields` cleans it, or None when it is not valid (a graph has few)."""
    cleaned = collapse(value)
    return normalize_type(cleaned) if cleaned and len(cleaned) <= MAX_RELATION_TYPE else None


def _clean_relation_fields(
    relation_type: Any, confidence: Any, properties: Any, valid_from: Any, valid_until: Any, path: str
) -> tuple[str, float | None, dict[str, Any] | None, str | None, str | None]:
    if (  # the common shape of a bulk import's relation, checked at C speed
        properties is None
        and valid_from is None
        and valid_until is None
        and type(relation_type) is str
        and (confidence is None or (type(confidence) is float and 0.0 <= confidence <= 1.0))
        and (rtype := _plain_relation_type(relation_type)) is not None
    ):
        return rtype, confidence, None, None, None
    sub: Callable[[str], str] = (lambda f: f"{path}.{f}") if path else (lambda f: "")
    rtype = normalize_type(_text(relation_type, sub("relation_type"), "relation_type", MAX_RELATION_TYPE))
    start = None if valid_from is None else canonical_ts(valid_from, sub("valid_from"), "valid_from")
    end = None if valid_until is None else canonical_ts(valid_until, sub("valid_until"), "valid_until")
    _window(start, end, path)
    return (
        rtype,
        None if confidence is None else _confidence(confidence, sub("confidence")),
        None if properties is None else _properties(properties, sub("properties")),
        start,
        end,
    )


def _next_window(
    old_from: str, old_until: str | None, new_from: str | None, new_until: str | None, now: str, path: str
) -> tuple[str, str | None, bool]:
    """The validity window after re-asserting a row; an ended row starts a fresh window now."""
    ended = old_until is not None and old_until <= now
    start = new_from if new_from is not None else (now if ended else old_from)
    end = new_until if new_until is not None else (None if ended else old_until)
    if end is not None and end <= start:
        raise ValidationError(f"{_where(path)}valid_until {end} would not be later than valid_from {start}.")
    revived = ended and start <= now and (end is None or end > now)
    return start, end, revived
