"""The knowledge-graph file format, read as it streams in: one record at a time, checked.

A file can be far larger than memory (a million entities is ~600 MB of JSON), so it is never
held whole: ijson's C parser (yajl2_c) turns the bytes into events and this module builds one
entity or relation at a time from them. Guards the parser lacks are kept here: a nesting depth
limit (ijson's path building grows with the square of the depth, and yajl has no limit),
numbers as floats or 64-bit integers (an arbitrarily long integer crashed the C backend under
Python's digit limit; now it is a clear error), UTF-8 checked as the bytes are read.

Every problem names its field (`entities[3].name: missing`); up to ten are reported. A file
small enough to read whole is parsed again by `json` when it is not valid JSON, so the
message gives the exact line and column; a large one names the byte the parser stopped near.
"""

from __future__ import annotations

import codecs
import io
import json
from collections.abc import Generator, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import ijson

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.kg import EntityInput, RelationSpec
from goclaw_lite.store.graph.store import CleanEntity, clean_entity

FORMAT_NAME = "goclaw-lite-kg"
FORMAT_VERSION = 1
MAX_REPORTED_PROBLEMS = 10
MAX_DEPTH = 64  # the format needs 5 (object, list, record, properties, a value); json's own limit is ~1000
EXACT_ERRORS_UP_TO = 16 * 1024 * 1024  # a bad file this small is parsed again by `json` for line and column
_READ_SIZE = 256 * 1024

_ENTITY_KEYS = frozenset(
    {"name", "entity_type", "description", "properties", "confidence", "valid_from", "valid_until", "aliases"}
)
_RELATION_KEYS = frozenset(
    {
        "source",
        "target",
        "relation_type",
        "source_type",
        "target_type",
        "confidence",
        "properties",
        "valid_from",
        "valid_until",
    }
)
_TOP_KEYS = frozenset({"entities", "relations", "format", "version", "exported_at", "agent"})
_SECTIONS = ("entities", "relations")
_KIND_NAMES: Mapping[type, str] = {str: "text", dict: "an object", list: "a list", float: "a number", int: "a number"}


class GraphFileError(ValidationError):
    """A knowledge-graph file that cannot be imported; nothing was written."""

    code = "KG_FILE"


class Problems:
    """Field problems, in the order the old whole-file check listed them: top level, entities, relations."""

    def __init__(self) -> None:
        self.top: list[str] = []
        self.entities: list[str] = []
        self.relations: list[str] = []
        self.count = 0

    def add(self, bucket: list[str], where: str, message: str) -> None:
        self.count += 1
        if len(bucket) < MAX_REPORTED_PROBLEMS:
            bucket.append(f"{where}: {message}" if message else where)

    def __bool__(self) -> bool:
        return self.count > 0

    def error(self, source: str) -> GraphFileError:
        shown = (self.top + self.entities + self.relations)[:MAX_REPORTED_PROBLEMS]
        more = self.count - len(shown)
        tail = f"; and {more} more" if more else ""
        return GraphFileError(f"{source} was not imported (nothing was written): {'; '.join(shown)}{tail}.")


def _field(
    obj: Mapping[str, Any],
    key: str,
    where: str,
    problems: Problems,
    bucket: list[str],
    kind: type | tuple[type, ...],
    *,
    required: bool,
) -> Any:
    if key not in obj:
        if required:
            problems.add(bucket, f"{where}.{key}", "missing")
        return None
    value = obj[key]
    if value is None and not required:
        return None
    wanted = kind if isinstance(kind, tuple) else (kind,)
    if (isinstance(value, bool) and bool not in wanted) or not isinstance(value, wanted):
        problems.add(bucket, f"{where}.{key}", f"must be {_KIND_NAMES.get(wanted[0], wanted[0].__name__)}")
        return None
    if isinstance(value, str) and required and not value.strip():
        problems.add(bucket, f"{where}.{key}", "is empty")
        return None
    return value


def _is_record(raw: Any, where: str, problems: Problems, bucket: list[str], known: frozenset[str]) -> bool:
    """Whether `raw` is an object (noted when not); each field it has beyond `known` is noted too."""
    if not isinstance(raw, dict):
        problems.add(bucket, where, "must be an object")
        return False
    for key in sorted(set(raw) - known):
        problems.add(bucket, where, f"unknown field {key!r}")
    return True


_ENTITY_FIELD_TYPES: Mapping[str, tuple[type, ...]] = {
    "name": (str,),
    "entity_type": (str,),
    "description": (str,),
    "properties": (dict,),
    "aliases": (list,),
    "confidence": (float, int),
    "valid_from": (str,),
    "valid_until": (str,),
}


def _plainly_typed(raw: dict[str, Any], required: tuple[str, ...], kinds: Mapping[str, tuple[type, ...]]) -> bool:
    """Whether a record is the common case without a problem, checked in one pass (a file holds
    millions): each `required` field is text that is not blank, and every field is one of `kinds`
    with a value of its type, or null. Anything else goes through the field-by-field checks,
    which say what is wrong."""
    for key in required:
        value = raw.get(key)
        if type(value) is not str or not value.strip():
            return False
    for key, value in raw.items():
        allowed = kinds.get(key)
        if allowed is None or (value is not None and type(value) not in allowed):
            return False
    return True


def _plain_entity(raw: dict[str, Any]) -> EntityInput | None:
    """The entity of a record of the common case (`_plainly_typed`), else None."""
    if not _plainly_typed(raw, ("name", "entity_type"), _ENTITY_FIELD_TYPES):
        return None
    get = raw.get
    return EntityInput(
        name=raw["name"],
        entity_type=raw["entity_type"],
        description=get("description"),
        properties=get("properties"),
        aliases=get("aliases"),
        confidence=get("confidence"),
        valid_from=get("valid_from"),
        valid_until=get("valid_until"),
    )


def check_entity(raw: Any, where: str, problems: Problems) -> tuple[EntityInput, CleanEntity] | None:
    """One entity record as given and as the store writes it, or None (its problems noted)."""
    item = _plain_entity(raw) if type(raw) is dict else None
    if item is None:
        bucket = problems.entities
        if not _is_record(raw, where, problems, bucket, _ENTITY_KEYS):
            return None
        before = problems.count
        item = EntityInput(
            name=_field(raw, "name", where, problems, bucket, str, required=True),
            entity_type=_field(raw, "entity_type", where, problems, bucket, str, required=True),
            description=_field(raw, "description", where, problems, bucket, str, required=False),
            properties=_field(raw, "properties", where, problems, bucket, dict, required=False),
            aliases=_field(raw, "aliases", where, problems, bucket, list, required=False),
            confidence=_field(raw, "confidence", where, problems, bucket, (float, int), required=False),
            valid_from=_field(raw, "valid_from", where, problems, bucket, str, required=False),
            valid_until=_field(raw, "valid_until", where, problems, bucket, str, required=False),
        )
        if problems.count != before:
            return None
    try:
        return item, clean_entity(item, where)
    except ValidationError as exc:
        problems.add(problems.entities, str(exc).rstrip("."), "")
        return None


_RELATION_FIELD_TYPES: Mapping[str, tuple[type, ...]] = {
    "source_type": (str,),
    "target_type": (str,),
    "confidence": (float, int),
    "properties": (dict,),
    "valid_from": (str,),
    "valid_until": (str,),
    "source": (str,),
    "target": (str,),
    "relation_type": (str,),
}


def _plain_relation(raw: dict[str, Any]) -> RelationSpec | None:
    """The relation of a record of the common case (`_plainly_typed`), else None."""
    if not _plainly_typed(raw, ("source", "target", "relation_type"), _RELATION_FIELD_TYPES):
        return None
    get = raw.get
    return RelationSpec(
        source=raw["source"],
        target=raw["target"],
        relation_type=raw["relation_type"],
        source_type=get("source_type"),
        target_type=get("target_type"),
        confidence=get("confidence"),
        properties=get("properties"),
        valid_from=get("valid_from"),
        valid_until=get("valid_until"),
    )


def check_relation(raw: Any, where: str, problems: Problems) -> RelationSpec | None:
    """One relation record with its fields' types checked (the store checks their values)."""
    if type(raw) is dict:
        plain = _plain_relation(raw)
        if plain is not None:
            return plain
    bucket = problems.relations
    if not _is_record(raw, where, problems, bucket, _RELATION_KEYS):
        return None
    before = problems.count
    spec = RelationSpec(
        source=_field(raw, "source", where, problems, bucket, str, required=True),
        target=_field(raw, "target", where, problems, bucket, str, required=True),
        relation_type=_field(raw, "relation_type", where, problems, bucket, str, required=True),
        source_type=_field(raw, "source_type", where, problems, bucket, str, required=False),
        target_type=_field(raw, "target_type", where, problems, bucket, str, required=False),
        confidence=_field(raw, "confidence", where, problems, bucket, (float, int), required=False),
        properties=_field(raw, "properties", where, problems, bucket, dict, required=False),
        valid_from=_field(raw, "valid_from", where, problems, bucket, str, required=False),
        valid_until=_field(raw, "valid_until", where, problems, bucket, str, required=False),
    )
    return spec if problems.count == before else None


class _NotUTF8(Exception):
    def __init__(self, byte: int) -> None:
        super().__init__(byte)
        self.byte = byte


class _CheckedReader:
    """The file's bytes for the parser, UTF-8 checked on the way and counted for progress."""

    def __init__(self, handle: BinaryIO) -> None:
        self._handle = handle
        self._decoder = codecs.getincrementaldecoder("utf-8")()
        self.consumed = 0
        self.last_start = 0

    def read(self, size: int = -1) -> bytes:
        data = self._handle.read(_READ_SIZE if size < 0 else size)
        pending = len(self._decoder.getstate()[0])
        try:
            self._decoder.decode(data, final=not data)
        except UnicodeDecodeError as exc:
            raise _NotUTF8(self.consumed - pending + exc.start) from None
        self.last_start = self.consumed
        self.consumed += len(data)
        return data


@dataclass(frozen=True)
class FileRecord:
    """An entity (`entity` and `clean` set) or a relation (`relation` set), by its place in the file."""

    where: str
    entity: EntityInput | None = None
    clean: CleanEntity | None = None
    relation: RelationSpec | None = None


class GraphFileReader:
    """Records of one file, in two groups: every entity, then every relation.

    A file that lists its relations before its entities is read twice (relations refer to
    entities by name); every other file once. `problems` holds what was wrong; the caller
    stops writing at the first and raises `problems.error(...)` at the end.
    """

    def __init__(self, path: Path, *, source: str | None = None, data: bytes | None = None) -> None:
        self.path = path
        self.source = source or str(path)
        self._data = data
        self.problems = Problems()
        self.size = len(data) if data is not None else _size(path)
        self.bytes_read = 0
        self._passes = 0

    def records(self) -> Generator[FileRecord, None, None]:
        deferred = yield from self._pass(relations=False)
        if deferred:
            yield from self._pass(relations=True)

    def _pass(self, *, relations: bool) -> Generator[FileRecord, None, bool]:
        """One read of the file; returns whether relations came before the entities (so wait)."""
        self._passes += 1
        first = self._passes == 1
        with self._open() as handle:
            reader = _CheckedReader(handle)
            walker = _Walker(self, first=first, relations_only=relations)
            try:
                for section, index, raw in walker.walk(ijson.basic_parse(reader, use_float=True, buf_size=_READ_SIZE)):
                    self.bytes_read = reader.consumed if first else self.size
                    where = f"{section}[{index}]"
                    if section == "entities":
                        checked = check_entity(raw, where, self.problems)
                        if checked is not None:
                            yield FileRecord(where, entity=checked[0], clean=checked[1])
                    else:
                        spec = check_relation(raw, where, self.problems)
                        if spec is not None:
                            yield FileRecord(where, relation=spec)
            except _NotUTF8 as exc:
                raise GraphFileError(f"{self.source} is not UTF-8 text (byte {exc.byte}).") from None
            except ijson.JSONError as exc:
                raise self._syntax_error(str(exc), reader) from None
        self.bytes_read = self.size
        return walker.deferred

    def _open(self) -> Any:
        if self._data is not None:
            return io.BytesIO(self._data)
        try:
            return self.path.open("rb")
        except FileNotFoundError:
            raise GraphFileError(f"{self.path} does not exist.") from None
        except OSError as exc:
            raise GraphFileError(f"Cannot read {self.path}: {exc.strerror}.") from None

    def _syntax_error(self, message: str, reader: _CheckedReader) -> GraphFileError:
        reason = message.strip().splitlines()[0] if message.strip() else "not valid JSON"
        reason = reason.removeprefix("parse error: ").removeprefix("lexical error: ")
        if "overflow" in reason:  # yajl's "integer overflow" and "numeric (floating point) overflow"
            return GraphFileError(
                f"{self.source} holds a number too large to store (a whole number of more than 18 digits, or beyond "
                f"1e308) near byte {reader.last_start}; nothing was imported."
            )
        if self.size <= EXACT_ERRORS_UP_TO:
            exact = self._exact_json_error()
            if exact is not None:
                return exact
        where = (
            f"at its end (byte {reader.consumed})" if "premature EOF" in reason else f"near byte {reader.last_start}"
        )
        return GraphFileError(f"{self.source} is not valid JSON: {reason} {where}; nothing was imported.")

    def _exact_json_error(self) -> GraphFileError | None:
        try:
            text = self._data.decode("utf-8") if self._data is not None else self.path.read_text(encoding="utf-8")
            json.loads(text)
        except json.JSONDecodeError as exc:
            return GraphFileError(
                f"{self.source} is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}; "
                "nothing was imported."
            )
        except (ValueError, RecursionError, OSError):
            return None
        return None


_OPENS = frozenset({"start_map", "start_array"})
_CLOSES = frozenset({"end_map", "end_array"})


def _put(parent: Any, key: Any, value: Any) -> None:
    if type(parent) is dict:
        parent[key] = value
    else:
        parent.append(value)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        raise GraphFileError(f"{path} does not exist.") from None
    except OSError as exc:
        raise GraphFileError(f"Cannot read {path}: {exc.strerror}.") from None


class _Walker:
    """Builds the values the reader needs from parser events, skipping the rest unbuilt."""

    def __init__(self, reader: GraphFileReader, *, first: bool, relations_only: bool) -> None:
        self._problems = reader.problems
        self._source = reader.source
        self._first = first  # top-level problems are noted on the first read only
        self._relations_only = relations_only
        self._entities_seen = False
        self.deferred = False
        self._top: dict[str, Any] = {}
        self._key = ""  # the top-level key being read
        self._section = ""  # the list being streamed ("entities" / "relations"), if any
        self._stream = False  # its items are wanted on this read
        self._index = 0

    def _wanted(self, section: str) -> bool:
        if self._relations_only:
            return section == "relations"
        if section == "entities":
            self._entities_seen = True
            return True
        if not self._entities_seen:  # relations first: they wait for a second read
            self.deferred = True
            return False
        return True

    def walk(self, events: Iterator[tuple[str, Any]]) -> Iterator[tuple[str, int, Any]]:
        """(section, index, value) of each item streamed; the hot loop builds values, the rare
        events (the top level, a section's start and end) go to the methods below."""
        depth = 0
        built: Any = None  # the innermost container being built (None: nothing is)
        key: Any = None  # the key it is filling, when it is an object
        outer: list[tuple[Any, Any]] = []  # the containers (and keys) around it, innermost last
        for event, value in events:
            if event == "map_key":
                if built is not None:
                    key = value
                elif depth == 1:
                    self._key = value
            elif event in _OPENS:
                depth += 1
                if depth > MAX_DEPTH:
                    raise GraphFileError(
                        f"{self._source} is nested more than {MAX_DEPTH} levels deep; nothing was imported."
                    )
                if built is not None:
                    child: Any = {} if event == "start_map" else []
                    _put(built, key, child)
                    outer.append((built, key))
                    built, key = child, None
                elif self._builds(depth, event):
                    built, key = ({} if event == "start_map" else []), None
            elif event in _CLOSES:
                depth -= 1
                if built is None:
                    self._closed(depth)
                elif outer:
                    built, key = outer.pop()
                else:
                    done, built = built, None
                    if (item := self._built(depth, done)) is not None:
                        yield item
            elif built is not None:
                if type(built) is dict:
                    built[key] = value
                else:
                    built.append(value)
            elif (item := self._scalar(depth, value)) is not None:
                yield item
        if self._first:
            self._check_top()

    def _top_level_error(self) -> GraphFileError:
        return GraphFileError(f'{self._source}: the top level must be an object with "entities" and "relations".')

    def _builds(self, depth: int, event: str) -> bool:
        """A container opens outside any value being built: build it?"""
        if depth == 1:
            if event != "start_map":
                raise self._top_level_error()
            return False
        if depth == 2:
            key = self._key
            self._top_key(key)
            if key in _SECTIONS and event == "start_array":
                self._section, self._stream, self._index = key, self._wanted(key), 0
            elif key in _SECTIONS:
                self._not_a_list(key)
            return key in ("format", "version")
        return depth == 3 and bool(self._section) and self._stream

    def _built(self, depth: int, value: Any) -> tuple[str, int, Any] | None:
        """A value is complete: an item of the section (returned), or a top-level value."""
        if depth == 2 and self._section:
            self._index += 1
            return self._section, self._index - 1, value
        if depth == 1:
            self._top_value(self._key, value)
        return None

    def _closed(self, depth: int) -> None:
        """A container that was not built closes: a section ends, or a skipped item does."""
        if depth == 1:
            self._section = ""
        elif depth == 2 and self._section:
            self._index += 1

    def _scalar(self, depth: int, value: Any) -> tuple[str, int, Any] | None:
        if depth == 2 and self._section:
            self._index += 1
            return (self._section, self._index - 1, value) if self._stream else None
        if depth == 0:
            raise self._top_level_error()
        if depth == 1:
            self._top_key(self._key)
            if self._key in _SECTIONS:
                self._not_a_list(self._key)
            else:
                self._top_value(self._key, value)
        return None

    def _not_a_list(self, key: str) -> None:
        if self._first:
            self._problems.add(self._problems.top, key, "must be a list")

    def _top_key(self, key: str) -> None:
        if self._first and key not in _TOP_KEYS:
            self._top[key] = None

    def _top_value(self, key: str, value: Any) -> None:
        if key in ("format", "version"):
            self._top[key] = value

    def _check_top(self) -> None:
        problems, top = self._problems, self._problems.top
        head: list[str] = []
        for key in sorted(k for k in self._top if k not in _TOP_KEYS):
            head.append(f"{key}: unknown field")
        if "format" in self._top and self._top["format"] != FORMAT_NAME:
            head.append(f"format: expected {FORMAT_NAME!r}")
        if "version" in self._top and self._top["version"] != FORMAT_VERSION:
            head.append(f"version: this GoClaw Lite reads version {FORMAT_VERSION}")
        problems.count += len(head)
        problems.top[:0] = head
        del top[MAX_REPORTED_PROBLEMS:]


@dataclass(frozen=True)
class GraphDocument:
    entities: tuple[EntityInput, ...]
    relations: tuple[RelationSpec, ...]


def parse_document(text: str, *, source: str = "the file") -> GraphDocument:
    """Read and check a knowledge-graph document held in memory; every problem names its line or field."""
    reader = GraphFileReader(Path(source), source=source, data=text.encode("utf-8", "surrogatepass"))
    entities: list[EntityInput] = []
    relations: list[RelationSpec] = []
    for record in reader.records():
        if record.entity is not None:
            entities.append(record.entity)
        elif record.relation is not None:
            relations.append(record.relation)
    if reader.problems:
        raise reader.problems.error(source)
    return GraphDocument(tuple(entities), tuple(relations))


__all__ = [
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_REPORTED_PROBLEMS",
    "FileRecord",
    "GraphDocument",
    "GraphFileError",
    "GraphFileReader",
    "Problems",
    "check_entity",
    "check_relation",
    "parse_document",
]
