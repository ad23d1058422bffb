"""Which host a URL names, read the way the programs that fetch it read it.

Parsers disagree, and a host binding that reads a URL one way while the tool reads it
another sends the token elsewhere (`http://127.0.0.2#@127.0.0.1/`: a naive reading sees
127.0.0.1, every fetcher connects to 127.0.0.2). So each URL is read several ways and
every host any reading finds counts:

* WHATWG (browsers, Node, and the rules curl and Python follow for most URLs): tabs and
  newlines removed, leading/trailing controls and spaces stripped; for http(s), ws(s),
  ftp and file any run of ``/`` and ``\\`` after the scheme is skipped (``https:/\\h``,
  ``http:h``) and the authority ends at the first ``/``, ``\\``, ``?`` or ``#``;
* curl / RFC 3986: one to three ``/`` after the scheme, the authority ends at the first
  ``/``, ``?`` or ``#`` (a backslash is part of the user name);
* Python's urllib: exactly ``//``, the authority ends at ``/``, ``?`` or ``#``;
* each of them splitting the user name at the first ``@`` as well as the last.

A host is percent-decoded, mapped to its IDNA form (full-width letters, ideographic full
stops), and a numeric IPv4 host is written as a dotted quad (``2130706434`` and
``127.1`` are what getaddrinfo, curl and WHATWG make of them). A URL whose readings name
different hosts is ambiguous; one whose host cannot be written that way is unreadable:
both withhold a host-bound credential. Without a scheme, ``host:port`` and a dotted-quad
IPv4 address count too (curl fetches ``127.0.0.2:8080`` as http).
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import unquote

import idna

__all__ = ["UrlHosts", "canonical_host", "url_hosts"]

_SPECIAL = frozenset({"http", "https", "ws", "wss", "ftp"})
_LOCAL = "file"  # no host is contacted
_SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*):(.*)$", re.DOTALL)
_TAB_OR_NEWLINE = str.maketrans("", "", "\t\n\r")
_C0_AND_SPACE = "".join(chr(c) for c in range(0x21))
_SCHEMELESS = re.compile(
    r"^(?:[^@/\s\\]*@)?(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._~%-]+)(:\d{0,5})?(?:[/?#\\].*)?$", re.DOTALL
)
_DOTTED_QUAD = re.compile(r"^\d+\.\d+\.\d+\.\d+$")
_PLAIN_HOST = re.compile(r"^[a-z0-9._-]+$")
_NUMBER = re.compile(r"^(?:0[xX][0-9a-fA-F]*|[0-9]+)$")


@dataclass(frozen=True)
class UrlHosts:
    hosts: frozenset[str]
    problem: str | None = None  # why a host-bound credential must be withheld, whatever the hosts


def _ipv4(host: str) -> str | None:
    """The WHATWG IPv4 parser (also inet_aton's): `127.1`, `0x7f.1`, `2130706434` as a dotted quad.

    None when `host` is not numeric; ValueError when it is numeric but out of range."""
    parts = host.split(".")
    if parts and parts[-1] == "" and len(parts) > 1:
        parts = parts[:-1]
    if not parts or not _NUMBER.match(parts[-1]) or len(parts) > 4:
        return None
    numbers = []
    for part in parts:
        if not _NUMBER.match(part):
            raise ValueError(host)
        if part[:2].lower() == "0x":
            numbers.append(int(part[2:] or "0", 16))
        elif len(part) > 1 and part.startswith("0"):
            numbers.append(int(part, 8))
        else:
            numbers.append(int(part))
    *head, last = numbers
    if any(n > 255 for n in head) or last >= 256 ** (5 - len(numbers)):
        raise ValueError(host)
    value = last
    for index, number in enumerate(head):
        value += number << (8 * (3 - index))
    return str(ipaddress.IPv4Address(value))


def canonical_host(raw: str) -> str:
    """`raw` (brackets, percent-escapes, any case) as the host a resolver would be asked for.

    Raises ValueError for a host no fetcher would accept as written."""
    host = unquote(raw, errors="strict").strip()
    if host.startswith("["):
        if not host.endswith("]"):
            raise ValueError(raw)
        return ipaddress.IPv6Address(host[1:-1]).compressed
    host = host.lower().rstrip(".")
    if not host:
        return ""
    quad = _ipv4(host)
    if quad is not None:
        return quad
    if host.isascii() and _PLAIN_HOST.match(host):
        return host
    try:
        return idna.encode(host, uts46=True).decode("ascii").rstrip(".")
    except idna.IDNAError as exc:
        raise ValueError(raw) from exc


def _host_port(authority: str, *, first_at: bool) -> str:
    """The host of an authority (`user:pw@host:port`), user name split at the first or last `@`."""
    if "@" in authority:
        authority = authority.split("@")[1] if first_at else authority.rpartition("@")[2]
    if authority.startswith("["):
        return authority[: authority.find("]") + 1] if "]" in authority else authority
    return authority.partition(":")[0]


def _until(text: str, stops: str) -> str:
    for index, ch in enumerate(text):
        if ch in stops:
            return text[:index]
    return text


def _authorities(scheme: str, rest: str) -> list[str]:
    """The authority as each parser finds it (none when a parser sees no authority)."""
    found = []
    if scheme in _SPECIAL:  # WHATWG
        found.append(_until(rest.lstrip("/\\"), "/\\?#"))
    elif rest.startswith("//"):
        found.append(_until(rest[2:], "/?#"))
    slashes = len(rest) - len(rest.lstrip("/"))
    if 1 <= slashes <= 3:  # curl; RFC 3986 and urllib with exactly two
        found.append(_until(rest[slashes:], "/?#"))
    return found


def _schemeless(cleaned: str) -> set[str]:
    """`host:port[/...]` or a dotted-quad address, which curl fetches as http."""
    m = _SCHEMELESS.match(cleaned)
    if m is None or cleaned.startswith("-"):
        return set()
    host, port = m.group(1), m.group(2) or ""
    return {host} if len(port) > 1 or _DOTTED_QUAD.match(host) else set()


def url_hosts(text: str, *, schemeless: bool = True) -> UrlHosts | None:
    """The hosts `text` names when it is a URL (see the module docstring), else None.

    `schemeless=False` reads only URLs with a scheme (a short flag's attached value:
    `-qhost:5432` is more likely `-q` `-h host:5432` than a URL)."""
    cleaned = text.translate(_TAB_OR_NEWLINE).strip(_C0_AND_SPACE)
    raws: set[str] = set()
    m = _SCHEME.match(cleaned)
    if m is not None and m.group(1).lower() == _LOCAL:
        return None
    if m is not None and len(m.group(1)) > 1:  # one letter is a Windows drive (C:\\...)
        raws = {_host_port(a, first_at=f) for a in _authorities(m.group(1).lower(), m.group(2)) for f in (False, True)}
    if not raws and schemeless:
        raws = _schemeless(cleaned)
    if not raws:
        return None
    hosts: set[str] = set()
    unreadable = False
    for raw in raws:
        try:
            hosts.add(canonical_host(raw))
        except (ValueError, UnicodeError):
            unreadable = True
    hosts.discard("")
    named = " or ".join(sorted(hosts))
    if unreadable and not hosts:
        return UrlHosts(frozenset(), "a URL's host cannot be read as a host name")
    if unreadable:
        return UrlHosts(frozenset(hosts), f"a URL can be read more than one way (as naming {named} by some programs)")
    if len(hosts) > 1:
        return UrlHosts(frozenset(hosts), f"a URL can be read as naming {named}, depending on the program")
    return UrlHosts(frozenset(hosts))
