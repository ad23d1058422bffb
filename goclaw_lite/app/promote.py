"""Promotion as one service under both faces: `goclaw-lite promote` and the Promote page.

It holds the checks (which SQLite file, which target, what may be combined), the writer lock
a switch needs, the switch itself and its activity row, so the CLI only parses and prints and
the page only binds widgets. The password lives only in the `Connection` the page holds and in
the URL handed to the driver; every text meant for a person (`explain`, `describe`) has it
removed, and the URL that switching stores never carries it (libpq reads it from ~/.pgpass or
PGPASSWORD).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from goclaw_lite.config import Paths
from goclaw_lite.errors import UserError, ValidationError
from goclaw_lite.promote.audit import record_switch
from goclaw_lite.promote.preflight import ForeignInstallError
from goclaw_lite.promote.preflight import Preflight as Preflight
from goclaw_lite.promote.progress import ProgressCallback
from goclaw_lite.promote.progress import ProgressEvent as ProgressEvent
from goclaw_lite.promote.run import DEFAULT_BATCH_SIZE as DEFAULT_BATCH_SIZE
from goclaw_lite.promote.run import PROGRAM, VerificationFailedError, promote
from goclaw_lite.promote.run import PromoteOptions as PromoteOptions
from goclaw_lite.promote.run import PromoteResult as PromoteResult
from goclaw_lite.promote.switch import switch_back, switch_to
from goclaw_lite.security.redact import redact_values
from goclaw_lite.store.backend.lock import WriterLock
from goclaw_lite.store.backend.pg_errors import PostgresConnectError
from goclaw_lite.store.backend.pg_target import describe_url
from goclaw_lite.store.lifecycle.open import is_postgres_url, parse_store_location


def describe(url: str) -> str:
    """The "PostgreSQL user@host:port/db" label of a URL, without its password."""
    return describe_url(url)


@dataclass(frozen=True)
class Connection:
    host: str
    port: int
    database: str
    user: str
    password: str = field(default="", repr=False)

    @classmethod
    def from_fields(cls, host: str, port: str, database: str, user: str, password: str) -> Connection:
        host, database, user = host.strip(), database.strip(), user.strip()
        missing = [name for name, value in (("host", host), ("database", database), ("user", user)) if not value]
        if missing:
            raise ValidationError(f"Fill in the {', '.join(missing)}.")
        try:
            number = int(port.strip() or "5432")
        except ValueError:
            raise ValidationError(f"The port must be a number, not {port.strip()!r}.") from None
        if not 0 < number < 65536:
            raise ValidationError("The port must be between 1 and 65535.")
        return cls(host, number, database, user, password)

    @property
    def url(self) -> str:
        """The URL for the driver; it carries the password, so it is never shown or logged."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        secret = f":{quote(self.password, safe='')}" if self.password else ""
        return f"postgresql://{quote(self.user, safe='')}{secret}@{host}:{self.port}/{quote(self.database, safe='')}"

    @property
    def label(self) -> str:
        return describe_url(self.url)


@dataclass(frozen=True)
class Explained:
    """An error as the page shows it: a short headline and what to do."""

    headline: str
    detail: str
    case: str = ""
    """Which headline (a window says it in its words): a `_HEADLINES` key, `cannot_connect`, `foreign`,
    `differs`, `disk_full`, `failed` or `unexpected`."""


_HEADLINES = {
    "auth": "Wrong user name or password",
    "unreachable": "The server cannot be reached",
    "privilege": "Missing privileges",
    "no_database": "No such database",
    "no_role": "No such user",
    "refused": "The server refuses this connection",
    "busy": "The server is busy",
}


def explain(exc: BaseException, connection: Connection | None) -> Explained:
    """Headline and message for the window, with the password taken out of any text."""
    secrets = {"password": connection.password} if connection is not None and connection.password else {}
    text = redact_values(str(exc) if isinstance(exc, UserError) else f"{type(exc).__name__}: {exc}", secrets)
    if isinstance(exc, PostgresConnectError):
        known = exc.reason in _HEADLINES
        return Explained(_HEADLINES.get(exc.reason, "Cannot connect"), text, exc.reason if known else "cannot_connect")
    if isinstance(exc, ForeignInstallError):
        return Explained("This database belongs to another install", text, "foreign")
    if isinstance(exc, VerificationFailedError):
        return Explained("The copy differs from the source", text, "differs")
    lowered = text.lower()
    if "may not create" in lowered or "lacks a privilege" in lowered or "permission denied" in lowered:
        return Explained("Missing privileges", text, "privilege")
    if "out of disk space" in lowered:
        return Explained("The server's disk is full", text, "disk_full")
    if isinstance(exc, UserError):
        return Explained("Promotion failed", text, "failed")
    return Explained("Unexpected error", text, "unexpected")


@dataclass(frozen=True)
class Promoted:
    result: PromoteResult
    stored_url: str | None = None  # the password-free URL the app now uses, after a switch


class PromoteService:
    """Runs promotions of this data folder's SQLite database (or another SQLite file)."""

    def __init__(self, paths: Paths, source: Path | None = None) -> None:
        self.paths = paths
        self.source = source or paths.db_path

    @classmethod
    def for_store(cls, paths: Paths, store: str | None, *, switch: bool = False) -> PromoteService:
        """The service for the CLI's `--store` (a SQLite file only); a switch is for the data folder's own file."""
        source = paths.db_path
        if store:
            location = parse_store_location(store)
            if location.is_postgres or location.path is None:
                raise ValidationError("promote copies a SQLite database; --store must name a SQLite file here.")
            source = location.path
        if switch and source != paths.db_path:
            raise ValidationError("--switch applies to the data folder's own database; drop --store to use it.")
        return cls(paths, source)

    @staticmethod
    def check_url(url: str | None) -> str:
        if not url or not is_postgres_url(url):
            raise ValidationError("Give the target as postgresql://user@host:port/database (or use --switch-back).")
        return url

    async def check(self, connection: Connection) -> Preflight:
        """Test connection: reach the server and run the preflight, writing nothing."""
        result = await promote(self.source, connection.url, PromoteOptions(dry_run=True))
        return result.preflight

    async def run(self, connection: Connection, on_progress: ProgressCallback, *, resume: bool) -> PromoteResult:
        return await promote(self.source, connection.url, PromoteOptions(resume=resume), on_progress)

    async def promote_url(
        self, url: str, options: PromoteOptions, on_progress: ProgressCallback | None, *, switch: bool
    ) -> Promoted:
        """The CLI's run: copy and verify; with `switch`, under the data folder's writer lock (no SQLite
        write may land after the snapshot, so the app must be closed), then switch and log it."""
        if options.dry_run and switch:
            raise ValidationError("--dry-run writes nothing, so it cannot --switch.")
        lock = WriterLock(self.paths.lock_path, PROGRAM) if switch else None
        if lock is not None:
            lock.acquire()
        try:
            result = await promote(self.source, url, options, on_progress)
            if not switch:
                return Promoted(result)
            stored = switch_to(self.paths, url)
            await record_switch(url, result)
            return Promoted(result, stored)
        finally:
            if lock is not None:
                lock.release()

    async def switch(self, connection: Connection) -> str:
        """The page's switch (the window holds the writer lock): verify once more (nothing may
        have been written since the copy), then point the app at PostgreSQL; returns the stored,
        password-free URL."""
        again = await promote(self.source, connection.url)
        if again.copied_rows:
            raise VerificationFailedError("The database changed during the switch; run the promotion again.")
        stored = switch_to(self.paths, connection.url)
        await record_switch(connection.url, again)
        return stored

    def switch_back(self) -> str | None:
        """Use the SQLite file again (under its writer lock); returns the URL that was configured."""
        lock = WriterLock(self.paths.lock_path, f"{PROGRAM} --switch-back")
        lock.acquire()
        try:
            return switch_back(self.paths)
        finally:
            lock.release()
