"""Read the SQLite snapshot as COPY-ready CSV lines plus each row's checksum, page by page.

SQLite's own SQL renders every plain column (uuid, timestamp, integer, boolean, text) into
one CSV string per row and says whether those values are already in canonical form; Python
touches only JSON, floats, bytes and self-references. A row that is not canonical (an
upper-case UUID, a timestamp with an offset, a non-integer in an integer column) takes the
slow path: its values are converted and checked one by one, so a bad value is reported with
its table, row and column; a row whose text holds NUL takes it too, and comes out with the NUL
replaced (convert.py), counted in `Page.cleaned`. The line sent to COPY is, in most rows, the very
canonical text hashed for verification (JSON goes to COPY in jsonb's own form), encoded once; only
floats and a forward self-reference make the two differ. Verification costs the source one md5 per row.

Reading is written as generators that yield the queries they need and receive the rows, so the
same code runs on the app's async connection and, blocking, in a reader process (readers.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from goclaw_lite.promote.canonical import (
    KIND_OF_TYPE,
    MASK64,
    canon_line,
    copy_field,
    digest,
    digest_bytes,
    float_bits,
    pg_json_text,
    quote,
)
from goclaw_lite.promote.convert import convert_row, converters
from goclaw_lite.promote.tables import TableSpec
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.transfer import promotion as sql

T = TypeVar("T")
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")

# (raw value, whole fetched row) -> (field of the COPY line, field of the canonical text)
FieldPair = Callable[[Any, tuple[Any, ...]], tuple[str, str]]


class _NotCanonical(Exception):
    """The value needs the slow, checked path."""


def _json_pair(raw: Any, _row: tuple[Any, ...]) -> tuple[str, str]:
    """COPY gets jsonb's own text of the value (the same jsonb as the text SQLite holds), so the
    line sent and the text hashed stay one string: one quoting, one join, one encoding per row."""
    if raw is None:
        return "", ""
    if type(raw) is not str:
        raise _NotCanonical
    field = quote(pg_json_text(raw))
    return field, field


def _float_pair(raw: Any, _row: tuple[Any, ...]) -> tuple[str, str]:
    if raw is None:
        return "", ""
    if type(raw) is not float and type(raw) is not int:
        raise _NotCanonical
    number = float(raw)
    return repr(number), float_bits(number)


def _bytes_pair(raw: Any, _row: tuple[Any, ...]) -> tuple[str, str]:
    if raw is None:
        return "", ""
    if type(raw) is not bytes:
        raise _NotCanonical
    return "\\x" + raw.hex(), raw.hex()


def _self_ref_pair(single_key: bool) -> FieldPair:
    """A reference into the same table: copied only when it points at an earlier key (a row
    already written); the rest are linked after the table is in (see copier.py). SQLite's row
    check (`ok`) has found it UUID-shaped and lower-case; COPY checks the hex digits of one it
    carries, this regex those of one left for the link (rare: ids are ordered by time)."""

    def pair(raw: Any, row: tuple[Any, ...]) -> tuple[str, str]:
        if raw is None:
            return "", ""
        if type(raw) is not str:
            raise _NotCanonical
        if single_key and raw < row[0]:
            return raw, raw
        if not _UUID.fullmatch(raw):
            raise _NotCanonical
        return "", raw

    return pair


_PAIRS: dict[str, FieldPair] = {sql.JSON: _json_pair, sql.FLOAT: _float_pair, sql.BYTES: _bytes_pair}


@dataclass(frozen=True)
class SourcePlan:
    """How one table is read: COPY column order is the plain columns, then the special ones."""

    spec: TableSpec
    plain: tuple[tuple[str, str], ...]
    special: tuple[tuple[str, str], ...]

    @property
    def columns(self) -> tuple[str, ...]:
        return tuple(c for c, _k in self.plain) + tuple(c for c, _k in self.special)

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(k for _c, k in self.plain) + tuple(k for _c, k in self.special)

    def statement(self, after: bool) -> str:
        return sql.source_lines(
            self.spec.name, self.plain, [c for c, _k in self.special], self.spec.pk, after=after, strict=self.spec.strict,
            uuid_refs=self.spec.self_refs,
        )


def plan_for(spec: TableSpec) -> SourcePlan:
    plain: list[tuple[str, str]] = []
    special: list[tuple[str, str]] = []
    for column, pg_type in zip(spec.columns, spec.types, strict=True):
        kind = KIND_OF_TYPE.get(pg_type)
        if kind is None:
            converters([pg_type])  # raises the "no conversion" error
            raise AssertionError(pg_type)
        if kind in sql.PLAIN_KINDS and column not in spec.self_refs:
            plain.append((column, kind))
        else:
            special.append((column, kind))
    return SourcePlan(spec, tuple(plain), tuple(special))


@dataclass(frozen=True)
class Page:
    data: bytes  # COPY-ready CSV, one line per row in the plan's column order, forward self-references empty
    count: int
    checksum: int  # sum of the rows' digests mod 2^64
    last_key: tuple[Any, ...] | None  # None when the page is empty
    cleaned: int = 0  # text values whose NUL / unpaired surrogates were replaced (convert.py)


EMPTY = Page(b"", 0, 0, None)

# A step of reading: the statement and parameters to run; the rows come back into the generator.
Query = tuple[str, list[Any]]
Rows = list[tuple[Any, ...]]
PageSteps = Generator[Query, Rows, Page]


def page_steps(plan: SourcePlan, after: tuple[Any, ...] | None, limit: int, *, checked: bool = False) -> PageSteps:
    """Up to `limit` rows after key `after`, as the queries it needs (the caller runs them on
    its own connection: an async one here, a plain one in a reader process); `checked` sends
    every row through the slow path (used when PostgreSQL refused a page, to name the row and
    column at fault)."""
    spec = plan.spec
    npk = len(spec.pk)
    rows = yield plan.statement(after is not None), [*(after or ()), limit]
    if not rows:
        return EMPTY
    single = npk == 1
    pairs = [(npk + 2 + i, _self_ref_pair(single) if column in spec.self_refs else _PAIRS[kind])
             for i, (column, kind) in enumerate(plan.special)]
    lines: list[bytes] = []
    total = 0
    slow: list[tuple[Any, ...]] = []
    for row in rows:
        head = row[npk + 1]
        # NUL is the one character SQLite text holds and PostgreSQL text cannot: one scan of the
        # row's text here instead of a test per column in SQLite (the row is cleaned on the slow path).
        if checked or not row[npk] or "\0" in head:
            slow.append(row[:npk])
            continue
        try:
            parts = [head]
            canon_parts: list[str] | None = None  # only when a field's canonical form differs from its COPY form
            for index, pair in pairs:
                copied, canon = pair(row[index], row)
                if canon_parts is None and copied is not canon and copied != canon:
                    canon_parts = parts.copy()
                parts.append(copied)
                if canon_parts is not None:
                    canon_parts.append(canon)
            line = ",".join(parts).encode("utf-8")  # UnicodeEncodeError (a ValueError) too
            row_digest = digest_bytes(line) if canon_parts is None else digest(",".join(canon_parts))
        except (_NotCanonical, ValueError, TypeError):
            slow.append(row[:npk])
            continue
        lines.append(line)
        total += row_digest
    cleaned = 0
    if slow:
        slow_total, cleaned = yield from _slow_rows(plan, slow, lines)
        total += slow_total
    lines.append(b"")  # the last line's newline
    return Page(b"\n".join(lines), len(lines) - 1, total & MASK64, tuple(rows[-1][:npk]), cleaned)


def _slow_rows(
    plan: SourcePlan, keys: Sequence[tuple[Any, ...]], lines: list[bytes]
) -> Generator[Query, Rows, tuple[int, int]]:
    """Rows read and converted one value at a time, their COPY lines added to `lines`;
    returns (checksum, values cleaned)."""
    spec = plan.spec
    npk = len(spec.pk)
    columns, kinds = plan.columns, plan.kinds
    types = [spec.type_of(c) for c in columns]
    convs = converters(types)
    refs = [i for i, c in enumerate(columns) if c in spec.self_refs]
    pk_index = [columns.index(k) for k in spec.pk]
    texts = [i for i, k in enumerate(kinds) if k in sql.QUOTED_KINDS]
    total = cleaned = 0
    for start in range(0, len(keys), 200):
        chunk = keys[start:start + 200]
        statement = sql.source_rows_by_key(spec.name, columns, spec.pk, len(chunk))
        fetched = yield statement, [v for key in chunk for v in key]
        for row in sorted(fetched, key=lambda r: r[:npk]):
            raw = row[npk:]
            key = tuple(raw[i] for i in pk_index)
            values = convert_row(spec.name, columns, convs, raw, key)
            cleaned += sum(1 for i in texts if type(raw[i]) is str and values[i] != raw[i])
            total += digest(canon_line(kinds, values))
            for i in refs:
                if npk != 1 or not (values[i] is not None and raw[i] < key[0]):
                    values[i] = None
            lines.append(",".join(copy_field(k, v) for k, v in zip(kinds, values, strict=True)).encode("utf-8"))
    return total, cleaned


def run_steps(steps: Generator[Query, Rows, T], fetch: Callable[[str, list[Any]], Rows]) -> T:
    """Drive a reading generator with a blocking fetch (a reader process's own connection)."""
    try:
        query = next(steps)
        while True:
            query = steps.send(fetch(*query))
    except StopIteration as stop:
        return stop.value  # type: ignore[no-any-return]


async def drive(source: SQLiteDatabase, steps: Generator[Query, Rows, T]) -> T:
    """Drive a reading generator on the app's own async connection (inside its read transaction)."""
    try:
        query = next(steps)
        while True:
            query = steps.send(await sql.fetch_tuples(source, *query))
    except StopIteration as stop:
        return stop.value  # type: ignore[no-any-return]


async def read_page(
    source: SQLiteDatabase, plan: SourcePlan, after: tuple[Any, ...] | None, limit: int, *, checked: bool = False
) -> Page:
    return await drive(source, page_steps(plan, after, limit, checked=checked))


def checksum_steps(plan: SourcePlan, batch_size: int) -> Generator[Query, Rows, tuple[int, int]]:
    """(rows, checksum) of a whole table, for tables this run did not copy from the start."""
    count = total = 0
    after: tuple[Any, ...] | None = None
    while True:
        page = yield from page_steps(plan, after, batch_size)
        count += page.count
        total = (total + page.checksum) & MASK64
        if page.count < batch_size:
            return count, total
        after = page.last_key
