"""A one-line label that elides instead of being cut or widening its window.

`text()` keeps the whole text and the tooltip shows it, so nothing is lost when the window is
narrow (1024x700): only the painting is shortened, where the caller says (middle for paths,
end for sentences).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import (
    QLabel,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QSize,
    QWidget,
    Signal,
    set_enum_property,
)

if TYPE_CHECKING:
    from goclaw_lite.gui.qt import Qt


class ElidedLabel(QLabel):
    """Plain one-line text, painted elided with `mode` when it does not fit."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 mode: Qt.TextElideMode | None = None, minimum_width: int = 120) -> None:
        super().__init__(text, parent)
        self._mode = mode  # None: Qt.TextElideMode.ElideMiddle, looked up when first elided
        self._minimum_width = minimum_width
        # By name: the status bar's labels are in the first frame, which builds no `Qt` enums
        set_enum_property(self, "textFormat", "PlainText")
        self.setToolTip(text)
        set_enum_property(self, "textInteractionFlags", "NoTextInteraction")

    def setText(self, text: str) -> None:  # noqa: N802 - Qt naming
        super().setText(text)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt naming
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self._minimum_width), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt naming
        rect = self.contentsRect()
        if self.fontMetrics().horizontalAdvance(self.text()) <= rect.width() or self.hasSelectedText():
            super().paintEvent(event)  # whole, or selected: QLabel draws it (and the selection)
            return
        painter = QPainter(self)
        from goclaw_lite.gui.qt import Qt

        mode = Qt.TextElideMode.ElideMiddle if self._mode is None else self._mode
        text = self.fontMetrics().elidedText(self.text(), mode, rect.width())
        self.style().drawItemText(
            painter, rect, int(self.alignment()), self.palette(), self.isEnabled(), text, QPalette.ColorRole.WindowText
        )
        painter.end()


class FittingLabel(QLabel):
    """One line that says the longest of its `forms` that fits whole, or nothing (never "E…"):
    a hint cut to its first letter says less than none. `shown()` is what it paints now; the
    tooltip keeps the whole text. `fitChanged` says when it starts or stops saying nothing."""

    fitChanged = Signal(bool)

    def __init__(self, forms: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(forms[0], parent)
        self._forms = forms
        set_enum_property(self, "textFormat", "PlainText")
        self.setToolTip(forms[0])
        self._fits = True

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt naming
        super().resizeEvent(event)
        if (fits := bool(self.shown())) != self._fits:
            self._fits = fits
            self.fitChanged.emit(fits)

    def fits(self) -> bool:
        return self._fits

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt naming
        return QSize(0, super().minimumSizeHint().height())

    def shown(self) -> str:
        width = self.contentsRect().width()
        return next((form for form in self._forms if self.fontMetrics().horizontalAdvance(form) <= width), "")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt naming
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(), int(self.alignment()), self.palette(), self.isEnabled(),
                                  self.shown(), QPalette.ColorRole.WindowText)
        painter.end()
