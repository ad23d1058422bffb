"""State shared by the table mappers during one import: ids that exist, keys, the two ciphers."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from goclaw_lite.errors import KeyMissingError
from goclaw_lite.importer.envelope import GoClawEnvelope, is_sealed
from goclaw_lite.importer.values import BadValue, text
from goclaw_lite.model.imports import ImportReport, SkillFolder
from goclaw_lite.model.mcp import McpServer
from goclaw_lite.security.crypto import Binding, Cipher
from goclaw_lite.store.sealed.columns import map_row_id


@dataclass
class ImportContext:
    tenant: str
    user: str
    now: str
    cipher: Cipher | None
    envelope: GoClawEnvelope | None
    report: ImportReport
    agent_map: dict[str, str] = field(default_factory=dict)
    """--agent-map: GoClaw agent key -> our agent key."""
    agents: dict[str, str] = field(default_factory=dict)
    """GoClaw agent id -> our agent id (the same id unless mapped onto an agent of ours)."""
    agent_keys: dict[str, str] = field(default_factory=dict)
    """GoClaw agent key -> our agent key."""
    key_of: dict[str, str] = field(default_factory=dict)
    """Our agent id -> its key here (to name an agent's rows in the report)."""
    skill_folders: dict[str, SkillFolder | str] = field(default_factory=dict)
    """GoClaw skill id -> its files staged for here, or why they cannot come (app/import_skills.py)."""
    skill_slugs: dict[str, str] = field(default_factory=dict)
    """Skill id -> slug, to name grants in the report."""
    disabled_skills: set[str] = field(default_factory=set)
    """GoClaw skill ids a `skill_tenant_configs` row switched off (folded into `skills.enabled`)."""
    mcp_servers: list[McpServer] = field(default_factory=list)
    """MCP servers here (before the import and imported so far): names and prefixes must not clash."""
    known: dict[str, set[str]] = field(default_factory=dict)
    """Target table -> ids present after this import (imported now or before)."""
    entity_scope: dict[str, tuple[str, str]] = field(default_factory=dict)
    existing_providers: dict[str, str] = field(default_factory=dict)
    existing_agent_keys: dict[str, str] = field(default_factory=dict)
    plaintext_rows: set[tuple[str, str]] = field(default_factory=set)
    """(table, id) of rows whose secret GoClaw kept in plaintext (counted once they are written)."""
    default_agent_id: str | None = None
    """The install's default agent (ours, or the GoClaw one that became it)."""

    def ids(self, table: str) -> set[str]:
        return self.known.setdefault(table, set())

    def agent(self, goclaw_id: object, column: str = "agent_id") -> str:
        """Our id of a GoClaw agent; a row pointing at an agent that did not come over is bad."""
        our = self.agents.get(str(goclaw_id))
        if our is None:
            raise BadValue(f"{column}: foreign key to agent {str(goclaw_id)[:40]} points nowhere (agent not imported)")
        return our

    def user_of(self, goclaw_user: object) -> str:
        """GoClaw's single desktop user is our local user; '' (shared) stays ''."""
        return "" if goclaw_user in (None, "") else self.user

    def _plaintext(self, raw: object, column: str, where: tuple[str, str]) -> str:
        value = text(raw, column)
        if is_sealed(value):
            if self.envelope is None:
                raise KeyMissingError("GoClaw's sealed values need its key (GOCLAW_ENCRYPTION_KEY).")
            try:
                return self.envelope.open(value)
            except ValueError as exc:
                raise BadValue(f"{column}: {exc}") from None
        self.plaintext_rows.add(where)
        return value

    def _seal(self, plaintext: str, binding: Binding) -> str:
        if self.cipher is None:
            raise KeyMissingError(
                "Importing secrets needs this install's encryption key; set GOCLAW_KEY or run `goclaw-lite key init`."
            )
        return self.cipher.seal(plaintext, binding)

    def reseal_text(self, raw: object, table: str, column: str, row_id: str) -> str | None:
        """A GoClaw secret sealed again under our key, bound to its new place; '' or NULL -> None."""
        if raw is None or text(raw, column) == "":
            return None
        plain = self._plaintext(raw, column, (table, row_id)).strip()
        return self._seal(plain, Binding(table, column, row_id)) if plain else None

    def reseal_env(self, raw: object, table: str, row_id: str, *, nullable: bool) -> str | None:
        """A credential map (JSON object of strings) sealed again the way our secure-CLI store seals it."""
        if raw is None:
            if nullable:
                return None
            raise BadValue("encrypted_env: missing")
        if text(raw, "encrypted_env") == "":
            return None if nullable else ""
        plain = self._plaintext(raw, "encrypted_env", (table, row_id))
        try:
            env = json.loads(plain) if plain.strip() else {}
        except ValueError:
            raise BadValue("encrypted_env: the opened value is not a JSON object of variables") from None
        if not isinstance(env, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in env.items()):
            raise BadValue("encrypted_env: the opened value is not a JSON object of text variables")
        payload = json.dumps(dict(sorted(env.items())), ensure_ascii=False, separators=(",", ":"))
        return self._seal(payload, Binding(table, "encrypted_env", row_id))

    def reseal_map(self, raw: object, table: str, column: str, row_id: str) -> tuple[str, list[str]]:
        """GoClaw's env / headers (a JSON object, or a JSON string holding one sealed whole) as ours:
        each value sealed on its own, bound to the row and its name. Also returns the names."""
        value = "" if raw is None else text(raw, column).strip()
        if value in ("", "null", "{}"):
            return "{}", []
        try:
            parsed = json.loads(value)
        except ValueError:
            raise BadValue(f"{column}: invalid JSON") from None
        whole = isinstance(parsed, str)
        if isinstance(parsed, str):  # sealed whole: "aes-gcm:..." of the object's JSON text
            opened = self._plaintext(parsed, column, (table, row_id))
            try:
                parsed = json.loads(opened) if opened.strip() else {}
            except ValueError:
                raise BadValue(f"{column}: the opened value is not a JSON object") from None
        if not isinstance(parsed, dict) or not all(isinstance(v, str) for v in parsed.values()):
            raise BadValue(f"{column}: expected a JSON object of text values")
        sealed = {}
        for name, item in parsed.items():
            if not whole and is_sealed(item):
                plain = self._plaintext(item, column, (table, row_id))
            else:
                plain = item
                if not whole:
                    self.plaintext_rows.add((table, row_id))
            sealed[str(name)] = self._seal(plain, Binding(table, column, map_row_id(row_id, str(name))))
        return json.dumps(sealed), list(sealed)
