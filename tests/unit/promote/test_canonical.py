"""The canonical row text's Python half: jsonb's output form, exact floats, fields."""

from __future__ import annotations

import pytest

from goclaw_lite.promote.canonical import canon_field, copy_field, digest, float_bits, pg_json_text


def test_floats_compare_by_their_exact_bits() -> None:
    assert float_bits(1.0) == "3ff0000000000000" and float_bits(-0.0) == "8000000000000000"
    assert canon_field("float", 0.1) != canon_field("float", 0.1 + 2**-56) and copy_field("float", 0.1) == "0.1"


@pytest.mark.parametrize(
    ("source", "jsonb"),
    [
        ('{"bb": 1, "a": 2, "ccc": {"z": [1, 2], "y": null}}', '{"a": 2, "bb": 1, "ccc": {"y": null, "z": [1, 2]}}'),
        ('{"a":1,"a":2}', '{"a": 2}'),
        ('{"é": 1, "z": 2, "ab": 3}', '{"z": 2, "ab": 3, "é": 1}'),  # é is two bytes in UTF-8
        ('[1.0, 1e2, 1.50e1, -0, -0.0, 1E-2, 12345678901234567890]', "[1.0, 100, 15.0, 0, 0.0, 0.01, 12345678901234567890]"),
        ('"tab\\there \\u00e9 \\u001f \\/"', '"tab\\there é \\u001f /"'),
        ("true", "true"),
        (' \t{"a": {"ccc": 1, "bb": [{"z": 1, "yy": 2}]}}\n', '{"a": {"bb": [{"z": 1, "yy": 2}], "ccc": 1}}'),
        ('[{"b": 1, "a": 2}, {"n": 1}]', '[{"a": 2, "b": 1}, {"n": 1}]'),
        ('{"b": 1, "a": 2, "b": 3}', '{"a": 2, "b": 3}'),
        ('{"n": 5}', '{"n": 5}'),
    ],
)
def test_json_prints_as_jsonb_prints_it(source: str, jsonb: str) -> None:
    assert pg_json_text(source) == jsonb


@pytest.mark.parametrize("bad", ["NaN", '{"a": Infinity}', '"\\u0000"', "{", "", "[1] x", "1 2", "\u00a01"])
def test_json_postgres_refuses_is_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        pg_json_text(bad)


def test_fields_keep_null_apart_from_empty_and_round_timestamps_as_timestamptz3() -> None:
    assert canon_field("text", None) == "" and canon_field("text", "") == '""'
    assert canon_field("text", 'say "hi", ok') == '"say ""hi"", ok"'
    assert canon_field("ts", "2026-01-02T03:04:05.123456+00:00") == "2026-01-02T03:04:05.123Z"
    assert canon_field("ts", "2026-01-02T03:04:05.9996Z") == "2026-01-02T03:04:06.000Z"
    assert canon_field("ts", "2026-01-02T03:04:05+01:00") == "2026-01-02T02:04:05.000Z"
    assert canon_field("uuid", "0193A5B0-7000-7000-8000-000000000001") == "0193a5b0-7000-7000-8000-000000000001"
    assert canon_field("bool", True) == "1" and copy_field("bool", False) == "0"
    assert digest("a") != digest("b") and 0 <= digest("a") < 2**64
