"""Masking of tool results before they are stored or sent back to a model.

A tool result is written to the chat history, shown on screen and exported, so any secret a
tool printed must be gone before it gets there. Three layers, each catching what the others
cannot: the literal values of secrets we handed to the tool and every secret the app
knows (`security.known_secrets`, in any encoding), JSON fields whose *name* says they hold
a secret (whatever the value's type), and credential shapes recognised without knowing them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from goclaw_lite.security.redact import redact, redact_values

__all__ = ["mask_tool_result", "is_secret_field"]

# Field names whose value is secret; matched on the casefolded name with '-' read as '_',
# either whole or as a suffix after '_' (so `db_password` counts, `password_hint` does not).
_SECRET_FIELDS = (
    "password",
    "passwd",
    "pin_hash",
    "secret",
    "client_secret",
    "api_key",
    "apikey",
    "token",
    "access_token",
    "refresh_token",
    "private_key",
)
_SUFFIX_RE = re.compile(r"(?:^|_)(?:" + "|".join(map(re.escape, _SECRET_FIELDS)) + r")$")


def is_secret_field(name: str) -> bool:
    return bool(_SUFFIX_RE.search(name.casefold().replace("-", "_")))


def _label(name: str) -> str:
    return f"[REDACTED:{name.casefold()}]"


def _walk(value: Any, secrets: Mapping[str, str]) -> Any:
    if isinstance(value, dict):
        masked: dict[str, Any] = {}
        for key, item in value.items():
            name = redact_values(str(key), secrets)
            masked[name] = _label(str(key)) if is_secret_field(str(key)) and item not in (None, "") else _walk(item, secrets)
        return masked
    if isinstance(value, list):
        return [_walk(item, secrets) for item in value]
    if isinstance(value, str):
        return redact_values(value, secrets)
    return value


def _as_mapping(secrets: Mapping[str, str] | Iterable[str] | None) -> dict[str, str]:
    if secrets is None:
        return {}
    if isinstance(secrets, Mapping):
        return {str(k): str(v) for k, v in secrets.items() if v}
    return {f"secret{i + 1}": str(v) for i, v in enumerate(secrets) if v}


def mask_tool_result(text: str, secrets: Mapping[str, str] | Iterable[str] | None = None) -> str:
    """`text` with every secret replaced by a `[REDACTED:...]` label; idempotent.

    `secrets` are values known to be secret (a name -> value map, or bare values). Text that
    parses as JSON is masked field by field (and written back compactly if anything changed);
    other text is masked as text, where `"password": "..."` pairs are still caught by shape.
    """
    known = _as_mapping(secrets)
    stripped = text.strip()
    if stripped[:1] in ("{", "["):
        try:
            parsed = json.loads(stripped)
        except ValueError:
            parsed = None
        if isinstance(parsed, dict | list):
            masked = _walk(parsed, known)
            if masked != parsed:  # untouched JSON keeps its own formatting
                text = json.dumps(masked, ensure_ascii=False)
    return redact(redact_values(text, known))
