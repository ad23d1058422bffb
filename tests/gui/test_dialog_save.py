"""The shared dialog save: success hands the result on and closes, failure stays open and says why."""

from __future__ import annotations

import asyncio
from typing import Any

from goclaw_lite.errors import UserError
from goclaw_lite.gui.qt import QDialog, QPushButton
from goclaw_lite.gui.widgets.dialog_save import DialogSave


async def _answer(value: str) -> str:
    await asyncio.sleep(0)
    return value


async def _refuse(text: str) -> str:
    await asyncio.sleep(0)
    raise UserError(text)


def _dialog(qtbot: Any) -> tuple[QDialog, QPushButton, list[str], DialogSave]:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    button = QPushButton("Save", dialog)
    errors: list[str] = []
    return dialog, button, errors, DialogSave(dialog, errors.append, button)


def test_a_save_hands_the_result_on_and_closes(qloop: asyncio.AbstractEventLoop, qtbot: Any) -> None:
    dialog, button, errors, save = _dialog(qtbot)
    dialog.open()
    got: list[str] = []
    save.run(_answer("kept"), on_saved=got.append, what="Saving")
    assert save.saving and not button.isEnabled()
    qtbot.waitUntil(lambda: got == ["kept"])
    assert dialog.result() == QDialog.DialogCode.Accepted and not dialog.isVisible()
    assert not save.saving and errors == []


def test_a_failed_save_stays_open_and_says_why(qloop: asyncio.AbstractEventLoop, qtbot: Any) -> None:
    dialog, button, errors, save = _dialog(qtbot)
    dialog.open()
    got: list[str] = []
    save.run(_refuse("the name is taken"), on_saved=got.append, what="Saving")
    qtbot.waitUntil(lambda: bool(errors))
    assert errors == ["the name is taken"] and got == []
    assert dialog.isVisible() and button.isEnabled() and not save.saving
