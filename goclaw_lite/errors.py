"""The error hierarchy shared by every layer.

Each error carries a message written for the person at the keyboard: what went wrong and
what to do next. `UserError` subclasses are expected outcomes of bad input or environment
(the CLI prints them on one line and exits with `exit_code`; the GUI shows a dialog).
Anything else is a bug and keeps its traceback.

The message is English (the command line's language). An error a window may meet also carries
`facts`: its `case` (which of the code's situations it is) and the values its message names
(path, version, fingerprint...), so the window can say it in the user's language from `code`,
`case` and those values (`gui/i18n/errors.py`), and falls back to the message for any other.
"""

from __future__ import annotations

from typing import Any


class GoClawError(Exception):
    """Base of every error raised on purpose by GoClaw Lite."""

    exit_code: int = 1
    code: str = "ERROR"

    def __init__(self, message: str = "", /, **facts: str | int) -> None:
        super().__init__(message)
        self.facts: dict[str, str | int] = dict(facts)
        """What a translated message needs: `case` and the values the message names (never a secret)."""

    def stored_facts(self) -> dict[str, Any]:
        """`code` and `facts` as JSON, kept with a failed answer so a window can say it later."""
        return {"code": self.code, **self.facts}


class UserError(GoClawError):
    """A problem the user can fix; shown without a traceback."""


class RunError(GoClawError):
    """Why an agent's answer ended without one: `case` is `iteration_limit` or `internal`."""

    code = "RUN"


class ConfigurationError(UserError):
    """Bad settings or environment (exit 2)."""

    exit_code = 2
    code = "CONFIGURATION"


# --- encryption key -------------------------------------------------------------------


class KeyError_(ConfigurationError):  # noqa: N801 - named to not shadow KeyError
    """Base for key problems (named with a trailing underscore to not shadow KeyError)."""

    code = "KEY"


class InvalidKeyFormatError(KeyError_):
    code = "KEY_FORMAT"


class KeyMissingError(KeyError_):
    code = "KEY_MISSING"


class ConflictingKeyError(KeyError_):
    code = "KEY_CONFLICT"


class WrongKeyError(KeyError_):
    code = "KEY_WRONG"


class KeyStorageError(KeyError_):
    code = "KEY_STORAGE"


class KeyRotationPendingError(KeyError_):
    """A rotation committed but its key is not promoted yet, and it cannot be finished now."""

    code = "KEY_ROTATION_PENDING"


class UnreadableValuesError(KeyError_):
    """Stored values the key cannot open; an operation over all of them would lose them."""

    code = "KEY_UNREADABLE_VALUES"


class DecryptionError(UserError):
    """A sealed value failed authentication: tampered, moved to another row, or wrong key."""

    code = "DECRYPT"


class PlaintextSecretError(DecryptionError):
    """A column where encryption is mandatory holds a value that is not sealed."""

    code = "PLAINTEXT_SECRET"


# --- database ------------------------------------------------------------------------


class DatabaseError(UserError):
    """The database cannot be used as it is; the file was left untouched."""

    exit_code = 2
    code = "DATABASE"


class NotADatabaseError(DatabaseError):
    code = "NOT_A_DATABASE"


class DatabaseTooNewError(DatabaseError):
    code = "DATABASE_TOO_NEW"


class DatabaseTooOldError(DatabaseError):
    code = "DATABASE_TOO_OLD"


class CorruptDatabaseError(DatabaseError):
    code = "DATABASE_CORRUPT"


class DatabaseLockedError(DatabaseError):
    """Another GoClaw Lite process holds the writer lock on this data directory."""

    code = "DATABASE_LOCKED"

    def __init__(self, message: str, *, holder_pid: int | None = None, holder: str = "") -> None:
        super().__init__(message)
        self.holder_pid = holder_pid
        self.holder = holder


class MigrationError(DatabaseError):
    code = "MIGRATION"


class NotEnoughSpaceError(DatabaseError):
    """The disk lacks room for a backup and the work after it; nothing was changed."""

    code = "NOT_ENOUGH_SPACE"


class NotFoundError(UserError):
    code = "NOT_FOUND"


class NotConfiguredError(ConfigurationError, NotFoundError):
    """The agent or provider a command names or needs does not exist: a configuration error
    (exit 2), which lookups may still catch as `NotFoundError`."""

    code = "NOT_CONFIGURED"


class AlreadyExistsError(UserError):
    exit_code = 2
    code = "ALREADY_EXISTS"


class ValidationError(UserError):
    exit_code = 2
    code = "VALIDATION"


# --- chat ----------------------------------------------------------------------------


class ConversationClosedError(UserError):
    code = "CONVERSATION_LIMIT_REACHED"


class StreamBusyError(UserError):
    code = "STREAM_BUSY"


class RateLimitedError(UserError):
    code = "RATE_LIMITED"


# --- secure CLI ----------------------------------------------------------------------


class DeniedArgumentError(UserError):
    """A deny rule stopped a run before it started; `kind` (args, verbose, file) and `rule` (the
    pattern as typed, or the unreadable file) let a window say which rule in its own words."""

    exit_code = 2
    code = "DENIED_ARGUMENT"

    def __init__(self, message: str, *, kind: str = "", rule: str = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.rule = rule
