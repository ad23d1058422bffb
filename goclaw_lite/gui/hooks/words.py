"""The hooks' events and exit-code rules in words, for the Hooks page and its dialog."""

from __future__ import annotations

EVENT_WORDS = {
    "before_run": "before the agent starts an answer",
    "after_run": "after the agent finished an answer",
    "before_tool": "before a tool runs",
    "after_tool": "after a tool ran",
}

DECISION_WORDS = {"allow": "Allowed", "block": "Blocked", "error": "Failed (allowed)", "timeout": "Timed out"}

EXIT_RULES = (
    "When the command ends: exit code 0 <b>allows</b> · exit code 2 <b>blocks</b> (what it printed is the reason) · "
    "any other code is recorded as an error and the action is <b>allowed</b>. It gets the event as JSON on stdin."
)


def event_words(event: str) -> str:
    """"Before a tool runs" for before_tool; an event this version does not know, as stored."""
    words = EVENT_WORDS.get(event)
    return words[:1].upper() + words[1:] if words else event


def event_choice(event: str) -> str:
    """The event as a menu entry: words first, the stored name after (as the CLI spells it)."""
    return f"{event_words(event)} ({event})" if event in EVENT_WORDS else event
