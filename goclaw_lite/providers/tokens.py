"""The token estimate every request budget uses (the run loop's history, memory's recall block).

Tokens are estimated, not counted: there is no tokenizer for every model here. One token per
three UTF-8 bytes over-counts English (about four characters a token) and is close for
accented and CJK text, so the estimate errs towards sending less rather than overflowing.
"""

from __future__ import annotations

__all__ = ["BYTES_PER_TOKEN", "estimate_tokens"]

BYTES_PER_TOKEN = 3


def estimate_tokens(text: str | None) -> int:
    if not text:
        return 0
    return -(-len(text.encode("utf-8")) // BYTES_PER_TOKEN)
