"""CredentialsService on a real SQLite store: the checks, transactions and activity rows that
`goclaw-lite cred`/`exec` rely on (the page's own uses are in tests/gui/credentials)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.credentials import CredentialsService, NotOnPathError, Wording
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.credentials import GrantRequest, ToolChange, ValueScope
from goclaw_lite.model.secure_cli import CredentialType, SecretEnv
from goclaw_lite.securecli.runner import Stdin
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.unit.securecli.conftest import PYTHON, Collected

TOKEN = "tok_live_4Fh8Jq2Wn6Ys9Bc3Xv7Lp5Kd"
OTHER = "ghp_ServiceTest0123456789abcdefXYZ"
WORDS = Wording(name_taken="taken: use `update {name}`", not_on_path="{name}: give --path", no_variables="name one")


@pytest.fixture
def service(app: AppContext) -> CredentialsService:
    return CredentialsService(app.stores.db, app.stores.identity, app.stores.cipher, wording=WORDS)


async def actions(app: AppContext) -> list[tuple[str, dict[str, object]]]:
    rows = await ActivityStore(app.stores.db, app.stores.identity).list(ActivityFilter(entity_type="secure_cli_binary"))
    return [(r.action, dict(r.details or {})) for r in reversed(rows)]


async def register(service: CredentialsService, name: str = "py", **scope: object) -> None:
    plan = await service.prepare_registration(name, PYTHON, **scope)  # type: ignore[arg-type]
    await service.register(replace(plan, values=SecretEnv.of({"API_TOKEN": TOKEN})))


async def test_register_stores_default_values_masked_and_logs_names_only(
    service: CredentialsService, app: AppContext
) -> None:
    await register(service)
    report = await service.report(await service.tool("py"))
    assert report.binary.is_global and [v.name for v in report.defaults] == ["API_TOKEN"]
    assert TOKEN not in repr(report) and report.defaults[0].preview.endswith(TOKEN[-4:])
    assert await actions(app) == [("secure_cli.create", {"binary": "py", "variables": ["API_TOKEN"], "scope": "default"})]


async def test_an_agents_tool_is_not_global_and_its_values_are_the_agents(
    service: CredentialsService, agent: Agent, app: AppContext
) -> None:
    await register(service, agent_key="coder")
    report = await service.report(await service.tool("py"))
    assert not report.binary.is_global and report.defaults == ()
    assert [(g.agent_key, [v.name for v in g.variables]) for g in report.agents] == [("coder", ["API_TOKEN"])]
    assert (await actions(app))[0][1]["scope"] == "agent coder"


async def test_checks_run_before_any_value_is_asked_for_and_use_the_faces_words(
    service: CredentialsService, app: AppContext
) -> None:
    await register(service)
    with pytest.raises(ValidationError, match=r"^taken: use `update py`$"):
        await service.prepare_registration("PY ", PYTHON)
    with pytest.raises(NotOnPathError, match=r"^no-such-tool-q7: give --path$"):
        await service.prepare_registration("no-such-tool-q7", None)
    with pytest.raises(ValidationError, match=r"^name one$"):
        await service.register(await service.prepare_registration("other", PYTHON))
    assert [a for a, _ in await actions(app)] == ["secure_cli.create"]


async def test_a_refused_write_leaves_no_tool_and_no_activity_row(service: CredentialsService, app: AppContext) -> None:
    plan = await service.prepare_registration("py", PYTHON)
    with pytest.raises(ValidationError):
        await service.register(replace(plan, values=SecretEnv.of({"API_TOKEN": TOKEN}), deny_args=("(unclosed",)))
    assert await service.store.find_by_name("py") is None
    assert await actions(app) == []


async def test_conversation_ids_and_prefixes(service: CredentialsService, app: AppContext) -> None:
    message = await ConversationStore(app.stores.db, app.stores.identity).add_user_message("deploy the site")
    full = message.conversation_id
    assert (await service.conversation(full[:8])).id == full  # type: ignore[union-attr]
    assert (await service.conversation(full.upper())).id == full  # type: ignore[union-attr]
    assert await service.conversation(None) is None
    with pytest.raises(ValidationError, match="at least 6"):
        await service.conversation(full[:3])
    with pytest.raises(ValidationError, match="No conversation id starts with"):
        await service.conversation("ffffffffff" if not full.startswith("ffffffffff") else "0000000000")


async def test_update_edits_deny_rules_and_one_conversations_values(service: CredentialsService, app: AppContext) -> None:
    message = await ConversationStore(app.stores.db, app.stores.identity).add_user_message("deploy the site")
    await register(service)
    binary = await service.tool("py")
    binary = (await service.update(binary, ToolChange(deny=("a", "b")))).binary
    scope = await service.scope(conversation=message.conversation_id)
    result = await service.update(binary, ToolChange(
        scope=scope, values=SecretEnv.of({"API_TOKEN": OTHER}), undeny=("a",), deny=("c", "b"),
    ))
    assert result.binary.deny_args == ("b", "c") and not result.replaced_unreadable
    report = await service.report(result.binary)
    assert [(c.conversation_id, c.title) for c in report.conversations] == [(message.conversation_id, "deploy the site")]
    assert [v.name for v in report.defaults] == ["API_TOKEN"]  # the defaults are untouched
    last = (await actions(app))[-1]
    assert last == ("secure_cli.update", {"binary": "py", "variables": ["API_TOKEN"], "unset": [],
                                          "scope": f"conversation {message.conversation_id}"})
    assert OTHER not in repr(await actions(app))


def test_the_deny_list_arithmetic() -> None:
    current = ("a", "b")
    assert ToolChange().deny_args(current) is None
    assert ToolChange(deny=("c", "a")).deny_args(current) == ["a", "b", "c"]
    assert ToolChange(undeny=("a",)).deny_args(current) == ["b"]
    assert ToolChange(clear_deny=True, deny=("z",)).deny_args(current) == ["z"]
    assert ValueScope().name == "default" and ValueScope(user=True).name == "user" and not ValueScope().scoped


async def test_grant_revoke_and_the_agents_rules(service: CredentialsService, agent: Agent, app: AppContext) -> None:
    await register(service)
    binary = await service.tool("py")
    with pytest.raises(ValidationError, match="--type and --host"):
        await service.grant(binary, agent, GrantRequest(host="github.com"))
    await service.grant(binary, agent, GrantRequest(
        values=SecretEnv.of({"KEYFILE": "line one\n"}), file_env=("KEYFILE",), credential_type=CredentialType.ENV,
        deny_args=("^push",),
    ))
    assert (await service.tool("py")).file_env == ("KEYFILE",)
    assert await service.check_arguments(binary, ["push"], agent) is not None
    assert await service.check_arguments(binary, ["push"], None) is None
    await service.revoke(binary, agent)
    with pytest.raises(ValidationError, match="has no grant"):
        await service.revoke(binary, agent)
    assert [a for a, _ in await actions(app)] == ["secure_cli.create", "secure_cli.grant", "secure_cli.revoke"]


async def test_run_as_an_agent_inside_a_conversation_takes_that_chats_values(
    service: CredentialsService, agent: Agent, app: AppContext
) -> None:
    message = await ConversationStore(app.stores.db, app.stores.identity).add_user_message("deploy")
    await register(service)
    binary = await service.tool("py")
    conversation = await service.conversation(message.conversation_id)
    await service.update(binary, ToolChange(scope=ValueScope(conversation=conversation),
                                            values=SecretEnv.of({"API_TOKEN": OTHER})))
    code = "import os; print(os.environ['API_TOKEN'][-3:])"
    for where, expected in ((None, TOKEN[-3:]), (conversation, OTHER[-3:])):
        seen = Collected()
        outcome = await service.run("py", ["-c", code], agent=agent, conversation=where, stdin=Stdin.EMPTY,
                                    on_stdout=seen.stdout, on_stderr=seen.stderr)
        assert outcome.exit_code == 0 and seen.out.decode().strip() == expected, seen.err
