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

The store is composed from one module per seam: `secure_cli_rules` (validation, errors),
`secure_cli_base` (sealing, row mapping, lookups) and `secure_cli_scoped` (agent, user and
conversation credentials); tools, grants and run resolution live here. Every name callers
import from here still is.

Authorisation follows the reference: a global binary may be run by every agent unless the
agent's grant is disabled; a non-global binary only by agents with an enabled grant; and
without an agent, only global binaries.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NoReturn

from goclaw_lite.errors import AlreadyExistsError, DecryptionError
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.model.secure_cli import AgentGrant, BinaryConfig, CredentialLayers, SecretEnv
from goclaw_lite.store.backend.db import ConstraintViolation, Row
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.backend.updates import Assignments
from goclaw_lite.store.credentials.base import _BIN_COLUMNS, _GRANT_COLUMNS
from goclaw_lite.store.credentials.rules import (
    BINARIES,
    CONTEXT_CREDS,
    DEFAULT_TIMEOUT_SECONDS,
    GRANTS,
    MAX_TIMEOUT_SECONDS,
    MAX_VALUE_BYTES,
    MIN_VALUE_LENGTH,
    SEALED,
    TARGET_KEY_PREFIX,
    USER_CREDS,
    BinaryNotAllowedError,
    UnknownBinaryError,
    _target_key,
    _valid_env,
    _valid_name,
    _valid_patterns,
    _valid_timeout,
    normalize_binary_name,
    validate_binary_path,
    validate_env_name,
)
from goclaw_lite.store.credentials.scoped import SecureCLICredentials

__all__ = [
    "BINARIES",
    "CONTEXT_CREDS",
    "DEFAULT_TIMEOUT_SECONDS",
    "GRANTS",
    "MAX_TIMEOUT_SECONDS",
    "MAX_VALUE_BYTES",
    "MIN_VALUE_LENGTH",
    "SEALED",
    "TARGET_KEY_PREFIX",
    "USER_CREDS",
    "BinaryNotAllowedError",
    "SecureCLIStore",
    "UnknownBinaryError",
    "normalize_binary_name",
    "validate_binary_path",
    "validate_env_name",
]


def _setting_columns(
    *,
    path: str | None,
    description: str | None,
    deny_args: Sequence[str] | None,
    deny_verbose: Sequence[str] | None,
    file_env: Sequence[str] | None,
    timeout_seconds: int | None,
    tips: str | None,
    is_global: bool | None,
    enabled: bool | None,
) -> tuple[dict[str, Any], str | None]:
    """Column -> checked value for each setting given (None = unchanged), and the target a
    new path resolves to; every check runs before anything is written."""
    columns: dict[str, Any] = {}
    target: str | None = None
    if path is not None:
        columns["binary_path"], target = validate_binary_path(path)
    checks: list[tuple[str, Any, Callable[[Any], Any]]] = [
        ("description", description, str.strip),
        ("deny_args", deny_args, lambda v: json.dumps(_valid_patterns(v, "deny"))),
        ("deny_verbose", deny_verbose, lambda v: json.dumps(_valid_patterns(v, "deny-verbose"))),
        ("file_env", file_env, lambda v: json.dumps(sorted({validate_env_name(n) for n in v}))),
        ("timeout_seconds", timeout_seconds, _valid_timeout),
        ("tips", tips, str.strip),
        ("is_global", is_global, bool),
        ("enabled", enabled, bool),
    ]
    columns.update({column: check(value) for column, value, check in checks if value is not None})
    return columns, target


class SecureCLIStore(SecureCLICredentials):
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
        columns, target = _setting_columns(
            path=path, description=description, deny_args=deny_args, deny_verbose=deny_verbose, file_env=file_env,
            timeout_seconds=timeout_seconds, tips=tips, is_global=is_global, enabled=enabled,
        )
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
                columns["encrypted_env"] = self._seal(BINARIES, binary_id, current)
            if columns:
                update = Assignments({**columns, "updated_at": now_ts()})
                await self._db.execute(
                    f"UPDATE {BINARIES} SET {update.sql} WHERE id = ? AND tenant_id = ?",
                    (*update.params, binary_id, self._tenant),
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

    # --- grants ----------------------------------------------------------------------

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
