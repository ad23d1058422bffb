"""Render resources/icons/goclaw-lite.svg to the PNG sizes desktops and installers ask for.

Run from the repository root: `python packaging/render_icons.py`. The PNGs are committed, so
building or installing never needs this script.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    root = Path(__file__).resolve().parent.parent / "resources" / "icons"
    app = QGuiApplication(sys.argv)  # noqa: F841 - QPainter needs an application
    renderer = QSvgRenderer(str(root / "goclaw-lite.svg"))
    if not renderer.isValid():
        print("the SVG icon did not parse", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(root / f"goclaw-lite-{size}.png"))
    print(f"wrote {len(SIZES)} PNGs to {root}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
