"""Which folder is an agent's workspace, and which folders may not be one."""

from __future__ import annotations

import os
from pathlib import Path

from goclaw_lite.model.agents import Agent
from goclaw_lite.model.workspace import is_default
from goclaw_lite.workspace.confine import PathRefused

__all__ = ["check_folder", "is_default", "workspace_folder"]


def workspace_folder(agent: Agent, base: Path) -> Path:
    """`base/<agent key>` for the default, else the folder the user chose. A relative value
    (GoClaw may hold one, imported as it was) means the default: never the process's cwd."""
    chosen = Path(agent.workspace.strip()).expanduser()
    return base / agent.agent_key if is_default(agent.workspace) or not chosen.is_absolute() else chosen


def check_folder(folder: str, data_dir: Path) -> Path:
    """A folder the user may choose: absolute, existing, and not holding the app's own data."""
    path = Path(folder.strip()).expanduser()
    if not path.is_absolute():
        raise PathRefused(f"the workspace folder must be an absolute path, not {folder!r}")
    if not path.is_dir():
        raise PathRefused(f"the workspace folder {path} does not exist (or is not a folder)")
    real = Path(os.path.realpath(path))
    data = Path(os.path.realpath(data_dir))
    if real == Path("/") or real == data or data.is_relative_to(real):
        raise PathRefused(f"{real} holds GoClaw Lite's own data (the database, keys); choose a project folder instead")
    return real
