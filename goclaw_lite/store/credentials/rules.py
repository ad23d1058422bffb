"""The rules of the Secure CLI store: names, values, patterns, timeouts and paths are checked
here before anything is written, and the errors a caller may meet.

A value shorter than `MIN_VALUE_LENGTH` is refused because output scrubbing could not
replace it without mangling ordinary text; reserved variable names (the loader's, the
shell's, interpreters' start-up hooks) are refused because injecting them would change
what the tool runs.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from goclaw_lite.errors import NotFoundError, UserError, ValidationError
from goclaw_lite.model.json_values import json_strings
from goclaw_lite.model.secure_cli import MaskedVariable
from goclaw_lite.security.redact import mask_value

MIN_VALUE_LENGTH = 6
MAX_VALUE_BYTES = 64 * 1024
MAX_TIMEOUT_SECONDS = 24 * 3600
DEFAULT_TIMEOUT_SECONDS = 30

BINARIES = "secure_cli_binaries"
TARGET_KEY_PREFIX = "secure_cli_target:"
GRANTS = "secure_cli_agent_grants"
USER_CREDS = "secure_cli_user_credentials"
CONTEXT_CREDS = "secure_cli_context_credentials"
SEALED = "encrypted_env"

_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9._+-]{0,63}$")
_ENV_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,127}$")
# Variables that would let a "credential" take over the child (loader, shell start-up,
# interpreter hooks) or that carry our own key.
_RESERVED_ENV = re.compile(
    r"^(?:GOCLAW_.*|LD_.*|DYLD_.*|PATH|IFS|ENV|BASH_ENV|BASH_FUNC_.*|PS4|PROMPT_COMMAND|SHELLOPTS"
    r"|PYTHONPATH|PYTHONHOME|PYTHONSTARTUP|NODE_OPTIONS|PERL5OPT|PERL5LIB|RUBYOPT|JAVA_TOOL_OPTIONS)$",
    re.IGNORECASE,
)
_NO_KEY = (
    "Secure CLI credentials are always stored encrypted, and no encryption key was found; nothing was "
    "read or written. Set GOCLAW_KEY, or run `goclaw-lite key init` to create and store a key."
)


class UnknownBinaryError(NotFoundError):
    """No registered tool by that name (exit 2, like every usage mistake)."""

    exit_code = 2
    code = "UNKNOWN_BINARY"


class BinaryNotAllowedError(UserError):
    """The tool exists but is disabled, or not granted to the agent asking."""

    exit_code = 2
    code = "BINARY_NOT_ALLOWED"


# --- validation -----------------------------------------------------------------------


def normalize_binary_name(name: str) -> str:
    """Lowercase, trimmed basename: what `LookupByBinary` compares, whatever was typed."""
    return os.path.basename(name.strip()).strip().lower()


def _valid_name(name: str) -> str:
    key = normalize_binary_name(name)
    if not _NAME_RE.match(key):
        raise ValidationError(
            f"{name!r} is not a usable tool name: use letters, digits, '.', '_', '+' or '-' (at most 64)."
        )
    return key


def validate_env_name(name: str) -> str:
    if not _ENV_RE.match(name):
        raise ValidationError(f"{name!r} is not a valid environment variable name (letters, digits and '_').")
    if _RESERVED_ENV.match(name):
        raise ValidationError(f"{name} cannot hold a credential: it controls how programs start or holds GoClaw's key.")
    return name


def _valid_env(values: Mapping[str, str]) -> dict[str, str]:
    checked: dict[str, str] = {}
    for name, value in values.items():
        validate_env_name(name)
        if not isinstance(value, str):
            raise ValidationError(f"The value of {name} must be text.")
        if len(value) < MIN_VALUE_LENGTH:
            raise ValidationError(
                f"The value of {name} is shorter than {MIN_VALUE_LENGTH} characters; a value that short "
                "cannot be masked in output safely, so it was refused."
            )
        if "\0" in value:
            raise ValidationError(f"The value of {name} contains a NUL character, which no environment can hold.")
        if len(value.encode("utf-8")) > MAX_VALUE_BYTES:
            raise ValidationError(f"The value of {name} is larger than {MAX_VALUE_BYTES // 1024} KiB.")
        checked[name] = value
    return checked


def _valid_patterns(patterns: Iterable[str], what: str) -> list[str]:
    result: list[str] = []
    for raw in patterns:
        pattern = raw.strip()
        if not pattern:
            raise ValidationError(f"An empty {what} pattern would match everything; leave it out.")
        try:
            re.compile(pattern)
        except re.error as exc:
            raise ValidationError(f"The {what} pattern {pattern!r} is not a valid regular expression ({exc}).") from None
        if pattern not in result:
            result.append(pattern)
    return result


def _valid_timeout(seconds: int) -> int:
    if not isinstance(seconds, int) or isinstance(seconds, bool) or not 1 <= seconds <= MAX_TIMEOUT_SECONDS:
        raise ValidationError(f"The timeout must be a whole number of seconds from 1 to {MAX_TIMEOUT_SECONDS}.")
    return seconds


def validate_binary_path(path: str) -> tuple[str, str]:
    """An absolute path to an executable file, kept as given, and the file it resolves to.

    The given path is what runs and the name the tool sees as argv[0]: a multi-call program
    behind a link (Debian's pg_wrapper for psql, busybox) picks its behaviour from it. The
    target is recorded so a run can refuse a link that was pointed elsewhere since."""
    candidate = Path(path).expanduser()
    if not candidate.is_absolute():
        raise ValidationError(f"The path {path!r} must be absolute.")
    resolved = candidate.resolve()
    if not resolved.is_file() or not os.access(resolved, os.X_OK):
        raise ValidationError(f"{path} is not an executable file.")
    return str(candidate), str(resolved)


def _target_key(binary_id: str) -> str:
    """The `lite_meta` key of a tool's recorded target (no column of v34 holds it)."""
    return f"{TARGET_KEY_PREFIX}{binary_id}"


def _json_list(raw: Any) -> tuple[str, ...]:
    return json_strings(raw) or ()


def _masked(env: Mapping[str, str]) -> tuple[MaskedVariable, ...]:
    return tuple(MaskedVariable(name, mask_value(env[name])) for name in sorted(env))
