"""Export what the graph view shows as a PNG or an SVG picture, legend and title included.

Both go through one drawing function; the PNG is rendered at twice the scene scale so it
stays sharp when zoomed or printed. A file that cannot be written is a clear error and
nothing half-written is left behind.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

from goclaw_lite.config import private_output
from goclaw_lite.errors import ValidationError
from goclaw_lite.gui.kg.graph_items import GraphTheme
from goclaw_lite.gui.kg.legend import LegendEntry, legend_size, paint_legend
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QFileDialog,
    QFont,
    QFontMetricsF,
    QGraphicsScene,
    QImage,
    QPainter,
    QPointF,
    QRect,
    QRectF,
    QSize,
    QSvgGenerator,
    Qt,
    QWidget,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.gui.widgets.async_bridge import describe_error

MARGIN = 36.0
PNG_SCALE = 2.0
MAX_PNG_SIDE = 8000


NO_FOLDER = QT_TRANSLATE_NOOP("KGExport", "The folder {folder} does not exist; choose another place for the picture.")
READ_ONLY_FOLDER = QT_TRANSLATE_NOOP(
    "KGExport", "The folder {folder} is not writable; choose another place for the picture.")
NOT_WRITTEN = QT_TRANSLATE_NOOP("KGExport", "Could not write {path}.")
SVG_TITLE = QT_TRANSLATE_NOOP("KGExport", "Knowledge graph")
SVG_DESCRIPTION = QT_TRANSLATE_NOOP("KGExport", "Exported from GoClaw Lite")
PNG_FILTER = QT_TRANSLATE_NOOP("KGExport", "PNG image (*.png)")
SVG_FILTER = QT_TRANSLATE_NOOP("KGExport", "SVG drawing (*.svg)")
DIALOG_TITLE = QT_TRANSLATE_NOOP("KGExport", "Export graph")
DOING = QT_TRANSLATE_NOOP("KGExport", "Exporting the graph")


def _tr(text: str) -> str:
    """An export word marked above, in the window's language (module code has no `self.tr`)."""
    return QCoreApplication.translate("KGExport", text)


class ExportError(ValidationError):
    """The picture could not be written; nothing was left at the target path."""

    code = "KG_EXPORT"


def _title_height(title: str) -> float:
    if not title:
        return 0.0
    font = QFont()
    font.setBold(True)
    return QFontMetricsF(font).height() + 10


def _frame(scene: QGraphicsScene, entries: Sequence[LegendEntry], title: str) -> tuple[QRectF, QRectF]:
    """(the scene rectangle to draw, the whole picture) in scene units."""
    source = scene.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    legend = legend_size(entries)
    top = _title_height(title)
    width = source.width() + (legend.width() + 16 if entries else 0)
    height = max(source.height(), legend.height() + 2 * 16) + top
    return source, QRectF(0, 0, width, height)


def _draw(
    painter: QPainter, scene: QGraphicsScene, source: QRectF, page: QRectF, entries: Sequence[LegendEntry],
    theme: GraphTheme, title: str,
) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.fillRect(page, theme.base)
    top = _title_height(title)
    if title:
        font = QFont()
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(theme.text)
        painter.drawText(QRectF(16, 6, page.width() - 32, top), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title)
    legend = legend_size(entries)
    left = legend.width() + 16 if entries else 0.0
    target = QRectF(left, top, source.width(), source.height())
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    if entries:
        paint_legend(painter, QPointF(12, top + 12), entries, theme)


def _check_target(path: Path) -> None:
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise ExportError(_tr(NO_FOLDER).format(folder=folder))
    if not os.access(folder, os.W_OK):
        raise ExportError(_tr(READ_ONLY_FOLDER).format(folder=folder))


def export_png(
    path: Path, scene: QGraphicsScene, entries: Sequence[LegendEntry], theme: GraphTheme, *, title: str = ""
) -> Path:
    _check_target(path)
    source, page = _frame(scene, entries, title)
    scale = min(PNG_SCALE, MAX_PNG_SIDE / max(page.width(), page.height(), 1.0))
    image = QImage(QSize(max(1, int(page.width() * scale)), max(1, int(page.height() * scale))), QImage.Format.Format_ARGB32)
    image.fill(theme.base)
    painter = QPainter(image)
    painter.scale(scale, scale)
    _draw(painter, scene, source, page, entries, theme, title)
    painter.end()
    with private_output(path) as partial:
        if not image.save(str(partial), "PNG"):  # type: ignore[call-overload]  # the stub says bytes; the binding wants str
            raise ExportError(_tr(NOT_WRITTEN).format(path=path))
    return path


def export_svg(
    path: Path, scene: QGraphicsScene, entries: Sequence[LegendEntry], theme: GraphTheme, *, title: str = ""
) -> Path:
    _check_target(path)
    source, page = _frame(scene, entries, title)
    with private_output(path) as partial:
        generator = QSvgGenerator()
        generator.setFileName(str(partial))
        size = QSize(max(1, int(page.width())), max(1, int(page.height())))
        generator.setSize(size)
        generator.setViewBox(QRect(0, 0, size.width(), size.height()))
        generator.setTitle(title or _tr(SVG_TITLE))
        generator.setDescription(_tr(SVG_DESCRIPTION))
        painter = QPainter()
        if not painter.begin(generator):
            raise ExportError(_tr(NOT_WRITTEN).format(path=path))
        _draw(painter, scene, source, page, entries, theme, title)
        painter.end()
        del generator  # closes the file
        if partial.stat().st_size == 0:
            raise ExportError(_tr(NOT_WRITTEN).format(path=path))
    return path


def ask_and_export(parent: QWidget, kind: str, name: str, write: Callable[[Path], Path]) -> Path | str:
    """Ask where to save, then write: the path written, an error to show, or "" if cancelled."""
    suggested = f"{name.replace('/', '-').replace(os.sep, '-')}.{kind}"
    label = _tr(PNG_FILTER) if kind == "png" else _tr(SVG_FILTER)
    chosen, _filter = QFileDialog.getSaveFileName(parent, _tr(DIALOG_TITLE), suggested, label)
    if not chosen:
        return ""
    path = Path(chosen)
    if path.suffix.lower() != f".{kind}":
        path = path.with_name(path.name + f".{kind}")
    try:
        return write(path)
    except Exception as exc:  # noqa: BLE001 - shown to the user, never raised into Qt
        return describe_error(exc, _tr(DOING))
