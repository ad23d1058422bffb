"""Rows as they cross layer boundaries: frozen dataclasses, never raw tuples or dicts."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.model.json_values import json_object as json_object


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



TOOLS_OFF_KEY = "deny"
"""The `tools_config` key listing the tools an agent does not get (GoClaw's tool-policy `deny`)."""


EMOJI_STYLE = "\ufe0f"
"""Variation selector 16: "draw the character before me as a colour emoji"."""


def as_emoji(emoji: str) -> str:
    """`emoji` as a colour emoji wherever a name is shown: a lone symbol such as ☀, ❤ or ✈ is drawn
    as a black-and-white text glyph unless VS16 follows it (Unicode's text-default emoji, all
    below U+1F000); a character with no emoji form ignores the selector."""
    if len(emoji) == 1 and ord(emoji) < 0x1F000 and not emoji.isalnum() and not emoji.isspace():
        return emoji + EMOJI_STYLE
    return emoji


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
    max_tokens: int = 0  # most tokens per answer; 0 = the server's own limit
    other_config: dict[str, Any] = field(default_factory=dict)
    workspace: str = "."
    """The file tools' folder: "." for the default one under the data directory, else an absolute path."""

    @property
    def tools_off(self) -> frozenset[str]:
        """Built-in tools switched off for this agent: `tools_config.deny`, as GoClaw's tool policy."""
        raw = self.tools_config.get(TOOLS_OFF_KEY)
        return frozenset(str(x) for x in raw if isinstance(x, str)) if isinstance(raw, list) else frozenset()

    @property
    def label(self) -> str:
        name = self.display_name or self.agent_key
        return f"{as_emoji(self.emoji)} {name}".strip()

    @property
    def generation(self) -> GenerationParams:
        """Sampling settings: `max_tokens` has its own column, the rest live in `other_config`."""
        raw = self.other_config.get(GENERATION_KEY)
        stored = raw if isinstance(raw, dict) else {}
        return GenerationParams(
            temperature=_float_or_none(stored.get("temperature")),
            top_p=_float_or_none(stored.get("top_p")),
            max_tokens=self.max_tokens,
        )


GENERATION_KEY = "generation"  # the `other_config` key holding temperature and top_p


def _float_or_none(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


@dataclass(frozen=True)
class GenerationParams:
    """How an agent's model samples; None means the server's default."""

    temperature: float | None = None
    top_p: float | None = None
    max_tokens: int = 0  # 0 = no limit of ours

    def stored(self) -> dict[str, float]:
        """The `other_config["generation"]` object (max_tokens has a column of its own)."""
        values = {"temperature": self.temperature, "top_p": self.top_p}
        return {key: value for key, value in values.items() if value is not None}


@dataclass(frozen=True)
class AgentDependents:
    """What deleting an agent takes with it (counted before the delete, for the confirmation)."""

    conversations: int = 0  # kept, but left without an agent
    memories: int = 0  # episodic summaries
    kg_entities: int = 0
    kg_relations: int = 0
    vault_notes: int = 0  # the agent's personal vault
    links: int = 0  # delegation links at either end
    grants: int = 0  # credential grants for CLI tools
    hooks: int = 0  # hooks attached to this agent
    hooks_only_here: int = 0  # of those, hooks attached to no other agent: they stop running
    evolution_suggestions: int = 0
    consolidation_jobs: int = 0
    subtasks: int = 0  # recorded subtasks the agent started (kept, by key)
