"""One window per data directory: a second launch hands its request to the first and exits.

The first GUI listens on a local socket (a Unix socket or a Windows named pipe, via
QLocalServer) named from the user and the data directory, so two users, or one user with two
`GOCLAW_HOME`s, never reach each other's window. The socket is private to the user
(`UserAccessOption`). A later launch connects, sends one request line (`raise` or
`new-chat`) and waits for `ok`; the first instance raises its window. Nothing secret ever
crosses the socket, and a request that is not one of the known words is ignored.

The writer lock stays the authority over the database: this only turns "a second window
that would be refused" into "the window you already have".
"""

from __future__ import annotations

import getpass
import hashlib
import logging
from pathlib import Path

from goclaw_lite.gui.qt import QLocalServer, QLocalSocket, QObject, Signal

log = logging.getLogger(__name__)

REQUESTS = ("raise", "new-chat")
CONNECT_TIMEOUT_MS = 1000
REPLY_TIMEOUT_MS = 2000
_MAX_REQUEST_BYTES = 64


def server_name(data_dir: Path, store: str | None = None) -> str:
    """A short name unique to this user, data directory and store."""
    try:
        user = getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name on this platform: the home still differs
        user = str(Path.home())
    digest = hashlib.sha256(f"{user}\0{data_dir.resolve()}\0{store or ''}".encode()).hexdigest()[:16]
    return f"goclaw-lite-{digest}"


def ask_running_instance(name: str, request: str = "raise") -> bool:
    """Hand `request` to a running instance; True when it answered (this launch should exit)."""
    if request not in REQUESTS:
        raise ValueError(f"unknown request {request!r}")
    socket = QLocalSocket()
    socket.connectToServer(name)
    try:
        if not socket.waitForConnected(CONNECT_TIMEOUT_MS):
            return False
        socket.write(f"{request}\n".encode("ascii"))
        if not socket.waitForBytesWritten(REPLY_TIMEOUT_MS):
            return False
        while socket.bytesAvailable() < 3 and socket.waitForReadyRead(REPLY_TIMEOUT_MS):
            pass
        answered = bytes(socket.readAll().data()).startswith(b"ok")
        if not answered:
            log.warning("another GoClaw Lite window is listening but did not answer; opening a new one")
        return answered
    finally:
        socket.abort()


class InstanceServer(QObject):
    """Listens for later launches; emits `requested("raise" | "new-chat")`."""

    requested = Signal(str)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Start listening. A socket left by a crashed instance is removed first: the caller has
        just failed to reach anyone on it, so nobody owns it any more."""
        if self._server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)
        if self._server.listen(self.name):
            return True
        log.warning("single-instance socket %s unavailable: %s", self.name, self._server.errorString())
        return False

    @property
    def listening(self) -> bool:
        return self._server.isListening()

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            connection = self._server.nextPendingConnection()
            if connection is None:
                break
            connection.readyRead.connect(lambda c=connection: self._read(c))
            connection.disconnected.connect(connection.deleteLater)
            if connection.bytesAvailable():
                self._read(connection)

    def _read(self, connection: QLocalSocket) -> None:
        if not connection.canReadLine():
            if connection.bytesAvailable() > _MAX_REQUEST_BYTES:
                connection.abort()
            return
        request = bytes(connection.readLine(_MAX_REQUEST_BYTES).data()).decode("ascii", "replace").strip()
        if request in REQUESTS:
            connection.write(b"ok\n")
            connection.flush()
            self.requested.emit(request)
        else:
            connection.write(b"?\n")
            connection.flush()
        connection.disconnectFromServer()
