"""One `web_fetch` over the network: checked, pinned, redirect by redirect, within limits.

httpx never resolves a name here: each hop's host is checked by `guard.check_target`, and the
request goes to the checked address with the name in the Host header and as the TLS server
name (so certificates are still verified against the name). Redirects are followed by hand,
each target checked again. Proxies from the environment are ignored (`trust_env=False`): a
proxy would resolve names itself, past the guard.

The body is read raw and decompressed here, never more than `max_bytes` out, so a gzip bomb
costs at most that much memory; one that hits the cap at a ratio past `max_ratio` is refused.
"""

from __future__ import annotations

import asyncio
import ssl
import zlib
from dataclasses import dataclass

import httpx

from goclaw_lite import __version__
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.web import FetchLimits
from goclaw_lite.webtools.guard import AllowList, Resolver, Target, check_target

__all__ = ["RawResponse", "fetch_raw", "parse_url"]

USER_AGENT = f"GoClaw-Lite/{__version__} (web_fetch; +https://github.com/nextlevelbuilder/goclaw)"
_REDIRECTS = frozenset({301, 302, 303, 307, 308})
_READ_TIMEOUT = 15.0


@dataclass(frozen=True)
class RawResponse:
    url: str
    final_url: str
    status: int
    content_type: str
    body: bytes
    redirects: tuple[str, ...] = ()
    truncated: bool = False
    """The body went past `max_bytes` and was cut there."""
    declared_length: int | None = None


def parse_url(text: str) -> httpx.URL:
    """An http(s) URL with a host and no credentials in it, or a `ValidationError` saying why not."""
    raw = str(text or "").strip()
    if not raw:
        raise ValidationError("No URL was given.")
    if "://" not in raw and not raw.lower().startswith(("http:", "https:")):
        raw = "https://" + raw
    try:
        url = httpx.URL(raw)
    except (httpx.InvalidURL, ValueError) as exc:
        raise ValidationError(f"{text!r} is not a valid URL ({exc}).") from None
    if url.scheme not in ("http", "https"):
        raise ValidationError(f"Only http and https URLs can be fetched, not {url.scheme}:.")
    if not url.host:
        raise ValidationError(f"{text!r} has no host.")
    if url.userinfo:
        raise ValidationError("URLs with a user name or password in them are not fetched.")
    return url


class _Decoder:
    """gzip / deflate / identity, never producing more than it is asked for."""

    def __init__(self, encoding: str) -> None:
        self.encoding = encoding
        if encoding in ("", "identity"):
            self._z: zlib._Decompress | None = None
        elif encoding in ("gzip", "x-gzip", "deflate"):
            self._z = zlib.decompressobj(zlib.MAX_WBITS | 32)  # gzip or zlib header, found by itself
        else:
            raise ValidationError(f"The server sent its body {encoding}-encoded, which web_fetch cannot decode.")
        self._raw_deflate = False

    def feed(self, chunk: bytes, room: int) -> tuple[bytes, int]:
        """Decoded bytes (at most `room`), and how many bytes of `chunk` were left unread."""
        if self._z is None:
            return chunk[:room], max(0, len(chunk) - room)
        out = bytearray()
        data = chunk
        while data and len(out) < room:
            try:
                piece = self._z.decompress(data, room - len(out))
            except zlib.error:
                if self.encoding == "deflate" and not self._raw_deflate and not out:
                    self._raw_deflate = True  # some servers send deflate without the zlib header
                    self._z = zlib.decompressobj(-zlib.MAX_WBITS)
                    continue
                raise ValidationError(f"The server's {self.encoding} body is corrupt.") from None
            out += piece
            if self._z.eof:  # another gzip member may follow
                data = self._z.unused_data
                if data:
                    self._z = zlib.decompressobj(zlib.MAX_WBITS | 32)
            else:
                data = self._z.unconsumed_tail
        return bytes(out), len(data)


async def _read_body(response: httpx.Response, limits: FetchLimits) -> tuple[bytes, bool]:
    encoding = response.headers.get("content-encoding", "").strip().lower()
    decoder = _Decoder(encoding)
    out = bytearray()
    raw_bytes = 0
    async for chunk in response.aiter_raw():
        data, left = decoder.feed(chunk, limits.max_bytes - len(out))
        raw_bytes += len(chunk) - left
        out += data
        if left or len(out) >= limits.max_bytes:
            if decoder.encoding not in ("", "identity") and len(out) > limits.max_ratio * max(1, raw_bytes):
                raise ValidationError(
                    f"The response expanded from {raw_bytes:,} compressed bytes past the {limits.max_bytes:,}-byte "
                    "limit; it looks like a compression bomb and was not read further."
                )
            return bytes(out), True
    return bytes(out), False


def _host_header(url: httpx.URL) -> str:
    host = url.raw_host.decode("ascii")
    if ":" in host:
        host = f"[{host}]"
    return host if url.port is None else f"{host}:{url.port}"


async def fetch_raw(
    url: str, limits: FetchLimits, resolver: Resolver, allow: AllowList, *, accept: str = "*/*",
    headers: dict[str, str] | None = None, verify: ssl.SSLContext | None = None,
) -> RawResponse:
    """GET `url` (following checked redirects), the body cut at `limits.max_bytes`.

    `verify` replaces the system's trusted certificates (a test's own authority)."""
    start = parse_url(url)
    try:
        async with asyncio.timeout(limits.total_seconds):
            return await _fetch(start, limits, resolver, allow, accept, headers or {}, verify)
    except TimeoutError:
        raise ValidationError(
            f"{start.host} did not send the whole page within {limits.total_seconds:g} s; the fetch was stopped."
        ) from None


async def _fetch(
    start: httpx.URL, limits: FetchLimits, resolver: Resolver, allow: AllowList, accept: str, extra: dict[str, str],
    verify: ssl.SSLContext | None,
) -> RawResponse:
    timeout = httpx.Timeout(_READ_TIMEOUT, connect=limits.connect_seconds)
    redirects: list[str] = []
    current = start
    client = httpx.AsyncClient(trust_env=False, follow_redirects=False, timeout=timeout, verify=verify or True)
    async with client:
        for _hop in range(limits.max_redirects + 1):
            port = current.port or (443 if current.scheme == "https" else 80)
            target = await check_target(current.raw_host.decode("ascii"), port, resolver, allow)
            headers = {"Host": _host_header(current), "User-Agent": USER_AGENT, "Accept": accept,
                       "Accept-Encoding": "gzip, deflate", **extra}
            response = await _send(client, current, target, headers)
            try:
                location = response.headers.get("location")
                if response.status_code in _REDIRECTS and location:
                    try:
                        current = parse_url(str(current.join(location)))
                    except ValidationError as exc:
                        raise ValidationError(
                            f"{current.host} redirected to a URL that is not fetched: {exc}") from None
                    redirects.append(str(current))
                    continue
                try:
                    body, truncated = await _read_body(response, limits)
                except httpx.TimeoutException:
                    raise ValidationError(f"{current.host} stopped sending the page; the fetch was stopped.") from None
                except httpx.HTTPError as exc:
                    raise ValidationError(f"Reading from {current.host} failed: {_network_problem(exc)}.") from None
                length = response.headers.get("content-length", "")
                return RawResponse(
                    url=str(start), final_url=str(current), status=response.status_code,
                    content_type=response.headers.get("content-type", ""), body=body, redirects=tuple(redirects),
                    truncated=truncated, declared_length=int(length) if length.isdigit() else None,
                )
            finally:
                await response.aclose()
    raise ValidationError(f"{start.host} redirected more than {limits.max_redirects} times; the fetch was stopped.")


async def _send(client: httpx.AsyncClient, url: httpx.URL, target: Target, headers: dict[str, str]) -> httpx.Response:
    """The response from the first checked address that connects (an IPv6 address may be unreachable here)."""
    extensions = {"sni_hostname": target.host} if url.scheme == "https" else {}
    for number, address in enumerate(target.addresses, 1):
        request = client.build_request("GET", url.copy_with(host=address), headers=headers, extensions=extensions)
        try:
            return await client.send(request, stream=True)
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            if number < len(target.addresses):
                continue
            if isinstance(exc, httpx.ConnectTimeout):
                raise ValidationError(f"{url.host} did not answer in time.") from None
            raise ValidationError(f"Could not fetch {url.host}: {_network_problem(exc)}.") from None
        except httpx.TimeoutException:
            raise ValidationError(f"{url.host} did not answer in time.") from None
        except httpx.HTTPError as exc:
            raise ValidationError(f"Could not fetch {url.host}: {_network_problem(exc)}.") from None
    raise ValidationError(f"{url.host} has no address to connect to.")


def _network_problem(exc: httpx.HTTPError) -> str:
    text = str(exc).strip()
    kind = type(exc).__name__
    return f"{kind}: {text[:200]}" if text else kind
