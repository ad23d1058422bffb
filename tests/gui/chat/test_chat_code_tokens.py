"""The code-block tokenizer behind the syntax highlighting (pure Python)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from goclaw_lite.gui.chat.code_tokens import (
    STATE_JS_COMMENT,
    STATE_JS_TEMPLATE,
    STATE_NONE,
    STATE_PY_TRIPLE_DOUBLE,
    TokenKind,
    canonical_language,
    tokenize,
)


def kinds(line: str, language: str, state: int = STATE_NONE) -> list[tuple[str, str]]:
    tokens, _state = tokenize(line, language, state)
    return [(line[t.start : t.start + t.length], t.kind.value) for t in tokens]


def test_python() -> None:
    assert kinds("async def fetch(url): return await get(url, timeout=None)  # go", "py") == [
        ("async", "keyword"), ("def", "keyword"), ("fetch", "function"), ("return", "keyword"), ("await", "keyword"),
        ("get", "function"), ("None", "literal"), ("# go", "comment"),
    ]
    assert kinds("x = f'{a}' + 0x1F", "python") == [("f'{a}'", "string"), ("0x1F", "number")]


def test_python_triple_quoted_strings_span_lines() -> None:
    tokens, state = tokenize('doc = """first line', "python")
    assert state == STATE_PY_TRIPLE_DOUBLE and tokens[-1].kind is TokenKind.STRING
    tokens, state = tokenize('still "inside"', "python", state)
    assert state == STATE_PY_TRIPLE_DOUBLE and [t.kind for t in tokens] == [TokenKind.STRING]
    assert kinds('end""" + 1', "python", state) == [('end"""', "string"), ("1", "number")]


def test_javascript_comments_and_template_literals_span_lines() -> None:
    _tokens, state = tokenize("const a = 1; /* note", "ts")
    assert state == STATE_JS_COMMENT
    assert kinds("still */ let b = `x", "javascript", state)[:2] == [("still */", "comment"), ("let", "keyword")]
    _tokens, state = tokenize("let b = `x", "js")
    assert state == STATE_JS_TEMPLATE
    assert kinds("y` // done", "js", state) == [("y`", "string"), ("// done", "comment")]


def test_json_keys_and_values() -> None:
    assert kinds('{"name": "Ann", "age": 41, "ok": true, "x": null}', "json") == [
        ('"name"', "property"), ('"Ann"', "string"), ('"age"', "property"), ("41", "number"),
        ('"ok"', "property"), ("true", "literal"), ('"x"', "property"), ("null", "literal"),
    ]


def test_bash() -> None:
    assert kinds('if [ -n "$HOME" ]; then echo ${USER} --verbose; fi # end', "bash") == [
        ("if", "keyword"), ("-n", "literal"), ('"$HOME"', "string"), ("then", "keyword"), ("echo", "builtin"),
        ("${USER}", "variable"), ("--verbose", "literal"), ("fi", "keyword"), ("# end", "comment"),
    ]
    assert kinds("url=http://x/#frag", "sh") == []  # '#' inside a word is not a comment


def test_unknown_languages_get_the_generic_rules() -> None:
    assert canonical_language("Rust") == "" and canonical_language("TSX") == "javascript"
    assert kinds('let s = "hi"; // c', "rust") == [('"hi"', "string"), ("// c", "comment")]


@settings(max_examples=300, deadline=None)
@given(line=st.text(alphabet='ab1 "\'`#/*{}:$-\\_.=(', max_size=60), language=st.sampled_from(["python", "js", "json", "bash", "go"]),
       state=st.sampled_from([0, 1, 2, 3, 4]))
def test_tokens_are_ordered_disjoint_and_inside_the_line(line: str, language: str, state: int) -> None:
    tokens, next_state = tokenize(line, language, state)
    end = 0
    for token in tokens:
        assert token.length > 0 and token.start >= end and token.start + token.length <= len(line)
        end = token.start + token.length
    assert next_state in (0, 1, 2, 3, 4)
