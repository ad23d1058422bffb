"""Server-sent events, parsed incrementally from raw bytes.

Real servers split their output anywhere: inside a UTF-8 character, between `\\r` and `\\n`,
in the middle of a `data:` line. The decoder therefore keeps an incremental UTF-8 decoder
and an unfinished-line buffer across chunks, and follows the SSE rules: lines end in CRLF,
LF or CR; `:` starts a comment (keep-alive); `data` lines of one event are joined by `\\n`;
a blank line dispatches the event.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import AsyncIterable, AsyncIterator
from dataclasses import dataclass

__all__ = ["SSEDecoder", "SSEEvent", "iter_sse"]

_EOL = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class SSEEvent:
    data: str
    event: str = ""
    id: str = ""
    data_lines: tuple[str, ...] = ()


class SSEDecoder:
    """Feed bytes, get complete events; `close()` flushes an event the stream did not end.

    Only new text is scanned for line ends, so a long line arriving in many small chunks
    costs linear time.
    """

    def __init__(self) -> None:
        self._utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._partial: list[str] = []
        self._after_cr = False
        self._data: list[str] = []
        self._event = ""
        self._id = ""
        self._has_field = False

    def feed(self, chunk: bytes) -> list[SSEEvent]:
        return self._lines(self._utf8.decode(chunk))

    def close(self) -> list[SSEEvent]:
        events = self._lines(self._utf8.decode(b"", final=True))
        if self._partial:
            self._field("".join(self._partial))
            self._partial = []
        flushed = self._dispatch()
        return events + ([flushed] if flushed else [])

    def _lines(self, text: str) -> list[SSEEvent]:
        if self._after_cr and text:
            self._after_cr = False
            if text[0] == "\n":
                text = text[1:]  # the LF of a CRLF split across chunks
        events: list[SSEEvent] = []
        pos = 0
        for match in _EOL.finditer(text):
            self._partial.append(text[pos : match.start()])
            line = "".join(self._partial)
            self._partial = []
            pos = match.end()
            if match.group() == "\r" and pos == len(text):
                self._after_cr = True
            if line == "":
                event = self._dispatch()
                if event is not None:
                    events.append(event)
            else:
                self._field(line)
        if pos < len(text):
            self._partial.append(text[pos:])
        return events

    def _field(self, line: str) -> None:
        if line.startswith(":"):
            return
        name, sep, value = line.partition(":")
        if sep and value.startswith(" "):
            value = value[1:]
        if name == "data":
            self._data.append(value)
            self._has_field = True
        elif name == "event":
            self._event = value
            self._has_field = True
        elif name == "id":
            self._id = value

    def _dispatch(self) -> SSEEvent | None:
        if not self._has_field or not self._data:
            self._event = ""
            self._has_field = False
            self._data = []
            return None
        event = SSEEvent(data="\n".join(self._data), event=self._event, id=self._id, data_lines=tuple(self._data))
        self._data = []
        self._event = ""
        self._has_field = False
        return event


async def iter_sse(chunks: AsyncIterable[bytes]) -> AsyncIterator[SSEEvent]:
    """Events from a byte stream; an event left open when the stream ends is still delivered."""
    decoder = SSEDecoder()
    async for chunk in chunks:
        for event in decoder.feed(chunk):
            yield event
    for event in decoder.close():
        yield event
