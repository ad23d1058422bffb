"""The chat page inside the real main window, its pickers, and what it shows to assistive tech."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.page import PAGE_SPEC, ChatPage
from goclaw_lite.gui.qt import QAbstractButton, QComboBox, QLineEdit, QPlainTextEdit, Qt, QWidget
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.pages import load_builtin_pages, page_spec
from goclaw_lite.store.definitions.agents import AgentStore
from tests.gui.chat.chat_fakes import FakeChatService, Reply
from tests.gui.chat.conftest import settle

pytestmark = pytest.mark.gui


def test_the_page_is_registered_as_chat_at_order_20() -> None:
    load_builtin_pages()
    assert page_spec("chat") == PAGE_SPEC
    assert (PAGE_SPEC.title, PAGE_SPEC.order, PAGE_SPEC.factory) == ("Chat", 20, ChatPage)


def test_in_the_main_window_with_the_real_service(app_ctx: AppContext, configured: Any, qtbot: Any, run: Any) -> None:
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.show_page("chat")
    page = window.page("chat")
    assert isinstance(page, ChatPage)
    from goclaw_lite.agent.service import ChatService

    assert isinstance(page.service, ChatService)
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.chat_view and page.composer.agent_key() == "helper", timeout=5000)
    settle(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert page.sidebar.search.hasFocus()
    qtbot.keyClick(page.sidebar.search, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert page.composer.edit.hasFocus()
    window.close()


def test_agent_and_model_pickers(page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any) -> None:
    agents: AgentStore = fake_service.agents
    run(agents.create("coder", provider="fake", model="fake-large", display_name="Coder", emoji="🛠"))
    page.reload()
    qtbot.waitUntil(lambda: page.composer.agent_combo.count() == 2, timeout=3000)
    settle(qtbot)
    labels = [page.composer.agent_combo.itemText(i) for i in range(2)]
    assert labels == ["Helper", "🛠 Coder"]
    page.composer.agent_combo.setCurrentIndex(1)
    page.composer.agent_combo.activated.emit(1)
    assert page.composer.model_combo.currentText() == "fake-large"
    assert "Coder" in page.composer.edit.placeholderText()
    fake_service.replies.append(Reply("Coder here."))
    page.composer.set_text("Hi coder")
    page.composer.submit()
    qtbot.waitUntil(lambda: page.is_idle() and page.view.thread_model.total() == 2, timeout=5000)
    settle(qtbot)
    assert fake_service.calls[-1][:3] == ("send", "Hi coder", "coder")
    assert fake_service.models[-1] is None  # the agent's own model
    first_chat = page.conversation_id
    # picking a model changes this chat's runs, not the agent
    page.composer.model_combo.addItem("fake-tiny")
    page.composer.model_combo.setCurrentText("fake-tiny")
    page.composer.model_combo.activated.emit(page.composer.model_combo.currentIndex())
    assert "This chat now uses fake-tiny; 🛠 Coder keeps fake-large" in page.last_info
    assert page.header_subtitle.text().endswith("fake-tiny on fake")
    page.composer.set_text("Again, smaller")
    page.composer.submit()
    qtbot.waitUntil(lambda: page.is_idle() and page.view.thread_model.total() == 4, timeout=5000)
    settle(qtbot)
    assert fake_service.models[-1] == "fake-tiny" and fake_service.calls[-1][:3] == ("send", "Again, smaller", "coder")
    assert run(agents.get_by_key("coder")).model == "fake-large"  # not silently changed
    regenerated = page.view.thread_model.last_item()
    assert regenerated is not None
    page.regenerate(regenerated.message_id)
    qtbot.waitUntil(lambda: page.is_idle() and len(fake_service.models) == 3, timeout=5000)
    settle(qtbot)
    assert fake_service.models[-1] == "fake-tiny"
    # a new chat starts on the agent's model; going back finds the choice still there
    page.new_chat()
    assert page.composer.model_combo.currentText() == "fake-large" and page.chosen_model() is None
    page.open_conversation(first_chat or "")
    qtbot.waitUntil(lambda: page.conversation_id == first_chat and page.view.thread_model.total() > 0, timeout=5000)
    settle(qtbot)
    assert page.composer.model_combo.currentText() == "fake-tiny"
    # choosing another agent drops the choice (models belong to a provider)
    page.composer.agent_combo.setCurrentIndex(0)
    page.composer.agent_combo.activated.emit(0)
    assert page.chosen_model() is None and page.composer.model_combo.currentText() == "fake-small"


def test_every_control_is_named_and_no_tooltip_leaks_text(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    fake_service.replies.append(Reply("password is hunter2-secret"))
    page.composer.set_text("what is the password? hunter2-secret")
    page.composer.submit()
    qtbot.waitUntil(lambda: page.is_idle() and page.view.thread_model.total() == 2, timeout=5000)
    settle(qtbot)
    controls: list[QWidget] = [*page.findChildren(QAbstractButton), *page.findChildren(QLineEdit),
                               *page.findChildren(QComboBox), *page.findChildren(QPlainTextEdit)]
    unnamed = [f"{type(c).__name__}({c.objectName()})" for c in controls if not c.accessibleName()]
    assert controls and unnamed == []
    for widget in page.findChildren(QWidget):
        for text in (widget.toolTip(), widget.accessibleDescription(), widget.statusTip()):
            assert "hunter2" not in text
    assert page.view.accessibleName() == "Messages" and page.sidebar.list.accessibleName() == "Conversations"
