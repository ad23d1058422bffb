"""Screenshots of the Credentials page with sample data, light and dark, and of its dialog.

Saved to test-output/gui/credentials*.png for people to look at; the tests prove that no
secret value is in any text, tooltip or accessible string of what was captured, and that
the pictures are real renders (many colours, the expected size).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from credentials_helpers import assert_secret_hidden, write_tool

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.credentials import CredentialsService
from goclaw_lite.gui.credentials.page import CredentialsPage
from goclaw_lite.gui.qt import QApplication, QImage, QPalette, Qt
from goclaw_lite.gui.shell.appearance import apply_color_scheme
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.model.credentials import ToolDraft
from goclaw_lite.model.secure_cli import SecretEnv
from goclaw_lite.securecli.policy import DEFAULT_VERBOSE_PATTERNS
from tests.support.qt_input import click, wait_idle

OFFSCREEN_SIZE_HINT_WARNING = "This plugin does not support propagateSizeHints"
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]

REPO_ROOT = Path(__file__).resolve().parents[3]
SCREENSHOT_DIR = REPO_ROOT / "test-output" / "gui"

SAMPLE_SECRETS = {
    "GH_TOKEN": "ghp_SampleOnly7d9F2kL5mN8pQ1rS4tU6vW",
    "AWS_ACCESS_KEY_ID": "AKIASAMPLEONLY7EXAMPLE",
    "AWS_SECRET_ACCESS_KEY": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYSAMPLEKEY",
    "KUBE_TOKEN": "eyJhbGciOiJSUzI1NiIsSampleOnlyKubeToken",
}


def _distinct_colours(image: QImage) -> int:
    step = max(1, image.width() // 90)
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


@pytest.fixture
def sample(app_ctx: AppContext, run: Any, tmp_path: Path, make_agent: Any) -> CredentialsService:
    service = CredentialsService(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher)
    coder = make_agent("coder", display_name="Coder")
    reviewer = make_agent("reviewer", display_name="Reviewer")
    bin_dir = tmp_path / "sample-bin"
    for name, variable in (("gh", "GH_TOKEN"), ("aws", "AWS_SECRET_ACCESS_KEY"), ("kubectl", "KUBE_TOKEN")):
        write_tool(bin_dir, name, variable)

    def save(**fields: Any) -> None:
        run(service.save(ToolDraft(binary_id=None, **fields)))

    save(name="gh", path=str(bin_dir / "gh"), description="GitHub CLI", set_env=SecretEnv.of({"GH_TOKEN": SAMPLE_SECRETS["GH_TOKEN"]}),
         deny_args=(r"auth\s+token",), deny_verbose=DEFAULT_VERBOSE_PATTERNS,
         access=((coder.id, True), (reviewer.id, False)))
    save(name="aws", path=str(bin_dir / "aws"), description="AWS CLI, read-only account", timeout_seconds=120, is_global=False,
         set_env=SecretEnv.of({k: SAMPLE_SECRETS[k] for k in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY")}),
         deny_args=(r"iam\s+create", r"--profile\s+prod"), access=((coder.id, True), (reviewer.id, False)))
    save(name="kubectl", path=str(bin_dir / "kubectl"), enabled=False,
         set_env=SecretEnv.of({"KUBE_TOKEN": SAMPLE_SECRETS["KUBE_TOKEN"]}))
    return service


@pytest.fixture
def window(app_ctx: AppContext, sample: CredentialsService, qtbot: Any) -> Iterator[MainWindow]:
    win = MainWindow(app_ctx)
    qtbot.addWidget(win)
    win.resize(1200, 760)
    win.show()
    qtbot.waitExposed(win)
    win.show_page("credentials")
    page = win.page("credentials")
    assert isinstance(page, CredentialsPage)
    qtbot.waitUntil(lambda: page.table.rowCount() == 3 and not page.loading, timeout=10000)
    yield win
    if page.dialog is not None:
        page.dialog.reject()
    win.close()
    win.deleteLater()


def _run_gh(page: CredentialsPage, qtbot: Any) -> None:
    assert page.select("gh")
    panel = page.test_panel
    qtbot.waitUntil(lambda: panel.run_as.count() == 2 and panel.run_button.isEnabled(), timeout=5000)
    panel.args_edit.setText("--version")
    click(qtbot, panel.run_button)
    qtbot.waitUntil(lambda: not panel.running and "Exited" in panel.status_label.text(), timeout=15000)
    qtbot.waitUntil(lambda: not page.loading, timeout=5000)
    assert "[REDACTED:GH_TOKEN]" in panel.output_text()


def _save(widget: Any, name: str) -> QImage:
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    pixmap = widget.grab()
    assert pixmap.save(str(SCREENSHOT_DIR / name))
    image = pixmap.toImage()
    assert _distinct_colours(image) > 12
    return image


def test_page_screenshot_light_and_dark(window: MainWindow, qapp: QApplication, qtbot: Any) -> None:
    page = window.page("credentials")
    assert isinstance(page, CredentialsPage)
    _run_gh(page, qtbot)
    wait_idle(qtbot)
    image = _save(window, "credentials.png")
    assert (image.width(), image.height()) == (1200, 760)
    assert_secret_hidden(window, *SAMPLE_SECRETS.values())
    try:
        apply_color_scheme(qapp, Qt.ColorScheme.Dark)
        qtbot.waitUntil(lambda: page.table.palette().color(QPalette.ColorRole.Base).lightness() < 128, timeout=3000)
        wait_idle(qtbot)
        _save(window, "credentials_dark.png")
        assert_secret_hidden(window, *SAMPLE_SECRETS.values())
    finally:
        apply_color_scheme(qapp, Qt.ColorScheme.Light)


def test_dialog_screenshot_hides_every_value(window: MainWindow, qapp: QApplication, qtbot: Any) -> None:
    page = window.page("credentials")
    assert isinstance(page, CredentialsPage)
    assert page.select("aws")
    click(qtbot, page.edit_button)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=5000)
    dialog = page.dialog
    assert dialog is not None
    dialog.deny_rules.tester_edit.setText("iam create-user --user-name eve")
    assert dialog.deny_rules.verdict is not None and not dialog.deny_rules.verdict.allowed
    wait_idle(qtbot)
    _save(dialog, "credentials_dialog.png")
    assert_secret_hidden(dialog, *SAMPLE_SECRETS.values())
    try:
        apply_color_scheme(qapp, Qt.ColorScheme.Dark)
        wait_idle(qtbot)
        _save(dialog, "credentials_dialog_dark.png")
    finally:
        apply_color_scheme(qapp, Qt.ColorScheme.Light)

    # Revealed on purpose: now, and only now, the value is on screen.
    row = dialog.variables.row("AWS_SECRET_ACCESS_KEY")
    qtbot.mousePress(row.reveal_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: row.value_edit.text() == SAMPLE_SECRETS["AWS_SECRET_ACCESS_KEY"], timeout=5000)
    with pytest.raises(AssertionError):
        assert_secret_hidden(dialog, SAMPLE_SECRETS["AWS_SECRET_ACCESS_KEY"])  # the check does see a shown value
    qtbot.mouseRelease(row.reveal_button, Qt.MouseButton.LeftButton)
    assert_secret_hidden(dialog, *SAMPLE_SECRETS.values())
