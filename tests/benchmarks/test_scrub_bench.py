"""Scrubbing throughput on child output with 20 secrets, as a ratio to a plain pass-through.

Two measurements, both against a baseline taken in the same run:

* end to end: a real child writes the output through a pipe and the runner streams it,
  once with a pass-through pattern (no secrets) and once with the 20 secrets — this is the
  ratio the target (>= 0.5x) refers to;
* in process: `StreamScrubber.feed` (wrapped, as the runner uses it) over 64 KiB reads
  against appending the same reads to a buffer — the scrubber's own cost, serial, with the
  pipe taken out (the runner overlaps it with reading, so end to end it costs less than this
  suggests).

Small scale (8 MB) in the normal suite; 100 MB with GOCLAW_BENCH=full. Never fails on a
time: it checks the scrubbing was correct and records the numbers in
test-output/benchmarks/scrub.json.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import random
import sys
import time
import urllib.parse
from pathlib import Path

import pytest

from goclaw_lite.securecli.runner import run_process
from goclaw_lite.security.scrub import ScrubPattern

ROOT = Path(__file__).resolve().parents[2]
FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
SIZE = 100_000_000 if FULL else 8_000_000
ROUNDS = 3
CHUNK = 1 << 16
CHILD = (
    "import sys\n"
    "w = sys.stdout.buffer\n"
    "with open(sys.argv[1], 'rb') as f:\n"
    "    while b := f.read(65536):\n"
    "        w.write(b)\n"
)


def make_secrets(rng: random.Random) -> dict[str, str]:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    shapes = [("ghp_", 36), ("AKIA", 16), ("sk-", 48), ("xoxb-", 40), ("", 24), ("", 32), ("glpat-", 20)]
    secrets: dict[str, str] = {}
    for i in range(20):
        prefix, length = shapes[i % len(shapes)]
        secrets[f"SECRET_{i:02d}"] = prefix + "".join(rng.choice(alphabet) for _ in range(length))
    return secrets


def make_output(rng: random.Random, secrets: dict[str, str], size: int) -> tuple[bytes, int]:
    """Log lines, tables and JSON with ANSI colours, and ~one secret per 50 KB in some encoding."""
    words = ["GET", "POST", "200", "404", "/api/v1/repos", "pull", "request", "merged", "info", "debug",
             "deploy", "pod", "Running", "kube-system", "created_at", "https://example.com/a/b?c=1"]
    words += ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(rng.randint(3, 12)))
              for _ in range(400)]
    encoders = [
        lambda v: v, lambda v: base64.b64encode(v.encode()).decode(), lambda v: v.encode().hex(),
        lambda v: json.dumps(v)[1:-1], lambda v: urllib.parse.quote(v, safe=""),
    ]
    values = list(secrets.values())
    parts: list[str] = []
    total = 0
    inserted = 0
    while total < size:
        roll = rng.random()
        if roll < 0.003:
            line = '{"level":"info","auth":"%s"}\n' % rng.choice(encoders)(rng.choice(values))
            inserted += 1
        elif roll < 0.3:
            line = "\x1b[32m%-12s\x1b[0m %-20s %8d %s\n" % (rng.choice(words), rng.choice(words),
                                                         rng.randint(0, 10**6), rng.choice(words))
        else:
            line = json.dumps({"ts": 1700000000 + total, "msg": " ".join(rng.choice(words) for _ in range(8)),
                               "n": rng.randint(0, 10**9)}) + "\n"
        parts.append(line)
        total += len(line)
    return "".join(parts).encode(), inserted


async def stream_through_runner(source: Path, pattern: ScrubPattern) -> tuple[float, bytes]:
    chunks: list[bytes] = []
    started = time.perf_counter()
    result = await run_process([sys.executable, "-c", CHILD, str(source)], env=dict(os.environ), pattern=pattern,
                               on_stdout=chunks.append, on_stderr=chunks.append, timeout=600)
    elapsed = time.perf_counter() - started
    assert result.exit_code == 0
    return elapsed, b"".join(chunks)


def in_process(data: bytes, pattern: ScrubPattern | None) -> tuple[float, bytes]:
    reads = [data[i : i + CHUNK] for i in range(0, len(data), CHUNK)]
    sink = bytearray()
    started = time.perf_counter()
    if pattern is None:
        for piece in reads:
            sink += piece
    else:
        scrubber = pattern.scrubber(wrapped=True)  # as the runner streams
        for piece in reads:
            sink += scrubber.feed(piece)
        sink += scrubber.finish()
    return time.perf_counter() - started, bytes(sink)


@pytest.mark.benchmark
def test_scrub_throughput(tmp_path: Path) -> None:
    rng = random.Random(20240517)
    secrets = make_secrets(rng)
    data, inserted = make_output(rng, secrets, SIZE)
    source = tmp_path / "output.bin"
    source.write_bytes(data)
    pattern = ScrubPattern(secrets)
    passthrough = ScrubPattern({})

    base_times, scrub_times = [], []
    scrubbed = b""
    for _ in range(ROUNDS):
        t, copied = asyncio.run(stream_through_runner(source, passthrough))
        assert copied == data
        base_times.append(t)
        t, scrubbed = asyncio.run(stream_through_runner(source, pattern))
        scrub_times.append(t)
    copy_time, copied = min(in_process(data, None) for _ in range(ROUNDS))
    feed_time, fed = min(in_process(data, pattern) for _ in range(ROUNDS))

    assert copied == data and fed == scrubbed
    for value in secrets.values():
        assert value.encode() not in scrubbed
        assert base64.b64encode(value.encode()) not in scrubbed
    assert scrubbed.count(b"[REDACTED:SECRET_") >= inserted > 0

    mb = len(data) / 1e6
    result = {
        "name": "scrub",
        "scale": "full" if FULL else "small",
        "bytes": len(data),
        "secrets": len(secrets),
        "occurrences": inserted,
        "engine": pattern.engine,
        "stride": pattern.stride,
        "end_to_end": {
            "passthrough_mb_s": round(mb / min(base_times), 1),
            "scrub_mb_s": round(mb / min(scrub_times), 1),
            "ratio": round(min(base_times) / min(scrub_times), 3),
        },
        "in_process": {
            "copy_mb_s": round(mb / copy_time, 1),
            "scrub_mb_s": round(mb / feed_time, 1),
            "ratio": round(copy_time / feed_time, 3),
        },
        "target_ratio": 0.5,
    }
    out_dir = ROOT / "test-output" / "benchmarks"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "scrub.json").write_text(json.dumps(result, indent=2) + "\n")
    e2e, local = result["end_to_end"], result["in_process"]
    print(
        f"\nscrub [{result['scale']}, {mb:.0f} MB, 20 secrets, {pattern.engine}, stride {pattern.stride}]: end-to-end "
        f"{e2e['scrub_mb_s']} vs {e2e['passthrough_mb_s']} MB/s = {e2e['ratio']}x; in-process "
        f"{local['scrub_mb_s']} vs {local['copy_mb_s']} MB/s = {local['ratio']}x (target 0.5x)"
    )
