"""The page's Qt-free service on a real store: validation, access diffs, reveal, test runs."""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from credentials_helpers import OTHER_SECRET, SECRET, write_tool

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.credentials import (
    CredentialsService,
    NotOnPathError,
    TestRunRefusedError,
    deny_verdict,
    split_args,
)
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import format_ts
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.credentials import ToolDraft, ToolSummary
from goclaw_lite.model.secure_cli import SecretEnv
from goclaw_lite.securecli.policy import DEFAULT_VERBOSE_PATTERNS
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.activity import ActivityStore


@pytest.fixture
def service(app: AppContext) -> CredentialsService:
    return CredentialsService(app.stores.db, app.stores.identity, app.stores.cipher)


@pytest.fixture
async def coder(app: AppContext) -> Agent:
    return await AgentStore(app.stores.db, app.stores.identity).create("coder", provider="local", model="m")


@pytest.fixture
def tool(tmp_path: Path) -> Path:
    return write_tool(tmp_path / "bin")


def draft(tool: Path, **fields: object) -> ToolDraft:
    values: dict[str, object] = {"binary_id": None, "name": "demo-tool", "path": str(tool),
                                 "set_env": SecretEnv.of({"API_TOKEN": SECRET})}
    values.update(fields)
    return ToolDraft(**values)  # type: ignore[arg-type]


async def activity_text(app: AppContext) -> str:
    return repr(await ActivityStore(app.stores.db, app.stores.identity).list(limit=500))


# --- the tester --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deny", "verbose", "args", "allowed"),
    [
        ((r"auth\s+token",), (), "auth token", False),
        ((r"auth\s+token",), (), "'AUTH'    token --show", False),
        ((r"auth\s+token",), (), "auth login", True),
        (("--dump",), (), "--dump=all", False),
        ((), DEFAULT_VERBOSE_PATTERNS, "-vv repo list", False),
        ((), DEFAULT_VERBOSE_PATTERNS, "--version", True),
        ((), (), "anything at all", True),
    ],
)
def test_deny_verdict_matches_the_runner_rules(deny: tuple[str, ...], verbose: tuple[str, ...], args: str, allowed: bool) -> None:
    verdict = deny_verdict(deny, verbose, args)
    assert verdict.allowed is allowed
    assert verdict.message.startswith("Allowed" if allowed else "Denied")


def test_deny_verdict_names_the_rule_as_typed_and_refuses_bad_quoting() -> None:
    assert deny_verdict((r"auth\s+token",), (), "auth token").message == r"Denied by the rule  auth\s+token"
    assert "verbose" in deny_verdict((), ("-v",), "-v").message
    unclosed = deny_verdict((), (), "say 'hello")
    assert not unclosed.allowed and "unclosed quote" in unclosed.message
    assert split_args("a 'b c' \"d\"") == ["a", "b c", "d"]
    with pytest.raises(ValidationError):
        split_args('"open')


# --- saving -------------------------------------------------------------------------------------


async def test_create_needs_a_name_a_variable_and_a_unique_name(service: CredentialsService, tool: Path) -> None:
    with pytest.raises(ValidationError, match="Give the tool a name"):
        await service.save(draft(tool, name="  "))
    with pytest.raises(ValidationError, match="at least one variable"):
        await service.save(draft(tool, set_env=SecretEnv()))
    await service.save(draft(tool))
    with pytest.raises(ValidationError, match="already registered; edit it instead"):
        await service.save(draft(tool, name="DEMO-TOOL", set_env=SecretEnv.of({"X_TOKEN": OTHER_SECRET})))
    assert [s.binary.name for s in await service.list_tools()] == ["demo-tool"]


async def test_an_empty_path_is_found_on_path(
    service: CredentialsService, tool: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tool.parent))
    binary = await service.save(draft(tool, path=""))
    assert binary.path == str(tool.resolve())
    with pytest.raises(NotOnPathError, match="not found on PATH; choose the executable with Browse"):
        await service.save(draft(tool, name="no-such-tool-anywhere", path=""))


async def test_a_refused_step_writes_nothing(service: CredentialsService, tool: Path, app: AppContext) -> None:
    with pytest.raises(NotFoundError):
        await service.save(draft(tool, access=(("01900000-0000-7000-8000-000000000000", False),)))
    assert await service.list_tools() == []  # the tool was rolled back with the failed grant
    with pytest.raises(ValidationError, match="shorter than 6"):
        await service.save(draft(tool, set_env=SecretEnv.of({"API_TOKEN": "short"})))
    assert await service.list_tools() == []


async def test_update_keeps_untouched_values_and_logs_names_only(
    service: CredentialsService, tool: Path, app: AppContext
) -> None:
    binary = await service.save(draft(tool))
    updated = await service.save(
        draft(tool, binary_id=binary.id, set_env=SecretEnv.of({"GH_TOKEN": OTHER_SECRET}), timeout_seconds=90,
              deny_args=("--dump",), deny_verbose=DEFAULT_VERBOSE_PATTERNS, enabled=False, description="Demo")
    )
    assert updated.env_names == ("API_TOKEN", "GH_TOKEN") and updated.timeout_seconds == 90
    assert updated.deny_args == ("--dump",) and not updated.enabled and updated.description == "Demo"
    assert await service.reveal(binary.id, "API_TOKEN") == SECRET
    removed = await service.save(draft(tool, binary_id=binary.id, set_env=SecretEnv(), unset_env=("API_TOKEN",)))
    assert removed.env_names == ("GH_TOKEN",)
    text = await activity_text(app)
    assert "secure_cli.update" in text and "GH_TOKEN" in text
    assert SECRET not in text and OTHER_SECRET not in text


async def test_access_ticks_become_grants_switch_offs_and_revokes(
    service: CredentialsService, tool: Path, coder: Agent, app: AppContext
) -> None:
    binary = await service.save(draft(tool, access=((coder.id, True),)))
    assert await service.store.list_grants(binary.id) == []  # global: nothing to record
    await service.save(draft(tool, binary_id=binary.id, set_env=SecretEnv(), access=((coder.id, False),)))
    [grant] = await service.store.list_grants(binary.id)
    assert not grant.enabled  # global tool, agent kept away by a switched-off grant
    details = await service.details(binary.id)
    assert [(a.agent_key, a.allowed) for a in details.access] == [("coder", False)]
    summary = next(s for s in await service.list_tools() if s.binary.id == binary.id)
    assert summary.access_text == "All agents except coder"

    await service.save(draft(tool, binary_id=binary.id, set_env=SecretEnv(), is_global=False, access=((coder.id, True),)))
    [grant] = await service.store.list_grants(binary.id)
    assert grant.enabled
    await service.save(draft(tool, binary_id=binary.id, set_env=SecretEnv(), is_global=False, access=((coder.id, False),)))
    assert await service.store.list_grants(binary.id) == []  # a plain grant is revoked

    # A grant that carries the agent's own credentials is switched off instead: nothing is lost.
    await service.store.set_agent_credentials_typed(binary.id, coder.id, {"API_TOKEN": OTHER_SECRET})
    await service.save(draft(tool, binary_id=binary.id, set_env=SecretEnv(), is_global=False, access=((coder.id, False),)))
    [grant] = await service.store.list_grants(binary.id)
    assert not grant.enabled and grant.env_names == ("API_TOKEN",)
    text = await activity_text(app)
    assert "secure_cli.grant" in text and "secure_cli.revoke" in text and OTHER_SECRET not in text


async def test_delete_removes_the_tool_and_logs_it(service: CredentialsService, tool: Path, app: AppContext) -> None:
    binary = await service.save(draft(tool))
    deleted = await service.delete(binary.id)
    assert deleted.name == "demo-tool" and await service.list_tools() == []
    assert "secure_cli.delete" in await activity_text(app)


# --- reveal and runs ---------------------------------------------------------------------------------


async def test_reveal_is_audited_by_name(service: CredentialsService, tool: Path, app: AppContext) -> None:
    binary = await service.save(draft(tool))
    assert await service.reveal(binary.id, "API_TOKEN") == SECRET
    with pytest.raises(NotFoundError, match="no longer stored"):
        await service.reveal(binary.id, "GONE")
    text = await activity_text(app)
    assert "secure_cli.reveal" in text and "API_TOKEN" in text and SECRET not in text


async def test_test_run_streams_scrubbed_output(
    service: CredentialsService, tool: Path, caplog: pytest.LogCaptureFixture
) -> None:
    binary = await service.save(draft(tool))
    seen: list[tuple[str, bytes]] = []
    with caplog.at_level(logging.DEBUG):
        outcome = await service.test_run(binary.id, ["--fail"], agent_id=None, on_output=lambda s, d: seen.append((s, d)))
    assert outcome.exit_code == 3 and outcome.injected == ("API_TOKEN",)
    stderr = b"".join(d for s, d in seen if s == "stderr")
    assert stderr == b"bad things with [REDACTED:API_TOKEN]\n"
    assert all(SECRET.encode() not in d for _, d in seen)
    assert SECRET not in caplog.text
    summary = (await service.list_tools())[0]
    assert summary.binary.last_run_at is not None


async def test_test_run_refusals_explain_what_to_change(
    service: CredentialsService, tool: Path, coder: Agent
) -> None:
    binary = await service.save(draft(tool, enabled=False))
    sink = lambda _s, _d: None  # noqa: E731
    with pytest.raises(TestRunRefusedError, match="disabled; tick Enabled"):
        await service.test_run(binary.id, [], agent_id=None, on_output=sink)
    await service.save(draft(tool, binary_id=binary.id, set_env=SecretEnv(), is_global=False, access=((coder.id, False),)))
    with pytest.raises(TestRunRefusedError, match="granted agents only"):
        await service.test_run(binary.id, [], agent_id=None, on_output=sink)
    with pytest.raises(TestRunRefusedError, match="may not run demo-tool"):
        await service.test_run(binary.id, [], agent_id=coder.id, on_output=sink)
    assert [c.agent_id for c in await service.run_choices(binary.id)] == []
    await service.save(draft(tool, binary_id=binary.id, set_env=SecretEnv(), is_global=False, access=((coder.id, True),)))
    assert [c.agent_id for c in await service.run_choices(binary.id)] == [coder.id]
    outcome = await service.test_run(binary.id, ["--version"], agent_id=coder.id, on_output=sink)
    assert outcome.exit_code == 0


# --- display helpers ---------------------------------------------------------------------------------


def test_last_run_is_described_for_people() -> None:
    from goclaw_lite.gui.credentials.table import describe_last_run

    now = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)
    assert describe_last_run(None, now) == "never"
    assert describe_last_run(format_ts(now - timedelta(seconds=20)), now) == "just now"
    assert describe_last_run(format_ts(now - timedelta(minutes=5)), now) == "5 min ago"
    assert describe_last_run(format_ts(now - timedelta(hours=3)), now) == "3 h ago"
    from goclaw_lite.gui.i18n.dates import format_datetime

    older = now - timedelta(days=3)  # then the date and time as the window's language writes them
    assert describe_last_run(format_ts(older), now) == format_datetime(older)


async def test_summary_texts(service: CredentialsService, tool: Path, coder: Agent) -> None:
    binary = await service.save(draft(tool, is_global=False, access=((coder.id, True),)))
    summary: ToolSummary = (await service.list_tools())[0]
    assert summary.binary.id == binary.id
    assert summary.access_text == "Only coder" and summary.scopes == ("defaults",)
    assert summary.variables_text.startswith("API_TOKEN=") and SECRET not in summary.variables_text
    await service.store.set_user_credentials(binary.id, {"API_TOKEN": OTHER_SECRET})
    await service.store.set_agent_credentials_typed(binary.id, coder.id, {"API_TOKEN": OTHER_SECRET})
    summary = (await service.list_tools())[0]
    assert summary.scopes == ("defaults", "yours", "agent coder")
    assert summary.scopes_text == "Only coder · defaults, yours, agent coder"
