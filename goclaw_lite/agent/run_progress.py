"""What one run has done so far, kept by the run loop so a stop or a failure can tidy up."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.model.chat import StoredMessage, ToolCall
from goclaw_lite.providers.base import StreamEnd, Usage
from goclaw_lite.tracing.tracer import OpenSpan


@dataclass
class RunProgress:
    """What a stop or a failure must tidy up: the row streaming now, the calls unanswered."""

    row: StoredMessage | None = None
    parts: list[str] = field(default_factory=list)
    route: tuple[str, str] | None = None
    started: float = 0.0
    assistant_id: str | None = None
    unanswered: list[ToolCall] = field(default_factory=list)
    requested: set[str] = field(default_factory=set)
    last_id: str | None = None
    history_sent: int | None = None  # set when the request left earlier messages out
    skills_used: list[str] = field(default_factory=list)  # slugs a tool result says it loaded (use_skill)
    span: OpenSpan | None = None  # the model or tool call's span, parent of the hooks run for it
    iteration: int = 0

    def answer_metadata(
        self, end: StreamEnd | None, usage: Usage | None, reasoning: list[str] | None,
    ) -> tuple[dict[str, Any], int | None]:
        """The finished answer's metadata (finish reason, tokens, reasoning, what it saw and
        used) and its output token count."""
        metadata: dict[str, Any] = {}
        if end is not None:
            metadata["finish_reason"] = end.finish_reason
        if usage is not None and usage.prompt_tokens is not None:
            metadata["prompt_tokens"] = usage.prompt_tokens
        eval_tokens = usage.completion_tokens if usage is not None else None
        if eval_tokens is None and self.parts:
            # Servers that report no usage (llama.cpp's, LM Studio's) send one token per
            # delta, so the delta count is the honest estimate; marked as such.
            eval_tokens = len(self.parts)
            metadata["eval_tokens_estimated"] = True
        if reasoning:
            metadata["reasoning"] = "".join(reasoning)
        if self.history_sent is not None:
            metadata["history_sent"] = self.history_sent
        if self.skills_used:  # shown under the answer
            metadata["skills_used"] = list(self.skills_used)
        return metadata, eval_tokens
