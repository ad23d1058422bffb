"""The skills section of an agent's system prompt: one line per granted skill.

Progressive disclosure: the model sees each skill's name and a one-line description (cut
at 200 characters, as GoClaw cuts it) and loads a body with `use_skill` only when a task
calls for it, so ten skills cost a few hundred tokens, not ten procedures. Kept apart from
the rest of the prompt's assembly: the skill tool hands it to the run loop as its hint.
"""

from __future__ import annotations

from collections.abc import Sequence

from goclaw_lite.model.skills import OfferedSkill

__all__ = ["DESCRIPTION_CHARS", "skills_section"]

DESCRIPTION_CHARS = 200
_INTRO = (
    "Skills: when a task fits one below, call use_skill with its name before you start and follow the "
    "steps it returns (read_skill_file reads a file it names). Load only what the task needs."
)


def _cut(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= DESCRIPTION_CHARS else line[:DESCRIPTION_CHARS].rstrip() + "…"


def skills_section(skills: Sequence[OfferedSkill]) -> str:
    """'' without skills; else the intro and `- slug: description` lines."""
    if not skills:
        return ""
    lines = [_INTRO]
    lines += [f"- {s.name}: {_cut(s.description)}" for s in skills]
    return "\n".join(lines)
