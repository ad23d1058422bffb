"""Create, inspect and upgrade GoClaw Lite's schema (version 34) in PostgreSQL.

The files under `schema/postgres/` are the schema's single source, as for SQLite. The
version is the one row of `goclaw_schema`. Everything runs in the schema that search_path
names first (`current_schema()`), so one database can hold several installs side by side.

PostgreSQL DDL is transactional: a create or an upgrade either completes or leaves the
database exactly as it was, so unlike the SQLite file no backup copy is written first.
A transaction-level advisory lock makes two processes that start at once take turns.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass

from goclaw_lite import __version__
from goclaw_lite.errors import (
    CorruptDatabaseError,
    DatabaseError,
    DatabaseTooNewError,
    DatabaseTooOldError,
    MigrationError,
    NotADatabaseError,
    UserError,
    ValidationError,
)
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.resources import schema_dir
from goclaw_lite.store.backend.postgres import VERSION_TABLE, PostgresDatabase, split_sql_statements
from goclaw_lite.store.graph.counts import ensure_postgres_kg_counts
from goclaw_lite.store.lifecycle.sqlite_schema import (
    CREATE_TABLE_PATTERN,
    MASTER_TENANT_ID,
    OLDEST_UPGRADABLE_VERSION,
    SCHEMA_VERSION,
    PrepareResult,
)

# An upgrade step that only adds a column is skipped when the column is already there.
COLUMN_GUARDS: dict[int, tuple[str, str]] = {33: ("agents", "model_fallback")}
IDENTITY_KEYS = ("install_id", "local_user_id", "local_tenant_id")
_SCHEMA_LOCK = 0x6C69_7465_5343_4831  # "liteSCH1": serialises create/upgrade across processes
_NAMES_SHOWN = 5


@dataclass(frozen=True)
class PostgresSchemaState:
    exists: bool
    version: int

    @property
    def needs_create(self) -> bool:
        return not self.exists

    @property
    def needs_upgrade(self) -> bool:
        return self.exists and self.version < SCHEMA_VERSION


def fresh_schema_sql() -> str:
    return (schema_dir("postgres") / "schema.sql").read_text(encoding="utf-8")


def schema_statements() -> list[str]:
    return split_sql_statements(fresh_schema_sql())


def upgrade_steps() -> dict[int, str]:
    """from-version -> SQL moving it one version up, from `upgrades/NNN_to_MMM.sql`."""
    steps: dict[int, str] = {}
    for file in sorted((schema_dir("postgres") / "upgrades").glob("*_to_*.sql")):
        start, _, end = file.stem.partition("_to_")
        if int(end) != int(start) + 1:
            raise MigrationError(f"upgrade file {file.name} must move exactly one version")
        steps[int(start)] = file.read_text(encoding="utf-8")
    return steps


async def schema_tables(db: PostgresDatabase) -> list[str]:
    """Every table in the current schema, ours or not (the version table included)."""
    if await db.fetch_value("SELECT current_schema() AS s") is None:
        raise DatabaseError(
            f"{db.description} has no usable schema on its search_path; create one, or name it with "
            "?options=-csearch_path%3D<schema> in the URL."
        )
    rows = await db.fetch_all(
        "SELECT c.relname AS name FROM pg_catalog.pg_class c "
        "WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f') "
        "ORDER BY c.relname COLLATE \"C\""
    )
    return [str(r["name"]) for r in rows]


async def read_version(db: PostgresDatabase) -> int:
    rows = await db.fetch_all(f"SELECT version FROM {VERSION_TABLE}")
    if len(rows) != 1:
        raise CorruptDatabaseError(
            f"{db.description} has {len(rows)} rows in {VERSION_TABLE} instead of one; it was left untouched."
        )
    return int(rows[0]["version"])


async def inspect_schema(db: PostgresDatabase) -> PostgresSchemaState:
    """Decide whether the database can be used, without writing to it."""
    tables = await schema_tables(db)
    if not tables:
        return PostgresSchemaState(exists=False, version=0)
    if VERSION_TABLE not in tables:
        shown = ", ".join(tables[:_NAMES_SHOWN]) + (", ..." if len(tables) > _NAMES_SHOWN else "")
        raise NotADatabaseError(
            f"{db.description} already holds tables that are not GoClaw Lite's ({shown}); it was left untouched. "
            "Use an empty database, or a schema of its own (?options=-csearch_path%3Dgoclaw in the URL)."
        )
    version = await read_version(db)
    if version > SCHEMA_VERSION:
        raise DatabaseTooNewError(
            f"{db.description} is at schema version {version}, newer than this GoClaw Lite ({__version__}, schema "
            f"{SCHEMA_VERSION}). Upgrade GoClaw Lite; the database was left untouched."
        )
    if version < OLDEST_UPGRADABLE_VERSION:
        raise DatabaseTooOldError(
            f"{db.description} is at schema version {version}; this GoClaw Lite upgrades from "
            f"{OLDEST_UPGRADABLE_VERSION} onward. The database was left untouched."
        )
    return PostgresSchemaState(exists=True, version=version)


async def read_install_record(db: PostgresDatabase) -> tuple[str | None, str | None]:
    """install_id and key check value of an existing schema."""
    rows = await db.fetch_all("SELECT key, value FROM lite_meta WHERE key IN ('install_id', 'key_check')")
    values = {str(r["key"]): str(r["value"]) for r in rows}
    return values.get("install_id"), values.get("key_check")


def _initial_meta(adopt: Mapping[str, str] | None) -> dict[str, str]:
    """Fresh identity values, or the ones of the install being adopted (promotion)."""
    stamp = now_ts()
    if adopt is None:
        return {
            "install_id": uuid7(),
            "local_user_id": uuid7(),
            "local_tenant_id": MASTER_TENANT_ID,
            "created_at": stamp,
            "created_by_version": __version__,
        }
    missing = [k for k in IDENTITY_KEYS if not adopt.get(k)]
    if missing:
        raise ValidationError(f"The install to adopt lacks {', '.join(missing)}.")
    for key in IDENTITY_KEYS:
        try:
            uuid.UUID(adopt[key])
        except ValueError:
            raise ValidationError(f"The install to adopt has an invalid {key} ({adopt[key]!r} is not a UUID).") from None
    meta = {str(k): str(v) for k, v in adopt.items()}
    meta.setdefault("created_at", stamp)
    meta.setdefault("created_by_version", __version__)
    return meta


async def create_schema(db: PostgresDatabase, *, adopt: Mapping[str, str] | None = None) -> bool:
    """Build the v34 schema in an empty schema, in one transaction.

    `adopt` is the lite_meta of an existing install (SQLite's, when promoting): its
    install_id, local user and tenant and key check value are kept, so sealed values and
    the key store keep working. Returns False when another process created it meanwhile.
    """
    meta = _initial_meta(adopt)
    async with db.transaction():
        await db.execute("SELECT pg_advisory_xact_lock(?)", (_SCHEMA_LOCK,))
        if await schema_tables(db):
            await inspect_schema(db)  # ours (made meanwhile) passes; anything else is refused
            return False
        try:
            for statement in [*schema_statements(), *addition_statements()]:
                await db.execute(statement)
        except UserError:
            raise
        except Exception as exc:  # noqa: BLE001 - any failure of a statement becomes one MigrationError
            raise MigrationError(
                f"Creating the schema in {db.description} failed ({_summary(exc)}); nothing was created."
            ) from None
        await db.execute(f"INSERT INTO {VERSION_TABLE} (version) VALUES (?)", (SCHEMA_VERSION,))
        stamp = now_ts()
        await db.execute_many(
            "INSERT INTO lite_meta (key, value, updated_at) VALUES (?, ?, ?)", [(k, v, stamp) for k, v in meta.items()]
        )
    return True


async def _column_exists(db: PostgresDatabase, table: str, column: str) -> bool:
    found = await db.fetch_value(
        "SELECT 1 AS found FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = ? AND column_name = ?",
        (table, column),
    )
    return found is not None


async def upgrade_schema(db: PostgresDatabase, from_version: int) -> None:
    """Move the schema from `from_version` to SCHEMA_VERSION in one transaction."""
    steps = upgrade_steps()
    missing = [v for v in range(from_version, SCHEMA_VERSION) if v not in steps]
    if missing:
        raise MigrationError(f"No upgrade step from schema version {missing[0]} to {missing[0] + 1}.")
    async with db.transaction():
        await db.execute("SELECT pg_advisory_xact_lock(?)", (_SCHEMA_LOCK,))
        current = await read_version(db)
        if current != from_version:
            return  # another process upgraded it while we waited
        version = from_version
        try:
            for version in range(from_version, SCHEMA_VERSION):
                guard = COLUMN_GUARDS.get(version)
                if guard and await _column_exists(db, *guard):
                    continue
                for statement in split_sql_statements(steps[version]):
                    await db.execute(statement)
            for statement in addition_statements():
                await db.execute(statement)
        except UserError:
            raise
        except Exception as exc:  # noqa: BLE001 - any failure of a statement becomes one MigrationError
            raise MigrationError(
                f"Upgrading {db.description} from schema version {version} failed ({_summary(exc)}); it is unchanged."
            ) from None
        await db.execute(f"UPDATE {VERSION_TABLE} SET version = ?", (SCHEMA_VERSION,))
        await db.execute(
            "INSERT INTO lite_meta (key, value, updated_at) VALUES ('upgraded_from', ?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            (str(from_version), now_ts()),
        )


async def prepare_schema(db: PostgresDatabase, *, adopt: Mapping[str, str] | None = None) -> PrepareResult:
    """Make the current schema a usable v34 GoClaw Lite schema: create, upgrade or confirm it.

    With `adopt`, an existing schema must belong to that same install (a resumed promotion);
    another install's database is refused rather than mixed into. The knowledge-graph
    counters (store/graph/counts.py) are made and filled when missing.
    """
    result = await _prepare_schema(db, adopt=adopt)
    await ensure_postgres_kg_counts(db)
    return result


async def _prepare_schema(db: PostgresDatabase, *, adopt: Mapping[str, str] | None) -> PrepareResult:
    state = await inspect_schema(db)
    if state.needs_create:
        created = await create_schema(db, adopt=adopt)
        if created:
            return PrepareResult(created=True, upgraded_from=None, backup_path=None, version=SCHEMA_VERSION)
        state = await inspect_schema(db)
    if adopt is not None:
        install_id, _ = await read_install_record(db)
        if install_id != adopt.get("install_id"):
            raise DatabaseError(
                f"{db.description} already holds another GoClaw Lite install ({install_id}); "
                "use an empty database or schema for this one."
            )
    if state.needs_upgrade:
        await upgrade_schema(db, state.version)
        return PrepareResult(created=False, upgraded_from=state.version, backup_path=None, version=SCHEMA_VERSION)
    await add_missing_tables(db)
    return PrepareResult(created=False, upgraded_from=None, backup_path=None, version=state.version)


def _summary(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


# --- Tables added within schema 34 (see store/lifecycle/sqlite_schema.py's block of the same name) ---------


def addition_statements() -> list[str]:
    folder = schema_dir("postgres") / "additions"
    return [stmt for file in sorted(folder.glob("*.sql")) for stmt in split_sql_statements(file.read_text(encoding="utf-8"))]


def addition_tables() -> frozenset[str]:
    return frozenset(CREATE_TABLE_PATTERN.findall("\n".join(addition_statements())))


async def add_missing_tables(db: PostgresDatabase) -> list[str]:
    """Give a v34 schema of an earlier build the tables added since, in one transaction; their names."""
    if not addition_tables() - set(await schema_tables(db)):
        return []
    async with db.transaction():
        await db.execute("SELECT pg_advisory_xact_lock(?)", (_SCHEMA_LOCK,))
        missing = sorted(addition_tables() - set(await schema_tables(db)))
        try:
            for statement in addition_statements():
                await db.execute(statement)
        except UserError:
            raise
        except Exception as exc:  # noqa: BLE001 - any failure of a statement becomes one MigrationError
            raise MigrationError(f"Adding tables to {db.description} failed ({_summary(exc)}); it is unchanged.") from None
    return missing
