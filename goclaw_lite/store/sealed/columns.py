"""Every column that holds sealed values, and the operations that touch all of them at once.

Key rotation and key checks must not miss a column, so the list lives in one place. Each
entry names the table, the sealed column, the column whose value is bound into the
ciphertext as its row id, and how to name a row (and mend it) when it cannot be opened.

The database proves which key is its own by the check value in `lite_meta`; a database
that lost that row still proves it by its sealed values (`KeyEvidence`), so no new key is
ever made for data that already has one.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.errors import DecryptionError
from goclaw_lite.security.crypto import PREFIX, Binding, Cipher, reseal
from goclaw_lite.security.known_secrets import add_secrets, set_source
from goclaw_lite.store.backend.db import Database, SQLiteDatabase
from goclaw_lite.store.backend.meta import KEY_CHECK, KEY_CHECK_PLAINTEXT

_TOOL_NAME = "(SELECT b.binary_name FROM secure_cli_binaries b WHERE b.id = t.binary_id)"


@dataclass(frozen=True)
class SealedColumn:
    table: str
    column: str
    id_column: str = "id"
    mandatory: bool = True
    name_sql: str = "''"
    """SQL (table alias `t`) naming the row's owner: the tool or provider."""
    owner_sql: str = "''"
    """SQL naming the row's scope within it: agent key, user id, conversation id."""
    what: str = "{name}"
    remedy: str = ""
    """How to mend an unreadable row: remove it or enter its values again ({name}, {owner})."""
    json_map: bool = False
    """The column is a JSON object whose every value is sealed on its own, bound to `row:NAME`."""
    sealed_map: bool = False
    """The sealed plaintext is itself a JSON object of variable -> value (a tool's credentials)."""
    label: str = "{var}"
    """How a scrubbed value is named (`[REDACTED:<label>]`): {name} the owner, {var} the variable."""

    def binding(self, row_id: str) -> Binding:
        return Binding(self.table, self.column, row_id)

    def values(self, row_id: str, stored: str) -> list[SealedValue]:
        """The sealed values one stored cell holds: itself, or each value of its JSON object."""
        if not self.json_map:
            return [SealedValue(self, row_id, stored)]
        return [SealedValue(self, map_row_id(row_id, name), value) for name, value in json_map_items(stored)]


def map_row_id(row_id: str, name: str) -> str:
    """The row id a JSON-map value is bound to: the row and the value's own name."""
    return f"{row_id}:{name}"


def json_map_items(stored: str) -> list[tuple[str, str]]:
    try:
        parsed = json.loads(stored or "{}")
    except ValueError:
        return []
    if not isinstance(parsed, dict):
        return []
    return [(str(k), str(v)) for k, v in parsed.items()]


SEALED_COLUMNS: tuple[SealedColumn, ...] = (
    SealedColumn("llm_providers", "api_key", mandatory=False, name_sql="t.name", what="provider {name}",
                 label="PROVIDER_{name}_API_KEY",
                 remedy="`goclaw-lite provider set {name} --key` or `goclaw-lite provider rm {name}`"),
    SealedColumn("secure_cli_binaries", "encrypted_env", sealed_map=True,
                 name_sql="t.binary_name", what="tool {name}",
                 remedy="`goclaw-lite cred update {name} --env VAR...` or `goclaw-lite cred rm {name}`"),
    SealedColumn("secure_cli_agent_grants", "encrypted_env", sealed_map=True,
                 name_sql=_TOOL_NAME,
                 owner_sql="(SELECT a.agent_key FROM agents a WHERE a.id = t.agent_id)", what="tool {name}, agent {owner}",
                 remedy="`goclaw-lite cred update {name} --agent {owner} --env VAR...` or "
                        "`goclaw-lite cred revoke {name} --agent {owner}`"),
    SealedColumn("secure_cli_user_credentials", "encrypted_env", sealed_map=True,
                 name_sql=_TOOL_NAME, owner_sql="t.user_id",
                 what="tool {name}, your own values",
                 remedy="`goclaw-lite cred update {name} --user --env VAR...` or `goclaw-lite cred rm {name}`"),
    SealedColumn("secure_cli_context_credentials", "encrypted_env", sealed_map=True,
                 name_sql=_TOOL_NAME, owner_sql="t.conversation_id",
                 what="tool {name}, conversation {owner}",
                 remedy="`goclaw-lite cred update {name} --conversation {owner} --env VAR...` or "
                        "`goclaw-lite cred rm {name}`"),
    *(
        SealedColumn("mcp_servers", column, mandatory=column != "api_key", name_sql="t.name", what="MCP server {name}",
                     remedy="`goclaw-lite mcp rm {name}`, then add it again", json_map=column != "api_key", label=label)
        for column, label in (("api_key", "MCP_{name}_API_KEY"), ("env", "MCP_{name}_{var}"),
                              ("headers", "MCP_{name}_HEADER_{var}"))
    ),
    SealedColumn("config_secrets", "value", id_column="key", name_sql="t.key", what="setting {name}",
                 label="SETTING_{name}", remedy="enter it again: `goclaw-lite web search-set brave --brave-key`"),
)


def secret_label(column: SealedColumn, owner: str, var: str = "") -> str:
    return column.label.format(name=owner.upper().replace("-", "_"), var=var).replace("__", "_").strip("_")


def remember_sealed(table: str, column: str, values: Mapping[str, str]) -> None:
    """Know values a store is sealing now, before the next load of the database's."""
    col = next(c for c in SEALED_COLUMNS if (c.table, c.column) == (table, column))
    add_secrets("sealed", [(secret_label(col, "", var), value) for var, value in values.items()])


@dataclass(frozen=True)
class SealedValue:
    """One stored ciphertext and where it lives (its binding)."""

    column: SealedColumn
    row_id: str
    value: str = ""

    @property
    def binding(self) -> Binding:
        return self.column.binding(self.row_id)

    def opens_with(self, cipher: Cipher) -> bool:
        try:
            cipher.open(self.value, self.binding, mandatory=True)
        except DecryptionError:
            return False
        return True


@dataclass(frozen=True)
class UnreadableValue:
    """A sealed value the current key cannot open, named for the person who must mend it."""

    column: SealedColumn
    row_id: str
    name: str
    owner: str

    def describe(self) -> str:
        what = self.column.what.format(name=self.name or "?", owner=self.owner or "?")
        return f"{self.column.table} {self.row_id} ({what})"

    def remedy(self) -> str:
        return self.column.remedy.format(name=self.name or "NAME", owner=self.owner or "ID")


@dataclass(frozen=True)
class KeyEvidence:
    """What in a database only its own key opens: the check value, or else its sealed values.

    `samples` are read only when the check value is missing (a few per sealed column); a
    key is the database's when it opens the check value, or, without one, any sample.
    """

    check_value: str | None = None
    samples: tuple[SealedValue, ...] = ()

    @property
    def expects_key(self) -> bool:
        return self.check_value is not None or bool(self.samples)

    def opened_by(self, key: bytes) -> bool:
        cipher = Cipher(key)
        if self.check_value is not None:
            return check_value_matches(cipher, self.check_value)
        return any(sample.opens_with(cipher) for sample in self.samples)

KEY_CHECK_BINDING = Binding("lite_meta", "value", KEY_CHECK)


def make_check_value(cipher: Cipher) -> str:
    return cipher.seal(KEY_CHECK_PLAINTEXT, KEY_CHECK_BINDING)


def check_value_matches(cipher: Cipher, sealed: str) -> bool:
    try:
        return cipher.open(sealed, KEY_CHECK_BINDING, mandatory=True) == KEY_CHECK_PLAINTEXT
    except DecryptionError:
        return False


async def count_sealed_values(db: Database) -> int:
    total = 0
    for col in await _present_columns(db):
        if col.json_map:
            rows = await db.fetch_all(f"SELECT id, {col.column} AS sealed FROM {col.table} WHERE {_stored(col)}")
            total += sum(len(col.values(str(r["id"]), str(r["sealed"]))) for r in rows)
            continue
        total += int(await db.fetch_value(f"SELECT COUNT(*) FROM {col.table} WHERE {_stored(col)}") or 0)
    return total


def _stored(col: SealedColumn, alias: str = "") -> str:
    """SQL: the cell holds something sealed (not NULL, not empty)."""
    name = f"{alias}{col.column}"
    if col.json_map:  # TEXT in SQLite, jsonb in PostgreSQL: compare as text
        return f"CAST({name} AS TEXT) NOT IN ('{{}}', '')"
    return f"{name} IS NOT NULL AND {name} <> ''"


async def _present_columns(db: Database) -> list[SealedColumn]:
    """The sealed columns whose table exists (an old file may predate some of them)."""
    tables = {str(r["name"]) for r in await db.fetch_all(db.dialect.list_tables_sql())}
    return [col for col in SEALED_COLUMNS if col.table in tables]


async def sealed_samples(db: Database, per_column: int = 5) -> tuple[SealedValue, ...]:
    """A few sealed (prefixed) values of each column: evidence of the key when the check value is gone."""
    found: list[SealedValue] = []
    for col in await _present_columns(db):
        if col.json_map:
            rows = await db.fetch_all(
                f"SELECT id, CAST({col.column} AS TEXT) AS sealed FROM {col.table} WHERE {_stored(col)} "
                f"ORDER BY id LIMIT {int(per_column)}"
            )
            found.extend(v for r in rows for v in col.values(str(r["id"]), str(r["sealed"])) if v.value.startswith(PREFIX))
            continue
        rows = await db.fetch_all(
            f"SELECT {col.id_column} AS row_id, {col.column} AS sealed FROM {col.table} "
            f"WHERE {col.column} LIKE ? ORDER BY {col.id_column} LIMIT {int(per_column)}",
            (PREFIX + "%",),
        )
        found.extend(SealedValue(col, str(r["row_id"]), str(r["sealed"])) for r in rows)
    return tuple(found)


async def sqlite_key_evidence(path: Path, check_value: str | None) -> KeyEvidence:
    """A SQLite file's evidence: its check value; without one, sealed values read through a
    short read-only connection."""
    if check_value is not None:
        return KeyEvidence(check_value)
    reader = await SQLiteDatabase.connect(path, read_only=True)
    try:
        return KeyEvidence(None, await sealed_samples(reader))
    finally:
        await reader.close()


async def unreadable_sealed_values(db: Database, cipher: Cipher) -> list[UnreadableValue]:
    """Every stored value `cipher` cannot open (tampered, or sealed under another key)."""
    unreadable: list[UnreadableValue] = []
    for col in await _present_columns(db):
        rows = await db.fetch_all(
            f"SELECT t.{col.id_column} AS row_id, CAST(t.{col.column} AS TEXT) AS sealed, {col.name_sql} AS name, "
            f"{col.owner_sql} AS owner FROM {col.table} t "
            f"WHERE {_stored(col, 't.')} ORDER BY t.{col.id_column}"
        )
        for row in rows:
            for value in col.values(str(row["row_id"]), str(row["sealed"])):
                try:
                    cipher.open(value.value, value.binding, mandatory=col.mandatory)
                except DecryptionError:
                    unreadable.append(UnreadableValue(col, str(row["row_id"]), str(row["name"] or ""), str(row["owner"] or "")))
                    break
    return unreadable


async def rotate_sealed_values(db: Database, old: Cipher, new: Cipher) -> int:
    """Re-seal every value under `new` and replace the check value, in one transaction."""
    changed = 0
    async with db.transaction():
        for col in await _present_columns(db):
            rows = await db.fetch_all(
                f"SELECT {col.id_column} AS row_id, CAST({col.column} AS TEXT) AS sealed FROM {col.table} "
                f"WHERE {_stored(col)}"
            )
            for row in rows:
                row_id = str(row["row_id"])
                values = col.values(row_id, str(row["sealed"]))
                resealed = [_reseal_one(col, v, old, new) for v in values]
                if col.json_map:
                    names = [name for name, _ in json_map_items(str(row["sealed"]))]
                    updated = json.dumps(dict(zip(names, resealed, strict=True)))
                    await db.execute(f"UPDATE {col.table} SET {col.column} = ? WHERE {col.id_column} = ?", (updated, row_id))
                else:
                    await db.execute(
                        f"UPDATE {col.table} SET {col.column} = ? WHERE {col.id_column} = ?", (resealed[0], row_id)
                    )
                changed += len(values)
        await db.execute(
            "UPDATE lite_meta SET value = ?, updated_at = " + db.dialect.now() + " WHERE key = ?",
            (make_check_value(new), KEY_CHECK),
        )
    return changed


def _reseal_one(col: SealedColumn, value: SealedValue, old: Cipher, new: Cipher) -> str:
    binding = value.binding
    if not Cipher.is_sealed(value.value):
        # Legacy plaintext in an optional column: seal it now rather than carry it on.
        return new.seal(old.open(value.value, binding, mandatory=col.mandatory), binding)
    return reseal(value.value, binding, old, new)


def _opened(col: SealedColumn, value: SealedValue, cipher: Cipher) -> list[tuple[str, str]]:
    """(variable, value) pairs one sealed value holds, or none when it does not open."""
    try:
        plaintext = cipher.open(value.value, value.binding, mandatory=False)
    except DecryptionError:
        return []
    if not col.sealed_map:
        return [(value.row_id.partition(":")[2], plaintext)]
    try:
        parsed = json.loads(plaintext)
    except ValueError:
        return []
    return [(str(k), str(v)) for k, v in parsed.items()] if isinstance(parsed, dict) else []


async def secret_values(db: Database, cipher: Cipher) -> list[tuple[str, str]]:
    """(label, value) of every sealed value `cipher` opens, in every sealed column."""
    pairs: list[tuple[str, str]] = []
    for col in await _present_columns(db):
        rows = await db.fetch_all(
            f"SELECT t.{col.id_column} AS row_id, CAST(t.{col.column} AS TEXT) AS sealed, {col.name_sql} AS name "
            f"FROM {col.table} t WHERE {_stored(col, 't.')}"
        )
        for row in rows:
            owner = str(row["name"] or "")
            for value in col.values(str(row["row_id"]), str(row["sealed"])):
                pairs.extend((secret_label(col, owner, var), plain) for var, plain in _opened(col, value, cipher))
    return pairs


async def refresh_known_secrets(db: Database, cipher: Cipher | None) -> None:
    """Reload the ``database`` source of the known-secrets registry (see `security.known_secrets`)."""
    if cipher is not None:
        set_source("database", await secret_values(db, cipher))
