"""SKILL.md: YAML frontmatter between `---` lines (at least `name` and `description`), then
the procedure in Markdown.

Values are kept as strings, as GoClaw stores them (a list becomes its items joined by
spaces, a map its JSON), so a file written for GoClaw means the same here. Expanding
the frontmatter has a budget: YAML aliases could otherwise make a few bytes into gigabytes.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

import yaml

from goclaw_lite.errors import ValidationError

__all__ = ["MAX_SKILL_MD_BYTES", "SLUG_RE", "ParsedSkill", "decode_text", "parse_skill_md", "slugify"]

SKILL_FILE = "SKILL.md"
MAX_SKILL_MD_BYTES = 100 * 1024  # GoClaw's cap too
MAX_NAME_CHARS = 100
_EXPANDED_BUDGET = 32 * 1024  # characters the frontmatter may expand to
SLUG_RE = re.compile(r"^[a-z0-9][a-z0-9-]*[a-z0-9]$")
_FENCE = re.compile(r"^---[ \t]*$", re.MULTILINE)


@dataclass(frozen=True)
class ParsedSkill:
    name: str
    description: str
    slug: str
    frontmatter: dict[str, str]
    body: str


def slugify(name: str) -> str:
    """GoClaw's derivation: lowercase, anything but a-z0-9 becomes '-', runs collapse, ends trim."""
    slug = re.sub(r"-+", "-", re.sub(r"[^a-z0-9]", "-", name.lower())).strip("-")
    return slug if len(slug) >= 2 else "skill"


def decode_text(data: bytes, what: str) -> str:
    """UTF-8 text (a byte-order mark dropped), or a one-line error naming the first bad byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        bad = f"byte 0x{data[exc.start]:02x} at offset {exc.start}"
        raise ValidationError(f"{what} is not UTF-8 text ({bad}).") from None


class _Budget:
    def __init__(self) -> None:
        self.left = _EXPANDED_BUDGET

    def take(self, text: str) -> str:
        self.left -= len(text)
        if self.left < 0:
            raise ValidationError("SKILL.md's frontmatter is too large once expanded (YAML aliases?).")
        return text


def _flat(value: Any, budget: _Budget, depth: int = 0) -> str:
    if depth > 8:
        raise ValidationError("SKILL.md's frontmatter is nested too deeply.")
    if value is None:
        return ""
    if isinstance(value, bool):
        return budget.take("true" if value else "false")
    if isinstance(value, (str, int, float)):
        return budget.take(str(value).strip())
    if isinstance(value, list):
        return " ".join(_flat(v, budget, depth + 1) for v in value)
    if isinstance(value, dict):
        flat = {str(k): _flat(v, budget, depth + 1) for k, v in value.items()}
        return budget.take(json.dumps(flat, ensure_ascii=False))
    return budget.take(str(value))


_SIMPLE_KEY = re.compile(r"^([A-Za-z_][A-Za-z0-9_-]*)\s*:(.*)$")


def _simple(head: str) -> dict[str, str] | None:
    """GoClaw's own reading of a frontmatter that is not valid YAML (an unquoted ': ' in a
    description is common): `key: value` lines, quotes stripped, indented lines (block
    scalars, `- item` lists) joined to the key above with spaces. None when a line fits neither."""
    fields: dict[str, str] = {}
    key = ""
    for raw in head.split("\n"):
        line = raw.rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line[0] in " \t" and key:
            item = line.strip().removeprefix("- ").strip()
            fields[key] = f"{fields[key]} {item}".strip()
            continue
        match = _SIMPLE_KEY.match(line)
        if match is None:
            return None
        key, value = match.group(1), match.group(2).strip()
        if value in ("|", ">", "|-", ">-"):
            value = ""
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        fields[key] = value
    return fields


def _one_line(text: str) -> str:
    return " ".join(text.split())


def parse_skill_md(data: bytes | str, *, what: str = "SKILL.md") -> ParsedSkill:
    """Parse a SKILL.md; every problem is one `ValidationError` line naming it."""
    if isinstance(data, bytes):
        if len(data) > MAX_SKILL_MD_BYTES:
            limit = MAX_SKILL_MD_BYTES // 1024
            raise ValidationError(f"{what} is {len(data) // 1024} KB; at most {limit} KB is allowed.")
        data = decode_text(data, what)
    text = data.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
    lines = text.split("\n", 1)
    if not _FENCE.match(lines[0]):
        raise ValidationError(
            f"{what} has no frontmatter: it must begin with a '---' line, then 'name:' and 'description:' lines, "
            "then '---'."
        )
    rest = lines[1] if len(lines) > 1 else ""
    end = _FENCE.search(rest)
    if end is None:
        raise ValidationError(f"{what}'s frontmatter is not closed: add a '---' line after it.")
    head, body = rest[: end.start()], rest[end.end():].strip()
    try:
        loaded = yaml.safe_load(head) if head.strip() else {}
    except yaml.YAMLError as exc:
        loaded = _simple(head)
        if loaded is None:
            mark = getattr(exc, "problem_mark", None)
            where = f" (line {mark.line + 2})" if mark is not None else ""
            raise ValidationError(f"{what}'s frontmatter is not valid YAML{where}.") from None
    if not isinstance(loaded, dict):
        raise ValidationError(f"{what}'s frontmatter is not a list of 'key: value' lines.")
    budget = _Budget()
    fields = {str(k): _flat(v, budget) for k, v in loaded.items()}
    name = _one_line(fields.get("name", ""))
    if not name:
        raise ValidationError(f"{what}'s frontmatter has no name: add a 'name:' line.")
    if len(name) > MAX_NAME_CHARS:
        raise ValidationError(f"{what}'s name is {len(name)} characters; at most {MAX_NAME_CHARS} are allowed.")
    description = _one_line(fields.get("description", ""))
    if not description:
        raise ValidationError(
            f"{what}'s frontmatter has no description: add a 'description:' line saying when to use it."
        )
    if not body:
        raise ValidationError(f"{what} has no procedure: write the steps after the frontmatter.")
    slug = fields.get("slug", "").strip()
    if slug and not SLUG_RE.match(slug):
        raise ValidationError(
            f"{what}'s slug {slug!r} is not valid: use lowercase letters, digits and '-', starting and ending with a "
            "letter or digit."
        )
    return ParsedSkill(name=name, description=description, slug=slug or slugify(name), frontmatter=fields, body=body)
