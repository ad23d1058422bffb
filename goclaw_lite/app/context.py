"""Open the app's data: writer lock, schema checks and upgrade, encryption key, stores.

The data lives in the data dir's SQLite file, or in PostgreSQL when `--store` or the
`store_url` setting (written by `promote --switch`) names a server.

The GUI and the CLI both come through here, so both refuse the same bad states with the same
messages. The key is verified against the database's check value before the schema is
touched, so a wrong key never gets as far as writing anything.
"""

from __future__ import annotations

import asyncio
import enum
import logging
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.config import Paths, ensure_private_dir
from goclaw_lite.errors import (
    ConfigurationError,
    DatabaseError,
    KeyMissingError,
    UserError,
)
from goclaw_lite.security.crypto import Cipher, generate_key, key_fingerprint
from goclaw_lite.security.keysource import KeySourceKind, KeyStore, LoadedKey
from goclaw_lite.settings import read_settings_data
from goclaw_lite.store import Stores
from goclaw_lite.store.backend.db import Database, SQLiteDatabase
from goclaw_lite.store.backend.lock import IdentityLock, WriterLock, database_lock_path
from goclaw_lite.store.backend.meta import KEY_CHECK, LocalIdentity, MetaStore
from goclaw_lite.store.lifecycle.open import StoreLocation, no_database_message, parse_store_location
from goclaw_lite.store.lifecycle.search_index import Progress, ensure_postgres_search_index
from goclaw_lite.store.lifecycle.sqlite_schema import (
    PrepareResult,
    inspect_database,
    prepare_database,
    read_install_record,
)
from goclaw_lite.store.sealed.columns import (
    KeyEvidence,
    make_check_value,
    refresh_known_secrets,
    sealed_samples,
    sqlite_key_evidence,
)
from goclaw_lite.store.sealed.database_key import WriterClaim, key_that_opens

if TYPE_CHECKING:
    from goclaw_lite.app.backups import RestorePlan, RestoreResult
    from goclaw_lite.app.services import Services

log = logging.getLogger(__name__)


class KeyPolicy(enum.Enum):
    OPTIONAL = "optional"  # open without a key if none is found (status, schema commands)
    REQUIRED = "required"  # a command that reads or writes secrets
    CREATE_IF_NEW = "create_if_new"  # first GUI launch: make a key, but only for a database without one


HOW_TO_PROVIDE_KEY = (
    "Set GOCLAW_KEY (64 hex characters, 44 base64 characters, or 32 raw characters), "
    "or run `goclaw-lite key init` to create and store one."
)


@dataclass(frozen=True)
class KeyInfo:
    """What the app knows about its key; safe to display (no key material)."""

    kind: KeySourceKind | None
    location: str
    fingerprint: str
    database_has_check: bool
    generated_now: bool = False
    database_expects_key: bool = False
    """It has a check value or sealed values: a key exists somewhere, so none may be made."""

    @property
    def summary(self) -> str:
        if self.kind is None:
            return "no key" + (" (the database expects one)" if self.database_expects_key else "")
        return self.location or self.kind.value


@dataclass
class AppContext:
    paths: Paths
    stores: Stores
    keystore: KeyStore
    key_info: KeyInfo
    prepare: PrepareResult
    lock: WriterLock | None
    read_only: bool = False
    database_lock: WriterLock | None = None
    """The SQLite file's own lock, when it is not the data directory's (`--store PATH`)."""
    identity_lock: IdentityLock | None = None
    """The writer's lock on the SQLite file itself, whatever its name (store/backend/lock.py)."""
    loaded_key: LoadedKey | None = None
    """The key that opens this database (its repr leaves the key out)."""
    key_evidence: KeyEvidence = field(default_factory=KeyEvidence, repr=False)
    """What proves a key is this database's (check value, or sealed values without one)."""
    resident: bool = False
    """The face lives on (the window): it runs background work, such as memory consolidation, itself."""
    pending_restore: RestorePlan | None = None
    """A checked backup to put in place once the store is closed, before the locks go (the window's Restore…)."""
    restore_result: RestoreResult | None = None
    restore_error: UserError | OSError | None = None
    _closed: bool = field(default=False, repr=False)

    @cached_property
    def services(self) -> Services:
        """Every job's service, built on first use (`app/services.py`)."""
        from goclaw_lite.app.services import Services

        return Services(self)

    @property
    def cipher(self) -> Cipher | None:
        return self.stores.cipher

    def require_cipher(self) -> Cipher:
        if self.stores.cipher is None:
            raise KeyMissingError("This needs the encryption key, and none was found. " + HOW_TO_PROVIDE_KEY)
        return self.stores.cipher

    def require_key(self) -> LoadedKey:
        """The key the cipher was made from: what `key export` writes, never a re-read of the store."""
        if self.loaded_key is None:
            raise KeyMissingError("This needs the encryption key, and none was found. " + HOW_TO_PROVIDE_KEY)
        return self.loaded_key

    async def close(self) -> None:
        """The end of the session: the built-in model (if a run started it) stops, the store closes."""
        if self._closed:
            return
        self._closed = True
        if "services" in self.__dict__:
            try:
                await self.services.aclose()
            except Exception:
                log.exception("closing the services failed")

        from goclaw_lite.providers.local_model import BUILTIN_MODEL  # here: a kg command needs no HTTP client

        try:
            await BUILTIN_MODEL.stop()
        except Exception:
            logging.getLogger(__name__).exception("stopping the built-in model failed")
        try:
            await self.stores.close()
            if self.pending_restore is not None:
                await self._restore(self.pending_restore)
        finally:
            _release(self.identity_lock, self.database_lock, self.lock)

    async def _restore(self, plan: RestorePlan) -> None:
        """The swap the window asked for, with the store closed and the locks still held."""
        from goclaw_lite.app.backups import restore  # only the window's Restore… needs it

        try:
            self.restore_result = await restore(self.paths, plan, program="GoClaw Lite (restore)", lock_held=True)
        except (UserError, OSError) as exc:  # checked beforehand; a refusal here changed nothing
            self.restore_error = exc
            log.error("restoring %s failed: %s", plan.source, exc)
            return
        for line in self.restore_result.lines(plan):
            log.warning("%s", line)


def configured_store(paths: Paths) -> str | None:
    """The `store_url` setting promotion's --switch wrote, if any (never holds a password)."""
    value = read_settings_data(paths.settings_file).get("store_url")
    if value is not None and not isinstance(value, str):
        raise ConfigurationError(f"store_url in {paths.settings_file} must be a text value.")
    return value or None


def resolve_store_location(paths: Paths, store: str | None) -> StoreLocation:
    """`--store`, then the store_url setting, then the SQLite file in the data dir."""
    chosen = store if store is not None and store.strip() else configured_store(paths)
    if chosen is None:
        return parse_store_location(paths.db_path)
    return parse_store_location(chosen)


async def open_app(
    paths: Paths,
    *,
    program: str,
    key_policy: KeyPolicy = KeyPolicy.OPTIONAL,
    read_only: bool = False,
    keystore_factory: type[KeyStore] = KeyStore,
    store: str | None = None,
    progress: Progress | None = None,
) -> AppContext:
    """Open (creating or upgrading as needed) the store: `store`, the store_url setting, or the data dir's file.

    `progress` hears about long work on open (the search index of a database made before it).
    """
    location = resolve_store_location(paths, store)
    try:
        ensure_private_dir(paths.data_dir)
    except OSError as exc:
        raise ConfigurationError(
            f"Cannot use {paths.data_dir} as the data folder ({exc.strerror or exc}); set GOCLAW_HOME to a folder you can write."
        ) from exc
    lock: WriterLock | None = None
    database_lock: WriterLock | None = None
    identity: IdentityLock | None = None
    try:
        if not read_only:
            lock = WriterLock(paths.lock_path, program)
            lock.acquire()
            database_lock = _database_lock(paths, location, program)
            if location.path is not None:
                identity = IdentityLock(location.path)
                identity.acquire()
        if location.is_postgres:
            assert location.url is not None
            return await _open_postgres(paths, location.url, program, key_policy, read_only, keystore_factory, lock)
        assert location.path is not None
        ctx = await _open_sqlite(paths, location.path, program, key_policy, read_only, keystore_factory, lock, progress)
        ctx.database_lock, ctx.identity_lock = database_lock, identity
        if identity is not None:
            try:
                identity.acquire()  # the file this open created
            except BaseException:
                await ctx.close()
                raise
        return ctx
    except BaseException:
        _release(identity, database_lock, lock)
        raise


def _database_lock(paths: Paths, location: StoreLocation, program: str) -> WriterLock | None:
    """The writer lock of the SQLite file itself, taken when it is not the data directory's own.

    Another data directory (`--store PATH`) must not get past the lock of the one that owns the file.
    """
    if location.path is None:
        return None
    path = database_lock_path(location.path)
    if path == paths.lock_path.resolve():
        return None
    lock = WriterLock(path, program, subject=f"The database {location.path}")
    lock.acquire()
    return lock


def _release(*locks: WriterLock | IdentityLock | None) -> None:
    for lock in locks:
        if lock is not None:
            lock.release()


def _key_missing(paths: Paths, evidence: KeyEvidence) -> KeyMissingError:
    held = (
        "" if evidence.check_value is not None
        else f" (it holds {len(evidence.samples)} or more sealed values, so a key exists somewhere)"
    )
    return KeyMissingError(
        f"This database's encryption key was not found{held} (looked in GOCLAW_KEY, the OS keyring and "
        f"{paths.key_file}). A new key is never made for a database that has one, because every stored secret "
        "would be lost. Provide the key you exported (set GOCLAW_KEY, or `goclaw-lite key init --import`)."
    )


def _writer_claim(paths: Paths, program: str, read_only: bool) -> WriterClaim | None:
    """None for a writer (it holds the lock already); a reader may take it for a moment."""
    return (lambda: WriterLock(paths.lock_path, program)) if read_only else None


def _existing_key(
    paths: Paths, program: str, install_id: str | None, evidence: KeyEvidence, key_policy: KeyPolicy, read_only: bool,
    keystore_factory: type[KeyStore],
) -> LoadedKey | None:
    if install_id is None:
        return None
    keystore = keystore_factory(paths.key_file, install_id)
    loaded = key_that_opens(keystore, evidence, claim_writer=_writer_claim(paths, program, read_only))
    if loaded is None and key_policy is not KeyPolicy.OPTIONAL and evidence.expects_key:
        raise _key_missing(paths, evidence)
    return loaded


async def _open_sqlite(
    paths: Paths, db_path: Path, program: str, key_policy: KeyPolicy, read_only: bool, keystore_factory: type[KeyStore],
    lock: WriterLock | None, progress: Progress | None = None,
) -> AppContext:
    state = await asyncio.to_thread(inspect_database, db_path)
    install_id, evidence = (None, KeyEvidence())
    if state.exists:
        install_id, check_value = await asyncio.to_thread(read_install_record, db_path)
        if install_id is not None:
            evidence = await sqlite_key_evidence(db_path, check_value)
    loaded = _existing_key(paths, program, install_id, evidence, key_policy, read_only, keystore_factory)
    if read_only:
        prepare = PrepareResult(created=False, upgraded_from=None, backup_path=None, version=state.version)
        if not state.exists:
            raise DatabaseError(no_database_message(db_path))
    else:
        prepare = await asyncio.to_thread(prepare_database, db_path, state, progress)
        for notice in prepare.notices:
            log.warning("%s", notice)
    db = await SQLiteDatabase.connect(db_path, read_only=read_only)
    try:
        return await _finish(paths, db, prepare, install_id, evidence, loaded, key_policy, read_only, keystore_factory, lock)
    except BaseException:
        await db.close()
        raise


async def _open_postgres(
    paths: Paths, url: str, program: str, key_policy: KeyPolicy, read_only: bool, keystore_factory: type[KeyStore],
    lock: WriterLock | None,
) -> AppContext:
    """The same checks as for SQLite, plus the server-side writer lock of the install."""
    # Imported here: psycopg costs a noticeable part of the window's start, and only a
    # PostgreSQL store needs it.
    from goclaw_lite.store.backend.postgres import PostgresDatabase
    from goclaw_lite.store.lifecycle.postgres_schema import inspect_schema, prepare_schema
    from goclaw_lite.store.lifecycle.postgres_schema import (
        read_install_record as read_install_record_pg,
    )

    db = await PostgresDatabase.connect(url, read_only=read_only)
    try:
        state = await inspect_schema(db)
        install_id, evidence = (None, KeyEvidence())
        if state.exists:
            install_id, check_value = await read_install_record_pg(db)
            if install_id is not None and not read_only:
                await db.acquire_writer_lock(install_id, program)
            if install_id is not None:
                evidence = KeyEvidence(check_value) if check_value is not None else KeyEvidence(None, await sealed_samples(db))
        loaded = _existing_key(paths, program, install_id, evidence, key_policy, read_only, keystore_factory)
        if read_only:
            if not state.exists:
                raise DatabaseError(f"{db.description} holds no GoClaw Lite schema yet; open it once without read-only to create it.")
            prepare = PrepareResult(created=False, upgraded_from=None, backup_path=None, version=state.version)
        else:
            prepare = await prepare_schema(db)
        if prepare.created or (install_id is None and not read_only):
            created_id, _ = await read_install_record_pg(db)
            if created_id is not None:
                await db.acquire_writer_lock(created_id, program)
        if not read_only:
            await ensure_postgres_search_index(db)
        return await _finish(paths, db, prepare, install_id, evidence, loaded, key_policy, read_only, keystore_factory, lock)
    except BaseException:
        await db.close()
        raise


async def _finish(
    paths: Paths, db: Database, prepare: PrepareResult, install_id: str | None, evidence: KeyEvidence,
    loaded: LoadedKey | None, key_policy: KeyPolicy, read_only: bool, keystore_factory: type[KeyStore],
    lock: WriterLock | None,
) -> AppContext:
    """Identity, key generation and check value, stores: the same on both backends."""
    stores_meta = Stores.build(db, await _identity(db), None)
    identity = stores_meta.identity
    keystore = keystore_factory(paths.key_file, identity.install_id)
    if install_id is None:  # a new database: nothing to prove a key against yet
        loaded = key_that_opens(keystore, evidence, claim_writer=None)
    generated = False
    if loaded is None and not evidence.expects_key and key_policy is KeyPolicy.CREATE_IF_NEW and not read_only:
        loaded = keystore.save(generate_key())
        generated = True
    if loaded is None and key_policy is not KeyPolicy.OPTIONAL and evidence.expects_key:
        raise _key_missing(paths, evidence)
    if loaded is None and key_policy is KeyPolicy.REQUIRED:
        raise KeyMissingError("This needs the encryption key, and none was found. " + HOW_TO_PROVIDE_KEY)
    cipher = Cipher(loaded.key) if loaded is not None else None
    has_check = evidence.check_value is not None
    if cipher is not None and not has_check and not read_only:
        # The key opened the database's sealed values (or there are none yet): record it.
        await stores_meta.meta.set(KEY_CHECK, make_check_value(cipher))
        has_check = True
    stores = Stores.build(db, identity, cipher)
    await refresh_known_secrets(db, cipher)  # every scrubber knows the stored secrets from the start
    info = KeyInfo(
        kind=loaded.kind if loaded else None,
        location=loaded.location if loaded else "",
        fingerprint=key_fingerprint(loaded.key) if loaded else "",
        database_has_check=has_check,
        generated_now=generated,
        database_expects_key=evidence.expects_key or has_check,
    )
    return AppContext(
        paths=paths, stores=stores, keystore=keystore, key_info=info, prepare=prepare, lock=lock, read_only=read_only,
        loaded_key=loaded, key_evidence=evidence,
    )


async def _identity(db: Database) -> LocalIdentity:
    return await MetaStore(db).identity()
