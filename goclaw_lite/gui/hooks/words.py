"""The hooks' events and exit-code rules in words, for the Hooks page and its dialog."""

from __future__ import annotations

EVENT_WORDS = {
    "before_run": "before the agent starts an answer",
    "after_run": "after the agent finished an answer",
    "before_tool": "before a tool runs",
    "after_tool": "after a tool ran",
}

DECISION_WORDS = {"allow": "Allowed", "block": "Blocked", "error": "Failed (allowed)", "timeout": "Timed out"}

RULE_WORDS = {"allow": "Allow the action", "block": "Block the action"}
"""The two choices an exit-code rule offers, as the dialog shows them."""

BLOCK_NOTE = "Blocking stops the answer or the tool call; an allowed error is still recorded."
AFTER_NOTE = "This event comes after the fact: a block is recorded but cannot undo anything."


def exit_rules_words(on_error: str, on_timeout: str) -> str:
    """A command hook's rules in one line, for the list's tooltip."""
    def verb(rule: str) -> str:
        return "blocks" if rule == "block" else "allows"

    return (f"Exit code 0 allows · exit code 2 blocks · any other exit code {verb(on_error)} · "
            f"past the timeout it {verb(on_timeout)}")


def event_words(event: str) -> str:
    """"Before a tool runs" for before_tool; an event this version does not know, as stored."""
    words = EVENT_WORDS.get(event)
    return words[:1].upper() + words[1:] if words else event


def event_choice(event: str) -> str:
    """The event as a menu entry: words first, the stored name after (as the CLI spells it)."""
    return f"{event_words(event)} ({event})" if event in EVENT_WORDS else event
