"""Our own stored English sentences are said in the window's language, from the real sentences
the engines write (a changed phrasing below the window fails here, not silently in English)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.i18n.dates import day_month_format, format_day_month
from goclaw_lite.gui.i18n.known_text import known_text
from goclaw_lite.gui.i18n.languages import install_language
from goclaw_lite.gui.qt import QLocale
from goclaw_lite.providers.errors import ProviderError, ProviderErrorKind

pytestmark = [pytest.mark.gui]


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    install_language("ru")
    try:
        yield
    finally:
        install_language("")


def test_a_real_mcp_start_failure_is_said_in_russian(app_ctx: AppContext, run: Any, russian: None) -> None:
    """A real server that exits at start-up: the engine's English reason becomes a Russian sentence
    naming the server; text we did not write stays as it is."""
    from goclaw_lite.mcp.service import McpService
    from tests.support.mcp_servers import FAULT_SERVER, PYTHON

    service = McpService.from_stores(app_ctx.stores)
    run(service.add("faulty", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "exit"]))
    report = run(service.test("faulty"), timeout=60)
    why = service.start_failures(run(service.servers()))["faulty"]
    assert report.error is not None and "exited or closed the connection" in why
    assert known_text(why) == "MCP-сервер «faulty» завершился или закрыл соединение, не успев запуститься."
    assert known_text("ENOENT: the server's own words") == "ENOENT: the server's own words"


def test_a_fell_back_span_s_reason_and_job_errors_are_said_in_russian(russian: None) -> None:
    reason = ProviderError("boom", kind=ProviderErrorKind.SERVER, status=500).reason  # what a fell-back span keeps
    assert reason == "server error (HTTP 500)"
    assert known_text(reason) == "ошибка сервера (HTTP 500)"
    stopped = "Stopped: the app closed during the run."
    assert known_text(stopped) == "Остановлено: приложение закрылось во время запуска."
    assert known_text("Internal error (KeyError); see the log file.").startswith("Внутренняя ошибка (KeyError)")


def test_day_and_month_follow_the_locale_without_the_year(qapp: Any) -> None:
    """A fixed "ddd d MMM" read "周日 6 12月" in Chinese; the locale's own order reads well."""
    before = QLocale()
    try:
        for name, expected in (("zh_CN", "12月6日周日"), ("ru_RU", "вс, 6 дек."), ("vi_VN", "CN, 6 thg 12"),
                               ("en_US", "Sun, Dec 6")):
            QLocale.setDefault(QLocale(name))
            assert "y" not in day_month_format(), name
            assert format_day_month("2026-12-06T12:00:00+00:00") == expected, name
    finally:
        QLocale.setDefault(before)


def test_built_in_tools_settings_read_as_words(app_ctx: AppContext, qtbot: Any) -> None:
    """Settings > Built-in tools showed `max_chars=100000, max_redirects=5`; now words, and a key
    this window does not know still shows as stored."""
    from goclaw_lite.gui.settings.builtin_tools import BuiltinToolsBox

    box = BuiltinToolsBox(app_ctx)
    qtbot.addWidget(box)
    with qtbot.waitSignal(box.loaded, timeout=30000):
        box.reload()
    cells = {box.table.item(r, 0).text(): box.table.item(r, 2).text() for r in range(box.table.rowCount())}
    assert "=" not in cells["web_fetch"] and "redirects" in cells["web_fetch"], cells["web_fetch"]
    assert "=" not in cells["read_file"] and "files up to 2" in cells["read_file"], cells["read_file"]
    assert box.settings_words({"shiny_new": 3, "max_entries": 500}) == "listings up to 500 entries · shiny_new=3"


def test_sentences_are_spaced_as_their_language_spaces_them() -> None:
    """The agent editor's Tools tab read "…连接。 不提供…" with a stray gap in Chinese."""
    from goclaw_lite.gui.i18n.sentences import join_sentences

    assert join_sentences(["来自已授权服务器的 2 个 MCP 工具。", "MCP 服务器 files 关闭了连接。", "不提供 web_search。"]) \
        == "来自已授权服务器的 2 个 MCP 工具。MCP 服务器 files 关闭了连接。不提供 web_search。"
    english = join_sentences(["2 MCP tools.", "", "web_search is not offered."])
    assert english == "2 MCP tools. web_search is not offered."
