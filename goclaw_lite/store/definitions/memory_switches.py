"""Per-agent memory switches, read from `agents.memory_config` (JSON object)."""

from __future__ import annotations

from goclaw_lite.model.agents import Agent

AUTO_INJECT = "auto_inject"
CONSOLIDATION = "consolidation"


def enabled_for(agent: Agent, key: str) -> bool:
    """On unless `memory_config[key]` is false: memory is on by default, as in GoClaw."""
    return agent.memory_config.get(key, True) is not False
