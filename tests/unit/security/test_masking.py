"""mask_tool_result: literal secrets, secret-named JSON fields, and credential shapes."""

from __future__ import annotations

import json

from goclaw_lite.security.masking import is_secret_field, mask_tool_result


def test_json_fields_named_like_secrets_are_replaced_whatever_their_type() -> None:
    raw = json.dumps(
        {
            "user": "alice",
            "password": "hunter2",
            "pin_hash": 4242,
            "profile": {"DB-Password": ["x", "y"], "password_hint": "pet's name", "api_key": None},
            "rows": [{"access_token": "tok-1"}, {"name": "Đà Nẵng"}],
        }
    )
    masked = json.loads(mask_tool_result(raw))
    assert masked["user"] == "alice"
    assert masked["password"] == "[REDACTED:password]" and masked["pin_hash"] == "[REDACTED:pin_hash]"
    assert masked["profile"]["DB-Password"] == "[REDACTED:db-password]"
    assert masked["profile"]["password_hint"] == "pet's name"  # a hint is not the password
    assert masked["profile"]["api_key"] is None  # nothing to hide
    assert masked["rows"][0]["access_token"] == "[REDACTED:access_token]"
    assert masked["rows"][1]["name"] == "Đà Nẵng"


def test_known_secret_values_are_removed_everywhere() -> None:
    secret = 'p"a$$\\word'
    text = json.dumps({"stdout": f"connecting with {secret}\n", "args": ["--pass", secret]})
    masked = mask_tool_result(text, {"DB_PASS": secret})
    assert secret not in masked and json.loads(masked)["args"][1] == "[REDACTED:DB_PASS]"
    plain = mask_tool_result(f"login ok using {secret} and sk-ant-{'a' * 30}", [secret])
    assert secret not in plain and "sk-ant-" not in plain


def test_plain_text_masks_by_shape_and_is_idempotent() -> None:
    text = 'config: password=hunter2 "pin_hash": "abc" url=postgres://u:pw123@db/x ok'
    once = mask_tool_result(text)
    assert "hunter2" not in once and "pw123" not in once and '"abc"' not in once
    assert mask_tool_result(once) == once
    broken_json = '{"password": "hunter2", '
    assert "hunter2" not in mask_tool_result(broken_json)


def test_secret_field_names() -> None:
    assert all(is_secret_field(n) for n in ("password", "PIN_HASH", "db_password", "client-secret", "token"))
    assert not any(is_secret_field(n) for n in ("password_hint", "max_tokens", "pinned", "tokenizer"))


def test_clean_json_keeps_its_formatting() -> None:
    pretty = json.dumps({"rows": [1, 2], "name": "Grüße"}, indent=2, ensure_ascii=False)
    assert mask_tool_result(pretty) == pretty
