"""Rows as they cross layer boundaries: frozen dataclasses, never raw tuples or dicts."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class FallbackCandidate:
    provider: str
    model: str


@dataclass(frozen=True)
class ModelFallback:
    """`agents.model_fallback` after normalisation (see `ModelFallback.parse`)."""

    enabled: bool = False
    strategy: str = "priority_order"
    candidates: tuple[FallbackCandidate, ...] = ()
    max_attempts: int = 0  # counts the primary too; 0 = no cap beyond the candidate list
    cooldown_enabled: bool = True

    @property
    def active(self) -> bool:
        return self.enabled and bool(self.candidates)

    @classmethod
    def parse(cls, raw: str | bytes | None, *, primary: FallbackCandidate | None = None) -> ModelFallback:
        """Normalise stored JSON; anything unusable means "no fallback" rather than an error.

        Candidates are trimmed, empty or duplicate pairs dropped, and a pair equal to the
        agent's primary route removed (the primary is implicit and always tried first).
        """
        if raw is None:
            return cls()
        text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
        if len(text.strip()) <= 2:
            return cls()
        try:
            data = json.loads(text)
        except ValueError:
            return cls()
        if not isinstance(data, dict):
            return cls()
        seen: set[tuple[str, str]] = set()
        candidates: list[FallbackCandidate] = []
        for item in data.get("candidates") or []:
            if not isinstance(item, dict):
                continue
            provider = str(item.get("provider") or "").strip()
            model = str(item.get("model") or "").strip()
            pair = (provider, model)
            if not provider or not model or pair in seen:
                continue
            if primary is not None and pair == (primary.provider, primary.model):
                continue
            seen.add(pair)
            candidates.append(FallbackCandidate(provider, model))
        try:
            max_attempts = max(0, int(data.get("max_attempts") or 0))
        except (TypeError, ValueError):
            max_attempts = 0
        cooldown = data.get("cooldown_enabled")
        return cls(
            enabled=bool(data.get("enabled")) and bool(candidates),
            strategy="priority_order",
            candidates=tuple(candidates),
            max_attempts=max_attempts,
            cooldown_enabled=True if cooldown is None else bool(cooldown),
        )

    def to_json(self) -> str:
        if not self.enabled and not self.candidates:
            return "{}"
        return json.dumps(
            {
                "enabled": self.enabled,
                "strategy": self.strategy,
                "candidates": [{"provider": c.provider, "model": c.model} for c in self.candidates],
                "max_attempts": self.max_attempts,
                "cooldown_enabled": self.cooldown_enabled,
            },
            separators=(",", ":"),
        )


def json_object(raw: Any) -> dict[str, Any]:
    """Read a JSON object column; `null`, empty and malformed values read as {}."""
    if raw is None:
        return {}
    if isinstance(raw, dict):
        return raw
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    if len(text.strip()) <= 2:
        return {}
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


@dataclass(frozen=True)
class Agent:
    id: str
    agent_key: str
    display_name: str
    provider: str
    model: str
    system_prompt: str = ""
    emoji: str = ""
    description: str = ""
    max_tool_iterations: int = 20
    context_window: int = 200_000
    is_default: bool = False
    status: str = "active"
    model_fallback: ModelFallback = field(default_factory=ModelFallback)
    tools_config: dict[str, Any] = field(default_factory=dict)
    tool_policy: dict[str, str] = field(default_factory=dict)
    memory_config: dict[str, Any] = field(default_factory=dict)
    kg_dedup_config: dict[str, Any] = field(default_factory=dict)
    created_at: str = ""
    updated_at: str = ""

    @property
    def label(self) -> str:
        name = self.display_name or self.agent_key
        return f"{self.emoji} {name}".strip()
