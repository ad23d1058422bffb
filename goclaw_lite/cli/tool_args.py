"""What `exec` and `cred test` both read from their arguments: our options before `--`, and
the conversation `--conversation` names."""

from __future__ import annotations

from goclaw_lite.agent.conversations import ConversationService
from goclaw_lite.bootstrap import AppContext
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.store.models_chat import Conversation


def split_options(tokens: list[str], options: dict[str, str | None]) -> list[str]:
    """Our options come before `--`, the tool's arguments after it. argparse's REMAINDER
    swallows `NAME --agent KEY -- ...` whole, so the part before `--` is read here:
    `options` (option name -> value argparse saw) gets what is given there; returns the
    tool's arguments."""
    if "--" not in tokens:
        return tokens
    cut = tokens.index("--")
    ours, theirs = tokens[:cut], tokens[cut + 1 :]
    i = 0
    while i < len(ours):
        name, eq, value = ours[i].partition("=")
        if name in options and eq:
            options[name], i = value, i + 1
        elif name in options and i + 1 < len(ours):
            options[name], i = ours[i + 1], i + 2
        else:
            raise ValidationError(f"Unexpected {ours[i]!r} before `--`; the tool's arguments go after it.")
    return theirs


def split_remainder(tokens: list[str], agent: str | None) -> tuple[str | None, list[str]]:
    """`split_options` for commands whose only option is `--agent`."""
    options = {"--agent": agent}
    args = split_options(tokens, options)
    return options["--agent"], args


async def find_conversation(app: AppContext, given: str | None) -> Conversation | None:
    """The conversation `--conversation` names (an id or a unique prefix); a wrong one is a
    usage mistake like an unknown tool (exit 2)."""
    if not given:
        return None
    try:
        return await ConversationService(app.stores).resolve(given)
    except NotFoundError as exc:
        raise ValidationError(str(exc)) from None
