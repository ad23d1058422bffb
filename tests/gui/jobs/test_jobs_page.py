"""The Jobs page and the window's job timer as a user meets them: a real store, the real chat
engine against the fake model server, the real QTimer driver and the tray's notifications."""

from __future__ import annotations

import asyncio
import gc
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.jobs.page import JobsPage
from goclaw_lite.gui.qt import QMessageBox, Qt
from goclaw_lite.gui.shell.appearance import app_icon
from goclaw_lite.gui.shell.desktop_integration import DesktopIntegration
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.style.cards import NOTE_ROLE, STATE_ROLE, SUMMARY_ROLE
from goclaw_lite.model.jobs import JobDraft, JobOptions, Payload, Schedule
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream
from tests.support.fixtures import fake_llm  # noqa: F401 - the fixture
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING, "This plugin does not support raise")]


@pytest.fixture
def agent(app_ctx: AppContext, run: Any, fake_llm: FakeLLMServer) -> Iterator[FakeLLMServer]:  # noqa: F811
    """An agent on the fake server. As in tests/gui/chat/test_chat_service_e2e.py, the loop's
    async-generator hooks are installed (qasync installs none), so an httpx stream left
    suspended at [DONE] is finalised on the loop."""
    previous_hooks = sys.get_asyncgen_hooks()
    loop = asyncio.get_event_loop()
    hooks = loop._asyncgen_firstiter_hook, loop._asyncgen_finalizer_hook  # type: ignore[attr-defined]
    sys.set_asyncgen_hooks(firstiter=hooks[0], finalizer=hooks[1])
    stores = app_ctx.stores
    run(ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "local", provider_type="openai_compat", api_base=fake_llm.openai_base, default_model="fake-small"))
    run(AgentStore(stores.db, stores.identity).create("helper", provider="local", model="fake-small"))
    try:
        yield fake_llm
    finally:
        run(app_ctx.services.aclose())
        gc.collect()
        run(loop.shutdown_asyncgens())
        sys.set_asyncgen_hooks(*previous_hooks)


@pytest.fixture
def page(app_ctx: AppContext, agent: FakeLLMServer, qtbot: Any) -> Iterator[JobsPage]:
    widget = JobsPage(app_ctx)
    qtbot.addWidget(widget)
    widget.resize(1024, 700)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    widget.close()


def column(page: JobsPage, name: str) -> list[str]:
    """One fact of every job card (its tooltip's), checked against what the card draws."""
    cards = [page.list.fields(r) for r in range(page.list.count())]
    for row, fields in enumerate(cards):
        item = page.list.item(row)
        assert fields["Name"] == item.text() and fields["Next run"] == item.data(STATE_ROLE)
        assert item.data(NOTE_ROLE) == f"Last run: {fields['Last run']}"
        assert item.data(SUMMARY_ROLE) == f"{fields['Agent']} · {fields['Schedule']}"
    return [fields[name] for fields in cards]


def test_jobs_show_their_next_run_in_words(app_ctx: AppContext, page: JobsPage, run: Any, qtbot: Any) -> None:
    jobs = app_ctx.services.jobs
    run(jobs.add(JobDraft("digest", "helper", Schedule("every", every_ms=3 * 3_600_000), "Digest.")))
    run(jobs.add(JobDraft("paused", "helper", Schedule("every", every_ms=600_000), "x", enabled=False)))
    with qtbot.waitSignal(page.loaded, timeout=10000):
        page.refresh()
    assert column(page, "Name") == ["digest", "paused"]
    digest, paused = column(page, "Next run")
    local = (datetime.now(UTC) + timedelta(hours=3)).astimezone()
    assert digest.startswith("in 3 h, at ") and digest.endswith(f"{local.hour:02d}:{local.minute:02d}")
    assert paused == "Off" and column(page, "Last run") == ["Never run", "Never run"]
    assert column(page, "Schedule") == ["Every 3 hours", "Every 10 minutes"]

    page.list.select_row(1)  # Enter on a card is Edit…, on that job
    page.list.setFocus()
    qtbot.keyClick(page.list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=10000)
    assert page.dialog.name.text() == "paused"
    page.dialog.reject()
    qtbot.keyClick(page.list, Qt.Key.Key_Delete)  # Delete asks first, about that job
    box = page.findChild(QMessageBox, "jobDeleteConfirm")
    qtbot.waitUntil(lambda: (box is not None and box.isVisible()) or bool(
        (found := page.findChild(QMessageBox, "jobDeleteConfirm")) and found.isVisible()), timeout=10000)
    box = page.findChild(QMessageBox, "jobDeleteConfirm")
    assert "paused" in box.text()
    box.reject()


def test_the_dialog_refuses_a_bad_name_keeps_what_was_typed_then_adds(page: JobsPage, qtbot: Any) -> None:
    qtbot.waitUntil(lambda: page.status_label.text() != "", timeout=10000)
    click(qtbot, page.add_button)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=10000)
    dialog = page.dialog
    assert dialog is not None
    dialog.name.setText("Morning Report")
    dialog.kind.setCurrentIndex(1)
    dialog.cron.setText("0 7 * * 1-5")
    dialog.zone.setCurrentText("Europe/Berlin")
    dialog.message.setPlainText("What happened overnight?")
    dialog.tools.setText("exec, current_time")
    dialog._accept()
    qtbot.waitUntil(lambda: "is not a job name" in dialog.error.text(), timeout=10000)
    assert dialog.isVisible() and dialog.message.toPlainText() == "What happened overnight?"
    dialog.name.setText("morning-report")
    with qtbot.waitSignal(page.loaded, timeout=10000):
        dialog._accept()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=10000)
    assert column(page, "Name") == ["morning-report"]
    assert column(page, "Schedule") == ["Cron 0 7 * * 1-5 (Europe/Berlin)"]
    job = page.jobs[0]
    assert job.options.pre_approved == ("exec", "current_time") and job.agent_key == "helper"


def test_run_now_shows_the_answer_in_the_history(app_ctx: AppContext, page: JobsPage, agent: FakeLLMServer, run: Any,
                                                  qtbot: Any) -> None:
    run(app_ctx.services.jobs.add(JobDraft("status", "helper", Schedule("every", every_ms=3_600_000), "Status?")))
    with qtbot.waitSignal(page.loaded, timeout=10000):
        page.refresh()
    agent.script_openai(StreamResponse(openai_text_stream("**All systems** are fine.")))
    with qtbot.waitSignal(page.runFinished, timeout=30000):
        click(qtbot, page.run_button)
    qtbot.waitUntil(lambda: len(page.runs) == 1 and page.answer.toPlainText() != "", timeout=10000)
    assert page.answer.toPlainText().strip() == "All systems are fine."  # Markdown shown as text, not asterisks
    assert page.history.item(0, 1).text() == "Done"
    assert column(page, "Last run")[0].startswith("Done · ")


def test_the_window_timer_runs_a_due_job_and_notifies(app_ctx: AppContext, agent: FakeLLMServer, window: MainWindow,
                                                      run: Any, qtbot: Any) -> None:
    jobs = app_ctx.services.jobs
    due = datetime.now(UTC) - timedelta(seconds=30)
    for name, notify in (("quiet", False), ("loud", True)):
        run(jobs.store.create(name, run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).get_by_key("helper")).id,
                              Schedule("every", every_ms=3_600_000), Payload("Report.", JobOptions(notify=notify)),
                              enabled=True, delete_after_run=False, next_run_at=due))
    agent.script_openai(StreamResponse(openai_text_stream("done")), StreamResponse(openai_text_stream("done")))
    desktop = DesktopIntegration(window, icon=app_icon(), instance_name=None, quit_app=lambda: None)
    try:
        assert desktop.jobs is not None and desktop.jobs.timer.isActive()
        qtbot.waitUntil(lambda: desktop.notifications != [], timeout=30000)
        assert desktop.notifications == [("GoClaw Lite", "The job loud finished.")]  # quiet asked for none
        qtbot.waitUntil(lambda: not desktop.jobs.busy, timeout=10000)
        now = datetime.now(UTC)
        assert all(j.last_status == "ok" and j.next_run_at and j.next_run_at > now for j in run(jobs.list()))
        desktop.jobs.look()  # nothing is due any more: no run, no notification
        qtbot.waitUntil(lambda: not desktop.jobs.busy, timeout=10000)
        assert len(desktop.notifications) == 1 and agent.pending() == 0
    finally:
        desktop.close()


def test_view_trace_opens_the_runs_trace(app_ctx: AppContext, agent: FakeLLMServer, window: MainWindow, run: Any,
                                         qtbot: Any) -> None:
    run(app_ctx.services.jobs.add(JobDraft("status", "helper", Schedule("every", every_ms=3_600_000), "Status?")))
    assert window.show_page("jobs")
    page = window.page("jobs")
    assert isinstance(page, JobsPage)
    qtbot.waitUntil(lambda: len(page.jobs) == 1, timeout=10000)
    agent.script_openai(StreamResponse(openai_text_stream("Traced answer.")))
    with qtbot.waitSignal(page.runFinished, timeout=30000) as finished:
        click(qtbot, page.run_button)
    qtbot.waitUntil(lambda: len(page.runs) == 1 and page.trace_button.isEnabled(), timeout=10000)
    assert page.runs[0].trace_id == finished.args[0].outcome.trace_id is not None
    click(qtbot, page.trace_button)
    qtbot.waitUntil(lambda: window.current_page_key() == "traces", timeout=10000)
