"""The knowledge job as the faces reach it: the graph's service (`ctx.services.knowledge`), the
progress of an import and a merge's preview (what an agent recalls is `app.memory`).

The service itself still lives in the engine (`kg.service`); this module is the one name the
faces import it by, so the engine can split into its engine and app halves (issue 26)
without touching a face.
"""

from __future__ import annotations

from goclaw_lite.kg.merging import MergePreview, MergeSnapshot, default_survivor
from goclaw_lite.kg.service import ImportProgress, KnowledgeGraphService

__all__ = ["ImportProgress", "KnowledgeGraphService", "MergePreview", "MergeSnapshot", "default_survivor"]
