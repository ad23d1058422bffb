"""SQL text for psycopg: portable `?` placeholders to `%s`, and scripts split into statements.

A small lexer finds literals, quoted identifiers, dollar-quoted bodies and comments, so a `?`,
`%` or `;` inside them is never taken for a placeholder or a statement's end.
"""

from __future__ import annotations

import re
from functools import lru_cache

_DOLLAR_TAG_RE = re.compile(r"\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$")


def _ident_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_$"


def _quote_end(sql: str, start: int, backslash_escapes: bool) -> int:
    """Index just past the literal opened at `start` ('' doubles a quote; E'' also \\)."""
    quote = sql[start]
    i = start + 1
    while i < len(sql):
        ch = sql[i]
        if backslash_escapes and ch == "\\":
            i += 2
            continue
        if ch == quote:
            if i + 1 < len(sql) and sql[i + 1] == quote:
                i += 2
                continue
            return i + 1
        i += 1
    raise ValueError(f"unterminated {quote} quote in SQL starting {sql[start:start + 40]!r}")


def _block_comment_end(sql: str, start: int) -> int:
    depth = 0
    i = start
    while i < len(sql) - 1:
        pair = sql[i : i + 2]
        if pair == "/*":
            depth += 1
            i += 2
        elif pair == "*/":
            depth -= 1
            i += 2
            if depth == 0:
                return i
        else:
            i += 1
    raise ValueError(f"unterminated /* comment in SQL starting {sql[start:start + 40]!r}")


def sql_segments(sql: str) -> list[tuple[str, str]]:
    """Split SQL text into (kind, text) runs: code, literal, ident, dollar, comment.

    Only `code` runs may hold placeholders and statement-ending semicolons; the others are
    copied verbatim. Strings follow standard_conforming_strings (on since PostgreSQL 9.1).
    """
    segments: list[tuple[str, str]] = []
    code_start = i = 0
    n = len(sql)

    def emit(kind: str, end: int) -> None:
        nonlocal code_start, i
        if code_start < i:
            segments.append(("code", sql[code_start:i]))
        segments.append((kind, sql[i:end]))
        code_start = i = end

    while i < n:
        ch = sql[i]
        prev = sql[i - 1] if i else ""
        if ch == "'":
            escapes = prev in ("e", "E") and (i < 2 or not _ident_char(sql[i - 2]))
            emit("literal", _quote_end(sql, i, escapes))
        elif ch == '"':
            emit("ident", _quote_end(sql, i, False))
        elif ch == "-" and sql.startswith("--", i):
            end = sql.find("\n", i)
            emit("comment", n if end < 0 else end)
        elif ch == "/" and sql.startswith("/*", i):
            emit("comment", _block_comment_end(sql, i))
        elif ch == "$" and not (prev and _ident_char(prev)) and (tag := _DOLLAR_TAG_RE.match(sql, i)):
            close = sql.find(tag.group(0), tag.end())
            if close < 0:
                raise ValueError(f"unterminated {tag.group(0)} quote in SQL starting {sql[i:i + 40]!r}")
            emit("dollar", close + len(tag.group(0)))
        else:
            i += 1
    if code_start < n:
        segments.append(("code", sql[code_start:]))
    return segments


@lru_cache(maxsize=4096)
def render_sql(sql: str) -> str:
    """Portable SQL (`?` placeholders) -> psycopg text (`%s`, literal `%` doubled)."""
    if "?" not in sql and "%" not in sql:
        return sql
    parts = []
    for kind, text in sql_segments(sql):
        text = text.replace("%", "%%")
        if kind == "code":
            text = text.replace("?", "%s")
        parts.append(text)
    return "".join(parts)


def split_sql_statements(sql: str) -> list[str]:
    """Top-level statements of a script; semicolons inside literals, $$ bodies and comments stay.

    Comments before a statement are dropped, so each statement starts with its keyword.
    """
    statements: list[str] = []
    current: list[str] = []
    has_code = False
    for kind, text in sql_segments(sql):
        if kind == "comment" and not has_code:
            current = []
            continue
        if kind != "code":
            current.append(text)
            has_code = has_code or kind != "comment"
            continue
        pieces = text.split(";")
        for index, piece in enumerate(pieces):
            current.append(piece)
            has_code = has_code or bool(piece.strip())
            if index < len(pieces) - 1:
                if has_code:
                    statements.append("".join(current).strip())
                current, has_code = [], False
    if has_code:
        statements.append("".join(current).strip())
    return statements
