"""Looking for planted secrets where they must not be: in text, in base64 of any alignment
(wrapped over lines, or JSON-escaped), and in the bytes of a database file and its WAL."""

from __future__ import annotations

import base64
import re
import textwrap
from pathlib import Path

TOKEN = "plum-Orchard-7741-velvet"  # a registered credential's value: no shape a pattern knows
OWN = "quince-Harbor-3308-amber"  # an MCP server's own sealed env value
LONG = ("lemon-Meadow-5521-copper-" * 5)[:123]  # the 123-character credential
LEAKY_SERVER = Path(__file__).with_name("mcp_leaky_server.py")


def wrapped(value: str, width: int, prefix: str = "") -> str:
    """`value` in base64 as base64(1) (76) or openssl base64 (64) prints it."""
    return "\n".join(textwrap.wrap(base64.b64encode((prefix + value).encode()).decode(), width))


def leaks(text: str, *values: str) -> list[str]:
    """Each value found in `text`, or inside what any base64 run of it decodes to (line
    breaks and their JSON escapes removed, each of the four alignments tried)."""
    found = [v for v in values if v in text]
    joined = re.sub(r"\\r|\\n|\r|\n", "", text)
    for run in re.findall(r"[A-Za-z0-9+/]{16,}", joined):
        for shift in range(4):
            piece = run[shift:]
            decoded = base64.b64decode(piece[: len(piece) // 4 * 4])
            found += [f"base64 of {v}" for v in values if v[2:-2].encode() in decoded]
    return found


def database_text(db: Path) -> str:
    """The database file and its WAL as text: what a copy of the data directory gives away."""
    return b"".join(p.read_bytes() for p in (db, db.with_name(db.name + "-wal")) if p.exists()).decode("latin-1")
