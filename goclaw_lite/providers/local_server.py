"""The built-in model's server process: llama.cpp's own OpenAI-compatible HTTP server (from the
`xllamacpp` wheel, so nothing is compiled at install), ended when the app that started it is gone.

The app stops it with SIGTERM on every orderly exit; this covers the others (kill -9, a crash). A
watcher thread sees the process's parent change (the orphan is adopted by init or a subreaper)
and ends it. Run as `python -m goclaw_lite.providers.local_server PARENT_PID --model GGUF
--alias ID --port N --n-ctx N --threads N`.

A child process rather than a server inside the app: a crash in native code cannot take the
window with it, and stopping the model gives its memory back.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
import time
from types import FrameType

POLL_SECONDS = 1.0
TEMPERATURE = 0.3  # SmolLM2's model card suggests 0.2 with top_p 0.9
TOP_P = 0.9
REPEAT_PENALTY = 1.1
DRY_MULTIPLIER = 0.8  # llama.cpp's suggested strength for its DRY ("don't repeat yourself") sampler
ANSWER_TOKENS = 1024


def _exit_when_orphaned(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(POLL_SECONDS)
    os._exit(0)  # nothing to save: the model is read-only and the app keeps what was answered


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="goclaw_lite.providers.local_server")
    parser.add_argument("parent", type=int)
    parser.add_argument("--model", required=True, help="the GGUF file to serve")
    parser.add_argument("--alias", required=True, help="the model id the server answers to")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--n-ctx", type=int, default=4096)
    parser.add_argument("--threads", type=int, default=1)
    return parser.parse_args(argv)


def main(argv: list[str]) -> None:
    args = _parse(argv)
    threading.Thread(target=_exit_when_orphaned, args=(args.parent,), name="parent-watch", daemon=True).start()
    stop = threading.Event()

    def _on_term(signum: int, frame: FrameType | None) -> None:
        stop.set()

    signal.signal(signal.SIGTERM, _on_term)
    import xllamacpp  # the `[local]` extra

    params = xllamacpp.CommonParams()
    params.model.path = args.model
    params.model_alias = {args.alias}
    params.hostnames = ["127.0.0.1"]  # loopback only
    params.port = args.port
    params.n_ctx = args.n_ctx
    # One thread per two cores (llama-cpp-python's default): OpenMP threads that spin on a busy
    # machine make every token wait for the slowest core.
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    params.use_jinja = True  # the model's own chat template, which also drives tool calls
    # Sampling for a small model, unless a request (an agent's own settings) says otherwise: at
    # llama.cpp's defaults (temperature 0.8, no repetition penalty, no length limit) the bundled
    # 135M model fell into a loop of the same sentence until its context was full. DRY cuts
    # repeated sequences, the penalty repeated words; an answer stops at ANSWER_TOKENS.
    params.sampling.temp = TEMPERATURE
    params.sampling.top_p = TOP_P
    params.sampling.penalty_repeat = REPEAT_PENALTY
    params.sampling.dry_multiplier = DRY_MULTIPLIER
    params.n_predict = ANSWER_TOKENS
    params.ui = False  # no web page: the app is the only client
    server = xllamacpp.Server(params)  # loads the model and starts listening; raises if it cannot
    try:
        while not stop.wait(POLL_SECONDS):
            pass
    finally:
        del server  # the server's threads finish the request in flight and the port is released


if __name__ == "__main__":
    main(sys.argv[1:])
