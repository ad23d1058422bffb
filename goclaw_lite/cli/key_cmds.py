"""`goclaw-lite key status | init [--import] | export [--file F] | rotate`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from goclaw_lite.app.context import AppContext, KeyPolicy
from goclaw_lite.app.keys import KeyService
from goclaw_lite.cli.common import CommandContext, err, out, read_secret
from goclaw_lite.errors import ConfigurationError
from goclaw_lite.security.crypto import encode_key, key_fingerprint, parse_key
from goclaw_lite.security.key_export import LOSS_WARNING, write_key_file
from goclaw_lite.security.keysource import KeySourceKind


def _service(app: AppContext) -> KeyService:
    return app.services.keys


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
    async with ctx.app(read_only=True) as app:
        info = app.key_info
        status = await _service(app).status()
    out(f"Key source:      {info.summary}")
    if info.fingerprint:
        out(f"Fingerprint:     {info.fingerprint}")
    check = "present" if info.database_has_check else "none yet"
    if not info.database_has_check and info.database_expects_key:
        check = "missing (the sealed values below prove a key exists somewhere)"
    out(f"Database check:  {check}")
    out(f"Sealed values:   {status.sealed_values}")
    out(f"OS keyring:      {'available' if status.keyring_available else 'unavailable (the key file in the data directory is used)'}")
    return 0 if info.kind is not None or not info.database_expects_key else 1


async def init_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        info = app.key_info
        if ctx.args.import_key:
            key = parse_key(read_secret("Encryption key: "))
            loaded = await _service(app).import_key(key)
            out(f"Key stored in {loaded.location} (fingerprint {key_fingerprint(key)}).")
            return 0
        if info.kind is not None:
            out(f"A key is already set up: {info.summary} (fingerprint {info.fingerprint}).")
            return 0
        loaded = await _service(app).create_key()
    out(f"Created a new encryption key, stored in {loaded.location} (fingerprint {loaded.fingerprint}).")
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


async def rotate_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.REQUIRED) as app:
        old = app.require_cipher()
        if app.key_info.kind is KeySourceKind.ENV:
            raise ConfigurationError(
                "The key comes from an environment variable, which GoClaw Lite cannot update. Unset GOCLAW_KEY, "
                "import the key with `goclaw-lite key init --import`, then rotate."
            )
        rotation = await _service(app).rotate(old)
    out(f"Re-encrypted {rotation.resealed} value(s) under a new key (fingerprint {rotation.key.fingerprint}), "
        f"stored in {rotation.key.location}.")
    out(LOSS_WARNING + " Export the new key now: `goclaw-lite key export`.")
    return 0
