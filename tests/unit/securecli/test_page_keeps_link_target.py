"""Saving a tool on the Credentials page with its path unchanged does not confirm wherever
a symlink now points; giving the path anew (or another path) records its target."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.credentials import CredentialsService
from goclaw_lite.model.credentials import ToolDraft
from goclaw_lite.model.secure_cli import SecretEnv
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.store.credentials.store import BinaryNotAllowedError

PYTHON = os.path.realpath(sys.executable)


def script(path: Path, text: str) -> Path:
    path.write_text(f"#!{PYTHON}\nprint({text!r})\n")
    path.chmod(0o755)
    return path


async def test_saving_does_not_confirm_a_repointed_link(app: AppContext, tmp_path: Path) -> None:
    service = CredentialsService(app.stores.db, app.stores.identity, app.stores.cipher)
    first, second = script(tmp_path / "first", "first"), script(tmp_path / "second", "second")
    link = tmp_path / "tool"
    link.symlink_to(first)
    values = SecretEnv.of({"TOOL_TOKEN": "tool-token-1234"})
    draft = ToolDraft(binary_id=None, name="tool", path=str(link), set_env=values)
    binary = await service.save(draft)
    assert binary.path == str(link)
    link.unlink()
    link.symlink_to(second)
    await service.save(ToolDraft(binary_id=binary.id, name="tool", path=str(link), description="edited"))
    runner: SecureCLIRunner = service.runner
    with pytest.raises(BinaryNotAllowedError, match="now points to"):
        await runner.run("tool", [], on_stdout=lambda _b: None, on_stderr=lambda _b: None)
    # Another path is recorded with its target.
    other = tmp_path / "other-link"
    other.symlink_to(second)
    await service.save(ToolDraft(binary_id=binary.id, name="tool", path=str(other)))
    out: list[bytes] = []
    outcome = await runner.run("tool", [], on_stdout=out.append, on_stderr=lambda _b: None)
    assert outcome.exit_code == 0 and b"".join(out) == b"second\n"
