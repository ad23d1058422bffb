"""CPU seconds per process kind and per PostgreSQL statement kind while a command runs.

Under load the promotion benchmark's ratio follows the CPU all its processes use, client and
server, so this is how that CPU was split (README, the promotion row):

    python -m devtools.cpu_sample OUT.json -- env GOCLAW_BENCH=full python -m pytest -q -s \\
        -p no:randomly -m benchmark tests/benchmarks/test_promote_bench.py

Every 0.1 s it reads utime+stime from /proc for the command's process tree and for the
PostgreSQL backends serving its sockets (parallel workers count for their leader), and gives
each backend's growth to the statement pg_stat_activity shows for it. Sampling, not tracing: a
statement shorter than a sample may be counted under its neighbour (the batch statements
around a COPY are counted as the COPY). Times before the promoting process starts (the
benchmark's build, CSV export and plain COPY) are kept apart under `before`.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import psycopg

_TICK = os.sysconf("SC_CLK_TCK")
_ACTIVITY = "SELECT pid, state, query, backend_type, client_port, leader_pid FROM pg_stat_activity"
# A batch's statements around its COPY (upper-cased), counted with it.
_COPY_BATCH = ("COMMIT", "BEGIN", "SET LOCAL", "INSERT INTO GOCLAW_PROMOTION ")


def _statement_kind(query: str) -> str:
    text = query.lstrip().upper()
    if text.startswith("COPY"):
        return "copy"
    if text.startswith(("CREATE INDEX", "CREATE UNIQUE INDEX")) or (text.startswith("ALTER TABLE") and "ADD CONSTRAINT" in text):
        return "indexes_and_constraints"
    if "COUNT(*) AS N, COALESCE(SUM(" in text:
        return "checksum"
    if text.startswith("ANALYZE"):
        return "analyze"
    if text.startswith(_COPY_BATCH) or (text.startswith("ALTER TABLE") and "TRIGGER USER" in text):
        return "copy"
    return "other"


def _stat(pid: int) -> tuple[int, float] | None:
    """(parent pid, CPU seconds) of a live process."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / _TICK


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def _process_kind(cmdline: str) -> str:
    if "spawn_main" in cmdline:
        return "reader"
    if "PromoteOptions" in cmdline:
        return "promoting_process"
    return "command"


def _ports(pids: set[int]) -> set[int]:
    """Local TCP ports of the sockets these processes hold."""
    inodes: set[str] = set()
    for pid in pids:
        try:
            fds = os.listdir(f"/proc/{pid}/fd")
        except OSError:
            continue
        for fd in fds:
            try:
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    ports: set[int] = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            parts = line.split()
            if parts[9] in inodes:
                ports.add(int(parts[1].rsplit(":", 1)[1], 16))
    return ports


def sample(command: list[str], url: str) -> dict[str, float]:
    totals: dict[str, float] = {}
    last: dict[int, float] = {}
    kinds: dict[int, str] = {}
    started = False
    with psycopg.connect(url, autocommit=True) as conn:
        child = subprocess.Popen(command)
        while child.poll() is None:
            stats = {pid: s for pid in map(int, filter(str.isdigit, os.listdir("/proc"))) if (s := _stat(pid)) is not None}
            ours = {child.pid}
            for pid, (parent, _cpu) in sorted(stats.items()):
                if parent in ours:
                    ours.add(pid)
            rows = conn.execute(_ACTIVITY).fetchall()
            ports = _ports(ours)
            served = {r[0]: _statement_kind(r[2] or "") if r[1] == "active" else "idle:" + _statement_kind(r[2] or "")
                      for r in rows if r[4] in ports}
            served |= {r[0]: served[r[5]] for r in rows if r[5] in served and r[0] != r[5]}
            for pid in ours | served.keys():
                if pid not in stats:
                    continue
                if pid not in kinds and pid in ours:
                    kinds[pid] = _process_kind(_cmdline(pid))
                started = started or kinds.get(pid) == "promoting_process"
                cpu = stats[pid][1]
                grown = cpu - last.get(pid, cpu if pid in served and pid not in ours else 0.0)
                last[pid] = cpu
                if grown > 0:
                    kind = kinds[pid] if pid in ours else "server:" + served[pid].removeprefix("idle:")
                    key = ("promotion " if started else "before ") + kind
                    totals[key] = totals.get(key, 0.0) + grown
            time.sleep(0.1)
    return {k: round(v, 2) for k, v in sorted(totals.items(), key=lambda kv: -kv[1])}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--url", default="postgresql://postgres@127.0.0.1:5432/test", help="to read pg_stat_activity")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    totals = sample(command, args.url)
    args.out.write_text(json.dumps({"cpu_seconds": totals, "load_average": os.getloadavg()}, indent=1) + "\n")
    for key, seconds in totals.items():
        print(f"{seconds:8.2f}  {key}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
