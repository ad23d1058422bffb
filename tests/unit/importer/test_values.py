"""GoClaw's stored value shapes read into ours (timestamps, JSON, keys, envelopes)."""

from __future__ import annotations

import base64
from datetime import UTC, datetime
from pathlib import Path

import keyring
import pytest

from goclaw_lite.errors import InvalidKeyFormatError, KeyMissingError, WrongKeyError
from goclaw_lite.importer import values as v
from goclaw_lite.importer.envelope import (
    GoClawEnvelope,
    GoClawKey,
    default_source_path,
    derive_key,
    find_key,
)
from tests.support.goclaw_source import (
    GOCLAW_KEY_HEX,
    OTHER_KEY_HEX,
    go_local_string,
    go_utc_string,
    goclaw_seal,
    rfc3339_nano,
)
from tests.unit.security.conftest import MemoryKeyring

MOMENT = datetime(2026, 5, 17, 8, 51, 56, 123456, tzinfo=UTC)


@pytest.mark.parametrize(
    "text",
    [
        go_local_string(MOMENT),  # +0700 +07 m=+3.43
        go_local_string(MOMENT, offset_hours=-5, monotonic="-0.5"),
        go_utc_string(MOMENT, nanos=789),
        rfc3339_nano(MOMENT, nanos=789),
        "2026-05-17T08:51:56.123Z",  # the schema default
        "2026-05-17T15:51:56.123456+07:00",
    ],
)
def test_each_goclaw_timestamp_shape_becomes_the_same_canonical_utc_text(text: str) -> None:
    assert v.timestamp(text, "created_at") == "2026-05-17T08:51:56.123Z"


def test_timestamps_without_a_fraction_and_as_blobs() -> None:
    assert v.timestamp(b"2026-05-17T08:51:56Z", "t") == "2026-05-17T08:51:56.000Z"
    assert v.timestamp("2026-05-17 08:51:56 +0000 UTC", "t") == "2026-05-17T08:51:56.000Z"


@pytest.mark.parametrize("text", ["17/05/2026 08:51", "2026-05-17", "2026-05-17 08:51:56", "yesterday", "2026-02-31T00:00:00Z"])
def test_other_timestamp_shapes_are_refused_naming_the_column(text: str) -> None:
    with pytest.raises(v.BadValue, match=r"^created_at: "):
        v.timestamp(text, "created_at")


def test_json_columns_accept_text_and_blob_and_read_go_null_as_empty() -> None:
    assert v.json_object(b'{"a": 1}', "c") == '{"a":1}'
    assert v.json_object("null", "c") == "{}" and v.json_object(None, "c") == "{}"
    assert v.json_object_or_none("null", "c") is None
    assert v.json_array(b'["x"]', "c") == '["x"]'
    with pytest.raises(v.BadValue, match="invalid JSON"):
        v.json_object(b'{"a": ', "properties")
    with pytest.raises(v.BadValue, match="expected a JSON object"):
        v.json_object("[1]", "settings")


def test_goclaw_key_forms_follow_its_rules() -> None:
    raw = bytes.fromhex(GOCLAW_KEY_HEX)
    assert derive_key(GOCLAW_KEY_HEX, source="t") == raw
    assert derive_key(base64.b64encode(raw).decode(), source="t") == raw
    assert derive_key("k" * 32, source="t") == b"k" * 32
    with pytest.raises(InvalidKeyFormatError, match="not hex"):
        derive_key("z" * 64, source="t")
    with pytest.raises(InvalidKeyFormatError):
        derive_key("short", source="t")


def test_the_envelope_opens_goclaw_values_and_names_a_wrong_key() -> None:
    sealed = goclaw_seal("secret", GOCLAW_KEY_HEX)
    assert GoClawEnvelope(GoClawKey(bytes.fromhex(GOCLAW_KEY_HEX), "t")).open(sealed) == "secret"
    with pytest.raises(WrongKeyError) as caught:
        GoClawEnvelope(GoClawKey(bytes.fromhex(OTHER_KEY_HEX), "env")).open(sealed)
    assert "secret" not in str(caught.value) and OTHER_KEY_HEX not in str(caught.value)
    with pytest.raises(ValueError, match="base64"):
        GoClawEnvelope(GoClawKey(bytes.fromhex(GOCLAW_KEY_HEX), "t")).open("aes-gcm:not base64!")


def test_key_lookup_order_environment_then_key_file_then_prompt(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path)}
    with pytest.raises(KeyMissingError, match="GOCLAW_ENCRYPTION_KEY"):
        find_key(environ=env, keyring_timeout=0.5)
    assert find_key(environ=env, prompt=lambda _t: GOCLAW_KEY_HEX, keyring_timeout=0.5).source == "the prompt"
    key_file = tmp_path / ".goclaw" / "secrets" / "encryption_key"
    key_file.parent.mkdir(parents=True)
    key_file.write_text(OTHER_KEY_HEX)
    assert find_key(environ=env, keyring_timeout=0.5).key == bytes.fromhex(OTHER_KEY_HEX)
    chosen = find_key(environ={**env, "GOCLAW_ENCRYPTION_KEY": GOCLAW_KEY_HEX}, keyring_timeout=0.5)
    assert chosen.key == bytes.fromhex(GOCLAW_KEY_HEX) and "GOCLAW_ENCRYPTION_KEY" in chosen.source


def test_the_default_source_is_goclaws_data_dir(tmp_path: Path) -> None:
    assert default_source_path({"HOME": str(tmp_path)}) == tmp_path / ".goclaw" / "data" / "goclaw.db"
    assert default_source_path({"HOME": "/x", "GOCLAW_DATA_DIR": str(tmp_path)}) == tmp_path / "goclaw.db"


def test_the_desktop_keyring_entry_comes_before_the_key_file(tmp_path: Path) -> None:
    backend = MemoryKeyring()
    backend.set_password("goclaw-desktop", "encryption_key", GOCLAW_KEY_HEX)
    key_file = tmp_path / ".goclaw" / "secrets" / "encryption_key"
    key_file.parent.mkdir(parents=True)
    key_file.write_text(OTHER_KEY_HEX)
    previous = keyring.get_keyring()
    keyring.set_keyring(backend)
    try:
        found = find_key(environ={"HOME": str(tmp_path)})
    finally:
        keyring.set_keyring(previous)
    assert found.key == bytes.fromhex(GOCLAW_KEY_HEX) and "goclaw-desktop/encryption_key" in found.source
