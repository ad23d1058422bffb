"""ModelManager: the models under the data directory, the catalogue, pulls and removals.

What `goclaw-lite model` (and a window page) calls; the faces never touch the files or the
hub client. A model is one GGUF file in `DATA_DIR/models/` with a `FILE.gguf.json` record of
where it came from.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.local_models import CatalogueRow, InstalledModel, Progress, PullResult
from goclaw_lite.modelhub import catalogue
from goclaw_lite.modelhub.catalogue import UnknownModelError
from goclaw_lite.modelhub.download import PARTIAL_DIR, pull_file, remote_file, write_record


@dataclass(frozen=True)
class Source:
    """A catalogue key, or any GGUF file named as REPO_OWNER/REPO_NAME/FILE.gguf."""

    repo: str
    filename: str

    @classmethod
    def parse(cls, name: str) -> Source:
        parts = name.strip().split("/")
        if len(parts) >= 3 and parts[-1].lower().endswith(".gguf") and all(parts):
            return cls("/".join(parts[:2]), "/".join(parts[2:]))
        entry = catalogue.find(name)
        return cls(entry.repo, entry.filename)


class ModelManager:
    def __init__(self, models_dir: Path, *, endpoint: str | None = None) -> None:
        self.models_dir = models_dir
        self.endpoint = endpoint
        """The hub's address; None: `HF_ENDPOINT`, else huggingface.co (as huggingface_hub decides)."""

    def catalogue(self, words: str = "") -> tuple[CatalogueRow, ...]:
        names = {m.name for m in self.installed()}
        entries = catalogue.search(words) if words.strip() else catalogue.CATALOGUE
        return tuple(CatalogueRow(e, e.filename in names, catalogue.fits(e, self.models_dir)) for e in entries)

    def installed(self) -> tuple[InstalledModel, ...]:
        if not self.models_dir.is_dir():
            return ()
        return tuple(self._installed(p) for p in sorted(self.models_dir.glob("*.gguf")) if p.is_file())

    def _installed(self, path: Path) -> InstalledModel:
        try:
            record = json.loads(path.with_name(path.name + ".json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            record = {}
        return InstalledModel(path, path.stat().st_size, str(record.get("repo", "")), str(record.get("sha256", "")))

    def pull(
        self, name: str, *, progress: Callable[[Progress], None] | None = None, cancel: threading.Event | None = None
    ) -> PullResult:
        """Download a catalogue model (or REPO/FILE.gguf): disk space checked first, an earlier
        interrupted download continued, the checksum verified; `cancel` stops it and keeps nothing."""
        source = Source.parse(name)
        remote = remote_file(source.repo, source.filename, endpoint=self.endpoint)
        self.models_dir.mkdir(parents=True, exist_ok=True)
        target = self.models_dir / Path(remote.filename).name
        if target.is_file():
            present = self._installed(target)
            if present.size == remote.size and (remote.sha256 is None or present.sha256 == remote.sha256):
                return PullResult(present, 0, already_there=True)
        pulled = pull_file(remote, self.models_dir, progress=progress, cancel=cancel)
        write_record(pulled.path, remote, pulled.sha256)
        return PullResult(self._installed(pulled.path), pulled.resumed_from)

    def remove(self, name: str) -> InstalledModel:
        """Delete an installed model (by file name or catalogue key) and any partial download of it."""
        found = self.find(name)
        found.path.unlink()
        found.path.with_name(found.path.name + ".json").unlink(missing_ok=True)
        for part in (self.models_dir / PARTIAL_DIR).glob(f"{found.name}.*.part"):
            part.unlink()
        return found

    def find(self, name: str) -> InstalledModel:
        wanted = name.strip()
        if not wanted:
            raise ValidationError("Name a model: `goclaw-lite model list` shows them.")
        for model in self.installed():
            if wanted in (model.name, model.model_id) or model.name == Path(wanted).name:
                return model
        try:
            filename = Path(Source.parse(wanted).filename).name
        except NotFoundError:
            filename = ""
        for model in self.installed():
            if model.name == filename:
                return model
        raise UnknownModelError(f"No model {wanted!r} is downloaded; `goclaw-lite model list` shows what is.")
