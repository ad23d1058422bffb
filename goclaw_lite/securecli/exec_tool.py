"""The chat agent's `exec` tool: run a registered CLI tool with its credentials injected.

Only tools that are registered, enabled and granted to the calling agent run, and only
through `SecureCLIRunner` (deny rules, injection, scrubbing, activity log). What goes back
to the model is scrubbed twice: injected values by the runner, then every well-known
credential shape and every known secret value (`redact`: base64 wrapped over lines too) — a
tool may print a token we never gave it.
The result is bounded: the head and tail of each stream are kept, the middle elided.
Mistakes (unknown tool, denied arguments, missing key) come back as a failed outcome the
model can read, not as an exception.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from goclaw_lite.errors import UserError, ValidationError
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.security.redact import redact
from goclaw_lite.store.credentials.store import SecureCLIStore

__all__ = ["ExecTool", "ToolOutcome"]

MAX_ARGS = 256
MAX_ARG_CHARS = 8192
MAX_STDIN_BYTES = 1 << 20


@dataclass(frozen=True)
class ToolOutcome:
    ok: bool
    content: str
    duration_ms: int
    metadata: Mapping[str, Any] = field(default_factory=dict)


class _Capture:
    """Keeps the first and last `limit` bytes of a stream (already scrubbed)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.head = bytearray()
        self.tail = bytearray()
        self.total = 0

    def __call__(self, data: bytes) -> None:
        self.total += len(data)
        room = self.limit - len(self.head)
        if room > 0:
            self.head += data[:room]
            data = data[room:]
        if data:
            self.tail += data
            if len(self.tail) > self.limit:
                del self.tail[: len(self.tail) - self.limit]

    @property
    def dropped(self) -> int:
        return self.total - len(self.head) - len(self.tail)

    def text(self) -> str:
        head = self.head.decode("utf-8", "replace")
        if not self.tail:
            return head
        gap = f"\n[... {self.dropped} bytes omitted ...]\n" if self.dropped else ""
        return head + gap + self.tail.decode("utf-8", "replace")


def _shorten(text: str, limit: int) -> tuple[str, bool]:
    if len(text) <= limit:
        return text, False
    head = limit * 2 // 3
    tail = limit - head
    omitted = len(text) - head - tail
    return f"{text[:head]}\n[... {omitted} characters omitted ...]\n{text[-tail:]}", True


class ExecTool:
    name = "exec"
    description = (
        "Run a registered command-line tool (for example gh, aws, kubectl, psql) with its stored "
        "credentials injected. You never see or pass credentials; arguments go to the tool directly "
        "(no shell: no pipes, globs or variable expansion). Some arguments are blocked by policy."
    )
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "binary": {"type": "string", "description": "Name of a registered tool, e.g. \"gh\"."},
            "args": {"type": "array", "items": {"type": "string"}, "description": "Arguments, one per item."},
            "stdin": {"type": "string", "description": "Optional text passed to the tool's standard input."},
        },
        "required": ["binary", "args"],
        "additionalProperties": False,
    }

    def __init__(
        self,
        runner: SecureCLIRunner,
        store: SecureCLIStore,
        *,
        cwd: str | Path | None = None,
        max_output_chars: int = 16_000,
        capture_bytes: int = 256 * 1024,
    ) -> None:
        self._runner = runner
        self._store = store
        self._cwd = cwd
        self._max_chars = max_output_chars
        self._capture_bytes = capture_bytes

    async def available(self, agent_id: str) -> list[dict[str, str]]:
        """The tools this agent may run, with their tips, for the system prompt."""
        result = []
        for binary, grant in await self._store.list_by_agent(agent_id):
            tips = grant.tips if grant is not None and grant.tips is not None else binary.tips
            result.append({"binary": binary.name, "description": binary.description, "tips": tips})
        return result

    @staticmethod
    def _parse(arguments: Mapping[str, Any]) -> tuple[str, list[str], bytes | None]:
        if not isinstance(arguments, Mapping):
            raise ValidationError("exec expects an object with 'binary' and 'args'.")
        unknown = set(arguments) - {"binary", "args", "stdin"}
        if unknown:
            raise ValidationError(f"exec does not take {', '.join(sorted(unknown))}.")
        binary = arguments.get("binary")
        if not isinstance(binary, str) or not binary.strip():
            raise ValidationError("'binary' must name a registered tool.")
        args = arguments.get("args", [])
        if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
            raise ValidationError("'args' must be a list of strings.")
        if len(args) > MAX_ARGS or any(len(a) > MAX_ARG_CHARS or "\0" in a for a in args):
            raise ValidationError(f"'args' must be at most {MAX_ARGS} strings of at most {MAX_ARG_CHARS} characters.")
        stdin = arguments.get("stdin")
        if stdin is not None and not isinstance(stdin, str):
            raise ValidationError("'stdin' must be a string.")
        data = None if stdin is None else stdin.encode("utf-8")
        if data is not None and len(data) > MAX_STDIN_BYTES:
            raise ValidationError(f"'stdin' is larger than {MAX_STDIN_BYTES // 1024} KiB.")
        return binary, args, data

    async def run(self, arguments: Mapping[str, Any], *, agent_id: str | None, conversation_id: str | None) -> ToolOutcome:
        started = time.monotonic()
        stdout, stderr = _Capture(self._capture_bytes), _Capture(self._capture_bytes)
        try:
            binary, args, stdin = self._parse(arguments)
            outcome = await self._runner.run(
                binary,
                args,
                on_stdout=stdout,
                on_stderr=stderr,
                agent_id=agent_id,
                conversation_id=conversation_id,
                stdin=stdin if stdin is not None else b"",
                cwd=self._cwd,
            )
        except UserError as exc:
            message = redact(str(exc))
            return ToolOutcome(False, f"error: {message}", int((time.monotonic() - started) * 1000), {"error": exc.code})
        out_text = redact(stdout.text())
        err_text = redact(stderr.text())
        body = out_text
        if err_text:
            body += ("\n" if body and not body.endswith("\n") else "") + "[stderr]\n" + err_text
        status = f"[exit code {outcome.exit_code}" + (
            f", timed out after {outcome.duration_ms // 1000} s]" if outcome.timed_out else "]"
        )
        if outcome.withheld:
            status += f"\n[your credentials for {outcome.binary} were withheld: {outcome.withheld}]"
        body, shortened = _shorten(body, self._max_chars)
        content = body + ("\n" if body and not body.endswith("\n") else "") + status
        return ToolOutcome(
            ok=outcome.exit_code == 0 and not outcome.timed_out,
            content=content,
            duration_ms=outcome.duration_ms,
            metadata={
                "binary": outcome.binary,
                "exit_code": outcome.exit_code,
                "timed_out": outcome.timed_out,
                "truncated": shortened or stdout.dropped > 0 or stderr.dropped > 0,
                "injected": list(outcome.injected),
            },
        )
