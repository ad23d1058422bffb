"""Real HTTP servers on 127.0.0.x for the web tools' tests: pages, redirects, hostile bodies, search APIs.

`WebServer(routes).start()` serves each path with a handler; `site_routes()` is a small web
site (an article, a redirect chain, redirects to loopback and to the metadata address, a
slow and a never-ending body, 2 GB promised, a gzip bomb, bad UTF-8, a PDF, plain text, an
image); `searxng_routes()` and `brave_routes()` speak those services' JSON (and, on other
paths, fail the ways real ones do). Every request is recorded; `sent` counts body bytes
written per path, so a test can see that a reader stopped.
"""

from __future__ import annotations

import gzip
import json
import ssl
import threading
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

Handler = Callable[["Request"], None]

ARTICLE = """<!doctype html>
<html><head><meta charset="utf-8"><title>Otters of the Lower Rhine</title>
<style>body {{ color: red }}</style><script>var tracking = "do-not-show";</script></head>
<body><nav><a href="/">Home</a> · <a href="/about">About</a></nav>
<article><h1>Otters of the Lower Rhine</h1>
<p>The Eurasian otter came back to the Lower Rhine in the 2010s, after forty years away. Surveys by
volunteers found spraint under {count} bridges, and camera traps near Wesel filmed a mother with two cubs.</p>
<p>Otters need clean water and fish; the river's recovery after the 1986 Sandoz fire brought both back.
Read the <a href="/report.pdf">survey report</a> for the counts per district.</p>
<h2>Where to see them</h2>
<ul><li>At dawn, near the Bislicher Insel</li><li>From the dike path at Xanten</li></ul>
<p>{secret}</p>
</article><footer>© Rhine Wildlife Society</footer></body></html>
"""


@dataclass
class Request:
    handler: BaseHTTPRequestHandler
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    server: WebServer

    def send(self, status: int, body: bytes = b"", content_type: str = "text/html; charset=utf-8",
             headers: dict[str, str] | None = None) -> None:
        h = self.handler
        h.send_response(status)
        h.send_header("Content-Type", content_type)
        for key, value in (headers or {}).items():
            h.send_header(key, value)
        if "Content-Length" not in (headers or {}):
            h.send_header("Content-Length", str(len(body)))
        h.end_headers()
        self.write(body)

    def write(self, data: bytes) -> bool:
        """Write body bytes; False once the client has gone."""
        try:
            self.handler.wfile.write(data)
            self.handler.wfile.flush()
        except OSError:
            return False
        self.server.sent[self.path] = self.server.sent.get(self.path, 0) + len(data)
        return True


@dataclass
class WebServer:
    routes: dict[str, Handler]
    host: str = "127.0.0.1"
    port: int = 0
    requests: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    sent: dict[str, int] = field(default_factory=dict)
    _httpd: ThreadingHTTPServer | None = None

    scheme: str = "http"

    @property
    def base(self) -> str:
        return f"{self.scheme}://{self.host}:{self.port}"

    def url(self, path: str) -> str:
        return self.base + path

    def start(self, tls: ssl.SSLContext | None = None) -> WebServer:
        """Serve on a thread; with `tls`, over HTTPS (`base` then says https)."""
        server = self
        self.scheme = "https" if tls is not None else "http"

        class _Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:
                pass

            def handle(self) -> None:
                try:
                    super().handle()
                except OSError:  # the client went away (a reader that stopped at its limit)
                    pass

            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                headers = {k.lower(): v for k, v in self.headers.items()}
                server.requests.append((self.path, headers))
                route = server.routes.get(parts.path)
                request = Request(self, parts.path, parse_qs(parts.query), headers, server)
                if route is None:
                    request.send(404, b"<html><body><p>not here</p></body></html>")
                    return
                route(request)

        httpd = ThreadingHTTPServer((self.host, self.port), _Handler)
        httpd.daemon_threads = True
        if tls is not None:
            httpd.socket = tls.wrap_socket(httpd.socket, server_side=True)
        self.port = httpd.server_address[1]
        self._httpd = httpd
        threading.Thread(target=httpd.serve_forever, name=f"web-server-{self.port}", daemon=True).start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None


def page(body: str, content_type: str = "text/html; charset=utf-8") -> Handler:
    return lambda r: r.send(200, body.encode("utf-8"), content_type)


def redirect(location: str | Callable[[Request], str], status: int = 302) -> Handler:
    def handle(r: Request) -> None:
        target = location(r) if callable(location) else location
        r.send(status, b"", headers={"Location": target})

    return handle


def _slow(r: Request) -> None:
    h = r.handler
    h.send_response(200)
    h.send_header("Content-Type", "text/html; charset=utf-8")
    h.send_header("Transfer-Encoding", "chunked")
    h.end_headers()
    while r.write(b"1\r\n.\r\n"):  # one byte, then a pause, for ever (until the client goes)
        time.sleep(0.05)


def _huge(r: Request) -> None:
    """Promises 2 GB and sends as fast as the client reads."""
    h = r.handler
    h.send_response(200)
    h.send_header("Content-Type", "text/plain; charset=utf-8")
    h.send_header("Content-Length", str(2 * 1024**3))
    h.end_headers()
    block = (b"All work and no play makes Jack a dull boy.\n" * 1500)[:65536]
    for _ in range(2 * 1024**3 // len(block)):
        if not r.write(block):
            return


_BOMB: list[bytes] = []


def gzip_bomb() -> bytes:
    """200 MB of zeros, gzip-compressed (about 200 KB)."""
    if not _BOMB:
        compressor = zlib.compressobj(9, zlib.DEFLATED, zlib.MAX_WBITS | 16)
        chunk = bytes(1024 * 1024)
        data = b"".join(compressor.compress(chunk) for _ in range(200)) + compressor.flush()
        _BOMB.append(data)
    return _BOMB[0]


def minimal_pdf(text: str) -> bytes:
    """A one-page PDF whose text layer holds `text` (Helvetica, ASCII)."""
    stream = f"BT /F1 18 Tf 72 720 Td ({text}) Tj ET".encode("ascii")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Title (Survey report) >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def site_routes(secret: str = "", elsewhere: str = "http://127.0.0.1:9/secret") -> dict[str, Handler]:
    """A small site; `elsewhere` is a URL on another (refused) server, for the loopback redirect."""
    article = ARTICLE.format(count=37, secret=secret or "Thanks to every volunteer.")
    chain = {f"/hop{i}": redirect(f"/hop{i + 1}") for i in range(1, 3)}
    return {
        "/page": page(article),
        "/start": redirect("/hop1", 301),
        **chain,
        "/hop3": redirect("/page", 307),
        "/loop": redirect("/loop"),
        "/to-loopback": redirect(elsewhere),
        "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/iam/security-credentials/"),
        "/to-ftp": redirect("ftp://example.org/file"),
        "/slow": _slow,
        "/huge": _huge,
        "/bomb": lambda r: r.send(200, gzip_bomb(), "text/html; charset=utf-8", {"Content-Encoding": "gzip"}),
        "/gzipped": lambda r: r.send(200, gzip.compress(article.encode()), "text/html; charset=utf-8",
                                     {"Content-Encoding": "gzip"}),
        "/bad-utf8": lambda r: r.send(200, b"<html><head><title>Caf\xe9</title></head><body><p>Caf\xe9 cr\xe8me "
                                      b"and \xff\xfe more text about coffee in Vienna.</p></body></html>"),
        "/odd-charset": lambda r: r.send(200, b"plain words here", "text/plain; charset=x-no-such-charset"),
        "/report.pdf": lambda r: r.send(200, minimal_pdf("Otters counted in 2025: 41"), "application/pdf"),
        "/notes.txt": page("First line.\nSecond line, with a \x00 NUL removed.\n", "text/plain; charset=utf-8"),
        "/data.json": page('{"otters": 41, "district": "Wesel"}', "application/json"),
        "/image.png": lambda r: r.send(200, b"\x89PNG\r\n\x1a\n" + bytes(100), "image/png"),
        "/secret": page("<html><body><p>INTERNAL ONLY</p></body></html>"),
    }


def _json(data: object) -> Handler:
    return lambda r: r.send(200, json.dumps(data).encode(), "application/json")


def searxng_routes(results: list[dict[str, str]]) -> dict[str, Handler]:
    """`/search?q=..&format=json` as SearXNG answers it; `/garbage/search` sends HTML, `/closed/search` 403."""

    def search(r: Request) -> None:
        if r.query.get("format") != ["json"]:
            r.send(200, b"<html>results page</html>")
            return
        query = r.query.get("q", [""])[0]
        r.send(200, json.dumps({
            "query": query, "number_of_results": len(results), "results": [
                {"title": h["title"], "url": h["url"], "content": h["snippet"], "engine": "duckduckgo",
                 "engines": ["duckduckgo"], "category": "general", "score": 1.0} for h in results
            ], "answers": [], "suggestions": [], "unresponsive_engines": [],
        }).encode(), "application/json")

    return {
        "/search": search,
        "/garbage/search": page("<html><body>Welcome to nginx!</body></html>"),
        "/closed/search": lambda r: r.send(403, b"Forbidden", "text/plain"),
        "/wrongshape/search": _json({"hello": "world"}),
    }


def brave_routes(key: str, results: list[dict[str, str]]) -> dict[str, Handler]:
    """`/res/v1/web/search` as Brave answers it, checking `X-Subscription-Token`."""

    def search(r: Request) -> None:
        if r.headers.get("x-subscription-token") != key:
            r.send(422 if not r.headers.get("x-subscription-token") else 401, json.dumps({
                "type": "ErrorResponse", "error": {"code": "SUBSCRIPTION_TOKEN_INVALID", "status": 401},
            }).encode(), "application/json")
            return
        query = r.query.get("q", [""])[0]
        r.send(200, json.dumps({
            "type": "search", "query": {"original": query},
            "web": {"type": "search", "results": [
                {"title": h["title"], "url": h["url"], "description": h["snippet"], "language": "en"} for h in results
            ]},
        }).encode(), "application/json")

    return {"/res/v1/web/search": search}


@dataclass(frozen=True)
class LocalAuthority:
    """A certificate authority of the test's own: server contexts for named hosts, a client context trusting it."""

    key: object
    cert: object
    folder: object

    @classmethod
    def create(cls, folder: object) -> LocalAuthority:
        from datetime import UTC, datetime, timedelta

        from cryptography import x509
        from cryptography.hazmat.primitives import hashes
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import NameOID

        key = ec.generate_private_key(ec.SECP256R1())
        name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "GoClaw Lite test CA")])
        now = datetime.now(UTC)
        cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
                .serial_number(x509.random_serial_number()).not_valid_before(now - timedelta(days=1))
                .not_valid_after(now + timedelta(days=1))
                .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
                .sign(key, hashes.SHA256()))
        return cls(key, cert, folder)

    def client_context(self) -> ssl.SSLContext:
        from cryptography.hazmat.primitives.serialization import Encoding

        pem = self.cert.public_bytes(Encoding.PEM).decode()  # type: ignore[attr-defined]
        return ssl.create_default_context(cadata=pem)

    def server_context(self, hostname: str) -> ssl.SSLContext:
        from datetime import UTC, datetime, timedelta
        from pathlib import Path

        from cryptography import x509
        from cryptography.hazmat.primitives import hashes
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat
        from cryptography.x509.oid import NameOID

        key = ec.generate_private_key(ec.SECP256R1())
        now = datetime.now(UTC)
        cert = (x509.CertificateBuilder().subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, hostname)]))
                .issuer_name(self.cert.subject).public_key(key.public_key())  # type: ignore[attr-defined]
                .serial_number(x509.random_serial_number()).not_valid_before(now - timedelta(days=1))
                .not_valid_after(now + timedelta(days=1))
                .add_extension(x509.SubjectAlternativeName([x509.DNSName(hostname)]), critical=False)
                .sign(self.key, hashes.SHA256()))  # type: ignore[arg-type]
        folder = Path(str(self.folder))
        cert_path, key_path = folder / f"{hostname}.crt", folder / f"{hostname}.key"
        cert_path.write_bytes(cert.public_bytes(Encoding.PEM))
        key_path.write_bytes(key.private_bytes(Encoding.PEM, PrivateFormat.PKCS8, NoEncryption()))
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert_path, key_path)
        return context
