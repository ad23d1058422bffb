"""Write a generated file, or with `--check` only say whether it is stale: the one main() of the generators.

cli_reference, layers and qt_stub each render their target from its sources; this decides what
to do with the result, so `devtools/check.sh` treats them alike (exit 1 and one line when stale).
"""

from __future__ import annotations

import sys
from pathlib import Path


def write_or_check(target: Path, wanted: str, argv: list[str], *, what: str, command: str) -> int:
    if "--check" in argv:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != wanted:
            print(f"stale: {what} (run `{command}`)", file=sys.stderr)
            return 1
        return 0
    target.write_text(wanted, encoding="utf-8")
    return 0
