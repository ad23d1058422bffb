"""Why an answer failed, in the window's language, long after it failed.

A failed answer keeps its error as English text (the command line's, and every older row's) and,
since this version, the error's code, case and values beside it (`error_facts` in the message's
metadata, from `GoClawError.stored_facts`). The chat shows the sentence made from those facts;
a row without them, or with facts this window has no words for, shows its stored text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goclaw_lite.gui.i18n.errors import ErrorWords
from goclaw_lite.gui.qt import QLocale, QObject


class AnswerErrorWords(QObject):
    def sentence(self, facts: Mapping[str, Any]) -> str | None:
        code = str(facts.get("code", ""))
        if code == "PROVIDER_ALL_FAILED":
            return self.no_model_answered(facts)
        if code == "RUN":
            return self.run_ended(facts)
        return ErrorWords().from_facts(code, facts)

    def run_ended(self, facts: Mapping[str, Any]) -> str | None:
        case = facts.get("case")
        if case == "iteration_limit" and isinstance(facts.get("limit"), int):
            return self.tr("The answer stopped after %Ln model call(s), the agent's limit, with tool calls still open; "
                           "raise the agent's maximum tool rounds or ask a narrower question.", "", facts["limit"])
        if case == "internal" and facts.get("kind"):
            return self.tr("Internal error ({kind}); what was written so far was kept. See the log file.").format(
                kind=facts["kind"])
        if case == "crashed":
            return self.tr("Internal error; see the log file.")
        return None

    def no_model_answered(self, facts: Mapping[str, Any]) -> str | None:
        calls, attempts = facts.get("calls"), facts.get("attempts")
        if not isinstance(calls, int) or not isinstance(attempts, list):
            return None
        heads = {
            "partial": self.tr("The answer broke off part-way; what arrived was kept (%Ln call(s))", "", calls),
            "refused": self.tr("The model refused the request; it is not retried on another model (%Ln call(s))",
                               "", calls),
            "none_answered": self.tr("No model answered (%Ln call(s))", "", calls),
        }
        head = heads.get(str(facts.get("case")))
        if head is None:
            return None
        lines = "; ".join(self.attempt(a) for a in attempts if isinstance(a, Mapping)) or self.tr("no route is set up")
        hint = self.hint(str(facts.get("hint", "")), str(facts.get("model", "")))
        return f"{head}: {lines}" + (f" — {hint}" if hint else "")

    def attempt(self, attempt: Mapping[str, Any]) -> str:
        """`server/model: why`, the server's own words after it (they are its, not ours)."""
        route = f"{attempt.get('provider', '')}/{attempt.get('model', '')}"
        if not attempt.get("called", True):
            return f"{route}: {self.skipped(attempt)}"
        reason = self.reason(str(attempt.get("kind", "")))
        status, address = attempt.get("status"), attempt.get("address")
        if status:
            reason = self.tr("{reason} (HTTP {status})").format(reason=reason, status=status)
        elif address:  # could not connect: the address it tried says more than the library's words
            reason = self.tr("cannot connect to {address}").format(address=address)
        if attempt.get("partial"):
            reason = self.tr("{reason} after part of the answer").format(reason=reason)
        detail = attempt.get("detail") if status else ""  # a server's own message; a transport's is ours, in English
        return f"{route}: {reason}" + (f": {detail}" if detail else "")

    def skipped(self, attempt: Mapping[str, Any]) -> str:
        case = attempt.get("case")
        if case == "max_attempts" and isinstance(attempt.get("limit"), int):
            return self.tr("not tried: the agent tries at most %Ln route(s)", "", attempt["limit"])
        if case == "cooling" and isinstance(attempt.get("seconds"), int):
            return self.tr("skipped: resting after a failure ({seconds} s left)").format(
                seconds=QLocale().toString(attempt["seconds"]))
        if case == "unusable" and attempt.get("problem"):
            return self.tr("skipped: {problem}").format(problem=attempt["problem"])
        return str(attempt.get("reason", ""))

    def reason(self, kind: str) -> str:
        reasons = {
            "connection": self.tr("cannot connect"), "timeout": self.tr("timed out"),
            "rate_limited": self.tr("rate limited"), "server": self.tr("server error"),
            "overloaded": self.tr("overloaded"), "billing": self.tr("billing or quota problem"),
            "auth": self.tr("the API key was refused"), "model_not_found": self.tr("model not found"),
            "context_overflow": self.tr("the conversation is too long for the model's context"),
            "bad_request": self.tr("request refused"),
        }
        return reasons.get(kind, self.tr("unexpected response"))

    def hint(self, kind: str, model: str) -> str:
        """What the user can do next, in the window (never a command to type)."""
        if kind == "model_not_found" and not model:
            return self.tr("check the server's address in Settings (OpenAI-compatible servers usually end in /v1)")
        hints = {
            "connection": self.tr("is the server running, and is its address right?"),
            "auth": self.tr("check the server's API key in Settings"),
            "model_not_found": self.tr("check the model name in the agent's settings"),
            "context_overflow": self.tr("start a new conversation or shorten this one"),
            "billing": self.tr("check the account's credit or quota"),
        }
        return hints.get(kind, "")


def answer_error(text: str | None, facts: Any) -> str | None:
    """A failed answer's error as the window shows it (see the module docstring)."""
    if not text or not isinstance(facts, Mapping) or not facts:
        return text
    return AnswerErrorWords().sentence(facts) or text
