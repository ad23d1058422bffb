"""Words the pages build from data, said in the window's language: Home's server checks (plural
model counts, why a server does not answer), a trace's span details, the first-run probe's
summary, an attachment's size, the startup key notices, a KG entity's dates, a deny rule's verdict,
a promotion's error headline, and agent names with a text-style emoji drawn as emoji. Each is
English first, then another language installed in the running app."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.credentials import deny_verdict
from goclaw_lite.app.home import HomeService
from goclaw_lite.app.promote import explain
from goclaw_lite.app.providers import ProviderDraft, ProvidersAdmin
from goclaw_lite.gui.chat.avatar import avatar_text
from goclaw_lite.gui.chat.message_layout import attachment_chip_text
from goclaw_lite.gui.chat.probe import Candidate, ProbeResult
from goclaw_lite.gui.credentials.words import DenyWords
from goclaw_lite.gui.home.cards import HomeWords
from goclaw_lite.gui.i18n.languages import install_language
from goclaw_lite.gui.kg.controls import AgentPicker
from goclaw_lite.gui.kg.models import AgentChoice
from goclaw_lite.gui.kg.timefmt import human, validity
from goclaw_lite.gui.promote.page import ErrorPanel
from goclaw_lite.gui.traces.waterfall import TraceView
from goclaw_lite.gui.widgets.dialogs import key_shadowed_notice
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.attachments import Attachment
from goclaw_lite.model.traces import Span
from goclaw_lite.promote.run import VerificationFailedError
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.fake_llm import FakeLLMServer
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


@pytest.fixture
def language(qtbot: Any) -> Iterator[Any]:
    """install_language as a function, English again afterwards."""
    yield install_language
    install_language("")


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_home_says_a_server_s_models_and_why_another_does_not_answer(
    language: Any, app_ctx: AppContext, run: Any, fake_llm: FakeLLMServer  # noqa: F811
) -> None:
    admin = ProvidersAdmin(app_ctx.stores)
    run(admin.add(ProviderDraft("up", "openai_compat", fake_llm.openai_base)))
    port = _closed_port()
    run(admin.add(ProviderDraft("down", "openai_compat", f"http://127.0.0.1:{port}/v1")))
    home = HomeService(app_ctx.stores)
    up, down, missing = (run(home.check_server(name), timeout=30) for name in ("up", "down", "missing"))
    assert up.answers and up.models == 2 and not down.answers and down.case == "failed"
    assert [HomeWords().check(c) for c in (up, missing)] == ["2 models", "not set up"]
    language("ru")
    assert [HomeWords().check(c) for c in (up, missing)] == ["2 модели", "не настроен"]
    assert HomeWords().check(down) == (f"Не удаётся подключиться к серверу моделей по адресу "
                                       f"http://127.0.0.1:{port}/v1: он запущен и адрес верен?")
    language("vi")
    assert HomeWords().check(up) == "2 mô hình"


def test_a_span_s_details_name_its_type_status_and_facts_in_the_language(language: Any, qtbot: Any) -> None:
    span = Span("s1", "t1", "tool_call", "read_file", "2026-12-07T10:00:00.000Z", status="completed",
                tool_name="read_file", tool_call_id="call_1",
                metadata={"size": 1234, "denied": False, "mcp_server": "files", "kind": "mcp"})
    view = TraceView()
    qtbot.addWidget(view)
    english = view.span_html(span)
    assert "<b>Type</b></td><td>MCP</td>" in english and "<b>Denied</b></td><td>no</td>" in english
    assert "<b>Result size (characters)</b></td><td>1,234</td>" in english
    language("ru")
    russian = view.span_html(span)
    assert "<b>Состояние</b></td><td>завершено</td>" in russian
    assert "<b>Запрещено</b></td><td>нет</td>" in russian and "<b>MCP-сервер</b></td><td>files</td>" in russian
    assert "Размер результата (символов)" in russian and "1\xa0234" in russian
    assert "size" not in russian and "completed" not in russian
    llm = Span("s2", "t1", "llm_call", "model call #2", "2026-12-07T10:00:00.000Z", metadata={"messages": 3})
    assert view._label(llm) == "Модель: вызов №2"


def test_the_probe_and_an_attachment_chip_count_in_the_language(language: Any) -> None:
    found = ProbeResult(Candidate("ollama", "Ollama", 11434), models=("a", "b", "c", "d", "e"))
    refused = ProbeResult(Candidate("lm", "LM Studio", 1234), error="the server wants a valid API key",
                          problem="needs_key")
    notes = Attachment("notes.md", "text", "x" * 10, 1, False)
    assert (found.summary, refused.summary) == ("Ollama (port 11434): 5 models",
                                                "LM Studio (port 1234): the server wants a valid API key")
    assert attachment_chip_text(notes) == "notes.md · 1 character"
    language("ru")
    assert (found.summary, refused.summary) == ("Ollama (порт 11434): 5 моделей",
                                                "LM Studio (порт 1234): серверу нужен действительный API-ключ")
    assert attachment_chip_text(notes) == "notes.md · 1 символ"
    language("zh_CN")
    assert found.summary == "Ollama（端口 11434）：5 个模型"


def test_the_key_notice_after_startup_is_in_the_language(language: Any) -> None:
    english = key_shadowed_notice("the file /k", "GOCLAW_KEY")
    assert english.title == "Another key is set in the environment"
    language("vi")
    notice = key_shadowed_notice("tệp /k", "GOCLAW_KEY")
    assert notice.title == "Môi trường đang đặt một khóa khác"
    assert notice.text.startswith("Khóa đã được lưu trong tệp /k, nhưng biến môi trường GOCLAW_KEY")


def test_a_text_style_emoji_in_an_agent_s_name_is_asked_for_as_emoji(qtbot: Any) -> None:
    """☀ and ❤ are drawn as black-and-white text glyphs unless VS16 follows them; 🦀 is emoji
    already. The avatar still falls back to a letter when no font here has the emoji."""
    sunny = Agent("a1", "sunny", "Sunny", "p", "m", emoji="☀")
    crab = Agent("a2", "crab", "Crab", "p", "m", emoji="🦀")
    plain = Agent("a3", "plain", "Plain", "p", "m")
    assert (sunny.label, crab.label, plain.label) == ("☀\ufe0f Sunny", "🦀 Crab", "Plain")
    assert avatar_text(sunny.label) in ("☀\ufe0f", "S")


def test_the_kg_agent_picker_cuts_a_long_name_with_an_ellipsis_and_names_it_in_full(language: Any,
                                                                                   qtbot: Any) -> None:
    language("vi")
    picker = AgentPicker()
    qtbot.addWidget(picker)
    picker.set_agents([AgentChoice("a1", "helper", "Helper", True)], None)
    picker.resize(picker.minimumSizeHint().width(), picker.sizeHint().height())  # as a narrow bar leaves it
    picker.show()
    qtbot.waitExposed(picker)
    assert picker.currentText() == "Helper (mặc định)"
    assert picker.shown_text().endswith("…") and len(picker.shown_text()) < len(picker.currentText())
    assert picker.toolTip() == "Xem đồ thị tri thức của tác tử nào: Helper (mặc định)"
    picker.resize(picker.sizeHint())
    assert picker.shown_text() == "Helper (mặc định)"


def test_a_kg_entity_s_dates_are_written_as_the_language_writes_them(language: Any) -> None:
    """No English month abbreviation ('7 Dec 2026') left in Russian or Chinese details."""
    language("ru")
    assert human("2026-12-07T12:00:00.000Z", with_time=False) == "07.12.2026"
    assert validity("2020-01-01T12:00:00.000Z", None, now="2026-12-07T12:00:00.000Z").endswith("01.01.2020")
    language("zh_CN")
    assert human("2026-12-07T12:00:00.000Z", with_time=False) == "2026/12/7"


def test_a_deny_rule_verdict_and_a_promotion_headline_in_the_language(language: Any, qtbot: Any) -> None:
    verdict = deny_verdict((r"auth\s+token",), (), "auth token")
    assert DenyWords().verdict(verdict) == verdict.message == r"Denied by the rule  auth\s+token"
    panel = ErrorPanel()
    qtbot.addWidget(panel)
    explained = explain(VerificationFailedError("3 rows differ in messages."), None)
    language("ru")
    assert DenyWords().verdict(verdict) == r"Запрещено правилом  auth\s+token"
    allowed = deny_verdict((), (), "ls")
    assert DenyWords().verdict(allowed) == "Разрешено: ни одно правило не подходит к этим аргументам."
    assert DenyWords().blocked("gh", "args", "auth").startswith("Заблокировано: gh не запущен. ")
    panel.show_error(explained)
    assert panel.headline.text() == "Копия отличается от источника"
    assert explained.headline == "The copy differs from the source"  # the command line's words
