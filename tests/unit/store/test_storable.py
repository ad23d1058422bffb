"""What `store.storable` lets through: exactly the characters and escapes no backend refuses."""

from __future__ import annotations

import json

from goclaw_lite.store.backend.storable import (
    clean_json_text,
    clean_text,
    has_bad_escape,
    storable_param,
    storable_params,
    storable_text,
)


def test_nul_and_unpaired_surrogates_are_replaced_and_counted_pairs_joined() -> None:
    assert clean_text("plain") == ("plain", 0)
    assert clean_text("ünïcode 😀") == ("ünïcode 😀", 0)
    assert clean_text("a\x00b\ud800c\udfffd") == ("a\ufffdb\ufffdc\ufffdd", 3)
    assert clean_text("\ud83d\ude00 and \ud83d") == ("😀 and \ufffd", 1)
    assert storable_text("ok") == "ok"
    assert storable_text("x\x00").startswith("x\ufffd\n[goclaw-lite: 1 character that cannot be stored")


def test_json_escapes_are_cleaned_only_where_they_decode_to_a_bad_character() -> None:
    assert clean_json_text('{"a": "x\\u0000"}') == ('{"a": "x\ufffd"}', 1)
    assert clean_json_text('["\\ud800", "\\ud83d\\ude00"]') == ('["\ufffd", "😀"]', 1)
    for fine in ('{"a": "\\\\u0000"}', '["\\ud83d\\ude00"]', "not json \\u0000", '{"n": 1.5}'):
        assert clean_json_text(fine) == (fine, 0) and not has_bad_escape(fine)
    assert has_bad_escape('{"\\u0000key": 1}')
    assert json.loads(clean_json_text('{"\\u0000key": ["\\u0000"]}')[0]) == {"\ufffdkey": ["\ufffd"]}


def test_bound_parameters_keep_their_types_and_text_that_is_fine() -> None:
    params = (1, None, b"\x00bytes", 2.5, "plain", "ünï", '["a"]')
    assert storable_params(params) is params
    assert storable_params(("a\x00", '{"k": "\\u0000"}', "literal \\u0000 text", b"\x00")) == [
        "a\ufffd", '{"k": "\ufffd"}', "literal \\u0000 text", b"\x00",
    ]
    assert storable_param('[1, "\\ud800"]') == '[1, "\ufffd"]'
