"""Demo data for screenshots and screenshot tests: a provider and agent (with three agent
files), three chats (one with a tool call), two registered tools with fake tokens, a small
knowledge graph, three linked vault notes (one link left broken on purpose), three MCP servers
(two granted, with a few past calls; none is started here), a trace of each chat's run (the
tool chat's with a model fallback, a hook and its tool call; one run that failed), and three
scheduled jobs with a few past runs.

Everything goes through the real stores of an open app context, so the pictures show what a
user's own data would look like. No value here is a real secret.
"""

from __future__ import annotations

import json
import stat
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.vault import VaultService
from goclaw_lite.ids import format_ts, uuid7
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.mcp.service import McpService
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import ToolCall
from goclaw_lite.model.jobs import JobOptions, MissedRun, Payload, RunOutcome, Schedule
from goclaw_lite.model.traces import Span, Trace
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.definitions.agent_files import AgentFileStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.jobs import JobStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.store.records.traces import TraceStore

DEMO_NOTES = (
    ("Home.md", "---\ntitle: Start here\n---\n# Lisbon trip\n\nPlan in [[Itinerary]], costs in [[Budget]].\n\n"
                "- Book the tram tour\n- Ask about [[Restaurants]]\n"),
    ("Itinerary.md", "# Itinerary\n\n**Day one:** Alfama, then tram 28 to the castle.\n\nBack to [[Home]].\n"),
    ("Budget.md", "# Budget\n\n| item | EUR |\n|---|---|\n| flights | 180 |\n| hotel | 240 |\n\nSee [[Itinerary]].\n"),
)


@dataclass(frozen=True)
class DemoData:
    conversation_id: str
    """The chat with a tool call: the one to show."""
    entity_id: str
    """Ada Lovelace, the centre of the demo graph."""


DEMO_FILES = (
    ("SOUL.md", "# Who you are\n\nA patient helper who **shows the steps** and says when it is unsure.\n\n"
                "- Short answers first, details on request\n- Cite where a fact came from\n"),
    ("IDENTITY.md", "Name: Helper\nEmoji: 🦀\nVibe: calm, exact, a little dry\n"),
    ("USER.md", "## The user\n\nLives in Lisbon, works with Rust and Python, prefers metric units.\n"),
)


async def fill_demo(ctx: AppContext, tools_dir: Path) -> DemoData:
    """Fill an empty store; the demo tools' stand-in executables are written to `tools_dir`."""
    stores = ctx.stores
    await ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "ollama", provider_type="openai_compat", api_base="http://127.0.0.1:11434/v1", default_model="qwen2.5:7b",
        display_name="Ollama",
    )
    agent = await AgentStore(stores.db, stores.identity).create(
        "helper", provider="ollama", model="qwen2.5:7b", display_name="Helper"
    )
    files = AgentFileStore(stores.db, stores.identity)
    for name, text in DEMO_FILES:
        await files.put(agent.id, name, text)
    chats = ConversationStore(stores.db, stores.identity)
    for question, answer in (
        ("Plan a weekend in Lisbon", "Day one: Alfama in the morning, then the tram 28 up to the castle…"),
        ("Explain Rust lifetimes in two sentences", "A lifetime names how long a reference stays valid…"),
    ):
        user = await chats.add_user_message(question, agent_id=agent.id)
        await chats.add_assistant_message(
            user.conversation_id, content=answer, llm_duration_ms=1900, eval_tokens=140, provider="ollama", model="qwen2.5:7b"
        )
    user = await chats.add_user_message("Which of my GitHub repositories changed this week?", agent_id=agent.id)
    cid = user.conversation_id
    call = ToolCall("call_1", "exec", '{"binary": "gh", "args": ["repo", "list", "--limit", "3"]}')
    await chats.add_assistant_message(cid, content=None, tool_calls=(call,), llm_duration_ms=620, eval_tokens=31,
                                      provider="ollama", model="qwen2.5:7b")
    await chats.add_tool_result(
        cid, "call_1", "goclaw-lite\tpublic\t2026-12-01\nnotes\tprivate\t2026-11-30\ndotfiles\tpublic\t2026-11-29",
        metadata={"tool": "exec", "ok": True, "denied": False, "duration_ms": 412},
    )
    final = await chats.add_assistant_message(
        cid,
        content=(
            "Three repositories changed this week:\n\n"
            "| repository | visibility | last change |\n|---|---|---|\n"
            "| **goclaw-lite** | public | 1 Dec |\n| notes | private | 30 Nov |\n| dotfiles | public | 29 Nov |\n\n"
            "To see what changed in one of them:\n\n```bash\ngh repo view goclaw-lite --web\n```"
        ),
        llm_duration_ms=2400, eval_tokens=96, provider="ollama", model="qwen2.5:7b",
    )
    tools = tools_dir
    tools.mkdir(parents=True, exist_ok=True)
    cli = SecureCLIStore(stores.db, stores.identity, stores.cipher)
    for name, env in (("gh", {"GH_TOKEN": "ghp_" + "x" * 36}), ("aws", {"AWS_ACCESS_KEY_ID": "AKIA" + "X" * 16})):
        exe = tools / name
        exe.write_text("#!/bin/sh\necho demo\n")
        exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
        await cli.create(name, path=str(exe), env=env, description=f"{name} with a demo token")
    graph = {
        "entities": [
            {"name": "Ada Lovelace", "entity_type": "person", "description": "Wrote the first published program.", "confidence": 0.97},
            {"name": "Charles Babbage", "entity_type": "person", "description": "Designed the Analytical Engine."},
            {"name": "Analytical Engine", "entity_type": "project", "description": "A general-purpose mechanical computer."},
            {"name": "Difference Engine", "entity_type": "project"},
            {"name": "London", "entity_type": "place"},
            {"name": "Royal Society", "entity_type": "organization"},
            {"name": "Mary Somerville", "entity_type": "person"},
            {"name": "Alan Turing", "entity_type": "person"},
            {"name": "Bletchley Park", "entity_type": "place"},
        ],
        "relations": [
            {"source": "Ada Lovelace", "target": "Charles Babbage", "relation_type": "collaborated with"},
            {"source": "Ada Lovelace", "target": "Analytical Engine", "relation_type": "wrote notes on"},
            {"source": "Charles Babbage", "target": "Analytical Engine", "relation_type": "designed"},
            {"source": "Charles Babbage", "target": "Difference Engine", "relation_type": "designed"},
            {"source": "Ada Lovelace", "target": "London", "relation_type": "lived in"},
            {"source": "Mary Somerville", "target": "Ada Lovelace", "relation_type": "tutored"},
            {"source": "Mary Somerville", "target": "Royal Society", "relation_type": "member of"},
            {"source": "Alan Turing", "target": "Analytical Engine", "relation_type": "cited"},
            {"source": "Alan Turing", "target": "Bletchley Park", "relation_type": "worked at"},
            {"source": "Bletchley Park", "target": "London", "relation_type": "near"},
        ],
    }
    graph_file = tools_dir / "demo-graph.json"
    graph_file.write_text(json.dumps(graph), encoding="utf-8")
    kg = KnowledgeGraphService(stores.db, stores.identity)
    await kg.import_file(agent, graph_file)
    ada = await kg.resolve_entity(agent, "Ada Lovelace")
    vault = VaultService(stores.db, stores.identity)
    for path, text in DEMO_NOTES:
        await vault.save_note(path, text)
    await _demo_mcp(stores, agent)
    await _demo_jobs(stores, agent)
    await _demo_hooks(ctx)
    await ctx.services.skills.grant("kg-curator", agent.agent_key)  # a built-in skill, granted
    await _demo_traces(TraceStore(stores.db, stores.identity), agent, cid, final.id)
    return DemoData(conversation_id=cid, entity_id=ada.id)


async def _demo_mcp(stores: Stores, agent: Agent) -> None:
    """`time` is mcp-server-time (found on PATH when the screenshot script runs it), the others
    are only shown; the calls are activity rows like the ones real calls leave."""
    mcp = McpService.from_stores(stores)
    time = await mcp.add("time", transport="stdio", command="mcp-server-time", args=["--local-timezone", "Europe/Lisbon"],
                         display_name="World clock")
    await mcp.add("files", transport="stdio", command="npx",
                  args=["-y", "@modelcontextprotocol/server-filesystem", "/home/me/Documents/Lisbon"])
    await mcp.add("docs", transport="streamable-http", url="https://mcp.example.com/mcp",
                  headers={"Authorization": "Bearer demo-not-a-real-token"}, enabled=False)
    await mcp.grant("time", agent.agent_key)
    await mcp.grant("files", agent.agent_key, allow=["read_text_file", "list_directory"])
    activity = ActivityStore(stores.db, stores.identity)
    for tool, ok, duration, error in (("get_current_time", True, 38, ""), ("convert_time", False, 41, "Invalid timezone: 'Lisboa'"),
                                      ("convert_time", True, 35, ""), ("get_current_time", True, 2412, "")):
        await activity.log("mcp.tool_call", entity_type="mcp_server", entity_id=time.id,
                           details={"server": "time", "tool": tool, "ok": ok, "duration_ms": duration,
                                    "agent_id": agent.id, **({"error": error} if error else {})},
                           actor_type="agent", actor_id=agent.id)


async def _demo_hooks(ctx: AppContext) -> None:
    """A log hook on every tool call, run once, and a blocking one that is off (so it never blocks a demo chat)."""
    from goclaw_lite.app.hooks import HookDraft

    hooks = ctx.services.hooks
    logged = await hooks.add(HookDraft(event="after_tool", handler_type="builtin", builtin="log",
                                       name="log tool calls"))
    await hooks.add(HookDraft(event="before_tool", handler_type="builtin", builtin="block", reason="no rm -rf here",
                              name="block rm -rf", matcher="exec", enabled=False))
    await hooks.test(logged.id, tool="exec")


async def _demo_jobs(stores: Stores, agent: Agent) -> None:
    """A weekday report (with two past runs, one failed), an interval check, and a one-time job that is off."""
    from datetime import UTC, datetime, timedelta

    from goclaw_lite.scheduling.times import next_cron

    now = datetime.now(UTC).replace(second=0, microsecond=0)
    jobs = JobStore(stores.db, stores.identity)
    morning = next_cron("0 7 * * 1-5", "Europe/Lisbon", now)
    report = await jobs.create(
        "pr-report", agent.id, Schedule("cron", expr="0 7 * * 1-5", timezone="Europe/Lisbon"),
        Payload("Summarise my open pull requests with gh, most urgent first.", JobOptions(pre_approved=("exec",))),
        enabled=True, delete_after_run=False, next_run_at=morning,
    )
    for days, outcome in (
        (2, RunOutcome("error", error="Stopped at the time limit (600 s).", duration_ms=600_000, input_tokens=5210,
                       output_tokens=88)),
        (1, RunOutcome("ok", summary="Two pull requests wait for you:\n\n1. **goclaw-lite #212**: review requested "
                                     "2 days ago.\n2. **notes #9**: CI is red since yesterday.", duration_ms=8400,
                       input_tokens=4120, output_tokens=132)),
    ):
        await jobs.finish(report, outcome, next_run_at=morning, enabled=True,
                          ran_at=now - timedelta(days=days, minutes=7))
    await jobs.create("space-check", agent.id, Schedule("every", every_ms=6 * 3_600_000, timezone="UTC"),
                      Payload("Check free disk space and warn me below 10 %.",
                              JobOptions(on_missed=MissedRun.SKIP, notify=False)),
                      enabled=True, delete_after_run=False, next_run_at=now + timedelta(minutes=20))
    await jobs.create("renew-passport", agent.id,
                      Schedule("at", at=now + timedelta(days=12), timezone="Europe/Lisbon"),
                      Payload("Remind me to renew my passport."), enabled=False, delete_after_run=True,
                      next_run_at=None)
async def _demo_traces(store: TraceStore, agent: Agent, cid: str, answer_id: str) -> None:
    """The tool chat's run as a trace (its answer's *View trace* opens it), and a run that failed."""
    start = datetime.now(UTC) - timedelta(minutes=20)

    def at(ms: int) -> str:
        return format_ts(start + timedelta(milliseconds=ms))

    tid = uuid7()

    def span(kind: str, name: str, begin: int, took: int, parent: str | None, **fields: object) -> Span:
        return Span(id=uuid7(), trace_id=tid, span_type=kind, name=name, start_time=at(begin),
                    end_time=at(begin + took), duration_ms=took, parent_span_id=parent, agent_id=agent.id,
                    **fields)  # type: ignore[arg-type]

    root = span("agent", "helper", 0, 3620, None, input_preview="Which of my GitHub repositories changed this week?")
    recall = span("event", "memory.recall", 4, 18, root.id)
    first = span("llm_call", "ollama/qwen2.5:7b #1", 30, 640, root.id, provider="ollama", model="qwen2.5:7b",
                 input_tokens=812, output_tokens=31, finish_reason="tool_calls",
                 metadata={"attempt": 2, "ttft_ms": 210,
                           "fallback_reasons": ["ollama/qwen2.5:14b: server error (HTTP 500)"]})
    fell = span("llm_call", "ollama/qwen2.5:14b (fell back)", 668, 0, first.id, provider="ollama", model="qwen2.5:14b",
                status="error", error="server error (HTTP 500)")
    tool = span("tool_call", "exec", 680, 430, root.id, tool_name="exec", tool_call_id="call_1",
                input_preview='{"binary": "gh", "args": ["repo", "list", "--limit", "3"]}',
                output_preview="goclaw-lite\tpublic\t2026-12-01\nnotes\tprivate\t2026-11-30", metadata={"size": 86})
    hook = span("event", "hook.audit.before_tool", 682, 9, tool.id, metadata={"decision": "allow"})
    second = span("llm_call", "ollama/qwen2.5:7b #2", 1120, 2480, root.id, provider="ollama", model="qwen2.5:7b",
                  input_tokens=905, output_tokens=96, finish_reason="stop",
                  metadata={"message_id": answer_id, "ttft_ms": 380},
                  output_preview="Three repositories changed this week: ...")
    spans = [root, recall, first, fell, tool, hook, second]
    await store.finish(Trace(
        id=tid, start_time=at(0), end_time=at(3620), duration_ms=3620, name="chat helper", agent_id=agent.id,
        session_key=cid, status="completed", channel="desktop", input_preview=root.input_preview,
        output_preview="Three repositories changed this week: ...", total_input_tokens=1717, total_output_tokens=127,
        span_count=len(spans), llm_call_count=3, tool_call_count=1), spans)
    start -= timedelta(hours=2)
    tid = uuid7()
    root = span("agent", "helper", 0, 5030, None)
    failed = span("llm_call", "ollama/qwen2.5:7b #1", 10, 5000, root.id, provider="ollama", model="qwen2.5:7b",
                  status="error", error="could not reach the model server (connection refused)")
    await store.finish(Trace(
        id=tid, start_time=at(0), end_time=at(5030), duration_ms=5030, name="chat helper", agent_id=agent.id,
        status="error", error=failed.error, span_count=2, llm_call_count=1), [root, failed])
