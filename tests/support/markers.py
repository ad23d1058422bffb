"""Markers set where they belong instead of by hand, and a check for the `gui` tests they miss.

- `gui`: `-m "not gui"` (the fast loop) must leave out every test that drives Qt, and only
  those. The marker is added at collection to every test under tests/gui and to every test that
  asks for a Qt fixture; a test elsewhere that still creates a QApplication or widgets (directly,
  with none of those fixtures) fails at its end, naming the marker it lacks.
- `benchmark`: every test under tests/benchmarks.
- `serial`: every benchmark (and any test marked `serial` by hand because it asserts on wall
  time) runs in the README's second, one-process pytest run, never beside xdist workers.

tests/conftest.py imports the hook and the fixture.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

GUI_FOLDER = Path(__file__).resolve().parents[1] / "gui"
BENCHMARK_FOLDER = Path(__file__).resolve().parents[1] / "benchmarks"
QT_FIXTURES = frozenset({"qtbot", "qapp", "qtmodeltester"})
"""pytest-qt's fixtures (tests/gui/conftest.py's own ones only exist under tests/gui)."""


def _under(item: pytest.Item, folder: Path) -> bool:
    return Path(str(item.path)).resolve().is_relative_to(folder)


def drives_qt(item: pytest.Item) -> bool:
    return _under(item, GUI_FOLDER) or not QT_FIXTURES.isdisjoint(getattr(item, "fixturenames", ()))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if drives_qt(item) and item.get_closest_marker("gui") is None:
            item.add_marker(pytest.mark.gui)
        if _under(item, BENCHMARK_FOLDER) and item.get_closest_marker("benchmark") is None:
            item.add_marker(pytest.mark.benchmark)
        if item.get_closest_marker("benchmark") is not None and item.get_closest_marker("serial") is None:
            item.add_marker(pytest.mark.serial)


def _qt_widget_count() -> int | None:
    """How many widgets exist now; None when no QApplication does (Qt may not even be loaded)."""
    if "PySide6.QtWidgets" not in sys.modules:
        return None
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return None
    return len(QApplication.allWidgets())


@pytest.fixture(autouse=True)
def qt_widgets_only_in_gui_tests(request: pytest.FixtureRequest) -> Iterator[None]:
    if request.node.get_closest_marker("gui") is not None:
        yield
        return
    before = _qt_widget_count()
    yield
    after = _qt_widget_count()
    if after is not None and (before is None or after > before):
        created = "a QApplication" if before is None else f"{after - before} Qt widget(s)"
        pytest.fail(
            f"{request.node.nodeid} created {created} but is not a GUI test: mark it "
            "`@pytest.mark.gui` (or use qtbot) so that -m 'not gui' leaves it out",
            pytrace=False,
        )
