"""Classification of provider failures, and what their messages may contain."""

from __future__ import annotations

import json

import httpx
import pytest

from goclaw_lite.errors import UserError
from goclaw_lite.providers.errors import (
    AllRoutesFailedError,
    Attempt,
    classify_http,
    classify_transport,
    parse_retry_after,
)
from goclaw_lite.providers.errors import (
    ProviderErrorKind as K,
)


def body(message: str, code: str | None = None, type_: str = "invalid_request_error") -> str:
    return json.dumps({"error": {"message": message, "type": type_, "code": code}})


@pytest.mark.parametrize(
    ("status", "text", "kind", "falls_back"),
    [
        (400, body("This model's maximum context length is 8192 tokens", "context_length_exceeded"), K.CONTEXT_OVERFLOW, False),
        (400, body("prompt is too long: 210000 tokens > 200000 maximum"), K.CONTEXT_OVERFLOW, False),
        (400, json.dumps({"error": "the request exceeds the available context size"}), K.CONTEXT_OVERFLOW, False),
        (400, body("messages: field required"), K.BAD_REQUEST, False),
        (422, "unprocessable", K.BAD_REQUEST, False),
        (402, body("Insufficient credits"), K.BILLING, True),
        (429, body("You exceeded your current quota", "insufficient_quota"), K.BILLING, True),
        (400, body("Your credit balance is too low to access the Anthropic API"), K.BILLING, True),
        (401, body("Incorrect API key provided", "invalid_api_key"), K.AUTH, True),
        (403, "forbidden", K.AUTH, True),
        (404, body("The model `gpt-9` does not exist", "model_not_found"), K.MODEL_NOT_FOUND, True),
        (404, "404 page not found", K.MODEL_NOT_FOUND, True),
        (400, json.dumps({"error": 'model "llama9" not found, try pulling it first'}), K.MODEL_NOT_FOUND, True),
        (429, body("Rate limit reached"), K.RATE_LIMITED, True),
        (529, json.dumps({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}), K.OVERLOADED, True),
        (503, body("The engine is currently overloaded"), K.OVERLOADED, True),
        (500, body("internal"), K.SERVER, True),
        (502, "<html>bad gateway</html>", K.SERVER, True),
        (408, "", K.TIMEOUT, True),
        (418, "teapot", K.UNKNOWN, False),
    ],
)
def test_http_classification(status: int, text: str, kind: K, falls_back: bool) -> None:
    error = classify_http(status, text, provider="p", model="m")
    assert error.kind is kind and error.falls_back is falls_back and error.status == status
    assert isinstance(error, UserError) and str(error).startswith("p/m: ")


def test_partial_never_falls_back_and_retry_after_is_read() -> None:
    error = classify_http(429, body("slow down"), headers={"Retry-After": "7"}, partial=True)
    assert error.kind is K.RATE_LIMITED and not error.falls_back and error.retry_after == 7.0
    assert parse_retry_after({"retry-after-ms": "1500"}) == 1.5
    assert parse_retry_after({"Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"}) == 0.0  # a past date
    assert parse_retry_after({"Retry-After": "soon"}) is None and parse_retry_after(None) is None


def test_messages_never_carry_the_api_key() -> None:
    key = "sk-live-0123456789abcdefghijklmnop"
    echoed = body(f"Incorrect API key provided: {key}. Authorization: Bearer {key}", "invalid_api_key")
    error = classify_http(401, echoed, provider="cloud", model="gpt", api_key=key)
    assert key not in str(error) and "0123456789abcdef" not in str(error)
    assert "provider set" in str(error)  # tells the user what to do
    long = classify_http(500, "x" * 5000)
    assert len(str(long)) < 500


def test_transport_errors() -> None:
    request = httpx.Request("POST", "http://127.0.0.1:1/v1/chat/completions")
    assert classify_transport(httpx.ConnectError("refused", request=request)).kind is K.CONNECTION
    assert classify_transport(httpx.ReadTimeout("slow", request=request)).kind is K.TIMEOUT
    cut = classify_transport(httpx.RemoteProtocolError("incomplete chunked read"), partial=True)
    assert cut.kind is K.CONNECTION and cut.partial and not cut.falls_back


def test_all_routes_failed_lists_every_attempt() -> None:
    last = classify_http(400, body("maximum context length exceeded"), provider="b", model="m2")
    error = AllRoutesFailedError(
        (Attempt("a", "m1", "rate limited (HTTP 429)", K.RATE_LIMITED), Attempt("b", "m2", last.reason, last.kind)), last
    )
    assert "a/m1: rate limited (HTTP 429)" in str(error) and "b/m2: conversation too long" in str(error)
    assert error.kind is K.CONTEXT_OVERFLOW and "not retried" in str(error) and not error.falls_back
