"""Search the Hugging Face hub for GGUF repositories beyond the curated list.

The hub's model search (`/api/models?search=…&filter=gguf`) through `huggingface_hub`, keeping
only the GGUF files of each repository: any of them can then be pulled as REPO/FILE.gguf.
What comes back is checked, since it comes from the network: a repository id must look like
OWNER/NAME and a file name must be a plain relative path ending in `.gguf`.
"""

from __future__ import annotations

import re

from goclaw_lite.errors import UserError
from goclaw_lite.model.local_models import HubModel
from goclaw_lite.modelhub.download import network_errors

REPO_ID = re.compile(r"^[\w.-]+/[\w.-]+$")


class HubSearchError(UserError):
    """The hub could not be searched (offline, down, or an answer that is not a model list)."""

    exit_code = 1


def search_hub(words: str, *, endpoint: str | None = None, limit: int = 20) -> tuple[HubModel, ...]:
    """The hub's GGUF repositories matching `words`, most downloaded first, with their GGUF files."""
    from huggingface_hub import HfApi  # the `[local]` extra; only a search needs it
    from huggingface_hub.errors import HfHubHTTPError

    api = HfApi(endpoint=endpoint)
    failures: tuple[type[Exception], ...] = (
        HfHubHTTPError, *network_errors(), ValueError, TypeError, KeyError, AttributeError
    )
    try:
        found = list(api.list_models(search=words.strip() or None, filter="gguf", sort="downloads", limit=limit,
                                     expand=["siblings", "downloads"]))
    except failures as exc:
        raise HubSearchError(f"The hub could not be searched ({type(exc).__name__}: {str(exc)[:200]}).") from exc
    models: list[HubModel] = []
    for info in found:
        repo = str(getattr(info, "id", "") or "")
        files = tuple(sorted(
            name for name in (str(getattr(s, "rfilename", "") or "") for s in (info.siblings or ()))
            if _plain_gguf(name)
        ))
        if REPO_ID.match(repo) and files:
            models.append(HubModel(repo, int(getattr(info, "downloads", 0) or 0), files))
    return tuple(models)


def _plain_gguf(name: str) -> bool:
    parts = name.split("/")
    return name.lower().endswith(".gguf") and all(p not in ("", ".", "..") for p in parts) and "\\" not in name
