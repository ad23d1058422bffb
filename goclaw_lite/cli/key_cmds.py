"""`goclaw-lite key status | init [--import] | export [--file F] | rotate`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from goclaw_lite.bootstrap import KeyPolicy
from goclaw_lite.cli.common import CommandContext, err, out, read_secret
from goclaw_lite.errors import (
    ConfigurationError,
    KeyMissingError,
    UnreadableValuesError,
    WrongKeyError,
)
from goclaw_lite.security.crypto import (
    Cipher,
    encode_key,
    generate_key,
    key_fingerprint,
    parse_key,
)
from goclaw_lite.security.key_export import LOSS_WARNING, write_key_file
from goclaw_lite.security.keysource import KeySourceKind
from goclaw_lite.store.activity import ActivityStore
from goclaw_lite.store.encrypted import (
    UnreadableValue,
    count_sealed_values,
    make_check_value,
    rotate_sealed_values,
    unreadable_sealed_values,
)
from goclaw_lite.store.meta import KEY_CHECK


async def _log(app: Any, action: str, key: bytes, **details: Any) -> None:
    """The key's activity row: its fingerprint and what happened, never the key."""
    await ActivityStore(app.stores.db, app.stores.identity).log(
        action, entity_type="encryption_key", entity_id=key_fingerprint(key),
        details={"fingerprint": key_fingerprint(key), **details},
    )


def register(sub: Any) -> None:
    key = sub.add_parser("key", help="the encryption key that seals credentials and API keys")
    key_sub = key.add_subparsers(dest="key_command", metavar="SUBCOMMAND", required=True)

    key_sub.add_parser("status", help="where the key comes from (never the key itself)").set_defaults(handler=status_cmd)

    init = key_sub.add_parser("init", help="create and store a key, or import an existing one")
    init.add_argument(
        "--import",
        dest="import_key",
        action="store_true",
        help="read an existing key from a no-echo prompt (or stdin) and store it",
    )
    init.set_defaults(handler=init_cmd)

    export = key_sub.add_parser("export", help="print the key (64 hex characters) so you can back it up")
    export.add_argument("--file", type=Path, help="write it to a new file readable only by you instead of stdout")
    export.set_defaults(handler=export_cmd)

    key_sub.add_parser("rotate", help="re-encrypt everything under a new key, then store it").set_defaults(handler=rotate_cmd)


async def status_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=ctx.paths.db_path.exists()) as app:
        info = app.key_info
        sealed = await count_sealed_values(app.stores.db)
        keyring_ok = app.keystore.keyring_available()
    out(f"Key source:      {info.summary}")
    if info.fingerprint:
        out(f"Fingerprint:     {info.fingerprint}")
    check = "present" if info.database_has_check else "none yet"
    if not info.database_has_check and info.database_expects_key:
        check = "missing (the sealed values below prove a key exists somewhere)"
    out(f"Database check:  {check}")
    out(f"Sealed values:   {sealed}")
    out(f"OS keyring:      {'available' if keyring_ok else 'unavailable (the key file in the data directory is used)'}")
    return 0 if info.kind is not None or not info.database_expects_key else 1


async def init_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        info = app.key_info
        check = await app.stores.meta.get(KEY_CHECK)
        if ctx.args.import_key:
            key = parse_key(read_secret("Encryption key: "))
            if info.database_expects_key and not app.key_evidence.opened_by(key):
                raise WrongKeyError(
                    f"That key (fingerprint {key_fingerprint(key)}) does not match this database; nothing was stored."
                )
            loaded = app.keystore.save(key)
            if check is None:
                await app.stores.meta.set(KEY_CHECK, make_check_value(Cipher(key)))
            await _log(app, "key.init", key, imported=True, stored_in=str(loaded.location))
            out(f"Key stored in {loaded.location} (fingerprint {key_fingerprint(key)}).")
            return 0
        if info.kind is not None:
            out(f"A key is already set up: {info.summary} (fingerprint {info.fingerprint}).")
            return 0
        if info.database_expects_key:
            held = "" if check is not None else " (it holds sealed values but no key check)"
            raise KeyMissingError(
                f"This database already has an encryption key{held}, and it was not found. A new key would make "
                "every stored secret unreadable, so none was made. Import your key with `goclaw-lite key init --import`."
            )
        key = generate_key()
        loaded = app.keystore.save(key)
        await app.stores.meta.set(KEY_CHECK, make_check_value(Cipher(key)))
        await _log(app, "key.init", key, imported=False, stored_in=str(loaded.location))
    out(f"Created a new encryption key, stored in {loaded.location} (fingerprint {key_fingerprint(key)}).")
    out(LOSS_WARNING + " Back it up with `goclaw-lite key export`.")
    return 0


async def export_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED, read_only=True) as app:
        loaded = app.require_key()  # the key that opens this database, rotation settled
    target: Path | None = ctx.args.file
    if target is not None:
        written = write_key_file(target, loaded.key)
        out(f"Key (fingerprint {loaded.fingerprint}) written to {written}, readable only by you.")
        return 0
    if sys.stdout.isatty():
        err(LOSS_WARNING)
    print(encode_key(loaded.key), flush=True)
    return 0


def _unreadable_refusal(values: list[UnreadableValue]) -> UnreadableValuesError:
    rows = "; ".join(f"{v.describe()}: {v.remedy()}" for v in values)
    return UnreadableValuesError(
        f"Key rotation refused: {len(values)} stored value(s) cannot be decrypted with the current key and would be "
        f"lost: {rows}. Remove them or enter their values again, then rotate. Nothing was changed."
    )


async def rotate_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        old = app.require_cipher()
        if app.key_info.kind is KeySourceKind.ENV:
            raise ConfigurationError(
                "The key comes from an environment variable, which GoClaw Lite cannot update. Unset GOCLAW_KEY, "
                "import the key with `goclaw-lite key init --import`, then rotate."
            )
        unreadable = await unreadable_sealed_values(app.stores.db, old)
        if unreadable:
            raise _unreadable_refusal(unreadable)
        new_key = generate_key()
        new = Cipher(new_key)
        # Crash safety: the new key is stored as "pending" before the database changes; at
        # start-up a pending key that opens the check value is promoted (see bootstrap).
        app.keystore.save_pending(new_key)
        try:
            changed = await rotate_sealed_values(app.stores.db, old, new)
        except BaseException:
            app.keystore.discard_pending()
            raise
        loaded = app.keystore.promote_pending()
        # Logged only now: a failure before this point must never discard a key the data needs.
        await _log(app, "key.rotate", new_key, previous_fingerprint=old.fingerprint, resealed=changed,
                   stored_in=str(loaded.location))
    out(f"Re-encrypted {changed} value(s) under a new key (fingerprint {key_fingerprint(new_key)}), stored in {loaded.location}.")
    out(LOSS_WARNING + " Export the new key now: `goclaw-lite key export`.")
    return 0
