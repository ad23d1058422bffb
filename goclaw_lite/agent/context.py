"""Fitting a long conversation into the agent's context window.

A model call that sends more than the model can read fails (context overflow) or, worse on
some local servers, silently drops the start of the prompt — the system prompt first. So the
request is built from the newest history that fits: the system prompt and the tool
definitions always go, then whole units of history newest first, where a unit is a user
message, a plain answer, or an assistant message with every tool result answering it (a
result without its call, or a call without its result, is refused by providers).

Tokens are estimated (`providers.tokens`): the estimate errs towards sending less.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from goclaw_lite.agent.attachments import ATTACHMENTS_KEY, model_text
from goclaw_lite.model.chat import StoredMessage
from goclaw_lite.providers.base import ChatMessage, ToolSpec
from goclaw_lite.providers.tokens import estimate_tokens

__all__ = ["FittedHistory", "estimate_tokens", "fit_history", "history_budget", "stored_tokens"]

MESSAGE_OVERHEAD = 4  # role markers and separators every chat template adds per message
MAX_OUTPUT_RESERVE = 4096


def _message_tokens(message: ChatMessage) -> int:
    calls = sum(estimate_tokens(c.name) + estimate_tokens(c.arguments_json) + MESSAGE_OVERHEAD for c in message.tool_calls)
    return MESSAGE_OVERHEAD + estimate_tokens(message.content) + calls


def stored_tokens(messages: Iterable[StoredMessage]) -> int:
    """The estimate for stored rows, to know when enough history has been read."""
    total = 0
    for m in messages:
        content = model_text(m.text, m.metadata) if ATTACHMENTS_KEY in m.metadata else m.content
        total += MESSAGE_OVERHEAD + estimate_tokens(content)
        total += sum(estimate_tokens(c.arguments_json) + MESSAGE_OVERHEAD for c in m.tool_calls)
    return total


def history_budget(context_window: int, system: str, tools: Sequence[ToolSpec]) -> int:
    """Tokens left for the history once the system prompt, the tools and the answer have room."""
    window = max(1, context_window)
    reserve = min(MAX_OUTPUT_RESERVE, window // 4)
    fixed = MESSAGE_OVERHEAD + estimate_tokens(system)
    for tool in tools:
        fixed += estimate_tokens(json.dumps({"name": tool.name, "description": tool.description, "parameters": tool.parameters}))
    return max(0, window - reserve - fixed)


@dataclass(frozen=True)
class FittedHistory:
    messages: tuple[ChatMessage, ...]
    omitted: int  # messages of the given history not sent
    tokens: int  # the estimate for what is sent


def _units(messages: Sequence[ChatMessage]) -> list[tuple[ChatMessage, ...]]:
    units: list[list[ChatMessage]] = []
    for message in messages:
        if message.role == "tool" and units and units[-1][0].tool_calls:
            units[-1].append(message)
        else:
            units.append([message])
    return [tuple(u) for u in units]


def fit_history(messages: Sequence[ChatMessage], budget: int) -> FittedHistory:
    """The newest whole units within `budget`, starting at a user message when one fits.

    The newest unit always goes (without it there is nothing to answer; a provider that
    cannot take it says so). When the units that fit hold no user message, the newest user
    message goes first anyway with what fits after it: Anthropic requires the first message
    to be the user's, and the model must see the question it is working on.
    """
    units = _units(messages)
    costs = [sum(_message_tokens(m) for m in unit) for unit in units]
    kept: list[int] = []
    used = 0
    for index in range(len(units) - 1, -1, -1):
        if kept and used + costs[index] > budget:
            break
        kept.append(index)
        used += costs[index]
    kept.reverse()
    if len(kept) < len(units):
        kept, used = _from_a_user_turn(units, costs, kept, budget)
    sent = tuple(m for index in kept for m in units[index])
    return FittedHistory(sent, len(messages) - len(sent), used)


def _is_user(unit: tuple[ChatMessage, ...]) -> bool:
    return unit[0].role == "user"


def _from_a_user_turn(
    units: list[tuple[ChatMessage, ...]], costs: list[int], kept: list[int], budget: int
) -> tuple[list[int], int]:
    first_user = next((i for i in kept if _is_user(units[i])), None)
    if first_user is not None:
        kept = [i for i in kept if i >= first_user]
        return kept, sum(costs[i] for i in kept)
    question = next((i for i in range(kept[0] - 1, -1, -1) if _is_user(units[i])), None)
    if question is None:
        return kept, sum(costs[i] for i in kept)
    tail: list[int] = []
    used = costs[question]
    for index in reversed(kept):
        if tail and used + costs[index] > budget:
            break
        tail.append(index)
        used += costs[index]
    return [question, *reversed(tail)], used
