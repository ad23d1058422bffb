"""Keep credentials out of logs, error text and the screen.

Two complementary layers: shape-based redaction for credentials we can recognise without
knowing them (API-key prefixes, `password=...`, URLs with a password, PEM blocks, long hex
or base64 keys), and redaction of every value we do know, in any encoding (the registry of
`security.known_secrets`: sealed credentials, MCP server secrets, the key, values
registered with `register_secret`). `RedactingFilter` applies both to every log record it
sees; attach it to handlers (logger-level filters do not see records from child loggers).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping

from goclaw_lite.security.known_secrets import drop_source, scrub_known, set_source

__all__ = [
    "KNOWN_SECRET_PATTERNS",
    "REDACTED",
    "redact_known_secrets",
    "redact_values",
    "redact",
    "register_secret",
    "unregister_secret",
    "RedactingFilter",
    "mask_value",
]

REDACTED = "[REDACTED]"

# Key names whose value is a secret in `key=value`, `key: value` and JSON forms. Matched
# as the END of the key, so `DB_PASSWORD` and `x-api-key` count but `password_hint` does not.
_SECRET_KEY = (
    r"[\w.-]*?(?:password|passwd|pin_hash|secret|token|api[_-]?key|apikey"
    r"|private[_-]?key|access[_-]?key|encryption[_-]?key|goclaw[_-]key)"
)
# A value already replaced by us is left alone, so redaction is idempotent.
_NOT_DONE = r"(?!\[REDACTED)"

_Replacer = Callable[[re.Match[str]], str]


def _label(name: str) -> str:
    return f"[REDACTED:{name.lower()}]"


def _replace_group(group: str, label: str | None = None) -> _Replacer:
    """Replace only the named group, keeping the rest of the match (key, quotes, user)."""

    def replace(m: re.Match[str]) -> str:
        start, end = m.span(group)
        text = label if label is not None else _label(m.group("key"))
        whole_start = m.start()
        s = m.group(0)
        return s[: start - whole_start] + text + s[end - whole_start :]

    return replace


def _replace_kv(m: re.Match[str]) -> str:
    for group in ("dq", "sq", "bare"):
        if m.group(group) is not None:
            return _replace_group(group)(m)
    return m.group(0)  # pragma: no cover - one alternative always matches


def _whole(label: str) -> _Replacer:
    return lambda _m: label


_RULES: tuple[tuple[re.Pattern[str], _Replacer], ...] = (
    # PEM private key blocks; an unterminated block (truncated log) is cut to the end.
    (
        re.compile(
            r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----"
            r"(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|.*\Z)",
            re.DOTALL,
        ),
        _whole(_label("private_key")),
    ),
    # scheme://user:PASSWORD@host -> keep scheme, user and host. The greedy password runs
    # to the last '@' before the path, so an unescaped '@' in the password is covered.
    (
        re.compile(
            r"(?P<head>\b[A-Za-z][A-Za-z0-9+.-]*://[^\s:/?#@]*:)"
            rf"(?P<secret>{_NOT_DONE}[^\s/?#]+)(?=@)"
        ),
        _replace_group("secret", _label("password")),
    ),
    # Authorization: Bearer|Basic|Token <credential>; the scheme is possessive so a second
    # pass cannot take the word "Bearer" for the credential.
    (
        re.compile(
            r"(?i)\bauthorization[\"']?[ \t]*[:=][ \t]*[\"']?(?:(?:bearer|basic|token|bot)[ \t]+)?+"
            rf"(?P<secret>{_NOT_DONE}[^\s\"',;]+)"
        ),
        _replace_group("secret", REDACTED),
    ),
    # "password": "..." (JSON or a Python repr)
    (
        re.compile(
            rf"(?i)(?P<q>[\"'])(?P<key>{_SECRET_KEY})(?P=q)[ \t]*:[ \t]*"
            rf"(?P<vq>[\"'])(?P<secret>{_NOT_DONE}(?:(?!(?P=vq))[^\\\n]|\\.)+)(?P=vq)"
        ),
        _replace_group("secret"),
    ),
    # password=..., DB_PASSWORD: "...", aws_secret_access_key = ...
    (
        re.compile(
            rf"(?i)(?<![\w.-])(?P<key>{_SECRET_KEY})[ \t]*[=:][ \t]*"
            rf"(?:\"(?P<dq>{_NOT_DONE}(?:[^\"\\\n]|\\.)+)\""
            rf"|'(?P<sq>{_NOT_DONE}(?:[^'\\\n]|\\.)+)'"
            rf"|(?P<bare>{_NOT_DONE}[^\s,;&\"'<>(){{}}\[\]]+))"
        ),
        _replace_kv,
    ),
    # Anthropic before OpenAI: both start with sk-.
    (re.compile(r"(?<![\w-])sk-ant-[A-Za-z0-9_-]{20,}"), _whole(REDACTED)),
    (re.compile(r"(?<![\w-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"), _whole(REDACTED)),
    (
        re.compile(r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})"),
        _whole(REDACTED),
    ),
    (re.compile(r"(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])"), _whole(REDACTED)),
    (re.compile(r"(?<![\w-])xox[abprs]-[A-Za-z0-9-]{10,}"), _whole(REDACTED)),
    # A bearer token outside an Authorization header (curl -H lines split oddly, etc.).
    (
        re.compile(rf"(?i)\bbearer[ \t]+(?P<secret>{_NOT_DONE}[A-Za-z0-9._~+/-]{{8,}}=*)"),
        _replace_group("secret", REDACTED),
    ),
    # Generic key material: 44-char base64 keys (before hex: 43 hex digits + '=' is base64
    # too), then long hex (our own key export is 64 hex).
    (re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{43}=(?![A-Za-z0-9+/=])"), _whole(REDACTED)),
    (re.compile(r"(?<![0-9A-Za-z+/])[0-9a-fA-F]{40,}(?![0-9A-Za-z+/=])"), _whole(REDACTED)),
)

KNOWN_SECRET_PATTERNS: tuple[re.Pattern[str], ...] = tuple(p for p, _ in _RULES)
"""The recognised credential shapes, in the order `redact_known_secrets` applies them."""


def redact_known_secrets(text: str) -> str:
    """Replace every recognisable credential in `text`, keeping the text around it."""
    for pattern, replacer in _RULES:
        text = pattern.sub(replacer, text)
    return text


def redact_values(text: str, secrets: Mapping[str, str]) -> str:
    """Replace each literal secret value with ``[REDACTED:<name>]``.

    One pass over an alternation, longest value first, so a secret that is a substring of
    another cannot split it, and a replacement label is never re-matched. Empty values are
    ignored (they would match everywhere).
    """
    by_value: dict[str, str] = {}
    for name, value in sorted(secrets.items()):
        if value and value not in by_value:
            by_value[value] = name
    if not by_value or not text:
        return text
    ordered = sorted(by_value, key=len, reverse=True)
    pattern = re.compile("|".join(map(re.escape, ordered)))
    return pattern.sub(lambda m: f"[REDACTED:{by_value[m.group(0)]}]", text)


def register_secret(name: str, value: str) -> None:
    """Have every scrubber replace `value` from now on (re-registering a name replaces it)."""
    set_source(f"name:{name}", {name: value})


def unregister_secret(name: str) -> None:
    drop_source(f"name:{name}")


def redact(text: str) -> str:
    """Both layers: every known secret value first (their names are more telling), then shapes."""
    return redact_known_secrets(scrub_known(text))


class RedactingFilter(logging.Filter):
    """Rewrites each record so formatters downstream only ever see redacted text.

    The message is formatted once here and the args dropped; exception and stack text are
    formatted into `exc_text`/`stack_info` and redacted (standard formatters reuse a
    non-empty `exc_text` instead of formatting `exc_info` again). Never drops a record.
    """

    _formatter = logging.Formatter()

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # noqa: BLE001 - a bad format string must not leak its args raw
            message = f"{record.msg!s} {record.args!r}"
        record.msg = redact(message)
        record.args = ()
        if record.exc_info and not record.exc_text:
            record.exc_text = self._formatter.formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return True


def mask_value(value: str) -> str:
    """A recognisable but useless preview, e.g. ``ghp_…ab12``; never over 25% revealed.

    >= 16 chars: up to 4 leading and 4 trailing characters within a quarter of the length;
    8-15 chars: only the last 2; shorter: a fixed mask that does not even leak the length.
    """
    n = len(value)
    if n >= 16:
        budget = n // 4
        tail = min(4, budget // 2)
        head = min(4, budget - tail)
        return f"{value[:head]}…{value[n - tail :]}"
    if n >= 8:
        return f"…{value[-2:]}"
    return "••••"
