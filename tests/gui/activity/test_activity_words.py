"""Every action the app records reads as a sentence, in every language, with names and no ids.

The actions are found in the source (each `.log("…")`/`._log("…")` call, and the two built from
a status), so a new action without a sentence fails here, not on a user's screen."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import goclaw_lite
from goclaw_lite.app.activity import ACTION_PHRASES, ActivityFilter, ActivityService
from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.activity.names import ACTION_NAMES, action_name
from goclaw_lite.gui.activity.words import SENTENCES, field_rows, sentence
from goclaw_lite.gui.i18n import dates
from goclaw_lite.gui.i18n.languages import install_language
from goclaw_lite.model.evolution import STATUSES
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.records.activity import ActivityStore

pytestmark = [pytest.mark.gui]


def _literal_actions(node: ast.expr) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _literal_actions(node.body) | _literal_actions(node.orelse)
    if isinstance(node, ast.JoinedStr):  # f"evolution.suggestion_{s.status}", f"skill.{result.status}"
        head = "".join(str(v.value) for v in node.values if isinstance(v, ast.Constant))
        if head == "evolution.suggestion_":
            return {head + status for status in STATUSES if status != "pending"}
        if head == "skill.":
            return {"skill.installed", "skill.updated"}  # InstallResult's statuses but "unchanged"
        raise AssertionError(f"an action built from {ast.unparse(node)} needs its values listed here")
    return set()


def recorded_actions() -> set[str]:
    """Every action string passed to an activity `log`/`_log` in the package."""
    found: set[str] = set()
    for path in Path(goclaw_lite.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("log", "_log") and node.args):
                found |= {a for a in _literal_actions(node.args[0]) if "." in a and " " not in a}
    return found


def test_every_recorded_action_has_a_sentence_and_a_filter_name() -> None:
    actions = recorded_actions()
    assert len(actions) > 60 and "hook.run" in actions and "evolution.suggestion_applied" in actions
    assert actions == set(ACTION_PHRASES) == set(SENTENCES) == set(ACTION_NAMES)


@pytest.fixture
def back_to_english(qtbot: Any) -> Iterator[None]:
    try:
        yield
    finally:
        install_language("")
        dates.set_display_zone("")


def test_each_action_reads_as_a_sentence_in_each_language(
    app_ctx: AppContext, run: Any, back_to_english: None
) -> None:
    stores = app_ctx.stores
    agent = run(AgentStore(stores.db, stores.identity).create("helper", provider="p", model="m", display_name="Helper"))
    hook = run(HookStore(stores.db, stores.identity).create(
        "before_tool", "command", {"argv": ["true"]}, name="block rm -rf"))
    log = ActivityStore(stores.db, stores.identity)
    for action in sorted(ACTION_PHRASES):  # each on a thing with a name, by the user and by an agent
        entity = ("hook", hook.id) if action.startswith("hook.") else ("agent", agent.id)
        details = {"agent": "helper", "tool": "exec", "file": "SOUL.md", "path": "notes.txt", "source": "helper",
                   "target": "helper", "ok": action != "mcp.tool_call"}
        run(log.log(action, entity_type=entity[0], entity_id=entity[1], details=details))
        run(log.log(action, entity_type=entity[0], entity_id=entity[1], details={}, actor_type="agent",
                    actor_id=agent.id))
    entries = run(ActivityService(stores).page(ActivityFilter(), limit=1000))
    assert len(entries) == 2 * len(ACTION_PHRASES)
    english = {}
    for language in ("en", "vi", "zh_CN", "ru"):
        install_language(language)
        for entry in entries:
            text = sentence(entry)
            action = entry.activity.action
            assert text and "{" not in text and "}" not in text, (language, action, text)
            assert agent.id not in text and hook.id not in text and hook.id[:8] not in text, (language, action, text)
            if entry.activity.actor_type == "agent":
                assert text.startswith("Helper"), (language, action, text)
            if action.startswith("hook."):
                assert "block rm -rf" in text, (language, action, text)
            if language == "en":
                english[(entry.activity.id)] = text
                assert action_name(action) != action
            else:  # translated, not the English sentence
                assert text != english[entry.activity.id], (language, action, text)
            assert all(label and value for label, value in field_rows(entry))
    install_language("en")
    failed = [e for e in entries if e.activity.action == "mcp.tool_call" and e.activity.actor_type == "user"]
    assert sentence(failed[0]).endswith(" — failed")
    hook_run = next(e for e in entries if e.activity.action == "hook.run" and e.activity.actor_type == "user")
    assert sentence(hook_run) == "You ran the hook “block rm -rf”"
