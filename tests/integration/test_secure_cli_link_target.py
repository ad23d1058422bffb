"""A tool registered by a symlink keeps the path as given, and its resolved target is
recorded beside it, on both backends; removing the tool removes the record."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from goclaw_lite.security.crypto import Cipher
from goclaw_lite.store.credentials.store import SecureCLIStore
from tests.integration.conftest import BackendDb

PYTHON = os.path.realpath(sys.executable)


async def test_the_given_path_is_kept_and_its_target_recorded(backend_db: BackendDb, tmp_path: Path) -> None:
    store = SecureCLIStore(backend_db.db, backend_db.identity, Cipher(bytes(range(32))))
    link = tmp_path / "py"
    link.symlink_to(PYTHON)
    binary = await store.create("py", path=str(link), env={"PY_TOKEN": "py-token-value-123"})
    assert binary.path == str(link) and (await store.get(binary.id)).path == str(link)
    assert await store.link_target(binary) == PYTHON

    other = tmp_path / "other"
    other.write_text("#!/bin/sh\n")
    other.chmod(0o755)
    second = tmp_path / "py2"
    second.symlink_to(other)
    updated = await store.update(binary.id, path=str(second))
    assert updated.path == str(second) and await store.link_target(updated) == str(other)

    plain = await store.create("plain", path=PYTHON, env={})
    assert plain.path == PYTHON and await store.link_target(plain) == PYTHON

    await store.delete(binary.id)
    await store.delete(plain.id)
    left = await backend_db.db.fetch_value("SELECT COUNT(*) FROM lite_meta WHERE key LIKE 'secure_cli_target:%'")
    assert int(left or 0) == 0
