"""GoClaw's sealed values and where its key lives (facts from the GoClaw reference, our code).

GoClaw seals with AES-256-GCM and **no associated data**: `aes-gcm:` + base64(nonce[12] ||
ciphertext || tag[16]); a value without the prefix is plaintext it kept for backward
compatibility. Its key is 64 hex characters, 44 base64 characters ending in `=`, or 32 raw
bytes, looked up in `GOCLAW_ENCRYPTION_KEY`, the desktop keyring (service `goclaw-desktop`,
item `encryption_key`), then the file `~/.goclaw/secrets/encryption_key`.
"""

from __future__ import annotations

import base64
import binascii
import os
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from goclaw_lite.errors import InvalidKeyFormatError, KeyMissingError, WrongKeyError

PREFIX = "aes-gcm:"
ENV_NAME = "GOCLAW_ENCRYPTION_KEY"
KEYRING_SERVICE = "goclaw-desktop"
KEYRING_ITEM = "encryption_key"
_NONCE = 12
_TAG = 16


def goclaw_home(environ: Mapping[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    return Path(env.get("HOME") or Path.home()).expanduser() / ".goclaw"


def default_source_path(environ: Mapping[str, str] | None = None) -> Path:
    """`GOCLAW_DATA_DIR/goclaw.db`, else `~/.goclaw/data/goclaw.db` (GoClaw's own default)."""
    env = os.environ if environ is None else environ
    data_dir = env.get("GOCLAW_DATA_DIR", "").strip()
    if data_dir:
        return Path(data_dir).expanduser() / "goclaw.db"
    return goclaw_home(env) / "data" / "goclaw.db"


def key_file_path(environ: Mapping[str, str] | None = None) -> Path:
    return goclaw_home(environ) / "secrets" / "encryption_key"


def derive_key(text: str, *, source: str) -> bytes:
    """GoClaw's key rules, in its order: 64 hex, 44 base64 ending '=', 32 raw bytes."""
    candidate = text.strip()
    raw = candidate.encode("utf-8")
    if len(raw) == 64:
        try:
            return bytes.fromhex(candidate)
        except ValueError:
            raise InvalidKeyFormatError(f"The GoClaw key from {source} has 64 characters but is not hex.") from None
    if len(raw) == 44 and candidate.endswith("="):
        try:
            decoded = base64.b64decode(candidate, validate=True)
        except (binascii.Error, ValueError):
            decoded = b""
        if len(decoded) == 32:
            return decoded
    if len(raw) == 32:
        return raw
    raise InvalidKeyFormatError(
        f"The GoClaw key from {source} is not 64 hex characters, 44 base64 characters or 32 raw bytes "
        f"(it has {len(raw)} bytes)."
    )


@dataclass(frozen=True)
class GoClawKey:
    key: bytes = field(repr=False)
    source: str


def is_sealed(value: str) -> bool:
    return value.startswith(PREFIX)


class GoClawEnvelope:
    """Opens GoClaw's sealed values with its key."""

    def __init__(self, key: GoClawKey) -> None:
        self._aead = AESGCM(key.key)
        self.source = key.source

    def open(self, value: str) -> str:
        """The plaintext; `ValueError` for a malformed envelope, `WrongKeyError` when it does not open."""
        payload = value[len(PREFIX) :]
        try:
            data = base64.b64decode(payload, validate=True)
        except (binascii.Error, ValueError):
            raise ValueError("the sealed value is not valid base64") from None
        if len(data) < _NONCE + _TAG:
            raise ValueError("the sealed value is too short")
        try:
            return self._aead.decrypt(data[:_NONCE], data[_NONCE:], None).decode("utf-8")
        except InvalidTag:
            raise WrongKeyError(
                f"The GoClaw key from {self.source} does not open GoClaw's sealed values (wrong key, or the file "
                "was changed). Nothing was written. Give the key GoClaw Lite uses (GOCLAW_ENCRYPTION_KEY)."
            ) from None
        except UnicodeDecodeError:
            raise ValueError("the sealed value is not UTF-8 text once opened") from None


def _keyring_value(timeout: float) -> str | None:
    """The desktop keyring entry, or None (no backend, locked, timed out: all mean "not here")."""
    box: dict[str, object] = {}

    def read() -> None:
        try:
            import keyring

            box["value"] = keyring.get_password(KEYRING_SERVICE, KEYRING_ITEM)
        except Exception as exc:  # noqa: BLE001 - any backend failure means "not available"
            box["error"] = exc

    worker = threading.Thread(target=read, name="goclaw-import-keyring", daemon=True)
    worker.start()
    worker.join(timeout)
    value = box.get("value")
    return value if isinstance(value, str) and value.strip() else None


def find_key(
    *,
    environ: Mapping[str, str] | None = None,
    prompt: Callable[[str], str] | None = None,
    keyring_timeout: float = 3.0,
) -> GoClawKey:
    """GoClaw's key from its environment variable, keyring entry or key file, else the prompt."""
    env = os.environ if environ is None else environ
    value = env.get(ENV_NAME, "")
    if value.strip():
        source = f"environment variable {ENV_NAME}"
        return GoClawKey(derive_key(value, source=source), source)
    stored = _keyring_value(keyring_timeout)
    if stored is not None:
        source = f"the keyring entry {KEYRING_SERVICE}/{KEYRING_ITEM}"
        return GoClawKey(derive_key(stored, source=source), source)
    path = key_file_path(env)
    try:
        content = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        content = None
    except OSError as exc:
        raise KeyMissingError(f"Cannot read GoClaw's key file {path}: {exc.strerror}.") from None
    if content is not None and content.strip():
        return GoClawKey(derive_key(content, source=str(path)), str(path))
    if prompt is not None:
        typed = prompt("GoClaw Lite encryption key (not shown): ")
        if typed.strip():
            return GoClawKey(derive_key(typed, source="the prompt"), "the prompt")
    raise KeyMissingError(
        f"GoClaw's encryption key was not found (looked in {ENV_NAME}, the keyring entry "
        f"{KEYRING_SERVICE}/{KEYRING_ITEM} and {path}); set {ENV_NAME} to the key GoClaw Lite uses."
    )
