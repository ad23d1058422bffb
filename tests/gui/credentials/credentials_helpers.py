"""Helpers shared by the Credentials tests: a real executable, and a collector of every text a
widget tree shows (to prove a secret is in none of them)."""

from __future__ import annotations

import stat
from pathlib import Path

from goclaw_lite.gui.qt import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTableWidget,
    QWidget,
)

SECRET = "tok_live_9Qe7Rr2Zx8Lm4Np6Vb3Kc5Hd"
"""The value under test: long enough that a masked preview shows only a few characters."""
OTHER_SECRET = "ghp_ExampleOnly0123456789abcdefABCD"

TOOL_SCRIPT = """#!/bin/sh
# A stand-in CLI tool: prints its credential so the test can see it scrubbed.
case "$1" in
  --version) echo "{name} 1.2.3" ;;
  --slow) echo "token is ${variable}"; sleep 1; echo "done slow"; exit 0 ;;
  --hang) echo "hanging"; sleep 30 ;;
  --fail) echo "bad things with ${variable}" >&2; exit 3 ;;
  --wrapped) printf '%s' "${variable}" | base64 | while read -r line; do echo "$line"; sleep 0.05; done; exit 0 ;;
esac
echo "token is ${variable}"
"""


def write_tool(folder: Path, name: str = "demo-tool", variable: str = "API_TOKEN") -> Path:
    """An executable shell script that prints `$variable` (and more, by its first argument)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(TOOL_SCRIPT.replace("{name}", name).replace("{variable}", variable), encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def widget_texts(root: QWidget) -> list[str]:
    """Every string a widget tree shows or announces: texts, placeholders, tooltips,
    accessible names and descriptions, window titles, table, list and combo items."""
    texts: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        texts += [w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.windowTitle(), w.statusTip(), w.whatsThis()]
        if isinstance(w, QLineEdit):
            # A password field holds what is typed into it, but shows (and announces) only dots.
            shown = w.text() if w.echoMode() == QLineEdit.EchoMode.Normal else ""
            texts += [shown, w.placeholderText(), w.displayText()]
        elif isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text())
        elif isinstance(w, QPlainTextEdit):
            texts += [w.toPlainText(), w.placeholderText()]
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        texts += [item.text(), item.toolTip(), item.statusTip(), item.whatsThis()]
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                texts += [w.item(i).text(), w.item(i).toolTip()]
    return texts


def assert_secret_hidden(root: QWidget, *secrets: str) -> None:
    texts = widget_texts(root)
    assert texts, "nothing collected"
    for secret in secrets:
        leaks = [t for t in texts if secret in t]
        assert leaks == [], f"secret visible in {len(leaks)} widget strings"
    clipboard = QApplication.clipboard()
    if clipboard is not None:
        for secret in secrets:
            assert secret not in clipboard.text()
