"""Help > About names the version the package is built with, so a bug report can say which round it is."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

import goclaw_lite
from goclaw_lite.gui.qt import QMessageBox
from tests.conftest import REPO_ROOT
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING

pytestmark = pytest.mark.gui


def test_the_version_has_one_source_that_packaging_reads() -> None:
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in project["project"]["dynamic"] and "version" not in project["project"]
    assert project["tool"]["hatch"]["version"]["path"] == "goclaw_lite/__init__.py"


@pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)
def test_about_shows_the_version(window: Any, qtbot: Any) -> None:
    window.about_action.trigger()
    qtbot.waitUntil(lambda: getattr(window, "about_box", None) is not None and window.about_box.isVisible(),
                    timeout=10000)
    box = window.about_box
    assert isinstance(box, QMessageBox)
    assert f"GoClaw Lite</b> {goclaw_lite.__version__}<br>" in box.text()
    assert str(window.paths.data_dir) in box.text()
    box.accept()
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=10000)
