"""The suite's markers hold by themselves: a test that drives Qt is a `gui` test, a benchmark is
`serial`, and a test that creates widgets without being marked fails instead of slipping into
the fast loop (tests/support/markers.py). Checked on a small suite run in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT

SAMPLE_SUITE = '''
import pytest


def test_makes_a_widget_unmarked():
    from PySide6.QtWidgets import QApplication, QLabel
    app = QApplication.instance() or QApplication([])
    test_makes_a_widget_unmarked.label = QLabel("hello")


@pytest.mark.gui
def test_makes_a_widget_marked():
    from PySide6.QtWidgets import QApplication, QLabel
    app = QApplication.instance() or QApplication([])
    test_makes_a_widget_marked.label = QLabel("hello")


def test_uses_qtbot(qtbot):
    from PySide6.QtWidgets import QLabel
    label = QLabel("hello")
    qtbot.addWidget(label)


@pytest.mark.benchmark
def test_measures_speed():
    pass


def test_plain():
    pass
'''

CONFTEST = "from tests.support.markers import pytest_collection_modifyitems, qt_widgets_only_in_gui_tests  # noqa: F401\n"


def _pytest(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", "-q", "-rA",
               "--override-ini=markers=gui\nbenchmark\nserial", *args]
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=300, check=False)


@pytest.fixture
def sample(tmp_path: Path) -> Path:
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_sample.py").write_text(SAMPLE_SUITE)
    return tmp_path


@pytest.mark.slow
def test_markers_are_added_where_they_belong(sample: Path) -> None:
    gui = _pytest(sample, "--collect-only", "-m", "gui")
    assert "test_uses_qtbot" in gui.stdout and "test_makes_a_widget_marked" in gui.stdout, gui.stdout + gui.stderr
    assert "test_plain" not in gui.stdout and "test_makes_a_widget_unmarked" not in gui.stdout
    serial = _pytest(sample, "--collect-only", "-m", "serial")
    assert "test_measures_speed" in serial.stdout and "test_plain" not in serial.stdout, serial.stdout + serial.stderr


def test_an_unmarked_test_that_creates_widgets_fails(sample: Path) -> None:
    result = _pytest(sample)
    out = result.stdout
    assert result.returncode == 1, out + result.stderr
    assert "ERROR test_sample.py::test_makes_a_widget_unmarked" in out
    assert "created a QApplication but is not a GUI test" in out
    for name in ("test_makes_a_widget_marked", "test_uses_qtbot", "test_measures_speed", "test_plain"):
        assert f"PASSED test_sample.py::{name}" in out, out
