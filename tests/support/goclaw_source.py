"""Builds GoClaw Lite (Go desktop edition) database files the way the Go code writes them.

Written from the facts in ../shared/reference/goclaw_lite_on_disk.md and
goclaw_lite_store_v34.md (no GoClaw code): a `schema_version` table instead of
`PRAGMA user_version`, tables that are not STRICT with VARCHAR/BOOLEAN/INT/BIGINT/TEXT/BLOB
declared types, every row in the master tenant, and values bound the way modernc.org/sqlite
binds Go values:

* timestamps in three shapes: Go's `time.Time.String()` of a local time (with zone
  abbreviation and monotonic suffix), the same of a UTC time, and RFC 3339 with trimmed
  nanoseconds (or the schema default, milliseconds);
* JSON as TEXT when Go passes a string and as a BLOB when it passes `[]byte`;
* booleans as 0/1;
* sealed values `aes-gcm:` + base64(nonce || ciphertext || tag), AES-256-GCM without
  associated data.

`build_goclaw_file(path)` writes the standard v34 fixture (`GoClawFixture` says what is in it);
`GoClawWriter` is the lower-level API the benchmark uses to write many rows.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import sqlite3
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from tests.support.goclaw_traces import TRACES_SCHEMA, add_traces
from tests.support.mcp_servers import FAULT_SERVER, PYTHON

MASTER_TENANT = "0193a5b0-7000-7000-8000-000000000001"
GOCLAW_KEY_HEX = "7a" * 32
OTHER_KEY_HEX = "3c" * 32
SCHEMA_DEFAULT_TS = "strftime('%Y-%m-%dT%H:%M:%fZ','now')"
_TS = f"DEFAULT ({SCHEMA_DEFAULT_TS})"

# --- values the way Go writes them ---------------------------------------------------------


def _go_fraction(moment: datetime, nanos: int) -> str:
    total = moment.microsecond * 1000 + nanos
    if total == 0:
        return ""
    return "." + f"{total:09d}".rstrip("0")


def go_local_string(moment: datetime, *, offset_hours: int = 7, nanos: int = 789, monotonic: str = "+3.432109876") -> str:
    """`time.Now().String()` in a +07 zone: `2026-05-17 15:51:56.123456789 +0700 +07 m=+3.43`."""
    local = moment.astimezone(timezone(timedelta(hours=offset_hours)))
    sign = "+" if offset_hours >= 0 else "-"
    hours = abs(offset_hours)
    text = local.strftime("%Y-%m-%d %H:%M:%S") + _go_fraction(local, nanos)
    return f"{text} {sign}{hours:02d}00 {sign}{hours:02d} m={monotonic}"


def go_utc_string(moment: datetime, *, nanos: int = 0) -> str:
    """`time.Now().UTC().String()`: `2026-05-17 08:51:56.123456789 +0000 UTC`."""
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%d %H:%M:%S") + _go_fraction(utc, nanos) + " +0000 UTC"


def rfc3339_nano(moment: datetime, *, nanos: int = 0) -> str:
    """Go's RFC3339Nano of a UTC time, trailing zeros trimmed: `2026-05-17T08:51:56.123456789Z`."""
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S") + _go_fraction(utc, nanos) + "Z"


def canonical(moment: datetime) -> str:
    """Our stores' form of the same instant (milliseconds, UTC)."""
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def blob_json(value: Any) -> bytes:
    """JSON bound as `[]byte` / `json.RawMessage`: a BLOB."""
    return json.dumps(value, separators=(",", ":")).encode("utf-8")


def text_json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


def goclaw_seal(plaintext: str, key_hex: str = GOCLAW_KEY_HEX) -> str:
    """GoClaw's envelope: no associated data, so the value opens in any row."""
    nonce = os.urandom(12)
    sealed = AESGCM(bytes.fromhex(key_hex)).encrypt(nonce, plaintext.encode("utf-8"), None)
    return "aes-gcm:" + base64.b64encode(nonce + sealed).decode("ascii")


def uuid7_text(moment: datetime, seq: int = 0) -> str:
    """A UUID v7 for `moment` (Go's GenNewID); `seq` keeps many of one millisecond distinct."""
    ms = int(moment.timestamp() * 1000)
    rand = int.from_bytes(os.urandom(8), "big") & ((1 << 62) - 1)
    value = (ms & ((1 << 48) - 1)) << 80 | 0x7 << 76 | (seq & 0xFFF) << 64 | 0b10 << 62 | rand
    return str(uuid.UUID(int=value))


# --- schema (v34 shapes of the tables an importer reads, plus some it leaves behind) --------

SCHEMA_V34 = f"""
CREATE TABLE schema_version (version INTEGER NOT NULL PRIMARY KEY);
CREATE TABLE tenants (
    id TEXT NOT NULL PRIMARY KEY, name VARCHAR(255) NOT NULL, slug VARCHAR(100) NOT NULL,
    status VARCHAR(20) NOT NULL DEFAULT 'active', settings TEXT NOT NULL DEFAULT '{{}}',
    created_at TEXT NOT NULL {_TS}, updated_at TEXT NOT NULL {_TS});
CREATE TABLE llm_providers (
    id TEXT NOT NULL PRIMARY KEY, name VARCHAR(50) NOT NULL, display_name VARCHAR(255),
    provider_type VARCHAR(30) NOT NULL DEFAULT 'openai_compat', api_base TEXT, api_key TEXT,
    enabled BOOLEAN NOT NULL DEFAULT 1, settings TEXT NOT NULL DEFAULT '{{}}',
    tenant_id TEXT NOT NULL REFERENCES tenants(id), created_at TEXT {_TS}, updated_at TEXT {_TS},
    UNIQUE (tenant_id, name));
CREATE TABLE agents (
    id TEXT NOT NULL PRIMARY KEY, agent_key VARCHAR(100) NOT NULL, display_name VARCHAR(255),
    owner_id VARCHAR(255) NOT NULL, provider VARCHAR(50) NOT NULL DEFAULT 'openrouter', model VARCHAR(200) NOT NULL,
    context_window INT NOT NULL DEFAULT 200000, max_tool_iterations INT NOT NULL DEFAULT 20,
    workspace TEXT NOT NULL DEFAULT '.', restrict_to_workspace BOOLEAN NOT NULL DEFAULT 1,
    tools_config TEXT NOT NULL DEFAULT '{{}}', sandbox_config TEXT, subagents_config TEXT, memory_config TEXT,
    compaction_config TEXT, context_pruning TEXT, other_config TEXT NOT NULL DEFAULT '{{}}',
    emoji TEXT NOT NULL DEFAULT '', agent_description TEXT NOT NULL DEFAULT '', thinking_level TEXT NOT NULL DEFAULT '',
    max_tokens INT NOT NULL DEFAULT 0, self_evolve BOOLEAN NOT NULL DEFAULT 0, skill_evolve BOOLEAN NOT NULL DEFAULT 0,
    skill_nudge_interval INT NOT NULL DEFAULT 0, reasoning_config TEXT NOT NULL DEFAULT '{{}}',
    workspace_sharing TEXT NOT NULL DEFAULT '{{}}', chatgpt_oauth_routing TEXT NOT NULL DEFAULT '{{}}',
    model_fallback TEXT NOT NULL DEFAULT '{{}}', shell_deny_groups TEXT NOT NULL DEFAULT '{{}}',
    kg_dedup_config TEXT NOT NULL DEFAULT '{{}}', is_default BOOLEAN NOT NULL DEFAULT 0,
    agent_type VARCHAR(20) NOT NULL DEFAULT 'open', status VARCHAR(20) DEFAULT 'active', frontmatter TEXT,
    budget_monthly_cents INTEGER, tenant_id TEXT NOT NULL REFERENCES tenants(id),
    created_at TEXT {_TS}, updated_at TEXT {_TS}, deleted_at TEXT);
CREATE UNIQUE INDEX idx_agents_tenant_key ON agents (tenant_id, agent_key) WHERE deleted_at IS NULL;
CREATE TABLE agent_context_files (
    id TEXT NOT NULL PRIMARY KEY, agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    file_name VARCHAR(255) NOT NULL, content TEXT NOT NULL DEFAULT '', tenant_id TEXT NOT NULL,
    created_at TEXT {_TS}, updated_at TEXT {_TS});
CREATE TABLE agent_links (
    id TEXT NOT NULL PRIMARY KEY, source_agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    target_agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    direction VARCHAR(20) NOT NULL DEFAULT 'outbound', description TEXT, max_concurrent INT NOT NULL DEFAULT 3,
    settings TEXT NOT NULL DEFAULT '{{}}', status VARCHAR(20) NOT NULL DEFAULT 'active', created_by VARCHAR(255) NOT NULL,
    team_id TEXT, tenant_id TEXT NOT NULL, created_at TEXT {_TS}, updated_at TEXT {_TS},
    UNIQUE (source_agent_id, target_agent_id), CHECK (source_agent_id <> target_agent_id));
CREATE TABLE sessions (
    id TEXT NOT NULL PRIMARY KEY, session_key VARCHAR(500) NOT NULL, agent_id TEXT REFERENCES agents(id) ON DELETE CASCADE,
    user_id VARCHAR(255), messages TEXT NOT NULL DEFAULT '[]', summary TEXT, model VARCHAR(200), provider VARCHAR(50),
    channel VARCHAR(50), input_tokens BIGINT NOT NULL DEFAULT 0, output_tokens BIGINT NOT NULL DEFAULT 0,
    compaction_count INT NOT NULL DEFAULT 0, memory_flush_compaction_count INT NOT NULL DEFAULT 0,
    memory_flush_at BIGINT DEFAULT 0, label VARCHAR(500), spawned_by VARCHAR(200), spawn_depth INT NOT NULL DEFAULT 0,
    metadata TEXT DEFAULT '{{}}', tenant_id TEXT NOT NULL, team_id TEXT, created_at TEXT {_TS}, updated_at TEXT {_TS},
    UNIQUE (tenant_id, session_key));
CREATE TABLE kg_entities (
    id TEXT NOT NULL PRIMARY KEY, agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    user_id VARCHAR(255) NOT NULL DEFAULT '', external_id VARCHAR(255) NOT NULL, name TEXT NOT NULL,
    entity_type VARCHAR(100) NOT NULL, description TEXT DEFAULT '', properties TEXT DEFAULT '{{}}',
    source_id VARCHAR(255) DEFAULT '', confidence REAL NOT NULL DEFAULT 1.0, team_id TEXT, tenant_id TEXT NOT NULL,
    created_at TEXT {_TS}, updated_at TEXT {_TS}, valid_from TEXT {_TS}, valid_until TEXT,
    UNIQUE (agent_id, user_id, external_id));
CREATE TABLE kg_relations (
    id TEXT NOT NULL PRIMARY KEY, agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    user_id VARCHAR(255) NOT NULL DEFAULT '', source_entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
    relation_type VARCHAR(200) NOT NULL, target_entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
    confidence REAL NOT NULL DEFAULT 1.0, properties TEXT DEFAULT '{{}}', team_id TEXT, tenant_id TEXT NOT NULL,
    created_at TEXT {_TS}, valid_from TEXT {_TS}, valid_until TEXT,
    UNIQUE (agent_id, user_id, source_entity_id, relation_type, target_entity_id));
CREATE TABLE kg_dedup_candidates (
    id TEXT NOT NULL PRIMARY KEY, tenant_id TEXT, agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    user_id VARCHAR(255) NOT NULL DEFAULT '', entity_a_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
    entity_b_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE, similarity REAL NOT NULL,
    status VARCHAR(20) NOT NULL DEFAULT 'pending', created_at TEXT NOT NULL {_TS}, UNIQUE (entity_a_id, entity_b_id));
CREATE TABLE episodic_summaries (
    id TEXT NOT NULL PRIMARY KEY, tenant_id TEXT NOT NULL, agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    user_id VARCHAR(255) NOT NULL DEFAULT '', session_key TEXT NOT NULL, summary TEXT NOT NULL,
    l0_abstract TEXT NOT NULL DEFAULT '', key_topics TEXT NOT NULL DEFAULT '[]', source_type TEXT NOT NULL DEFAULT 'session',
    source_id TEXT, turn_count INTEGER NOT NULL DEFAULT 0, token_count INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL {_TS}, expires_at TEXT, promoted_at TEXT, recall_count INTEGER NOT NULL DEFAULT 0,
    recall_score REAL NOT NULL DEFAULT 0, last_recalled_at TEXT);
CREATE TABLE vault_documents (
    id TEXT NOT NULL PRIMARY KEY, tenant_id TEXT NOT NULL, agent_id TEXT REFERENCES agents(id) ON DELETE SET NULL,
    team_id TEXT, chat_id TEXT, scope TEXT NOT NULL DEFAULT 'personal', custom_scope TEXT, path TEXT NOT NULL,
    path_basename TEXT NOT NULL DEFAULT '', title TEXT NOT NULL DEFAULT '', doc_type TEXT NOT NULL DEFAULT 'note',
    content_hash TEXT NOT NULL DEFAULT '', summary TEXT NOT NULL DEFAULT '', metadata TEXT DEFAULT '{{}}',
    created_at TEXT {_TS}, updated_at TEXT {_TS});
CREATE TABLE vault_links (
    id TEXT NOT NULL PRIMARY KEY, from_doc_id TEXT NOT NULL REFERENCES vault_documents(id) ON DELETE CASCADE,
    to_doc_id TEXT NOT NULL REFERENCES vault_documents(id) ON DELETE CASCADE, link_type TEXT NOT NULL DEFAULT 'wikilink',
    context TEXT NOT NULL DEFAULT '', metadata TEXT NOT NULL DEFAULT '{{}}', custom_scope TEXT, created_at TEXT {_TS},
    UNIQUE (from_doc_id, to_doc_id, link_type));
CREATE TABLE agent_evolution_metrics (
    id TEXT NOT NULL PRIMARY KEY, tenant_id TEXT NOT NULL, agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    session_key TEXT NOT NULL, metric_type TEXT NOT NULL, metric_key TEXT NOT NULL, value TEXT NOT NULL,
    created_at TEXT NOT NULL {_TS});
CREATE TABLE agent_evolution_suggestions (
    id TEXT NOT NULL PRIMARY KEY, tenant_id TEXT NOT NULL, agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    suggestion_type TEXT NOT NULL, suggestion TEXT NOT NULL, rationale TEXT NOT NULL, parameters TEXT,
    status TEXT NOT NULL DEFAULT 'pending', reviewed_by TEXT, reviewed_at TEXT, created_at TEXT NOT NULL {_TS});
CREATE TABLE subagent_tasks (
    id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, parent_agent_key VARCHAR(255) NOT NULL, session_key VARCHAR(500),
    subject VARCHAR(255) NOT NULL, description TEXT NOT NULL, status VARCHAR(20) NOT NULL DEFAULT 'running', result TEXT,
    depth INTEGER NOT NULL DEFAULT 1, model VARCHAR(255), provider VARCHAR(255), iterations INTEGER NOT NULL DEFAULT 0,
    input_tokens INTEGER NOT NULL DEFAULT 0, output_tokens INTEGER NOT NULL DEFAULT 0, origin_channel VARCHAR(50),
    origin_chat_id VARCHAR(255), origin_peer_kind VARCHAR(20), origin_user_id VARCHAR(255), spawned_by TEXT,
    completed_at TEXT, archived_at TEXT, metadata TEXT NOT NULL DEFAULT '{{}}', custom_scope TEXT,
    created_at TEXT {_TS}, updated_at TEXT {_TS});
CREATE TABLE activity_logs (
    id TEXT NOT NULL PRIMARY KEY, actor_type VARCHAR(20) NOT NULL, actor_id VARCHAR(255) NOT NULL,
    action VARCHAR(100) NOT NULL, entity_type VARCHAR(50), entity_id VARCHAR(255), details TEXT,
    ip_address VARCHAR(45), tenant_id TEXT NOT NULL, created_at TEXT NOT NULL {_TS});
CREATE TABLE hooks (
    id TEXT NOT NULL PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '{MASTER_TENANT}', scope TEXT NOT NULL,
    event TEXT NOT NULL, handler_type TEXT NOT NULL, config TEXT NOT NULL DEFAULT '{{}}', matcher TEXT, if_expr TEXT,
    timeout_ms INTEGER NOT NULL DEFAULT 5000, on_timeout TEXT NOT NULL DEFAULT 'block', priority INTEGER NOT NULL DEFAULT 0,
    enabled INTEGER NOT NULL DEFAULT 1, version INTEGER NOT NULL DEFAULT 1, source TEXT NOT NULL DEFAULT 'ui',
    metadata TEXT NOT NULL DEFAULT '{{}}', name TEXT, created_by TEXT, created_at TEXT NOT NULL {_TS},
    updated_at TEXT NOT NULL {_TS});
CREATE TABLE hook_agents (
    hook_id TEXT NOT NULL REFERENCES hooks(id) ON DELETE CASCADE, agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    PRIMARY KEY (hook_id, agent_id));
CREATE TABLE hook_executions (
    id TEXT NOT NULL PRIMARY KEY, hook_id TEXT REFERENCES hooks(id) ON DELETE SET NULL, session_id TEXT,
    event TEXT NOT NULL, input_hash TEXT, decision TEXT NOT NULL, duration_ms INTEGER NOT NULL DEFAULT 0,
    retry INTEGER NOT NULL DEFAULT 0, dedup_key TEXT, error TEXT, error_detail BLOB, metadata TEXT NOT NULL DEFAULT '{{}}',
    created_at TEXT NOT NULL {_TS});
CREATE TABLE secure_cli_binaries (
    id TEXT NOT NULL PRIMARY KEY, binary_name TEXT NOT NULL, binary_path TEXT, description TEXT NOT NULL DEFAULT '',
    encrypted_env BLOB NOT NULL, deny_args TEXT NOT NULL DEFAULT '[]', deny_verbose TEXT NOT NULL DEFAULT '[]',
    timeout_seconds INTEGER NOT NULL DEFAULT 30, tips TEXT NOT NULL DEFAULT '', is_global BOOLEAN NOT NULL DEFAULT 1,
    enabled BOOLEAN NOT NULL DEFAULT 1, created_by TEXT NOT NULL DEFAULT '', tenant_id TEXT NOT NULL,
    created_at TEXT NOT NULL {_TS}, updated_at TEXT NOT NULL {_TS}, UNIQUE (binary_name, tenant_id));
CREATE TABLE secure_cli_agent_grants (
    id TEXT NOT NULL PRIMARY KEY, binary_id TEXT NOT NULL REFERENCES secure_cli_binaries(id) ON DELETE CASCADE,
    agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE, deny_args TEXT, deny_verbose TEXT,
    timeout_seconds INTEGER, tips TEXT, encrypted_env BLOB, enabled BOOLEAN NOT NULL DEFAULT 1, tenant_id TEXT NOT NULL,
    created_at TEXT NOT NULL {_TS}, updated_at TEXT NOT NULL {_TS}, UNIQUE (binary_id, agent_id, tenant_id));
CREATE TABLE secure_cli_user_credentials (
    id TEXT NOT NULL PRIMARY KEY, binary_id TEXT NOT NULL REFERENCES secure_cli_binaries(id) ON DELETE CASCADE,
    user_id VARCHAR(255) NOT NULL, encrypted_env BLOB NOT NULL, metadata TEXT NOT NULL DEFAULT '{{}}',
    tenant_id TEXT NOT NULL, created_at TEXT NOT NULL {_TS}, updated_at TEXT NOT NULL {_TS},
    UNIQUE (binary_id, user_id, tenant_id));
CREATE TABLE user_context_files (
    id TEXT NOT NULL PRIMARY KEY, agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    user_id VARCHAR(255) NOT NULL, file_name VARCHAR(255) NOT NULL, content TEXT NOT NULL DEFAULT '',
    tenant_id TEXT NOT NULL, created_at TEXT {_TS}, updated_at TEXT {_TS});
CREATE TABLE mcp_servers (
    id TEXT NOT NULL PRIMARY KEY, name VARCHAR(255) NOT NULL, display_name VARCHAR(255), transport VARCHAR(50) NOT NULL,
    command TEXT, args TEXT DEFAULT '[]', url TEXT, headers TEXT DEFAULT '{{}}', env TEXT DEFAULT '{{}}', api_key TEXT,
    tool_prefix VARCHAR(50), timeout_sec INT DEFAULT 60, settings TEXT NOT NULL DEFAULT '{{}}',
    enabled BOOLEAN NOT NULL DEFAULT 1, created_by VARCHAR(255) NOT NULL, tenant_id TEXT NOT NULL,
    created_at TEXT {_TS}, updated_at TEXT {_TS}, UNIQUE (tenant_id, name));
CREATE TABLE mcp_agent_grants (
    id TEXT NOT NULL PRIMARY KEY, server_id TEXT NOT NULL REFERENCES mcp_servers(id) ON DELETE CASCADE,
    agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE, enabled BOOLEAN NOT NULL DEFAULT 1, tool_allow TEXT,
    tool_deny TEXT, config_overrides TEXT, granted_by VARCHAR(255) NOT NULL, tenant_id TEXT NOT NULL,
    created_at TEXT {_TS});
CREATE TABLE mcp_user_credentials (
    id TEXT NOT NULL PRIMARY KEY, server_id TEXT NOT NULL REFERENCES mcp_servers(id) ON DELETE CASCADE,
    user_id VARCHAR(255) NOT NULL, api_key TEXT, headers BLOB, env BLOB, tenant_id TEXT NOT NULL,
    created_at TEXT NOT NULL {_TS}, updated_at TEXT NOT NULL {_TS});
CREATE TABLE builtin_tools (
    name VARCHAR(100) NOT NULL PRIMARY KEY, display_name VARCHAR(255) NOT NULL, description TEXT NOT NULL DEFAULT '',
    category VARCHAR(50) NOT NULL DEFAULT 'general', enabled BOOLEAN NOT NULL DEFAULT 1,
    settings TEXT NOT NULL DEFAULT '{{}}', requires TEXT DEFAULT '[]', metadata TEXT DEFAULT '{{}}',
    created_at TEXT {_TS}, updated_at TEXT {_TS});
CREATE INDEX idx_builtin_tools_category ON builtin_tools (category);
CREATE TABLE cron_jobs (
    id TEXT NOT NULL PRIMARY KEY, agent_id TEXT REFERENCES agents(id) ON DELETE CASCADE, user_id TEXT,
    name VARCHAR(255) NOT NULL, enabled BOOLEAN NOT NULL DEFAULT 1, schedule_kind VARCHAR(10) NOT NULL,
    cron_expression VARCHAR(100), interval_ms BIGINT, run_at TEXT, timezone VARCHAR(50), payload TEXT NOT NULL,
    delete_after_run BOOLEAN NOT NULL DEFAULT 0, stateless INTEGER NOT NULL DEFAULT 0,
    deliver INTEGER NOT NULL DEFAULT 0, deliver_channel TEXT NOT NULL DEFAULT '', deliver_to TEXT NOT NULL DEFAULT '',
    wake_heartbeat INTEGER NOT NULL DEFAULT 0,
    next_run_at TEXT, last_run_at TEXT, last_status VARCHAR(20), last_error TEXT, team_id TEXT, tenant_id TEXT NOT NULL,
    created_at TEXT {_TS}, updated_at TEXT {_TS});
CREATE UNIQUE INDEX idx_cron_jobs_agent_tenant_name ON cron_jobs (agent_id, tenant_id, name);
CREATE TABLE cron_run_logs (
    id TEXT NOT NULL PRIMARY KEY, job_id TEXT NOT NULL REFERENCES cron_jobs(id) ON DELETE CASCADE, agent_id TEXT,
    status VARCHAR(20) NOT NULL, summary TEXT, error TEXT, duration_ms INT, input_tokens INT DEFAULT 0,
    output_tokens INT DEFAULT 0, team_id TEXT, ran_at TEXT {_TS}, created_at TEXT {_TS});
CREATE INDEX idx_cron_run_logs_job_ran ON cron_run_logs (job_id, ran_at DESC);
CREATE TABLE skills (
    id TEXT NOT NULL PRIMARY KEY, name VARCHAR(255) NOT NULL, slug VARCHAR(255) NOT NULL, description TEXT,
    owner_id VARCHAR(255) NOT NULL, visibility VARCHAR(10) NOT NULL DEFAULT 'private', version INT NOT NULL DEFAULT 1,
    status VARCHAR(20) NOT NULL DEFAULT 'active', frontmatter TEXT NOT NULL DEFAULT '{{}}', file_path TEXT NOT NULL,
    file_size BIGINT NOT NULL DEFAULT 0, file_hash VARCHAR(64), tags TEXT, is_system BOOLEAN NOT NULL DEFAULT 0,
    deps TEXT NOT NULL DEFAULT '{{}}', enabled BOOLEAN NOT NULL DEFAULT 1, tenant_id TEXT NOT NULL,
    created_at TEXT {_TS}, updated_at TEXT {_TS}, UNIQUE (tenant_id, slug));
CREATE TABLE skill_agent_grants (
    id TEXT NOT NULL PRIMARY KEY, skill_id TEXT NOT NULL REFERENCES skills(id) ON DELETE CASCADE,
    agent_id TEXT NOT NULL REFERENCES agents(id) ON DELETE CASCADE, pinned_version INT NOT NULL,
    granted_by VARCHAR(255) NOT NULL, tenant_id TEXT NOT NULL, created_at TEXT {_TS});
CREATE TABLE skill_user_grants (
    id TEXT NOT NULL PRIMARY KEY, skill_id TEXT NOT NULL REFERENCES skills(id) ON DELETE CASCADE,
    user_id VARCHAR(255) NOT NULL, granted_by VARCHAR(255) NOT NULL, tenant_id TEXT NOT NULL, created_at TEXT {_TS});
CREATE TABLE skill_tenant_configs (
    skill_id TEXT NOT NULL REFERENCES skills(id) ON DELETE CASCADE, tenant_id TEXT NOT NULL,
    enabled BOOLEAN NOT NULL DEFAULT 1, updated_at TEXT NOT NULL, PRIMARY KEY (skill_id, tenant_id));
{TRACES_SCHEMA}
CREATE TABLE memory_documents (id TEXT NOT NULL PRIMARY KEY, agent_id TEXT, path TEXT, tenant_id TEXT NOT NULL);
CREATE TABLE agent_teams (id TEXT NOT NULL PRIMARY KEY, name TEXT NOT NULL, tenant_id TEXT NOT NULL);
CREATE TABLE channel_instances (id TEXT NOT NULL PRIMARY KEY, channel_type TEXT NOT NULL, tenant_id TEXT NOT NULL);
CREATE TABLE config_secrets (key TEXT NOT NULL, value TEXT NOT NULL, tenant_id TEXT NOT NULL, updated_at TEXT);
"""

# Additive columns of later releases (the v49 variant): an importer must read around them.
V49_EXTRA_COLUMNS = (
    ("agents", "heartbeat_config", "TEXT NOT NULL DEFAULT '{}'"),
    ("llm_providers", "models_cache", "BLOB"),
    ("sessions", "pinned", "BOOLEAN NOT NULL DEFAULT 0"),
    ("kg_entities", "embedding_model", "TEXT"),
    ("secure_cli_binaries", "icon", "TEXT NOT NULL DEFAULT ''"),
)


class GoClawWriter:
    """Writes rows into a GoClaw-shaped file, binding values as the Go stores do."""

    def __init__(self, path: Path, *, version: int = 34, key_hex: str = GOCLAW_KEY_HEX) -> None:
        self.path = path
        self.key_hex = key_hex
        self.conn = sqlite3.connect(path)
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA foreign_keys = ON")
        self.conn.executescript(SCHEMA_V34)
        if version >= 49:
            for table, column, decl in V49_EXTRA_COLUMNS:
                self.conn.execute(f"ALTER TABLE {table} ADD COLUMN {column} {decl}")
        if version < 34:  # migration 33 -> 34 added it
            self.conn.execute("ALTER TABLE agents DROP COLUMN model_fallback")
        self.conn.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))
        self.conn.execute(
            "INSERT INTO tenants (id, name, slug, status) VALUES (?, 'Master', 'master', 'active')", (MASTER_TENANT,)
        )

    def seal(self, plaintext: str) -> str:
        return goclaw_seal(plaintext, self.key_hex)

    def insert(self, table: str, row: dict[str, Any]) -> None:
        columns = ", ".join(row)
        marks = ", ".join("?" for _ in row)
        self.conn.execute(f"INSERT INTO {table} ({columns}) VALUES ({marks})", tuple(row.values()))

    def insert_many(self, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
        marks = ", ".join("?" for _ in columns)
        self.conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)

    def close(self) -> None:
        self.conn.commit()
        self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self.conn.close()


# --- the standard fixture --------------------------------------------------------------------

BASE_TIME = datetime(2026, 5, 17, 8, 51, 56, 123456, tzinfo=UTC)


@dataclass
class GoClawFixture:
    """What `build_goclaw_file` wrote, for tests to compare row by row."""

    path: Path
    key_hex: str
    ids: dict[str, str] = field(default_factory=dict)
    api_keys: dict[str, str] = field(default_factory=dict)
    env: dict[str, dict[str, str]] = field(default_factory=dict)
    """Plaintext of each sealed credential map (secure CLI rows, MCP env and headers) by fixture key."""
    session_messages: list[dict[str, Any]] = field(default_factory=list)
    times: dict[str, datetime] = field(default_factory=dict)


def build_goclaw_file(
    path: Path,
    *,
    version: int = 34,
    key_hex: str = GOCLAW_KEY_HEX,
    provider_base: str = "http://127.0.0.1:9/v1",
    bad_rows: bool = False,
) -> GoClawFixture:
    """A GoClaw Lite file holding one of everything the importer brings over.

    `provider_base` is the `api_base` of the `local` provider (tests point it at the fake
    model server); `bad_rows` adds one row each with invalid JSON, an unknown timestamp
    shape, a foreign key pointing nowhere and a session whose history is cut off.
    """
    w = GoClawWriter(path, version=version, key_hex=key_hex)
    fx = GoClawFixture(path=path, key_hex=key_hex)
    t = BASE_TIME
    ids = fx.ids

    # providers: a sealed key, a plaintext (legacy) key, an unmappable type
    ids["provider_local"] = uuid7_text(t, 1)
    fx.api_keys["local"] = "sk-goclaw-local-5f2a"
    w.insert("llm_providers", {
        "id": ids["provider_local"], "name": "local", "display_name": "Local server", "provider_type": "openai_compat",
        "api_base": provider_base, "api_key": w.seal(fx.api_keys["local"]), "enabled": 1,
        "settings": blob_json({"timeout": 30}), "tenant_id": MASTER_TENANT,
        "created_at": go_local_string(t), "updated_at": go_local_string(t + timedelta(minutes=5)),
    })
    ids["provider_claude"] = uuid7_text(t, 2)
    fx.api_keys["claude"] = "sk-ant-plain-77c1"
    w.insert("llm_providers", {
        "id": ids["provider_claude"], "name": "claude", "display_name": None, "provider_type": "anthropic_native",
        "api_base": None, "api_key": fx.api_keys["claude"], "enabled": 1, "settings": "{}", "tenant_id": MASTER_TENANT,
        "created_at": go_utc_string(t, nanos=500), "updated_at": go_utc_string(t),
    })
    ids["provider_cli"] = uuid7_text(t, 3)
    w.insert("llm_providers", {
        "id": ids["provider_cli"], "name": "claude-cli", "display_name": "Claude CLI", "provider_type": "claude_cli",
        "api_base": "", "api_key": "", "enabled": 1, "settings": "{}", "tenant_id": MASTER_TENANT,
        "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t),
    })

    # agents: a default one with a fallback and context files, and a second one
    ids["agent_main"] = uuid7_text(t, 10)
    fallback = {"enabled": True, "strategy": "priority_order",
                "candidates": [{"provider": "claude", "model": "claude-sonnet"}], "max_attempts": 3,
                "cooldown_enabled": False}
    w.insert("agents", {
        "id": ids["agent_main"], "agent_key": "default", "display_name": "Goclaw Main", "owner_id": "desktop-user",
        "provider": "local", "model": "fake-small", "context_window": 128000, "max_tool_iterations": 12,
        "tools_config": blob_json({"web": False}), "sandbox_config": blob_json({"mode": "off"}),
        "subagents_config": None, "memory_config": blob_json({"enabled": True}), "other_config": "{}",
        "emoji": "🦀", "agent_description": "The main agent", "thinking_level": "low", "max_tokens": 4096,
        "self_evolve": 1, "reasoning_config": blob_json({"effort": "low"}),
        **({"model_fallback": text_json(fallback)} if version >= 34 else {}),
        "is_default": 1, "status": "active", "frontmatter": "generalist", "tenant_id": MASTER_TENANT,
        "created_at": go_local_string(t), "updated_at": go_local_string(t + timedelta(hours=1)),
    })
    ids["agent_helper"] = uuid7_text(t, 11)
    w.insert("agents", {
        "id": ids["agent_helper"], "agent_key": "helper", "display_name": None, "owner_id": "desktop-user",
        "provider": "claude", "model": "claude-haiku", "is_default": 0, "status": "active", "tenant_id": MASTER_TENANT,
        "created_at": go_utc_string(t), "updated_at": go_utc_string(t),
    })
    agent_files = (("SOUL.md", "You are calm and exact."), ("IDENTITY.md", "Name: Main."),
                   ("AGENTS.md", "Answer in short sentences."), ("AGENTS_CORE.md", "core rules"))
    for n, (name, content) in enumerate(agent_files):
        ids[f"file_{name}"] = uuid7_text(t, 20 + n)
        w.insert("agent_context_files", {
            "id": ids[f"file_{name}"], "agent_id": ids["agent_main"], "file_name": name, "content": content,
            "tenant_id": MASTER_TENANT,
        })
    # the desktop user's own files (an open agent's are per user): USER.md, a SOUL.md override, BOOTSTRAP.md
    user_files = (("USER.md", "The user is Lan, in Hanoi."), ("SOUL.md", "You are warm and exact."),
                  ("BOOTSTRAP.md", "Ask the user who they are."))
    for n, (name, content) in enumerate(user_files):
        ids[f"user_file_{name}"] = uuid7_text(t, 25 + n)
        w.insert("user_context_files", {
            "id": ids[f"user_file_{name}"], "agent_id": ids["agent_main"], "user_id": "system", "file_name": name,
            "content": content, "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t),
            "updated_at": rfc3339_nano(t),
        })
    ids["link"] = uuid7_text(t, 30)
    w.insert("agent_links", {
        "id": ids["link"], "source_agent_id": ids["agent_main"], "target_agent_id": ids["agent_helper"],
        "direction": "outbound", "description": "ask the helper", "settings": blob_json({}), "created_by": "desktop-user",
        "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t, nanos=100), "updated_at": rfc3339_nano(t, nanos=100),
    })

    # a chat session with thinking, a tool call and its result, a [System] nudge, missing created_at
    ids["session"] = uuid7_text(t, 40)
    s0 = t + timedelta(days=1)
    fx.times["session_created"] = s0
    fx.times["session_updated"] = s0 + timedelta(minutes=10)
    fx.session_messages = [
        {"role": "user", "content": "What time is it in Hanoi?", "created_at": rfc3339_nano(s0 + timedelta(seconds=1), nanos=5)},
        {"role": "assistant", "content": "", "thinking": "I should call the clock tool.",
         "tool_calls": [{"id": "call_1", "name": "current_time", "arguments": {"tz": "Asia/Ho_Chi_Minh"}}],
         "created_at": rfc3339_nano(s0 + timedelta(seconds=2))},
        {"role": "tool", "content": '{"time":"15:51"}', "tool_call_id": "call_1",
         "created_at": rfc3339_nano(s0 + timedelta(seconds=3))},
        {"role": "user", "content": "[System] Please continue.", "created_at": rfc3339_nano(s0 + timedelta(seconds=4))},
        {"role": "assistant", "content": "It is 15:51 in Hanoi."},
    ]
    w.insert("sessions", {
        "id": ids["session"], "session_key": "agent:default:ws:direct:conv-1", "agent_id": ids["agent_main"],
        "user_id": "desktop-user", "messages": blob_json(fx.session_messages), "summary": None, "model": "fake-small",
        "provider": "local", "channel": "ws", "input_tokens": 120, "output_tokens": 30, "label": None,
        "metadata": blob_json({"last_prompt_tokens": "120"}), "tenant_id": MASTER_TENANT,
        "created_at": go_local_string(s0), "updated_at": go_local_string(fx.times["session_updated"]),
    })
    ids["session_labelled"] = uuid7_text(t, 41)
    w.insert("sessions", {
        "id": ids["session_labelled"], "session_key": "agent:helper:ws:direct:conv-2", "agent_id": ids["agent_helper"],
        "user_id": "desktop-user", "messages": blob_json([{"role": "user", "content": "hi"},
                                                          {"role": "assistant", "content": "hello"}]),
        "label": "Greetings", "tenant_id": MASTER_TENANT, "metadata": "{}", "spawned_by": "default", "spawn_depth": 1,
        "created_at": go_utc_string(s0), "updated_at": go_utc_string(s0 + timedelta(minutes=2)),
    })

    # knowledge graph: entities in all timestamp shapes, `null` properties, a window, relations, a candidate
    ids["entity_alice"] = uuid7_text(t, 50)
    ids["entity_acme"] = uuid7_text(t, 51)
    ids["entity_bob"] = uuid7_text(t, 52)
    w.insert("kg_entities", {
        "id": ids["entity_alice"], "agent_id": ids["agent_main"], "user_id": "desktop-user", "external_id": "alice",
        "name": "Alice", "entity_type": "person", "description": "Engineer", "properties": text_json({"team": "core"}),
        "source_id": "s1", "confidence": 0.9, "tenant_id": MASTER_TENANT,
        "created_at": go_utc_string(t, nanos=1), "updated_at": go_utc_string(t, nanos=1), "valid_from": rfc3339_nano(t),
    })
    w.insert("kg_entities", {
        "id": ids["entity_acme"], "agent_id": ids["agent_main"], "user_id": "desktop-user", "external_id": "acme",
        "name": "ACME", "entity_type": "org", "description": None, "properties": "null", "confidence": 1.0,
        "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t),
        "valid_from": rfc3339_nano(t - timedelta(days=30)), "valid_until": rfc3339_nano(t - timedelta(days=1)),
    })
    w.insert("kg_entities", {
        "id": ids["entity_bob"], "agent_id": ids["agent_main"], "user_id": "desktop-user", "external_id": "bob",
        "name": "Bob", "entity_type": "person", "description": "Designer", "properties": "{}", "confidence": 0.8,
        "tenant_id": MASTER_TENANT, "created_at": go_local_string(t), "updated_at": go_local_string(t),
        "valid_from": rfc3339_nano(t),
    })
    ids["relation"] = uuid7_text(t, 53)
    w.insert("kg_relations", {
        "id": ids["relation"], "agent_id": ids["agent_main"], "user_id": "desktop-user",
        "source_entity_id": ids["entity_alice"], "relation_type": "works_at", "target_entity_id": ids["entity_acme"],
        "confidence": 0.7, "properties": "{}", "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t),
        "valid_from": rfc3339_nano(t),
    })
    ids["candidate"] = uuid7_text(t, 54)
    a, b = sorted((ids["entity_alice"], ids["entity_bob"]))
    w.insert("kg_dedup_candidates", {
        "id": ids["candidate"], "tenant_id": MASTER_TENANT, "agent_id": ids["agent_main"], "user_id": "desktop-user",
        "entity_a_id": a, "entity_b_id": b, "similarity": 0.91, "status": "pending", "created_at": rfc3339_nano(t),
    })

    # episodic summary with Go's '' source_id, vault documents and a link
    ids["episode"] = uuid7_text(t, 60)
    w.insert("episodic_summaries", {
        "id": ids["episode"], "tenant_id": MASTER_TENANT, "agent_id": ids["agent_main"], "user_id": "desktop-user",
        "session_key": "agent:default:ws:direct:conv-1", "summary": "Asked for the time in Hanoi.",
        "l0_abstract": "time question", "key_topics": text_json(["time", "hanoi"]), "source_type": "session",
        "source_id": "", "turn_count": 2, "token_count": 150, "created_at": rfc3339_nano(t, nanos=42),
        "expires_at": rfc3339_nano(t + timedelta(days=90)), "recall_count": 1, "recall_score": 0.5,
    })
    ids["doc_a"] = uuid7_text(t, 61)
    ids["doc_b"] = uuid7_text(t, 62)
    for key, doc_path, title in (("doc_a", "notes/Plan.md", "Plan"), ("doc_b", "notes/Ideas.md", "Ideas")):
        w.insert("vault_documents", {
            "id": ids[key], "tenant_id": MASTER_TENANT, "agent_id": ids["agent_main"], "scope": "personal",
            "path": doc_path, "path_basename": doc_path.rsplit("/", 1)[-1].lower(), "title": title, "doc_type": "note",
            "content_hash": "ab" * 32, "summary": f"{title} summary", "metadata": "null",
            "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t),
        })
    ids["vault_link"] = uuid7_text(t, 63)
    w.insert("vault_links", {
        "id": ids["vault_link"], "from_doc_id": ids["doc_a"], "to_doc_id": ids["doc_b"], "link_type": "wikilink",
        "context": "see [[Ideas]]", "metadata": "{}", "created_at": rfc3339_nano(t),
    })

    # evolution, subagent task, activity
    ids["metric"] = str(uuid.uuid4())
    w.insert("agent_evolution_metrics", {
        "id": ids["metric"], "tenant_id": MASTER_TENANT, "agent_id": ids["agent_main"],
        "session_key": "agent:default:ws:direct:conv-1", "metric_type": "tool", "metric_key": "current_time",
        "value": text_json({"success": True, "duration_ms": 12}), "created_at": "2026-05-17T08:51:56.123Z",
    })
    ids["suggestion"] = uuid7_text(t, 70)
    w.insert("agent_evolution_suggestions", {
        "id": ids["suggestion"], "tenant_id": MASTER_TENANT, "agent_id": ids["agent_main"],
        "suggestion_type": "tool_policy", "suggestion": "Allow current_time", "rationale": "used often",
        "parameters": "", "status": "pending", "created_at": rfc3339_nano(t),
    })
    ids["subtask"] = uuid7_text(t, 71)
    w.insert("subagent_tasks", {
        "id": ids["subtask"], "tenant_id": MASTER_TENANT, "parent_agent_key": "default",
        "session_key": "agent:default:ws:direct:conv-1", "subject": "look it up", "description": "find the time",
        "status": "completed", "result": "15:51", "depth": 1, "iterations": 2, "metadata": blob_json({"k": "v"}),
        "completed_at": rfc3339_nano(t), "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t),
    })
    ids["activity"] = str(uuid.uuid4())
    w.insert("activity_logs", {
        "id": ids["activity"], "actor_type": "user", "actor_id": "desktop-user", "action": "agent.create",
        "entity_type": "agent", "entity_id": ids["agent_main"], "details": blob_json({"key": "default"}),
        "tenant_id": MASTER_TENANT, "created_at": "2026-05-17T08:51:56.123Z",
    })

    # hooks
    ids["hook"] = uuid7_text(t, 80)
    w.insert("hooks", {
        "id": ids["hook"], "tenant_id": MASTER_TENANT, "scope": "agent", "event": "pre_tool_use",
        "handler_type": "command", "config": text_json({"command": "echo ok"}), "matcher": "exec", "timeout_ms": 3000,
        "priority": 5, "enabled": 1, "version": 2, "source": "ui", "metadata": "null", "name": "guard",
        "created_at": rfc3339_nano(t), "updated_at": go_utc_string(t),
    })
    w.insert("hook_agents", {"hook_id": ids["hook"], "agent_id": ids["agent_main"]})
    ids["hook_execution"] = uuid7_text(t, 81)
    w.insert("hook_executions", {
        "id": ids["hook_execution"], "hook_id": ids["hook"], "session_id": ids["session"], "event": "pre_tool_use",
        "decision": "allow", "duration_ms": 4, "dedup_key": "dk-1", "error_detail": None, "metadata": "{}",
        "created_at": rfc3339_nano(t),
    })

    # secure CLI: a binary with sealed env, a grant with an override, a user credential
    ids["binary"] = uuid7_text(t, 90)
    fx.env["binary"] = {"GH_TOKEN": "ghp_goclawbinary1"}
    w.insert("secure_cli_binaries", {
        "id": ids["binary"], "binary_name": "gh", "binary_path": "/usr/bin/gh", "description": "GitHub CLI",
        "encrypted_env": w.seal(text_json(fx.env["binary"])).encode("ascii"), "deny_args": text_json(["repo delete"]),
        "deny_verbose": "[]", "timeout_seconds": 60, "is_global": 0, "enabled": 1, "created_by": "desktop-user",
        "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t),
    })
    ids["grant"] = uuid7_text(t, 91)
    fx.env["grant"] = {"GH_TOKEN": "ghp_goclawgrant2"}
    w.insert("secure_cli_agent_grants", {
        "id": ids["grant"], "binary_id": ids["binary"], "agent_id": ids["agent_main"], "deny_args": None,
        "timeout_seconds": None, "encrypted_env": w.seal(text_json(fx.env["grant"])).encode("ascii"), "enabled": 1,
        "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t),
    })
    ids["user_credential"] = uuid7_text(t, 92)
    fx.env["user_credential"] = {"GH_HOST": "github.example"}
    w.insert("secure_cli_user_credentials", {
        "id": ids["user_credential"], "binary_id": ids["binary"], "user_id": "desktop-user",
        "encrypted_env": w.seal(text_json(fx.env["user_credential"])).encode("ascii"), "metadata": "{}",
        "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t),
    })

    _add_mcp(w, fx)
    _add_skills(w, fx)
    # built-in tools: the user switched `edit` off and raised exec's timeout; `tts` has no counterpart here
    for name, category, enabled, settings in (
        ("read_file", "filesystem", 1, {}), ("edit", "filesystem", 0, {}), ("list_files", "filesystem", 1, {}),
        ("exec", "runtime", 1, {"timeout_seconds": 120}), ("tts", "media", 1, {"provider": "edge"}),
    ):
        w.insert("builtin_tools", {
            "name": name, "display_name": name.replace("_", " ").title(), "description": f"GoClaw's {name}",
            "category": category, "enabled": enabled, "settings": blob_json(settings), "requires": "[]",
            "metadata": "{}",
            "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t),
        })

    # tables without a counterpart here
    # scheduled jobs as GoClaw Lite's desktop writes them (a cron job with a zone, an interval job
    # GoClaw stopped in the middle of, a run of each)
    ids["cron_daily"], ids["cron_weekly"] = uuid7_text(t, 101), uuid7_text(t, 102)
    w.insert("cron_jobs", {
        "id": ids["cron_daily"], "agent_id": ids["agent_main"], "user_id": "system", "name": "daily", "enabled": 1,
        "schedule_kind": "cron", "cron_expression": "0 7 * * *", "timezone": "Asia/Ho_Chi_Minh",
        "payload": '{"kind":"agent_turn","message":"Morning brief, please."}', "next_run_at": rfc3339_nano(t),
        "last_run_at": rfc3339_nano(t), "last_status": "ok", "tenant_id": MASTER_TENANT,
    })
    w.insert("cron_jobs", {
        "id": ids["cron_weekly"], "agent_id": ids["agent_main"], "user_id": "system", "name": "weekly", "enabled": 1,
        "schedule_kind": "every", "interval_ms": 604_800_000, "stateless": 1,
        "payload": '{"kind":"agent_turn","message":"Weekly review"}', "last_status": "running",
        "tenant_id": MASTER_TENANT,
    })
    runs = ((ids["cron_daily"], "ok", "Three meetings today.", None),
            (ids["cron_weekly"], "error", None, "context deadline exceeded"))
    for n, (job, status, summary, error) in enumerate(runs):
        w.insert("cron_run_logs", {
            "id": uuid7_text(t, 110 + n), "job_id": job, "agent_id": ids["agent_main"], "status": status,
            "summary": summary, "error": error, "duration_ms": 4200, "input_tokens": 900, "output_tokens": 61,
            "ran_at": rfc3339_nano(t), "created_at": rfc3339_nano(t),
        })
    w.insert("agent_teams", {"id": uuid7_text(t, 104), "name": "crew", "tenant_id": MASTER_TENANT})

    add_traces(w, fx, bad_rows=bad_rows)
    if bad_rows:
        _add_bad_rows(w, fx)
    w.close()
    return fx


def _add_mcp(w: GoClawWriter, fx: GoClawFixture) -> None:
    """Two MCP servers as GoClaw stores them, a grant, and a per-user credential (no counterpart here).

    `fs` runs our fault server (its `secret` tool prints $FAULT_SECRET): env sealed whole, as a JSON
    string; `remote` has plain headers and a plaintext API key."""
    t, ids = BASE_TIME, fx.ids
    ids["mcp_fs"], ids["mcp_remote"] = uuid7_text(t, 100), uuid7_text(t, 105)
    fx.env["mcp_fs"] = {"FAULT_SECRET": "goclaw-fault-token-5521"}
    fx.api_keys["mcp_fs"] = "mcp-fs-api-key-7781"
    w.insert("mcp_servers", {
        "id": ids["mcp_fs"], "name": "fs", "display_name": "Fault server", "transport": "stdio", "command": PYTHON,
        "args": text_json([str(FAULT_SERVER), "ok"]), "url": None, "headers": "{}",
        "env": text_json(w.seal(text_json(fx.env["mcp_fs"]))), "api_key": w.seal(fx.api_keys["mcp_fs"]),
        "tool_prefix": None, "timeout_sec": 90, "settings": "{}", "enabled": 1, "created_by": "system",
        "tenant_id": MASTER_TENANT, "created_at": go_local_string(t), "updated_at": go_local_string(t),
    })
    fx.env["mcp_remote_headers"] = {"Authorization": "Bearer remote-header-9912"}
    fx.api_keys["mcp_remote"] = "remote-plain-key-3304"
    w.insert("mcp_servers", {
        "id": ids["mcp_remote"], "name": "remote", "transport": "streamable-http", "command": None, "args": "[]",
        "url": "http://127.0.0.1:9/mcp", "headers": text_json(fx.env["mcp_remote_headers"]), "env": "{}",
        "api_key": fx.api_keys["mcp_remote"], "tool_prefix": "rem", "settings": "{}", "enabled": 0,
        "created_by": "system", "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t),
        "updated_at": rfc3339_nano(t),
    })
    ids["mcp_grant"] = uuid7_text(t, 106)
    w.insert("mcp_agent_grants", {
        "id": ids["mcp_grant"], "server_id": ids["mcp_fs"], "agent_id": ids["agent_main"], "enabled": 1,
        "tool_allow": text_json(["echo", "secret"]), "tool_deny": None, "config_overrides": None,
        "granted_by": "system",
        "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t),
    })
    w.insert("mcp_user_credentials", {
        "id": uuid7_text(t, 107), "server_id": ids["mcp_remote"], "user_id": "system",
        "api_key": w.seal("per-user-key"),
        "tenant_id": MASTER_TENANT,
    })


SUMMARISE_MD = """---
name: Summarise
description: Summarise a long text in five bullet points
---
Read the whole text first. Then write five bullets, most important first.
See references/style.md for the tone.
"""


def add_skill(w: GoClawWriter, fx: GoClawFixture, key: str, slug: str, text: str, *, version: int = 1, seq: int,
              files: dict[str, str] | None = None, on_disk: bool = True, file_hash: str | None = None,
              **columns: Any) -> str:
    """A skill row as GoClaw's upload writes it, and (unless `on_disk` is False) its version folder
    in `skills-store/<slug>/<version>/` beside the database file."""
    folder = w.path.parent / "skills-store" / slug / str(version)
    if on_disk:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "SKILL.md").write_text(text, encoding="utf-8")
        for name, content in (files or {}).items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(content, encoding="utf-8")
    fx.ids[key] = uuid7_text(BASE_TIME, seq)
    w.insert("skills", {
        "id": fx.ids[key], "name": slug.replace("-", " ").title(), "slug": slug, "description": f"{slug} skill",
        "owner_id": "system", "visibility": "internal", "version": version, "status": "active",
        "frontmatter": text_json({"name": slug}), "file_path": str(folder), "file_size": len(text),
        "file_hash": hashlib.sha256(text.encode()).hexdigest() if file_hash is None else file_hash,
        "tags": None, "is_system": 0, "deps": text_json({"missing": []}), "enabled": 1, "tenant_id": MASTER_TENANT,
        "created_at": rfc3339_nano(BASE_TIME), "updated_at": rfc3339_nano(BASE_TIME), **columns,
    })
    return str(folder)


def _add_skills(w: GoClawWriter, fx: GoClawFixture) -> None:
    """`summarise` (version 2, a reference file, granted to the main agent and the user), `quiet`
    (switched off in skill_tenant_configs), and GoClaw's own built-in `goclaw-help` (left behind)."""
    t = BASE_TIME
    add_skill(w, fx, "skill_summarise", "summarise", SUMMARISE_MD, version=2, seq=110,
              files={"references/style.md": "Plain words, no jargon.\n"})
    add_skill(w, fx, "skill_quiet", "quiet", "---\nname: Quiet\ndescription: Say little\n---\nAnswer in one line.\n",
              seq=111)
    add_skill(w, fx, "skill_builtin", "goclaw-help", "---\nname: GoClaw help\n---\nbody\n", seq=112, on_disk=False,
              is_system=1, visibility="public")
    w.insert("skill_tenant_configs", {"skill_id": fx.ids["skill_quiet"], "tenant_id": MASTER_TENANT, "enabled": 0,
                                      "updated_at": rfc3339_nano(t)})
    fx.ids["skill_grant"], fx.ids["skill_user_grant"] = uuid7_text(t, 113), uuid7_text(t, 114)
    w.insert("skill_agent_grants", {
        "id": fx.ids["skill_grant"], "skill_id": fx.ids["skill_summarise"], "agent_id": fx.ids["agent_main"],
        "pinned_version": 1, "granted_by": "system", "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t),
    })
    w.insert("skill_user_grants", {
        "id": fx.ids["skill_user_grant"], "skill_id": fx.ids["skill_summarise"], "user_id": "system",
        "granted_by": "system", "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t),
    })


def _add_bad_rows(w: GoClawWriter, fx: GoClawFixture) -> None:
    """One row each that an importer must report and skip."""
    t = BASE_TIME
    ids = fx.ids
    ids["bad_json_entity"] = uuid7_text(t, 200)
    w.insert("kg_entities", {
        "id": ids["bad_json_entity"], "agent_id": ids["agent_main"], "user_id": "desktop-user", "external_id": "broken",
        "name": "Broken", "entity_type": "thing", "properties": b'{"a": ', "tenant_id": MASTER_TENANT,
        "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t), "valid_from": rfc3339_nano(t),
    })
    ids["bad_time_suggestion"] = uuid7_text(t, 201)
    w.insert("agent_evolution_suggestions", {
        "id": ids["bad_time_suggestion"], "tenant_id": MASTER_TENANT, "agent_id": ids["agent_main"],
        "suggestion_type": "x", "suggestion": "y", "rationale": "z", "status": "pending", "created_at": "17/05/2026 08:51",
    })
    ids["bad_session"] = uuid7_text(t, 203)
    w.insert("sessions", {
        "id": ids["bad_session"], "session_key": "agent:default:ws:direct:broken", "agent_id": ids["agent_main"],
        "user_id": "desktop-user", "messages": b'[{"role": "user", "content": "cut off', "metadata": "{}",
        "tenant_id": MASTER_TENANT, "created_at": rfc3339_nano(t), "updated_at": rfc3339_nano(t),
    })
    add_skill(w, fx, "skill_gone", "gone", "---\nname: Gone\n---\nx\n", seq=204, on_disk=False)
    add_skill(w, fx, "skill_tampered", "tampered", "---\nname: Tampered\n---\nx\n", seq=205, file_hash="ab" * 32)
    ids["dangling_link"] = uuid7_text(t, 202)
    w.conn.commit()  # the pragma is a no-op inside a transaction
    w.conn.execute("PRAGMA foreign_keys = OFF")
    w.insert("vault_links", {
        "id": ids["dangling_link"], "from_doc_id": ids["doc_a"], "to_doc_id": str(uuid.uuid4()), "link_type": "wikilink",
        "context": "", "metadata": "{}", "created_at": rfc3339_nano(t),
    })
    w.conn.execute("PRAGMA foreign_keys = ON")
