"""Which folder an agent's file tools use, and which folders a user may not choose."""

from __future__ import annotations

from pathlib import Path

import pytest

from goclaw_lite.model.agents import Agent
from goclaw_lite.workspace.confine import PathRefused
from goclaw_lite.workspace.folders import check_folder, workspace_folder


def _agent(workspace: str) -> Agent:
    return Agent(id="a", agent_key="helper", display_name="", provider="p", model="m", workspace=workspace)


def test_default_relative_and_chosen_folders(tmp_path: Path) -> None:
    base = tmp_path / "data" / "workspaces"
    assert workspace_folder(_agent("."), base) == base / "helper"
    assert workspace_folder(_agent(""), base) == base / "helper"
    assert workspace_folder(_agent("some/relative"), base) == base / "helper"  # never the process's cwd
    assert workspace_folder(_agent(str(tmp_path / "project")), base) == tmp_path / "project"


def test_folders_holding_the_apps_data_or_missing_are_refused(tmp_path: Path) -> None:
    data = tmp_path / "home" / "data"
    data.mkdir(parents=True)
    (tmp_path / "project").mkdir()
    assert check_folder(str(tmp_path / "project"), data) == (tmp_path / "project").resolve()
    for folder, why in ((data, "own data"), (tmp_path / "home", "own data"), (Path("/"), "own data"),
                        (tmp_path / "missing", "does not exist"), (Path("relative"), "absolute path")):
        with pytest.raises(PathRefused, match=why):
            check_folder(str(folder), data)
