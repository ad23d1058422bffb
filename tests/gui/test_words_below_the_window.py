"""Texts made below the window, said in the window's language: errors from their code and facts
(English message for any other), durations with QLocale numbers and translated units, a file
tool card's facts, a search card's counts, an agent's model details and what deleting it removes."""

from __future__ import annotations

import socket
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.providers import ModelInfo, ProviderDraft, ProvidersAdmin
from goclaw_lite.errors import DatabaseTooNewError, NotADatabaseError, UserError
from goclaw_lite.gui.agents.words import AgentWords
from goclaw_lite.gui.chat.items import ToolCard, ToolStatus
from goclaw_lite.gui.chat.tool_facts import card_sections, summary
from goclaw_lite.gui.chat.web_cards import web_summary
from goclaw_lite.gui.i18n.durations import format_duration
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.i18n.languages import install_language
from goclaw_lite.model.agents import AgentDependents
from goclaw_lite.store.lifecycle.sqlite_schema import inspect_database

pytestmark = [pytest.mark.gui]


@pytest.fixture
def language(qtbot: Any) -> Iterator[Any]:
    """install_language as a function, English again afterwards."""
    yield install_language
    install_language("")


def test_a_database_error_in_russian_with_its_path_and_english_on_the_command_line(language: Any,
                                                                                     tmp_path: Path) -> None:
    bogus = tmp_path / "goclaw.db"
    bogus.write_text("not a database at all, just text that is long enough for a header" * 2)
    with pytest.raises(NotADatabaseError) as caught:
        inspect_database(bogus)
    english = str(caught.value)
    assert english.startswith(f"{bogus} is not a SQLite database")
    assert error_text(caught.value) == (f"{bogus} is not a SQLite database; it was left untouched. Move it away, "
                                        "or set GOCLAW_HOME to another folder.")
    language("ru")
    assert error_text(caught.value) == (f"{bogus} — не база данных SQLite; файл не тронут. Переместите его или "
                                        "укажите в GOCLAW_HOME другую папку.")
    assert str(caught.value) == english  # the command line's text is unchanged
    language("zh_CN")
    assert error_text(caught.value).startswith(f"{bogus} 不是 SQLite 数据库")


def test_unknown_errors_and_errors_missing_a_fact_keep_their_english_message(language: Any) -> None:
    language("vi")
    assert error_text(UserError("Something only the CLI knows.")) == "Something only the CLI knows."
    assert error_text(ValueError("a bug")) == "a bug"
    half = DatabaseTooNewError("x.db is too new (English).", path="x.db", version=99)  # no supported/app_version
    assert error_text(half) == "x.db is too new (English)."
    whole = DatabaseTooNewError("English.", path="x.db", version=99, supported=40, app_version="0.2")
    assert error_text(whole).startswith("x.db ở phiên bản lược đồ 99")


def test_an_unreachable_server_and_a_bad_skill_zip_in_the_language(language: Any, app_ctx: AppContext, run: Any,
                                                                  tmp_path: Path) -> None:
    with socket.socket() as sock:  # a port nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    admin = ProvidersAdmin(app_ctx.stores)
    run(admin.add(ProviderDraft("gone", "openai_compat", f"http://127.0.0.1:{port}/v1")))
    with pytest.raises(UserError) as unreachable:
        run(admin.models("gone"), timeout=30)
    broken = tmp_path / "helper.zip"
    broken.write_bytes(b"PK\x03\x04 this is not really a zip")
    with pytest.raises(UserError) as bad_zip:
        run(app_ctx.services.skills.add(broken))
    language("ru")
    assert error_text(unreachable.value) == (f"Не удаётся подключиться к серверу моделей по адресу "
                                             f"http://127.0.0.1:{port}/v1: он запущен и адрес верен?")
    assert error_text(bad_zip.value) == "helper.zip — непригодный zip-файл; ничего не установлено."
    assert zipfile.is_zipfile(broken) is False


def test_durations_use_the_languages_numbers_and_units(language: Any) -> None:
    assert [format_duration(v) for v in (None, 85, 1400, 61_000)] == ["", "85 ms", "1.4 s", "1 min 01 s"]
    language("ru")
    assert [format_duration(v) for v in (85, 1400, 3_725_000)] == ["85 мс", "1,4 с", "62 мин 05 с"]
    assert format_duration(2345, decimals=2) == "2,35 с"
    language("zh_CN")
    assert format_duration(1400) == "1.4 秒"


def test_tool_cards_facts_and_search_counts_are_translated(language: Any) -> None:
    edit = {"kind": "edit", "path": "todo.md", "first_line": 2, "last_line": 3, "added": 1, "removed": 1}
    found = {"kind": "grep", "path": "src", "pattern": "TODO", "count": 1200}
    language("ru")
    assert summary(edit) == "todo.md · строки 2–3 · +1 −1"
    assert summary(found) == "src · TODO · найдено: 1\u00a0200"
    card = ToolCard(call_id="c1", name="web_search", arguments_json="{}", status=ToolStatus.OK,
                    result='{"query": "otters", "backend": "brave", '
                           '"results": [{"title": "A", "url": "https://a.example"}]}')
    shown = web_summary(card)
    assert shown is not None and shown.startswith("**1 результат** по запросу «otters» · Brave Search")
    assert [title for title, *_rest in card_sections(card, 100, 100)] == ["Аргументы", "Результат"]


def test_model_details_and_what_a_deletion_removes(language: Any) -> None:
    info = ModelInfo("qwen", context_length=32768, size_bytes=4_920_000_000, parameters="7.6B")
    gone = AgentDependents(kg_entities=1, links=3, hooks=5, hooks_only_here=2, conversations=21)
    assert AgentWords().model_details(info) == "4.6 GB · 7.6B · 32K context"
    assert AgentWords().removal_lines(gone) == [
        "1 knowledge-graph entity is deleted", "3 delegation links are deleted",
        "5 hooks are detached from it (2 of them, attached to no other agent, stop running)",
        "21 conversations are kept, without an agent"]
    language("ru")
    assert AgentWords().model_details(info) == "4,6 ГБ · 7.6B · контекст 32K"
    assert AgentWords().removal_lines(gone) == [
        "удаляется 1 сущность графа знаний", "удаляются 3 ссылки делегирования",
        "от него отсоединяются 5 хуков (2 из них, не подключённые к другим агентам, перестают работать)",
        "21 чат сохраняется, без агента"]
