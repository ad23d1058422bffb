"""Our own stored English sentences, said in the window's language when they are shown.

Some text is written once in English below the window and kept as text only: why an MCP server
did not start (the MCP page's card, the agent editor's Tools tab), a job run's error (rows keep
no facts), a trace's span error. The sentences GoClaw Lite itself writes have a known shape;
each shape below is matched whole and said again from the values it names. Anything else (a
server's own words, an older or imported row) is shown as stored, so nothing is hidden.
"""

from __future__ import annotations

import re

from goclaw_lite.gui.i18n.answer_errors import AnswerErrorWords
from goclaw_lite.gui.qt import QObject

_NAME = r"""(?:'(?P<server>[^']*)'|"(?P<server2>[^"]*)")"""
"""A server's name as Python's repr writes it (double quotes when the name holds a single quote)."""


def _shape(pattern: str) -> re.Pattern[str]:
    return re.compile("^" + pattern.replace("{NAME}", _NAME) + r"\.?$", re.DOTALL)


_MCP_NOT_READY = _shape(r"MCP server {NAME} exited or closed the connection before it was ready")
_MCP_SLOW_START = _shape(r"MCP server {NAME} did not finish starting within (?P<seconds>[\d.]+) s")
_MCP_NOT_FOUND = _shape(r"MCP server {NAME} could not be started: (?P<command>.+) was not found or is not executable")
_MCP_REFUSED = _shape(r"MCP server {NAME} refused the credential \(HTTP (?P<status>\d+)\): .*")
_MCP_HTTP = _shape(r"MCP server {NAME} answered HTTP (?P<status>\d+) at (?P<url>\S+)")
_MCP_CLOSED = _shape(r"MCP server {NAME} closed the connection")
_MCP_OFF = _shape(r"MCP server {NAME} is disabled; enable it first")
_MCP_NOT_RUNNING = _shape(r"MCP server {NAME} is not running")
_MCP_SHADOWED = _shape(r"MCP server {NAME} offers no tools: its tool prefix '(?P<prefix>[^']*)' clashes with server "
                       r"'(?P<earlier>[^']*)', added earlier; .*")
_MCP_FAILED = _shape(r"MCP server {NAME} failed: (?P<detail>.+)")
_JOB_MISSED = _shape(r"Missed: it was due at (?P<when>.+), while the computer was asleep or off")
_JOB_STOPPED = _shape(r"Stopped: the app closed during the run")
_INTERNAL = _shape(r"Internal error \((?P<kind>\w+)\); see the log file")
_STDERR = ". Its stderr ended with:\n"
"""What the MCP connection puts between its reason and the server's last stderr lines."""
_ROUTE_KINDS = {"cannot connect": "connection", "timed out": "timeout", "rate limited": "rate_limited",
                "server error": "server", "overloaded": "overloaded", "billing or quota problem": "billing",
                "authentication failed": "auth", "model not found": "model_not_found",
                "conversation too long for the model's context": "context_overflow",
                "request refused": "bad_request", "unexpected response": "unknown"}
"""A model route's short reason as the router writes it (a fell-back span's error) -> its kind."""
_ROUTE_REASON = re.compile(r"^(?P<reason>[^(]+?)(?: \(HTTP (?P<status>\d+)\))?(?P<partial> after part of the answer)?$")


class KnownText(QObject):
    """Each known shape and its sentence; `{server}` and the other names are the shape's groups."""

    def sentences(self) -> list[tuple[re.Pattern[str], str]]:
        return [
            (_MCP_NOT_READY, self.tr("The MCP server {server} exited or closed the connection before it was ready.")),
            (_MCP_SLOW_START, self.tr("The MCP server {server} did not finish starting within {seconds} s.")),
            (_MCP_NOT_FOUND, self.tr("The MCP server {server} could not be started: {command} was not found or "
                                     "is not executable.")),
            (_MCP_REFUSED, self.tr("The MCP server {server} refused the credential (HTTP {status}): the API key or "
                                   "the Authorization header is wrong or missing; change it on the MCP page.")),
            (_MCP_HTTP, self.tr("The MCP server {server} answered HTTP {status} at {url}.")),
            (_MCP_CLOSED, self.tr("The MCP server {server} closed the connection.")),
            (_MCP_OFF, self.tr("The MCP server {server} is turned off; turn it on first.")),
            (_MCP_NOT_RUNNING, self.tr("The MCP server {server} is not running.")),
            (_MCP_SHADOWED, self.tr("The MCP server {server} offers no tools: its tool prefix {prefix} is the one "
                                    "of {earlier}, added earlier; give it a prefix of its own on the MCP page.")),
            (_MCP_FAILED, self.tr("The MCP server {server} failed: {detail}")),
            (_JOB_MISSED, self.tr("Missed: it was due at {when}, while the computer was asleep or off.")),
            (_JOB_STOPPED, self.tr("Stopped: the app closed during the run.")),
            (_INTERNAL, self.tr("Internal error ({kind}); see the log file.")),
        ]

    def text(self, stored: str) -> str:
        """`stored` in the window's language when it has a known shape, else as it is; what a
        server wrote to stderr, quoted after our sentence, stays as it wrote it."""
        head, marker, tail = stored.partition(_STDERR)
        if marker:
            return self.tr("{reason} What it wrote last:").format(reason=self.text(head + ".")) + "\n" + tail
        for shape, sentence in self.sentences():
            if match := shape.match(stored.strip()):
                values = {k: v for k, v in match.groupdict().items() if v is not None}
                values["server"] = values.pop("server2", None) or values.get("server", "")
                return sentence.format(**values)
        return self.route_reason(stored) or stored

    def route_reason(self, stored: str) -> str | None:
        """A model route's short reason ("server error (HTTP 500)") in words, or None."""
        match = _ROUTE_REASON.match(stored.strip())
        kind = _ROUTE_KINDS.get(match.group("reason")) if match else None
        if match is None or kind is None:
            return None
        return AnswerErrorWords().attempt({"kind": kind, "status": int(match.group("status") or 0),
                                           "partial": bool(match.group("partial"))}).removeprefix("/: ")


def known_text(stored: str) -> str:
    """What the window shows for our own stored English sentence `stored` (see the module docstring)."""
    return KnownText().text(stored)
