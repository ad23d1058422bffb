"""An agent uses a skill through the real run loop and the fake OpenAI-compatible server.

The model first sees only the skill's name and description (progressive disclosure), calls
`use_skill`, gets the procedure, reads a file the procedure names, and follows it; the
answer records which skill it used. An agent without the grant is offered neither the list
nor the tools; a read that tries to leave the skill's folder is refused.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.skills import SkillsService
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.chat_api import RunFinished, ToolCallFinished
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.skills import write_skill
from tests.unit.agent.conftest import ChatWorld, collect

BODY_MARKER = "Count the syllables: five, seven, five"
FILE_MARKER = "Always end the poem with the word PLUM."


async def _install(chat: ChatWorld, tmp_path: Path) -> SkillsService:
    skills = SkillsService(chat.app.stores, chat.app.paths.data_dir, bundled=[])
    body = (f"1. {BODY_MARKER}.\n2. Read references/rules.md with read_skill_file and obey it.\n"
            "3. Answer with the poem only.")
    await skills.add(write_skill(tmp_path / "haiku", "haiku-writer", "Write a haiku on the topic the user gives.",
                                 body=body, files={"references/rules.md": FILE_MARKER}))
    return skills


def _system(exchange: Any) -> str:
    return str(exchange.body["messages"][0]["content"]) if exchange.body["messages"][0]["role"] == "system" else ""


def _tools(exchange: Any) -> list[str]:
    return [t["function"]["name"] for t in exchange.body.get("tools", [])]


async def test_the_model_sees_the_list_loads_the_body_and_follows_it(chat: ChatWorld, tmp_path: Path) -> None:
    skills = await _install(chat, tmp_path)
    agent = await chat.agent(system_prompt="You are a poet.")
    await skills.grant("haiku-writer", agent.agent_key)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "use_skill", '{"name": "haiku-writer"}')])),
        StreamResponse(openai_tool_stream([("c2", "read_skill_file",
                                            '{"skill": "haiku-writer", "path": "references/rules.md"}')])),
        StreamResponse(openai_text_stream("Blossoms on the branch\nrain on the old roof\nsweet and dark, a PLUM")),
    )
    service = chat.service()
    events = await collect(await service.send("A haiku about spring, please."))
    final = events[-1]
    assert isinstance(final, RunFinished) and final.state == "complete", final
    first, second, third = chat.server.requests_to(OPENAI_PATH)
    system = _system(first)
    assert system.startswith("You are a poet.")
    assert "- haiku-writer: Write a haiku on the topic the user gives." in system
    assert BODY_MARKER not in json.dumps(first.body)  # only the name and description, not the body
    assert {"use_skill", "read_skill_file"} <= set(_tools(first))
    assert any(m["role"] == "tool" and BODY_MARKER in m["content"] and "references/rules.md" in m["content"]
               for m in second.body["messages"])
    assert any(m["role"] == "tool" and m["content"] == FILE_MARKER for m in third.body["messages"])
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert [(e.name, e.ok) for e in finished] == [("use_skill", True), ("read_skill_file", True)]
    message = await service.conversations.get_message(final.final_message_id or "")
    assert message.metadata.get("skills_used") == ["haiku-writer"]
    assert "PLUM" in message.text


async def test_an_agent_without_the_grant_is_offered_nothing(chat: ChatWorld, tmp_path: Path) -> None:
    await _install(chat, tmp_path)
    await chat.agent()
    chat.server.script_openai(StreamResponse(openai_text_stream("Hello.")))
    events = await collect(await chat.service().send("hi"))
    assert events[-1].state == "complete"
    request = chat.server.requests_to(OPENAI_PATH)[0]
    assert "haiku-writer" not in json.dumps(request.body)
    assert not {"use_skill", "read_skill_file"} & set(_tools(request))


async def test_reads_that_leave_the_folder_are_refused(chat: ChatWorld, tmp_path: Path) -> None:
    skills = await _install(chat, tmp_path)
    agent = await chat.agent()
    await skills.grant("haiku-writer", agent.agent_key)
    folder = skills.library.root / "haiku-writer" / "1"
    outside = tmp_path / "outside.txt"
    outside.write_text("TOP SECRET", encoding="utf-8")
    os.symlink(outside, folder / "link.md")  # planted after install, behind the app's back
    attempts = ['{"skill": "haiku-writer", "path": "../../../../outside.txt"}',
                f'{{"skill": "haiku-writer", "path": "{outside}"}}',
                '{"skill": "haiku-writer", "path": "link.md"}',
                '{"skill": "nope", "path": "SKILL.md"}']
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([(f"r{i}", "read_skill_file", a) for i, a in enumerate(attempts)])),
        StreamResponse(openai_text_stream("I could not read those.")),
    )
    events = await collect(await chat.service().send("read things"))
    results = [e for e in events if isinstance(e, ToolCallFinished)]
    assert [r.ok for r in results] == [False] * 4
    assert all("TOP SECRET" not in r.content for r in results)
    assert "leaves the skill's folder" in results[0].content
    assert "not a path inside" in results[1].content
    assert "link" in results[2].content
    assert "no skill 'nope'" in results[3].content and "haiku-writer" in results[3].content


SCRIPT = """#!/bin/sh
# counts the words of its arguments; leaves a marker so the test knows it ran
touch "$MARKER_DIR/ran"
echo "words: $#"
"""


async def test_a_skill_script_runs_only_as_a_registered_tool_with_approval(chat: ChatWorld, tmp_path: Path) -> None:
    from goclaw_lite.model.chat_api import ToolApprovalNeeded, ToolCallRequested
    from goclaw_lite.store.credentials.store import SecureCLIStore

    skills = SkillsService(chat.app.stores, chat.app.paths.data_dir, bundled=[])
    await skills.add(write_skill(tmp_path / "wc", "word-counter", "Count the words of a text.",
                                 body="1. Run the wordcount tool with exec, one word per argument.\n"
                                      "2. Report the count.",
                                 files={"scripts/wordcount.sh": SCRIPT}))
    stored = skills.library.root / "word-counter" / "1" / "scripts" / "wordcount.sh"
    assert stored.stat().st_mode & 0o777 == 0o600  # never executable where it was installed
    cli = SecureCLIStore(chat.app.stores.db, chat.app.stores.identity, chat.app.stores.cipher)
    with pytest.raises(ValidationError, match="not an executable file"):
        await cli.create("wordcount", path=str(stored), env={"MARKER_DIR": str(tmp_path)})
    # the user reads the script, copies it somewhere of their own, makes it executable, registers it
    mine = tmp_path / "bin" / "wordcount.sh"
    mine.parent.mkdir()
    mine.write_text(stored.read_text(encoding="utf-8"), encoding="utf-8")
    mine.chmod(0o700)
    agent = await chat.agent()
    binary = await cli.create("wordcount", path=str(mine), env={"MARKER_DIR": str(tmp_path)})
    await cli.grant(binary.id, agent.id)
    await skills.grant("word-counter", agent.agent_key)
    marker = tmp_path / "ran"
    service = chat.service()

    async def answer(text: str, allow: bool) -> list[Any]:
        chat.server.script_openai(
            StreamResponse(openai_tool_stream([("u1", "use_skill", '{"name": "word-counter"}')])),
            StreamResponse(openai_tool_stream([("e1", "exec", '{"binary": "wordcount", "args": ["a", "b", "c"]}')])),
            StreamResponse(openai_text_stream(text)),
        )
        run = await service.send("How many words in 'a b c'?", agent_key=agent.agent_key)
        events = []
        async for event in run.events():
            events.append(event)
            if isinstance(event, ToolCallFinished) and event.name == "use_skill":
                assert not marker.exists()  # loading the skill ran nothing
            if isinstance(event, ToolApprovalNeeded):
                service.resolve_approval(event.call_id, allow)
        return events

    refused = await answer("I was not allowed to count.", allow=False)
    assert [e.decision for e in refused if isinstance(e, ToolCallRequested) and e.name == "exec"] == ["ask"]
    assert not marker.exists()
    allowed = await answer("Three words.", allow=True)
    done = [e for e in allowed if isinstance(e, ToolCallFinished) and e.name == "exec"]
    assert marker.exists() and done[0].ok and "words: 3" in done[0].content


async def test_a_known_secret_in_a_skill_never_reaches_the_model(chat: ChatWorld, tmp_path: Path) -> None:
    from goclaw_lite.store.credentials.store import SecureCLIStore

    secret = "ghp_skillLeak0123456789abcdefABCDEF012345"
    tool = tmp_path / "gh"
    tool.write_text("#!/bin/sh\necho hi\n", encoding="utf-8")
    tool.chmod(0o700)
    await SecureCLIStore(chat.app.stores.db, chat.app.stores.identity, chat.app.stores.cipher).create(
        "gh", path=str(tool), env={"GH_TOKEN": secret})
    skills = SkillsService(chat.app.stores, chat.app.paths.data_dir, bundled=[])
    await skills.add(write_skill(tmp_path / "leaky", "leaky", "Has a token pasted in.",
                                 body=f"1. Use the token {secret} to log in.", files={"notes.md": f"token={secret}"}))
    agent = await chat.agent()
    await skills.grant("leaky", agent.agent_key)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("u1", "use_skill", '{"name": "leaky"}'),
                                           ("r1", "read_skill_file", '{"skill": "leaky", "path": "notes.md"}')])),
        StreamResponse(openai_text_stream("Done.")),
    )
    events = await collect(await chat.service().send("log in"))
    assert events[-1].state == "complete"
    sent = json.dumps(chat.server.requests_to(OPENAI_PATH)[1].body)
    assert secret not in sent and "[REDACTED:" in sent
