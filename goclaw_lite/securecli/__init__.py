"""Secure CLI credentials: run registered tools with credentials injected, never shown.

Layers, from the bottom: `scrub` (streaming output scrubber; `finders` are its search
engines), `argv` (every reading of a tool's arguments), `policy` (deny rules), `injection` (the child's environment and 0600 credential
files), `resolve` (which scope's value wins), `runner` (the child process and the one
`SecureCLIRunner.run` path every run takes), `exec_tool` (the chat agent's tool), and on top
`credentials_service` (what `goclaw-lite cred`/`exec` and the Credentials page call; the
rows it hands them are in `model/credentials.py`).
Storage is `goclaw_lite.store.credentials.store`.

What scrubbing is and is not: it is masking, not isolation. Output is rewritten before
anyone sees it, but a process running as the same user can read a child's environment
(`/proc/<pid>/environ`) or its credential files while the child runs, and a tool can
always send a value somewhere we cannot see (a network request, a file it writes, an
encoding we do not know).
"""

from goclaw_lite.securecli.exec_tool import ExecTool, ToolOutcome
from goclaw_lite.securecli.policy import DEFAULT_VERBOSE_PATTERNS, DenyRules
from goclaw_lite.securecli.runner import RunOutcome, SecureCLIRunner, Stdin
from goclaw_lite.security.scrub import ScrubPattern, scrub_bytes

__all__ = [
    "DEFAULT_VERBOSE_PATTERNS",
    "DenyRules",
    "ExecTool",
    "RunOutcome",
    "ScrubPattern",
    "SecureCLIRunner",
    "Stdin",
    "ToolOutcome",
    "scrub_bytes",
]
