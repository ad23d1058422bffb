"""SKILL.md parsing: YAML frontmatter, GoClaw's looser reading where YAML refuses, values as
strings, slugs."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.skills.skill_md import parse_skill_md, slugify


def test_yaml_values_become_strings_as_goclaw_stores_them() -> None:
    parsed = parse_skill_md(
        "\ufeff---\r\nname: PDF tools\r\ndescription: >\r\n  Fill forms\r\n  and merge files.\r\n"
        "deps:\r\n  - python3\r\n  - pip:pypdf\r\nmetadata:\r\n  version: 2\r\ninline_body: true\r\n"
        "---\r\n\r\n# Steps\r\n"
    )
    assert (parsed.name, parsed.slug, parsed.description) == ("PDF tools", "pdf-tools", "Fill forms and merge files.")
    assert parsed.frontmatter["deps"] == "python3 pip:pypdf" and parsed.frontmatter["inline_body"] == "true"
    assert parsed.frontmatter["metadata"] == '{"version": "2"}' and parsed.body == "# Steps"


def test_an_unquoted_colon_is_read_as_goclaw_reads_it() -> None:
    text = "---\nname: notes\ndescription: Tidy notes: merge, then sort.\nslug: my-notes\n---\nsteps\n"
    parsed = parse_skill_md(text)
    assert parsed.description == "Tidy notes: merge, then sort." and parsed.slug == "my-notes"


def test_bad_slug_and_unclosed_frontmatter() -> None:
    with pytest.raises(ValidationError, match="slug 'Bad_Slug' is not valid"):
        parse_skill_md("---\nname: x\ndescription: y\nslug: Bad_Slug\n---\nsteps\n")
    with pytest.raises(ValidationError, match="not closed"):
        parse_skill_md("---\nname: x\ndescription: y\nsteps\n")
    with pytest.raises(ValidationError, match="not valid YAML"):
        parse_skill_md("---\nname: [unclosed\ndescription y\n---\nsteps\n")
    with pytest.raises(ValidationError, match="no procedure"):
        parse_skill_md("---\nname: x\ndescription: y\n---\n\n")


def test_slugify_follows_goclaw() -> None:
    assert slugify("Weekly  Report!") == "weekly-report"
    assert slugify("Ünïcode") == "n-code" and slugify("日本") == "skill"
