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
from pathlib import Path

from goclaw_lite.config import Paths, ensure_private_dir
from goclaw_lite.errors import (
    ConfigurationError,
    DatabaseError,
    KeyMissingError,
    WrongKeyError,
)
from goclaw_lite.security.crypto import Cipher, generate_key, key_fingerprint
from goclaw_lite.security.keysource import KeySourceKind, KeyStore, LoadedKey
from goclaw_lite.settings import read_settings_data
from goclaw_lite.store import Stores
from goclaw_lite.store.db import Database, SQLiteDatabase
from goclaw_lite.store.encrypted import check_value_matches, make_check_value
from goclaw_lite.store.lock import WriterLock
from goclaw_lite.store.meta import KEY_CHECK, LocalIdentity, MetaStore
from goclaw_lite.store.open import StoreLocation, parse_store_location
from goclaw_lite.store.schema import (
    PrepareResult,
    inspect_database,
    prepare_database,
    read_install_record,
)


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

    @property
    def summary(self) -> str:
        if self.kind is None:
            return "no key" + (" (the database expects one)" if self.database_has_check else "")
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
    _closed: bool = field(default=False, repr=False)

    @property
    def cipher(self) -> Cipher | None:
        return self.stores.cipher

    def require_cipher(self) -> Cipher:
        if self.stores.cipher is None:
            raise KeyMissingError("This needs the encryption key, and none was found. " + HOW_TO_PROVIDE_KEY)
        return self.stores.cipher

    async def close(self) -> None:
        """The end of the session: the built-in model (if a run started it) stops, the store closes."""
        if self._closed:
            return
        self._closed = True
        from goclaw_lite.agent.local_model import stop_builtin_model

        try:
            await stop_builtin_model()
        except Exception:  # noqa: BLE001 - the store must close all the same; the log says why
            logging.getLogger(__name__).exception("stopping the built-in model failed")
        try:
            await self.stores.close()
        finally:
            if self.lock is not None:
                self.lock.release()


def _resolve_existing_key(keystore: KeyStore, check_value: str | None, *, repair: bool) -> LoadedKey | None:
    """Load the key and prove it opens the check value; finish an interrupted rotation.

    `repair` (false for read-only opens) allows tidying the key store: dropping a pending key
    left by a rotation that never committed, or promoting one whose rotation did.
    """
    loaded = keystore.load()
    if check_value is None:
        return loaded
    if loaded is not None and check_value_matches(Cipher(loaded.key), check_value):
        if repair and loaded.kind is not KeySourceKind.ENV:
            keystore.discard_pending()
        return loaded
    pending = keystore.load_pending()
    if pending is not None and check_value_matches(Cipher(pending), check_value):
        # A rotation committed its re-encryption but stopped before storing the new key.
        if repair:
            return keystore.promote_pending()
        return LoadedKey(key=pending, kind=loaded.kind if loaded else KeySourceKind.FILE, location="pending key (rotation)")
    if loaded is None:
        return None
    raise WrongKeyError(
        f"The encryption key from {loaded.location} does not match this database "
        f"(key fingerprint {key_fingerprint(loaded.key)}). Nothing was read or written. "
        "Provide the key this database was created with (GOCLAW_KEY, or `goclaw-lite key init --import`)."
    )


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
) -> AppContext:
    """Open (creating or upgrading as needed) the store: `store`, the store_url setting, or the data dir's file."""
    location = resolve_store_location(paths, store)
    ensure_private_dir(paths.data_dir)
    lock: WriterLock | None = None
    if not read_only:
        lock = WriterLock(paths.lock_path, program)
        lock.acquire()
    try:
        if location.is_postgres:
            assert location.url is not None
            return await _open_postgres(paths, location.url, program, key_policy, read_only, keystore_factory, lock)
        assert location.path is not None
        return await _open_sqlite(paths, location.path, key_policy, read_only, keystore_factory, lock)
    except BaseException:
        if lock is not None:
            lock.release()
        raise


def _existing_key(
    paths: Paths, install_id: str | None, check_value: str | None, key_policy: KeyPolicy, read_only: bool,
    keystore_factory: type[KeyStore],
) -> LoadedKey | None:
    if install_id is None:
        return None
    keystore = keystore_factory(paths.key_file, install_id)
    loaded = _resolve_existing_key(keystore, check_value, repair=not read_only)
    if loaded is None and (key_policy is not KeyPolicy.OPTIONAL and check_value is not None):
        raise KeyMissingError(
            f"This database's encryption key was not found (looked in GOCLAW_KEY, the OS keyring and {paths.key_file}). "
            "A new key is never made for a database that has one, because every stored secret would be lost. "
            + "Provide the key you exported (set GOCLAW_KEY, or `goclaw-lite key init --import`)."
        )
    return loaded


async def _open_sqlite(
    paths: Paths, db_path: Path, key_policy: KeyPolicy, read_only: bool, keystore_factory: type[KeyStore],
    lock: WriterLock | None,
) -> AppContext:
    state = await asyncio.to_thread(inspect_database, db_path)
    install_id, check_value = (None, None)
    if state.exists:
        install_id, check_value = await asyncio.to_thread(read_install_record, db_path)
    loaded = _existing_key(paths, install_id, check_value, key_policy, read_only, keystore_factory)
    if read_only:
        prepare = PrepareResult(created=False, upgraded_from=None, backup_path=None, version=state.version)
        if not state.exists:
            raise DatabaseError(f"There is no database at {db_path} yet; start GoClaw Lite once to create it.")
    else:
        prepare = await asyncio.to_thread(prepare_database, db_path)
    db = await SQLiteDatabase.connect(db_path, read_only=read_only)
    try:
        return await _finish(paths, db, prepare, install_id, check_value, loaded, key_policy, read_only, keystore_factory, lock)
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
    from goclaw_lite.store.postgres import PostgresDatabase
    from goclaw_lite.store.postgres_schema import inspect_schema, prepare_schema
    from goclaw_lite.store.postgres_schema import (
        read_install_record as read_install_record_pg,
    )

    db = await PostgresDatabase.connect(url, read_only=read_only)
    try:
        state = await inspect_schema(db)
        install_id, check_value = (None, None)
        if state.exists:
            install_id, check_value = await read_install_record_pg(db)
            if install_id is not None and not read_only:
                await db.acquire_writer_lock(install_id, program)
        loaded = _existing_key(paths, install_id, check_value, key_policy, read_only, keystore_factory)
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
        return await _finish(paths, db, prepare, install_id, check_value, loaded, key_policy, read_only, keystore_factory, lock)
    except BaseException:
        await db.close()
        raise


async def _finish(
    paths: Paths, db: Database, prepare: PrepareResult, install_id: str | None, check_value: str | None,
    loaded: LoadedKey | None, key_policy: KeyPolicy, read_only: bool, keystore_factory: type[KeyStore],
    lock: WriterLock | None,
) -> AppContext:
    """Identity, key generation and check value, stores: the same on both backends."""
    stores_meta = Stores.build(db, await _identity(db), None)
    identity = stores_meta.identity
    keystore = keystore_factory(paths.key_file, identity.install_id)
    if install_id is None:
        loaded = keystore.load()
    generated = False
    if loaded is None and check_value is None and key_policy is KeyPolicy.CREATE_IF_NEW and not read_only:
        loaded = keystore.save(generate_key())
        generated = True
    if loaded is None and key_policy is KeyPolicy.REQUIRED:
        raise KeyMissingError("This needs the encryption key, and none was found. " + HOW_TO_PROVIDE_KEY)
    cipher = Cipher(loaded.key) if loaded is not None else None
    if cipher is not None and check_value is None and not read_only:
        await stores_meta.meta.set(KEY_CHECK, make_check_value(cipher))
        check_value = "set"
    stores = Stores.build(db, identity, cipher)
    info = KeyInfo(
        kind=loaded.kind if loaded else None,
        location=loaded.location if loaded else "",
        fingerprint=key_fingerprint(loaded.key) if loaded else "",
        database_has_check=check_value is not None,
        generated_now=generated,
    )
    return AppContext(
        paths=paths, stores=stores, keystore=keystore, key_info=info, prepare=prepare, lock=lock, read_only=read_only
    )


async def _identity(db: Database) -> LocalIdentity:
    return await MetaStore(db).identity()
