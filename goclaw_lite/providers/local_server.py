"""The built-in model's server process: llama.cpp's OpenAI-compatible server, ended when the
app that started it is gone.

The app stops it on every orderly exit; this covers the others (kill -9, a crash). A watcher
thread sees the process's parent change (the orphan is adopted by init or a subreaper) and
ends it. Run as `python -m goclaw_lite.providers.local_server PARENT_PID [llama_cpp.server args]`.
"""

from __future__ import annotations

import os
import runpy
import sys
import threading
import time

POLL_SECONDS = 1.0


def _exit_when_orphaned(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(POLL_SECONDS)
    os._exit(0)  # nothing to save: the model is read-only and the app keeps what was answered


def main(argv: list[str]) -> None:
    parent, server_args = int(argv[0]), argv[1:]
    threading.Thread(target=_exit_when_orphaned, args=(parent,), name="parent-watch", daemon=True).start()
    sys.argv = ["llama_cpp.server", *server_args]
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main(sys.argv[1:])
