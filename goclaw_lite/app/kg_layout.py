"""The graph's layouts as the window reaches them: the neighbourhood layouts it runs in a
thread (`gui/kg/layout_runner.py`), and the whole-graph layout process and what it sends back.

`kg.layout_process` runs `kg.layout_communities` in a process of its own; the window starts it,
reads its `Clustering` and `Frame`s and stops it (`gui/kg/whole_layout.py`).
"""

from __future__ import annotations

from goclaw_lite.kg.layout import LAYOUT_STEPS, LayoutSettings, Point, multilevel_layout
from goclaw_lite.kg.layout_communities import Clustering, Frame, community_layout
from goclaw_lite.kg.layout_process import LayoutError, LayoutProcess, Message, pairs_of
from goclaw_lite.kg.layout_rings import neighbourhood_layout

__all__ = [
    "Clustering", "Frame", "LAYOUT_STEPS", "LayoutError", "LayoutProcess", "LayoutSettings", "Message",
    "Point", "community_layout", "multilevel_layout", "neighbourhood_layout", "pairs_of",
]
