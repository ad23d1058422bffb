"""What an agent recalls from its memory, as the faces reach it (`goclaw-lite memory search`).

The recall itself lives in the engine (`memory.recall`), which brings the model clients with
it; this module is the one name the faces import it by, apart from `app.knowledge` so that a
`kg` command does not load them.
"""

from __future__ import annotations

from goclaw_lite.memory.recall import MemoryRecall

__all__ = ["MemoryRecall"]
