"""Where GoClaw Lite keeps its files, and the environment variables that move them.

`GOCLAW_HOME` overrides the platform data directory; everything the app writes (database,
lock, key file fallback, backups) lives below it. Logs go to the platform log directory
unless `GOCLAW_HOME` is set, in which case they stay under it so a test or a portable
install never writes elsewhere.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "goclaw-lite"
DB_FILENAME = "goclaw.db"
LOCK_FILENAME = "goclaw.lock"
KEY_FILENAME = "goclaw.key"
SETTINGS_FILENAME = "settings.json"


@dataclass(frozen=True)
class Paths:
    data_dir: Path
    log_dir: Path

    @property
    def db_path(self) -> Path:
        return self.data_dir / DB_FILENAME

    @property
    def lock_path(self) -> Path:
        return self.data_dir / LOCK_FILENAME

    @property
    def key_file(self) -> Path:
        return self.data_dir / KEY_FILENAME

    @property
    def backup_dir(self) -> Path:
        return self.data_dir / "backups"

    @property
    def settings_file(self) -> Path:
        return self.data_dir / SETTINGS_FILENAME

    @property
    def models_dir(self) -> Path:
        """Downloaded local models (`goclaw-lite model pull`), served by the built-in server."""
        return self.data_dir / "models"


def resolve_paths(environ: Mapping[str, str] | None = None) -> Paths:
    env = os.environ if environ is None else environ
    home = env.get("GOCLAW_HOME", "").strip()
    if home:
        data_dir = Path(home).expanduser().resolve()
        return Paths(data_dir=data_dir, log_dir=data_dir / "logs")
    return Paths(
        data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        log_dir=Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
    )


def ensure_private_dir(path: Path) -> None:
    """Create a directory readable by the owner only (it holds the database and maybe a key).

    Every folder created on the way is 0700 too (`mkdir(parents=True)` would make the missing
    parents 0755: a new `GOCLAW_HOME` whose `logs/` is created first); folders that exist
    already keep their mode.
    """
    missing: list[Path] = []
    folder = path
    while not folder.exists() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    for folder in reversed(missing):
        try:
            folder.mkdir(mode=0o700)
        except FileExistsError:
            continue  # made by another process meanwhile: its mode is its maker's
        os.chmod(folder, 0o700)  # whatever the umask
    if not path.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(path))


PRIVATE_FILE_MODE = 0o600


@contextlib.contextmanager
def private_output(target: Path, *, replace: bool = True) -> Iterator[Path]:
    """A file of user data (export, screenshot, backup) written under a temporary name beside
    `target`, then moved into place: 0600 whatever the umask or the mode of a file it replaces,
    and a failure leaves neither a half file nor the temporary one. Yields the temporary path
    for writers that take a file name (Qt's image and SVG writers keep the mode they find).
    `replace=False` refuses an existing `target` (FileExistsError)."""
    folder = target.parent if str(target.parent) else Path(".")
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial", dir=folder)  # 0600
    os.close(fd)
    temporary = Path(name)
    try:
        yield temporary
        os.chmod(temporary, PRIVATE_FILE_MODE)
        if not replace and target.exists():
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(target))
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def write_private(target: Path, data: str | bytes, *, replace: bool = True) -> Path:
    """Write `data` (text as UTF-8) to `target` through `private_output`."""
    with private_output(target, replace=replace) as temporary:
        temporary.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return target
