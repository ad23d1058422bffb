"""psycopg failures -> what stores and users handle: constraint failures from the diagnostics
only (DETAIL repeats the failing row, which can hold secrets), environment faults as
`DatabaseError`s naming user@host:port/db and never the password."""

from __future__ import annotations

import re

import psycopg

from goclaw_lite.errors import DatabaseError, DatabaseLockedError
from goclaw_lite.security.redact import redact_known_secrets, redact_values
from goclaw_lite.store.backend.db import ConstraintViolation
from goclaw_lite.store.backend.pg_target import PostgresTarget


class PostgresConnectError(DatabaseError):
    """The server could not be used at all; `reason` says why, for the GUI to offer a fix."""

    def __init__(self, message: str, *, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class InvalidValue(ConstraintViolation):
    """A value PostgreSQL could not read as its column's type (uuid, timestamp, JSON, int4).

    SQLite's STRICT tables refuse wrongly typed values as constraint failures too, so stores
    that translate ConstraintViolation handle both backends alike.
    """


_UNREACHABLE = (
    ("connection refused", "connection refused"),
    ("timeout expired", "timed out"),
    ("timed out", "timed out"),
    ("name or service not known", "host name not found"),
    ("failed to resolve host", "host name not found"),
    ("could not translate host name", "host name not found"),
    ("temporary failure in name resolution", "host name not found"),
    ("nodename nor servname", "host name not found"),
    ("no route to host", "no route to host"),
    ("network is unreachable", "network unreachable"),
    ("no such file or directory", "no server socket"),
)


def _first_line(exc: BaseException, secrets: dict[str, str]) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    text = re.sub(r"^connection failed: ", "", text)
    return redact_values(redact_known_secrets(text), secrets)


def connect_error(exc: psycopg.Error, target: PostgresTarget, secrets: dict[str, str]) -> PostgresConnectError:
    """A connection attempt failed: say what to fix, with user@host:port/db, never the password."""
    text = str(exc).lower()
    state = exc.sqlstate or ""
    server = f"PostgreSQL at {target.host}:{target.port}"
    if state == "28P01" or "password authentication failed" in text:
        return PostgresConnectError(
            f"{server} refused the password for user {target.user!r} (database {target.dbname!r}). "
            "Check the password (in the URL, PGPASSWORD or ~/.pgpass).",
            reason="auth",
        )
    if "no password supplied" in text or "password is required" in text:
        return PostgresConnectError(
            f"{server} wants a password for user {target.user!r} and none was given; "
            "put it in ~/.pgpass or PGPASSWORD (or the URL).",
            reason="auth",
        )
    if re.search(r'role "[^"]*" does not exist', text):
        return PostgresConnectError(
            f"{server} has no user (role) {target.user!r}; fix the URL or create the role.", reason="no_role"
        )
    if state == "3D000" or re.search(r'database "[^"]*" does not exist', text):
        return PostgresConnectError(
            f"There is no database {target.dbname!r} on {server}; create it (createdb {target.dbname}) or fix the URL.",
            reason="no_database",
        )
    if "pg_hba.conf" in text:
        return PostgresConnectError(
            f"{server} does not accept connections from this machine for user {target.user!r} and database "
            f"{target.dbname!r} (pg_hba.conf); ask its administrator to allow them.",
            reason="refused",
        )
    if state == "42501" or "permission denied" in text or "not permitted to log in" in text:
        return PostgresConnectError(
            f"User {target.user!r} may not connect to database {target.dbname!r} on {server} "
            f"({_first_line(exc, secrets)}); grant CONNECT/LOGIN or use another user.",
            reason="privilege",
        )
    if state == "53300" or "too many clients" in text or "remaining connection slots" in text:
        return PostgresConnectError(f"{server} has no free connection slots; close other clients and try again.", reason="busy")
    if state == "57P03" or "starting up" in text or "shutting down" in text or "in recovery mode" in text:
        return PostgresConnectError(f"{server} is starting up or shutting down; try again in a moment.", reason="busy")
    for needle, reason in _UNREACHABLE:
        if needle in text:
            return PostgresConnectError(
                f"Cannot reach {server} ({reason}) for {target.where}; is the server running and the address right?",
                reason="unreachable",
            )
    return PostgresConnectError(f"Cannot connect to {target.description}: {_first_line(exc, secrets)}.", reason="other")


def _constraint_message(exc: psycopg.Error) -> str:
    """SQLite-like wording from the diagnostics alone: no DETAIL, so no row values."""
    diag = exc.diag
    table = diag.table_name or "?"
    name = diag.constraint_name or ""
    state = exc.sqlstate or ""
    if state == "23505":
        return f"UNIQUE constraint failed: {table} ({name})"
    if state == "23503":
        return f"FOREIGN KEY constraint failed: {table} ({name})"
    if state == "23514":
        return f"CHECK constraint failed: {name or table}"
    if state == "23502":
        return f"NOT NULL constraint failed: {table}.{diag.column_name or '?'}"
    return f"constraint failed: {table} ({name or state})"


def _value_message(exc: psycopg.Error) -> str:
    primary = exc.diag.message_primary or "invalid value"
    return "invalid value: " + primary.split(': "', 1)[0]


def statement_error(exc: psycopg.Error, target: PostgresTarget) -> Exception:
    """Map a failed statement to what stores and users handle; bugs come back unchanged."""
    state = exc.sqlstate or ""
    server = f"the PostgreSQL server at {target.host}:{target.port}"
    if isinstance(exc, psycopg.IntegrityError) or state.startswith("23"):
        return ConstraintViolation(_constraint_message(exc))
    if state.startswith("22"):
        return InvalidValue(_value_message(exc))
    if state == "42501":
        primary = exc.diag.message_primary or "permission denied"
        return DatabaseError(
            f"User {target.user!r} lacks a privilege on {target.where} ({primary}); "
            "grant it, or connect as the owner of the GoClaw Lite schema."
        )
    if state == "53100":
        return DatabaseError(f"{server.capitalize()} is out of disk space ({target.dbname}); free space there and try again.")
    if state in ("53200", "53400"):
        return DatabaseError(f"{server.capitalize()} ran out of memory or hit a configured limit; try again later.")
    if state in ("40P01", "40001", "55P03"):
        return DatabaseLockedError(f"{target.description} is busy with a conflicting change; try again in a moment.")
    if state == "25006":
        return DatabaseError(f"{target.description} is read-only here; nothing was written.")
    if state == "57014":
        return DatabaseError(f"A statement on {target.description} was cancelled (it took too long or was stopped).")
    if state.startswith(("08", "57P")) or (isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError)) and not state):
        return DatabaseError(f"Lost the connection to {target.description}; check the server and try again.")
    return exc
