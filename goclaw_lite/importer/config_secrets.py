"""GoClaw's `config_secrets` rows that a setting here reads: the Brave Search API key, sealed again.

Only keys this app uses come over (`tools.web.brave.api_key`); any other (a channel's token,
another search provider's key) is reported as skipped, by name, never by value. A key already
stored here is kept: the same value counts as already there, another as changed and skipped.
With a Brave key brought over and no search backend chosen here, Brave Search becomes the
backend, as GoClaw searched with Brave whenever it had its key.
"""

from __future__ import annotations

from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.values import BadValue
from goclaw_lite.model.web import BRAVE_KEY_NAME, SearchBackend
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.definitions.web_settings import WebSettingsStore
from goclaw_lite.store.sealed.config_secrets import ConfigSecretsStore
from goclaw_lite.store.transfer.goclaw_source import GoClawSource

__all__ = ["KEYS", "REQUIRED", "TABLE", "import_config_secrets"]

TABLE = "config_secrets"
REQUIRED = ("key", "value")
KEYS = frozenset({BRAVE_KEY_NAME})


async def import_config_secrets(
    db: Database, identity: LocalIdentity, source: GoClawSource, columns: list[str], ctx: ImportContext
) -> None:
    report = ctx.report.table(TABLE)
    secrets = ConfigSecretsStore(db, identity, ctx.cipher)
    brought: list[str] = []
    for batch in source.rows(TABLE, columns):
        for raw in batch:
            key = str(raw.get("key") or "")[:100]
            if key not in KEYS:
                report.skip(key, "a setting GoClaw Lite (Python) does not use; left behind")
                continue
            try:
                sealed = ctx.reseal_text(raw.get("value"), TABLE, "value", key)
            except BadValue as exc:
                report.skip(key, str(exc))
                continue
            if sealed is None:
                report.skip(key, "empty")
                continue
            value = ctx.cipher.open(sealed, secrets.binding(key)) if ctx.cipher is not None else ""
            here = await secrets.get(key)
            if here == value:
                report.already_there += 1
            elif here is not None:
                report.changed += 1
                report.skip(key, "set here too, to another value; kept the one here")
            else:
                await secrets.put_sealed(key, sealed, value)
                report.imported += 1
                ctx.report.sealed_secrets += 1
                ctx.report.plaintext_secrets += (TABLE, key) in ctx.plaintext_rows
                brought.append(key)
    if BRAVE_KEY_NAME in brought:
        settings = WebSettingsStore(db, identity, ctx.cipher)
        current = await settings.search_config(with_key=False)
        if current.backend is SearchBackend.NONE:
            await settings.save_search(SearchBackend.BRAVE, current.searxng_url)
            report.notes.append("web_search now uses Brave Search with the imported key (Settings > Web search)")
