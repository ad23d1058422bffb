"""The curated small instruction models that call tools well, and whether this machine can run one.

Sizes and licences are those the model cards publish for the Q4_K_M file (the usual trade of
size for quality on a CPU); the download checks the real size and checksum with the hub before
it starts. Memory needed is the file (mapped) plus the context's KV cache and working space.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from goclaw_lite.errors import NotFoundError
from goclaw_lite.model.local_models import CatalogueModel, Fit


class UnknownModelError(NotFoundError):
    """A model name that is neither in the list nor downloaded (bad input: exit 2)."""

    exit_code = 2


CATALOGUE: tuple[CatalogueModel, ...] = (
    CatalogueModel("qwen2.5-0.5b", "Qwen2.5 0.5B Instruct", "Qwen/Qwen2.5-0.5B-Instruct-GGUF",
                   "qwen2.5-0.5b-instruct-q4_k_m.gguf", 491_400_032, "Apache-2.0", True),
    CatalogueModel("qwen2.5-1.5b", "Qwen2.5 1.5B Instruct", "Qwen/Qwen2.5-1.5B-Instruct-GGUF",
                   "qwen2.5-1.5b-instruct-q4_k_m.gguf", 1_117_320_736, "Apache-2.0", True),
    CatalogueModel("qwen2.5-3b", "Qwen2.5 3B Instruct", "Qwen/Qwen2.5-3B-Instruct-GGUF",
                   "qwen2.5-3b-instruct-q4_k_m.gguf", 2_104_932_800, "Qwen Research License", True),
    CatalogueModel("llama3.2-1b", "Llama 3.2 1B Instruct", "bartowski/Llama-3.2-1B-Instruct-GGUF",
                   "Llama-3.2-1B-Instruct-Q4_K_M.gguf", 807_694_464, "Llama 3.2 Community License", True),
    CatalogueModel("llama3.2-3b", "Llama 3.2 3B Instruct", "bartowski/Llama-3.2-3B-Instruct-GGUF",
                   "Llama-3.2-3B-Instruct-Q4_K_M.gguf", 2_019_377_696, "Llama 3.2 Community License", True),
    CatalogueModel("smollm2-1.7b", "SmolLM2 1.7B Instruct", "HuggingFaceTB/SmolLM2-1.7B-Instruct-GGUF",
                   "smollm2-1.7b-instruct-q4_k_m.gguf", 1_055_609_824, "Apache-2.0", True),
)


def find(key: str) -> CatalogueModel:
    """The catalogue entry `key`, or a clear error listing the keys."""
    for entry in CATALOGUE:
        if entry.key == key.strip().lower():
            return entry
    raise UnknownModelError(f"No model {key!r} in the list; `goclaw-lite model list` shows them "
                        "(or name a hub repository and file: REPO/FILE.gguf).")


def search(words: str) -> tuple[CatalogueModel, ...]:
    """Catalogue entries whose key, name, repository or licence contain every word."""
    terms = words.lower().split()
    return tuple(e for e in CATALOGUE if all(t in f"{e.key} {e.name} {e.repo} {e.licence}".lower() for t in terms))


def available_memory() -> int:
    """Bytes of memory available now (MemAvailable on Linux; all physical memory elsewhere)."""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 0


def fits(entry: CatalogueModel, models_dir: Path, *, memory: int | None = None) -> Fit:
    """Whether this machine has the memory to run `entry` and the disk to keep it."""
    free = shutil.disk_usage(_existing(models_dir)).free
    return Fit((available_memory() if memory is None else memory) >= entry.memory_needed, free >= entry.size)


def _existing(path: Path) -> Path:
    while not path.exists() and path.parent != path:
        path = path.parent
    return path
