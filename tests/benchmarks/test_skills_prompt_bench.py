"""What ten granted skills cost an agent's every request, measured on the real path.

Ten skills with descriptions of realistic length (120–200 characters) and bodies of about
3 KB (the size of the built-in ones) are installed and granted; the system prompt section
(`use_skill`'s hint, as the run loop builds it), the two tool definitions it brings, and,
for comparison, the ten bodies pasted whole are counted with the run loop's own estimate
(`providers.tokens`: one token per three UTF-8 bytes, which over-counts English) and with
four characters a token (closer to English for most tokenizers). The target from issue 27:
a few hundred tokens, not ten bodies. The numbers go to test-output/benchmarks/skills.json.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from goclaw_lite.agent.tools.registry import ToolContext
from goclaw_lite.agent.tools.skill_tools import ReadSkillFileTool, UseSkillTool
from goclaw_lite.app.context import AppContext
from goclaw_lite.app.skills import SkillsService
from goclaw_lite.providers.tokens import estimate_tokens
from goclaw_lite.skills.reader import SkillReader
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.skills import SkillStore
from tests.support.skills import write_skill

ROOT = Path(__file__).resolve().parents[2]
TOPICS = ("invoice", "release notes", "meeting minutes", "bug triage", "code review", "travel plan", "budget sheet",
          "incident report", "onboarding checklist", "literature review")


def _description(topic: str) -> str:
    return (f"Prepare a {topic} the way this team writes it: gather the inputs, check them against the rules, "
            f"fill the template and list open questions for the user.")


def _body(topic: str) -> str:
    steps = "\n".join(f"{i}. Step {i} of the {topic}: do the careful thing, check it, and note what you found "
                      f"in one short line so the user can follow along." for i in range(1, 25))
    return f"# {topic.title()}\n\nUse this when the user asks for a {topic}.\n\n{steps}\n"


@pytest.mark.benchmark
async def test_ten_granted_skills_cost_a_few_hundred_tokens(app: AppContext, tmp_path: Path) -> None:
    agent = await AgentStore(app.stores.db, app.stores.identity).create("bench", provider="p", model="m")
    service = SkillsService(app.stores, app.paths.data_dir, bundled=[])
    for topic in TOPICS:
        await service.add(write_skill(tmp_path / topic.replace(" ", "-"), topic.replace(" ", "-"),
                                      _description(topic), body=_body(topic)))
        await service.grant(topic.replace(" ", "-"), agent.agent_key)
    reader = SkillReader(SkillStore(app.stores.db, app.stores.identity))
    ctx = ToolContext(agent, "conv", "")
    use, read = UseSkillTool(reader), ReadSkillFileTool(reader)
    section = await use.system_hint(ctx)
    assert section.count("\n- ") == 10
    tools = sum(estimate_tokens(json.dumps({"name": t.name, "description": t.description, "parameters": t.parameters}))
                for t in (use, read))
    bodies = "\n\n".join(_body(t) for t in TOPICS)
    numbers = {
        "skills": len(TOPICS),
        "section_tokens_estimate": estimate_tokens(section),
        "section_tokens_4_chars": round(len(section) / 4),
        "tool_definitions_tokens_estimate": tools,
        "section_chars": len(section),
        "bodies_tokens_estimate": estimate_tokens(bodies),
        "bodies_tokens_4_chars": round(len(bodies) / 4),
    }
    total = numbers["section_tokens_estimate"] + tools
    numbers["ratio_to_bodies"] = round(total / numbers["bodies_tokens_estimate"], 3)
    out = ROOT / "test-output" / "benchmarks"
    out.mkdir(parents=True, exist_ok=True)
    (out / "skills.json").write_text(json.dumps(numbers, indent=2), encoding="utf-8")
    print(json.dumps(numbers, indent=2))
    assert total < 1000  # hundreds, even by the estimate that over-counts English by about a third
    assert numbers["ratio_to_bodies"] < 0.15
