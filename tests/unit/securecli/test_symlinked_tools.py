"""A tool registered by a symlink runs under the name it was registered by (multi-call
programs such as Debian's pg_wrapper and busybox pick their behaviour from argv[0]), and
stops running when the link is pointed somewhere else."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.store.credentials.store import BinaryNotAllowedError, SecureCLIStore
from tests.unit.securecli.conftest import Collected

PYTHON = os.path.realpath(sys.executable)
PSQL = Path("/usr/bin/psql")
MULTI_CALL = f"""#!{PYTHON}
import os, sys
name = os.path.basename(sys.argv[0])
if name not in ("hello", "bye"):
    sys.exit(f"unknown applet {{name!r}}: run me as hello or bye")
print(f"{{name}} from the multi-call program")
"""


def make_multi_call(folder: Path) -> tuple[Path, Path]:
    """The program (behaving by argv[0], like busybox) and a link `hello` to it."""
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / "multi"
    program.write_text(MULTI_CALL)
    program.chmod(0o755)
    link = folder / "hello"
    link.symlink_to(program)
    return program, link


async def run(runner: SecureCLIRunner, name: str, *args: str) -> tuple[int, str, str]:
    sink = Collected()
    outcome = await runner.run(name, list(args), on_stdout=sink.stdout, on_stderr=sink.stderr)
    return outcome.exit_code, bytes(sink.out).decode(), bytes(sink.err).decode()


async def test_a_link_runs_under_its_own_name(store: SecureCLIStore, runner: SecureCLIRunner, tmp_path: Path) -> None:
    program, link = make_multi_call(tmp_path / "bin")
    binary = await store.create("hello", path=str(link), env={"HELLO_TOKEN": "hello-token-value-123"})
    assert binary.path == str(link)
    assert await store.link_target(binary) == str(program)
    assert await run(runner, "hello") == (0, "hello from the multi-call program\n", "")


async def test_a_link_pointed_elsewhere_is_refused(
    store: SecureCLIStore, runner: SecureCLIRunner, tmp_path: Path
) -> None:
    program, link = make_multi_call(tmp_path / "bin")
    await store.create("hello", path=str(link), env={"HELLO_TOKEN": "hello-token-value-123"})
    marker = tmp_path / "intruder-ran"
    intruder = tmp_path / "elsewhere" / "intruder"
    intruder.parent.mkdir()
    intruder.write_text(f"#!{PYTHON}\nopen({str(marker)!r}, 'w').write('ran')\n")
    intruder.chmod(0o755)
    link.unlink()
    link.symlink_to(intruder)
    with pytest.raises(BinaryNotAllowedError) as refused:
        await run(runner, "hello")
    message = str(refused.value)
    assert str(link) in message and str(intruder) in message and str(program) in message
    assert "cred update hello --path" in message
    assert not marker.exists()
    # Confirming the new target (as the message says) records it; the run then goes ahead.
    binary = await store.get_by_name("hello")
    await store.update(binary.id, path=str(link))
    assert await store.link_target(await store.get_by_name("hello")) == str(intruder)
    code, _out, _err = await run(runner, "hello")
    assert code == 0 and marker.exists()


async def test_a_plain_file_keeps_working_and_a_file_turned_link_is_refused(
    store: SecureCLIStore, runner: SecureCLIRunner, tmp_path: Path
) -> None:
    program, _link = make_multi_call(tmp_path / "bin")
    plain = tmp_path / "bin" / "bye"
    plain.write_text(MULTI_CALL)
    plain.chmod(0o755)
    await store.create("bye", path=str(plain), env={"BYE_TOKEN": "bye-token-value-1234"})
    assert await run(runner, "bye") == (0, "bye from the multi-call program\n", "")
    plain.unlink()
    plain.symlink_to(program)
    with pytest.raises(BinaryNotAllowedError, match="now points to"):
        await run(runner, "bye")


def cli(env: dict[str, str], *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env=env, input=stdin, capture_output=True,
                          text=True, timeout=120, check=False)


def test_cred_add_by_a_link_and_exec(cli_env: dict[str, str], tmp_path: Path) -> None:
    env = {**cli_env, "GOCLAW_KEY": "4f" * 32}
    _program, link = make_multi_call(tmp_path / "bin")
    added = cli(env, "cred", "add", "hello", "--path", str(link), "--env", "HELLO_TOKEN",
                stdin="hello-token-value-123\n")
    assert added.returncode == 0 and f"({link})" in added.stdout, (added.stdout, added.stderr)
    ran = cli(env, "exec", "hello")
    assert (ran.returncode, ran.stdout) == (0, "hello from the multi-call program\n"), ran.stderr


@pytest.mark.skipif(not PSQL.is_symlink(), reason="needs Debian's /usr/bin/psql -> pg_wrapper")
def test_debian_psql_through_pg_wrapper(cli_env: dict[str, str]) -> None:
    env = {**cli_env, "GOCLAW_KEY": "4f" * 32}
    added = cli(env, "cred", "add", "psql", "--path", str(PSQL), "--env", "PGPASSWORD", stdin="not-a-real-password\n")
    assert added.returncode == 0, added.stderr
    ran = cli(env, "exec", "psql", "--", "--version")
    assert ran.returncode == 0 and ran.stdout.startswith("psql (PostgreSQL)"), (ran.stdout, ran.stderr)
