"""The knowledge job as the faces reach it: the graph's service (`ctx.services.knowledge`), the
progress of an import and a merge's preview (what an agent recalls is `app.memory`), and the
graph file's import and export as the window runs them.

The service itself still lives in the engine (`kg.service`); this module is the one name the
faces import it by, so the engine can split into its engine and app halves (issue 26)
without touching a face.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.kg.merging import MergePreview, MergeSnapshot, default_survivor
from goclaw_lite.kg.service import ImportProgress, KnowledgeGraphService
from goclaw_lite.model.kg import IngestReport


@dataclass(frozen=True)
class ExportSummary:
    path: Path
    entities: int
    relations: int


async def import_graph(
    service: KnowledgeGraphService, agent_id: str, path: Path, *,
    progress: Callable[[ImportProgress], None] | None = None,
) -> IngestReport:
    """The file's entities and relations into the agent's graph, in one transaction: cancelling the
    awaiting task (or any problem in the file) rolls all of it back. `progress` is called on this loop."""
    return await service.import_file(agent_id, path, progress=progress)


async def export_graph(service: KnowledgeGraphService, agent_id: str, path: Path) -> ExportSummary:
    """Every entity and relation of the agent in the graph file format (what `import_graph` reads);
    an existing file is replaced (the window's save dialog has asked), never left half written."""
    document = await service.export_file(agent_id, path, overwrite=True)
    return ExportSummary(path, len(document.get("entities", ())), len(document.get("relations", ())))


__all__ = [
    "ExportSummary", "ImportProgress", "KnowledgeGraphService", "MergePreview", "MergeSnapshot", "default_survivor",
    "export_graph", "import_graph",
]
