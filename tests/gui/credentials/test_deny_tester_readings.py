"""The live "would this be denied?" tester reads arguments as the runner does: the same
readings (attached values, bundles, abbreviations), the same standard verbose list for the
tool being edited (shells add -x), and a list saved by an earlier version read as today's."""

from __future__ import annotations

from typing import Any

from goclaw_lite.gui.credentials.deny_rules import DenyRulesEditor
from goclaw_lite.securecli.policy import verbose_patterns_for

EARLIER_STANDARD_LIST = (
    r"-v", r"--verbose", r"--verbosity", r"--debug", r"--trace", r"--log-http", r"--http-debug",
    r"--log-level[ =]?(?:debug|trace)", r"--loglevel[ =]?(?:debug|trace)",
)


def verdict(editor: DenyRulesEditor, text: str) -> bool:
    editor.tester_edit.setText(text)
    assert editor.verdict is not None
    return editor.verdict.allowed


def test_the_tester_sees_every_spelling(qtbot: Any) -> None:
    editor = DenyRulesEditor()
    qtbot.addWidget(editor)
    editor.set_tool_name("psql")
    editor.load([r"(?:-c|--command)\s+drop"], EARLIER_STANDARD_LIST)
    for text in ("-cdrop table x", "--comm=drop", "--deb", "--verb", "--v=9", "-sv", "-debug", "--log-level=10"):
        assert not verdict(editor, text), text
        assert "Denied" in editor.verdict_label.text()
    for text in ("-c 'select 1'", "--version", "-x", "@me"):
        assert verdict(editor, text), text


def test_a_shell_gets_its_trace_switch(qtbot: Any) -> None:
    editor = DenyRulesEditor()
    qtbot.addWidget(editor)
    editor.load([], [])
    editor.verbose_box.setChecked(True)
    editor.set_tool_name("bash")
    assert editor.verbose_patterns() == verbose_patterns_for("bash")
    assert not verdict(editor, "-ex script.sh")
    editor.set_tool_name("tar")
    assert verdict(editor, "-xzf a.tgz")
