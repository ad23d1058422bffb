"""Geometry of one message row, shared by sizeHint, painting (message_painter) and hit-testing.

A row is laid out once per (item revision, width) into a list of paint operations and a list
of hit targets (copy buttons, tool-card headers, Retry); painting replays the operations, and a
click asks the same layout what is under the mouse, so what is drawn is what is clickable.
The footer (branch switcher, actions, route and timing) has a fixed height and is resolved at
paint time, because sibling counts arrive later than the row.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from goclaw_lite.gui.chat.avatar import avatar_text
from goclaw_lite.gui.chat.documents import CodeDocument, RenderedText, markdown_document, plain_document
from goclaw_lite.gui.chat.items import (
    ARGUMENTS_PREVIEW_CHARS,
    RESULT_PREVIEW_CHARS,
    ChatItem,
    ItemWords,
    SubtaskEntry,
    ToolCard,
    ToolStatus,
    format_time,
    metrics_parts,
    state_label,
)
from goclaw_lite.gui.chat.paint_ops import (
    RADIUS,
    Action,
    AvatarOp,
    BoxOp,
    ButtonOp,
    ChevronOp,
    DocOp,
    DotOp,
    HitTarget,
    ItemLayout,
    PaintOp,
    PaintState,
    TextOp,
)
from goclaw_lite.gui.chat.segments import SegmentKind
from goclaw_lite.gui.chat.style import AVATAR_SIZE, COLUMN_MAX_WIDTH, SIDE_MARGIN, ChatTheme
from goclaw_lite.gui.chat.tool_facts import UNDO_LABEL, card_sections, summary, undoable
from goclaw_lite.gui.chat.web_cards import web_summary
from goclaw_lite.gui.i18n.durations import format_duration
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QFontMetricsF,
    QLocale,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QTextDocument,
)
from goclaw_lite.model.attachments import Attachment
from goclaw_lite.model.chat import MessageRole, MessageState

TOP_PAD = 14
STEP_PAD = 4  # above and below a step that continues an answer
BOTTOM_PAD = 8
GAP = 8
TEXT_INDENT = AVATAR_SIZE + 12
BUBBLE_PAD_X = 12
BUBBLE_PAD_Y = 8
CODE_HEADER = 28
CODE_PAD = 10
CARD_HEADER = 34
CARD_PAD = 12
SUBTASK_RESULT_CHARS = 280
SUBTASK_RESULT_LINES = 4
SUBTASK_COLOURS = {"running": "accent", "completed": "success", "failed": "error", "cancelled": "warning"}

translate = QCoreApplication.translate


class ItemDocs:
    """The documents of one message: its text, and tool/error details when shown."""

    def __init__(self, theme: ChatTheme) -> None:
        self.theme = theme
        self.content = RenderedText(theme)
        self._code: dict[str, CodeDocument] = {}
        self._plain: dict[str, tuple[str, QTextDocument]] = {}

    def code(self, key: str, text: str, language: str) -> QTextDocument:
        existing = self._code.get(key)
        if existing is None:
            existing = CodeDocument.create(text, language, self.theme)
            self._code[key] = existing
        else:
            existing.set_text(text)
        return existing.document

    def markdown(self, key: str, text: str) -> QTextDocument:
        existing = self._plain.get(key)
        if existing is not None and existing[0] == text:
            return existing[1]
        document = markdown_document(text, self.theme)
        self._plain[key] = (text, document)
        return document

    def plain(self, key: str, text: str) -> QTextDocument:
        existing = self._plain.get(key)
        if existing is not None and existing[0] == text:
            return existing[1]
        document = plain_document(text, self.theme.body_font, wrap_anywhere=True)
        self._plain[key] = (text, document)
        return document


def sized(document: QTextDocument, width: float) -> float:
    if abs(document.textWidth() - width) > 0.01:
        document.setTextWidth(width)
    return math.ceil(document.size().height())


def _short(text: str) -> str:
    """The start of a subtask's result: a few lines; Open shows all of it."""
    text = text.strip()
    text = text[:1].upper() + text[1:]  # stored reasons read "the subtask could not start: …"
    lines = text.splitlines()
    short = "\n".join(lines[:SUBTASK_RESULT_LINES])
    if len(short) > SUBTASK_RESULT_CHARS:
        short = short[:SUBTASK_RESULT_CHARS].rstrip()
    return short + ("…" if short != "\n".join(lines) else "")


def column(width: int) -> tuple[float, float]:
    """Left edge and width of the centred reading column."""
    col = max(160.0, min(float(COLUMN_MAX_WIDTH), width - 2.0 * SIDE_MARGIN))
    return max(0.0, (width - col) / 2), col


def author_name(item: ChatItem) -> str:
    if item.is_user:
        return item.author or translate("MessageLayout", "You")  # a subtask's task: by the agent that started it
    if item.role is MessageRole.TOOL:
        return translate("MessageLayout", "Tool result")
    return item.author or translate("MessageLayout", "Assistant")


class ChipWords(QObject):
    """An attachment's size on its chip: a plural, which only a QObject's `tr` makes."""

    def size(self, attachment: Attachment) -> str:
        if attachment.truncated:
            return self.tr("cut to {sent} of %Ln character(s)", "", attachment.chars).format(
                sent=QLocale().toString(len(attachment.text)))
        return self.tr("%Ln character(s)", "", attachment.chars)


def attachment_chip_text(attachment: Attachment) -> str:
    """`notes.md · 1,234 characters`, or `… · cut to 40,000 of 90,000 characters` (plain text:
    emoji glyphs are missing from many desktop fonts)."""
    name = f"{attachment.name} (MCP)" if attachment.kind == "mcp" else attachment.name
    return f"{name} · {ChipWords().size(attachment)}"


def _initial(item: ChatItem) -> str:
    return avatar_text(author_name(item))


class _Builder:
    def __init__(self, item: ChatItem, width: int, theme: ChatTheme, docs: ItemDocs) -> None:
        self.item = item
        self.width = width
        self.theme = theme
        self.docs = docs
        self.layout = ItemLayout(width=width, height=0)
        self.small = QFontMetricsF(theme.small_font)
        self.name = QFontMetricsF(theme.name_font)
        self.body = QFontMetricsF(theme.body_font)

    def add(self, op: PaintOp) -> None:
        self.layout.ops.append(op)

    def button(self, target: HitTarget, label: str, **kwargs: str) -> None:
        self.layout.targets.append(target)
        self.add(ButtonOp(target, label, **kwargs))

    def build(self) -> ItemLayout:
        item = self.item
        x0, col = column(self.width)
        tx, tw = x0 + TEXT_INDENT, col - TEXT_INDENT
        y = float(TOP_PAD)
        if item.step_of:  # the same answer after its tool calls: no second avatar and name
            y = float(STEP_PAD)
        else:
            self.add(AvatarOp(QRectF(x0, y - 2, AVATAR_SIZE, AVATAR_SIZE), _initial(item), item.is_user))
            y = self.header(tx, tw, y)
            y += 6
        y = self.user_body(tx, tw, y) if item.is_user else self.assistant_body(tx, tw, y)
        if item.continued:  # one footer per answer, under its last step
            self.layout.footer = QRectF(tx, y, tw, 0)
            self.layout.height = math.ceil(y + STEP_PAD)
            return self.layout
        y += 4
        footer_h = math.ceil(self.small.height()) + 10
        self.layout.footer = QRectF(tx, y, tw, footer_h)
        y += footer_h + BOTTOM_PAD
        floor = STEP_PAD + BOTTOM_PAD if item.step_of else TOP_PAD + AVATAR_SIZE + BOTTOM_PAD
        self.layout.height = max(math.ceil(y), floor)
        return self.layout

    def header(self, tx: float, tw: float, y: float) -> float:
        item = self.item
        height = max(self.name.height(), self.small.height())
        name = author_name(item)
        name_w = min(tw * 0.6, self.name.horizontalAdvance(name) + 2)
        self.add(TextOp(QRectF(tx, y, name_w, height), name, "name", "text"))
        x = tx + name_w + 8
        stamp = format_time(item.created_at)
        if stamp:
            stamp_w = self.small.horizontalAdvance(stamp) + 2
            self.add(TextOp(QRectF(x, y, stamp_w, height), stamp, "small", "muted"))
            x += stamp_w + 8
        badge = state_label(item)
        if badge:
            badge_w = self.small.horizontalAdvance(badge) + 14
            colour = {
                MessageState.ERROR: "error",
                MessageState.STOPPED: "warning",
                MessageState.INTERRUPTED: "warning",
            }.get(item.state, "accent")
            rect = QRectF(x, y + 1, badge_w, height - 2)
            self.add(BoxOp(rect, fill=f"badge-{colour}", radius=(height - 2) / 2))
            self.add(TextOp(rect, badge, "small", colour, int(Qt.AlignmentFlag.AlignCenter)))
        return y + height

    def user_body(self, tx: float, tw: float, y: float) -> float:
        inner = tw - 2 * BUBBLE_PAD_X
        self.docs.content.set_text(self.item.text, final=not self.item.streaming)
        placed: list[tuple[QTextDocument, float]] = []
        ideal = 0.0
        for rendered in self.docs.content.segments:
            height = sized(rendered.document, inner)
            ideal = max(ideal, rendered.document.idealWidth())
            placed.append((rendered.document, height))
        total = sum(h for _, h in placed) + GAP * max(0, len(placed) - 1)
        bubble_w = min(tw, max(ideal, 24.0) + 2 * BUBBLE_PAD_X + 2)
        bubble = QRectF(tx, y, bubble_w, total + 2 * BUBBLE_PAD_Y)
        self.add(BoxOp(bubble, fill="bubble"))
        cy = y + BUBBLE_PAD_Y
        for document, height in placed:
            self.add(DocOp(QRectF(tx + BUBBLE_PAD_X, cy, inner, height), document, link_source=True))
            cy += height + GAP
        attached = self.item.attachments
        return self.attachment_chips(attached, tx, tw, bubble.bottom() + 6) if attached else bubble.bottom()

    def attachment_chips(self, attachments: tuple[Attachment, ...], tx: float, tw: float, y: float) -> float:
        """A chip per attached file under the message (`name · size`, `cut` when only part was sent)."""
        height = math.ceil(self.small.height()) + 8
        x = tx
        for attachment in attachments:
            label = attachment_chip_text(attachment)
            width = min(tw, self.small.horizontalAdvance(label) + 20)
            if x > tx and x + width > tx + tw:
                x, y = tx, y + height + 4
            rect = QRectF(x, y, width, height)
            self.add(BoxOp(rect, fill="card", border="warning" if attachment.truncated else "card-border", radius=height / 2))
            text = self.small.elidedText(label, Qt.TextElideMode.ElideMiddle, width - 20)
            self.add(TextOp(rect.adjusted(10, 0, -10, 0), text, "small", "warning" if attachment.truncated else "muted"))
            x += width + 6
        return y + height

    def assistant_body(self, tx: float, tw: float, y: float) -> float:
        item = self.item
        self.docs.content.set_text(item.text, final=not item.streaming)
        first = True
        code_index = 0
        for rendered in self.docs.content.segments:
            if not first:
                y += GAP
            first = False
            if rendered.segment.kind is SegmentKind.CODE:
                y = self.code_block(rendered.document, rendered.segment.language, rendered.segment.text, code_index, tx, tw, y)
                code_index += 1
            else:
                height = sized(rendered.document, tw)
                self.add(DocOp(QRectF(tx, y, tw, height), rendered.document, link_source=True))
                y += height
        if not self.docs.content.segments and item.streaming and not item.tool_cards:
            line = self.body.height()
            self.add(TextOp(QRectF(tx, y, tw, line), translate("MessageLayout", "Thinking…"), "body", "muted"))
            y += line
            first = False
        for card in item.tool_cards:
            y += 0 if first else GAP + 2
            first = False
            y = self.tool_card(card, tx, tw, y)
        for task in item.subtasks:
            y += 0 if first else GAP + 2
            first = False
            y = self.subtask_card(task, tx, tw, y)
        if item.error or item.state is MessageState.ERROR:
            y += 0 if first else GAP + 2
            y = self.error_box(item.error or translate("MessageLayout", "The answer failed."), tx, tw, y)
        return y

    def code_block(self, document: QTextDocument, language: str, code: str, index: int, tx: float, tw: float, y: float) -> float:
        body_h = sized(document, tw - 2 * CODE_PAD)
        total = CODE_HEADER + body_h + 2 * CODE_PAD
        self.add(BoxOp(QRectF(tx, y, tw, total), fill="code", border="card-border"))
        self.add(BoxOp(QRectF(tx, y, tw, CODE_HEADER), fill="code-header", radius=RADIUS, corners="top"))
        label = language or "text"
        self.add(TextOp(QRectF(tx + CODE_PAD, y, tw / 2, CODE_HEADER), label, "small", "muted"))
        key = str(index)
        self.layout.code_texts[key] = code
        copied = translate("MessageLayout", "Copied")
        copy_w = self.small.horizontalAdvance(copied) + 34
        target = HitTarget(QRectF(tx + tw - copy_w - 4, y + 3, copy_w, CODE_HEADER - 6), Action.COPY_CODE, key)
        self.button(target, translate("MessageLayout", "Copy"), flash_label=copied, icon="copy")
        self.add(DocOp(QRectF(tx + CODE_PAD, y + CODE_HEADER + CODE_PAD, tw - 2 * CODE_PAD, body_h), document))
        return y + total

    def tool_card(self, card: ToolCard, tx: float, tw: float, y: float) -> float:
        start = y
        ops_at = len(self.layout.ops)
        header = QRectF(tx, y, tw, CARD_HEADER)
        self.layout.targets.append(HitTarget(header, Action.TOGGLE_TOOL, card.call_id))
        self.add(ChevronOp(QRectF(tx + 10, y + (CARD_HEADER - 12) / 2, 12, 12), card.expanded))
        colour = {
            ToolStatus.OK: "success",
            ToolStatus.FAILED: "error",
            ToolStatus.DENIED: "error",
            ToolStatus.AWAITING_APPROVAL: "warning",
            ToolStatus.RUNNING: "accent",
        }[card.status]
        self.add(DotOp(QRectF(tx + 30, y + CARD_HEADER / 2 - 4, 8, 8), colour))
        name_w = min(tw * 0.5, self.name.horizontalAdvance(card.name) + 4)
        self.add(TextOp(QRectF(tx + 46, y, name_w, CARD_HEADER), card.name, "name", "text"))
        duration = format_duration(card.duration_ms)
        duration_w = self.small.horizontalAdvance(duration) + 4 if duration else 0.0
        status_x = tx + 46 + name_w + 10
        status_w = max(0.0, tx + tw - CARD_PAD - duration_w - 8 - status_x)
        said = ItemWords().tool_status(card.status)
        status = f"{said} · {card.progress}" if card.progress and card.status is ToolStatus.RUNNING else said
        status = " · ".join(p for p in (status, summary(card.facts)) if p)
        if card.status is ToolStatus.OK and undoable(card.facts):  # Undo, left of the duration
            undo_w = self.small.horizontalAdvance(UNDO_LABEL()) + 20
            right = tx + tw - CARD_PAD - duration_w - (8 if duration else 0)
            self.button(HitTarget(QRectF(right - undo_w, y + 6, undo_w, CARD_HEADER - 12), Action.UNDO_CHANGE, card.call_id),
                        UNDO_LABEL(), style="pill")
            status_w = max(0.0, status_w - undo_w - 8)
        self.add(TextOp(QRectF(status_x, y, status_w, CARD_HEADER), self.small.elidedText(status, Qt.TextElideMode.ElideRight, status_w),
                        "small", colour))
        if duration:
            right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.add(TextOp(QRectF(tx + tw - CARD_PAD - duration_w, y, duration_w, CARD_HEADER), duration, "small", "muted", right))
        y += CARD_HEADER
        web_text = web_summary(card)
        if web_text:  # a web tool's page title and link, or its search results, without opening the card
            document = self.docs.markdown(f"{card.call_id}:web", web_text)
            height = sized(document, tw - 2 * CARD_PAD - 34)
            self.add(DocOp(QRectF(tx + 46, y - 4, tw - 2 * CARD_PAD - 34, height), document,
                           colour="error" if card.status is not ToolStatus.OK else "muted", link_source=True))
            y += height + CARD_PAD - 4
        if card.expanded:
            inner = tw - 2 * CARD_PAD
            for title, key, text, language in card_sections(card, ARGUMENTS_PREVIEW_CHARS, RESULT_PREVIEW_CHARS):
                y = self.card_section(title, f"{card.call_id}:{key}", text, language, tx, inner, y)
            if card.result is not None:
                copy_label = translate("MessageLayout", "Copy result")
                copy_w = self.small.horizontalAdvance(copy_label) + 34
                target = HitTarget(QRectF(tx + tw - CARD_PAD - copy_w, y + 2, copy_w, 24), Action.COPY_RESULT, card.call_id)
                self.button(target, copy_label, flash_label=translate("MessageLayout", "Copied"), icon="copy")
                y += 28
            y += CARD_PAD - 4
        self.layout.ops.insert(ops_at, BoxOp(QRectF(tx, start, tw, y - start), fill="card", border="card-border"))
        return y

    def subtask_card(self, task: SubtaskEntry, tx: float, tw: float, y: float) -> float:
        """Status dot, label, status and Open / Cancel on one line; origin and counts below;
        the start of the result (or of the error) once it ended."""
        start = y
        ops_at = len(self.layout.ops)
        colour = SUBTASK_COLOURS.get(task.status, "muted")
        self.add(DotOp(QRectF(tx + 12, y + CARD_HEADER / 2 - 4, 8, 8), colour))
        right = tx + tw - CARD_PAD + 4
        buttons = [(translate("MessageLayout", "Open"), Action.OPEN_SUBTASK)]
        buttons += [(translate("MessageLayout", "Cancel"), Action.CANCEL_SUBTASK)] if task.running else []
        for label, action in reversed(buttons):
            w = self.small.horizontalAdvance(label) + 20
            self.button(HitTarget(QRectF(right - w, y + 6, w, CARD_HEADER - 12), action, task.task_id), label, style="pill")
            right -= w + 6
        status = {"running": translate("MessageLayout", "running…"),
                  "cancelling": translate("MessageLayout", "cancelling…")}.get(task.status, task.status)
        status_w = self.small.horizontalAdvance(status) + 4
        right_align = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.add(TextOp(QRectF(right - status_w - 4, y, status_w, CARD_HEADER), status, "small", colour, right_align))
        text_x = tx + 30
        label_w = max(0.0, right - status_w - 14 - text_x)
        self.add(TextOp(QRectF(text_x, y, label_w, CARD_HEADER), task.label, "name", "text"))
        y += CARD_HEADER - 6
        line_h = self.small.height() + 2
        inner = tx + tw - CARD_PAD - text_x
        self.add(TextOp(QRectF(text_x, y, inner, line_h), f"{task.origin} · {task.counts}", "small", "muted"))
        y += line_h
        if task.result and not task.running:
            document = self.docs.plain(f"subtask:{task.task_id}", _short(task.result))
            height = sized(document, inner)
            y += 4
            self.add(DocOp(QRectF(text_x, y, inner, height), document, colour="error" if task.status == "failed" else "text"))
            y += height
        y += CARD_PAD - 2
        self.layout.ops.insert(ops_at, BoxOp(QRectF(tx, start, tw, y - start), fill="card", border="card-border"))
        return y

    def card_section(self, title: str, key: str, text: str, language: str, tx: float, inner: float, y: float) -> float:
        label_h = self.small.height() + 6
        self.add(TextOp(QRectF(tx + CARD_PAD, y, inner, label_h), title, "small", "muted"))
        y += label_h
        document = self.docs.code(key, text, language)
        height = sized(document, inner - 2 * CODE_PAD)
        self.add(BoxOp(QRectF(tx + CARD_PAD, y, inner, height + 2 * CODE_PAD), fill="code", radius=6))
        self.add(DocOp(QRectF(tx + CARD_PAD + CODE_PAD, y + CODE_PAD, inner - 2 * CODE_PAD, height), document))
        return y + height + 2 * CODE_PAD + 6

    def error_box(self, message: str, tx: float, tw: float, y: float) -> float:
        retry_w = self.body.horizontalAdvance(translate("MessageLayout", "Retry")) + 28
        text_w = tw - 2 * CARD_PAD - retry_w - 12
        document = self.docs.plain("error", message)
        height = sized(document, text_w)
        button_h = self.body.height() + 10
        total = max(height, button_h) + 2 * (CARD_PAD - 2)
        self.add(BoxOp(QRectF(tx, y, tw, total), fill="error", border="error-border"))
        self.add(DocOp(QRectF(tx + CARD_PAD, y + (total - height) / 2, text_w, height), document, colour="error"))
        target = HitTarget(QRectF(tx + tw - CARD_PAD - retry_w, y + (total - button_h) / 2, retry_w, button_h), Action.RETRY, self.item.message_id)
        self.button(target, translate("MessageLayout", "Retry"), style="outline")
        return y + total


def build_layout(item: ChatItem, width: int, theme: ChatTheme, docs: ItemDocs) -> ItemLayout:
    return _Builder(item, width, theme, docs).build()


def estimate_height(item: ChatItem, width: int, theme: ChatTheme) -> int:
    """A cheap guess used until the row is measured (rows far from the viewport)."""
    _x0, col = column(width)
    tw = col - TEXT_INDENT
    body = QFontMetricsF(theme.body_font)
    per_line = max(16, int(tw / max(1.0, body.averageCharWidth())))
    lines = 0
    for line in item.text.splitlines() or [""]:
        lines += max(1, math.ceil(len(line) / per_line))
    height = TOP_PAD + body.height() + 10 + lines * body.lineSpacing() * 1.1
    height += item.text.count("```") // 2 * (CODE_HEADER + 2 * CODE_PAD + GAP)
    height += len(item.tool_cards) * (CARD_HEADER + GAP + 2)
    height += sum(CARD_HEADER + 36 + (body.lineSpacing() * 2 if t.result else 0) for t in item.subtasks)
    height += (2 * BUBBLE_PAD_Y) if item.is_user else 0
    height += (QFontMetricsF(theme.small_font).height() + 14) * len(item.attachments)
    height += 60 if item.error else 0
    if not item.continued:
        height += QFontMetricsF(theme.small_font).height() + 14 + BOTTOM_PAD
    return int(height)


# --- footer --------------------------------------------------------------------------------


def footer_targets(item: ChatItem, layout: ItemLayout, state: PaintState, theme: ChatTheme) -> list[tuple[HitTarget, str]]:
    """Clickable footer entries, left to right: ‹ n/m › then the actions that apply now."""
    small = QFontMetricsF(theme.small_font)
    rect = layout.footer
    x, y, h = rect.left(), rect.top() + 2, rect.height() - 4
    entries: list[tuple[HitTarget, str]] = []

    def add(action: Action, label: str, payload: str = "") -> None:
        nonlocal x
        w = small.horizontalAdvance(label) + 14
        entries.append((HitTarget(QRectF(x, y, w, h), action, payload or item.message_id), label))
        x += w + 2

    if item.continued:
        return entries
    siblings = state.siblings
    if siblings is not None and siblings.count > 1:
        add(Action.PREVIOUS_BRANCH, "‹", siblings.previous_id or "")
        label_w = small.horizontalAdvance(siblings.label) + 8
        entries.append((HitTarget(QRectF(x, y, label_w, h), Action.PREVIOUS_BRANCH, "#label"), siblings.label))
        x += label_w + 2
        add(Action.NEXT_BRANCH, "›", siblings.next_id or "")
        x += 8
    if item.streaming:
        return entries
    if item.text.strip():
        add(Action.COPY_MESSAGE, translate("MessageLayout", "Copy"))
    if item.is_user and not state.busy:
        add(Action.EDIT, translate("MessageLayout", "Edit"))
    if item.is_assistant and not state.busy:
        add(Action.REGENERATE, translate("MessageLayout", "Regenerate"))
        if not item.error:
            add(Action.HELPFUL, translate("MessageLayout", "Helpful"))
            add(Action.NOT_HELPFUL, translate("MessageLayout", "Not helpful"))
    first_number = metrics_parts(item, rate=False)[0].split(" · ")[0]  # the latency: fit_metrics keeps it last
    trace = translate("MessageLayout", "View trace")
    needed = small.horizontalAdvance(trace) + 16 + small.horizontalAdvance(first_number) + 24
    if item.is_assistant and x + needed <= rect.right():
        add(Action.VIEW_TRACE, trace)  # where at least the answer's first number still fits beside it
    return entries


def fit_metrics(item: ChatItem, small: QFontMetricsF, available: float, server_labels: Mapping[str, str] | None = None) -> str:
    """The footer's numbers within `available` pixels: latency and tokens are never cut. The
    route elides (in the middle, keeping provider and fallback note) and goes first; then the
    rate; then whatever still does not fit is left out whole rather than shown in part."""
    numbers, route = metrics_parts(item, server_labels=server_labels)
    joined = " · ".join(part for part in (numbers, route) if part)
    if small.horizontalAdvance(joined) <= available:
        return joined
    if not numbers:
        return small.elidedText(route, Qt.TextElideMode.ElideMiddle, available)
    if route:
        room = available - small.horizontalAdvance(numbers + " · ")
        shown = small.elidedText(route, Qt.TextElideMode.ElideMiddle, room) if room > 0 else ""
        if len(shown) > 3:  # more than an ellipsis and a letter or two
            return f"{numbers} · {shown}"
    short_numbers = metrics_parts(item, rate=False)[0]
    for candidate in (numbers, short_numbers, short_numbers.split(" · ")[0]):
        if small.horizontalAdvance(candidate) <= available:
            return candidate
    return ""


def footer_metrics(item: ChatItem, layout: ItemLayout, state: PaintState, theme: ChatTheme) -> tuple[QRectF, str]:
    """Where an answer's numbers go (right of the footer's buttons) and the words that fit there."""
    if item.continued or not item.is_assistant:
        return QRectF(), ""
    rect = layout.footer
    used = max((target.rect.right() for target, _label in footer_targets(item, layout, state, theme)), default=rect.left())
    available = rect.right() - used - 12
    if available <= 40:
        return QRectF(), ""
    text = fit_metrics(item, QFontMetricsF(theme.small_font), available, state.server_labels)
    return QRectF(used + 12, rect.top(), available, rect.height()), text


def footer_hit(item: ChatItem, layout: ItemLayout, state: PaintState, theme: ChatTheme, x: float, y: float) -> HitTarget | None:
    for target, _label in footer_targets(item, layout, state, theme):
        if target.payload != "#label" and target.payload and target.rect.contains(QPointF(x, y)):
            return target
    return None
