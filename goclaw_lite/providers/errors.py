"""Provider failures, classified so the fallback router knows whether another route may help.

A failure of the *route* (server down, slow, rate-limited, overloaded, out of credit, wrong
key, unknown model) falls back: a candidate on another provider may still work. A failure
of the *request* (too long for the context, malformed) does not: every model would refuse
it the same way. And once a stream has produced output nothing falls back, because the user
has already seen part of an answer (`partial=True`).

Messages are built from the server's own error text, cut short and redacted of credential
shapes and of the client's API key; request headers never appear in them.
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from goclaw_lite.errors import UserError
from goclaw_lite.security.redact import redact_known_secrets, redact_values

__all__ = [
    "AllRoutesFailedError",
    "Attempt",
    "ProviderError",
    "ProviderErrorKind",
    "classify_http",
    "classify_transport",
    "hint_for",
    "parse_retry_after",
    "server_message",
]


class ProviderErrorKind(enum.Enum):
    CONNECTION = "connection"
    TIMEOUT = "timeout"
    RATE_LIMITED = "rate_limited"
    SERVER = "server"
    OVERLOADED = "overloaded"
    BILLING = "billing"
    AUTH = "auth"
    MODEL_NOT_FOUND = "model_not_found"
    CONTEXT_OVERFLOW = "context_overflow"
    BAD_REQUEST = "bad_request"
    UNKNOWN = "unknown"


_FALLS_BACK = frozenset(
    {
        ProviderErrorKind.CONNECTION,
        ProviderErrorKind.TIMEOUT,
        ProviderErrorKind.RATE_LIMITED,
        ProviderErrorKind.SERVER,
        ProviderErrorKind.OVERLOADED,
        ProviderErrorKind.BILLING,
        ProviderErrorKind.AUTH,
        ProviderErrorKind.MODEL_NOT_FOUND,
    }
)

_REASONS = {
    ProviderErrorKind.CONNECTION: "cannot connect",
    ProviderErrorKind.TIMEOUT: "timed out",
    ProviderErrorKind.RATE_LIMITED: "rate limited",
    ProviderErrorKind.SERVER: "server error",
    ProviderErrorKind.OVERLOADED: "overloaded",
    ProviderErrorKind.BILLING: "billing or quota problem",
    ProviderErrorKind.AUTH: "authentication failed",
    ProviderErrorKind.MODEL_NOT_FOUND: "model not found",
    ProviderErrorKind.CONTEXT_OVERFLOW: "conversation too long for the model's context",
    ProviderErrorKind.BAD_REQUEST: "request refused",
    ProviderErrorKind.UNKNOWN: "unexpected response",
}

_HINTS = {
    ProviderErrorKind.CONNECTION: "is the server running and the base URL right?",
    ProviderErrorKind.AUTH: "check the provider's API key (`goclaw-lite provider set {name} --key`)",
    ProviderErrorKind.MODEL_NOT_FOUND: "check the model name (`goclaw-lite provider test {name}` lists the models)",
    ProviderErrorKind.CONTEXT_OVERFLOW: "start a new conversation or shorten this one",
    ProviderErrorKind.BILLING: "check the account's credit or quota",
}
_NO_ENDPOINT_HINT = "check the base URL (OpenAI-compatible servers usually end in /v1)"


def hint_for(kind: ProviderErrorKind, provider: str = "", *, model: str = "x") -> str:
    """What the user can do next, naming the provider when it is known."""
    if kind is ProviderErrorKind.MODEL_NOT_FOUND and not model:
        return _NO_ENDPOINT_HINT
    text = _HINTS.get(kind, "")
    return text.format(name=provider or "NAME")

_CONTEXT_MARKERS = (
    "context_length_exceeded",
    "maximum context length",
    "prompt is too long",
    "context window",
    "context size",
    "context length",
    "exceed_context",
    "context overflow",
    "overflows",
    "too many tokens",
    "input is too long",
)
_BILLING_MARKERS = (
    "insufficient_quota",
    "credit balance",
    "exceeded your current quota",
    "billing",
    "payment required",
    "insufficient credits",
    "insufficient_balance",
    "insufficient balance",
)
_MODEL_RE = re.compile(r"model_not_found|no such model|model\b.{0,120}\b(?:not found|does not exist|not exist)", re.S)
_MAX_MESSAGE = 300


class ProviderError(UserError):
    """A model call failed; `kind` says how, `falls_back` whether another route may help."""

    code = "PROVIDER"

    def __init__(
        self,
        message: str,
        *,
        kind: ProviderErrorKind,
        status: int | None = None,
        provider: str = "",
        model: str = "",
        partial: bool = False,
        retry_after: float | None = None,
        detail: str = "",
    ) -> None:
        super().__init__(message, case="partial" if partial else kind.value, provider=provider, model=model)
        self.message = message
        self.detail = detail  # the server's own words, cut short and redacted
        self.kind = kind
        self.status = status
        self.provider = provider
        self.model = model
        self.partial = partial
        self.retry_after = retry_after

    @property
    def falls_back(self) -> bool:
        return self.kind in _FALLS_BACK and not self.partial

    @property
    def reason(self) -> str:
        """Short text for an attempt list: "rate limited (HTTP 429)"."""
        text = _REASONS[self.kind]
        if self.status is not None:
            text += f" (HTTP {self.status})"
        if self.partial:
            text += " after part of the answer"
        return text

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Attempt:
    """One route the router called or had to skip, for the final error and the UI."""

    provider: str
    model: str
    reason: str
    kind: ProviderErrorKind | None = None
    called: bool = True
    detail: str = ""
    facts: Mapping[str, str | int] = field(default_factory=dict)
    """How it went, for a window's words: a failed call's `status` and `partial`, or why it was
    skipped (`case`: `max_attempts` with its `limit`, `cooling` with `seconds` left, `unusable`)."""

    @classmethod
    def failed(cls, provider: str, model: str, exc: ProviderError) -> Attempt:
        facts = {"status": exc.status or 0, "partial": int(exc.partial), "address": exc.facts.get("address", "")}
        return cls(provider, model, exc.reason, exc.kind, detail=exc.detail, facts=facts)

    def stored(self) -> dict[str, Any]:
        """This attempt as JSON (kept with a failed answer's error)."""
        kind = self.kind.value if self.kind is not None else ""
        return {"provider": self.provider, "model": self.model, "called": self.called, "kind": kind,
                "reason": self.reason, "detail": self.detail, **self.facts}

    def describe(self, *, detail: bool = False) -> str:
        text = f"{self.provider}/{self.model}: {self.reason}"
        return f"{text}: {self.detail}" if detail and self.detail else text


class AllRoutesFailedError(ProviderError):
    """Every route was tried or skipped; `attempts` lists them in order with their reasons."""

    code = "PROVIDER_ALL_FAILED"

    def __init__(self, attempts: tuple[Attempt, ...], last: ProviderError | None) -> None:
        called = sum(1 for a in attempts if a.called)
        lines = "; ".join(a.describe(detail=True) for a in attempts) or "no route is configured"
        count = f"{called} call{'s' if called != 1 else ''}"
        case = ("partial" if last is not None and last.partial
                else "refused" if last is not None and not last.falls_back else "none_answered")
        head = {"partial": f"The answer broke off part-way; what arrived was kept ({count})",
                "refused": f"The model refused the request; it is not retried on another model ({count})",
                "none_answered": f"No model answered ({count})"}[case]
        message = f"{head}: {lines}"
        hint = hint_for(last.kind, last.provider, model=last.model) if last is not None else ""
        if hint:
            message += f" — {hint}"
        super().__init__(
            message,
            kind=last.kind if last is not None else ProviderErrorKind.UNKNOWN,
            status=last.status if last is not None else None,
            provider=last.provider if last is not None else "",
            model=last.model if last is not None else "",
            partial=last.partial if last is not None else False,
            retry_after=last.retry_after if last is not None else None,
        )
        self.attempts = attempts
        self.last = last
        self.facts.update(case=case, calls=called, hint=last.kind.value if last is not None and hint else "")

    def stored_facts(self) -> dict[str, Any]:
        return {**super().stored_facts(), "attempts": [a.stored() for a in self.attempts]}

    @property
    def falls_back(self) -> bool:
        return False  # every route has had its turn


# --- classification ------------------------------------------------------------------


def _clean(text: str, secret: str | None) -> str:
    cleaned = redact_values(text, {"api_key": secret}) if secret else text
    cleaned = redact_known_secrets(cleaned)
    cleaned = " ".join(cleaned.split())
    return cleaned if len(cleaned) <= _MAX_MESSAGE else cleaned[: _MAX_MESSAGE - 1] + "…"


def server_message(body: str) -> str:
    """The human part of an error body: error.message, error, message or detail; else the text."""
    try:
        data: Any = json.loads(body)
    except ValueError:
        return body.strip()
    if isinstance(data, dict):
        error = data.get("error")
        if isinstance(error, dict):
            for key in ("message", "msg", "type", "code"):
                if isinstance(error.get(key), str) and error[key]:
                    return str(error[key])
        if isinstance(error, str) and error:
            return error
        for key in ("message", "detail"):
            if isinstance(data.get(key), str) and data[key]:
                return str(data[key])
    return body.strip()


def parse_retry_after(headers: httpx.Headers | dict[str, str] | None) -> float | None:
    """Seconds from `retry-after-ms` or `retry-after` (seconds or an HTTP date)."""
    if not headers:
        return None
    lowered = {k.lower(): v for k, v in headers.items()}
    millis = lowered.get("retry-after-ms")
    if millis:
        try:
            return max(0.0, float(millis) / 1000.0)
        except ValueError:
            pass
    value = lowered.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        moment = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return max(0.0, (moment - datetime.now(UTC)).total_seconds())


def _kind_for(status: int, text: str) -> ProviderErrorKind:
    low = text.lower()
    if status not in (401, 403, 429) and any(m in low for m in _CONTEXT_MARKERS):
        return ProviderErrorKind.CONTEXT_OVERFLOW
    if status == 402 or any(m in low for m in _BILLING_MARKERS):
        return ProviderErrorKind.BILLING
    if status in (401, 403) or "authentication_error" in low or "invalid_api_key" in low:
        return ProviderErrorKind.AUTH
    if status == 404 or (400 <= status < 500 and status != 429 and _MODEL_RE.search(low)):
        return ProviderErrorKind.MODEL_NOT_FOUND
    if status == 429 or "rate_limit" in low:
        return ProviderErrorKind.RATE_LIMITED
    if status == 529 or "overloaded" in low:
        return ProviderErrorKind.OVERLOADED
    if status == 408:
        return ProviderErrorKind.TIMEOUT
    if status >= 500:
        return ProviderErrorKind.SERVER
    if status in (400, 405, 409, 413, 415, 422):
        return ProviderErrorKind.BAD_REQUEST
    return ProviderErrorKind.UNKNOWN


def classify_http(
    status: int,
    body: str,
    *,
    headers: httpx.Headers | dict[str, str] | None = None,
    provider: str = "",
    model: str = "",
    api_key: str | None = None,
    partial: bool = False,
) -> ProviderError:
    """A `ProviderError` for an HTTP error response (or an error event inside a stream)."""
    kind = _kind_for(status, body)
    detail = _clean(server_message(body), api_key)
    where = f"{provider}/{model}" if model else provider or "provider"
    reason = _REASONS[kind] if model or kind is not ProviderErrorKind.MODEL_NOT_FOUND else "endpoint not found"
    message = f"{where}: {reason} (HTTP {status})" + (f": {detail}" if detail else "")
    hint = hint_for(kind, provider, model=model)
    if hint:
        message += f" — {hint}"
    return ProviderError(
        message,
        kind=kind,
        status=status,
        provider=provider,
        model=model,
        partial=partial,
        retry_after=parse_retry_after(headers) if kind in (ProviderErrorKind.RATE_LIMITED, ProviderErrorKind.OVERLOADED) else None,
        detail=detail,
    )


def classify_transport(
    exc: BaseException,
    *,
    provider: str = "",
    model: str = "",
    url: str = "",
    api_key: str | None = None,
    partial: bool = False,
) -> ProviderError:
    """A `ProviderError` for a network-level failure (refused, reset, timed out, cut off)."""
    if isinstance(exc, httpx.TimeoutException):
        kind = ProviderErrorKind.TIMEOUT
        what = "no response in time"
    elif isinstance(exc, httpx.ConnectError):
        kind = ProviderErrorKind.CONNECTION
        what = f"cannot connect to {url}" if url else "cannot connect"
    elif isinstance(exc, httpx.TransportError | OSError):
        kind = ProviderErrorKind.CONNECTION
        what = "the connection was cut off" if partial else "the connection failed"
    else:
        kind = ProviderErrorKind.UNKNOWN
        what = "unexpected failure"
    detail = _clean(str(exc) or type(exc).__name__, api_key)
    where = f"{provider}/{model}" if model else provider or "provider"
    message = f"{where}: {what} ({detail})"
    if partial:
        message += "; the partial answer was kept"
    elif hint_for(kind, provider, model=model):
        message += f" — {hint_for(kind, provider, model=model)}"
    error = ProviderError(message, kind=kind, provider=provider, model=model, partial=partial, detail=what)
    if isinstance(exc, httpx.ConnectError) and url and not partial:
        error.facts.update(case="cannot_connect", address=url)  # a window says it in its own words
    return error
