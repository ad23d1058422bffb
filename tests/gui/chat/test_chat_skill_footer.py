"""The chat window on the real ChatService: an answer that loaded a skill names it in its footer."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.items import metrics_text
from goclaw_lite.gui.chat.page import ChatPage
from tests.gui.chat.conftest import settle
from tests.gui.chat.test_chat_service_e2e import _send, real_page  # noqa: F401 - fixture
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.skills import write_skill

pytestmark = pytest.mark.gui


def test_the_footer_names_the_skill_the_answer_used(
    real_page: tuple[ChatPage, ChatService], fake_llm: FakeLLMServer, app_ctx: AppContext, qtbot: Any,  # noqa: F811
    run: Any, tmp_path: Path,
) -> None:
    page, _service = real_page
    skills = app_ctx.services.skills
    run(skills.add(write_skill(tmp_path / "haiku", "haiku-writer", "Write a haiku on a topic.")))
    run(skills.grant("haiku-writer", "helper"))
    fake_llm.script_openai(
        StreamResponse(openai_tool_stream([("c1", "use_skill", '{"name": "haiku-writer"}')])),
        StreamResponse(openai_text_stream("Old pond, a frog jumps.")),
    )
    _send(qtbot, page, "A haiku, please")
    qtbot.waitUntil(lambda: page.is_idle(), timeout=10000)
    settle(qtbot)
    answer = page.view.thread_model.last_item()
    assert answer is not None and answer.text == "Old pond, a frog jumps."
    assert metrics_text(answer).endswith("skill: haiku-writer")
    if os.environ.get("GOCLAW_SHOT_DIR"):
        page.grab().save(os.path.join(os.environ["GOCLAW_SHOT_DIR"], "chat_skill_footer.png"))
