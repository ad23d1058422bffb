"""A real HTTP server on 127.0.0.1 that answers like the Hugging Face hub's file downloads.

`HEAD|GET /{owner}/{repo}/resolve/{revision}/{path}` with the headers `huggingface_hub` reads
(X-Repo-Commit, X-Linked-Etag with the LFS sha256, X-Linked-Size) and Range requests (206), so
`HF_ENDPOINT=fake_hub.url` points the real client at it. `GET /api/models?search=…&filter=gguf`
answers the hub's model search from the repositories of `files` (with their `siblings`).
Each file can be served slowly (to be interrupted), with damaged bytes (checksum test) or with a
size larger than any disk.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

COMMIT = "0123456789abcdef0123456789abcdef01234567"


@dataclass
class HubFile:
    data: bytes
    chunk_delay: float = 0.0
    """Seconds between 16 KiB chunks (a slow download that a test can interrupt)."""
    damaged: bool = False
    """Serve bytes whose checksum is not the one advertised."""
    advertised_size: int | None = None

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


@dataclass
class FakeHub:
    files: dict[str, HubFile] = field(default_factory=dict)
    """`owner/repo/path` -> the file."""
    requests: list[tuple[str, str, str]] = field(default_factory=list)
    """(method, path, Range header) of every request, in order."""
    served: int = 0
    """Bytes of file content sent so far."""
    url: str = ""
    search_answer: bytes | None = None
    """What the model search answers instead of the real list (garbage, for a test)."""
    _server: ThreadingHTTPServer | None = None

    def start(self) -> FakeHub:
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:
                pass

            def do_HEAD(self) -> None:
                self._answer(body=False)

            def do_GET(self) -> None:
                self._answer(body=True)

            def _answer(self, *, body: bool) -> None:
                hub.requests.append((self.command, self.path, self.headers.get("Range", "")))
                if self.path.startswith("/api/models?") or self.path == "/api/models":
                    self._search()
                    return
                parts = self.path.split("?")[0].strip("/").split("/")
                if len(parts) < 5 or parts[2] != "resolve":
                    self.send_error(404)
                    return
                hub_file = hub.files.get("/".join([*parts[:2], *parts[4:]]))
                if hub_file is None:
                    self.send_response(404)
                    self.send_header("X-Error-Code", "EntryNotFound")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                data = hub_file.data if not hub_file.damaged else bytes(b ^ 0xFF for b in hub_file.data)
                start = 0
                ranged = self.headers.get("Range", "")
                if ranged.startswith("bytes="):
                    start = int(ranged.removeprefix("bytes=").split("-")[0] or 0)
                self.send_response(206 if start else 200)
                size = hub_file.advertised_size or len(data)
                self.send_header("X-Repo-Commit", COMMIT)
                self.send_header("ETag", f'"{hub_file.sha256}"')
                self.send_header("X-Linked-Etag", f'"{hub_file.sha256}"')
                self.send_header("X-Linked-Size", str(size))
                self.send_header("Accept-Ranges", "bytes")
                self.send_header("Content-Length", str(len(data) - start))
                if start:
                    self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
                self.end_headers()
                if not body:
                    return
                for offset in range(start, len(data), 16 * 1024):
                    chunk = data[offset:offset + 16 * 1024]
                    try:
                        self.wfile.write(chunk)
                        self.wfile.flush()
                    except OSError:
                        return
                    hub.served += len(chunk)
                    if hub_file.chunk_delay:
                        time.sleep(hub_file.chunk_delay)

            def _search(self) -> None:
                if hub.search_answer is not None:
                    body = hub.search_answer
                else:
                    query = parse_qs(urlsplit(self.path).query)
                    words = " ".join(query.get("search", [])).lower()
                    repos: dict[str, list[str]] = {}
                    for key in hub.files:
                        owner, name, path = key.split("/", 2)
                        repos.setdefault(f"{owner}/{name}", []).append(path)
                    found = [
                        {"id": repo, "downloads": 10 * len(files), "tags": ["gguf"],
                         "siblings": [{"rfilename": f} for f in [*files, "README.md"]]}
                        for repo, files in sorted(repos.items()) if words in repo.lower()
                    ]
                    body = json.dumps(found[: int(query.get("limit", ["1000"])[0])]).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        threading.Thread(target=self._server.serve_forever, name="fake-hub", daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
