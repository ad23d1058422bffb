"""Shape-based and literal redaction, the logging filter, and display masks."""

from __future__ import annotations

import io
import logging
import threading
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from goclaw_lite.security.redact import (
    KNOWN_SECRET_PATTERNS,
    RedactingFilter,
    mask_value,
    redact_known_secrets,
    redact_values,
    register_secret,
    unregister_secret,
)

# Fabricated credentials of the right shapes (none of them is real).
OPENAI = "sk-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z" + "T3BlbkFJ"
OPENAI_PROJ = "sk-proj-" + "q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C2v3B4"
ANTHROPIC = "sk-ant-api03-" + "Zx9Cv8Bn7Mm6Ll5Kk4Jj3Hh2Gg1Ff0Dd9Ss8Aa7Qq6Ww5Ee4-rT_yU"
AWS_ID = "AKIA" + "IOSFODNN7EXAMPL2"
AWS_STS_ID = "ASIA" + "Y34FZKBOKMUTVV7A"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "EXAMPLEKEY"
SLACK = "xoxb-" + "123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"
HEX64 = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
B64_44 = "n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg="
GITHUB = {
    "ghp": "ghp_" + "R2d2C3poLuke0Skywalker1Leia2Organa3Ha",
    "gho": "gho_" + "16C7e42F292c6912E7710c838347Ae178B4a",
    "ghu": "ghu_" + "wKrSfPTaJyGmNcXbVhLzQdE0a1b2c3d4e5f6",
    "ghs": "ghs_" + "aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789",
    "ghr": "ghr_" + "1B4a2e77838347a7E420ce178F2E7c6912E1",
    "pat": "github_pat_" + "11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123",
}
PEM = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "QyNTUxOQAAACD0fakefakefakefakefakefakefakefakefakefakefakeAAAA\n"
    "-----END OPENSSH PRIVATE KEY-----"
)


@pytest.mark.parametrize(
    "secret",
    [OPENAI, OPENAI_PROJ, ANTHROPIC, AWS_ID, AWS_STS_ID, SLACK, HEX64, B64_44, *GITHUB.values()],
    ids=["openai", "openai-proj", "anthropic", "aws-id", "aws-sts-id", "slack", "hex64", "b64-44",
         *GITHUB],
)
def test_bare_token_shapes_are_redacted_in_context(secret: str) -> None:
    text = f"calling api with key {secret} now"
    out = redact_known_secrets(text)
    assert secret not in out
    assert out == "calling api with key [REDACTED] now"


def test_hex_threshold_is_40() -> None:
    assert redact_known_secrets("sha " + "a" * 40) == "sha [REDACTED]"
    assert redact_known_secrets("id " + "a" * 39) == "id " + "a" * 39


def test_short_lookalikes_are_left_alone() -> None:
    for text in ["sk-short", "ghp_abc", "AKIA123", "xoxb-1", "the password_hint=blue", "max_tokens=100",
                 "uuid 0195c0de-0000-7000-8000-000000000001"]:
        assert redact_known_secrets(text) == text


def test_aws_secret_assignment() -> None:
    for text in (
        f"aws_secret_access_key = {AWS_SECRET}",
        f"AWS_SECRET_ACCESS_KEY={AWS_SECRET}",
        f'aws_secret_access_key: "{AWS_SECRET}"',
    ):
        out = redact_known_secrets(text)
        assert AWS_SECRET not in out
        assert "[REDACTED:aws_secret_access_key]" in out
        assert out.lower().startswith("aws_secret_access_key")


def test_authorization_header_keeps_scheme() -> None:
    token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_nature"
    assert redact_known_secrets(f"Authorization: Bearer {token}") == "Authorization: Bearer [REDACTED]"
    assert redact_known_secrets("authorization=Basic dXNlcjpwYXNz") == "authorization=Basic [REDACTED]"
    curl = f'curl -H "Authorization: Bearer {token}" https://api.example.com'
    assert redact_known_secrets(curl) == 'curl -H "Authorization: Bearer [REDACTED]" https://api.example.com'
    assert redact_known_secrets(f"using bearer {token}") == "using bearer [REDACTED]"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("postgresql://goclaw:s3cr3t@db.internal:5432/app",
         "postgresql://goclaw:[REDACTED:password]@db.internal:5432/app"),
        ("redis://:hunter2@127.0.0.1:6379/0", "redis://:[REDACTED:password]@127.0.0.1:6379/0"),
        ("see https://bob:p@ss@example.com/x and more",
         "see https://bob:[REDACTED:password]@example.com/x and more"),
        ("mongodb+srv://admin:pa%40ss@cluster0.example.net/?retryWrites=true",
         "mongodb+srv://admin:[REDACTED:password]@cluster0.example.net/?retryWrites=true"),
    ],
)
def test_url_password_keeps_user_and_host(text: str, expected: str) -> None:
    assert redact_known_secrets(text) == expected


def test_urls_without_password_untouched() -> None:
    for text in ["https://example.com:8443/path", "ssh://git@github.com/x.git", "http://host:80 a@b"]:
        assert redact_known_secrets(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"user": "bob", "password": "hunter2"}', '{"user": "bob", "password": "[REDACTED:password]"}'),
        ('{"pin_hash": "$argon2id$v=19$m=65536"}', '{"pin_hash": "[REDACTED:pin_hash]"}'),
        ("{'password': 'hunter2'}", "{'password': '[REDACTED:password]'}"),
        ('{"password":"a\\"b"}', '{"password":"[REDACTED:password]"}'),
        ("password=hunter2&user=bob", "password=[REDACTED:password]&user=bob"),
        ("DB_PASSWORD=hunter2 other=1", "DB_PASSWORD=[REDACTED:db_password] other=1"),
        ('password = "two words"', 'password = "[REDACTED:password]"'),
        ("pin_hash: abc$def", "pin_hash: [REDACTED:pin_hash]"),
        ("Server=db;User Id=sa;Password=Pa55w0rd;", "Server=db;User Id=sa;Password=[REDACTED:password];"),
        ("X-Api-Key: abc123", "X-Api-Key: [REDACTED:x-api-key]"),
    ],
)
def test_keyed_secrets(text: str, expected: str) -> None:
    assert redact_known_secrets(text) == expected


def test_pem_block_is_removed_whole() -> None:
    text = f"key follows\n{PEM}\nafter"
    assert redact_known_secrets(text) == "key follows\n[REDACTED:private_key]\nafter"


def test_truncated_pem_block_is_cut_to_the_end() -> None:
    text = "log: " + PEM[: len(PEM) // 2]
    assert redact_known_secrets(text) == "log: [REDACTED:private_key]"


def test_public_key_block_is_kept() -> None:
    text = "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----"
    assert redact_known_secrets(text) == text


def test_several_secrets_in_one_text() -> None:
    text = f"a={OPENAI} b=postgres://u:pw@h/db c={GITHUB['ghp']}"
    out = redact_known_secrets(text)
    for leak in (OPENAI, ":pw@", GITHUB["ghp"]):
        assert leak not in out


@given(st.text(max_size=200))
def test_redaction_is_idempotent(text: str) -> None:
    once = redact_known_secrets(text)
    assert redact_known_secrets(once) == once


def test_redaction_is_idempotent_on_known_shapes() -> None:
    text = (f"Authorization: Bearer {OPENAI}\npassword=x url=https://u:p@h "
            f"{PEM} {HEX64} {B64_44} {SLACK}")
    once = redact_known_secrets(text)
    assert redact_known_secrets(once) == once


def test_patterns_are_compiled() -> None:
    assert KNOWN_SECRET_PATTERNS and all(hasattr(p, "sub") for p in KNOWN_SECRET_PATTERNS)


# --- literal values ------------------------------------------------------------------


def test_redact_values_longest_first() -> None:
    secrets = {"short": "abc", "long": "abcdef"}
    assert redact_values("x abcdef y abc", secrets) == "x [REDACTED:long] y [REDACTED:short]"


def test_redact_values_is_literal_and_skips_empty() -> None:
    secrets = {"regexy": "a.b*c", "empty": ""}
    assert redact_values("a.b*c axbbc", secrets) == "[REDACTED:regexy] axbbc"
    assert redact_values("nothing", {}) == "nothing"


def test_redact_values_does_not_rematch_labels() -> None:
    assert redact_values("token=RED", {"t": "RED", "u": "REDACTED"}) == "token=[REDACTED:t]"


# --- logging filter ------------------------------------------------------------------


@pytest.fixture
def captured() -> Iterator[tuple[logging.Logger, io.StringIO]]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    handler.addFilter(RedactingFilter())
    logger = logging.getLogger("goclaw_lite.tests.redact")
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    try:
        yield logger, stream
    finally:
        logger.removeHandler(handler)
        unregister_secret("cli_token")
        unregister_secret("other")


def test_filter_redacts_message_and_args(captured: tuple[logging.Logger, io.StringIO]) -> None:
    logger, stream = captured
    logger.info("calling with %s and %r", OPENAI, {"password": "hunter2"})
    out = stream.getvalue()
    assert OPENAI not in out and "hunter2" not in out
    assert out.startswith("INFO calling with [REDACTED] and {'password': '[REDACTED:password]'}")


def test_filter_redacts_registered_values(captured: tuple[logging.Logger, io.StringIO]) -> None:
    logger, stream = captured
    register_secret("cli_token", "plain-looking-value")
    logger.warning("child said: plain-looking-value failed")
    unregister_secret("cli_token")
    logger.warning("later: plain-looking-value")
    lines = stream.getvalue().splitlines()
    assert lines[0] == "WARNING child said: [REDACTED:cli_token] failed"
    assert lines[1] == "WARNING later: plain-looking-value"


def test_filter_redacts_exception_text(captured: tuple[logging.Logger, io.StringIO]) -> None:
    logger, stream = captured
    register_secret("other", "zebra-horse-battery")
    try:
        raise RuntimeError("connect postgres://app:s3cr3t@db/x with zebra-horse-battery")
    except RuntimeError:
        logger.exception("failed")
    out = stream.getvalue()
    assert "Traceback" in out and "RuntimeError" in out
    assert "s3cr3t" not in out and "zebra-horse-battery" not in out
    assert "[REDACTED:password]" in out and "[REDACTED:other]" in out


def test_filter_redacts_stack_info(captured: tuple[logging.Logger, io.StringIO]) -> None:
    logger, stream = captured
    register_secret("other", "stack-secret-value")
    logger.info("here", stack_info=True)  # the stack shows this line: stack-secret-value
    out = stream.getvalue()
    assert "Stack (most recent call last)" in out
    assert "stack-secret-value" not in out and "[REDACTED:other]" in out


def test_filter_survives_bad_format_args(captured: tuple[logging.Logger, io.StringIO]) -> None:
    logger, stream = captured
    logger.error("two %s %s", OPENAI)  # wrong arg count
    out = stream.getvalue()
    assert OPENAI not in out and "[REDACTED]" in out


def test_register_is_thread_safe() -> None:
    def worker(i: int) -> None:
        for j in range(200):
            register_secret(f"t{i}-{j}", f"value-{i}-{j}")
            unregister_secret(f"t{i}-{j}")

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "value-1-1", None, None)
    assert RedactingFilter().filter(record) is True
    assert record.getMessage() == "value-1-1"


# --- mask_value ----------------------------------------------------------------------


def test_mask_examples() -> None:
    token = GITHUB["ghp"]
    assert mask_value(token) == f"ghp_…{token[-4:]}"
    assert mask_value("0123456789abcdef") == "01…ef"  # 16 chars: 4 revealed = 25%
    assert mask_value("12345678") == "…78"
    assert mask_value("123456789012345") == "…45"
    assert mask_value("1234567") == "••••"
    assert mask_value("") == "••••"


@given(st.text(max_size=300))
def test_mask_never_reveals_more_than_a_quarter(value: str) -> None:
    masked = mask_value(value)
    n = len(value)
    if n < 8:
        assert masked == "••••"
        return
    revealed = len(masked) - 1  # everything except the single "…"
    assert revealed <= n // 4
    shapes = [(h, revealed - h) for h in range(revealed + 1)]
    assert any(
        masked == value[:h] + "…" + value[n - t :] and h <= 4 and t <= 4 for h, t in shapes
    )
    if n < 16:
        assert masked == "…" + value[-2:]
