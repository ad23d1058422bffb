"""Every secret value the app knows, in one registry that every scrubber reads.

A secret of no recognisable shape (a password, a home-made token) can only be scrubbed by
value, so each text that leaves a trusted part of the app — a log record, an activity or
hook row, a stored tool result, an MCP server's answer, error or stderr — is scrubbed of
every value here, in every encoding `security.scrub` knows (base64 wrapped over lines too).

Sources, each replaced whole when it changes:
- ``database``: every sealed value the stores hold (credentials of every scope, MCP
  servers' env, headers and API keys, providers' API keys), loaded when the stores open
  and again when a service changes or is about to use them (`store.encrypted`);
- ``sealed``: each value a store seals, at once (another process's changes arrive with
  the next ``database`` load);
- ``mcp:<server>``: a server's launch values, when it starts;
- ``key:<fingerprint>``: the encryption key itself (every `Cipher` made), in hex and base64;
- ``name:<name>``: values registered by hand (`redact.register_secret`).

Values shorter than `MIN_SECRET_LENGTH` are left out: replacing "1" or "true" everywhere
would mangle every text and protect nothing.
"""

from __future__ import annotations

import base64
import threading
from collections.abc import Iterable, Mapping

from goclaw_lite.security.scrub import MIN_SECRET_LENGTH, ScrubPattern, scrub_wrapped

__all__ = [
    "add_secrets", "drop_source", "forget_all", "known_values", "register_key", "scrub_known", "set_source",
    "unique_labels",
]

_MAX_KEYS = 4
"""Keys remembered at once (the current one, and the old one while a rotation runs)."""

_lock = threading.Lock()
_sources: dict[str, dict[str, str]] = {}  # source -> {value: label}
_keys: list[str] = []
_pattern: ScrubPattern | None = None
_version = 0  # changes with every change of a source, so a pattern built meanwhile is not kept


def _pairs(secrets: Mapping[str, str] | Iterable[tuple[str, str]]) -> dict[str, str]:
    items = secrets.items() if isinstance(secrets, Mapping) else secrets
    return {value: label for label, value in items if value and len(value.encode("utf-8")) >= MIN_SECRET_LENGTH}


def set_source(source: str, secrets: Mapping[str, str] | Iterable[tuple[str, str]]) -> None:
    """Replace what `source` knows with `secrets` ((label, value) pairs or label -> value)."""
    values = _pairs(secrets)
    with _lock:
        if _sources.get(source, {}) == values:
            return
        if values:
            _sources[source] = values
        else:
            _sources.pop(source, None)
        _changed()


def _changed() -> None:
    global _pattern, _version
    _pattern = None
    _version += 1


def add_secrets(source: str, secrets: Mapping[str, str] | Iterable[tuple[str, str]]) -> None:
    """Add to what `source` knows (a value a store has just sealed)."""
    values = _pairs(secrets)
    with _lock:
        current = _sources.setdefault(source, {})
        if values.keys() <= current.keys():
            return
        current.update(values)
        _changed()


def drop_source(source: str) -> None:
    set_source(source, {})


def forget_all() -> None:
    """Forget every source (a test's values must not scrub the next test's output)."""
    with _lock:
        _sources.clear()
        _keys.clear()
        _changed()


def register_key(key: bytes, fingerprint: str) -> None:
    """Know an encryption key in the forms it is given (hex, base64); the oldest of more
    than `_MAX_KEYS` is forgotten."""
    source = f"key:{fingerprint}"
    forms = [("GOCLAW_KEY", key.hex()), ("GOCLAW_KEY", base64.b64encode(key).decode("ascii")),
             ("GOCLAW_KEY", base64.urlsafe_b64encode(key).decode("ascii"))]
    try:
        forms.append(("GOCLAW_KEY", key.decode("ascii")))
    except UnicodeDecodeError:
        pass
    with _lock:
        if source in _keys:
            return
        _keys.append(source)
        old = _keys.pop(0) if len(_keys) > _MAX_KEYS else None
    if old is not None:
        drop_source(old)
    set_source(source, forms)


def unique_labels(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """label -> value from (label, value) pairs: each value once, a label two values share
    numbered (`TOKEN`, `TOKEN_2`), empty values left out."""
    named: dict[str, str] = {}
    seen: set[str] = set()
    for label, value in pairs:
        if not value or value in seen:
            continue
        seen.add(value)
        name, n = label, 1
        while name in named:
            n += 1
            name = f"{label}_{n}"
        named[name] = value
    return named


def known_values() -> dict[str, str]:
    """label -> value of everything known (see `unique_labels`)."""
    with _lock:
        # a value a store has just sealed is named by its owner once the database is read again
        order = sorted(_sources, key=lambda source: source != "sealed")
        by_value = {value: label for source in order for value, label in _sources[source].items()}
    return unique_labels((label, value) for value, label in sorted(by_value.items(), key=lambda kv: (kv[1], kv[0])))


def _current() -> ScrubPattern:
    global _pattern
    with _lock:
        pattern, version = _pattern, _version
    if pattern is not None:
        return pattern
    pattern = ScrubPattern(known_values())
    with _lock:
        if version == _version:
            _pattern = pattern
    return pattern


def scrub_known(text: str) -> str:
    """`text` with every known value, in any encoding, replaced by ``[REDACTED:<label>]``."""
    if not text:
        return text
    pattern = _current()
    if pattern.empty:
        return text
    data = text.encode("utf-8", "surrogatepass")
    scrubbed = scrub_wrapped(data, pattern)
    return text if scrubbed == data else scrubbed.decode("utf-8", "surrogatepass")
