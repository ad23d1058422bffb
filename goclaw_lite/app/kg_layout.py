"""The whole-graph layout as the window reaches it: the layout process and what it sends back.

`kg.layout_process` runs `kg.layout_communities` in a process of its own; the window starts it,
reads its `Clustering` and `Frame`s and stops it (`gui/kg/whole_layout.py`).
"""

from __future__ import annotations

from goclaw_lite.kg.layout import Point
from goclaw_lite.kg.layout_communities import Clustering, Frame, community_layout
from goclaw_lite.kg.layout_process import LayoutError, LayoutProcess, Message

__all__ = ["Clustering", "Frame", "LayoutError", "LayoutProcess", "Message", "Point", "community_layout"]
