"""Writing rows brought in from another install (the GoClaw Lite importer) with their ids kept.

The importer validates each row with the same rules as the domain stores and then writes it
here, id and timestamps as they were. Rows go in batches inside a savepoint; when the
database refuses a batch (a constraint the checks above did not foresee), the batch is
rolled back to its savepoint and written row by row, so the one bad row is reported and
skipped while the transaction — and every other row — carries on (PostgreSQL would abort
the whole transaction otherwise).
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

from goclaw_lite.model.mcp import McpServer
from goclaw_lite.store.backend.db import ConstraintViolation, Database, Row, chunks
from goclaw_lite.store.transfer.promotion import column_list, quote_ident

_savepoints = itertools.count(1)


@asynccontextmanager
async def savepoint(db: Database) -> AsyncIterator[None]:
    """A nested unit inside the open transaction: undone alone when the block raises.

    PostgreSQL's `Database` already runs every statement of a transaction under its own
    savepoint (a failed statement leaves nothing behind), so only SQLite needs one here:
    its executemany would keep the rows before the refused one.
    """
    if db.dialect.name != "sqlite":
        yield
        return
    name = f"import_{next(_savepoints)}"
    await db.execute(f"SAVEPOINT {name}")
    try:
        yield
    except BaseException:
        await db.execute(f"ROLLBACK TO SAVEPOINT {name}")
        await db.execute(f"RELEASE SAVEPOINT {name}")
        raise
    await db.execute(f"RELEASE SAVEPOINT {name}")


async def rows_by_key(db: Database, table: str, key: str, values: Sequence[str], columns: Sequence[str]) -> dict[str, Row]:
    """The rows of `table` whose `key` column is one of `values`, keyed by it."""
    found: dict[str, Row] = {}
    wanted = sorted({str(v) for v in values})
    for chunk in chunks(wanted):
        marks = ", ".join("?" for _ in chunk)
        rows = await db.fetch_all(
            f"SELECT {column_list(columns)} FROM {quote_ident(table)} WHERE {quote_ident(key)} IN ({marks})", list(chunk)
        )
        found.update({str(r[key]): r for r in rows})
    return found


async def insert_rows(db: Database, table: str, columns: Sequence[str], rows: Sequence[Mapping[str, Any]]) -> list[tuple[int, str]]:
    """Insert `rows` (dicts holding `columns`); returns (index, reason) of each refused row."""
    if not rows:
        return []
    statement = (
        f"INSERT INTO {quote_ident(table)} ({column_list(columns)}) VALUES ({', '.join('?' for _ in columns)})"
    )
    values = [tuple(row[c] for c in columns) for row in rows]
    try:
        async with savepoint(db):
            await db.execute_many(statement, values)
        return []
    except ConstraintViolation:
        pass
    refused: list[tuple[int, str]] = []
    for index, params in enumerate(values):
        try:
            async with savepoint(db):
                await db.execute(statement, params)
        except ConstraintViolation as exc:
            refused.append((index, exc.message))
    return refused


async def set_conversation_state(db: Database, conversation_id: str, active_leaf_id: str | None, updated_at: str) -> None:
    """After its messages are in: the branch shown and the time of the last change as imported
    (the insert trigger moved `updated_at` to each message's time)."""
    await db.execute(
        "UPDATE agent_conversations SET active_leaf_id = ?, updated_at = ? WHERE id = ?",
        (active_leaf_id, updated_at, conversation_id),
    )


async def live_agent_keys(db: Database, tenant_id: str) -> dict[str, str]:
    """agent_key -> id of the tenant's live agents."""
    rows = await db.fetch_all(
        "SELECT agent_key, id FROM agents WHERE tenant_id = ? AND deleted_at IS NULL", (tenant_id,)
    )
    return {str(r["agent_key"]): str(r["id"]) for r in rows}


async def mcp_servers(db: Database, tenant_id: str) -> list[McpServer]:
    """The MCP servers here, by name and tool prefix (an imported one must not clash with them)."""
    rows = await db.fetch_all(
        "SELECT id, name, transport, tool_prefix FROM mcp_servers WHERE tenant_id = ?", (tenant_id,)
    )
    return [McpServer(id=str(r["id"]), name=str(r["name"]), transport=str(r["transport"]),
                      tool_prefix=str(r["tool_prefix"] or "")) for r in rows]


async def provider_names(db: Database, tenant_id: str) -> dict[str, str]:
    rows = await db.fetch_all("SELECT name, id FROM llm_providers WHERE tenant_id = ?", (tenant_id,))
    return {str(r["name"]): str(r["id"]) for r in rows}


async def default_agent_id(db: Database, tenant_id: str) -> str | None:
    value = await db.fetch_value(
        "SELECT id FROM agents WHERE tenant_id = ? AND is_default = ? AND deleted_at IS NULL", (tenant_id, True)
    )
    return None if value is None else str(value)


async def has_rows(db: Database, table: str) -> bool:
    return await db.fetch_value(f"SELECT 1 FROM {quote_ident(table)} LIMIT 1") is not None


async def count_rows(db: Database, table: str) -> int:
    return int(await db.fetch_value(f"SELECT COUNT(*) FROM {quote_ident(table)}") or 0)


async def pairs_present(db: Database, table: str, first: str, second: str, first_values: Sequence[str]) -> set[tuple[str, str]]:
    """(first, second) pairs of a two-column key already in `table`, for the given firsts."""
    found: set[tuple[str, str]] = set()
    for chunk in chunks(sorted(set(first_values))):
        marks = ", ".join("?" for _ in chunk)
        rows = await db.fetch_all(
            f"SELECT {quote_ident(first)} AS a, {quote_ident(second)} AS b FROM {quote_ident(table)} "
            f"WHERE {quote_ident(first)} IN ({marks})",
            list(chunk),
        )
        found.update((str(r["a"]), str(r["b"])) for r in rows)
    return found


async def message_contents(db: Database, conversation_id: str) -> dict[str, str | None]:
    """id -> content of a conversation's messages (to tell an imported chat from a changed one)."""
    rows = await db.fetch_all("SELECT id, content FROM agent_messages WHERE conversation_id = ?", (conversation_id,))
    return {str(r["id"]): None if r["content"] is None else str(r["content"]) for r in rows}


async def delete_conversation(db: Database, conversation_id: str) -> None:
    await db.execute("DELETE FROM agent_conversations WHERE id = ?", (conversation_id,))
