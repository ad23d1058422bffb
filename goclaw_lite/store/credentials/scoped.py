"""Credentials in every scope but the tool's defaults: an agent's own (typed, optionally bound
to a host), the user's, and one conversation's; masked listings of each, and every name
registered anywhere (withheld from children).
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Iterable, Mapping

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.model.secure_cli import (
    AgentCredentialInfo,
    AgentGrant,
    CredentialScope,
    CredentialType,
    MaskedVariable,
    ScopedCredentialInfo,
)
from goclaw_lite.store.backend.db import ConstraintViolation
from goclaw_lite.store.credentials.base import _GRANT_COLUMNS, SecureCLIStoreBase
from goclaw_lite.store.credentials.rules import (
    BINARIES,
    CONTEXT_CREDS,
    GRANTS,
    USER_CREDS,
    UnknownBinaryError,
    _masked,
    _valid_env,
    validate_env_name,
)


class SecureCLICredentials(SecureCLIStoreBase):
    # --- agent credentials -----------------------------------------------------------

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
