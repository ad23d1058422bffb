"""Make the README's screenshots with the real app on a throw-away demo data directory.

Run from the repository root: `python packaging/make_screenshots.py`. It fills a temporary
GOCLAW_HOME through the real stores (an agent, conversations with a tool call, registered
tools with fake credentials) and renders pages with `goclaw-lite screenshot`'s code path into
docs/screenshots/. No real secret is involved; the demo key is random and discarded.
"""

from __future__ import annotations

import asyncio
import json
import os
import stat
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"


async def fill(home: Path) -> tuple[str, str]:
    """Create the demo data; returns the conversation and the entity to show."""
    from goclaw_lite.bootstrap import KeyPolicy, open_app
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.kg.service import KnowledgeGraphService
    from goclaw_lite.store.agents import AgentStore
    from goclaw_lite.store.conversations import ConversationStore
    from goclaw_lite.store.models_chat import ToolCall
    from goclaw_lite.store.providers import ProviderStore
    from goclaw_lite.store.secure_cli import SecureCLIStore

    ctx = await open_app(resolve_paths(), program="make_screenshots", key_policy=KeyPolicy.REQUIRED)
    try:
        stores = ctx.stores
        await ProviderStore(stores.db, stores.identity, stores.cipher).create(
            "ollama", provider_type="openai_compat", api_base="http://127.0.0.1:11434/v1", default_model="qwen2.5:7b",
            display_name="Ollama",
        )
        agent = await AgentStore(stores.db, stores.identity).create(
            "helper", provider="ollama", model="qwen2.5:7b", display_name="Helper"
        )
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
        await chats.add_assistant_message(
            cid,
            content=(
                "Three repositories changed this week:\n\n"
                "| repository | visibility | last change |\n|---|---|---|\n"
                "| **goclaw-lite** | public | 1 Dec |\n| notes | private | 30 Nov |\n| dotfiles | public | 29 Nov |\n\n"
                "To see what changed in one of them:\n\n```bash\ngh repo view goclaw-lite --web\n```"
            ),
            llm_duration_ms=2400, eval_tokens=96, provider="ollama", model="qwen2.5:7b",
        )
        tools = home / "bin"
        tools.mkdir()
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
        graph_file = home / "graph.json"
        graph_file.write_text(json.dumps(graph), encoding="utf-8")
        kg = KnowledgeGraphService(stores.db, stores.identity)
        await kg.import_file(agent, graph_file)
        ada = await kg.resolve_entity(agent, "Ada Lovelace")
        return cid, ada.id
    finally:
        await ctx.close()


def render(pages: tuple[tuple[str, str], ...], conversation_id: str, entity_id: str, size: tuple[int, int]) -> None:
    """The window of `goclaw-lite screenshot`, with the demo conversation opened in Chat."""
    from goclaw_lite.bootstrap import open_app
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.gui.app import create_application, install_asyncgen_hooks
    from goclaw_lite.gui.async_bridge import cancel_pending
    from goclaw_lite.gui.main_window import MainWindow
    from goclaw_lite.gui.qt import QEventLoop, QSettings
    from goclaw_lite.gui.screenshot import grab_page

    app = create_application(["goclaw-lite"])
    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)

    async def work() -> None:
        ctx = await open_app(resolve_paths(), program="make_screenshots")
        try:
            with tempfile.TemporaryDirectory() as scratch:
                window = MainWindow(ctx, settings=QSettings(str(Path(scratch) / "gui.ini"), QSettings.Format.IniFormat))
                window.resize(*size)
                window.show()
                chat = window.page("chat")
                for page, name in pages:
                    if page == "chat" and hasattr(chat, "open_conversation"):
                        window.show_page("chat")
                        await asyncio.sleep(0.3)
                        chat.open_conversation(conversation_id)
                        await asyncio.sleep(0.5)
                    if page == "kg" and hasattr(window.page("kg"), "open_entity"):
                        window.show_page("kg")
                        await asyncio.sleep(0.5)
                        window.page("kg").open_entity(entity_id)
                        await asyncio.sleep(2.0)  # the layout runs off the UI thread
                    await grab_page(window, page, OUT / name)
                    print(f"wrote {OUT / name}")
                window.close()
                window.deleteLater()
                await asyncio.sleep(0)
        finally:
            await cancel_pending()
            await ctx.close()

    try:
        loop.run_until_complete(work())
    finally:
        loop.close()


def main() -> int:
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch) / "demo-home"
        os.environ["GOCLAW_HOME"] = str(home)
        os.environ["GOCLAW_KEY"] = os.urandom(32).hex()
        os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
        conversation_id, entity_id = asyncio.run(fill(home))
        OUT.mkdir(parents=True, exist_ok=True)
        render(
            (("chat", "main_window.png"), ("kg", "knowledge_graph.png"), ("credentials", "credentials.png")),
            conversation_id,
            entity_id,
            (1280, 800),
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
