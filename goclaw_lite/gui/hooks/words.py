"""The hooks' events and exit-code rules in words, for the Hooks page and its dialog.

The words are marked for translation here (context `HookWords`) and translated where they are
shown, through the functions below; the dictionaries keep the English source."""

from __future__ import annotations

from goclaw_lite.gui.qt import QCoreApplication
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP

EVENT_WORDS = {
    "before_run": QT_TRANSLATE_NOOP("HookWords", "before the agent starts an answer"),
    "after_run": QT_TRANSLATE_NOOP("HookWords", "after the agent finished an answer"),
    "before_tool": QT_TRANSLATE_NOOP("HookWords", "before a tool runs"),
    "after_tool": QT_TRANSLATE_NOOP("HookWords", "after a tool ran"),
}

DECISION_WORDS = {
    "allow": QT_TRANSLATE_NOOP("HookWords", "Allowed"),
    "block": QT_TRANSLATE_NOOP("HookWords", "Blocked"),
    "error": QT_TRANSLATE_NOOP("HookWords", "Failed (allowed)"),
    "timeout": QT_TRANSLATE_NOOP("HookWords", "Timed out"),
}

RULE_WORDS = {"allow": QT_TRANSLATE_NOOP("HookWords", "Allow the action"),
              "block": QT_TRANSLATE_NOOP("HookWords", "Block the action")}
"""The two choices an exit-code rule offers, as the dialog shows them."""

BLOCK_NOTE = QT_TRANSLATE_NOOP("HookWords",
                               "Blocking stops the answer or the tool call; an allowed error is still recorded.")
AFTER_NOTE = QT_TRANSLATE_NOOP("HookWords",
                               "This event comes after the fact: a block is recorded but cannot undo anything.")


def words(text: str) -> str:
    """One of the texts above in the window's language."""
    return QCoreApplication.translate("HookWords", text)


def decision_words(decision: str) -> str:
    return words(DECISION_WORDS[decision]) if decision in DECISION_WORDS else decision


def rule_words(rule: str) -> str:
    return words(RULE_WORDS[rule])


def exit_rules_words(on_error: str, on_timeout: str) -> str:
    """A command hook's rules in one line, for the list's tooltip."""
    translate = QCoreApplication.translate

    def verb(rule: str) -> str:
        return translate("HookWords", "blocks") if rule == "block" else translate("HookWords", "allows")

    return translate("HookWords", "Exit code 0 allows · exit code 2 blocks · any other exit code {on_error} · "
                                  "past the timeout it {on_timeout}").format(
        on_error=verb(on_error), on_timeout=verb(on_timeout))


def event_words(event: str) -> str:
    """"Before a tool runs" for before_tool; an event this version does not know, as stored."""
    text = words(EVENT_WORDS[event]) if event in EVENT_WORDS else ""
    return text[:1].upper() + text[1:] if text else event


def event_choice(event: str) -> str:
    """The event as a menu entry: words first, the stored name after (as the CLI spells it)."""
    return f"{event_words(event)} ({event})" if event in EVENT_WORDS else event
