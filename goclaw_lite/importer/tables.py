"""One mapper per GoClaw table we have a feature for: a source row in, our row out (ids kept).

A mapper validates with the same rules as our stores (it reuses their normalisers) and
raises `BadValue` for a row it cannot bring over; the importer reports it and moves on.
`TABLES` lists them in foreign-key order; `LEFT_BEHIND_EXEMPT` are GoClaw tables read for
their content elsewhere (or bookkeeping) and so never listed as left behind.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.importer import values as v
from goclaw_lite.importer.agent_files import file_label, map_agent_file, map_user_file
from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.cron import map_cron_job, map_cron_run_log
from goclaw_lite.importer.mcp import grant_label, map_mcp_grant, map_mcp_server, server_label
from goclaw_lite.importer.skills import (
    map_skill,
    map_skill_agent_grant,
    map_skill_user_grant,
    skill_grant_label,
    skill_label,
)
from goclaw_lite.importer.trace_tables import map_span, map_trace
from goclaw_lite.importer.values import BadValue
from goclaw_lite.model.agents import ModelFallback
from goclaw_lite.model.kg import EntityInput
from goclaw_lite.store.backend.db import case_key
from goclaw_lite.store.chat.episodic import episode_search_fold
from goclaw_lite.store.credentials.store import normalize_binary_name
from goclaw_lite.store.definitions.agents import AGENT_KEY_RE
from goclaw_lite.store.definitions.providers import normalise_base_url, normalise_name
from goclaw_lite.store.graph.store import clean_entity, name_key, search_text
from goclaw_lite.store.records.vault import normalize_path
from goclaw_lite.store.records.vault import search_text as vault_search_text

Row = dict[str, Any]
Mapper = Callable[[Row, ImportContext], Row | None]

# GoClaw provider types that speak the OpenAI-compatible API, with their public default base.
OPENAI_FAMILY = {
    "openai_compat": "", "openai": "https://api.openai.com/v1", "openrouter": "https://openrouter.ai/api/v1",
    "groq": "https://api.groq.com/openai/v1", "deepseek": "https://api.deepseek.com/v1",
    "mistral": "https://api.mistral.ai/v1", "xai": "https://api.x.ai/v1", "ollama": "http://127.0.0.1:11434/v1",
    "ollama_cloud": "", "dashscope": "", "bailian": "", "novita": "", "yescale": "", "zai": "", "zai_coding": "",
    "byteplus": "", "byteplus_coding": "", "perplexity": "https://api.perplexity.ai", "cohere": "",
    "minimax_native": "", "gemini_native": "", "gemini": "",
}
ANTHROPIC_TYPES = {"anthropic_native": "https://api.anthropic.com", "anthropic": "https://api.anthropic.com"}


def _validated(fn: Callable[[], Any], column: str) -> Any:
    try:
        return fn()
    except ValidationError as exc:
        raise BadValue(f"{column}: {exc}") from None


# --- providers and agents ------------------------------------------------------------------


def map_provider(row: Row, ctx: ImportContext) -> Row:
    rid = v.uuid_text(row["id"], "id")
    name = _validated(lambda: normalise_name(v.text(row["name"], "name")), "name")
    owner = ctx.existing_providers.get(name)
    if owner is not None and owner != rid:
        raise BadValue(f"name: a provider named {name!r} exists here already (ours was kept)")
    kind = v.text(row.get("provider_type"), "provider_type", default="openai_compat").strip()
    base = v.text(row.get("api_base"), "api_base").strip()
    enabled = v.flag(row.get("enabled"), "enabled", default=True)
    settings = v.json_object(row.get("settings"), "settings")
    table = ctx.report.table("llm_providers")
    if kind in ANTHROPIC_TYPES:
        our_type, default_base = "anthropic", ANTHROPIC_TYPES[kind]
    elif kind in OPENAI_FAMILY:
        our_type, default_base = "openai_compat", OPENAI_FAMILY[kind]
    else:
        our_type, default_base = "openai_compat", ""
        enabled = False
        table.notes.append(f"{name}: GoClaw type {kind!r} has no counterpart here; imported disabled")
    base = base or default_base
    if base:
        base = _validated(lambda: normalise_base_url(base), "api_base")
    elif enabled:
        enabled = False
        table.notes.append(f"{name}: no base URL for type {kind!r}; imported disabled, set one with `provider set`")
    return {
        "id": rid, "tenant_id": ctx.tenant, "name": name,
        "display_name": v.text(row.get("display_name"), "display_name").strip(), "provider_type": our_type,
        "api_base": base, "api_key": ctx.reseal_text(row.get("api_key"), "llm_providers", "api_key", rid),
        "default_model": "", "enabled": enabled, "settings": settings,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"),
    }


def map_agent(row: Row, ctx: ImportContext) -> Row | None:
    """None when the GoClaw agent is mapped onto an agent of ours (its rows then go to that one)."""
    rid = v.uuid_text(row["id"], "id")
    goclaw_key = v.text(row["agent_key"], "agent_key").strip().lower()
    key = ctx.agent_map.get(goclaw_key, goclaw_key)
    if not AGENT_KEY_RE.match(key):
        raise BadValue(f"agent_key: {key!r} is not a valid agent key here (use --agent-map {goclaw_key}=NEW)")
    deleted_at = v.timestamp_or_none(row.get("deleted_at"), "deleted_at")
    ours = ctx.existing_agent_keys.get(key)
    if ours is not None and ours != rid and deleted_at is None:
        ctx.agents[rid] = ours
        ctx.agent_keys[goclaw_key] = key
        ctx.key_of[ours] = key
        ctx.report.table("agents").notes.append(f"{goclaw_key}: its data joins the agent {key!r} already here")
        return None
    other = {k: v.json_value(row[k], k) for k in ("sandbox_config", "subagents_config") if row.get(k) not in (None, "", b"")}
    other_config = v.json_value(row.get("other_config") or "{}", "other_config") or {}
    if not isinstance(other_config, dict):
        raise BadValue("other_config: expected a JSON object")
    other_config.update({f"goclaw_{k}": value for k, value in other.items() if value is not None})
    # one default agent per install: GoClaw's default stays the default only if we have none yet
    is_default = v.flag(row.get("is_default"), "is_default") and deleted_at is None and ctx.default_agent_id in (None, rid)
    if is_default:
        ctx.default_agent_id = rid
    model = v.text(row.get("model"), "model").strip()
    provider = v.text(row.get("provider"), "provider").strip()
    if not model:
        raise BadValue("model: an agent needs a model")
    status = v.text(row.get("status"), "status", default="active") or "active"
    agent_type = v.text(row.get("agent_type"), "agent_type", default="open") or "open"
    mapped = {
        "id": rid, "agent_key": key, "display_name": v.text(row.get("display_name"), "display_name").strip(),
        "owner_id": ctx.user, "provider": provider, "model": model,
        "context_window": v.integer(row.get("context_window"), "context_window", default=200_000, minimum=1),
        "max_tool_iterations": v.integer(row.get("max_tool_iterations"), "max_tool_iterations", default=20),
        "workspace": v.text(row.get("workspace"), "workspace", default=".") or ".",
        "restrict_to_workspace": v.flag(row.get("restrict_to_workspace"), "restrict_to_workspace", default=True),
        "tools_config": v.json_object(row.get("tools_config"), "tools_config"),
        "memory_config": v.json_object_or_none(row.get("memory_config"), "memory_config"),
        "compaction_config": v.json_object_or_none(row.get("compaction_config"), "compaction_config"),
        "context_pruning": v.json_object_or_none(row.get("context_pruning"), "context_pruning"),
        "other_config": v.json_object(v.dump(other_config), "other_config"),
        "emoji": v.text(row.get("emoji"), "emoji"), "agent_description": v.text(row.get("agent_description"), "agent_description"),
        "thinking_level": v.text(row.get("thinking_level"), "thinking_level"),
        "max_tokens": v.integer(row.get("max_tokens"), "max_tokens"),
        "self_evolve": v.flag(row.get("self_evolve"), "self_evolve"),
        "skill_evolve": v.flag(row.get("skill_evolve"), "skill_evolve"),
        "skill_nudge_interval": v.integer(row.get("skill_nudge_interval"), "skill_nudge_interval"),
        "reasoning_config": v.json_object(row.get("reasoning_config"), "reasoning_config"),
        "workspace_sharing": v.json_object(row.get("workspace_sharing"), "workspace_sharing"),
        "chatgpt_oauth_routing": v.json_object(row.get("chatgpt_oauth_routing"), "chatgpt_oauth_routing"),
        "model_fallback": ModelFallback.parse(v.json_object(row.get("model_fallback"), "model_fallback")).to_json(),
        "shell_deny_groups": v.json_object(row.get("shell_deny_groups"), "shell_deny_groups"),
        "kg_dedup_config": v.json_object(row.get("kg_dedup_config"), "kg_dedup_config"),
        "is_default": is_default, "agent_type": agent_type, "status": status,
        "frontmatter": v.text_or_none(row.get("frontmatter"), "frontmatter") or None,
        "budget_monthly_cents": None if row.get("budget_monthly_cents") is None
        else v.integer(row["budget_monthly_cents"], "budget_monthly_cents"),
        "system_prompt": "", "tool_policy": "{}", "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"), "deleted_at": deleted_at,
    }
    ctx.agents[rid] = rid
    ctx.key_of[rid] = key
    if deleted_at is None:
        ctx.agent_keys[goclaw_key] = key
    return mapped


def map_agent_link(row: Row, ctx: ImportContext) -> Row:
    source = ctx.agent(row["source_agent_id"], "source_agent_id")
    target = ctx.agent(row["target_agent_id"], "target_agent_id")
    if source == target:
        raise BadValue("target_agent_id: both ends are the same agent here")
    return {
        "id": v.uuid_text(row["id"], "id"), "source_agent_id": source, "target_agent_id": target,
        "direction": v.text(row.get("direction"), "direction", default="outbound"),
        "description": v.text_or_none(row.get("description"), "description"),
        "max_concurrent": v.integer(row.get("max_concurrent"), "max_concurrent", default=3),
        "settings": v.json_object(row.get("settings"), "settings"),
        "status": v.text(row.get("status"), "status", default="active"),
        "created_by": ctx.user, "team_id": v.text_or_none(row.get("team_id"), "team_id"), "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"),
    }


# --- knowledge graph -----------------------------------------------------------------------


def map_entity(row: Row, ctx: ImportContext) -> Row:
    rid = v.uuid_text(row["id"], "id")
    agent = ctx.agent(row["agent_id"])
    properties = v.object_value(row.get("properties"), "properties")
    created = v.timestamp(row.get("created_at") or ctx.now, "created_at")
    clean = _validated(
        lambda: clean_entity(
            EntityInput(
                name=v.text(row["name"], "name"), entity_type=v.text(row["entity_type"], "entity_type"),
                description=v.text(row.get("description"), "description"), properties=properties,
                confidence=v.unit_real(row.get("confidence"), "confidence"),
                source_id=v.text(row.get("source_id"), "source_id"),
                external_id=v.text(row["external_id"], "external_id"),
                valid_from=v.timestamp(row.get("valid_from") or created, "valid_from"),
                valid_until=v.timestamp_or_none(row.get("valid_until"), "valid_until"),
            )
        ),
        "entity",
    )
    user = ctx.user_of(row.get("user_id"))
    ctx.entity_scope[rid] = (agent, user)
    return {
        "id": rid, "agent_id": agent, "user_id": user, "external_id": clean.external_id, "name": clean.name,
        "entity_type": clean.entity_type, "description": clean.description or "",
        "properties": v.dump(clean.properties or {}), "source_id": clean.source_id or "",
        "confidence": 1.0 if clean.confidence is None else clean.confidence,
        "team_id": v.text_or_none(row.get("team_id"), "team_id"), "tenant_id": ctx.tenant, "created_at": created,
        "updated_at": v.timestamp(row.get("updated_at") or created, "updated_at"),
        "valid_from": clean.valid_from, "valid_until": clean.valid_until, "aliases": "[]",
        "name_fold": name_key(clean.name), "search_fold": search_text(clean.name, clean.entity_type, clean.description or "", ()),
    }


def _entity_ref(ctx: ImportContext, value: Any, column: str, scope: tuple[str, str]) -> str:
    eid = v.uuid_text(value, column)
    if eid not in ctx.ids("kg_entities"):
        raise BadValue(f"{column}: foreign key to entity {eid} points nowhere")
    if ctx.entity_scope.get(eid, scope) != scope:
        raise BadValue(f"{column}: entity {eid} belongs to another agent or user")
    return eid


def map_relation(row: Row, ctx: ImportContext) -> Row:
    agent = ctx.agent(row["agent_id"])
    scope = (agent, ctx.user_of(row.get("user_id")))
    created = v.timestamp(row.get("created_at") or ctx.now, "created_at")
    start = v.timestamp(row.get("valid_from") or created, "valid_from")
    end = v.timestamp_or_none(row.get("valid_until"), "valid_until")
    if end is not None and end <= start:
        raise BadValue("valid_until: not later than valid_from")
    relation_type = case_key(" ".join(v.text(row["relation_type"], "relation_type").split()))
    if not relation_type:
        raise BadValue("relation_type: empty")
    return {
        "id": v.uuid_text(row["id"], "id"), "agent_id": agent, "user_id": scope[1],
        "source_entity_id": _entity_ref(ctx, row["source_entity_id"], "source_entity_id", scope),
        "relation_type": relation_type,
        "target_entity_id": _entity_ref(ctx, row["target_entity_id"], "target_entity_id", scope),
        "confidence": v.unit_real(row.get("confidence"), "confidence"),
        "properties": v.json_object(row.get("properties"), "properties"),
        "team_id": v.text_or_none(row.get("team_id"), "team_id"), "tenant_id": ctx.tenant, "created_at": created,
        "valid_from": start, "valid_until": end,
    }


def map_candidate(row: Row, ctx: ImportContext) -> Row:
    agent = ctx.agent(row["agent_id"])
    scope = (agent, ctx.user_of(row.get("user_id")))
    a = _entity_ref(ctx, row["entity_a_id"], "entity_a_id", scope)
    b = _entity_ref(ctx, row["entity_b_id"], "entity_b_id", scope)
    if a == b:
        raise BadValue("entity_b_id: a pair of one entity")
    first, second = sorted((a, b))
    return {
        "id": v.uuid_text(row["id"], "id"), "tenant_id": ctx.tenant, "agent_id": agent, "user_id": scope[1],
        "entity_a_id": first, "entity_b_id": second, "similarity": v.unit_real(row.get("similarity"), "similarity"),
        "name_similarity": None, "status": v.text(row.get("status"), "status", default="pending") or "pending",
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
    }


# --- memory, vault, evolution, tasks, activity --------------------------------------------


def map_episode(row: Row, ctx: ImportContext) -> Row:
    summary = v.text(row["summary"], "summary").strip()
    if not summary:
        raise BadValue("summary: empty")
    abstract = v.text(row.get("l0_abstract"), "l0_abstract").strip()
    topics_raw = v.json_value(v.json_array(row.get("key_topics"), "key_topics"), "key_topics")
    topics, searchable = episode_search_fold(summary, abstract, topics_raw)
    source_id = v.text(row.get("source_id"), "source_id").strip() or None  # Go writes '' for "none"
    return {
        "id": v.uuid_text(row["id"], "id"), "tenant_id": ctx.tenant, "agent_id": ctx.agent(row["agent_id"]),
        "user_id": ctx.user_of(row.get("user_id")), "session_key": v.text(row.get("session_key"), "session_key"),
        "summary": summary, "l0_abstract": abstract, "key_topics": v.dump(list(topics)),
        "source_type": v.text(row.get("source_type"), "source_type", default="session") or "session",
        "source_id": source_id, "turn_count": v.integer(row.get("turn_count"), "turn_count"),
        "token_count": v.integer(row.get("token_count"), "token_count"),
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "expires_at": v.timestamp_or_none(row.get("expires_at"), "expires_at"),
        "promoted_at": v.timestamp_or_none(row.get("promoted_at"), "promoted_at"),
        "recall_count": v.integer(row.get("recall_count"), "recall_count"),
        "recall_score": v.unit_real(row.get("recall_score"), "recall_score", default=0.0),
        "last_recalled_at": v.timestamp_or_none(row.get("last_recalled_at"), "last_recalled_at"),
        "search_fold": searchable,
    }


def map_vault_document(row: Row, ctx: ImportContext) -> Row:
    """A note; its path held to our rule (`normalize_path`): one with `..` is refused, an
    absolute or untidy one (`/x`, `a//b`, `a\\b`) stored tidied, both said in the report."""
    given = v.text(row["path"], "path")
    path = _validated(lambda: normalize_path(given), "path")
    if path != given:
        ctx.report.table("vault_documents").notes.append(f"path {given!r} stored as {path!r}")
    title = v.text(row.get("title"), "title")
    summary = v.text(row.get("summary"), "summary")
    agent = None if row.get("agent_id") in (None, "") else ctx.agent(row["agent_id"])
    return {
        "id": v.uuid_text(row["id"], "id"), "tenant_id": ctx.tenant, "agent_id": agent,
        "team_id": v.text_or_none(row.get("team_id"), "team_id"), "chat_id": v.text_or_none(row.get("chat_id"), "chat_id"),
        "scope": v.text(row.get("scope"), "scope", default="personal") or "personal",
        "custom_scope": v.text_or_none(row.get("custom_scope"), "custom_scope"), "path": path,
        "path_basename": case_key(posixpath.basename(path)), "title": title,
        "doc_type": v.text(row.get("doc_type"), "doc_type", default="note") or "note",
        "content_hash": v.text(row.get("content_hash"), "content_hash"), "summary": summary,
        "metadata": v.json_object(row.get("metadata"), "metadata"),
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"),
        "content": "", "search_fold": vault_search_text(title, path, summary, ""),
    }


def _ref(ctx: ImportContext, table: str, value: Any, column: str) -> str:
    rid = v.uuid_text(value, column)
    if rid not in ctx.ids(table):
        raise BadValue(f"{column}: foreign key to {table} {rid} points nowhere")
    return rid


def map_vault_link(row: Row, ctx: ImportContext) -> Row:
    return {
        "id": v.uuid_text(row["id"], "id"),
        "from_doc_id": _ref(ctx, "vault_documents", row["from_doc_id"], "from_doc_id"),
        "to_doc_id": _ref(ctx, "vault_documents", row["to_doc_id"], "to_doc_id"),
        "link_type": v.text(row.get("link_type"), "link_type", default="wikilink") or "wikilink",
        "context": v.text(row.get("context"), "context"), "metadata": v.json_object(row.get("metadata"), "metadata"),
        "custom_scope": v.text_or_none(row.get("custom_scope"), "custom_scope"),
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
    }


def map_metric(row: Row, ctx: ImportContext) -> Row:
    value = v.json_any_or_none(row.get("value"), "value")
    if value is None:
        raise BadValue("value: empty")
    return {
        "id": v.uuid_text(row["id"], "id"), "tenant_id": ctx.tenant, "agent_id": ctx.agent(row["agent_id"]),
        "session_key": v.text(row.get("session_key"), "session_key"), "metric_type": v.text(row["metric_type"], "metric_type"),
        "metric_key": v.text(row["metric_key"], "metric_key"), "value": value,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
    }


def map_suggestion(row: Row, ctx: ImportContext) -> Row:
    return {
        "id": v.uuid_text(row["id"], "id"), "tenant_id": ctx.tenant, "agent_id": ctx.agent(row["agent_id"]),
        "suggestion_type": v.text(row["suggestion_type"], "suggestion_type"),
        "suggestion": v.text(row["suggestion"], "suggestion"), "rationale": v.text(row.get("rationale"), "rationale"),
        "parameters": v.json_any_or_none(row.get("parameters"), "parameters"),
        "status": v.text(row.get("status"), "status") or "pending",
        "reviewed_by": v.text_or_none(row.get("reviewed_by"), "reviewed_by"),
        "reviewed_at": v.timestamp_or_none(row.get("reviewed_at"), "reviewed_at"), "applied_changes": None,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
    }


def map_subagent_task(row: Row, ctx: ImportContext) -> Row:
    parent = v.text(row["parent_agent_key"], "parent_agent_key").strip().lower()
    return {
        "id": v.uuid_text(row["id"], "id"), "tenant_id": ctx.tenant,
        "parent_agent_key": ctx.agent_keys.get(parent, ctx.agent_map.get(parent, parent)),
        "session_key": v.text_or_none(row.get("session_key"), "session_key"), "subject": v.text(row["subject"], "subject"),
        "description": v.text(row.get("description"), "description"),
        "status": v.text(row.get("status"), "status", default="running") or "running",
        "result": v.text_or_none(row.get("result"), "result"), "depth": v.integer(row.get("depth"), "depth", default=1, minimum=1),
        "model": v.text_or_none(row.get("model"), "model"), "provider": v.text_or_none(row.get("provider"), "provider"),
        "iterations": v.integer(row.get("iterations"), "iterations"),
        "input_tokens": v.integer(row.get("input_tokens"), "input_tokens"),
        "output_tokens": v.integer(row.get("output_tokens"), "output_tokens"),
        "origin_channel": v.text_or_none(row.get("origin_channel"), "origin_channel"),
        "origin_chat_id": v.text_or_none(row.get("origin_chat_id"), "origin_chat_id"),
        "origin_peer_kind": v.text_or_none(row.get("origin_peer_kind"), "origin_peer_kind"),
        "origin_user_id": v.text_or_none(row.get("origin_user_id"), "origin_user_id"),
        "spawned_by": v.text_or_none(row.get("spawned_by"), "spawned_by"),
        "completed_at": v.timestamp_or_none(row.get("completed_at"), "completed_at"),
        "archived_at": v.timestamp_or_none(row.get("archived_at"), "archived_at"),
        "metadata": v.json_object(row.get("metadata"), "metadata"),
        "custom_scope": v.text_or_none(row.get("custom_scope"), "custom_scope"),
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"),
        "parent_message_id": None, "conversation_id": None,
    }


def map_activity(row: Row, ctx: ImportContext) -> Row:
    return {
        "id": v.uuid_text(row["id"], "id"), "actor_type": v.text(row["actor_type"], "actor_type"),
        "actor_id": v.text(row["actor_id"], "actor_id"), "action": v.text(row["action"], "action"),
        "entity_type": v.text_or_none(row.get("entity_type"), "entity_type"),
        "entity_id": v.text_or_none(row.get("entity_id"), "entity_id"),
        "details": v.json_any_or_none(row.get("details"), "details"),
        "ip_address": v.text_or_none(row.get("ip_address"), "ip_address"), "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
    }


# --- hooks ---------------------------------------------------------------------------------


def map_hook(row: Row, ctx: ImportContext) -> Row:
    return {
        "id": v.uuid_text(row["id"], "id"), "tenant_id": ctx.tenant, "scope": v.text(row["scope"], "scope"),
        "event": v.text(row["event"], "event"), "handler_type": v.text(row["handler_type"], "handler_type"),
        "config": v.json_object(row.get("config"), "config"), "matcher": v.text_or_none(row.get("matcher"), "matcher") or None,
        "if_expr": v.text_or_none(row.get("if_expr"), "if_expr") or None,
        "timeout_ms": v.integer(row.get("timeout_ms"), "timeout_ms", default=5000, minimum=1),
        "on_timeout": v.text(row.get("on_timeout"), "on_timeout", default="block") or "block",
        "priority": v.integer(row.get("priority"), "priority", minimum=None),
        "enabled": v.flag(row.get("enabled"), "enabled", default=True),
        "version": v.integer(row.get("version"), "version", default=1, minimum=1),
        "source": v.text(row.get("source"), "source", default="ui") or "ui",
        "metadata": v.json_object(row.get("metadata"), "metadata"), "name": v.text_or_none(row.get("name"), "name") or None,
        "created_by": v.text_or_none(row.get("created_by"), "created_by") or None,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"),
    }


def map_hook_agent(row: Row, ctx: ImportContext) -> Row:
    return {"hook_id": _ref(ctx, "hooks", row["hook_id"], "hook_id"), "agent_id": ctx.agent(row["agent_id"])}


def map_hook_execution(row: Row, ctx: ImportContext) -> Row:
    hook = v.uuid_or_none(row.get("hook_id"), "hook_id")
    detail = row.get("error_detail")
    return {
        "id": v.uuid_text(row["id"], "id"), "hook_id": hook if hook in ctx.ids("hooks") else None,
        "session_id": v.text_or_none(row.get("session_id"), "session_id"), "event": v.text(row["event"], "event"),
        "input_hash": v.text_or_none(row.get("input_hash"), "input_hash"), "decision": v.text(row["decision"], "decision"),
        "duration_ms": v.integer(row.get("duration_ms"), "duration_ms"), "retry": v.integer(row.get("retry"), "retry"),
        "dedup_key": v.text_or_none(row.get("dedup_key"), "dedup_key"), "error": v.text_or_none(row.get("error"), "error"),
        "error_detail": None if detail is None else v.text(detail, "error_detail"),
        "metadata": v.json_object(row.get("metadata"), "metadata"),
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
    }


# --- secure CLI ----------------------------------------------------------------------------


def map_binary(row: Row, ctx: ImportContext) -> Row:
    rid = v.uuid_text(row["id"], "id")
    name = normalize_binary_name(v.text(row["binary_name"], "binary_name"))
    if not name:
        raise BadValue("binary_name: empty")
    return {
        "id": rid, "binary_name": name, "binary_path": v.text_or_none(row.get("binary_path"), "binary_path") or None,
        "description": v.text(row.get("description"), "description"),
        "encrypted_env": ctx.reseal_env(row.get("encrypted_env"), "secure_cli_binaries", rid, nullable=False),
        "deny_args": v.json_array(row.get("deny_args"), "deny_args"),
        "deny_verbose": v.json_array(row.get("deny_verbose"), "deny_verbose"), "file_env": "[]",
        "timeout_seconds": v.integer(row.get("timeout_seconds"), "timeout_seconds", default=30, minimum=None),
        "tips": v.text(row.get("tips"), "tips"), "is_global": v.flag(row.get("is_global"), "is_global", default=True),
        "enabled": v.flag(row.get("enabled"), "enabled", default=True), "created_by": ctx.user, "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"), "last_run_at": None,
    }


def map_grant(row: Row, ctx: ImportContext) -> Row:
    rid = v.uuid_text(row["id"], "id")
    timeout = row.get("timeout_seconds")
    return {
        "id": rid, "binary_id": _ref(ctx, "secure_cli_binaries", row["binary_id"], "binary_id"),
        "agent_id": ctx.agent(row["agent_id"]), "deny_args": v.json_array_or_none(row.get("deny_args"), "deny_args"),
        "deny_verbose": v.json_array_or_none(row.get("deny_verbose"), "deny_verbose"),
        "timeout_seconds": None if timeout is None else v.integer(timeout, "timeout_seconds", minimum=None),
        "tips": v.text_or_none(row.get("tips"), "tips"),
        "encrypted_env": ctx.reseal_env(row.get("encrypted_env"), "secure_cli_agent_grants", rid, nullable=True),
        "enabled": v.flag(row.get("enabled"), "enabled", default=True), "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"),
        "credential_type": None, "host_scope": None,
    }


def map_user_credential(row: Row, ctx: ImportContext) -> Row:
    rid = v.uuid_text(row["id"], "id")
    return {
        "id": rid, "binary_id": _ref(ctx, "secure_cli_binaries", row["binary_id"], "binary_id"), "user_id": ctx.user,
        "encrypted_env": ctx.reseal_env(row.get("encrypted_env"), "secure_cli_user_credentials", rid, nullable=False),
        "metadata": v.json_object(row.get("metadata"), "metadata"), "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"),
    }


@dataclass(frozen=True)
class TableSpec:
    """A GoClaw table read into ours of the same name; `required` columns must exist in the file
    (an `optional` table without them is left behind with a note instead of refusing the file)."""

    name: str
    required: tuple[str, ...]
    mapper: Mapper
    key: str = "id"
    sealed: tuple[str, ...] = ()
    sealed_maps: tuple[str, ...] = ()
    """Sealed columns holding a JSON object whose every value is sealed on its own (MCP env, headers)."""
    label: Callable[[Row, ImportContext], str] | None = None
    """How an imported row is named in the report's `items` (None: not listed)."""
    loose: tuple[str, ...] = ()
    """Columns not compared when a row is already here: an earlier import may have filled them
    otherwise (an agent's prompt), or they are worked out afresh at each import (a job's next run)."""
    optional: bool = False


TABLES: tuple[TableSpec, ...] = (
    TableSpec("llm_providers", ("id", "name", "provider_type"), map_provider, sealed=("api_key",)),
    # system_prompt: earlier builds put SOUL.md + IDENTITY.md there; they now come as agent files
    TableSpec("agents", ("id", "agent_key", "provider", "model"), map_agent, loose=("system_prompt",)),
    TableSpec("agent_links", ("id", "source_agent_id", "target_agent_id"), map_agent_link),
    TableSpec("agent_context_files", ("id", "agent_id", "file_name", "content"), map_agent_file, optional=True,
              label=file_label),
    TableSpec("user_context_files", ("id", "agent_id", "user_id", "file_name", "content"), map_user_file, optional=True,
              label=file_label),
    TableSpec("mcp_servers", ("id", "name", "transport"), map_mcp_server, sealed=("api_key", "env", "headers"),
              sealed_maps=("env", "headers"), optional=True, label=server_label),
    TableSpec("mcp_agent_grants", ("id", "server_id", "agent_id"), map_mcp_grant, optional=True, label=grant_label),
    TableSpec("skills", ("id", "name", "slug", "file_path"), map_skill, optional=True, label=skill_label),
    TableSpec("skill_agent_grants", ("id", "skill_id", "agent_id"), map_skill_agent_grant, optional=True,
              label=skill_grant_label),
    TableSpec("skill_user_grants", ("id", "skill_id", "user_id"), map_skill_user_grant, optional=True),
    # sessions are read by goclaw_lite.importer.sessions (their own shape), in this position
    TableSpec("kg_entities", ("id", "agent_id", "external_id", "name", "entity_type"), map_entity),
    TableSpec("kg_relations", ("id", "agent_id", "source_entity_id", "relation_type", "target_entity_id"), map_relation),
    TableSpec("kg_dedup_candidates", ("id", "agent_id", "entity_a_id", "entity_b_id", "similarity"), map_candidate),
    TableSpec("episodic_summaries", ("id", "agent_id", "summary"), map_episode),
    TableSpec("vault_documents", ("id", "path"), map_vault_document),
    TableSpec("vault_links", ("id", "from_doc_id", "to_doc_id"), map_vault_link),
    TableSpec("agent_evolution_metrics", ("id", "agent_id", "metric_type", "metric_key", "value"), map_metric),
    TableSpec("agent_evolution_suggestions", ("id", "agent_id", "suggestion_type", "suggestion"), map_suggestion),
    TableSpec("subagent_tasks", ("id", "parent_agent_key", "subject"), map_subagent_task),
    TableSpec("activity_logs", ("id", "actor_type", "actor_id", "action"), map_activity),
    TableSpec("hooks", ("id", "scope", "event", "handler_type"), map_hook),
    TableSpec("hook_agents", ("hook_id", "agent_id"), map_hook_agent, key="hook_id"),
    TableSpec("hook_executions", ("id", "event", "decision"), map_hook_execution),
    TableSpec("secure_cli_binaries", ("id", "binary_name", "encrypted_env"), map_binary, sealed=("encrypted_env",)),
    TableSpec("secure_cli_agent_grants", ("id", "binary_id", "agent_id"), map_grant, sealed=("encrypted_env",)),
    TableSpec("secure_cli_user_credentials", ("id", "binary_id", "encrypted_env"), map_user_credential, sealed=("encrypted_env",)),
    TableSpec("cron_jobs", ("id", "name", "schedule_kind", "payload"), map_cron_job, loose=("next_run_at",)),
    TableSpec("cron_run_logs", ("id", "job_id", "status"), map_cron_run_log),
    TableSpec("traces", ("id", "start_time"), map_trace),
    TableSpec("spans", ("id", "trace_id", "span_type", "start_time"), map_span),
)
SESSIONS_AFTER = "agent_links"
LEFT_BEHIND_EXEMPT = frozenset({"schema_version", "tenants", "sessions", "skill_tenant_configs"})
"""skill_tenant_configs is read for its switched-off skills (one tenant here: the skill's own switch)."""
SEALED_SOURCES: tuple[tuple[str, str], ...] = (
    ("llm_providers", "api_key"),
    ("secure_cli_binaries", "encrypted_env"),
    ("secure_cli_agent_grants", "encrypted_env"),
    ("secure_cli_user_credentials", "encrypted_env"),
    ("mcp_servers", "api_key"),
)
