"""One trace as a waterfall: the span tree on the left, each span's bar on a shared time axis.

The tree is `app.traces.span_tree` (the one `goclaw-lite trace show` prints), so the window and
the command line mark the same spans: a failed one in red with "failed", a slow one (ten
seconds, or a second and half the run) in amber with "slow". Selecting a span shows what was
recorded about it — previews were scrubbed of secrets before they were stored.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from goclaw_lite.app.traces import TreeRow, span_tree
from goclaw_lite.gui.i18n.answer_errors import answer_error
from goclaw_lite.gui.i18n.durations import format_duration
from goclaw_lite.gui.i18n.known_text import known_text
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QColor,
    QDateTime,
    QHeaderView,
    QLabel,
    QLocale,
    QModelIndex,
    QPainter,
    QPersistentModelIndex,
    QRectF,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from goclaw_lite.gui.traces.words import TraceWords
from goclaw_lite.ids import parse_ts

if TYPE_CHECKING:
    from goclaw_lite.model.traces import Span, TraceDetail

SPAN_ROLE = int(Qt.ItemDataRole.UserRole)
BAR_ROLE = SPAN_ROLE + 1  # (start fraction, width fraction, colour name)
COLUMNS = 5
TIMELINE = 4
FAILED, SLOW = "#d64545", "#d08a1a"
TYPE_COLOURS = {"agent": "#8a8f98", "llm_call": "#3f7fd6", "tool_call": "#2f9e6e", "event": "#9a6fd1"}


def seconds_text(ms: int | None) -> str:
    if ms is None:
        return "—"
    return format_duration(ms, decimals=2 if ms < 10_000 else 1)


def local_time(locale: QLocale, stamp: str) -> str:
    """The user's local time in their locale's short form (ISO-like in the C locale, whose short form is bare)."""
    moment = QDateTime.fromMSecsSinceEpoch(round(parse_ts(stamp).timestamp() * 1000)).toLocalTime()
    if locale.language() == QLocale.Language.C:
        return locale.toString(moment, "yyyy-MM-dd HH:mm:ss")
    return locale.toString(moment, QLocale.FormatType.ShortFormat)


class BarDelegate(QStyledItemDelegate):
    """Paints a span's bar in the timeline column: where it began and how long it took."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        super().paint(painter, option, index)
        bar = index.data(BAR_ROLE)
        if not bar:
            return
        start, width, colour = bar
        rect = QRectF(option.rect).adjusted(4, 5, -4, -5)
        x = rect.left() + rect.width() * start
        w = max(3.0, rect.width() * width)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        painter.drawRoundedRect(QRectF(min(x, rect.right() - w), rect.top(), w, rect.height()), 2, 2)
        painter.restore()


class TraceView(QWidget):
    """The trace's summary line, its waterfall and the selected span's details."""

    def __init__(self, parent: QWidget | None = None, *, open_trace: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("traceView")
        self.qlocale = QLocale()
        self.detail: TraceDetail | None = None
        self.rows: list[TreeRow] = []
        self._open_trace = open_trace
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel(self.tr("Select a trace to see its spans."))
        self.summary.setObjectName("traceSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setOpenExternalLinks(False)
        self.summary.linkActivated.connect(self._link)
        layout.addWidget(self.summary)
        self.tree = QTreeWidget()
        self.tree.setObjectName("traceWaterfall")
        self.tree.setAccessibleName(self.tr("Spans of the trace"))
        self.tree.setColumnCount(COLUMNS)
        self.tree.setHeaderLabels([self.tr("Span"), self.tr("Mark"), self.tr("Duration"), self.tr("Tokens"),
                                   self.tr("Timeline")])
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setUniformRowHeights(True)
        self.tree.setItemDelegateForColumn(TIMELINE, BarDelegate(self.tree))
        header = self.tree.header()
        header.setStretchLastSection(True)
        for column in range(TIMELINE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(60)
        self.tree.itemSelectionChanged.connect(self._selected)
        self.details = QTextBrowser()
        self.details.setObjectName("spanDetails")
        self.details.setAccessibleName(self.tr("Details of the selected span"))
        self.details.setOpenLinks(False)
        self.details.setPlaceholderText(self.tr("Select a span to see what was recorded about it."))
        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(self.tree)
        split.addWidget(self.details)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        layout.addWidget(split, 1)

    # --- filling -------------------------------------------------------------------------

    def clear(self, message: str = "") -> None:
        self.detail, self.rows = None, []
        self.tree.clear()
        self.details.clear()
        self.summary.setText(message or self.tr("Select a trace to see its spans."))

    def show_trace(self, detail: TraceDetail) -> None:
        self.detail = detail
        self.rows = span_tree(detail)
        self.summary.setText(self._summary_html(detail))
        self.tree.clear()
        total = max(1, detail.trace.duration_ms or max((r.offset_ms + (r.span.duration_ms or 0) for r in self.rows),
                                                         default=1))
        items: list[QTreeWidgetItem] = []
        for row in self.rows:
            item = self._item(row, total)
            if row.depth == 0 or not items:
                self.tree.addTopLevelItem(item)
            else:
                parent = next((i for i in reversed(items) if i.data(0, SPAN_ROLE).id == row.span.parent_span_id), None)
                (parent.addChild(item) if parent is not None else self.tree.addTopLevelItem(item))
            items.append(item)
        self.tree.expandAll()
        if items:
            self.tree.setCurrentItem(items[0])

    def _item(self, row: TreeRow, total: int) -> QTreeWidgetItem:
        span = row.span
        mark = self.tr("failed") if row.failed else self.tr("slow") if row.slow else ""
        tokens = ""
        if span.input_tokens is not None or span.output_tokens is not None:
            tokens = self.tr("%1 in · %2 out").replace("%1", self.qlocale.toString(span.input_tokens or 0)).replace(
                "%2", self.qlocale.toString(span.output_tokens or 0))
        item = QTreeWidgetItem([self._label(span), mark, seconds_text(span.duration_ms), tokens, ""])
        item.setData(0, SPAN_ROLE, span)
        colour = FAILED if row.failed else SLOW if row.slow else TYPE_COLOURS.get(span.span_type, "#8a8f98")
        item.setData(TIMELINE, BAR_ROLE, (min(1.0, row.offset_ms / total), (span.duration_ms or 0) / total, colour))
        if row.failed or row.slow:
            item.setForeground(1, QColor(colour))
            font = item.font(1)
            font.setBold(True)
            item.setFont(1, font)
        item.setToolTip(0, self._label(span).replace(": ", " · ", 1))
        return item

    def _label(self, span: Span) -> str:
        words = TraceWords()
        return f"{words.kind(span.span_type, dict(span.metadata))}: {words.span_name(span.name)}"

    def _summary_html(self, detail: TraceDetail) -> str:
        t = detail.trace
        status = TraceWords().status(t.status)
        name = TraceWords().trace_name(t.name) if t.name else self.tr("Trace")
        parts = [f"<b>{html.escape(name)}</b>", html.escape(status),
                 seconds_text(t.duration_ms),
                 self.tr("%n span(s)", "", t.span_count),
                 self.tr("%1 tokens in · %2 out").replace("%1", self.qlocale.toString(t.total_input_tokens)).replace(
                     "%2", self.qlocale.toString(t.total_output_tokens)),
                 html.escape(local_time(self.qlocale, t.start_time))]
        lines = [" · ".join(parts)]
        if t.error:  # said from its facts when the run kept them (gui/i18n/answer_errors.py)
            said = answer_error(t.error, t.metadata.get("error_facts")) or known_text(t.error)
            lines.append(f"<span style='color:{FAILED}'>{html.escape(said)}</span>")
        if t.parent_trace_id:
            lines.append(f"<a href='{t.parent_trace_id}'>{html.escape(self.tr('Started by another run'))}</a>")
        for child in detail.children:
            label = self.tr("Subtask: %1").replace("%1", child.name or child.id)
            status = TraceWords().status(child.status)
            lines.append(f"<a href='{child.id}'>{html.escape(label)}</a> · {html.escape(status)}")
        return "<br>".join(lines)

    def _link(self, trace_id: str) -> None:
        if self._open_trace is not None:
            self._open_trace(trace_id)

    # --- the selected span ------------------------------------------------------------------

    def selected_span(self) -> Span | None:
        item = self.tree.currentItem()
        value: Any = item.data(0, SPAN_ROLE) if item is not None else None
        return value if value is not None and hasattr(value, "span_type") else None

    def _selected(self) -> None:
        span = self.selected_span()
        self.details.setHtml(self.span_html(span) if span is not None else "")

    def span_html(self, span: Span) -> str:
        words = TraceWords()
        rows: list[tuple[str, str]] = [(self.tr("Type"), words.kind(span.span_type, dict(span.metadata))),
                                       (self.tr("Status"), words.status(span.status))]
        if span.provider or span.model:
            rows.append((self.tr("Model"), f"{span.provider or '?'}/{span.model or '?'}"))
        if span.finish_reason:
            rows.append((self.tr("Finish reason"), span.finish_reason))
        if span.tool_name:
            rows.append((self.tr("Tool"), f"{span.tool_name} ({span.tool_call_id or ''})"))
        rows.append((self.tr("Started"), local_time(self.qlocale, span.start_time)))
        if span.error:
            rows.append((self.tr("Error"), known_text(span.error)))
        rows += [(words.key(key), words.value(_said(key, value))) for key, value in span.metadata.items()]
        cells = "".join(f"<tr><td style='padding-right:12px'><b>{html.escape(k)}</b></td>"
                        f"<td>{html.escape(v).replace(chr(10), '<br>')}</td></tr>" for k, v in rows)
        blocks = [f"<table>{cells}</table>"]
        for title, text in ((self.tr("Input"), span.input_preview), (self.tr("Output"), span.output_preview)):
            if text:
                blocks.append(f"<p><b>{html.escape(title)}</b></p><pre>{html.escape(text)}</pre>")
        return "".join(blocks)


def _said(key: str, value: Any) -> Any:
    """The routes that failed first ("ollama/qwen2.5:14b: server error (HTTP 500)") with each
    reason in the window's language; the route is a name (its model may hold a colon)."""
    if key != "fallback_reasons" or not isinstance(value, list):
        return value
    said = []
    for text in value:
        route, _, why = text.rpartition(": ") if isinstance(text, str) else ("", "", "")
        said.append(f"{route}: {known_text(why)}" if route else text)
    return said
