"""How resolved credentials reach a child: its environment, or short-lived 0600 files.

The child's environment is built fresh for every run from a copy of ours: the encryption
key variables are removed (a child that can read the key can decrypt every credential),
so is every variable name registered for any tool (so `gh` never sees the AWS secret
someone exported in their shell), and only then are this run's values added. Our own
`os.environ` is never modified. Command hooks start from the same `build_child_env`, with
the same withheld names (`registered_names`), so a hook sees no more than a tool would.

Tools that read keys from files (SSH keys, kubeconfig, service-account JSON) get a file
in a private directory (0700, on a RAM-backed filesystem where there is one), mode 0600,
its path in the variable the tool expects. The directory is removed when the run ends,
however it ends: by us, or by the run's watchdog (`watchdog`) when we are killed outright;
what a killed watchdog could not remove is swept at the start of the next run.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from goclaw_lite.security.crypto import Cipher
from goclaw_lite.security.keysource import ENV_NAMES
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.credentials.store import SecureCLIStore

__all__ = [
    "InjectedEnv",
    "WithheldNames",
    "build_child_env",
    "injected_files",
    "registered_names",
    "runtime_dir",
    "sweep_stale_dirs",
]

WithheldNames = Callable[[], Awaitable[Iterable[str]]]
"""Reads the variable names no child may inherit from us (asked at every run: registrations change)."""

_DIR_PREFIX = "goclaw-cred-"


def runtime_dir() -> Path:
    """Where credential files go: /dev/shm (memory, never the disk) when usable."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK | os.X_OK):
        return shm
    return Path(tempfile.gettempdir())


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def sweep_stale_dirs(base: Path | None = None) -> int:
    """Remove credential directories of our user whose owning process is gone."""
    base = base or runtime_dir()
    removed = 0
    try:
        entries = list(base.iterdir())
    except OSError:
        return 0
    for entry in entries:
        if not entry.name.startswith(_DIR_PREFIX):
            continue
        try:
            pid = int(entry.name[len(_DIR_PREFIX) :].split("-", 1)[0])
            if entry.stat().st_uid != os.getuid() or _pid_alive(pid):
                continue
        except (ValueError, OSError):
            continue
        shutil.rmtree(entry, ignore_errors=True)
        removed += 1
    return removed


@dataclass(frozen=True)
class InjectedEnv:
    """What one run adds to the child's environment (values hidden from repr)."""

    variables: Mapping[str, str] = field(repr=False)
    env_names: tuple[str, ...]
    file_names: tuple[str, ...]
    directory: Path | None


def _write_private(path: Path, content: str) -> None:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
        handle.write(content)


def _wipe(directory: Path) -> None:
    """Overwrite, then remove: a best effort for disks; on tmpfs removal frees the pages."""
    for child in directory.iterdir():
        with contextlib.suppress(OSError):
            size = child.stat().st_size
            with open(child, "r+b", buffering=0) as handle:
                handle.write(b"\0" * size)
    shutil.rmtree(directory, ignore_errors=True)


@contextlib.contextmanager
def injected_files(
    values: Mapping[str, str], file_names: Iterable[str], *, on_directory: Callable[[Path], None] | None = None
) -> Iterator[InjectedEnv]:
    """Materialise `values`: names in `file_names` become files, the rest stay variables.

    `on_directory` learns the private directory before any file is written in it (the run's
    watchdog removes it if we are killed)."""
    as_files = sorted(set(file_names) & set(values))
    env_names = tuple(sorted(n for n in values if n not in as_files))
    variables = {n: values[n] for n in env_names}
    directory: Path | None = None
    sweep_stale_dirs()
    try:
        if as_files:
            directory = Path(tempfile.mkdtemp(prefix=f"{_DIR_PREFIX}{os.getpid()}-", dir=runtime_dir()))
            os.chmod(directory, 0o700)
            if on_directory is not None:
                on_directory(directory)
            for index, name in enumerate(as_files):
                path = directory / f"{index:02d}-{name.lower()}"
                _write_private(path, values[name])
                variables[name] = str(path)
        yield InjectedEnv(variables=variables, env_names=env_names, file_names=tuple(as_files), directory=directory)
    finally:
        if directory is not None:
            _wipe(directory)


def build_child_env(
    parent: Mapping[str, str], injected: Mapping[str, str], *, withhold: Iterable[str] = ()
) -> dict[str, str]:
    """A fresh environment: `parent` minus the key and every withheld name, plus `injected`.

    The one place a child's environment is made: tools (the runner) and command hooks."""
    blocked = {n.upper() for n in (*ENV_NAMES, *withhold)}
    env = {k: v for k, v in parent.items() if k.upper() not in blocked}
    env.update(injected)
    return env


def registered_names(db: Database, identity: LocalIdentity, cipher: Cipher | None) -> WithheldNames | None:
    """Where the names registered for any tool are read from; None without a key (no
    credential can then be read, and no tool can run)."""
    if cipher is None:
        return None
    return SecureCLIStore(db, identity, cipher).registered_variable_names
