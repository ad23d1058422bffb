"""The window's languages: Qt's own buttons in each, plurals, times in the chosen zone, and a
language switch in a running window that keeps the open chat and its draft."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.providers import ProviderTest
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.i18n import dates
from goclaw_lite.gui.i18n.languages import install_language, resolve_language
from goclaw_lite.gui.qt import QDialogButtonBox, QLineEdit
from goclaw_lite.gui.servers.dialog import models_summary
from goclaw_lite.gui.settings.page import SettingsPage
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.settings import load_settings
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


@pytest.fixture
def english_after(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("GOCLAW_LANGUAGE", raising=False)
    try:
        yield
    finally:
        install_language("")
        dates.set_display_zone("")


@pytest.mark.parametrize(("language", "cancel", "copy"), [
    ("vi", "Hủy", "&Sao chép"), ("zh_CN", "取消", "复制(&C)"), ("ru", "Отмена", "&Копировать"), ("en", "Cancel", "&Copy"),
])
def test_qt_s_own_buttons_and_menus_speak_the_language(english_after: None, qtbot: Any, language: str, cancel: str,
                                                       copy: str) -> None:
    install_language(language)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(buttons)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel
    edit = QLineEdit()
    qtbot.addWidget(edit)
    menu = edit.createStandardContextMenu()
    assert copy in [action.text().split("\t")[0] for action in menu.actions()]
    menu.deleteLater()


def _test(count: int) -> ProviderTest:
    models = tuple(f"m{i}" for i in range(count))
    return ProviderTest(name="local", api_base="http://127.0.0.1:1/v1", models=models, default_model="m0")


def test_plurals_take_each_language_s_forms(english_after: None) -> None:
    assert models_summary(_test(1)) == "Connected: 1 model — m0."
    assert models_summary(_test(2)) == "Connected: 2 models — m0, m1."
    install_language("ru")
    assert models_summary(_test(1)).startswith("Соединение есть: 1 модель")
    assert models_summary(_test(3)).startswith("Соединение есть: 3 модели")
    assert models_summary(_test(5)).startswith("Соединение есть: 5 моделей")
    install_language("zh_CN")
    assert models_summary(_test(2)).startswith("已连接：2 个模型")


def test_times_are_shown_in_the_chosen_zone_as_the_language_writes_them(english_after: None) -> None:
    moment = "2026-12-07T23:30:00Z"
    dates.set_display_zone("Asia/Ho_Chi_Minh")  # UTC+7: already the next day
    install_language("ru")
    assert dates.format_datetime(moment) == "08.12.2026 06:30"
    install_language("vi")
    assert dates.format_date(moment, long=True).startswith("Thứ Ba, 8 tháng 12")
    dates.set_display_zone("America/New_York")
    install_language("en")
    assert dates.format_datetime(moment) == "12/7/26 6:30\u202fPM"  # CLDR: a narrow space before PM
    assert dates.format_size(1536) == "1.5 kB"


def test_a_few_bytes_take_the_languages_plural(english_after: None) -> None:
    """Qt writes "769 байты" for every count in Russian (a skill's file list showed it)."""
    install_language("ru")
    assert [dates.format_size(n) for n in (1, 3, 769, 1000)] == ["1 байт", "3 байта", "769 байт", "1\u00a0000 байт"]
    assert dates.format_size(2048) == "2,0 кБ"  # above a kilobyte: Qt's own words
    install_language("en")
    assert [dates.format_size(n) for n in (1, 769)] == ["1 byte", "769 bytes"]


def test_the_environment_overrides_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOCLAW_LANGUAGE", "pseudo")
    assert resolve_language("ru") == "pseudo"
    monkeypatch.setenv("GOCLAW_LANGUAGE", "klingon")
    assert resolve_language("ru") == "ru"


def test_switching_language_in_a_running_window_keeps_the_open_chat(
        english_after: None, app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path) -> None:
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    window.show_page("chat")
    chat = window.page("chat")
    chat.open_conversation(demo.conversation_id)
    qtbot.waitUntil(lambda: chat.conversation_id == demo.conversation_id and chat.view.thread_model.total() > 0)
    chat.composer.set_text("a draft in progress")

    window.show_page("settings")
    settings = window.page("settings")
    assert isinstance(settings, SettingsPage)
    combo = settings.language_box.language_combo
    combo.setCurrentIndex(combo.findData("ru"))
    combo.activated.emit(combo.currentIndex())

    keys = window.page_keys()
    qtbot.waitUntil(lambda: window.navigation.item(keys.index("settings")).text() == "Настройки")
    assert window.navigation.item(keys.index("chat")).text() == "Чат"
    assert window.file_menu.title() == "&Файл"
    assert load_settings(app_ctx.paths).language == "ru"
    rebuilt = window.page("settings")
    assert rebuilt is not settings and window.current_page_key() == "settings"
    assert rebuilt.language_box.language_combo.currentData() == "ru"
    assert rebuilt.language_box.language_label.text() == "&Язык:"

    window.show_page("chat")
    again = window.page("chat")
    assert again is not chat
    qtbot.waitUntil(lambda: again.conversation_id == demo.conversation_id and again.view.thread_model.total() > 0)
    assert again.composer.text() == "a draft in progress"
