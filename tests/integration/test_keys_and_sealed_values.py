"""Keys and sealed values under faults, through the real CLI, on SQLite and PostgreSQL.

1. A `key rotate` killed between its commit and the new key's promotion: every command that
   reads the key settles the rotation first (or refuses, naming who holds the data), and
   `key export` writes the key that opens the database with that key's fingerprint.
2. A database that holds sealed values but lost its `key_check` row never gets a new key.
3. One undecryptable credential row does not lock the other `cred` commands; `key rotate`
   refuses and lists it.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import os
import re
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import Paths, resolve_paths
from goclaw_lite.errors import KeyMissingError, WrongKeyError
from goclaw_lite.security.crypto import (
    Cipher,
    encode_key,
    generate_key,
    key_fingerprint,
    parse_key,
)
from goclaw_lite.store.backend.lock import WriterLock
from goclaw_lite.store.backend.meta import KEY_CHECK
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.lifecycle.open import open_database
from goclaw_lite.store.sealed.columns import check_value_matches, rotate_sealed_values
from tests.integration.conftest import PgSchema
from tests.unit.app.test_cli_cred import one_line_error

PYTHON = os.path.realpath(sys.executable)
TOKEN_A = "ghp_" + "AlphaSecret1abcdefghijklmnopqrstu"
TOKEN_B = "ghp_" + "BravoSecret2abcdefghijklmnopqrstu"
TOKEN_C = "ghp_" + "CharlieSecret3abcdefghijklmnopqrs"
NEW_TOKEN = "ghp_" + "ReplacedSecret4abcdefghijklmnopq"


@dataclass(frozen=True)
class Location:
    """Where the test's store lives: the data dir's SQLite file, or a PostgreSQL schema."""

    backend: str
    url: str | None

    @property
    def cli_args(self) -> list[str]:
        return [] if self.url is None else ["--store", self.url]

    def target(self, paths: Paths) -> str | Path:
        return paths.db_path if self.url is None else self.url


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def location(request: pytest.FixtureRequest) -> Location:
    if request.param == "sqlite":
        return Location("sqlite", None)
    schema: PgSchema = request.getfixturevalue("pg_schema")
    return Location("postgres", f"{schema.url}?options=-csearch_path%3D{schema.name}")


def cli(env: dict[str, str], where: Location, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "goclaw_lite", *where.cli_args, *args], env=env, input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)


@asynccontextmanager
async def opened(where: Location, **kwargs: Any) -> AsyncIterator[AppContext]:
    ctx = await open_app(resolve_paths(), program="test", store=where.url, **kwargs)
    try:
        yield ctx
    finally:
        await ctx.close()


async def sql_value(where: Location, statement: str, params: Sequence[Any] = ()) -> Any:
    db = await open_database(where.target(resolve_paths()), prepare=False)
    try:
        return await db.fetch_value(statement, params)
    finally:
        await db.close()


async def sql_execute(where: Location, statement: str, params: Sequence[Any] = ()) -> None:
    db = await open_database(where.target(resolve_paths()), prepare=False)
    try:
        await db.execute(statement, params)
    finally:
        await db.close()


async def fingerprint_of_database(where: Location) -> str:
    """A digest of every sealed column and the check row: equal means nothing was re-sealed."""
    parts = [str(await sql_value(where, "SELECT value FROM lite_meta WHERE key = ?", (KEY_CHECK,)))]
    for table in ("secure_cli_binaries", "secure_cli_agent_grants"):
        db = await open_database(where.target(resolve_paths()), prepare=False)
        try:
            rows = await db.fetch_all(f"SELECT id, encrypted_env FROM {table} ORDER BY id")
        finally:
            await db.close()
        parts += [f"{r['id']}={r['encrypted_env']}" for r in rows]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


async def add_tools(where: Location, tools: dict[str, str]) -> dict[str, str]:
    """Register each tool with API_TOKEN as its default credential; returns name -> row id."""
    ids: dict[str, str] = {}
    async with opened(where, key_policy=KeyPolicy.CREATE_IF_NEW) as ctx:
        store = SecureCLIStore(ctx.stores.db, ctx.stores.identity, ctx.cipher)
        for name, token in tools.items():
            ids[name] = (await store.create(name, path=PYTHON, env={"API_TOKEN": token})).id
    return ids


def flip_a_bit(sealed: str) -> str:
    prefix, body = sealed.split(":", 1)
    raw = bytearray(base64.b64decode(body))
    raw[len(raw) // 2] ^= 0x01
    return f"{prefix}:{base64.b64encode(bytes(raw)).decode()}"


async def corrupt(where: Location, table: str, row_id: str) -> None:
    sealed = await sql_value(where, f"SELECT encrypted_env FROM {table} WHERE id = ?", (row_id,))
    await sql_execute(where, f"UPDATE {table} SET encrypted_env = ? WHERE id = ?", (flip_a_bit(str(sealed)), row_id))


async def opens_database(where: Location, key: bytes) -> bool:
    check = await sql_value(where, "SELECT value FROM lite_meta WHERE key = ?", (KEY_CHECK,))
    return check_value_matches(Cipher(key), str(check))


# --- 1. an interrupted rotation -------------------------------------------------------------


async def leave_interrupted_rotation(where: Location) -> bytes:
    """Exactly what kill -9 between the rotation's commit and the promotion leaves: values
    re-sealed under the new key, the new key stored as pending, the primary still the old one."""
    await add_tools(where, {"alpha": TOKEN_A})
    async with opened(where, key_policy=KeyPolicy.REQUIRED) as ctx:
        old = ctx.require_cipher()
        new_key = generate_key()
        ctx.keystore.save_pending(new_key)
        await rotate_sealed_values(ctx.stores.db, old, Cipher(new_key))
    return new_key


def assert_exports_the_key_that_opens(env: dict[str, str], where: Location, tmp_path: Path, new_key: bytes) -> None:
    exported = cli(env, where, "key", "export")
    assert exported.returncode == 0, exported.stderr
    assert parse_key(exported.stdout.strip()) == new_key
    assert asyncio.run(opens_database(where, parse_key(exported.stdout.strip())))
    target = tmp_path / "backup.key"
    to_file = cli(env, where, "key", "export", "--file", str(target))
    assert to_file.returncode == 0, to_file.stderr
    written = parse_key(target.read_text())
    assert written == new_key
    printed = re.search(r"fingerprint ([0-9a-f]{8})", to_file.stdout)
    assert printed is not None and printed.group(1) == key_fingerprint(written)


def test_export_after_an_interrupted_rotation_writes_the_key_that_opens_the_database(
    cli_env: dict[str, str], location: Location, tmp_path: Path
) -> None:
    new_key = asyncio.run(leave_interrupted_rotation(location))
    paths = resolve_paths()
    assert_exports_the_key_that_opens(cli_env, location, tmp_path, new_key)
    # Settled, not worked around: the new key is now the stored one and nothing is pending.
    assert parse_key(paths.key_file.read_text()) == new_key
    assert not paths.key_file.with_suffix(".pending").exists()
    status = cli(cli_env, location, "key", "status")
    assert status.returncode == 0 and f"Fingerprint:     {key_fingerprint(new_key)}" in status.stdout


def test_a_reader_refuses_with_the_reason_while_another_process_holds_the_data(
    cli_env: dict[str, str], location: Location
) -> None:
    """The rotation's own process may still be about to promote the key: a reader neither
    exports the old key nor races it; it says who holds the data directory."""
    new_key = asyncio.run(leave_interrupted_rotation(location))
    paths = resolve_paths()
    with WriterLock(paths.lock_path, "goclaw-lite key rotate (CLI)"):
        for args in (("key", "export"), ("key", "status"), ("cred", "list")):
            refused = cli(cli_env, location, *args)
            message = one_line_error(refused)
            assert "goclaw-lite key rotate (CLI)" in message, message
            assert args != ("key", "export") or "rotation" in message, message
            assert encode_key(new_key) not in refused.stdout
    assert parse_key(paths.key_file.with_suffix(".pending").read_text()) == new_key
    assert cli(cli_env, location, "cred", "list").returncode == 0  # lock free: settled
    assert parse_key(paths.key_file.read_text()) == new_key


KILLED_AT_PROMOTION = (
    "import os, signal, sys\n"
    "from goclaw_lite.security import keysource\n"
    "def die(self):\n"
    "    print('committed', flush=True)\n"
    "    os.kill(os.getpid(), signal.SIGKILL)\n"
    "keysource.KeyStore.promote_pending = die\n"
    "from goclaw_lite.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def test_rotate_killed_between_commit_and_promotion(cli_env: dict[str, str], location: Location, tmp_path: Path) -> None:
    """A real `key rotate` process, SIGKILLed at the exact point the rotation committed."""
    asyncio.run(add_tools(location, {"alpha": TOKEN_A}))
    paths = resolve_paths()
    old_key = parse_key(paths.key_file.read_text())
    for round_ in range(2):
        killed = subprocess.run([sys.executable, "-c", KILLED_AT_PROMOTION, *location.cli_args, "key", "rotate"],
                                env=cli_env, capture_output=True, text=True, timeout=120, check=False)
        assert killed.returncode == -signal.SIGKILL and killed.stdout.strip() == "committed", killed.stderr
        pending = parse_key(paths.key_file.with_suffix(".pending").read_text())
        assert parse_key(paths.key_file.read_text()) == old_key != pending
        (tmp_path / f"round-{round_}").mkdir()
        assert_exports_the_key_that_opens(cli_env, location, tmp_path / f"round-{round_}", pending)
        old_key = pending
    shown = cli(cli_env, location, "cred", "show", "alpha", "--json")
    assert shown.returncode == 0 and "API_TOKEN" in shown.stdout


# --- 2. sealed values without a check row ------------------------------------------------------


def test_no_new_key_for_sealed_values_without_a_check_row(cli_env: dict[str, str], location: Location) -> None:
    asyncio.run(add_tools(location, {"alpha": TOKEN_A}))
    paths = resolve_paths()
    original = parse_key(paths.key_file.read_text())
    asyncio.run(sql_execute(location, "DELETE FROM lite_meta WHERE key = ?", (KEY_CHECK,)))
    paths.key_file.rename(paths.data_dir / "moved-away.key")
    before = asyncio.run(fingerprint_of_database(location))

    message = one_line_error(cli(cli_env, location, "key", "init"))
    assert "sealed" in message and "key init --import" in message, message
    assert not paths.key_file.exists()
    with pytest.raises(KeyMissingError, match="sealed"):
        asyncio.run(open_app(paths, program="gui", key_policy=KeyPolicy.CREATE_IF_NEW, store=location.url))
    assert not paths.key_file.exists()

    # A key that opens none of the values is refused rather than recorded as the database's.
    wrong = dict(cli_env, GOCLAW_KEY=encode_key(generate_key()))
    assert "does not" in one_line_error(cli(wrong, location, "cred", "list"))
    assert asyncio.run(fingerprint_of_database(location)) == before

    imported = cli(cli_env, location, "key", "init", "--import", stdin=encode_key(original) + "\n")
    assert imported.returncode == 0, imported.stderr
    assert asyncio.run(opens_database(location, original))  # the check row is back, for the right key
    listed = cli(cli_env, location, "cred", "list")
    assert listed.returncode == 0 and "API_TOKEN=ghp_…" in listed.stdout


async def test_a_loaded_key_that_opens_the_values_restores_the_check_row(
    location: Location, test_key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with opened(location, key_policy=KeyPolicy.REQUIRED) as ctx:
        await SecureCLIStore(ctx.stores.db, ctx.stores.identity, ctx.cipher).create("alpha", path=PYTHON, env={"API_TOKEN": TOKEN_A})
    await sql_execute(location, "DELETE FROM lite_meta WHERE key = ?", (KEY_CHECK,))
    async with opened(location, key_policy=KeyPolicy.REQUIRED) as ctx:
        assert ctx.key_info.database_has_check
    assert await opens_database(location, parse_key(test_key))
    monkeypatch.setenv("GOCLAW_KEY", encode_key(generate_key()))
    await sql_execute(location, "DELETE FROM lite_meta WHERE key = ?", (KEY_CHECK,))
    with pytest.raises(WrongKeyError):
        await open_app(resolve_paths(), program="test", store=location.url)
    assert await sql_value(location, "SELECT value FROM lite_meta WHERE key = ?", (KEY_CHECK,)) is None


# --- 3. one undecryptable credential row ---------------------------------------------------------


def test_one_unreadable_row_does_not_lock_the_cred_commands(cli_env: dict[str, str], location: Location) -> None:
    ids = asyncio.run(add_tools(location, {"alpha": TOKEN_A, "bravo": TOKEN_B, "charlie": TOKEN_C}))
    asyncio.run(corrupt(location, "secure_cli_binaries", ids["alpha"]))
    asyncio.run(corrupt(location, "secure_cli_binaries", ids["charlie"]))

    listed = cli(cli_env, location, "cred", "list")
    assert listed.returncode == 0, listed.stderr
    rows = {line.split()[0]: line for line in listed.stdout.split("\n\n")[0].splitlines()[1:]}
    assert "cred update NAME --env" in listed.stdout  # the way out, once
    assert "unreadable" in rows["alpha"] and "unreadable" in rows["charlie"]
    assert "API_TOKEN=ghp_…" in rows["bravo"] and "unreadable" not in rows["bravo"]
    shown = cli(cli_env, location, "cred", "show", "alpha")
    assert shown.returncode == 0 and "unreadable" in shown.stdout
    not_run = one_line_error(cli(cli_env, location, "exec", "alpha", "--", "-c", "print(1)"), code=1)
    assert "alpha was not run" in not_run and "again" in not_run

    before = asyncio.run(fingerprint_of_database(location))
    refused = cli(cli_env, location, "key", "rotate")
    message = one_line_error(refused)
    assert f"secure_cli_binaries {ids['alpha']}" in message and f"secure_cli_binaries {ids['charlie']}" in message
    assert "cred rm alpha" in message and "cred update alpha" in message
    assert asyncio.run(fingerprint_of_database(location)) == before
    assert not resolve_paths().key_file.with_suffix(".pending").exists()

    updated = cli(cli_env, location, "cred", "update", "alpha", "--env", "API_TOKEN", stdin=NEW_TOKEN + "\n")
    assert updated.returncode == 0, updated.stderr
    assert "replaced" in updated.stdout
    removed = cli(cli_env, location, "cred", "rm", "charlie")
    assert removed.returncode == 0, removed.stderr

    listed = cli(cli_env, location, "cred", "list")
    assert listed.returncode == 0 and "unreadable" not in listed.stdout and "charlie" not in listed.stdout
    ran = cli(cli_env, location, "exec", "alpha", "--", "-c", "import os; print(os.environ['API_TOKEN'][-6:])")
    assert ran.returncode == 0 and ran.stdout.strip() == NEW_TOKEN[-6:], ran.stderr
    rotated = cli(cli_env, location, "key", "rotate")
    assert rotated.returncode == 0, rotated.stderr


async def test_unreadable_agent_user_and_conversation_rows_are_listed_as_such(location: Location, test_key: str) -> None:
    async with opened(location, key_policy=KeyPolicy.REQUIRED) as ctx:
        store = SecureCLIStore(ctx.stores.db, ctx.stores.identity, ctx.cipher)
        binary = await store.create("alpha", path=PYTHON, env={"API_TOKEN": TOKEN_A})
        agent = await AgentStore(ctx.stores.db, ctx.stores.identity).create("coder", provider="p", model="m")
        grant = await store.set_agent_credentials_typed(binary.id, agent.id, {"API_TOKEN": TOKEN_B})
        user = await store.set_user_credentials(binary.id, {"API_TOKEN": TOKEN_C})
    assert user is not None
    await corrupt(location, "secure_cli_agent_grants", grant.id)
    await corrupt(location, "secure_cli_user_credentials", user.id)
    async with opened(location, key_policy=KeyPolicy.REQUIRED) as ctx:
        store = SecureCLIStore(ctx.stores.db, ctx.stores.identity, ctx.cipher)
        [listed_grant] = await store.list_grants(binary.id)
        assert listed_grant.env_unreadable and listed_grant.enabled
        [agent_creds] = await store.list_agent_credentials(binary.id)
        assert agent_creds.unreadable and agent_creds.variables == ()
        [user_creds] = await store.list_user_credentials(binary.id)
        assert user_creds.unreadable
        assert [v.name for v in await store.masked_defaults(binary.id)] == ["API_TOKEN"]
        # Replacing the values makes them readable again; a merge could not keep the lost ones.
        await store.set_agent_credentials_typed(binary.id, agent.id, {"API_TOKEN": NEW_TOKEN}, merge=True)
        await store.set_user_credentials(binary.id, {"API_TOKEN": NEW_TOKEN})
        layers = await store.credential_layers("alpha", agent_id=agent.id)
        assert layers.agent_env.as_dict() == {"API_TOKEN": NEW_TOKEN} == layers.user_env.as_dict()
