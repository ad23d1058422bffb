"""Where a PostgreSQL URL points, described without its password."""

from __future__ import annotations

import getpass
import os
from dataclasses import dataclass

import psycopg
from psycopg.conninfo import conninfo_to_dict

from goclaw_lite.errors import ConfigurationError
from goclaw_lite.security.redact import redact_known_secrets


@dataclass(frozen=True)
class PostgresTarget:
    """user@host:port/db (and schema) of a connection; never holds the password."""

    user: str
    host: str
    port: str
    dbname: str
    schema: str | None = None

    @property
    def where(self) -> str:
        text = f"{self.user}@{self.host}:{self.port}/{self.dbname}"
        return text + (f" (schema {self.schema})" if self.schema else "")

    @property
    def description(self) -> str:
        return f"PostgreSQL {self.where}"


def parse_url(url: str) -> dict[str, str]:
    try:
        return {k: str(v) for k, v in conninfo_to_dict(url).items() if v is not None}
    except psycopg.Error as exc:
        reason = redact_known_secrets(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        problem = ConfigurationError(
            f"That is not a valid PostgreSQL URL ({reason}); expected postgresql://user@host:port/database."
        )
    raise problem


def target_of(url: str, schema: str | None = None) -> PostgresTarget:
    """What a URL points at, with libpq's environment defaults filled in."""
    params = parse_url(url)
    user = params.get("user") or os.environ.get("PGUSER") or getpass.getuser()
    host = params.get("host") or params.get("hostaddr") or os.environ.get("PGHOST") or "localhost"
    return PostgresTarget(
        user=user,
        host=host,
        port=params.get("port") or os.environ.get("PGPORT") or "5432",
        dbname=params.get("dbname") or os.environ.get("PGDATABASE") or user,
        schema=schema,
    )


def describe_url(url: str) -> str:
    """The "PostgreSQL user@host:port/db" label of a URL, without its password."""
    return target_of(url).description


def password_of(url: str) -> dict[str, str]:
    secrets = {"password": parse_url(url).get("password", "")}
    if os.environ.get("PGPASSWORD"):
        secrets["pgpassword"] = os.environ["PGPASSWORD"]
    return secrets
