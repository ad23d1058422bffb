"""The import itself: check the source, prove GoClaw's key, back up ours, one transaction.

Order matters for the guarantees: the source is checked (columns, not the version number
alone) and the GoClaw key is tried on the first sealed value *before* our database is
touched; then a backup is written (SQLite) and every row goes in inside one transaction,
so a crash or kill part-way leaves our database exactly as it was. A dry run does the same
work and rolls the transaction back.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from goclaw_lite.errors import (
    DatabaseError,
    DecryptionError,
    NotADatabaseError,
    ValidationError,
)
from goclaw_lite.ids import now_ts
from goclaw_lite.importer import builtin_tools as tools
from goclaw_lite.importer import config_secrets as secrets_mapper
from goclaw_lite.importer import sessions as session_mapper
from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.envelope import GoClawEnvelope, GoClawKey
from goclaw_lite.importer.tables import (
    LEFT_BEHIND_EXEMPT,
    SEALED_SOURCES,
    SESSIONS_AFTER,
    TABLES,
    TableSpec,
)
from goclaw_lite.importer.values import BadValue
from goclaw_lite.model.imports import ImportReport, SkillFolder
from goclaw_lite.security.crypto import Binding, Cipher
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.sealed.columns import json_map_items, map_row_id
from goclaw_lite.store.transfer import imports as target
from goclaw_lite.store.transfer.goclaw_source import GoClawSource

MIN_VERSION, MAX_VERSION = 30, 50
CORE_TABLES = ("agents", "llm_providers")
_FOLD_COLUMNS = frozenset({"name_fold", "search_fold", "title_fold", "content_fold"})


class _DryRun(Exception):
    """Raised at the end of a dry run to roll the transaction back."""


@dataclass(frozen=True)
class ImportOptions:
    source: Path
    dry_run: bool = False
    agent_map: Mapping[str, str] = field(default_factory=dict)
    pause_per_table: float = 0.0
    batch_size: int = 2000


Progress = Callable[[str], None]
KeyFinder = Callable[[], GoClawKey]


@dataclass(frozen=True)
class SourceCheck:
    version: int
    tables: dict[str, set[str]]
    sealed_sample: str | None
    unreadable: dict[str, list[str]] = field(default_factory=dict)
    """Optional tables of a shape this importer does not know -> the columns they lack (left behind)."""


def check_source(source: GoClawSource) -> SourceCheck:
    """Refuse, with the reason, a file this importer cannot read."""
    tables = source.tables()
    if "schema_version" not in tables or any(t not in tables for t in CORE_TABLES):
        raise NotADatabaseError(f"{source.path} is a SQLite database but not a GoClaw Lite one (no schema_version/agents tables).")
    version = source.schema_version()
    if version is None:
        raise NotADatabaseError(f"{source.path} has an empty schema_version table; GoClaw never finished creating it.")
    if not MIN_VERSION <= version <= MAX_VERSION:
        raise DatabaseError(
            f"{source.path} is GoClaw Lite schema version {version}; this importer reads versions "
            f"{MIN_VERSION} to {MAX_VERSION}. Upgrade GoClaw Lite (or this app) first."
        )
    wanted = [(spec.name, spec.required, spec.optional) for spec in TABLES]
    wanted += [("sessions", session_mapper.REQUIRED, False), (tools.TABLE, tools.REQUIRED, False)]
    wanted.append((secrets_mapper.TABLE, secrets_mapper.REQUIRED, True))  # another layout: left behind, said
    unreadable: dict[str, list[str]] = {}
    for name, required, optional in wanted:
        if name in tables:
            missing = [c for c in required if c not in tables[name]]
            if missing and optional:
                unreadable[name] = missing
            elif missing:
                raise DatabaseError(
                    f"{source.path}: table {name} lacks the column(s) {', '.join(missing)} this importer reads; "
                    "it is not a GoClaw Lite layout it knows."
                )
    sample = None
    for table, column in SEALED_SOURCES:
        if table in tables and column in tables[table]:
            found = source.first_values(table, column, prefix="aes-gcm:")
            if found:
                sample = found[0].decode("ascii", "replace") if isinstance(found[0], bytes) else str(found[0])
                break
    return SourceCheck(version=version, tables=tables, sealed_sample=sample, unreadable=unreadable)


def _same(a: Any, b: Any) -> bool:
    if a == b:
        return True
    if isinstance(a, str) and isinstance(b, str) and a[:1] in "{[" and b[:1] in "{[":
        try:
            return bool(json.loads(a) == json.loads(b))
        except ValueError:
            return False
    if isinstance(a, int | float) and isinstance(b, int | float):
        return abs(float(a) - float(b)) < 1e-9
    return False


class Importer:
    def __init__(
        self, db: Database, identity: LocalIdentity, cipher: Cipher | None, options: ImportOptions,
        progress: Progress | None = None, skill_folders: Mapping[str, SkillFolder | str] | None = None,
    ) -> None:
        """`skill_folders`: each GoClaw skill's files, staged and checked by the caller (app layer)."""
        self.db = db
        self.skill_folders = dict(skill_folders or {})
        self.written: dict[str, set[str]] = {}
        """Table -> ids of the rows this run inserted (committed only if the run was not a dry run)."""
        self.identity = identity
        self.cipher = cipher
        self.options = options
        self.progress = progress or (lambda _line: None)
        self._empty_at_start: dict[str, bool] = {}

    async def run(
        self, source: GoClawSource, check: SourceCheck, key: GoClawKey | None, backup: Callable[[], str | None],
        committing: Callable[[], None] = lambda: None,
    ) -> ImportReport:
        """`backup` runs before the transaction, `committing` inside it just before COMMIT (a
        backup taken for an import that never commits can then be told apart)."""
        report = ImportReport(source=str(self.options.source), schema_version=check.version, dry_run=self.options.dry_run)
        envelope = GoClawEnvelope(key) if key is not None else None
        if envelope is not None and check.sealed_sample is not None:
            try:
                envelope.open(check.sealed_sample)  # a wrong key stops here, before anything is written
            except ValueError:
                pass  # a malformed value: its row is reported when it is read
        ctx = ImportContext(
            tenant=self.identity.tenant_id, user=self.identity.user_id, now=now_ts(), cipher=self.cipher,
            envelope=envelope, report=report, agent_map=dict(self.options.agent_map),
        )
        ctx.existing_providers = await target.provider_names(self.db, ctx.tenant)
        ctx.existing_agent_keys = await target.live_agent_keys(self.db, ctx.tenant)
        ctx.default_agent_id = await target.default_agent_id(self.db, ctx.tenant)
        ctx.mcp_servers = await target.mcp_servers(self.db, ctx.tenant)
        ctx.skill_folders = self.skill_folders
        self._switched_off_skills(source, check, ctx)
        unknown = set(ctx.agent_map) - self._agent_keys(source, check)
        if unknown:
            raise ValidationError(f"--agent-map names GoClaw agent(s) not in the file: {', '.join(sorted(unknown))}.")
        if not self.options.dry_run:
            report.backup_path = backup()
        try:
            async with self.db.transaction():
                for spec in TABLES:
                    if spec.name in check.unreadable:
                        report.notes.append(
                            f"{spec.name} has no column {', '.join(check.unreadable[spec.name])}: "
                            "a layout this importer does not know, left behind"
                        )
                    elif spec.name in check.tables:
                        await self._table(source, check, spec, ctx)
                    if spec.name == SESSIONS_AFTER and "sessions" in check.tables:
                        await self._sessions(source, check, ctx)
                await self._own_modules(source, check, ctx)
                if self.options.dry_run:
                    raise _DryRun
                committing()
        except _DryRun:
            pass
        handled = ({spec.name for spec in TABLES} - set(check.unreadable)) | LEFT_BEHIND_EXEMPT
        handled |= {tools.TABLE} | ({secrets_mapper.TABLE} - set(check.unreadable))
        for name in sorted(check.tables):
            if name not in handled:
                count = source.count(name)
                if count:
                    report.left_behind[name] = count
        return report

    async def _own_modules(self, source: GoClawSource, check: SourceCheck, ctx: ImportContext) -> None:
        """The tables read by modules of their own, after the others: builtin_tools, then config_secrets."""
        if tools.TABLE in check.tables:
            await tools.import_builtin_tools(self.db, source, sorted(check.tables[tools.TABLE]), ctx)
            await self._after_table(tools.TABLE, ctx)
        secrets_readable = secrets_mapper.TABLE in check.tables and secrets_mapper.TABLE not in check.unreadable
        if secrets_readable and source.count(secrets_mapper.TABLE):
            columns = sorted(check.tables[secrets_mapper.TABLE])
            await secrets_mapper.import_config_secrets(self.db, self.identity, source, columns, ctx)
            await self._after_table(secrets_mapper.TABLE, ctx)

    def _agent_keys(self, source: GoClawSource, check: SourceCheck) -> set[str]:
        keys: set[str] = set()
        for batch in source.rows("agents", ["agent_key"]):
            keys.update(str(r["agent_key"]).strip().lower() for r in batch)
        return keys

    def _switched_off_skills(self, source: GoClawSource, check: SourceCheck, ctx: ImportContext) -> None:
        columns = check.tables.get("skill_tenant_configs", set())
        if not {"skill_id", "enabled"} <= columns:
            return
        for batch in source.rows("skill_tenant_configs", ["skill_id", "enabled"]):
            off = (r for r in batch if r["enabled"] in (0, False, "0"))
            ctx.disabled_skills.update(str(r["skill_id"]).strip().lower() for r in off)
        if ctx.disabled_skills:
            ctx.report.table("skills").notes.append(
                f"{len(ctx.disabled_skills)} skill(s) switched off in GoClaw's skill_tenant_configs "
                "come over switched off"
            )

    async def _after_table(self, name: str, ctx: ImportContext) -> None:
        table = ctx.report.table(name)
        self.progress(f"{name}: {table.imported} imported, {table.already_there} already here, {len(table.skipped)} skipped")
        if self.options.pause_per_table:
            await asyncio.sleep(self.options.pause_per_table)

    async def _table(self, source: GoClawSource, check: SourceCheck, spec: TableSpec, ctx: ImportContext) -> None:
        report = ctx.report.table(spec.name)
        started = time.perf_counter()
        columns = sorted(check.tables[spec.name])
        for batch in source.rows(spec.name, columns, batch=self.options.batch_size):
            mapped: list[tuple[str, dict[str, Any]]] = []
            for row in batch:
                rid = str(row.get(spec.key) if spec.key != "hook_id" else f"{row.get('hook_id')}/{row.get('agent_id')}")
                try:
                    out = spec.mapper(row, ctx)
                except BadValue as exc:
                    report.skip(rid, str(exc))
                    continue
                if out is not None:
                    mapped.append((rid, out))
            if spec.name == "hook_agents":
                await self._write_pairs(mapped, ctx)
            else:
                await self._write(spec, mapped, ctx)
        report.seconds = round(time.perf_counter() - started, 3)
        await self._after_table(spec.name, ctx)

    async def _write(self, spec: TableSpec, mapped: list[tuple[str, dict[str, Any]]], ctx: ImportContext) -> None:
        if not mapped:
            return
        report = ctx.report.table(spec.name)
        columns = list(mapped[0][1])
        if spec.name not in self._empty_at_start:
            self._empty_at_start[spec.name] = not await target.has_rows(self.db, spec.name)
        existing = (
            {} if self._empty_at_start[spec.name]  # a first import need not look for its rows one by one
            else await target.rows_by_key(self.db, spec.name, "id", [m["id"] for _, m in mapped], columns)
        )
        known = ctx.ids(spec.name)
        fresh: list[dict[str, Any]] = []
        for _, row in mapped:
            old = existing.get(row["id"])
            if old is None:
                fresh.append(row)
                continue
            known.add(row["id"])
            compared = [c for c in columns if c not in spec.sealed and c not in _FOLD_COLUMNS and c not in spec.loose]
            if all(_same(row[c], old[c]) for c in compared) and self._same_secrets(spec, row, old):
                report.already_there += 1
            else:
                report.changed += 1
                report.skip(row["id"], "imported before and changed since (on either side); kept the row here")
        refused = dict(await target.insert_rows(self.db, spec.name, columns, fresh))
        for index, row in enumerate(fresh):
            if index in refused:
                report.skip(row["id"], f"refused by the database: {refused[index]}")
                if spec.name == "agents":
                    ctx.agents.pop(row["id"], None)
            else:
                known.add(row["id"])
                self.written.setdefault(spec.name, set()).add(row["id"])
                report.imported += 1
                if spec.label is not None:
                    report.items.append(spec.label(row, ctx))
                if any(row[c] not in (None, "", "{}") for c in spec.sealed):
                    ctx.report.sealed_secrets += 1
                    ctx.report.plaintext_secrets += (spec.name, row["id"]) in ctx.plaintext_rows

    def _same_secrets(self, spec: TableSpec, row: dict[str, Any], old: dict[str, Any]) -> bool:
        """Sealed values are compared opened (each sealing has its own nonce)."""
        for column in spec.sealed:
            if column in spec.sealed_maps:
                new_map = self._opened_map(spec.name, column, row[column], row["id"])
                if new_map is None or new_map != self._opened_map(spec.name, column, old[column], row["id"]):
                    return False
                continue
            new_value, old_value = row[column] or "", old[column] or ""
            if not new_value or not old_value or self.cipher is None:
                if bool(new_value) != bool(old_value):
                    return False
                continue
            binding = Binding(spec.name, column, row["id"])
            try:
                if self.cipher.open(str(new_value), binding) != self.cipher.open(str(old_value), binding):
                    return False
            except DecryptionError:
                return False
        return True

    def _opened_map(self, table: str, column: str, stored: Any, row_id: str) -> dict[str, str] | None:
        """A JSON object of values each sealed on its own, opened (None when one does not open)."""
        items = json_map_items(str(stored or "{}"))
        if not items:
            return {}
        if self.cipher is None:
            return None
        try:
            return {n: self.cipher.open(value, Binding(table, column, map_row_id(row_id, n)), mandatory=True)
                    for n, value in items}
        except DecryptionError:
            return None

    async def _write_pairs(self, mapped: list[tuple[str, dict[str, Any]]], ctx: ImportContext) -> None:
        if not mapped:
            return
        report = ctx.report.table("hook_agents")
        present = await target.pairs_present(self.db, "hook_agents", "hook_id", "agent_id", [m["hook_id"] for _, m in mapped])
        fresh = []
        for _, row in mapped:
            if (row["hook_id"], row["agent_id"]) in present:
                report.already_there += 1
            else:
                fresh.append(row)
                present.add((row["hook_id"], row["agent_id"]))
        refused = dict(await target.insert_rows(self.db, "hook_agents", ["hook_id", "agent_id"], fresh))
        for index, row in enumerate(fresh):
            if index in refused:
                report.skip(f"{row['hook_id']}/{row['agent_id']}", f"refused by the database: {refused[index]}")
            else:
                report.imported += 1

    async def _sessions(self, source: GoClawSource, check: SourceCheck, ctx: ImportContext) -> None:
        report = ctx.report.table("sessions")
        started = time.perf_counter()
        columns = sorted(check.tables["sessions"])
        conv_columns: list[str] = []
        for batch in source.rows("sessions", columns, batch=max(1, self.options.batch_size // 10)):
            mapped: list[session_mapper.MappedSession] = []
            for row in batch:
                try:
                    mapped.append(session_mapper.map_session(row, ctx))
                except BadValue as exc:
                    report.skip(str(row.get("id")), str(exc))
            if not mapped:
                continue
            conv_columns = list(mapped[0].conversation)
            existing = await target.rows_by_key(
                self.db, "agent_conversations", "id", [m.conversation["id"] for m in mapped], ["id", "title"]
            )
            for item in mapped:
                cid = item.conversation["id"]
                if cid in existing:
                    stored = await target.message_contents(self.db, cid)
                    if stored == {m["id"]: m["content"] for m in item.messages}:
                        report.already_there += 1
                    else:
                        report.changed += 1
                        report.skip(cid, "imported before and changed since; kept the conversation here")
                    continue
                refused = await target.insert_rows(self.db, "agent_conversations", conv_columns, [item.conversation])
                if refused:
                    report.skip(cid, f"refused by the database: {refused[0][1]}")
                    continue
                msg_columns = list(item.messages[0])
                bad = await target.insert_rows(self.db, "agent_messages", msg_columns, item.messages)
                if bad:
                    # a thread with a hole would be a different conversation: take it out whole
                    await target.delete_conversation(self.db, cid)
                    report.skip(cid, f"a message was refused by the database: {bad[0][1]}")
                    continue
                await target.set_conversation_state(self.db, cid, item.messages[-1]["id"], item.conversation["updated_at"])
                report.imported += 1
                if item.left_out:
                    report.notes.append(f"{cid}: {item.left_out} internal message(s) ([System] nudges, system, empty) left out")
        report.seconds = round(time.perf_counter() - started, 3)
        await self._after_table("sessions", ctx)
