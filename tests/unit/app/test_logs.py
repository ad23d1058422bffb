"""Log files: rotating, private, and never holding a secret."""

from __future__ import annotations

import logging
import stat
import subprocess
from pathlib import Path

from goclaw_lite.config import resolve_paths
from goclaw_lite.logs import log_file, setup_logging, teardown_logging
from goclaw_lite.security.redact import register_secret, unregister_secret


def test_log_file_is_private_and_redacts_registered_and_known_secrets(isolated_home: Path) -> None:
    paths = resolve_paths()
    target = setup_logging(paths)
    try:
        assert target == log_file(paths)
        register_secret("TEST_TOKEN", "s3cr3t-value-for-the-log-test")
        log = logging.getLogger("goclaw_lite.test")
        log.warning("calling with %s and ghp_%s", "s3cr3t-value-for-the-log-test", "a" * 36)
        try:
            raise RuntimeError("failed with password=hunter2hunter2")
        except RuntimeError:
            log.exception("boom")
    finally:
        unregister_secret("TEST_TOKEN")
        teardown_logging()
    text = target.read_text(encoding="utf-8")  # type: ignore[union-attr]
    assert "[REDACTED:TEST_TOKEN]" in text and "boom" in text
    assert "s3cr3t-value-for-the-log-test" not in text
    assert "ghp_" + "a" * 36 not in text
    assert "hunter2hunter2" not in text
    assert stat.S_IMODE(target.stat().st_mode) == 0o600  # type: ignore[union-attr]


def test_cli_logs_commands_but_never_the_exported_key(python_exe: str, cli_env: dict[str, str], isolated_home: Path) -> None:
    run = lambda *a: subprocess.run([python_exe, "-m", "goclaw_lite", *a], env=cli_env, capture_output=True, text=True, timeout=60)  # noqa: E731
    assert run("key", "init").returncode == 0
    exported = run("key", "export").stdout.strip()
    assert len(exported) == 64
    logs = "".join(p.read_text(encoding="utf-8") for p in (isolated_home / "logs").glob("*.log*"))
    assert "key export" in logs and "key init" in logs
    assert exported not in logs
