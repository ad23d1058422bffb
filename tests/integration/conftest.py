"""Real PostgreSQL for the integration suite, and one fixture that runs a test on both backends.

- `pg_server_url`: GOCLAW_TEST_PG_URL, else root@ / postgres@127.0.0.1:5432/test. When no
  server answers, tests skip locally and fail under CI (`skip_or_fail`).
- `pg_test_database`: one fresh database per session (goclaw_test_<xdist worker>_<random>), dropped
  at the end; under pytest-xdist every worker is a session of its own, so workers never share one.
- `pg_schema`: one fresh schema per test inside it, dropped afterwards; the code under test
  reaches it through search_path, exactly as a user would with `?options=-csearch_path%3D...`.
- `backend_db`: a ready v34 Database with its LocalIdentity, once on SQLite and once on
  PostgreSQL, so a store suite written once checks that both behave the same.
- `pg_password_server`: a private PostgreSQL cluster with scram-sha-256 authentication,
  started on demand for the wrong-password tests (the shared server trusts everyone).
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import tempfile
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit

import psycopg
import pytest

from goclaw_lite.store.backend.db import Database, SQLiteDatabase
from goclaw_lite.store.backend.meta import LocalIdentity, MetaStore
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
from goclaw_lite.store.lifecycle.search_index import ensure_postgres_search_index
from goclaw_lite.store.lifecycle.sqlite_schema import prepare_database
from tests.conftest import skip_or_fail

PG_URL_ENV = "GOCLAW_TEST_PG_URL"
PG_AUTH_URL_ENV = "GOCLAW_TEST_PG_AUTH_URL"  # a server that checks passwords, URL with the right one
DEFAULT_PG_URLS = ("postgresql://root@127.0.0.1:5432/test", "postgresql://postgres@127.0.0.1:5432/test")


def with_database(url: str, dbname: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + dbname))


def with_credentials(url: str, user: str, password: str | None = None) -> str:
    parts = urlsplit(url)
    host = parts.hostname or "127.0.0.1"
    netloc = quote(user, safe="") + (":" + quote(password, safe="") if password is not None else "") + "@" + host
    if parts.port:
        netloc += f":{parts.port}"
    return urlunsplit(parts._replace(netloc=netloc))


def admin_connect(url: str) -> psycopg.Connection[tuple[object, ...]]:
    return psycopg.connect(url, autocommit=True, connect_timeout=3)


@pytest.fixture(scope="session")
def pg_server_url() -> str:
    candidates = [os.environ[PG_URL_ENV]] if os.environ.get(PG_URL_ENV) else list(DEFAULT_PG_URLS)
    problems = []
    for url in candidates:
        try:
            with admin_connect(url) as conn:
                conn.execute("SELECT 1")
            return url
        except psycopg.Error as exc:
            problems.append(str(exc).splitlines()[0])
    skip_or_fail(f"no PostgreSQL server for the integration tests (set {PG_URL_ENV}): {'; '.join(problems)}")
    raise AssertionError("unreachable")


@pytest.fixture(scope="session")
def pg_test_database(pg_server_url: str) -> Iterator[str]:
    """URL of a database created for this test session (this xdist worker) only."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    name = f"goclaw_test_{worker}_{secrets.token_hex(4)}"
    with admin_connect(pg_server_url) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield with_database(pg_server_url, name)
    finally:
        with admin_connect(pg_server_url) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@dataclass(frozen=True)
class PgSchema:
    url: str
    name: str


@pytest.fixture
def pg_schema(pg_test_database: str) -> Iterator[PgSchema]:
    name = f"t_{secrets.token_hex(6)}"
    with admin_connect(pg_test_database) as conn:
        conn.execute(f"CREATE SCHEMA {name}")
    try:
        yield PgSchema(url=pg_test_database, name=name)
    finally:
        with admin_connect(pg_test_database) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")


@pytest.fixture
async def pg_db(pg_schema: PgSchema) -> AsyncIterator[PostgresDatabase]:
    """A connected PostgresDatabase on an empty schema (no GoClaw tables yet)."""
    db = await PostgresDatabase.connect(pg_schema.url, schema=pg_schema.name)
    try:
        yield db
    finally:
        await db.close()


@pytest.fixture
async def pg_ready(pg_db: PostgresDatabase) -> PostgresDatabase:
    """The same database with the v34 schema created."""
    await prepare_schema(pg_db)
    return pg_db


@dataclass(frozen=True)
class BackendDb:
    backend: str
    db: Database
    identity: LocalIdentity


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def backend_db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[BackendDb]:
    db: Database
    if request.param == "sqlite":
        path = tmp_path / "store.db"
        prepare_database(path)
        db = await SQLiteDatabase.connect(path)
    else:
        schema: PgSchema = request.getfixturevalue("pg_schema")
        pg = await PostgresDatabase.connect(schema.url, schema=schema.name)
        try:
            await prepare_schema(pg)
            await ensure_postgres_search_index(pg)
        except BaseException:
            await pg.close()
            raise
        db = pg
    try:
        yield BackendDb(backend=request.param, db=db, identity=await MetaStore(db).identity())
    finally:
        await db.close()


# --- a private cluster that checks passwords ----------------------------------------------


@dataclass(frozen=True)
class PasswordServer:
    url: str  # carries the right password
    user: str
    password: str


def _pg_bindir() -> Path | None:
    pg_config = shutil.which("pg_config")
    if pg_config:
        out = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=False).stdout.strip()
        if out and (Path(out) / "initdb").exists():
            return Path(out)
    for candidate in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (candidate / "initdb").exists():
            return candidate
    return None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _run_quietly(command: list[str], log: Path, timeout: float) -> bool:
    """Run a server tool with its output in `log`; no pipe a daemon could keep open."""
    with log.open("ab") as out:
        return subprocess.run(command, stdin=subprocess.DEVNULL, stdout=out, stderr=out, check=False, timeout=timeout).returncode == 0


def _server_user() -> tuple[list[str], tuple[int, int] | None]:
    """How to run initdb/pg_ctl: as ourselves, or (as root, which initdb refuses) as postgres."""
    if os.geteuid() != 0:
        return [], None
    import pwd

    runuser = shutil.which("runuser")
    try:
        entry = pwd.getpwnam("postgres")
    except KeyError:
        runuser = None
    if runuser is None:
        skip_or_fail("running as root without runuser and a 'postgres' user to start a private PostgreSQL")
        raise AssertionError("unreachable")
    return [runuser, "-u", "postgres", "--"], (entry.pw_uid, entry.pw_gid)


@pytest.fixture(scope="session")
def pg_password_server() -> Iterator[PasswordServer]:
    if os.environ.get(PG_AUTH_URL_ENV):
        url = os.environ[PG_AUTH_URL_ENV]
        parts = urlsplit(url)
        yield PasswordServer(url=url, user=parts.username or "", password=parts.password or "")
        return
    bindir = _pg_bindir()
    if bindir is None:
        skip_or_fail(f"initdb not found to start a password-checking PostgreSQL (or set {PG_AUTH_URL_ENV})")
        raise AssertionError("unreachable")
    run_as, owner = _server_user()
    # Not under pytest's temporary root: its folders are private to us, and the server may
    # run as another user.
    base = Path(tempfile.mkdtemp(prefix="goclaw-pgauth-"))
    ctl = [*run_as, str(bindir / "pg_ctl"), "-D", str(base / "data")]
    log = base / "server.log"
    started = False
    try:
        user, password = "goclaw_owner", "Right-" + secrets.token_hex(8)
        pwfile = base / "pw"
        pwfile.write_text(password + "\n")
        if owner is not None:
            for path in (base, pwfile):
                os.chown(path, *owner)
        initdb = [*run_as, str(bindir / "initdb"), "-D", str(base / "data"), "-A", "scram-sha-256", "-U", user,
                  f"--pwfile={pwfile}", "-E", "UTF8", "--no-sync", "--no-instructions"]
        if not _run_quietly(initdb, log, 120):
            skip_or_fail(f"initdb failed: {log.read_text(errors='replace')[-300:]}")
        port = _free_port()
        options = f"-p {port} -c listen_addresses=127.0.0.1 -k {base} -c fsync=off"
        started = _run_quietly([*ctl, "-o", options, "-l", str(base / "data.log"), "-w", "-t", "60", "start"], log, 90)
        if not started:
            skip_or_fail(f"could not start a private PostgreSQL: {log.read_text(errors='replace')[-300:]}")
        url = f"postgresql://{user}:{password}@127.0.0.1:{port}/postgres"
        with psycopg.connect(url, connect_timeout=10):
            pass
        yield PasswordServer(url=url, user=user, password=password)
    finally:
        if started:
            _run_quietly([*ctl, "-m", "immediate", "stop"], log, 60)
        shutil.rmtree(base, ignore_errors=True)
