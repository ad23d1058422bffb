"""Column cipher: envelope, key formats, binding, and loud failure on anything suspicious."""

from __future__ import annotations

import base64
import dataclasses

import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from hypothesis import given, settings
from hypothesis import strategies as st

from goclaw_lite.errors import DecryptionError, InvalidKeyFormatError, PlaintextSecretError
from goclaw_lite.security.crypto import (
    PREFIX,
    Binding,
    Cipher,
    encode_key,
    generate_key,
    is_sealed,
    key_fingerprint,
    parse_key,
    reseal,
)

KEY = bytes(range(32))
OTHER_KEY = bytes(range(1, 33))
ROW = Binding("secure_cli_user_credentials", "encrypted_env", "0195c0de-0000-7000-8000-000000000001")


@pytest.fixture
def cipher() -> Cipher:
    return Cipher(KEY)


def payload_of(value: str) -> bytes:
    assert value.startswith(PREFIX)
    return base64.b64decode(value[len(PREFIX) :], validate=True)


def envelope(payload: bytes) -> str:
    return PREFIX + base64.b64encode(payload).decode("ascii")


# --- round trips ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "plaintext",
    ["", " ", "\n\t  \n", "hunter2", "ключ 🔑 鍵 — ümlaut", "x" * 10_240, "é" * 10_240],
    ids=["empty", "space", "whitespace", "ascii", "unicode", "10k-ascii", "10k-2byte"],
)
def test_round_trip(cipher: Cipher, plaintext: str) -> None:
    sealed = cipher.seal(plaintext, ROW)
    assert sealed.startswith(PREFIX)
    assert cipher.open(sealed, ROW) == plaintext
    assert cipher.open(sealed, ROW, mandatory=True) == plaintext


@settings(max_examples=200)
@given(st.text())
def test_round_trip_any_text(plaintext: str) -> None:
    c = Cipher(KEY)
    assert c.open(c.seal(plaintext, ROW), ROW) == plaintext


def test_empty_plaintext_is_sealed_not_passed_through(cipher: Cipher) -> None:
    sealed = cipher.seal("", ROW)
    assert sealed != ""
    assert is_sealed(sealed)
    assert len(payload_of(sealed)) == 12 + 16


def test_envelope_layout_matches_plain_aesgcm_with_binding_aad(cipher: Cipher) -> None:
    """nonce(12) || ct || tag(16), standard base64 — decryptable by AESGCM directly."""
    sealed = cipher.seal("secret value", ROW)
    payload = payload_of(sealed)
    assert len(payload) == 12 + len(b"secret value") + 16
    assert AESGCM(KEY).decrypt(payload[:12], payload[12:], ROW.aad()) == b"secret value"


def test_nonces_are_unique_over_many_seals(cipher: Cipher) -> None:
    nonces = {payload_of(cipher.seal("same", ROW))[:12] for _ in range(5000)}
    assert len(nonces) == 5000


def test_sealing_twice_gives_different_values(cipher: Cipher) -> None:
    assert cipher.seal("same", ROW) != cipher.seal("same", ROW)


# --- key formats ---------------------------------------------------------------------


RAW32 = "0123456789abcdefghijklmnopqrstuv"


def test_three_formats_give_the_same_key() -> None:
    raw = RAW32.encode()
    as_hex = raw.hex()
    as_b64 = base64.b64encode(raw).decode()
    assert len(as_hex) == 64 and len(as_b64) == 44 and as_b64.endswith("=")
    assert parse_key(as_hex) == parse_key(as_b64) == parse_key(RAW32) == raw
    assert parse_key(as_hex.upper()) == raw


def test_surrounding_whitespace_and_newline_are_stripped() -> None:
    key = generate_key()
    assert parse_key(f"  {encode_key(key)}\n") == key
    assert parse_key(base64.b64encode(key).decode() + "\r\n") == key
    assert parse_key(f"\t{RAW32}\n") == RAW32.encode()


def test_encode_key_is_lowercase_hex_and_round_trips() -> None:
    key = generate_key()
    text = encode_key(key)
    assert len(text) == 64 and text == text.lower()
    assert parse_key(text) == key


def test_generate_key_is_random_32_bytes() -> None:
    keys = {generate_key() for _ in range(100)}
    assert len(keys) == 100
    assert all(len(k) == 32 for k in keys)


@pytest.mark.parametrize("length", [0, 3, 16, 31, 33, 48, 63, 65])
def test_bad_lengths_rejected(length: int) -> None:
    text = "a" * length
    with pytest.raises(InvalidKeyFormatError) as info:
        parse_key(text)
    message = str(info.value)
    assert "64 hex characters, 44 base64 characters, or 32 raw characters" in message
    if length >= 3:
        assert text not in message


def test_64_non_hex_is_an_error_not_raw() -> None:
    text = "g" * 64
    with pytest.raises(InvalidKeyFormatError) as info:
        parse_key(text)
    assert text not in str(info.value)


def test_44_base64_decoding_to_33_bytes_rejected() -> None:
    text = base64.b64encode(b"\x01" * 33).decode()
    assert len(text) == 44 and not text.endswith("=")
    with pytest.raises(InvalidKeyFormatError) as info:
        parse_key(text)
    assert text not in str(info.value)


def test_44_chars_not_base64_rejected() -> None:
    with pytest.raises(InvalidKeyFormatError):
        parse_key("!" * 43 + "=")


def test_32_chars_that_are_not_32_bytes_rejected() -> None:
    text = "é" * 32  # 64 UTF-8 bytes
    with pytest.raises(InvalidKeyFormatError) as info:
        parse_key(text)
    assert text not in str(info.value)


def test_source_is_named_in_the_error() -> None:
    with pytest.raises(InvalidKeyFormatError, match="GOCLAW_KEY"):
        parse_key("short", source="environment variable GOCLAW_KEY")


@pytest.mark.parametrize("bad", [b"", b"x" * 16, b"x" * 31, b"x" * 33, "x" * 32])
def test_cipher_requires_32_bytes(bad: object) -> None:
    with pytest.raises(InvalidKeyFormatError):
        Cipher(bad)  # type: ignore[arg-type]


# --- fingerprints and repr -----------------------------------------------------------


def test_fingerprint_is_short_stable_and_not_the_key() -> None:
    fp = key_fingerprint(KEY)
    assert len(fp) == 8 and all(c in "0123456789abcdef" for c in fp)
    assert fp == key_fingerprint(KEY) == Cipher(KEY).fingerprint
    assert fp != key_fingerprint(OTHER_KEY)
    assert fp not in encode_key(KEY)


def test_cipher_repr_hides_key() -> None:
    text = repr(Cipher(KEY))
    assert encode_key(KEY) not in text and repr(KEY) not in text
    assert key_fingerprint(KEY) in text


# --- tamper, wrong key, moved values -------------------------------------------------


@settings(max_examples=300)
@given(data=st.data(), plaintext=st.text(max_size=64))
def test_flipping_any_payload_byte_is_detected(data: st.DataObject, plaintext: str) -> None:
    c = Cipher(KEY)
    payload = bytearray(payload_of(c.seal(plaintext, ROW)))
    index = data.draw(st.integers(0, len(payload) - 1), label="index")
    mask = data.draw(st.integers(1, 255), label="mask")
    payload[index] ^= mask
    with pytest.raises(DecryptionError):
        c.open(envelope(bytes(payload)), ROW)


_B64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
_SEALED_TOKEN = Cipher(KEY).seal("token", ROW)  # fixed, so hypothesis replays identically


@settings(max_examples=200)
@given(
    index=st.integers(len(PREFIX), len(_SEALED_TOKEN) - 1),
    shift=st.integers(1, len(_B64_ALPHABET) - 1),
)
def test_editing_the_stored_text_is_detected(index: int, shift: int) -> None:
    """Also catches edits to the base64 text that decode to the same bytes (padding bits)."""
    original = _SEALED_TOKEN[index]
    replacement = _B64_ALPHABET[(_B64_ALPHABET.index(original) + shift) % len(_B64_ALPHABET)]
    tampered = _SEALED_TOKEN[:index] + replacement + _SEALED_TOKEN[index + 1 :]
    with pytest.raises(DecryptionError):
        Cipher(KEY).open(tampered, ROW)


def test_non_canonical_padding_bits_are_rejected() -> None:
    c = Cipher(KEY)
    sealed = c.seal("abcd", ROW)  # 32 bytes -> 44 chars ending in one "="
    assert sealed.endswith("=") and not sealed.endswith("==")
    last = sealed[-2]
    # The char before "=" carries 2 unused low bits; flipping them keeps the decoded bytes.
    twin = _B64_ALPHABET[_B64_ALPHABET.index(last) ^ 1]
    tampered = sealed[:-2] + twin + "="
    assert base64.b64decode(tampered[len(PREFIX) :]) == base64.b64decode(sealed[len(PREFIX) :])
    with pytest.raises(DecryptionError):
        c.open(tampered, ROW)


@pytest.mark.parametrize(
    "body",
    ["", "not base64!!", "AAAA", base64.b64encode(b"\x00" * 27).decode(), "QUJD\n", " QUJDRA=="],
    ids=["empty", "garbage", "3-bytes", "27-bytes", "newline", "space"],
)
def test_malformed_envelopes_raise(cipher: Cipher, body: str) -> None:
    with pytest.raises(DecryptionError):
        cipher.open(PREFIX + body, ROW)


def test_truncated_and_extended_payloads_raise(cipher: Cipher) -> None:
    payload = payload_of(cipher.seal("some secret", ROW))
    for candidate in (payload[:-1], payload[:28], payload + b"\x00"):
        with pytest.raises(DecryptionError):
            cipher.open(envelope(candidate), ROW)


def test_wrong_key_raises(cipher: Cipher) -> None:
    sealed = cipher.seal("token", ROW)
    with pytest.raises(DecryptionError):
        Cipher(OTHER_KEY).open(sealed, ROW)


@pytest.mark.parametrize(
    "elsewhere",
    [
        dataclasses.replace(ROW, row_id="0195c0de-0000-7000-8000-000000000002"),
        dataclasses.replace(ROW, column="encrypted_token"),
        dataclasses.replace(ROW, table="llm_providers"),
        dataclasses.replace(ROW, row_id=""),
    ],
    ids=["other-row", "other-column", "other-table", "empty-row"],
)
def test_value_moved_elsewhere_raises(cipher: Cipher, elsewhere: Binding) -> None:
    sealed = cipher.seal("token", ROW)
    with pytest.raises(DecryptionError):
        cipher.open(sealed, elsewhere)


def test_aad_is_unambiguous() -> None:
    pairs = [
        (Binding("a:b", "c", "1"), Binding("a", "b:c", "1")),
        (Binding("ab", "c", "1"), Binding("a", "bc", "1")),
        (Binding("t", "c", "12"), Binding("t", "c1", "2")),
        (Binding("t", "c\x00", "1"), Binding("t", "c", "\x001")),
    ]
    for left, right in pairs:
        assert left.aad() != right.aad()
    assert b"goclaw-lite/v1" in ROW.aad()


@settings(max_examples=300)
@given(
    a=st.tuples(st.text(min_size=1), st.text(min_size=1), st.text()),
    b=st.tuples(st.text(min_size=1), st.text(min_size=1), st.text()),
)
def test_aad_injective(a: tuple[str, str, str], b: tuple[str, str, str]) -> None:
    assert (Binding(*a).aad() == Binding(*b).aad()) == (a == b)


def test_binding_validates_fields() -> None:
    with pytest.raises(ValueError):
        Binding("", "c", "1")
    with pytest.raises(ValueError):
        Binding("t", "", "1")
    with pytest.raises(TypeError):
        Binding("t", "c", 1)  # type: ignore[arg-type]


# --- legacy plaintext ----------------------------------------------------------------


@pytest.mark.parametrize("legacy", ["plain-token", "", "AES-GCM:upper", "aes-gcm"])
def test_legacy_plaintext_passes_through(cipher: Cipher, legacy: str) -> None:
    assert cipher.open(legacy, ROW) == legacy


def test_mandatory_rejects_plaintext(cipher: Cipher) -> None:
    with pytest.raises(PlaintextSecretError) as info:
        cipher.open("plain-token", ROW, mandatory=True)
    message = str(info.value)
    assert "plain-token" not in message
    assert ROW.table in message and ROW.column in message and ROW.row_id in message


def test_mandatory_rejects_empty_plaintext(cipher: Cipher) -> None:
    with pytest.raises(PlaintextSecretError):
        cipher.open("", ROW, mandatory=True)


def test_is_sealed() -> None:
    assert is_sealed(PREFIX + "x")
    assert Cipher.is_sealed(PREFIX)
    assert not is_sealed("plain")
    assert not is_sealed(None)


# --- messages never leak -------------------------------------------------------------


def test_decryption_error_names_location_not_value_or_key(cipher: Cipher) -> None:
    plaintext = "super-secret-plaintext-value"
    sealed = cipher.seal(plaintext, ROW)
    with pytest.raises(DecryptionError) as info:
        Cipher(OTHER_KEY).open(sealed, ROW)
    err = info.value
    message = str(err)
    assert "could not be decrypted" in message
    assert "wrong key" in message and "tampered" in message and "another row" in message
    assert ROW.table in message and ROW.column in message and ROW.row_id in message
    for leak in (plaintext, sealed, sealed[len(PREFIX) :], encode_key(KEY), encode_key(OTHER_KEY)):
        assert leak not in message
    # `from None`: no chained cryptography exception to drag into a traceback.
    assert err.__cause__ is None and err.__suppress_context__


# --- rotation ------------------------------------------------------------------------


def test_reseal_moves_value_to_new_key() -> None:
    old, new = Cipher(KEY), Cipher(OTHER_KEY)
    sealed = old.seal("token", ROW)
    moved = reseal(sealed, ROW, old, new)
    assert new.open(moved, ROW) == "token"
    with pytest.raises(DecryptionError):
        old.open(moved, ROW)


def test_reseal_refuses_plaintext_and_wrong_old_key() -> None:
    old, new = Cipher(KEY), Cipher(OTHER_KEY)
    with pytest.raises(PlaintextSecretError):
        reseal("plain", ROW, old, new)
    with pytest.raises(DecryptionError):
        reseal(new.seal("token", ROW), ROW, old, new)


def test_cipher_cannot_be_pickled() -> None:
    import pickle

    with pytest.raises(TypeError):
        pickle.dumps(Cipher(KEY))
