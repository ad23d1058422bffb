"""What a laid-out message row is made of: paint operations, hit targets and the layout
that holds both (built by message_layout, replayed by message_painter, asked by clicks)."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from goclaw_lite.gui.qt import QPointF, QRectF, Qt, QTextDocument
from goclaw_lite.model.chat import Siblings

RADIUS = 8.0


class Action(enum.StrEnum):
    COPY_CODE = "copy_code"
    COPY_MESSAGE = "copy_message"
    COPY_RESULT = "copy_result"
    REGENERATE = "regenerate"
    HELPFUL = "helpful"
    NOT_HELPFUL = "not_helpful"
    EDIT = "edit"
    RETRY = "retry"
    PREVIOUS_BRANCH = "previous_branch"
    NEXT_BRANCH = "next_branch"
    TOGGLE_TOOL = "toggle_tool"
    OPEN_LINK = "open_link"
    OPEN_SUBTASK = "open_subtask"
    CANCEL_SUBTASK = "cancel_subtask"
    UNDO_CHANGE = "undo_change"
    VIEW_TRACE = "view_trace"


@dataclass(frozen=True)
class HitTarget:
    rect: QRectF
    action: Action
    payload: str = ""

    def same(self, other: HitTarget | None) -> bool:
        return other is not None and other.action is self.action and other.payload == self.payload


@dataclass
class PaintState:
    """What painting needs beyond the layout: hover, the copied flash, focus, branches."""

    hover: HitTarget | None = None
    copied: tuple[Action, str] | None = None
    focused: bool = False
    siblings: Siblings | None = None
    busy: bool = False
    server_labels: Mapping[str, str] = field(default_factory=dict)  # server key -> its name, for the footer


# --- paint operations --------------------------------------------------------------------


@dataclass(frozen=True)
class BoxOp:
    rect: QRectF
    fill: str
    border: str = ""
    radius: float = RADIUS
    corners: str = "all"  # "all" | "top" | "bottom"


@dataclass(frozen=True)
class TextOp:
    rect: QRectF
    text: str
    font: str
    colour: str
    align: int = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


@dataclass(frozen=True)
class DocOp:
    rect: QRectF
    document: QTextDocument
    colour: str = "text"
    link_source: bool = False


@dataclass(frozen=True)
class AvatarOp:
    rect: QRectF
    initial: str
    user: bool


@dataclass(frozen=True)
class ChevronOp:
    rect: QRectF
    expanded: bool


@dataclass(frozen=True)
class DotOp:
    rect: QRectF
    colour: str


@dataclass(frozen=True)
class ButtonOp:
    """A painted button; `label` may change when `flash` is the copied target."""

    target: HitTarget
    label: str
    flash_label: str = ""
    style: str = "link"  # "link" | "outline" (red, for Retry) | "pill" (a plain outlined button)
    icon: str = ""  # "" | "copy"


PaintOp = BoxOp | TextOp | DocOp | AvatarOp | ChevronOp | DotOp | ButtonOp


@dataclass
class ItemLayout:
    width: int
    height: int
    ops: list[PaintOp] = field(default_factory=list)
    targets: list[HitTarget] = field(default_factory=list)
    footer: QRectF = field(default_factory=QRectF)
    code_texts: dict[str, str] = field(default_factory=dict)

    def target_at(self, x: float, y: float) -> HitTarget | None:
        for target in reversed(self.targets):
            if target.rect.contains(QPointF(x, y)):
                return target
        return None

    def link_at(self, x: float, y: float) -> str:
        """The URL of a Markdown link under (x, y), or ''."""
        for op in self.ops:
            if isinstance(op, DocOp) and op.link_source and op.rect.contains(QPointF(x, y)):
                return str(op.document.documentLayout().anchorAt(QPointF(x, y) - op.rect.topLeft()) or "")
        return ""
