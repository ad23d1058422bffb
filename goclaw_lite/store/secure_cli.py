"""SecureCLIStore — registered CLI tools and the credentials injected when they run.

Tables: `secure_cli_binaries` (one row per tool, with its default credentials),
`secure_cli_agent_grants` (an agent's access, overrides and typed credentials),
`secure_cli_user_credentials` and `secure_cli_context_credentials` (per user and per
conversation).

Encryption is mandatory: every credential map is sealed (AES-256-GCM, bound to its table,
column and row) before it reaches SQL, so the store cannot be built without a key and no
value — not even a variable name — is ever stored in clear. The plaintext of a sealed
column is the JSON object ``{"VAR": "value"}``. Values are validated before anything is
written: a value shorter than `MIN_VALUE_LENGTH` is refused because output scrubbing
could not replace it without mangling ordinary text.

A row whose sealed values no longer open (tampered, or sealed under another key) does not
stop the others: listings mark it unreadable (`env_unreadable`, `unreadable`), deleting it
works, and new values replace it; only a run that needs its values fails.

Authorisation follows the reference: a global binary may be run by every agent unless the
agent's grant is disabled; a non-global binary only by agents with an enabled grant; and
without an agent, only global binaries.
"""

from __future__ import annotations

import builtins
import json
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, NoReturn

from goclaw_lite.errors import (
    AlreadyExistsError,
    DecryptionError,
    KeyMissingError,
    NotFoundError,
    UserError,
    ValidationError,
)
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.security.crypto import Binding, Cipher
from goclaw_lite.security.redact import mask_value
from goclaw_lite.store.db import ConstraintViolation, Database, Row
from goclaw_lite.store.meta import LocalIdentity, MetaStore
from goclaw_lite.store.models_secure_cli import (
    AgentCredentialInfo,
    AgentGrant,
    BinaryConfig,
    CredentialLayers,
    CredentialScope,
    CredentialType,
    MaskedVariable,
    ScopedCredentialInfo,
    SecretEnv,
)

__all__ = [
    "MIN_VALUE_LENGTH",
    "SecureCLIStore",
    "UnknownBinaryError",
    "BinaryNotAllowedError",
    "normalize_binary_name",
    "validate_env_name",
]

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
    if raw is None:
        return ()
    value = json.loads(raw) if isinstance(raw, str) else raw
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


def _masked(env: Mapping[str, str]) -> tuple[MaskedVariable, ...]:
    return tuple(MaskedVariable(name, mask_value(env[name])) for name in sorted(env))


_BIN_COLUMNS = (
    "b.id, b.binary_name, b.binary_path, b.description, b.encrypted_env, b.deny_args, b.deny_verbose, b.file_env, "
    "b.timeout_seconds, b.tips, b.is_global, b.enabled, b.created_by, b.created_at, b.updated_at, b.last_run_at"
)
_GRANT_COLUMNS = (
    "g.id AS g_id, g.binary_id AS g_binary_id, g.agent_id AS g_agent_id, a.agent_key AS g_agent_key, "
    "g.enabled AS g_enabled, g.deny_args AS g_deny_args, g.deny_verbose AS g_deny_verbose, "
    "g.timeout_seconds AS g_timeout_seconds, g.tips AS g_tips, g.credential_type AS g_credential_type, "
    "g.host_scope AS g_host_scope, g.encrypted_env AS g_encrypted_env, g.created_at AS g_created_at, "
    "g.updated_at AS g_updated_at"
)


class SecureCLIStore:
    def __init__(self, db: Database, identity: LocalIdentity, cipher: Cipher | None) -> None:
        if cipher is None:
            raise KeyMissingError(_NO_KEY)
        self._db = db
        self._cipher = cipher
        self._tenant = identity.tenant_id
        self._user = identity.user_id

    # --- sealing -------------------------------------------------------------------

    def _seal(self, table: str, row_id: str, env: Mapping[str, str]) -> str:
        plaintext = json.dumps(dict(sorted(env.items())), ensure_ascii=False, separators=(",", ":"))
        return self._cipher.seal(plaintext, Binding(table, SEALED, row_id))

    def _open(self, table: str, row_id: str, sealed: Any) -> dict[str, str]:
        if sealed is None or sealed == "":
            return {}
        plaintext = self._cipher.open(str(sealed), Binding(table, SEALED, row_id), mandatory=True)
        try:
            data = json.loads(plaintext)
        except ValueError:
            data = None
        if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
            raise DecryptionError(f"The credentials in {table} row {row_id} are not a name-to-value map.")
        return data

    def _open_or_none(self, table: str, row_id: str, sealed: Any) -> dict[str, str] | None:
        """For listings: the values, or None when they cannot be opened (the row is unreadable)."""
        try:
            return self._open(table, row_id, sealed)
        except DecryptionError:
            return None

    def _merge_base(self, table: str, row_id: str, sealed: Any, new_values: Mapping[str, str]) -> dict[str, str]:
        """The stored values new ones are merged into. Unreadable ones cannot be kept, so new
        values replace them; with no new values that is refused with the way out."""
        current = self._open_or_none(table, row_id, sealed)
        if current is not None:
            return current
        if not new_values:
            raise DecryptionError(
                f"The stored credentials in {table} row {row_id} cannot be decrypted (tampered, or sealed under "
                "another key), so they cannot be changed one by one. Enter all their values again (they replace "
                "the unreadable ones), or remove them."
            )
        return {}

    # --- row mapping ---------------------------------------------------------------

    def _to_binary(self, row: Row) -> BinaryConfig:
        env = self._open_or_none(BINARIES, str(row["id"]), row["encrypted_env"])
        return BinaryConfig(
            id=str(row["id"]),
            name=str(row["binary_name"]),
            path=str(row["binary_path"] or ""),
            description=str(row["description"] or ""),
            env_names=tuple(sorted(env or {})),
            deny_args=_json_list(row["deny_args"]),
            deny_verbose=_json_list(row["deny_verbose"]),
            file_env=_json_list(row["file_env"]),
            timeout_seconds=int(row["timeout_seconds"]),
            tips=str(row["tips"] or ""),
            is_global=bool(row["is_global"]),
            enabled=bool(row["enabled"]),
            created_by=str(row["created_by"] or ""),
            created_at=str(row["created_at"]),
            updated_at=str(row["updated_at"]),
            last_run_at=None if row["last_run_at"] is None else str(row["last_run_at"]),
            env_unreadable=env is None,
        )

    def _grant_env(self, row: Row) -> dict[str, str]:
        """The grant's own values (raises when they cannot be opened)."""
        return self._open(GRANTS, str(row["g_id"]), row["g_encrypted_env"])

    def _to_grant(self, row: Row) -> AgentGrant:
        grant_id = str(row["g_id"])
        env = self._open_or_none(GRANTS, grant_id, row["g_encrypted_env"])
        kind = row["g_credential_type"]
        return AgentGrant(
            id=grant_id,
            binary_id=str(row["g_binary_id"]),
            agent_id=str(row["g_agent_id"]),
            agent_key=str(row["g_agent_key"] or ""),
            enabled=bool(row["g_enabled"]),
            deny_args=None if row["g_deny_args"] is None else _json_list(row["g_deny_args"]),
            deny_verbose=None if row["g_deny_verbose"] is None else _json_list(row["g_deny_verbose"]),
            timeout_seconds=None if row["g_timeout_seconds"] is None else int(row["g_timeout_seconds"]),
            tips=None if row["g_tips"] is None else str(row["g_tips"]),
            credential_type=None if kind is None else CredentialType(str(kind)),
            host_scope=None if row["g_host_scope"] is None else str(row["g_host_scope"]),
            env_names=tuple(sorted(env or {})),
            created_at=str(row["g_created_at"]),
            updated_at=str(row["g_updated_at"]),
            env_unreadable=env is None,
        )

    # --- binaries ------------------------------------------------------------------

    async def create(
        self,
        name: str,
        *,
        path: str,
        env: Mapping[str, str] | None = None,
        description: str = "",
        deny_args: Sequence[str] = (),
        deny_verbose: Sequence[str] = (),
        file_env: Sequence[str] = (),
        timeout_seconds: int = DEFAULT_TIMEOUT_SECONDS,
        tips: str = "",
        is_global: bool = True,
        enabled: bool = True,
    ) -> BinaryConfig:
        """Register a tool; its default credentials (`env`) are sealed in the same statement."""
        key = _valid_name(name)
        binary_path, target = validate_binary_path(path)
        values = _valid_env(env or {})
        denies = _valid_patterns(deny_args, "deny")
        verbose = _valid_patterns(deny_verbose, "deny-verbose")
        files = sorted({validate_env_name(n) for n in file_env})
        timeout = _valid_timeout(timeout_seconds)
        binary_id = uuid7()
        stamp = now_ts()
        try:
            await self._db.execute(
                f"INSERT INTO {BINARIES} (id, binary_name, binary_path, description, encrypted_env, deny_args, "
                "deny_verbose, file_env, timeout_seconds, tips, is_global, enabled, created_by, tenant_id, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    binary_id,
                    key,
                    binary_path,
                    description.strip(),
                    self._seal(BINARIES, binary_id, values),
                    json.dumps(denies),
                    json.dumps(verbose),
                    json.dumps(files),
                    timeout,
                    tips.strip(),
                    bool(is_global),
                    bool(enabled),
                    self._user,
                    self._tenant,
                    stamp,
                    stamp,
                ),
            )
        except ConstraintViolation as exc:
            raise AlreadyExistsError(
                f"A tool named {key!r} is already registered; change it with `goclaw-lite cred update {key}`."
            ) from exc
        await MetaStore(self._db).set(_target_key(binary_id), target)
        return await self.get(binary_id)

    async def default_values(self, binary_id: str) -> dict[str, str]:
        """The tool's own (default-scope) credential values, decrypted — for an explicit reveal only."""
        row = await self._binary_row("b.id = ?", (binary_id,))
        if row is None:
            await self.get(binary_id)  # raises UnknownBinaryError with the usual message
            return {}
        return self._open(BINARIES, binary_id, row["encrypted_env"])

    async def _binary_row(self, where: str, params: Sequence[Any]) -> Row | None:
        return await self._db.fetch_one(
            f"SELECT {_BIN_COLUMNS} FROM {BINARIES} b WHERE b.tenant_id = ? AND {where}", (self._tenant, *params)
        )

    async def get(self, binary_id: str) -> BinaryConfig:
        row = await self._binary_row("b.id = ?", (binary_id,))
        if row is None:
            raise UnknownBinaryError(f"No registered tool with id {binary_id}.")
        return self._to_binary(row)

    async def find_by_name(self, name: str) -> BinaryConfig | None:
        row = await self._binary_row("b.binary_name = ?", (normalize_binary_name(name),))
        return None if row is None else self._to_binary(row)

    async def get_by_name(self, name: str) -> BinaryConfig:
        found = await self.find_by_name(name)
        if found is None:
            raise UnknownBinaryError(
                f"No tool named {normalize_binary_name(name)!r} is registered; `goclaw-lite cred list` shows them."
            )
        return found

    async def update(
        self,
        binary_id: str,
        *,
        path: str | None = None,
        description: str | None = None,
        deny_args: Sequence[str] | None = None,
        deny_verbose: Sequence[str] | None = None,
        file_env: Sequence[str] | None = None,
        timeout_seconds: int | None = None,
        tips: str | None = None,
        is_global: bool | None = None,
        enabled: bool | None = None,
        set_env: Mapping[str, str] | None = None,
        unset_env: Iterable[str] = (),
        replace_env: bool = False,
    ) -> BinaryConfig:
        """Change the given fields (None = unchanged). `set_env` merges into the default
        credentials (or replaces them with `replace_env`); `unset_env` removes names."""
        sets: list[str] = []
        params: list[Any] = []
        target: str | None = None
        if path is not None:
            sets.append("binary_path = ?")
            given, target = validate_binary_path(path)
            params.append(given)
        if description is not None:
            sets.append("description = ?")
            params.append(description.strip())
        if deny_args is not None:
            sets.append("deny_args = ?")
            params.append(json.dumps(_valid_patterns(deny_args, "deny")))
        if deny_verbose is not None:
            sets.append("deny_verbose = ?")
            params.append(json.dumps(_valid_patterns(deny_verbose, "deny-verbose")))
        if file_env is not None:
            sets.append("file_env = ?")
            params.append(json.dumps(sorted({validate_env_name(n) for n in file_env})))
        if timeout_seconds is not None:
            sets.append("timeout_seconds = ?")
            params.append(_valid_timeout(timeout_seconds))
        if tips is not None:
            sets.append("tips = ?")
            params.append(tips.strip())
        if is_global is not None:
            sets.append("is_global = ?")
            params.append(bool(is_global))
        if enabled is not None:
            sets.append("enabled = ?")
            params.append(bool(enabled))
        new_values = _valid_env(set_env or {})
        removed = [validate_env_name(n) for n in unset_env]
        async with self._db.transaction():
            row = await self._binary_row("b.id = ?", (binary_id,))
            if row is None:
                raise UnknownBinaryError(f"No registered tool with id {binary_id}.")
            if new_values or removed or replace_env:
                current = {} if replace_env else self._merge_base(BINARIES, binary_id, row["encrypted_env"], new_values)
                current.update(new_values)
                for name in removed:
                    current.pop(name, None)
                sets.append("encrypted_env = ?")
                params.append(self._seal(BINARIES, binary_id, current))
            if sets:
                sets.append("updated_at = ?")
                params.append(now_ts())
                await self._db.execute(
                    f"UPDATE {BINARIES} SET {', '.join(sets)} WHERE id = ? AND tenant_id = ?",
                    (*params, binary_id, self._tenant),
                )
            if target is not None:
                await MetaStore(self._db).set(_target_key(binary_id), target)
        return await self.get(binary_id)

    async def delete(self, binary_id: str) -> None:
        """Remove a tool; its grants and credentials of every scope go with it (FK cascade)."""
        async with self._db.transaction():
            changed = await self._db.execute(
                f"DELETE FROM {BINARIES} WHERE id = ? AND tenant_id = ?", (binary_id, self._tenant)
            )
            if changed == 0:
                raise UnknownBinaryError(f"No registered tool with id {binary_id}.")
            await MetaStore(self._db).delete(_target_key(binary_id))

    async def link_target(self, binary: BinaryConfig) -> str:
        """The file `binary.path` resolved to when it was registered (or last given). Tools
        registered before targets were recorded stored the resolved path itself."""
        return await MetaStore(self._db).get(_target_key(binary.id)) or binary.path

    async def list(self) -> list[BinaryConfig]:
        rows = await self._db.fetch_all(
            f"SELECT {_BIN_COLUMNS} FROM {BINARIES} b WHERE b.tenant_id = ? ORDER BY b.binary_name", (self._tenant,)
        )
        return [self._to_binary(r) for r in rows]

    async def list_enabled(self) -> builtins.list[BinaryConfig]:
        """Enabled tools, for the agent's tool description (TOOLS.md in the reference)."""
        rows = await self._db.fetch_all(
            f"SELECT {_BIN_COLUMNS} FROM {BINARIES} b WHERE b.tenant_id = ? AND b.enabled = ? ORDER BY b.binary_name",
            (self._tenant, True),
        )
        return [self._to_binary(r) for r in rows]

    _ALLOWED = (
        "b.enabled = ? AND ((b.is_global = ? AND (g.id IS NULL OR g.enabled = ?)) "
        "OR (b.is_global = ? AND g.id IS NOT NULL AND g.enabled = ?))"
    )
    _ALLOWED_PARAMS = (True, True, True, False, True)

    async def _allowed_rows(self, agent_id: str, extra: str = "", extra_params: Sequence[Any] = ()) -> builtins.list[Row]:
        return await self._db.fetch_all(
            f"SELECT {_BIN_COLUMNS}, {_GRANT_COLUMNS} FROM {BINARIES} b "
            f"LEFT JOIN {GRANTS} g ON g.binary_id = b.id AND g.agent_id = ? AND g.tenant_id = b.tenant_id "
            "LEFT JOIN agents a ON a.id = g.agent_id "
            f"WHERE b.tenant_id = ? AND {self._ALLOWED}{extra} ORDER BY b.binary_name",
            (agent_id, self._tenant, *self._ALLOWED_PARAMS, *extra_params),
        )

    def _access(self, row: Row) -> tuple[BinaryConfig, AgentGrant | None]:
        binary = self._to_binary(row)
        return binary, None if row.get("g_id") is None else self._to_grant(row)

    async def list_by_agent(self, agent_id: str) -> builtins.list[tuple[BinaryConfig, AgentGrant | None]]:
        """Tools `agent_id` may run, each with its grant (None: global, no grant row)."""
        return [self._access(r) for r in await self._allowed_rows(agent_id)]

    async def lookup_by_binary(
        self, name: str, agent_id: str | None = None
    ) -> tuple[BinaryConfig, AgentGrant | None] | None:
        """The tool `name` as `agent_id` may run it, or None when it may not (or does not exist).

        The grant's overrides are the agent-specific settings that beat the tool's global
        defaults; `securecli.resolve` applies them.
        """
        key = normalize_binary_name(name)
        if agent_id is None:
            row = await self._binary_row("b.binary_name = ? AND b.enabled = ? AND b.is_global = ?", (key, True, True))
            return None if row is None else (self._to_binary(row), None)
        rows = await self._allowed_rows(agent_id, " AND b.binary_name = ?", (key,))
        if not rows:
            return None
        return self._access(rows[0])

    async def mark_run(self, binary_id: str) -> None:
        await self._db.execute(
            f"UPDATE {BINARIES} SET last_run_at = ? WHERE id = ? AND tenant_id = ?", (now_ts(), binary_id, self._tenant)
        )

    # --- grants and agent credentials ------------------------------------------------

    async def _grant_row(self, binary_id: str, agent_id: str) -> Row | None:
        return await self._db.fetch_one(
            f"SELECT {_GRANT_COLUMNS} FROM {GRANTS} g LEFT JOIN agents a ON a.id = g.agent_id "
            "WHERE g.binary_id = ? AND g.agent_id = ? AND g.tenant_id = ?",
            (binary_id, agent_id, self._tenant),
        )

    async def _require_agent(self, agent_id: str) -> None:
        found = await self._db.fetch_value(
            "SELECT id FROM agents WHERE id = ? AND tenant_id = ? AND deleted_at IS NULL", (agent_id, self._tenant)
        )
        if found is None:
            raise NotFoundError(f"No agent with id {agent_id}.")

    async def grant(
        self,
        binary_id: str,
        agent_id: str,
        *,
        enabled: bool = True,
        deny_args: Sequence[str] | None = None,
        deny_verbose: Sequence[str] | None = None,
        timeout_seconds: int | None = None,
        tips: str | None = None,
    ) -> AgentGrant:
        """Create or update the agent's grant; None overrides inherit the tool's value."""
        await self.get(binary_id)
        await self._require_agent(agent_id)
        values = (
            bool(enabled),
            None if deny_args is None else json.dumps(_valid_patterns(deny_args, "deny")),
            None if deny_verbose is None else json.dumps(_valid_patterns(deny_verbose, "deny-verbose")),
            None if timeout_seconds is None else _valid_timeout(timeout_seconds),
            None if tips is None else tips.strip(),
        )
        stamp = now_ts()
        await self._db.execute(
            f"INSERT INTO {GRANTS} (id, binary_id, agent_id, enabled, deny_args, deny_verbose, timeout_seconds, tips, "
            "tenant_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (binary_id, agent_id, tenant_id) DO UPDATE SET enabled = excluded.enabled, "
            "deny_args = excluded.deny_args, deny_verbose = excluded.deny_verbose, "
            "timeout_seconds = excluded.timeout_seconds, tips = excluded.tips, updated_at = excluded.updated_at",
            (uuid7(), binary_id, agent_id, *values, self._tenant, stamp, stamp),
        )
        row = await self._grant_row(binary_id, agent_id)
        assert row is not None
        return self._to_grant(row)

    async def revoke(self, binary_id: str, agent_id: str) -> bool:
        """Delete the agent's grant and its credentials; False when there was none."""
        changed = await self._db.execute(
            f"DELETE FROM {GRANTS} WHERE binary_id = ? AND agent_id = ? AND tenant_id = ?",
            (binary_id, agent_id, self._tenant),
        )
        return changed > 0

    async def list_grants(self, binary_id: str) -> builtins.list[AgentGrant]:
        rows = await self._db.fetch_all(
            f"SELECT {_GRANT_COLUMNS} FROM {GRANTS} g LEFT JOIN agents a ON a.id = g.agent_id "
            "WHERE g.binary_id = ? AND g.tenant_id = ? ORDER BY g.created_at, g.id",
            (binary_id, self._tenant),
        )
        return [self._to_grant(r) for r in rows]

    async def set_agent_credentials_typed(
        self,
        binary_id: str,
        agent_id: str,
        env: Mapping[str, str],
        credential_type: CredentialType = CredentialType.ENV,
        host_scope: str | None = None,
        *,
        merge: bool = False,
        unset: Iterable[str] = (),
    ) -> AgentGrant:
        """Store the agent's own payload for this tool, replacing any earlier one (or, with
        `merge`, adding to it); creates an enabled grant when the agent has none."""
        values = _valid_env(env)
        removed = [validate_env_name(n) for n in unset]
        scope = (host_scope or "").strip().lower() or None
        if scope is not None and not re.fullmatch(r"[a-z0-9*][a-z0-9.*:-]{0,252}", scope):
            raise ValidationError(f"{host_scope!r} is not a host name or pattern such as github.com or *.example.com.")
        await self.get(binary_id)
        await self._require_agent(agent_id)
        async with self._db.transaction():
            row = await self._grant_row(binary_id, agent_id)
            if merge and row is not None:
                values = {**self._merge_base(GRANTS, str(row["g_id"]), row["g_encrypted_env"], values), **values}
            for name in removed:
                values.pop(name, None)
            if not values:
                raise ValidationError("No variables would be left; use delete_agent_credentials to remove them all.")
            stamp = now_ts()
            if row is None:
                grant_id = uuid7()
                await self._db.execute(
                    f"INSERT INTO {GRANTS} (id, binary_id, agent_id, encrypted_env, credential_type, host_scope, "
                    "enabled, tenant_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        grant_id,
                        binary_id,
                        agent_id,
                        self._seal(GRANTS, grant_id, values),
                        credential_type.value,
                        scope,
                        True,
                        self._tenant,
                        stamp,
                        stamp,
                    ),
                )
            else:
                grant_id = str(row["g_id"])
                await self._db.execute(
                    f"UPDATE {GRANTS} SET encrypted_env = ?, credential_type = ?, host_scope = ?, updated_at = ? "
                    "WHERE id = ?",
                    (self._seal(GRANTS, grant_id, values), credential_type.value, scope, stamp, grant_id),
                )
        row = await self._grant_row(binary_id, agent_id)
        assert row is not None
        return self._to_grant(row)

    async def delete_agent_credentials(self, binary_id: str, agent_id: str) -> bool:
        """Forget the agent's payload; the grant (its access) stays. False when there was none."""
        changed = await self._db.execute(
            f"UPDATE {GRANTS} SET encrypted_env = NULL, credential_type = NULL, host_scope = NULL, updated_at = ? "
            "WHERE binary_id = ? AND agent_id = ? AND tenant_id = ? AND encrypted_env IS NOT NULL",
            (now_ts(), binary_id, agent_id, self._tenant),
        )
        return changed > 0

    async def list_agent_credentials(self, binary_id: str) -> builtins.list[AgentCredentialInfo]:
        rows = await self._db.fetch_all(
            f"SELECT {_GRANT_COLUMNS} FROM {GRANTS} g LEFT JOIN agents a ON a.id = g.agent_id "
            "WHERE g.binary_id = ? AND g.tenant_id = ? ORDER BY a.agent_key, g.id",
            (binary_id, self._tenant),
        )
        infos: list[AgentCredentialInfo] = []
        for row in rows:
            grant = self._to_grant(row)
            env = self._open_or_none(GRANTS, grant.id, row["g_encrypted_env"])
            infos.append(
                AgentCredentialInfo(
                    agent_id=grant.agent_id,
                    agent_key=grant.agent_key,
                    enabled=grant.enabled,
                    credential_type=grant.credential_type,
                    host_scope=grant.host_scope,
                    variables=_masked(env or {}),
                    updated_at=grant.updated_at,
                    unreadable=env is None,
                )
            )
        return infos

    # --- user and conversation credentials -------------------------------------------

    async def set_user_credentials(
        self,
        binary_id: str,
        values: Mapping[str, str],
        *,
        unset: Iterable[str] = (),
        replace: bool = False,
        user_id: str | None = None,
    ) -> ScopedCredentialInfo | None:
        """Merge `values` into the user's own credentials for this tool (they beat every
        other scope); None when nothing is left, in which case the row is removed."""
        owner = user_id or self._user
        return await self._set_scoped(
            USER_CREDS, "user_id", owner, binary_id, values, unset, replace, CredentialScope.USER
        )

    async def set_context_credentials(
        self,
        binary_id: str,
        conversation_id: str,
        values: Mapping[str, str],
        *,
        unset: Iterable[str] = (),
        replace: bool = False,
    ) -> ScopedCredentialInfo | None:
        """Credentials for runs inside one conversation; they go when it is deleted."""
        return await self._set_scoped(
            CONTEXT_CREDS, "conversation_id", conversation_id, binary_id, values, unset, replace, CredentialScope.CONTEXT
        )

    async def _set_scoped(
        self,
        table: str,
        owner_column: str,
        owner: str,
        binary_id: str,
        values: Mapping[str, str],
        unset: Iterable[str],
        replace: bool,
        scope: CredentialScope,
    ) -> ScopedCredentialInfo | None:
        new_values = _valid_env(values)
        removed = [validate_env_name(n) for n in unset]
        await self.get(binary_id)
        async with self._db.transaction():
            row = await self._db.fetch_one(
                f"SELECT id, encrypted_env FROM {table} WHERE binary_id = ? AND {owner_column} = ? AND tenant_id = ?",
                (binary_id, owner, self._tenant),
            )
            current = {} if row is None or replace else self._merge_base(table, str(row["id"]), row["encrypted_env"], new_values)
            current.update(new_values)
            for name in removed:
                current.pop(name, None)
            stamp = now_ts()
            if not current:
                if row is not None:
                    await self._db.execute(f"DELETE FROM {table} WHERE id = ?", (row["id"],))
                return None
            if row is None:
                row_id = uuid7()
                try:
                    await self._db.execute(
                        f"INSERT INTO {table} (id, binary_id, {owner_column}, encrypted_env, tenant_id, created_at, "
                        "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (row_id, binary_id, owner, self._seal(table, row_id, current), self._tenant, stamp, stamp),
                    )
                except ConstraintViolation as exc:
                    raise NotFoundError(f"No {scope.value} {owner} to attach credentials to.") from exc
            else:
                row_id = str(row["id"])
                await self._db.execute(
                    f"UPDATE {table} SET encrypted_env = ?, updated_at = ? WHERE id = ?",
                    (self._seal(table, row_id, current), stamp, row_id),
                )
        return ScopedCredentialInfo(row_id, binary_id, scope, owner, _masked(current), stamp)

    async def delete_user_credentials(self, binary_id: str, *, user_id: str | None = None) -> bool:
        changed = await self._db.execute(
            f"DELETE FROM {USER_CREDS} WHERE binary_id = ? AND user_id = ? AND tenant_id = ?",
            (binary_id, user_id or self._user, self._tenant),
        )
        return changed > 0

    async def delete_context_credentials(self, binary_id: str, conversation_id: str) -> bool:
        changed = await self._db.execute(
            f"DELETE FROM {CONTEXT_CREDS} WHERE binary_id = ? AND conversation_id = ? AND tenant_id = ?",
            (binary_id, conversation_id, self._tenant),
        )
        return changed > 0

    async def list_user_credentials(self, binary_id: str) -> builtins.list[ScopedCredentialInfo]:
        return await self._list_scoped(USER_CREDS, "user_id", binary_id, CredentialScope.USER)

    async def list_context_credentials(self, binary_id: str) -> builtins.list[ScopedCredentialInfo]:
        return await self._list_scoped(CONTEXT_CREDS, "conversation_id", binary_id, CredentialScope.CONTEXT)

    async def _list_scoped(
        self, table: str, owner_column: str, binary_id: str, scope: CredentialScope
    ) -> builtins.list[ScopedCredentialInfo]:
        rows = await self._db.fetch_all(
            f"SELECT id, {owner_column} AS owner, encrypted_env, updated_at FROM {table} "
            "WHERE binary_id = ? AND tenant_id = ? ORDER BY created_at, id",
            (binary_id, self._tenant),
        )
        infos: list[ScopedCredentialInfo] = []
        for r in rows:
            env = self._open_or_none(table, str(r["id"]), r["encrypted_env"])
            infos.append(ScopedCredentialInfo(
                str(r["id"]), binary_id, scope, str(r["owner"]), _masked(env or {}), str(r["updated_at"]),
                unreadable=env is None,
            ))
        return infos

    async def masked_defaults(self, binary_id: str) -> tuple[MaskedVariable, ...]:
        """The tool's own default credentials, masked; none when they are unreadable
        (`BinaryConfig.env_unreadable` says so)."""
        row = await self._binary_row("b.id = ?", (binary_id,))
        if row is None:
            raise UnknownBinaryError(f"No registered tool with id {binary_id}.")
        return _masked(self._open_or_none(BINARIES, binary_id, row["encrypted_env"]) or {})

    # --- resolution ------------------------------------------------------------------

    async def credential_layers(
        self,
        name: str,
        *,
        agent_id: str | None = None,
        conversation_id: str | None = None,
        user_id: str | None = None,
    ) -> CredentialLayers:
        """Decrypt every scope that applies to one run of `name`; raises when it may not run."""
        access = await self.lookup_by_binary(name, agent_id)
        if access is None:
            await self._explain_refusal(name, agent_id)
        assert access is not None
        binary, grant = access
        try:
            return await self._decrypt_layers(binary, grant, conversation_id, user_id)
        except DecryptionError as exc:
            raise DecryptionError(
                f"{binary.name} was not run: {exc} Enter those credentials again, or remove them."
            ) from None

    async def _decrypt_layers(
        self, binary: BinaryConfig, grant: AgentGrant | None, conversation_id: str | None, user_id: str | None
    ) -> CredentialLayers:
        row = await self._binary_row("b.id = ?", (binary.id,))
        assert row is not None
        binary_env = self._open(BINARIES, binary.id, row["encrypted_env"])
        agent_env: dict[str, str] = {}
        if grant is not None:
            grant_row = await self._grant_row(binary.id, grant.agent_id)
            if grant_row is not None:
                agent_env = self._grant_env(grant_row)
        context_env: dict[str, str] = {}
        if conversation_id:
            ctx = await self._db.fetch_one(
                f"SELECT id, encrypted_env FROM {CONTEXT_CREDS} WHERE binary_id = ? AND conversation_id = ? AND tenant_id = ?",
                (binary.id, conversation_id, self._tenant),
            )
            if ctx is not None:
                context_env = self._open(CONTEXT_CREDS, str(ctx["id"]), ctx["encrypted_env"])
        user = await self._db.fetch_one(
            f"SELECT id, encrypted_env FROM {USER_CREDS} WHERE binary_id = ? AND user_id = ? AND tenant_id = ?",
            (binary.id, user_id or self._user, self._tenant),
        )
        user_env = {} if user is None else self._open(USER_CREDS, str(user["id"]), user["encrypted_env"])
        return CredentialLayers(
            binary=binary,
            grant=grant,
            binary_env=SecretEnv.of(binary_env),
            agent_env=SecretEnv.of(agent_env),
            context_env=SecretEnv.of(context_env),
            user_env=SecretEnv.of(user_env),
        )

    async def _explain_refusal(self, name: str, agent_id: str | None) -> NoReturn:
        binary = await self.get_by_name(name)  # raises UnknownBinaryError
        if not binary.enabled:
            raise BinaryNotAllowedError(f"{binary.name} is disabled; enable it with `goclaw-lite cred update {binary.name} --enable`.")
        if agent_id is None:
            raise BinaryNotAllowedError(f"{binary.name} is registered for specific agents only; name one with --agent.")
        raise BinaryNotAllowedError(f"{binary.name} is not granted to this agent; `goclaw-lite cred grant {binary.name} --agent KEY`.")

    async def registered_variable_names(self) -> set[str]:
        """Every variable name registered for any tool in any scope (withheld from children).

        An unreadable row hides its names; it is skipped so that other tools still run."""
        names: set[str] = set()
        for table in (BINARIES, GRANTS, USER_CREDS, CONTEXT_CREDS):
            rows = await self._db.fetch_all(
                f"SELECT id, encrypted_env FROM {table} WHERE tenant_id = ? AND encrypted_env IS NOT NULL "
                "AND encrypted_env <> ''",
                (self._tenant,),
            )
            for row in rows:
                names.update(self._open_or_none(table, str(row["id"]), row["encrypted_env"]) or {})
        return names
