"""SecureCLIStore on a real SQLite database: CRUD, authorisation, scopes, encryption at rest."""

from __future__ import annotations

import base64
import os
import sys
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import AlreadyExistsError, DecryptionError, KeyMissingError, NotFoundError, ValidationError
from goclaw_lite.ids import uuid7
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.secure_cli import CredentialType, SecretEnv
from goclaw_lite.store.credentials.store import BinaryNotAllowedError, SecureCLIStore, UnknownBinaryError
from goclaw_lite.store.definitions.agents import AgentStore

PYTHON = os.path.realpath(sys.executable)
TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


@pytest.fixture
def store(app: AppContext) -> SecureCLIStore:
    return SecureCLIStore(app.stores.db, app.stores.identity, app.stores.cipher)


@pytest.fixture
async def agents(app: AppContext) -> tuple[Agent, Agent]:
    store = AgentStore(app.stores.db, app.stores.identity)
    return await store.create("coder", provider="p", model="m"), await store.create("writer", provider="p", model="m")


async def count(app: AppContext, table: str) -> int:
    return int(await app.stores.db.fetch_value(f"SELECT COUNT(*) FROM {table}") or 0)


async def test_create_get_list_update_delete(store: SecureCLIStore, app: AppContext) -> None:
    created = await store.create(
        "  GH ", path=PYTHON, env={"GH_TOKEN": TOKEN}, description="GitHub", deny_args=[r"auth\s+token"],
        timeout_seconds=12, tips="use --json",
    )
    assert created.name == "gh" and created.path == PYTHON and created.env_names == ("GH_TOKEN",)
    assert created.deny_args == (r"auth\s+token",) and created.timeout_seconds == 12 and created.is_global
    assert (await store.get_by_name("Gh")).id == created.id
    assert [b.name for b in await store.list()] == ["gh"]
    updated = await store.update(created.id, enabled=False, set_env={"GH_HOST_TOKEN": "abcdef123"}, tips="")
    assert not updated.enabled and updated.env_names == ("GH_HOST_TOKEN", "GH_TOKEN") and updated.tips == ""
    assert await store.list_enabled() == []
    updated = await store.update(created.id, unset_env=["GH_TOKEN"], enabled=True)
    assert updated.env_names == ("GH_HOST_TOKEN",)
    assert [b.name for b in await store.list_enabled()] == ["gh"]
    await store.delete(created.id)
    assert await store.find_by_name("gh") is None
    with pytest.raises(UnknownBinaryError):
        await store.delete(created.id)
    assert await count(app, "secure_cli_binaries") == 0


async def test_bad_input_is_refused_and_nothing_is_written(store: SecureCLIStore, app: AppContext, tmp_path: Path) -> None:
    not_executable = tmp_path / "tool"
    not_executable.write_text("#!/bin/sh\n")
    cases = [
        dict(name="bad name!", path=PYTHON, env={"T": "abcdefgh"}),
        dict(name="gh", path="relative/gh", env={"T": "abcdefgh"}),
        dict(name="gh", path=str(not_executable), env={"T": "abcdefgh"}),
        dict(name="gh", path=PYTHON, env={"T": "12345"}),  # too short to scrub safely
        dict(name="gh", path=PYTHON, env={"LD_PRELOAD": "/tmp/evil.so"}),
        dict(name="gh", path=PYTHON, env={"GOCLAW_KEY": "abcdefgh"}),
        dict(name="gh", path=PYTHON, env={"1BAD": "abcdefgh"}),
        dict(name="gh", path=PYTHON, env={"T": "abc\0defgh"}),
        dict(name="gh", path=PYTHON, env={"T": "abcdefgh"}, deny_args=["(unclosed"]),
        dict(name="gh", path=PYTHON, env={"T": "abcdefgh"}, deny_args=["  "]),
        dict(name="gh", path=PYTHON, env={"T": "abcdefgh"}, timeout_seconds=0),
    ]
    for case in cases:
        with pytest.raises(ValidationError):
            await store.create(**case)  # type: ignore[arg-type]
    assert await count(app, "secure_cli_binaries") == 0
    await store.create("gh", path=PYTHON, env={"T": "abcdefgh"})
    with pytest.raises(AlreadyExistsError):
        await store.create("GH", path=PYTHON)
    assert await count(app, "secure_cli_binaries") == 1


async def test_without_a_key_the_store_cannot_exist(isolated_home: Path) -> None:
    ctx = await open_app(resolve_paths(), program="test", key_policy=KeyPolicy.OPTIONAL)
    try:
        assert ctx.stores.cipher is None
        with pytest.raises(KeyMissingError, match="encrypted"):
            SecureCLIStore(ctx.stores.db, ctx.stores.identity, ctx.stores.cipher)
        assert await count(ctx, "secure_cli_binaries") == 0
    finally:
        await ctx.close()


async def test_values_are_encrypted_at_rest(store: SecureCLIStore, app: AppContext, agents: tuple[Agent, Agent]) -> None:
    coder, _ = agents
    secrets = {
        "binary": "binary-secret-" + os.urandom(8).hex(),
        "agent": "agent-secret-" + os.urandom(8).hex(),
        "user": "user-secret-" + os.urandom(8).hex(),
        "context": "context-secret-" + os.urandom(8).hex(),
    }
    gh = await store.create("gh", path=PYTHON, env={"BIN_VAR_NAME_Q": secrets["binary"]})
    await store.set_agent_credentials_typed(gh.id, coder.id, {"AGENT_VAR": secrets["agent"]}, CredentialType.PAT)
    await store.set_user_credentials(gh.id, {"USER_VAR": secrets["user"]})
    conversation = uuid7()
    await app.stores.db.execute(
        "INSERT INTO agent_conversations (id, user_id, franchise_id, title) VALUES (?, ?, ?, 't')",
        (conversation, app.stores.identity.user_id, app.stores.identity.tenant_id),
    )
    await store.set_context_credentials(gh.id, conversation, {"CTX_VAR": secrets["context"]})
    raw = b""
    for suffix in ("", "-wal", "-shm"):
        path = Path(str(app.paths.db_path) + suffix)
        if path.exists():
            raw += path.read_bytes()
    assert len(raw) > 0
    for value in secrets.values():
        encoded = value.encode()
        for form in (encoded, base64.b64encode(encoded), base64.b64encode(encoded).rstrip(b"="), encoded.hex().encode()):
            assert form not in raw
    assert b"BIN_VAR_NAME_Q" not in raw  # even variable names are inside the envelope
    stored = await app.stores.db.fetch_all(
        "SELECT encrypted_env FROM secure_cli_binaries UNION ALL SELECT encrypted_env FROM secure_cli_agent_grants "
        "UNION ALL SELECT encrypted_env FROM secure_cli_user_credentials "
        "UNION ALL SELECT encrypted_env FROM secure_cli_context_credentials"
    )
    assert len(stored) == 4 and all(str(r["encrypted_env"]).startswith("aes-gcm:") for r in stored)


async def test_a_sealed_value_moved_to_another_row_does_not_open(store: SecureCLIStore, app: AppContext) -> None:
    a = await store.create("gh", path=PYTHON, env={"GH_TOKEN": TOKEN})
    b = await store.create("glab", path=PYTHON, env={"GL_TOKEN": "glpat-abcdefghij"})
    sealed = await app.stores.db.fetch_value("SELECT encrypted_env FROM secure_cli_binaries WHERE id = ?", (a.id,))
    await app.stores.db.execute("UPDATE secure_cli_binaries SET encrypted_env = ? WHERE id = ?", (sealed, b.id))
    listed = await store.get(b.id)  # listed as unreadable, never opened with the other row's values
    assert listed.env_unreadable and listed.env_names == ()
    with pytest.raises(DecryptionError):
        await store.default_values(b.id)
    with pytest.raises(DecryptionError):
        await store.credential_layers("glab")


async def test_lookup_authorisation_matrix(store: SecureCLIStore, agents: tuple[Agent, Agent]) -> None:
    coder, writer = agents
    glob = await store.create("gh", path=PYTHON, env={"T": "abcdefgh"}, is_global=True)
    private = await store.create("aws", path=PYTHON, env={"T": "abcdefgh"}, is_global=False)
    # global, no grant: everyone, also without an agent
    assert await store.lookup_by_binary("gh", coder.id) is not None
    assert await store.lookup_by_binary("/usr/bin/GH", None) is not None  # basename, case
    # non-global, no grant: nobody
    assert await store.lookup_by_binary("aws", coder.id) is None
    assert await store.lookup_by_binary("aws", None) is None
    # enabled grant opens the private one, for that agent only
    await store.grant(private.id, coder.id)
    found = await store.lookup_by_binary("aws", coder.id)
    assert found is not None and found[1] is not None and found[1].agent_key == "coder"
    assert await store.lookup_by_binary("aws", writer.id) is None
    assert await store.lookup_by_binary("aws", None) is None
    # a disabled grant blocks even a global binary, for that agent
    await store.grant(glob.id, writer.id, enabled=False)
    assert await store.lookup_by_binary("gh", writer.id) is None
    assert await store.lookup_by_binary("gh", coder.id) is not None
    await store.grant(private.id, coder.id, enabled=False)
    assert await store.lookup_by_binary("aws", coder.id) is None
    # a disabled binary is nobody's
    await store.update(glob.id, enabled=False)
    assert await store.lookup_by_binary("gh", coder.id) is None
    assert [b.name for b, _ in await store.list_by_agent(coder.id)] == []
    await store.update(glob.id, enabled=True)
    await store.grant(private.id, coder.id, enabled=True)
    assert [b.name for b, _ in await store.list_by_agent(coder.id)] == ["aws", "gh"]
    assert [b.name for b, _ in await store.list_by_agent(writer.id)] == []
    with pytest.raises(BinaryNotAllowedError, match="not granted"):
        await store.credential_layers("aws", agent_id=writer.id)
    with pytest.raises(BinaryNotAllowedError, match="specific agents"):
        await store.credential_layers("aws")
    with pytest.raises(UnknownBinaryError):
        await store.credential_layers("kubectl", agent_id=coder.id)


async def test_grant_overrides_and_typed_agent_credentials(store: SecureCLIStore, agents: tuple[Agent, Agent]) -> None:
    coder, writer = agents
    gh = await store.create("gh", path=PYTHON, env={"GH_TOKEN": TOKEN}, deny_args=["x"], timeout_seconds=30)
    grant = await store.grant(gh.id, coder.id, deny_args=["y"], timeout_seconds=5, tips="agent tips")
    assert grant.deny_args == ("y",) and grant.deny_verbose is None and grant.timeout_seconds == 5
    typed = await store.set_agent_credentials_typed(
        gh.id, coder.id, {"SSH_KEY_FILE": "-----BEGIN KEY-----\nabc123\n"}, CredentialType.SSH_KEY, "GitHub.com"
    )
    assert typed.credential_type is CredentialType.SSH_KEY and typed.host_scope == "github.com"
    assert typed.deny_args == ("y",)  # overrides survive a credential change
    # creating credentials for an agent without a grant creates an enabled grant
    await store.set_agent_credentials_typed(gh.id, writer.id, {"GH_TOKEN": "writer-token-1"}, CredentialType.PAT)
    infos = await store.list_agent_credentials(gh.id)
    assert [(i.agent_key, [v.name for v in i.variables]) for i in infos] == [("coder", ["SSH_KEY_FILE"]), ("writer", ["GH_TOKEN"])]
    assert all("writer-token-1" not in repr(i) for i in infos)
    assert infos[1].variables[0].preview == "…-1"
    merged = await store.set_agent_credentials_typed(
        gh.id, writer.id, {"EXTRA": "more-value"}, CredentialType.PAT, merge=True
    )
    assert merged.env_names == ("EXTRA", "GH_TOKEN")
    with pytest.raises(ValidationError):
        await store.set_agent_credentials_typed(gh.id, writer.id, {}, unset=["EXTRA", "GH_TOKEN"], merge=True)
    with pytest.raises(ValidationError):
        await store.set_agent_credentials_typed(gh.id, writer.id, {"T": "abcdefgh"}, host_scope="not a host!")
    assert await store.delete_agent_credentials(gh.id, writer.id)
    assert not await store.delete_agent_credentials(gh.id, writer.id)
    left = {g.agent_key: g for g in await store.list_grants(gh.id)}
    assert left["writer"].env_names == () and left["writer"].enabled  # access stays, payload gone
    assert await store.revoke(gh.id, writer.id) and not await store.revoke(gh.id, writer.id)
    with pytest.raises(NotFoundError):
        await store.grant(gh.id, uuid7())


async def test_user_and_context_credentials(store: SecureCLIStore, app: AppContext) -> None:
    gh = await store.create("gh", path=PYTHON, env={"GH_TOKEN": TOKEN})
    info = await store.set_user_credentials(gh.id, {"GH_TOKEN": "user-token-1", "OTHER": "other-value"})
    assert info is not None and [v.name for v in info.variables] == ["GH_TOKEN", "OTHER"]
    info = await store.set_user_credentials(gh.id, {}, unset=["OTHER"])
    assert info is not None and [v.name for v in info.variables] == ["GH_TOKEN"]
    assert await store.set_user_credentials(gh.id, {}, unset=["GH_TOKEN"]) is None
    assert await store.list_user_credentials(gh.id) == []
    with pytest.raises(NotFoundError):
        await store.set_context_credentials(gh.id, uuid7(), {"GH_TOKEN": "ctx-token-1"})
    conversation = uuid7()
    await app.stores.db.execute(
        "INSERT INTO agent_conversations (id, user_id, franchise_id, title) VALUES (?, ?, ?, 't')",
        (conversation, app.stores.identity.user_id, app.stores.identity.tenant_id),
    )
    await store.set_context_credentials(gh.id, conversation, {"GH_TOKEN": "ctx-token-1"})
    assert len(await store.list_context_credentials(gh.id)) == 1
    await app.stores.db.execute("DELETE FROM agent_conversations WHERE id = ?", (conversation,))
    assert await store.list_context_credentials(gh.id) == []  # the credentials went with it


async def test_registered_names_and_layers(store: SecureCLIStore, agents: tuple[Agent, Agent]) -> None:
    coder, _ = agents
    gh = await store.create("gh", path=PYTHON, env={"GH_TOKEN": TOKEN})
    aws = await store.create("aws", path=PYTHON, env={"AWS_SECRET_ACCESS_KEY": "aws-secret-value"})
    await store.set_agent_credentials_typed(aws.id, coder.id, {"AWS_SESSION_TOKEN": "session-token"})
    await store.set_user_credentials(gh.id, {"GH_ENTERPRISE_TOKEN": "enterprise-token"})
    assert await store.registered_variable_names() == {
        "GH_TOKEN", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "GH_ENTERPRISE_TOKEN"
    }
    layers = await store.credential_layers("aws", agent_id=coder.id)
    assert layers.binary_env.as_dict() == {"AWS_SECRET_ACCESS_KEY": "aws-secret-value"}
    assert layers.agent_env.as_dict() == {"AWS_SESSION_TOKEN": "session-token"}
    assert layers.user_env.as_dict() == {} and layers.context_env.as_dict() == {}
    assert "aws-secret-value" not in repr(layers)
    await store.mark_run(gh.id)
    assert (await store.get(gh.id)).last_run_at is not None


def test_secret_env_never_shows_values() -> None:
    env = SecretEnv.of({"B": "value-two", "A": "value-one"})
    assert env.names == ("A", "B") and "A" in env and len(env) == 2
    for text in (repr(env), str(env), f"{env}", repr([env])):
        assert "value-one" not in text and "value-two" not in text
    assert env.as_dict() == {"A": "value-one", "B": "value-two"}
