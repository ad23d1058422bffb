"""A small line-by-line tokenizer for the code blocks models write most (Python, JS/TS, JSON, shell).

Why our own: it has to run on the GUI thread for every streamed line, so it is one precompiled
regular expression per language and a carried state for constructs that span lines (Python
triple-quoted strings, JS block comments and template literals). Anything unknown gets the
generic rules (strings, numbers, `#` and `//` comments), which read well for most languages.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass


class TokenKind(enum.StrEnum):
    KEYWORD = "keyword"
    BUILTIN = "builtin"
    LITERAL = "literal"
    STRING = "string"
    NUMBER = "number"
    COMMENT = "comment"
    FUNCTION = "function"
    PROPERTY = "property"
    VARIABLE = "variable"
    INSERTED = "inserted"
    DELETED = "deleted"


@dataclass(frozen=True)
class Token:
    start: int
    length: int
    kind: TokenKind


# Line states carried to the next line (QSyntaxHighlighter block states).
STATE_NONE = 0
STATE_PY_TRIPLE_DOUBLE = 1
STATE_PY_TRIPLE_SINGLE = 2
STATE_JS_COMMENT = 3
STATE_JS_TEMPLATE = 4

_ALIASES = {
    "py": "python", "python": "python", "python3": "python", "py3": "python", "pycon": "python", "ipython": "python",
    "js": "javascript", "javascript": "javascript", "jsx": "javascript", "mjs": "javascript", "cjs": "javascript",
    "node": "javascript", "ts": "javascript", "typescript": "javascript", "tsx": "javascript",
    "json": "json", "jsonc": "json", "json5": "json", "jsonl": "json",
    "sh": "bash", "bash": "bash", "shell": "bash", "zsh": "bash", "console": "bash", "shell-session": "bash",
    "ksh": "bash", "dash": "bash",
    "diff": "diff", "patch": "diff", "udiff": "diff",
}


def canonical_language(name: str) -> str:
    """`python`, `javascript`, `json`, `bash`, `diff`, or `` for the generic rules."""
    return _ALIASES.get(name.strip().lower(), "")


def _words(text: str) -> str:
    return "|".join(sorted(text.split(), key=len, reverse=True))


_PY_KEYWORDS = _words(
    "and as assert async await break class continue def del elif else except finally for from global if import "
    "in is lambda nonlocal not or pass raise return try while with yield match case type"
)
_PY_LITERALS = _words("True False None")
_PY_BUILTINS = _words(
    "print len range str int float bool list dict set tuple open super self cls isinstance enumerate zip map "
    "filter sorted reversed min max sum abs any all repr type object Exception ValueError KeyError TypeError"
)
_JS_KEYWORDS = _words(
    "async await break case catch class const continue debugger default delete do else export extends finally for "
    "from function if import in instanceof let new of return static super switch this throw try typeof var void "
    "while with yield interface type enum implements private public protected readonly as"
)
_JS_LITERALS = _words("true false null undefined NaN Infinity")
_JS_BUILTINS = _words("console window document Math JSON Promise Array Object String Number Boolean Map Set Error fetch require module process")
_SH_KEYWORDS = _words("if then else elif fi for while until do done case esac in function select return exit export local readonly")
_SH_BUILTINS = _words(
    "echo cd ls cat grep sed awk printf read source set unset pwd mkdir rm cp mv chmod chown curl wget git pip python "
    "python3 npm npx node docker kubectl sudo apt brew make tar ssh"
)

_NUMBER = r"(?P<number>\b(?:0[xX][0-9a-fA-F_]+|0[bB][01_]+|\d[\d_]*\.?\d*(?:[eE][+-]?\d+)?)\b)"

_PYTHON = re.compile(
    r"(?P<comment>#.*)"
    r'|(?P<triple>[rRbBuUfF]{0,2}(?:"""|\'\'\'))'
    r"|(?P<string>[rRbBuUfF]{0,2}(?:\"(?:[^\"\\\n]|\\.)*\"?|'(?:[^'\\\n]|\\.)*'?))"
    rf"|(?P<keyword>\b(?:{_PY_KEYWORDS})\b)"
    rf"|(?P<literal>\b(?:{_PY_LITERALS})\b)"
    rf"|(?P<builtin>\b(?:{_PY_BUILTINS})\b)"
    r"|(?P<function>\b[A-Za-z_]\w*(?=\())"
    rf"|{_NUMBER}"
)
_JAVASCRIPT = re.compile(
    r"(?P<comment>//.*)"
    r"|(?P<block>/\*)"
    r"|(?P<template>`)"
    r"|(?P<string>\"(?:[^\"\\\n]|\\.)*\"?|'(?:[^'\\\n]|\\.)*'?)"
    rf"|(?P<keyword>\b(?:{_JS_KEYWORDS})\b)"
    rf"|(?P<literal>\b(?:{_JS_LITERALS})\b)"
    rf"|(?P<builtin>\b(?:{_JS_BUILTINS})\b)"
    r"|(?P<function>\b[A-Za-z_$][\w$]*(?=\())"
    rf"|{_NUMBER}"
)
_JSON = re.compile(
    r"(?P<property>\"(?:[^\"\\\n]|\\.)*\"(?=\s*:))"
    r"|(?P<string>\"(?:[^\"\\\n]|\\.)*\"?)"
    r"|(?P<literal>\b(?:true|false|null)\b)"
    r"|(?P<number>-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b)"
    r"|(?P<comment>//.*)"
)
_BASH = re.compile(
    r"(?P<comment>(?:^|(?<=\s))#.*)"
    r"|(?P<string>\"(?:[^\"\\\n]|\\.)*\"?|'[^'\n]*'?)"
    r"|(?P<variable>\$(?:\{[^}\n]*\}?|[A-Za-z_]\w*|[0-9@#?$!*-]))"
    rf"|(?P<keyword>(?<![\w-])(?:{_SH_KEYWORDS})(?![\w-]))"
    rf"|(?P<builtin>(?<![\w/.-])(?:{_SH_BUILTINS})(?![\w-]))"
    r"|(?P<literal>(?<![\w-])--?[A-Za-z][\w-]*)"
    rf"|{_NUMBER}"
)
_GENERIC = re.compile(
    r"(?P<comment>(?:^|(?<=\s))(?:#|//).*)"
    r"|(?P<string>\"(?:[^\"\\\n]|\\.)*\"?|'(?:[^'\\\n]|\\.)*'?)"
    rf"|{_NUMBER}"
)
_DIFF = re.compile(r"^(?:(?P<comment>@@.*|\\ .*)|(?P<inserted>\+.*)|(?P<deleted>-.*))")
"""A unified diff (the file tools' edits): whole lines added, removed, and the hunk headers."""
_RULES = {"python": _PYTHON, "javascript": _JAVASCRIPT, "json": _JSON, "bash": _BASH, "diff": _DIFF, "": _GENERIC}
_KINDS = {kind.value: kind for kind in TokenKind}


def _close(line: str, start: int, closer: str) -> int:
    """Index just past `closer` at or after `start` (honouring backslash escapes), or -1."""
    i = start
    while True:
        found = line.find(closer, i)
        if found < 0:
            return -1
        backslashes = 0
        j = found - 1
        while j >= start and line[j] == "\\":
            backslashes += 1
            j -= 1
        if backslashes % 2 == 0:
            return found + len(closer)
        i = found + 1


_OPEN_STATES = {
    STATE_PY_TRIPLE_DOUBLE: ('"""', TokenKind.STRING),
    STATE_PY_TRIPLE_SINGLE: ("'''", TokenKind.STRING),
    STATE_JS_COMMENT: ("*/", TokenKind.COMMENT),
    STATE_JS_TEMPLATE: ("`", TokenKind.STRING),
}


def tokenize(line: str, language: str, state: int = STATE_NONE) -> tuple[list[Token], int]:
    """Tokens of one line (no newline) and the state the next line starts in."""
    rules = _RULES.get(canonical_language(language), _GENERIC)
    tokens: list[Token] = []
    pos = 0
    if state in _OPEN_STATES:
        closer, kind = _OPEN_STATES[state]
        end = _close(line, 0, closer)
        if end < 0:
            if line:
                tokens.append(Token(0, len(line), kind))
            return tokens, state
        tokens.append(Token(0, end, kind))
        pos = end
    length = len(line)
    while pos < length:
        match = rules.search(line, pos)
        if match is None:
            break
        group = match.lastgroup or ""
        start = match.start()
        if group in ("triple", "block", "template"):
            opener = match.group(group)
            if group == "triple":
                closer = opener[-3:]
                next_state = STATE_PY_TRIPLE_DOUBLE if closer == '"""' else STATE_PY_TRIPLE_SINGLE
                kind = TokenKind.STRING
            elif group == "block":
                closer, next_state, kind = "*/", STATE_JS_COMMENT, TokenKind.COMMENT
            else:
                closer, next_state, kind = "`", STATE_JS_TEMPLATE, TokenKind.STRING
            end = _close(line, match.end(), closer)
            if end < 0:
                tokens.append(Token(start, length - start, kind))
                return tokens, next_state
            tokens.append(Token(start, end - start, kind))
            pos = end
            continue
        end = match.end()
        if end == start:
            pos = start + 1
            continue
        kind_ = _KINDS.get(group)
        if kind_ is not None:
            tokens.append(Token(start, end - start, kind_))
        pos = end
    return tokens, STATE_NONE
