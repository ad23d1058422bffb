"""Attachments as the faces reach them: the file picker's filter, reading files into a
message, fitting them to a model's budget, and reading them back from a stored message.

The engine (`agent.attachments`) does the work; this is the one name the faces import it by.
"""

from __future__ import annotations

from goclaw_lite.agent.attachments import PICKER_FILTER as PICKER_FILTER
from goclaw_lite.agent.attachments import budget_chars as budget_chars
from goclaw_lite.agent.attachments import fit as fit
from goclaw_lite.agent.attachments import from_metadata as from_metadata
from goclaw_lite.agent.attachments import read_files as read_files

