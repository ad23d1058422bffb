"""Every main page rendered offscreen on demo data, saved as PNG, and checked as a user would look at it:
same picture size, key widgets on screen, real content drawn, no secret shown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.qt import QImage, QPoint, QRect, QWidget
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.screenshot import grab_page, show_demo_views

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
OUT = Path(__file__).resolve().parents[2] / "test-output" / "screenshots"
SIZE = (1200, 760)
# What a user must see on each page (object names), beyond the page itself.
KEY_WIDGETS = {
    "home": ("homePage", "homeRecent", "homeAgents"),
    "chat": ("chatPage", "conversationList", "chatMessages", "composerEdit", "sendButton", "agentPicker"),
    "kg": ("kgPage", "kgTabs", "kgGraphPanel", "kgDepth"),
    "vault": ("vaultPage", "noteList", "noteEditor", "notePreview", "backlinks"),
    "credentials": ("credentialsPage", "toolsTable", "testRunPanel"),
    "activity": ("activityPage", "activityTable", "activityDetails"),
    "traces": ("tracesPage", "tracesTable", "traceWaterfall", "spanDetails"),
    "hooks": ("hooksPage", "hooksTable", "hookRuns", "hookOutput"),
    "jobs": ("jobsPage", "jobsList", "jobHistory", "jobAnswer"),
    "skills": ("skillsPage", "skillsList", "skillPreview"),
    "promote": ("promotePage", "promoteTest"),
    "settings": ("settingsPage", "setting_data_dir", "appearanceCombo", "retentionSpin"),
}
DEMO_SECRETS = ("ghp_" + "x" * 36, "AKIA" + "X" * 16)


def _on_screen(widget: QWidget, window: MainWindow) -> bool:
    if not widget.isVisible() or widget.width() < 4 or widget.height() < 4:
        return False
    top_left = widget.mapTo(window, QPoint(0, 0))
    return window.rect().intersects(QRect(top_left, widget.size()))


def _distinct_colours(image: QImage, step: int = 7) -> int:
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


def test_every_main_page_renders_with_its_key_widgets(app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path) -> None:
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    OUT.mkdir(parents=True, exist_ok=True)
    sizes = {}
    for key, names in KEY_WIDGETS.items():
        run(show_demo_views(window, key, conversation_id=demo.conversation_id, entity_id=demo.entity_id), timeout=30)
        target = run(grab_page(window, key, OUT / f"{key}.png"), timeout=30)
        image = QImage(str(target))
        assert not image.isNull()
        sizes[key] = (image.width(), image.height())
        assert _distinct_colours(image) > 12, f"{key}: the picture is nearly blank"
        for name in names:
            found = window.findChild(QWidget, name)
            assert found is not None, f"{key}: no widget named {name}"
            assert _on_screen(found, window), f"{key}: {name} is not visible on screen"
        texts = " ".join(w.toolTip() + " " + getattr(w, "text", lambda: "")() for w in window.findChildren(QWidget)
                         if callable(getattr(w, "text", None)))
        assert not any(secret in texts for secret in DEMO_SECRETS)
    ratio = window.devicePixelRatio()
    assert set(sizes.values()) == {(int(SIZE[0] * ratio), int(SIZE[1] * ratio))}, sizes
