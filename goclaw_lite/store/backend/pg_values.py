"""Loaders that make PostgreSQL rows read like SQLite rows (the values the stores expect)."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from typing import Any

import psycopg
from psycopg.adapt import AdaptersMap, Buffer, Loader
from psycopg.pq import Format
from psycopg.types.json import set_json_loads

from goclaw_lite.ids import format_ts


def _compact_json(data: str | bytes) -> str:
    return json.dumps(json.loads(data), ensure_ascii=False, separators=(",", ":"))


class _UuidAsText(Loader):
    def load(self, data: Buffer) -> str:
        return bytes(data).decode("ascii")


class _NumericAsFloat(Loader):
    def load(self, data: Buffer) -> float:
        return float(bytes(data))


class _Wrapping(Loader):
    """Run psycopg's own text loader for the type, then convert its result."""

    base_oid: int = 0

    def __init__(self, oid: int, context: Any = None) -> None:
        super().__init__(oid, context)
        base = psycopg.adapters.get_loader(self.base_oid, Format.TEXT)
        assert base is not None
        self._inner = base(oid, context)


class _TimestamptzAsText(_Wrapping):
    base_oid = 1184

    def load(self, data: Buffer) -> str:
        return format_ts(self._inner.load(data))


class _TimestampAsText(_Wrapping):
    base_oid = 1114

    def load(self, data: Buffer) -> str:
        moment: datetime = self._inner.load(data)
        return format_ts(moment.replace(tzinfo=UTC))


class _DateAsText(_Wrapping):
    base_oid = 1082

    def load(self, data: Buffer) -> str:
        day: date = self._inner.load(data)
        return day.isoformat()


def _build_adapters() -> AdaptersMap:
    adapters = AdaptersMap(psycopg.adapters)
    adapters.register_loader("uuid", _UuidAsText)
    adapters.register_loader("numeric", _NumericAsFloat)
    adapters.register_loader("timestamptz", _TimestamptzAsText)
    adapters.register_loader("timestamp", _TimestampAsText)
    adapters.register_loader("date", _DateAsText)
    set_json_loads(_compact_json, adapters)
    return adapters


ADAPTERS = _build_adapters()
