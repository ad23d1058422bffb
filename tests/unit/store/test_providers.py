"""ProviderStore: validation, the API key sealed at rest and bound to its row, and deletes."""

from __future__ import annotations

from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import AlreadyExistsError, DecryptionError, KeyMissingError, NotFoundError, ValidationError
from goclaw_lite.store.definitions.providers import ProviderStore

SECRET = "sk-test-4a1b2c3d4e5f60718293a4b5c6d7e8f9"


@pytest.fixture
def providers(app: AppContext) -> ProviderStore:
    return ProviderStore(app.stores.db, app.stores.identity, app.require_cipher())


def _db_bytes(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(home.glob("goclaw.db*")))


async def test_round_trip_with_key_sealed_at_rest(providers: ProviderStore, app: AppContext, isolated_home: Path) -> None:
    created = await providers.create(
        " OpenRouter ", provider_type="openai_compat", api_base="https://openrouter.ai/api/v1/", api_key=f"  {SECRET}\n",
        default_model="meta-llama/llama-3-8b", display_name="OpenRouter",
    )
    assert created.name == "openrouter" and created.api_base == "https://openrouter.ai/api/v1"
    assert created.has_api_key and created.enabled and created.label == "OpenRouter"
    assert SECRET not in repr(created)

    raw = await app.stores.db.fetch_value("SELECT api_key FROM llm_providers WHERE id = ?", (created.id,))
    assert isinstance(raw, str) and raw.startswith("aes-gcm:") and SECRET not in raw
    assert SECRET.encode() not in _db_bytes(isolated_home)

    connection = await providers.connection("OPENROUTER")
    assert connection.api_key == SECRET  # surrounding whitespace from a paste is dropped
    assert SECRET not in repr(connection)
    assert [p.name for p in await providers.list()] == ["openrouter"]


async def test_sealed_key_is_bound_to_its_row(providers: ProviderStore, app: AppContext) -> None:
    a = await providers.create("a", provider_type="openai_compat", api_base="http://127.0.0.1:1/v1", api_key="key-of-a-1234")
    b = await providers.create("b", provider_type="openai_compat", api_base="http://127.0.0.1:2/v1", api_key="key-of-b-5678")
    sealed_a = await app.stores.db.fetch_value("SELECT api_key FROM llm_providers WHERE id = ?", (a.id,))
    await app.stores.db.execute("UPDATE llm_providers SET api_key = ? WHERE id = ?", (sealed_a, b.id))
    with pytest.raises(DecryptionError):
        await providers.connection("b")


async def test_no_cipher_refuses_to_store_a_key_and_to_open_one(providers: ProviderStore, app: AppContext) -> None:
    await providers.create("cloud", provider_type="anthropic", api_base="https://api.anthropic.com", api_key=SECRET)
    keyless = ProviderStore(app.stores.db, app.stores.identity, None)
    with pytest.raises(KeyMissingError):
        await keyless.create("other", provider_type="anthropic", api_base="https://api.anthropic.com", api_key=SECRET)
    assert await keyless.find("other") is None  # nothing half-written
    with pytest.raises(KeyMissingError):
        await keyless.connection("cloud")
    local = await keyless.create("ollama", provider_type="openai_compat", api_base="http://localhost:11434/v1")
    assert not local.has_api_key
    assert (await keyless.connection("ollama")).api_key is None
    # legacy plaintext written by an older build is still readable
    await app.stores.db.execute("UPDATE llm_providers SET api_key = ? WHERE name = ?", ("plain-legacy", "ollama"))
    assert (await keyless.connection("ollama")).api_key == "plain-legacy"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("name", "bad:name"),
        ("name", ""),
        ("name", "x" * 51),
        ("provider_type", "gemini_native"),
        ("api_base", "ftp://host/v1"),
        ("api_base", "not a url"),
        ("api_base", "https://user:pw@host/v1"),
        ("api_base", "https://host/v1?key=abc"),
    ],
)
async def test_bad_input_is_a_clear_error_and_writes_nothing(providers: ProviderStore, field: str, value: str) -> None:
    kwargs = {"name": "ok", "provider_type": "openai_compat", "api_base": "http://127.0.0.1:1/v1", field: value}
    name = kwargs.pop("name")
    with pytest.raises(ValidationError):
        await providers.create(name, **kwargs)
    assert await providers.list() == []


async def test_duplicate_update_and_delete(providers: ProviderStore, app: AppContext) -> None:
    await providers.create("local", provider_type="openai_compat", api_base="http://127.0.0.1:1/v1")
    with pytest.raises(AlreadyExistsError):
        await providers.create("LOCAL", provider_type="openai_compat", api_base="http://127.0.0.1:1/v1")
    updated = await providers.update("local", api_key="new-key-9876", default_model="qwen", enabled=False)
    assert updated.has_api_key and updated.default_model == "qwen" and not updated.enabled
    assert (await providers.connection("local")).api_key == "new-key-9876"
    cleared = await providers.update("local", api_key=None)
    assert not cleared.has_api_key
    assert await app.stores.db.fetch_value("SELECT api_key FROM llm_providers WHERE name = 'local'") is None
    await providers.delete("local")
    assert await providers.find("local") is None
    with pytest.raises(NotFoundError):
        await providers.delete("local")
    with pytest.raises(NotFoundError):
        await providers.update("local", enabled=True)
