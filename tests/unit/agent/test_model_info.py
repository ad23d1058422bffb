"""The agent editor's model picker: names with size and context where the server reports them,
read from a real HTTP server on 127.0.0.1 speaking llama.cpp's, Ollama's and LM Studio's shapes."""

from __future__ import annotations

from goclaw_lite.app.providers import ProvidersAdmin
from goclaw_lite.providers.model_info import ModelInfo
from goclaw_lite.providers.openai_compat import OpenAICompatClient
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.support.fake_llm import FakeLLMServer, JSONResponse
from tests.unit.agent.conftest import ChatWorld


async def _info(server: FakeLLMServer) -> list[ModelInfo]:
    client = OpenAICompatClient(name="t", base_url=server.openai_base)
    try:
        return await client.list_model_info()
    finally:
        await client.aclose()


async def test_llama_cpp_meta_gives_size_params_and_context(fake_llm: FakeLLMServer) -> None:
    fake_llm.script("/v1/models", JSONResponse({"object": "list", "data": [
        {"id": "qwen.gguf", "object": "model", "meta": {"n_ctx_train": 32768, "size": 4_920_000_000, "n_params": 7_620_000_000}},
    ]}))
    (info,) = await _info(fake_llm)
    assert info == ModelInfo("qwen.gguf", 32768, 4_920_000_000, "7.6B")
    assert info.details() == "4.9 GB · 7.6B · 32K context"
    assert not [e for e in fake_llm.exchanges if e.path.startswith("/api/")], "complete metadata needs no extra requests"


async def test_ollama_tags_and_show_fill_in_what_v1_models_leaves_out(fake_llm: FakeLLMServer) -> None:
    fake_llm.models = ["llama3.2:3b", "nomic:latest"]
    fake_llm.script("/api/tags", JSONResponse({"models": [
        {"name": "llama3.2:3b", "model": "llama3.2:3b", "size": 2_019_393_189,
         "details": {"parameter_size": "3.2B", "quantization_level": "Q4_K_M"}},
        {"name": "gone:latest", "model": "gone:latest", "size": 1},
    ]}))
    fake_llm.script("/api/show", JSONResponse({"model_info": {"general.architecture": "llama",
                                                              "llama.context_length": 131072}}), model="llama3.2:3b")
    infos = await _info(fake_llm)
    assert infos == [ModelInfo("llama3.2:3b", 131072, 2_019_393_189, "3.2B"), ModelInfo("nomic:latest")]
    shown = [e.body for e in fake_llm.requests_to("/api/show")]
    assert shown == [{"model": "llama3.2:3b"}], "only listed models are shown, once each"


async def test_lm_studio_v0_listing_gives_context(fake_llm: FakeLLMServer) -> None:
    fake_llm.models = ["qwen2.5-7b-instruct"]
    fake_llm.script("/api/v0/models", JSONResponse({"object": "list", "data": [
        {"id": "qwen2.5-7b-instruct", "type": "llm", "max_context_length": 32768, "state": "not-loaded"}]}))
    assert await _info(fake_llm) == [ModelInfo("qwen2.5-7b-instruct", 32768)]


async def test_a_server_without_extras_still_lists_its_models_through_the_service(chat: ChatWorld) -> None:
    """ProvidersAdmin.models: the unknown extras (HTTP 418 here) cost nothing but their absence."""
    chat.server.models = ["fake-small", "fake-large"]
    assert await ProvidersAdmin(chat.app.stores).models("local") == (ModelInfo("fake-large"), ModelInfo("fake-small"))
    await ProviderStore(chat.app.stores.db, chat.app.stores.identity, chat.app.stores.cipher).create(
        "claude", provider_type="anthropic", api_base=chat.server.base_url, api_key="sk-ant-" + "k" * 30)
    assert [m.id for m in await ProvidersAdmin(chat.app.stores).models("claude")] == ["fake-large", "fake-small"]
