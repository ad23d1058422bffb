"""The agent's exec tool, end to end with real processes."""

from __future__ import annotations

import os
import sys

import pytest

from goclaw_lite.model.agents import Agent
from goclaw_lite.securecli.exec_tool import ExecTool, ToolOutcome
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.definitions.agents import AgentStore

PYTHON = os.path.realpath(sys.executable)
TOKEN = "injected-Secret-Value-123456"
FOREIGN = "ghp_" + "x" * 8 + "Y1z2A3b4C5d6E7f8G9h0I1"  # a GitHub-shaped token we never injected


@pytest.fixture
def tool(runner: SecureCLIRunner, store: SecureCLIStore) -> ExecTool:
    return ExecTool(runner, store, max_output_chars=2000)


async def test_schema_and_name(tool: ExecTool) -> None:
    assert tool.name == "exec"
    assert tool.parameters["required"] == ["binary", "args"]
    assert set(tool.parameters["properties"]) == {"binary", "args", "stdin"}


async def test_runs_a_granted_tool_and_returns_double_scrubbed_output(
    tool: ExecTool, store: SecureCLIStore, agent: Agent
) -> None:
    await store.create("python3", path=PYTHON, env={"API_TOKEN": TOKEN}, tips="python it is")
    code = f"import os, sys; print(os.environ['API_TOKEN'], {FOREIGN!r}); print(sys.stdin.read()); sys.stderr.write('warn\\n')"
    outcome = await tool.run({"binary": "python3", "args": ["-c", code], "stdin": "from the model"},
                             agent_id=agent.id, conversation_id=None)
    assert isinstance(outcome, ToolOutcome) and outcome.ok
    assert TOKEN not in outcome.content and FOREIGN not in outcome.content
    assert "[REDACTED:API_TOKEN]" in outcome.content and "from the model" in outcome.content
    assert "[stderr]\nwarn" in outcome.content and outcome.content.endswith("[exit code 0]")
    assert outcome.metadata["injected"] == ["API_TOKEN"] and outcome.metadata["exit_code"] == 0
    assert await tool.available(agent.id) == [{"binary": "python3", "description": "", "tips": "python it is"}]


async def test_failures_come_back_as_outcomes(tool: ExecTool, store: SecureCLIStore, agent: Agent,
                                              agents: AgentStore) -> None:
    other = await agents.create("other", provider="p", model="m")
    binary = await store.create("python3", path=PYTHON, env={"API_TOKEN": TOKEN}, is_global=False,
                                deny_args=["--forbidden"])
    await store.grant(binary.id, agent.id)
    cases = [
        ({"binary": "kubectl", "args": []}, agent.id, "UNKNOWN_BINARY"),
        ({"binary": "python3", "args": ["-c", "print(1)"]}, other.id, "BINARY_NOT_ALLOWED"),
        ({"binary": "python3", "args": ["--forbidden"]}, agent.id, "DENIED_ARGUMENT"),
        ({"binary": "python3", "args": "not a list"}, agent.id, "VALIDATION"),
        ({"binary": "python3", "args": [], "shell": True}, agent.id, "VALIDATION"),
    ]
    for arguments, agent_id, code in cases:
        outcome = await tool.run(arguments, agent_id=agent_id, conversation_id=None)
        assert not outcome.ok and outcome.metadata["error"] == code, (arguments, outcome)
        assert outcome.content.startswith("error: ")
    failing = await tool.run({"binary": "python3", "args": ["-c", "import sys; sys.exit(4)"]}, agent_id=agent.id,
                             conversation_id=None)
    assert not failing.ok and failing.metadata["exit_code"] == 4 and "[exit code 4]" in failing.content


async def test_output_is_bounded(tool: ExecTool, store: SecureCLIStore, agent: Agent) -> None:
    await store.create("python3", path=PYTHON, env={"API_TOKEN": TOKEN})
    code = "import os; print('START'); print('x' * 3_000_000); print(os.environ['API_TOKEN']); print('END')"
    outcome = await tool.run({"binary": "python3", "args": ["-c", code]}, agent_id=agent.id, conversation_id=None)
    assert outcome.ok and outcome.metadata["truncated"]
    assert len(outcome.content) < 2300 and "START" in outcome.content and "END" in outcome.content
    assert "omitted" in outcome.content and TOKEN not in outcome.content


@pytest.mark.parametrize("encoder", [["base64"], ["openssl", "base64"]])
async def test_wrapped_base64_of_the_credential_never_reaches_the_model(
    tool: ExecTool, store: SecureCLIStore, agent: Agent, encoder: list[str]
) -> None:
    """Issue 25 case 7: `base64` (76 columns) and `openssl base64` (64) wrap a long credential's
    encoding over lines; the text the model reads (and the chat stores) holds none of it."""
    import shutil

    from tests.support.leaks import LONG, leaks

    if shutil.which(encoder[0]) is None:
        pytest.skip(f"{encoder[0]} is not installed")
    await store.create("sh", path="/bin/sh", env={"LONG_TOKEN": LONG})
    script = f'printf "%s" "$LONG_TOKEN" | {" ".join(encoder)}; printf "x%s" "$LONG_TOKEN" | {" ".join(encoder)}'
    outcome = await tool.run({"binary": "sh", "args": ["-c", script]}, agent_id=agent.id, conversation_id=None)
    assert outcome.ok and outcome.content.count("[REDACTED:LONG_TOKEN]") >= 2
    assert not leaks(outcome.content, LONG)
