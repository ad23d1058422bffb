"""The Credentials page's verdicts in the window's language: the app layer says them in English
for the command line and gives the case and the rule beside them."""

from __future__ import annotations

from goclaw_lite.app.credentials import Verdict
from goclaw_lite.gui.qt import QObject


class DenyWords(QObject):
    def verdict(self, verdict: Verdict) -> str:
        """Would the typed arguments run? Names the rule as it was typed."""
        words = {
            "allowed": self.tr("Allowed: no rule matches these arguments."),
            "quotes": self.tr("The arguments have an unclosed quote; close it or remove it."),
            "file": self.tr("Denied: the arguments in {rule} cannot be checked (unreadable or too large)"),
            "args": self.tr("Denied by the rule  {rule}"),
            "verbose": self.tr("Denied by the verbose-flag rule  {rule}  (verbose output can print credentials)"),
        }
        text = words.get(verdict.case)
        return text.format(rule=verdict.rule) if text is not None else verdict.message

    def blocked(self, tool: str, kind: str, rule: str) -> str:
        """A run a deny rule stopped: blocked, not run, and which rule (as typed)."""
        if kind == "file":
            why = self.tr("The arguments in {rule} cannot be checked against its deny rules (unreadable or too "
                          "large); pass them directly.")
        elif kind == "verbose":
            why = self.tr("These arguments turn on verbose output, which can print credentials (rule “{rule}”).")
        else:
            why = self.tr("Its deny rule “{rule}” matches these arguments; change them, or the rule (Edit…).")
        return self.tr("Blocked: {tool} was not run. {why}").format(tool=tool, why=why.format(rule=rule))
