"""Run many `goclaw-lite` commands in one process and hand back each one's raw output bytes.

`python -m tests.support.cli_driver` reads a JSON list of `{"argv": [...], "stdin": "..."}`
on stdin and prints a JSON list of `{"code", "stdout", "stderr"}`, the outputs as latin-1
strings of the exact bytes written (so a test sees an ESC as the byte it is). One process
for many commands: a subprocess per command costs seconds each on a loaded machine.
"""

from __future__ import annotations

import io
import json
import sys


def _stream() -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict", write_through=True)


def main() -> None:
    from goclaw_lite.cli import main as cli_main

    steps = json.loads(sys.stdin.read())
    real_out, real_err, real_in = sys.stdout, sys.stderr, sys.stdin
    results = []
    for step in steps:
        out, err = _stream(), _stream()
        sys.stdout, sys.stderr, sys.stdin = out, err, io.StringIO(step.get("stdin", ""))
        try:
            code = cli_main(step["argv"])
        except SystemExit as exc:  # argparse
            code = exc.code if isinstance(exc.code, int) else 2
        finally:
            sys.stdout, sys.stderr, sys.stdin = real_out, real_err, real_in
        raw = [s.buffer.getvalue().decode("latin-1") for s in (out, err)]  # type: ignore[attr-defined]
        results.append({"argv": step["argv"], "code": code, "stdout": raw[0], "stderr": raw[1]})
    print(json.dumps(results))


if __name__ == "__main__":
    main()
