"""The shared half of `SecureCLIStore`: sealing every credential map to its row, mapping rows
to frozen models, and the lookups every part needs (a tool by id or name, a grant row).

A row whose sealed values no longer open is mapped with `env_unreadable` instead of
failing, so one tampered row never hides the others.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from goclaw_lite.errors import DecryptionError, KeyMissingError, NotFoundError
from goclaw_lite.model.secure_cli import AgentGrant, BinaryConfig, CredentialType
from goclaw_lite.security.crypto import Binding, Cipher
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.credentials.rules import (
    _NO_KEY,
    BINARIES,
    GRANTS,
    SEALED,
    UnknownBinaryError,
    _json_list,
    normalize_binary_name,
)
from goclaw_lite.store.sealed.columns import remember_sealed

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


class SecureCLIStoreBase:
    def __init__(self, db: Database, identity: LocalIdentity, cipher: Cipher | None) -> None:
        if cipher is None:
            raise KeyMissingError(_NO_KEY)
        self._db = db
        self._cipher = cipher
        self._tenant = identity.tenant_id
        self._user = identity.user_id

    # --- sealing -------------------------------------------------------------------

    def _seal(self, table: str, row_id: str, env: Mapping[str, str]) -> str:
        remember_sealed(table, SEALED, env)
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

    # --- lookups -------------------------------------------------------------------

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
