"""ProvidersAdmin: the model servers as `goclaw-lite provider`, the setup wizard, the first-run
form and Settings > Model servers all change them.

One place holds the checks (a free name, a usable URL, a key only where one is given), the
transaction and the activity row, so every face refuses the same things with the same words.
The API key goes in sealed and never comes back out of here: rows say only whether one is set,
and a test hands the opened key straight to the client that needs it.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.errors import AlreadyExistsError, NotConfiguredError, ValidationError
from goclaw_lite.model.chat import PROVIDER_TYPES, Provider, ProviderConnection
from goclaw_lite.model.server_presets import is_local_address, key_needed
from goclaw_lite.providers.base import accepts_images
from goclaw_lite.providers.factory import create_client
from goclaw_lite.providers.local_model import BUILTIN_MODEL, is_builtin_provider, serve_on_demand
from goclaw_lite.providers.model_info import ModelInfo
from goclaw_lite.providers.openai_compat import OpenAICompatClient
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore, normalise_base_url, normalise_name
from goclaw_lite.store.records.activity import ActivityStore

__all__ = [
    "PROVIDER_TYPES",
    "ModelInfo",
    "check_key",
    "is_local_address",
    "IMAGE_CHOICES",
    "ProviderChanges",
    "ProviderDraft",
    "ProviderInUseError",
    "ProviderRemoval",
    "ProviderTest",
    "ProviderUsage",
    "ProvidersAdmin",
    "list_models_at",
    "normalise_base_url",
    "normalise_name",
    "images_choice",
    "images_setting",
    "provider_document",
    "unique_name",
]


class ProviderInUseError(ValidationError):
    """Removing the provider would leave agents without their primary model server. `usage`
    names them, so a window can ask "remove anyway?" in its own words."""

    code = "PROVIDER_IN_USE"

    def __init__(self, message: str, usage: ProviderUsage) -> None:
        super().__init__(message)
        self.usage = usage


@dataclass(frozen=True)
class ProviderDraft:
    """A server to add; `api_key` None (or '') means it needs none, as local servers do."""

    name: str
    provider_type: str
    api_base: str
    default_model: str = ""
    display_name: str = ""
    enabled: bool = True
    api_key: str | None = field(default=None, repr=False)
    images: bool | None = None  # None: the API's default (Anthropic reads images, OpenAI-compatible does not)

    def settings(self) -> dict[str, Any] | None:
        """The provider's settings JSON for a new row (None: none)."""
        return None if self.images is None else {"images": self.images}


IMAGE_CHOICES = ("yes", "no", "auto")


def images_setting(choice: str) -> bool | None:
    """`yes` / `no` / `auto` as the provider's `images` setting (auto: the API's default)."""
    if choice not in IMAGE_CHOICES:
        raise ValidationError(f"Images: choose one of {', '.join(IMAGE_CHOICES)}, not {choice!r}.")
    return None if choice == "auto" else choice == "yes"


def images_choice(provider: Provider) -> str:
    """The provider's `images` setting as `yes` / `no` / `auto`."""
    value = accepts_images(provider.settings)
    return "auto" if value is None else "yes" if value else "no"


@dataclass(frozen=True)
class ProviderChanges:
    """What to change; None leaves a field as it is. `api_key` replaces the key, `remove_key`
    drops it (giving both is refused)."""

    provider_type: str | None = None
    api_base: str | None = None
    default_model: str | None = None
    display_name: str | None = None
    enabled: bool | None = None
    api_key: str | None = field(default=None, repr=False)
    remove_key: bool = False
    images: str | None = None  # "yes" / "no" / "auto": whether tool results' images are sent to the model

    def fields(self) -> dict[str, Any]:
        """The store's keyword arguments, key included (never logged)."""
        changes: dict[str, Any] = {}
        for name in ("provider_type", "api_base", "default_model", "display_name", "enabled"):
            value = getattr(self, name)
            if value is not None:
                changes[name] = normalise_base_url(value) if name == "api_base" else value
        if self.api_key is not None and self.remove_key:
            raise ValidationError("Either replace the API key or remove it, not both.")
        if self.remove_key:
            changes["api_key"] = None
        elif self.api_key is not None:
            if not self.api_key.strip():
                raise ValidationError("The new API key is empty; remove the key instead if the server needs none.")
            changes["api_key"] = self.api_key
        if self.images is not None:
            images_setting(self.images)  # refuses a wrong choice before anything is written
            changes["images"] = self.images
        return changes


@dataclass(frozen=True)
class ProviderUsage:
    """Which agents talk to a provider: as their own model, or as a fallback route."""

    primary: tuple[str, ...] = ()
    fallback: tuple[str, ...] = ()

    @property
    def used(self) -> bool:
        return bool(self.primary or self.fallback)


@dataclass(frozen=True)
class ProviderRemoval:
    provider: Provider
    usage: ProviderUsage


@dataclass(frozen=True)
class ProviderTest:
    """What `Test` found: the models the server lists, and whether the default model is one."""

    name: str
    api_base: str
    models: tuple[str, ...]
    default_model: str
    started: bool = False
    """The built-in model was not running and was started for this test (it stops with the app)."""

    @property
    def default_offered(self) -> bool:
        return not self.default_model or self.default_model in self.models


def provider_document(provider: Provider) -> dict[str, Any]:
    """The provider as `provider list --json` prints it and activity rows record it (no key)."""
    return {
        "name": provider.name,
        "display_name": provider.display_name,
        "type": provider.provider_type,
        "base_url": provider.api_base,
        "default_model": provider.default_model,
        "has_api_key": provider.has_api_key,
        "enabled": provider.enabled,
        "images": images_choice(provider),
    }


def unique_name(base: str, taken: set[str]) -> str:
    """`base`, or `base-2`, `base-3`... whichever is not taken."""
    if base not in taken:
        return base
    for n in range(2, 1000):
        candidate = f"{base[:45]}-{n}"
        if candidate not in taken:
            return candidate
    raise AlreadyExistsError(f"Too many are named like {base!r}; remove some first.")


def check_key(api_base: str, api_key: str | None, label: str) -> None:
    """A known cloud service without a key is refused before anything is saved or sent; an
    address on this computer never needs one."""
    if not (api_key or "").strip() and key_needed(api_base):
        raise ValidationError(f"{label} needs an API key; a server on this computer (127.0.0.1 or localhost) needs none.")


def _check_type(provider_type: str) -> None:
    if provider_type not in PROVIDER_TYPES:
        raise ValidationError(f"Provider type {provider_type!r} is not supported; use one of: {', '.join(PROVIDER_TYPES)}.")


async def _models(connection: ProviderConnection) -> tuple[str, ...]:
    client = create_client(connection)
    try:
        return tuple(await client.list_models())
    finally:
        await client.aclose()


async def list_models_at(name: str, provider_type: str, api_base: str, api_key: str | None) -> tuple[str, ...]:
    """The models a server not saved yet offers, asked with the client chats will use (so an
    Anthropic key is checked the way a chat would use it)."""
    _check_type(provider_type)
    connection = ProviderConnection(
        name=name, provider_type=provider_type, api_base=normalise_base_url(api_base), api_key=api_key or None
    )
    return await _models(connection)


class ProvidersAdmin:
    """Every change to `llm_providers`, each with its activity row in the same transaction."""

    def __init__(self, stores: Stores) -> None:
        self._db = stores.db
        self.store = ProviderStore(stores.db, stores.identity, stores.cipher)
        self._agents = AgentStore(stores.db, stores.identity)
        self._activity = ActivityStore(stores.db, stores.identity)

    # --- reading ----------------------------------------------------------------------

    async def list(self) -> tuple[Provider, ...]:
        return tuple(await self.store.list())

    async def find(self, name: str) -> Provider | None:
        return await self.store.find(name)

    async def get(self, name: str) -> Provider:
        return await self.store.get(name)

    async def usage(self, name: str) -> ProviderUsage:
        key = name.strip().lower()
        agents = await self._agents.list()
        return ProviderUsage(
            primary=tuple(a.agent_key for a in agents if a.provider == key),
            fallback=tuple(a.agent_key for a in agents if any(c.provider == key for c in a.model_fallback.candidates)),
        )

    async def test(self, name: str) -> ProviderTest:
        """Connect with the stored key and list the models (read-only: nothing is recorded). The
        built-in model is started first when it is not running, as a chat would start it."""
        connection = await self.store.connection(name)
        started = is_builtin_provider(connection.name, connection.default_model) and not BUILTIN_MODEL.running
        connection = await serve_on_demand(connection, self.store)
        models = await _models(connection)
        return ProviderTest(connection.name, connection.api_base, models, connection.default_model, started)

    async def model_names(self, name: str, *, timeout: float) -> tuple[str, ...]:
        """The models the server offers (none for an unknown provider), given up after
        `timeout` seconds: a picker asks on the side and must not wait on a slow server."""
        connection = await self.store.find_connection(name)
        if connection is None:
            return ()
        return await asyncio.wait_for(_models(connection), timeout)

    async def models(self, name: str) -> tuple[ModelInfo, ...]:
        """The server's models with size and context where it reports them (the agent editor's
        picker); read-only, like `test`."""
        connection = await self.store.connection(name)
        client = create_client(connection)
        try:
            if isinstance(client, OpenAICompatClient):
                return tuple(await client.list_model_info())
            return tuple(ModelInfo(m) for m in await client.list_models())
        finally:
            await client.aclose()

    async def check_draft(self, draft: ProviderDraft) -> str:
        """Everything `add` would refuse, refused now with the same words (nothing is written):
        the name (returned normalised), a free name, the type, the address and a cloud key."""
        name = normalise_name(draft.name)
        _check_type(draft.provider_type)
        base = normalise_base_url(draft.api_base)
        check_key(base, draft.api_key, draft.display_name or name)
        if await self.store.find(name) is not None:
            raise AlreadyExistsError(
                f"A provider named {name!r} already exists; change it with `goclaw-lite provider set {name}`."
            )
        return name

    async def test_draft(self, draft: ProviderDraft, *, stored_key_of: str | None = None) -> ProviderTest:
        """List the models of a server before it is saved (or before an edit is): the typed key,
        else the stored key of `stored_key_of` (an edit that keeps its key). Nothing is recorded."""
        _check_type(draft.provider_type)
        base = normalise_base_url(draft.api_base)
        key = (draft.api_key or "").strip() or None
        if key is None and stored_key_of is not None:
            key = (await self.store.connection(stored_key_of)).api_key
        check_key(base, key, draft.display_name or draft.name)
        models = await list_models_at(draft.name or "server", draft.provider_type, base, key)
        return ProviderTest(draft.name, base, models, draft.default_model)

    # --- changing ---------------------------------------------------------------------

    async def add(self, draft: ProviderDraft, *, via: str | None = None) -> Provider:
        """A new provider; a taken name is refused (with the command that changes it), and so is
        a cloud service's address without a key."""
        name = normalise_name(draft.name)
        check_key(normalise_base_url(draft.api_base), draft.api_key, draft.display_name or name)
        async with self._db.transaction():
            if await self.store.find(name) is not None:
                raise AlreadyExistsError(
                    f"A provider named {name!r} already exists; change it with `goclaw-lite provider set {name}`."
                )
            provider = await self.store.create(
                name, provider_type=draft.provider_type, api_base=draft.api_base, api_key=draft.api_key or None,
                default_model=draft.default_model, display_name=draft.display_name, enabled=draft.enabled,
                settings=draft.settings(),
            )
            await self._log_add(provider, via)
        return provider

    async def _log_add(self, provider: Provider, via: str | None) -> None:
        details = provider_document(provider)
        if via:
            details["via"] = via
        await self._activity.log("provider.add", entity_type="llm_provider", entity_id=provider.id, details=details)

    async def ensure(self, draft: ProviderDraft, *, via: str) -> tuple[Provider, bool]:
        """The provider of this type at this address (reused as it is), or a new one under a free
        name; and whether it was made now. What setup does, so a second run adds no twin."""
        base = normalise_base_url(draft.api_base)
        async with self._db.transaction():
            existing = await self.store.list()
            found = next((p for p in existing if p.api_base == base and p.provider_type == draft.provider_type), None)
            if found is not None:
                return found, False
            name = unique_name(normalise_name(draft.name), {p.name for p in existing})
            check_key(base, draft.api_key, draft.display_name or name)
            provider = await self.store.create(
                name, provider_type=draft.provider_type, api_base=base, api_key=draft.api_key or None,
                default_model=draft.default_model, display_name=draft.display_name, enabled=draft.enabled,
                settings=draft.settings(),
            )
            await self._log_add(provider, via)
        return provider, True

    async def edit(self, name: str, changes: ProviderChanges) -> Provider:
        fields = changes.fields()
        if not fields:
            raise ValidationError("Nothing to change.")
        async with self._db.transaction():
            current = await self.store.get(name)
            if "images" in fields:
                settings = {k: v for k, v in current.settings.items() if k != "images"}
                if (images := images_setting(fields["images"])) is not None:
                    settings["images"] = images
                store_fields = {k: v for k, v in fields.items() if k != "images"} | {"settings": settings}
            else:
                store_fields = fields
            provider = await self.store.update(current.name, **store_fields)
            details: dict[str, Any] = {k: v for k, v in fields.items() if k != "api_key"}
            if "api_key" in fields:
                details["api_key"] = "replaced" if provider.has_api_key else "removed"
            await self._activity.log(
                "provider.update", entity_type="llm_provider", entity_id=provider.id,
                details={"name": provider.name, **details},
            )
        return provider

    async def set_enabled(self, name: str, enabled: bool) -> Provider:
        return await self.edit(name, ProviderChanges(enabled=enabled))

    async def set_default_model(self, name: str, model: str) -> Provider:
        if not model.strip():
            raise ValidationError("Choose a model: Test lists what the server offers.")
        return await self.edit(name, ProviderChanges(default_model=model.strip()))

    async def remove(self, name: str, *, force: bool = False) -> ProviderRemoval:
        """Delete the provider; refused while an agent uses it as its own model unless `force`.
        Fallback routes through it are skipped from then on (the removal says which)."""
        async with self._db.transaction():
            provider = await self.store.get(name)
            usage = await self.usage(provider.name)
            if usage.primary and not force:
                raise ProviderInUseError(
                    f"Provider {provider.name!r} is the primary provider of agent(s) {', '.join(usage.primary)}; "
                    "point them at another provider first, or pass --force.",
                    usage,
                )
            await self.store.delete(provider.name)
            await self._activity.log(
                "provider.remove", entity_type="llm_provider", entity_id=provider.id, details={"name": provider.name}
            )
        return ProviderRemoval(provider, usage)

    async def require(self, name: str) -> Provider:
        """The provider, or the error every face shows for a missing one."""
        provider = await self.store.find(name)
        if provider is None:
            raise NotConfiguredError(
                f"No provider named {name!r}; add it with `goclaw-lite provider add` or see `goclaw-lite provider list`."
            )
        return provider
