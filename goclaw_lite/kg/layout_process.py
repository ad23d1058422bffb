"""The whole-graph layout in a process of its own, streaming its frames back.

igraph's layouts run in C without letting go of the GIL: in a thread of the window's
process a 10,000-node refinement froze the window for tens of seconds. A spawned process
(a fresh interpreter with nothing but `kg.layout*` and igraph, the same on every platform;
the PyInstaller bundle runs it through `multiprocessing.freeze_support`) has a GIL of its
own. It is started before the graph is loaded, so its start-up overlaps the query; the graph
goes down the pipe as two packed integer arrays, and the clustering and every frame come
back as packed doubles, so the window only unpacks bytes.

`stop()` kills it at once (a new request, leaving the page, closing the window); it is a
daemon (the interpreter ends it on exit) and it ends itself if its parent dies (checked
twice a second), so no layout process outlives the window.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from array import array
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from goclaw_lite.kg.layout_communities import Clustering, Frame, community_layout

_PARENT_CHECK_S = 0.5
NICE = 5
"""How much lower the layout process's priority goes once the rough picture is sent."""
Message = Clustering | Frame
Dress = Callable[[Any, Sequence[tuple[int, int]], list[float], list[float]], Any]


class LayoutError(RuntimeError):
    """The layout process failed or ended before its last frame."""


def _watch_parent(parent: int) -> None:
    while True:
        time.sleep(_PARENT_CHECK_S)
        if os.getppid() != parent:  # re-parented: the window is gone
            os._exit(0)


def pairs_of(flat: Sequence[int]) -> list[tuple[int, int]]:
    """Packed index pairs (a, b, a, b...) as sorted, distinct pairs with a < b, self-loops left out.

    The layout depends on the order of its relations: sorted, it depends only on the graph."""
    return sorted({(min(a, b), max(a, b)) for a, b in zip(flat[::2], flat[1::2], strict=True) if a != b})


def _background() -> None:
    """Run at a lower priority (Unix `nice`): on a busy machine the window, not the layout, gets the CPU."""
    if hasattr(os, "nice"):
        try:
            os.nice(NICE)
        except OSError:  # not allowed here: the layout goes on at the same priority
            pass


def _serve(conn: Connection, parent: int, dress: Dress | None) -> None:
    """The child: wait for a graph, send the clustering and the frames (each `dress`ed, if given), end."""
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()
    try:
        request = conn.recv()
        if request is None:
            return
        count, packed, spacing, seed, extra = request
        flat = array("i")
        flat.frombytes(packed)
        pairs = pairs_of(flat)
        rough = True
        for step in community_layout(count, pairs, spacing=spacing, seed=seed):
            if isinstance(step, Clustering):
                centres = array("d", [v for c in step.centres for v in c])
                conn.send(
                    (
                        "clusters",
                        array("i", step.membership).tobytes(),
                        centres.tobytes(),
                        array("d", step.radii).tobytes(),
                    )
                )
            else:
                # The rough picture without relations: it is there twice as fast, and the next frame has them.
                dressed = (
                    None
                    if dress is None or extra is None
                    else dress(extra, [] if rough and not step.final else pairs, step.xs, step.ys)
                )
                conn.send(("frame", array("d", step.xs).tobytes(), array("d", step.ys).tobytes(), step.final, dressed))
                if rough:
                    _background()  # the rough picture is out: the refinements yield the CPU to the window
                rough = False
    except (BrokenPipeError, EOFError, ConnectionResetError):  # the window stopped listening
        return
    except Exception as exc:  # noqa: BLE001 - reported to the window, which shows it
        try:
            conn.send(("error", f"{type(exc).__name__}: {exc}"))
        except OSError:
            return


def _doubles(data: bytes) -> list[float]:
    values = array("d")
    values.frombytes(data)
    return values.tolist()


class LayoutProcess:
    """One layout: start it (spawn), `submit` the graph, read the answers with `next()` (or `receive()`)."""

    def __init__(self, dress: Dress | None = None) -> None:
        """`dress`, a module-level function (the child imports it), turns each frame into what the caller draws."""
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self.process: BaseProcess = context.Process(
            target=_serve, args=(child, os.getpid(), dress), name="goclaw-kg-layout", daemon=True
        )
        self.process.start()
        child.close()  # so the parent sees EOF when the child dies
        self.finished = False

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def submit(
        self, count: int, pairs: Sequence[tuple[int, int]] | array[int], *, spacing: float, seed: int, extra: Any = None
    ) -> None:
        """Send the graph (relations as index pairs, or packed a, b, a, b... in an `array("i")`), and `extra`
        for `dress` (blocks until the child reads it: call it off the GUI thread)."""
        flat = pairs if isinstance(pairs, array) else array("i", [v for pair in pairs for v in pair])
        self._conn.send((count, flat.tobytes(), spacing, seed, extra))

    def receive(self) -> list[Message]:
        """Every message that has arrived (never waits for more); raises LayoutError if the child failed or died."""
        found: list[Message] = []
        try:
            while not self.finished and self._conn.poll():
                found.append(self.next())
        except (EOFError, OSError) as exc:
            raise LayoutError("the layout process ended early") from exc
        return found

    def next(self) -> Message:
        """The next message, waiting for it (a reader thread's call: the wait lets go of the GIL)."""
        try:
            kind, *rest = self._conn.recv()
        except (EOFError, OSError) as exc:
            raise LayoutError("the layout process ended early") from exc
        if kind == "error":
            raise LayoutError(str(rest[0]))
        if kind == "clusters":
            membership = array("i")
            membership.frombytes(rest[0])
            flat = _doubles(rest[1])
            return Clustering(membership.tolist(), list(zip(flat[::2], flat[1::2], strict=True)), _doubles(rest[2]))
        self.finished = bool(rest[2])
        return Frame(_doubles(rest[0]), _doubles(rest[1]), bool(rest[2]), rest[3])

    def stop(self, *, reap: bool = True) -> None:
        """Kill the child now and reap it (idempotent); a reader waiting in `next` gets LayoutError.

        `reap=False` only sends the kill: waiting for the child to go is for a thread that may wait."""
        if self.process.is_alive():
            self.process.kill()
        if reap:
            self.process.join(5)


__all__ = ["Dress", "LayoutError", "LayoutProcess", "Message", "pairs_of"]
