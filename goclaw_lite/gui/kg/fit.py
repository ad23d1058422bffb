"""Fit a neighbourhood into the view with its names: labels are drawn at a constant screen
size, so a fit of the nodes alone leaves the names of the outermost nodes cut at the edges
(most visible in a narrow window). Plain arithmetic, so it is tested without a screen."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

PADDING_PX = 8.0


@dataclass(frozen=True)
class FitNode:
    """A node in scene units (`x`, `y`, `radius`) with its label in screen pixels."""

    x: float
    y: float
    radius: float
    label_width: float
    label_height: float
    label_gap: float


@dataclass(frozen=True)
class Fit:
    scale: float
    centre_x: float
    centre_y: float


def _extent(nodes: Sequence[FitNode], scale: float) -> tuple[float, float, float, float]:
    """The picture's box in screen pixels at `scale`: nodes, and each name under its node."""
    left = min(min(n.x * scale - n.radius * scale, n.x * scale - n.label_width / 2) for n in nodes)
    right = max(max(n.x * scale + n.radius * scale, n.x * scale + n.label_width / 2) for n in nodes)
    top = min(n.y * scale - n.radius * scale for n in nodes)
    bottom = max(n.y * scale + (n.radius + 2) * scale + n.label_gap + n.label_height for n in nodes)
    return left, top, right, bottom


def fit_with_labels(nodes: Sequence[FitNode], width: float, height: float, *, max_scale: float,
                    min_scale: float, reserved_bottom: float = 0.0) -> Fit:
    """The largest scale (up to `max_scale`) at which every node and its name fit in `width` x
    (`height` - `reserved_bottom`) pixels, and the scene point to centre on."""
    room_w, room_h = width - 2 * PADDING_PX, height - reserved_bottom - 2 * PADDING_PX

    def fits(scale: float) -> bool:
        left, top, right, bottom = _extent(nodes, scale)
        return right - left <= room_w and bottom - top <= room_h

    low, high = min_scale, max_scale
    if fits(high):
        low = high
    else:
        for _ in range(40):  # the picture only grows with the scale: bisect
            middle = (low + high) / 2
            low, high = (middle, high) if fits(middle) else (low, middle)
    left, top, right, bottom = _extent(nodes, low)
    # Centre the box in the room above the reserved strip (scene units).
    centre_x = (left + right) / 2 / low
    centre_y = ((top + bottom) / 2 + reserved_bottom / 2) / low
    return Fit(low, centre_x, centre_y)
