"""AES-256-GCM sealing of secret column values.

The stored envelope is ``"aes-gcm:" + base64(nonce[12] || ciphertext || tag[16])``, the same
shape the upstream GoClaw store writes, with two deliberate differences:

* every value is bound to where it lives (table, column, row id) through GCM associated
  data, so a sealed value copied into another row or column no longer opens;
* anything that does not authenticate raises `DecryptionError` instead of being passed
  through, because silently handing garbage to a CLI tool as a credential is worse than
  stopping.

Values without the prefix are legacy plaintext: returned as they are, unless the caller says
encryption is mandatory for that column.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
import re
import struct
from dataclasses import dataclass
from typing import NoReturn

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from goclaw_lite.errors import DecryptionError, InvalidKeyFormatError, PlaintextSecretError
from goclaw_lite.security.known_secrets import register_key

__all__ = [
    "PREFIX",
    "KEY_SIZE",
    "Binding",
    "Cipher",
    "parse_key",
    "generate_key",
    "encode_key",
    "key_fingerprint",
    "is_sealed",
    "reseal",
]

PREFIX = "aes-gcm:"
KEY_SIZE = 32
NONCE_SIZE = 12
TAG_SIZE = 16

_AAD_VERSION = b"goclaw-lite/v1"
_FINGERPRINT_DOMAIN = b"goclaw-lite/key-fingerprint/v1\x00"
_ACCEPTED_FORMATS = "64 hex characters, 44 base64 characters, or 32 raw characters"
_HEX64 = re.compile(r"[0-9a-fA-F]{64}")
_B64_44 = re.compile(r"[A-Za-z0-9+/]{43}=")


@dataclass(frozen=True)
class Binding:
    """Where a sealed value lives; its encoding is the GCM associated data.

    `row_id` may be empty for singleton rows; `table` and `column` may not.
    """

    table: str
    column: str
    row_id: str

    def __post_init__(self) -> None:
        for name in ("table", "column", "row_id"):
            if not isinstance(getattr(self, name), str):
                raise TypeError(f"Binding.{name} must be a str")
        if not self.table or not self.column:
            raise ValueError("Binding.table and Binding.column must not be empty")

    def aad(self) -> bytes:
        """Version tag, then each field as a 4-byte big-endian length and its UTF-8 bytes.

        Length prefixes make the encoding injective: ("a:b", "c") and ("a", "b:c") differ.
        """
        parts = [struct.pack(">I", len(_AAD_VERSION)), _AAD_VERSION]
        for field in (self.table, self.column, self.row_id):
            raw = field.encode("utf-8")
            parts.append(struct.pack(">I", len(raw)))
            parts.append(raw)
        return b"".join(parts)

    def describe(self) -> str:
        """Human text naming the value's location, for error messages."""
        return f"{self.table}.{self.column} of row {self.row_id or '(none)'}"


def _format_error(source: str | None, length: int) -> InvalidKeyFormatError:
    what = f"The encryption key from {source}" if source else "The encryption key"
    return InvalidKeyFormatError(
        f"{what} is not in an accepted format: expected {_ACCEPTED_FORMATS} "
        f"(got {length} characters after trimming whitespace)."
    )


def parse_key(text: str, *, source: str | None = None) -> bytes:
    """Decode a user-supplied key into 32 bytes.

    Accepts, after trimming surrounding whitespace: 64 hex characters, 44 standard base64
    characters (with `=` padding), or 32 characters that are 32 UTF-8 bytes. Formats are
    told apart by length only, so a 64-character non-hex string is an error rather than a
    guess. `source` (e.g. "environment variable GOCLAW_KEY") only flavours the error
    message, which never contains the key text.
    """
    if not isinstance(text, str):
        raise InvalidKeyFormatError(f"The encryption key must be text ({_ACCEPTED_FORMATS}).")
    candidate = text.strip()
    length = len(candidate)
    if length == 64:
        if _HEX64.fullmatch(candidate):
            return bytes.fromhex(candidate)
        raise _format_error(source, length)
    if length == 44:
        if _B64_44.fullmatch(candidate):
            try:
                decoded = base64.b64decode(candidate, validate=True)
            except (binascii.Error, ValueError):
                raise _format_error(source, length) from None
            if len(decoded) == KEY_SIZE:
                return decoded
        raise _format_error(source, length)
    if length == KEY_SIZE:
        raw = candidate.encode("utf-8", errors="surrogatepass")
        if len(raw) == KEY_SIZE:
            return raw
    raise _format_error(source, length)


def generate_key() -> bytes:
    """32 bytes from the OS CSPRNG."""
    return os.urandom(KEY_SIZE)


def _check_key(key: bytes) -> bytes:
    if not isinstance(key, bytes | bytearray) or len(key) != KEY_SIZE:
        raise InvalidKeyFormatError(f"An encryption key must be exactly {KEY_SIZE} bytes.")
    return bytes(key)


def encode_key(key: bytes) -> str:
    """The export/storage form: 64 lowercase hex characters (what `parse_key` reads first)."""
    return _check_key(key).hex()


def key_fingerprint(key: bytes) -> str:
    """8 hex characters of a domain-separated SHA-256, to tell keys apart in status output.

    32 bits is enough to notice "this is not the key the data was sealed with" and far too
    little to help anyone recover the key.
    """
    return hashlib.sha256(_FINGERPRINT_DOMAIN + _check_key(key)).hexdigest()[:8]


def is_sealed(value: object) -> bool:
    """True when `value` carries the envelope prefix (it may still fail to open)."""
    return isinstance(value, str) and value.startswith(PREFIX)


class Cipher:
    """Seals and opens column values with one 32-byte key."""

    __slots__ = ("_aead", "_fingerprint")

    def __init__(self, key: bytes) -> None:
        checked = _check_key(key)
        self._aead = AESGCM(checked)
        self._fingerprint = key_fingerprint(checked)
        register_key(checked, self._fingerprint)  # a key that prints anywhere is scrubbed

    def __repr__(self) -> str:
        return f"Cipher(fingerprint={self._fingerprint!r})"

    def __reduce__(self) -> NoReturn:
        # Pickling would write the key somewhere we do not control.
        raise TypeError("Cipher objects cannot be pickled")

    @property
    def fingerprint(self) -> str:
        return self._fingerprint

    is_sealed = staticmethod(is_sealed)

    def seal(self, plaintext: str, binding: Binding) -> str:
        """Encrypt `plaintext` for exactly this (table, column, row). Empty strings too,
        so an empty credential is indistinguishable from a non-empty one at rest."""
        if not isinstance(plaintext, str):
            raise TypeError("seal() takes a str")
        nonce = os.urandom(NONCE_SIZE)
        sealed = self._aead.encrypt(nonce, plaintext.encode("utf-8"), binding.aad())
        return PREFIX + base64.b64encode(nonce + sealed).decode("ascii")

    def open(self, value: str, binding: Binding, *, mandatory: bool = False) -> str:
        """Decrypt a value sealed for `binding`.

        Unprefixed values are legacy plaintext and come back unchanged, unless `mandatory`
        is set, in which case they raise `PlaintextSecretError`. Everything else that does
        not authenticate raises `DecryptionError`.
        """
        if not isinstance(value, str):
            raise TypeError("open() takes a str")
        if not value.startswith(PREFIX):
            if mandatory:
                raise PlaintextSecretError(
                    f"{binding.describe()} holds an unencrypted value where encryption is "
                    "required; re-save it so it is stored encrypted."
                )
            return value
        body = value[len(PREFIX) :]
        try:
            payload = base64.b64decode(body, validate=True)
        except (binascii.Error, ValueError):
            payload = None
        # Re-encoding must give back the same text: this rejects non-canonical padding
        # bits, so any change to the stored text is caught, not just changes to the bytes.
        if (
            payload is None
            or len(payload) < NONCE_SIZE + TAG_SIZE
            or base64.b64encode(payload).decode("ascii") != body
        ):
            raise self._failure(binding)
        nonce, sealed = payload[:NONCE_SIZE], payload[NONCE_SIZE:]
        try:
            raw = self._aead.decrypt(nonce, sealed, binding.aad())
            return raw.decode("utf-8")
        except (InvalidTag, UnicodeDecodeError):
            raise self._failure(binding) from None

    @staticmethod
    def _failure(binding: Binding) -> DecryptionError:
        return DecryptionError(
            f"The value in {binding.describe()} could not be decrypted: wrong key, tampered "
            "data, or a value copied from another row."
        )


def reseal(value: str, binding: Binding, old: Cipher, new: Cipher) -> str:
    """Key rotation step: open with `old` (encryption mandatory), seal with `new`."""
    return new.seal(old.open(value, binding, mandatory=True), binding)
