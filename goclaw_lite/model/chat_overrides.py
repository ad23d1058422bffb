"""Per-chat choices of model and sampling that leave the agent itself unchanged.

Kept in the conversation's metadata (`OVERRIDES_KEY`), so a chat reopened tomorrow answers
with the same model and settings; `ChatService` applies them to every run of that
conversation (`apply`). An empty value means "the agent's own".
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.agents import GENERATION_KEY, Agent

OVERRIDES_KEY = "overrides"
MAX_TEMPERATURE = 2.0


@dataclass(frozen=True)
class ChatOverrides:
    model: str = ""  # '' = the agent's model
    temperature: float | None = None  # None = the agent's
    max_tokens: int | None = None  # None = the agent's; 0 = the server's own limit

    def __post_init__(self) -> None:
        if self.temperature is not None and not (math.isfinite(self.temperature) and 0 <= self.temperature <= MAX_TEMPERATURE):
            raise ValidationError(f"Temperature must be between 0 and {MAX_TEMPERATURE:g}.")
        if self.max_tokens is not None and self.max_tokens < 0:
            raise ValidationError("Max tokens cannot be negative (0 leaves the limit to the server).")

    @property
    def empty(self) -> bool:
        return not self.model and self.temperature is None and self.max_tokens is None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.model:
            out["model"] = self.model
        if self.temperature is not None:
            out["temperature"] = self.temperature
        if self.max_tokens is not None:
            out["max_tokens"] = self.max_tokens
        return out

    @classmethod
    def from_metadata(cls, metadata: Mapping[str, Any] | None) -> ChatOverrides:
        """What a conversation's metadata holds; a damaged value counts as no choice."""
        raw = (metadata or {}).get(OVERRIDES_KEY)
        if not isinstance(raw, Mapping):
            return cls()
        model = raw.get("model")
        temperature = raw.get("temperature")
        max_tokens = raw.get("max_tokens")
        try:
            return cls(
                model=model.strip() if isinstance(model, str) else "",
                temperature=float(temperature) if isinstance(temperature, int | float) and not isinstance(temperature, bool) else None,
                max_tokens=max_tokens if isinstance(max_tokens, int) and not isinstance(max_tokens, bool) else None,
            )
        except ValidationError:
            return cls()

    def apply(self, agent: Agent) -> Agent:
        """`agent` as this chat runs it: its sampling settings replaced where the chat chose
        (the model is given to the run separately, so fallbacks still follow it)."""
        if self.temperature is None and self.max_tokens is None:
            return agent
        other = dict(agent.other_config)
        if self.temperature is not None:
            generation = dict(other.get(GENERATION_KEY) or {})
            generation["temperature"] = self.temperature
            other[GENERATION_KEY] = generation
        return replace(agent, other_config=other, max_tokens=agent.max_tokens if self.max_tokens is None else self.max_tokens)

    def describe(self) -> str:
        """`temperature 0.2 · at most 512 tokens` (the model is shown on its own)."""
        parts = []
        if self.temperature is not None:
            parts.append(f"temperature {self.temperature:g}")
        if self.max_tokens is not None:
            parts.append("no token limit" if self.max_tokens == 0 else f"at most {self.max_tokens:,} tokens")
        return " · ".join(parts)
