"""An agent credential bound to a host (`cred grant ... --host H`) is injected only when
every host the arguments name matches, whichever way the tool is told the host, and not
at all when the host cannot be determined."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from goclaw_lite.model.agents import Agent
from goclaw_lite.model.secure_cli import CredentialType
from goclaw_lite.securecli.argv import MAX_ARGUMENT_FILE_BYTES
from goclaw_lite.securecli.resolve import hosts_in_args
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.store.credentials.store import SecureCLIStore
from tests.unit.securecli.conftest import Collected

PYTHON = os.path.realpath(sys.executable)
TOKEN = "ghp_" + "HostBoundToken0123456789abcdefghij"

ELSEWHERE = [
    ["-hevil.example", "api"],
    ["-h", "evil.example"],
    ["-qhevil.example"],
    ["-Uh", "evil.example"],
    ["--hos=evil.example"],
    ["--hos", "evil.example"],
    ["--hostn=evil.example"],
    ["--host", "evil.example:443"],
    ["-host", "evil.example"],
    ["-hostname=evil.example"],
    ["--serv=https://evil.example/api"],
    ["--endpoint-url=https://evil.example"],
    ["-shttps://evil.example/v1"],
    ["--hostname=api.github.com", "https://evil.example/x"],  # every named host must match
    ["--host", "\uff45\uff56\uff49\uff4c.example"],  # full-width letters
    ["clone", "git@evil.example:o/r.git"],
]
UNDETERMINED = [["api", "--host"], ["--host="], ["repo", "-h"], ["--hos"]]
ALLOWED = [
    ["repo", "list"],
    ["-hapi.github.com"],
    ["--hos", "api.github.com"],
    ["--host=API.GitHub.com:443"],
    ["-host=api.github.com"],
    ["--server=https://api.github.com/graphql"],
    ["clone", "https://ssh.github.com/o/r.git"],
]


@pytest.fixture
async def bound(store: SecureCLIStore, agent: Agent) -> str:
    binary = await store.create("gh", path=PYTHON, is_global=False)
    await store.set_agent_credentials_typed(binary.id, agent.id, {"GH_TOKEN": TOKEN}, CredentialType.PAT,
                                            host_scope="*.github.com")
    return binary.id


@pytest.mark.parametrize("args", ELSEWHERE + UNDETERMINED, ids=[" ".join(a) for a in ELSEWHERE + UNDETERMINED])
async def test_the_credential_is_withheld(bound: str, runner: SecureCLIRunner, agent: Agent, args: list[str]) -> None:
    resolved = await runner.resolve("gh", args, agent_id=agent.id)
    assert resolved.env.names == () and resolved.agent_credentials_withheld


@pytest.mark.parametrize("args", ALLOWED, ids=[" ".join(a) for a in ALLOWED])
async def test_the_credential_is_injected(bound: str, runner: SecureCLIRunner, agent: Agent, args: list[str]) -> None:
    resolved = await runner.resolve("gh", args, agent_id=agent.id)
    assert resolved.env.names == ("GH_TOKEN",) and not resolved.agent_credentials_withheld


async def test_argument_files_count(bound: str, runner: SecureCLIRunner, agent: Agent, tmp_path: Path) -> None:
    (tmp_path / "evil.args").write_text("--host evil.example\n")
    (tmp_path / "good.args").write_text("--host api.github.com\n")
    (tmp_path / "big.args").write_bytes(b"x " * (MAX_ARGUMENT_FILE_BYTES // 2 + 1))
    for name, injected in (("evil.args", False), ("good.args", True), ("big.args", False)):
        resolved = await runner.resolve("gh", [f"@{name}"], agent_id=agent.id, cwd=tmp_path)
        assert (resolved.env.names == ("GH_TOKEN",)) is injected, name


async def test_a_run_elsewhere_gets_no_token(bound: str, runner: SecureCLIRunner, agent: Agent) -> None:
    sink = Collected()
    code = "import os, sys; print(os.environ.get('GH_TOKEN', 'none'))"
    await runner.run("gh", ["-c", code, "-hevil.example"], on_stdout=sink.stdout, on_stderr=sink.stderr,
                     agent_id=agent.id)
    assert bytes(sink.out) == b"none\n"


def test_what_the_arguments_name() -> None:
    named = hosts_in_args(["-qhDB.Example.:5432", "--serv", "[::1]:8080", "https://u:p@x.example/y"])
    assert named.hosts == {"db.example", "::1", "x.example"} and named.undetermined is None
    assert hosts_in_args(["-h"]).undetermined and hosts_in_args(["status"]).hosts == frozenset()
