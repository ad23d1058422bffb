"""Downloading a GGUF file from the Hugging Face hub, resumably, checked, cancellable.

`huggingface_hub` finds the file (its address, size and checksum, from the hub's HEAD answer;
`HF_ENDPOINT` points it at another hub) and transfers the bytes (`http_get`, which continues
from a given offset). Its own `hf_hub_download` is not used: since 2.x it drops a partial file
when a download fails, and a 2 GB model must survive a closed laptop. Here the bytes go to
`models/.partial/FILE.CHECKSUM.part`, kept when the process dies (the next pull continues it
with a Range request) and removed on a cancel or a checksum mismatch; only a verified file is
moved into `models/`.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from goclaw_lite.errors import ConfigurationError, UserError, ValidationError
from goclaw_lite.model.local_models import Progress

PARTIAL_DIR = ".partial"
DISK_MARGIN = 64 * 1024**2
"""Space left free after a download, so the machine does not run out of disk because of us."""
_SHA256_LENGTH = 64


class DownloadError(UserError):
    """The hub could not be reached, or answered with something unusable (exit 1)."""

    code = "DOWNLOAD"


class NotEnoughSpaceError(ValidationError):
    code = "NO_SPACE"


class ChecksumError(DownloadError):
    code = "CHECKSUM"


class DownloadCancelled(UserError):
    code = "CANCELLED"
    exit_code = 130


@dataclass(frozen=True)
class RemoteFile:
    repo: str
    filename: str
    url: str
    size: int
    sha256: str | None
    """The LFS checksum the hub gives as the file's ETag (None for a small non-LFS file)."""
    commit: str


@dataclass(frozen=True)
class PulledFile:
    path: Path
    size: int
    sha256: str
    resumed_from: int
    """Bytes already on disk from an interrupted download (0: started from the beginning)."""


def network_errors() -> tuple[type[Exception], ...]:
    """What a refused, dropped or broken connection raises through `huggingface_hub`: its own
    HTTP client (`httpx2` in huggingface_hub 1.x and later, `httpx` before) and the OS."""
    import httpx  # here: most commands never download

    errors: list[type[Exception]] = [OSError, httpx.HTTPError]
    try:
        import httpx2
    except ImportError:
        pass
    else:
        errors.append(httpx2.HTTPError)
    return tuple(errors)


def remote_file(repo: str, filename: str, *, endpoint: str | None = None) -> RemoteFile:
    """What the hub says about `repo`/`filename` (a HEAD request): address, size, checksum."""
    try:
        from huggingface_hub import get_hf_file_metadata, hf_hub_url
    except ImportError:
        raise ConfigurationError(
            "Downloading models needs huggingface_hub, which the `[local]` extra installs: "
            "`pip install '.[local]'` in a source checkout, `pip install 'goclaw-lite[local]'` otherwise."
        ) from None
    from huggingface_hub.errors import HfHubHTTPError

    url = hf_hub_url(repo, filename, endpoint=endpoint)
    try:
        meta = get_hf_file_metadata(url, endpoint=endpoint)
    except HfHubHTTPError as exc:
        status = exc.response.status_code if exc.response is not None else "?"
        raise DownloadError(f"The hub has no file {filename!r} in {repo!r} (HTTP {status}).") from None
    except network_errors() as exc:
        raise DownloadError(f"Cannot reach the hub for {repo}/{filename}: {exc}") from None
    if meta.size is None or meta.location is None or meta.commit_hash is None:
        raise DownloadError(f"The hub's answer for {repo}/{filename} lacks its size or address.")
    etag = (meta.etag or "").strip('"').removeprefix("W/").strip('"')
    sha = etag.lower() if len(etag) == _SHA256_LENGTH and all(c in "0123456789abcdefABCDEF" for c in etag) else None
    return RemoteFile(repo, filename, meta.location, int(meta.size), sha, meta.commit_hash)


def partial_path(models_dir: Path, remote: RemoteFile) -> Path:
    tag = remote.sha256 or remote.commit
    return models_dir / PARTIAL_DIR / f"{Path(remote.filename).name}.{tag}.part"


def check_space(models_dir: Path, remote: RemoteFile, have: int) -> None:
    """Refuse before a byte is fetched when the rest of the file would not fit."""
    free = shutil.disk_usage(models_dir).free
    needed = remote.size - have + DISK_MARGIN
    if needed > free:
        raise NotEnoughSpaceError(
            f"Not enough disk space for {remote.filename}: it needs {_gb(remote.size - have)} more, "
            f"{_gb(free)} is free in {models_dir}."
        )


def pull_file(
    remote: RemoteFile,
    models_dir: Path,
    *,
    progress: Callable[[Progress], None] | None = None,
    cancel: threading.Event | None = None,
) -> PulledFile:
    """Download `remote` into `models_dir` (continuing a partial download), verify it, move it in place."""
    from huggingface_hub.file_download import http_get

    target = models_dir / Path(remote.filename).name
    part = partial_path(models_dir, remote)
    have = part.stat().st_size if part.exists() else 0
    if have > remote.size:  # not the file the hub has now
        part.unlink()
        have = 0
    check_space(models_dir, remote, have)
    part.parent.mkdir(parents=True, exist_ok=True)
    bar = _bar_class(progress, cancel, have)
    try:
        with part.open("ab") as out:
            http_get(remote.url, out, resume_size=have, expected_size=remote.size, tqdm_class=bar)
    except DownloadCancelled:
        part.unlink(missing_ok=True)
        _drop_empty(part.parent)
        raise
    except network_errors() as exc:  # kept: the next pull continues from here
        raise DownloadError(f"The download of {remote.filename} stopped ({exc}); pull it again to continue.") from None
    digest = _sha256(part)
    if remote.sha256 is not None and digest != remote.sha256:
        part.unlink(missing_ok=True)
        _drop_empty(part.parent)
        raise ChecksumError(
            f"{remote.filename} arrived damaged (checksum {digest[:12]}…, the hub says {remote.sha256[:12]}…); "
            "it was deleted, pull it again."
        )
    part.replace(target)
    _drop_empty(part.parent)
    return PulledFile(target, remote.size, digest, have)


def write_record(path: Path, remote: RemoteFile, sha256: str, **extra: Any) -> None:
    """The sidecar `FILE.gguf.json`: where the file came from and its checksum."""
    record = {"repo": remote.repo, "filename": remote.filename, "size": remote.size, "sha256": sha256,
              "commit": remote.commit, **extra}
    path.with_name(path.name + ".json").write_text(json.dumps(record, indent=2), encoding="utf-8")


def _bar_class(progress: Callable[[Progress], None] | None, cancel: threading.Event | None, initial: int) -> type[Any]:
    """A tqdm class for `http_get` that reports to `progress` and stops when `cancel` is set."""
    from huggingface_hub.utils.tqdm import tqdm

    started = time.monotonic()

    class _Bar(tqdm):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs.pop("name", None)
            kwargs["disable"] = True  # the face draws its own progress
            self.bytes_done = int(kwargs.get("initial") or initial)
            self.bytes_total = kwargs.get("total")
            super().__init__(*args, **kwargs)  # type: ignore[no-untyped-call]

        def update(self, n: float | None = 1) -> bool | None:
            self.bytes_done += int(n or 0)
            if progress is not None:
                elapsed = max(time.monotonic() - started, 1e-6)
                progress(Progress(self.bytes_done, self.bytes_total, (self.bytes_done - initial) / elapsed))
            if cancel is not None and cancel.is_set():
                raise DownloadCancelled("The download was cancelled; nothing was kept.")
            return None

    return _Bar


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1024 * 1024), b""):
            digest.update(block)
    return digest.hexdigest()


def _drop_empty(folder: Path) -> None:
    try:
        folder.rmdir()
    except OSError:
        pass


def _gb(size: int) -> str:
    return f"{size / 1024**3:.2f} GB" if size >= 1024**3 else f"{size / 1024**2:.0f} MB"
