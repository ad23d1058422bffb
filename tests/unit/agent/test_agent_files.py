"""Agent files: the prompt's fixed order, the size budget and its warning, the user's copy
overriding the agent's, the service's checks, and a real chat whose model receives them."""

from __future__ import annotations

import pytest

from goclaw_lite.agent.prompt_files import MAX_TOTAL_CHARS, PER_FILE_CHARS, assemble, budget_for
from goclaw_lite.app.agent_files import AgentFilesService
from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.model.agent_files import MAX_FILE_CHARS, AgentFile, FileScope, normalise_file_name
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream
from tests.unit.agent.conftest import ChatWorld, collect


def _file(name: str, content: str) -> AgentFile:
    return AgentFile("a", name, content, FileScope.AGENT, "")


def test_files_go_into_the_prompt_in_the_documented_order() -> None:
    files = [_file(n, f"text of {n}") for n in ("zeta.md", "USER.md", "AGENTS.md", "NOTES.md", "SOUL.md", "TOOLS.md",
                                                 "IDENTITY.md", "EMPTY.md")]
    files[-1] = _file("EMPTY.md", "  \n")
    prompt = assemble(files, 24_000)
    assert prompt.files == ("SOUL.md", "IDENTITY.md", "AGENTS.md", "TOOLS.md", "USER.md", "NOTES.md", "zeta.md")
    positions = [prompt.text.index(f'<agent_file name="{n}">') for n in prompt.files]
    assert positions == sorted(positions)
    assert "EMPTY.md" not in prompt.text and prompt.cuts == ()


def test_a_file_over_its_share_is_cut_at_a_line_and_says_so() -> None:
    long = "\n".join(f"line {i} " + "x" * 40 for i in range(1000))  # ~48,000 characters
    prompt = assemble([_file("SOUL.md", long), _file("USER.md", "Name: Ana")], budget_for(200_000))
    cut = prompt.cut("SOUL.md")
    assert cut is not None and cut.chars == len(long) and 0 < cut.kept <= PER_FILE_CHARS
    assert long[: cut.kept] in prompt.text and long[: cut.kept + 60] not in prompt.text
    assert long[: cut.kept].endswith("x")  # cut at a line break, not inside a line
    assert f"SOUL.md is cut here: {cut.kept:,} of {len(long):,} characters" in prompt.text
    assert "Name: Ana" in prompt.text and prompt.cut("USER.md") is None


def test_the_budget_follows_the_context_window_and_leaves_out_what_no_longer_fits() -> None:
    assert budget_for(200_000) == MAX_TOTAL_CHARS and budget_for(8192) == 8192 and budget_for(100) == 2000
    files = [_file("SOUL.md", "s" * 7_000), _file("IDENTITY.md", "i" * 1_500), _file("AGENTS.md", "a" * 500)]
    prompt = assemble(files, 8_000)
    assert prompt.files == ("SOUL.md", "IDENTITY.md") and prompt.cut("SOUL.md") is None
    identity = prompt.cut("IDENTITY.md")
    assert identity is not None and (identity.chars, identity.kept) == (1_500, 1_000)
    agents = prompt.cut("AGENTS.md")
    assert agents is not None and agents.left_out and agents.chars == 500
    assert "Left out of this prompt for size: AGENTS.md" in prompt.text and "a" * 500 not in prompt.text


def test_names_are_checked_and_the_known_ones_take_their_usual_case() -> None:
    assert normalise_file_name(" soul.md ") == "SOUL.md" and normalise_file_name("my notes.md") == "my notes.md"
    for bad in ("", "SOUL", "../x.md", "a/b.md", "a\\b.md", ".hidden.md", "x" * 120 + ".md", "a..b.md"):
        with pytest.raises(ValidationError, match="not valid"):
            normalise_file_name(bad)


async def test_the_users_copy_overrides_and_removing_it_brings_the_agents_back(chat: ChatWorld) -> None:
    await chat.agent("helper")
    files = AgentFilesService(chat.app.stores)
    await files.set("helper", "soul.md", "Agent soul.")
    await files.set("helper", "USER.md", "Agent's idea of the user.")
    mine = await files.set("helper", "USER.md", "I am Ana.", user=True)
    assert (mine.scope, mine.overrides, mine.content) == (FileScope.USER, True, "I am Ana.")
    listing = await files.list("helper")
    assert [(f.name, f.scope) for f in listing.files] == [("SOUL.md", FileScope.AGENT), ("USER.md", FileScope.USER)]
    assert "I am Ana." in listing.prompt.text and "Agent's idea" not in listing.prompt.text
    edited = await files.set("helper", "USER.md", "I am Ana, a chemist.")  # edits where it takes effect
    assert edited.scope is FileScope.USER
    removed = await files.remove("helper", "USER.md")
    assert removed.scope is FileScope.USER
    back = await files.show("helper", "USER.md")
    assert (back.scope, back.content) == (FileScope.AGENT, "Agent's idea of the user.")
    await files.remove("helper", "USER.md")
    with pytest.raises(NotFoundError, match=r"no file USER\.md"):
        await files.show("helper", "USER.md")
    with pytest.raises(NotFoundError, match=r"no file NOTES\.md"):
        await files.remove("helper", "NOTES.md")
    with pytest.raises(AlreadyExistsError, match="differ only in case"):
        await files.set("helper", "Notes.md", "x") and await files.set("helper", "notes.md", "y")
    with pytest.raises(ValidationError, match="characters; at most"):
        await files.set("helper", "BIG.md", "x" * (MAX_FILE_CHARS + 1))
    assert (await files.show("helper", "Notes.md")).content == "x"
    activity = ActivityStore(chat.app.stores.db, chat.app.stores.identity)
    rows = await activity.list(ActivityFilter(action="agent_file.set"))
    assert rows and all("I am Ana" not in str(r.details) for r in rows) and rows[0].details["chars"] == 1


async def test_a_duplicated_agent_gets_the_agents_files(chat: ChatWorld) -> None:
    from goclaw_lite.app.agents import AgentsAdmin

    await chat.agent("helper")
    files = AgentFilesService(chat.app.stores)
    await files.set("helper", "SOUL.md", "Calm.")
    copy = await AgentsAdmin(chat.app.stores).duplicate("helper", "twin")
    assert [(f.name, f.content) for f in (await files.list(copy.agent_key)).files] == [("SOUL.md", "Calm.")]


async def test_the_model_receives_the_files_in_order_after_the_agents_prompt(chat: ChatWorld) -> None:
    await chat.agent("helper", system_prompt="Base prompt.")
    files = AgentFilesService(chat.app.stores)
    await files.set("helper", "USER.md", "The user is Ana.")
    await files.set("helper", "SOUL.md", "You are calm.")
    await files.set("helper", "IDENTITY.md", "Name: Pip.", user=True)
    chat.server.script_openai(StreamResponse(openai_text_stream("Hello Ana.")))
    service = chat.service()
    await collect(await service.send("hi", agent_key="helper"))
    system = chat.server.requests_to(OPENAI_PATH)[0].body["messages"][0]
    assert system["role"] == "system"
    text = system["content"]
    order = [text.index(s) for s in ("Base prompt.", "You are calm.", "Name: Pip.", "The user is Ana.")]
    assert order == sorted(order)
