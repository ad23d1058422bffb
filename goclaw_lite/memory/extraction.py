"""What consolidation asks the model, and how its JSON answers are read.

Models wrap JSON in prose or code fences and get fields wrong; `parse_*` take the outermost
`{...}` of the answer and check every field, raising `MalformedAnswer` with a reason the
worker records (after one retry) instead of storing half-valid memory.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from goclaw_lite.model.chat import MessageRole, StoredMessage
from goclaw_lite.model.kg import EntityInput, RelationSpec

__all__ = [
    "EXTRACT_SYSTEM",
    "SUMMARY_SYSTEM",
    "MalformedAnswer",
    "SummaryAnswer",
    "parse_extraction",
    "parse_summary",
    "transcript",
]

MAX_ABSTRACT_CHARS = 400  # ~50 tokens asked for; a longer one is cut, not refused
MAX_ENTITIES = 50
MAX_RELATIONS = 100

SUMMARY_SYSTEM = (
    "You write memory notes about a finished conversation between a user and an assistant. Answer with one JSON "
    'object and nothing else: {"summary": "<what was discussed, decided and learned, at most 200 words>", '
    '"abstract": "<one sentence of about 50 tokens>", "topics": ["<key topic>", ...]} (1 to 8 short topics).'
)
EXTRACT_SYSTEM = (
    "You extract a knowledge graph from a memory note. Answer with one JSON object and nothing else: "
    '{"entities": [{"name": "...", "type": "person|project|place|organization|tool|concept|...", '
    '"description": "<short>"}], "relations": [{"source": "<entity name>", "relation": "<verb_phrase>", '
    '"target": "<entity name>"}]}. Use only facts stated in the note; empty lists are fine.'
)


class MalformedAnswer(ValueError):
    """The model's answer was not the JSON asked for."""


@dataclass(frozen=True)
class SummaryAnswer:
    summary: str
    abstract: str
    topics: tuple[str, ...]


def transcript(messages: list[StoredMessage], limit: int) -> str:
    """User and assistant turns as plain text, newest kept when it is too long (tool rows left out)."""
    lines = []
    for message in messages:
        if message.role in (MessageRole.USER, MessageRole.ASSISTANT) and message.text.strip():
            lines.append(f"{message.role.value}: {message.text.strip()}")
    text = "\n\n".join(lines)
    return text if len(text) <= limit else "[earlier turns omitted]\n" + text[-limit:]


def _object(answer: str) -> dict[str, Any]:
    start, end = answer.find("{"), answer.rfind("}")
    if start < 0 or end <= start:
        raise MalformedAnswer("the answer holds no JSON object")
    try:
        value = json.loads(answer[start : end + 1])
    except ValueError as exc:  # JSONDecodeError, or a plain ValueError (an integer past the digit limit)
        reason = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        raise MalformedAnswer(f"the answer is not valid JSON ({reason})") from None
    if not isinstance(value, dict):
        raise MalformedAnswer("the answer is not a JSON object")
    return value


def _string(value: Any, what: str, *, required: bool = True) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        raise MalformedAnswer(f"{what} must be non-empty text")
    return " ".join(value.split())


def parse_summary(answer: str) -> SummaryAnswer:
    data = _object(answer)
    summary = _string(data.get("summary"), "summary")
    abstract = _string(data.get("abstract"), "abstract", required=False) or summary
    topics = data.get("topics", [])
    if not isinstance(topics, list) or not all(isinstance(t, str) for t in topics):
        raise MalformedAnswer("topics must be a list of strings")
    return SummaryAnswer(summary, abstract[:MAX_ABSTRACT_CHARS], tuple(t.strip() for t in topics if t.strip()))


def parse_extraction(answer: str, *, source_id: str) -> tuple[list[EntityInput], list[RelationSpec]]:
    """Entities and relations; a relation naming an entity not in the list is dropped."""
    data = _object(answer)
    raw_entities, raw_relations = data.get("entities", []), data.get("relations", [])
    if not isinstance(raw_entities, list) or not isinstance(raw_relations, list):
        raise MalformedAnswer("entities and relations must be lists")
    entities: dict[str, EntityInput] = {}
    for i, item in enumerate(raw_entities[:MAX_ENTITIES]):
        if not isinstance(item, dict):
            raise MalformedAnswer(f"entities[{i}] is not an object")
        name = _string(item.get("name"), f"entities[{i}].name")
        kind = _string(item.get("type") or "concept", f"entities[{i}].type")
        description = _string(item.get("description"), f"entities[{i}].description", required=False)
        entities.setdefault(name.casefold(), EntityInput(name, kind, description=description or None, source_id=source_id))
    relations = []
    for i, item in enumerate(raw_relations[:MAX_RELATIONS]):
        if not isinstance(item, dict):
            raise MalformedAnswer(f"relations[{i}] is not an object")
        source = _string(item.get("source"), f"relations[{i}].source")
        target = _string(item.get("target"), f"relations[{i}].target")
        relation = _string(item.get("relation") or item.get("type"), f"relations[{i}].relation")
        ends = (entities.get(source.casefold()), entities.get(target.casefold()))
        if ends[0] is None or ends[1] is None:
            continue
        relations.append(
            RelationSpec(ends[0].name, ends[1].name, relation, source_type=ends[0].entity_type, target_type=ends[1].entity_type)
        )
    return list(entities.values()), relations
