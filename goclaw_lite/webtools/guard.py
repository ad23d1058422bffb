"""Which addresses `web_fetch` may connect to: the SSRF guard.

A URL's host is resolved once, every address it resolves to is checked, and the fetcher
connects to one of those checked addresses (pinned: the name goes only into Host and SNI),
so a name that answers differently the second time (DNS rebinding) gains nothing. Each
redirect target goes through the same check.

Refused by default: loopback, private (RFC 1918, ULA), link-local, CGNAT (100.64/10),
multicast, unspecified, reserved and documentation ranges — anything `ipaddress` does not
call global — including IPv4 hidden in IPv6 (mapped, 6to4, NAT64, Teredo). Cloud metadata
addresses are refused even when the allow list covers them. An agent's allow list opens
hosts (`nas.local`, `localhost:8080`), addresses and networks (`192.168.1.0/24`, `[::1]:631`)
for the user's own services.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from goclaw_lite.errors import ValidationError

__all__ = [
    "AllowList", "BlockedAddressError", "IPAddress", "Resolver", "SystemResolver", "Target", "blocked_reason",
    "check_target",
]

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

METADATA = frozenset({ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254"),
                      ipaddress.ip_address("169.254.170.2"), ipaddress.ip_address("100.100.100.200")})
"""Cloud instance metadata (AWS, ECS, Alibaba): never reachable, allow list or not."""

_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_BLOCKED_NAMES = ("localhost", "localhost.localdomain", "metadata.google.internal")
_BLOCKED_SUFFIXES = (".localhost", ".internal")


class BlockedAddressError(ValidationError):
    """The URL leads somewhere `web_fetch` must not go; the message says where and why."""


class Resolver(Protocol):
    """Host name -> addresses. Injected in tests to play a rebinding DNS server."""

    async def resolve(self, host: str, port: int) -> list[str]: ...


class SystemResolver:
    """The operating system's resolver (getaddrinfo), as every other program here uses it."""

    async def resolve(self, host: str, port: int) -> list[str]:
        loop = asyncio.get_running_loop()
        try:
            infos = await loop.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        except socket.gaierror as exc:
            raise ValidationError(f"The host {host!r} was not found ({exc.strerror}).") from None
        seen: list[str] = []
        for _family, _type, _proto, _name, sockaddr in infos:
            address = str(sockaddr[0]).split("%", 1)[0]
            if address not in seen:
                seen.append(address)
        return seen


def _embedded_v4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.sixtofour is not None:
        return ip.sixtofour
    if ip.teredo is not None:
        return ip.teredo[1]
    if ip in _NAT64:
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def blocked_reason(ip: IPAddress) -> str:
    """Why `ip` is refused by default ('' when it is a public address)."""
    if ip in METADATA:
        return "a cloud metadata address"
    if isinstance(ip, ipaddress.IPv6Address):
        inner = _embedded_v4(ip)
        if inner is not None:
            reason = blocked_reason(inner)
            return f"{reason} (inside an IPv6 address)" if reason else ""
    for test, reason in (
        (ip.is_unspecified, "the unspecified address"),
        (ip.is_loopback, "a loopback address (this computer)"),
        (ip.is_link_local, "a link-local address"),
        (ip.is_multicast, "a multicast address"),
        (isinstance(ip, ipaddress.IPv4Address) and ip in ipaddress.ip_network("100.64.0.0/10"),
         "a carrier-grade NAT address"),
        (ip.is_private, "a private network address"),
        (ip.is_reserved, "a reserved address"),
        (not ip.is_global, "not a public address"),
    ):
        if test:
            return reason
    return ""


@dataclass(frozen=True)
class AllowEntry:
    host: str = ""
    network: Network | None = None
    port: int | None = None

    def matches(self, host: str, ip: IPAddress, port: int) -> bool:
        if self.port is not None and self.port != port:
            return False
        if self.network is not None:
            mapped = ip.ipv4_mapped if isinstance(ip, ipaddress.IPv6Address) else None
            return ip in self.network or (mapped is not None and mapped in self.network)
        return bool(self.host) and self.host == host


def _split_port(text: str) -> tuple[str, int | None]:
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        return host, _port(rest[1:]) if rest.startswith(":") else None
    if text.count(":") == 1:
        host, _, port = text.partition(":")
        return host, _port(port)
    return text, None


def _port(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise ValidationError(f"{text!r} is not a port number (1-65535).")
    return int(text)


@dataclass(frozen=True)
class AllowList:
    """Hosts, addresses and networks an agent may reach though they are not public."""

    entries: tuple[AllowEntry, ...] = ()

    @classmethod
    def parse(cls, items: Iterable[str]) -> AllowList:
        """`host`, `host:port`, `10.0.0.5`, `192.168.0.0/16`, `[::1]:8080`; a bad entry raises."""
        entries: list[AllowEntry] = []
        for raw in items:
            text = str(raw).strip().lower()
            if not text:
                continue
            bad = (f"{raw!r} is not a host, address or network for the web allow list "
                   "(e.g. nas.lan, localhost:8080, 192.168.1.0/24).")
            if "://" in text:
                raise ValidationError(bad)
            try:
                host, port = _split_port(text)
            except ValidationError:
                raise ValidationError(bad) from None
            try:
                network = ipaddress.ip_network(host, strict=False)
            except ValueError:
                if not host or any(c in host for c in "/@ \\"):
                    raise ValidationError(bad) from None
                entries.append(AllowEntry(host=host.rstrip("."), port=port))
            else:
                entries.append(AllowEntry(network=network, port=port))
        return cls(tuple(entries))

    def allows(self, host: str, ip: IPAddress, port: int) -> bool:
        return ip not in METADATA and any(e.matches(host, ip, port) for e in self.entries)


@dataclass(frozen=True)
class Target:
    """Where one request goes: the URL's host and port, and the checked addresses to connect to."""

    host: str
    port: int
    addresses: tuple[str, ...]
    """Every address the name resolved to, each checked; tried in order until one connects."""

    @property
    def address(self) -> str:
        return self.addresses[0]


def _literal(host: str) -> IPAddress | None:
    try:
        return ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return None


async def check_target(host: str, port: int, resolver: Resolver, allow: AllowList) -> Target:
    """Resolve `host` once and check every address; raise `BlockedAddressError` if any is refused."""
    name = host.strip("[]").lower().rstrip(".")
    literal = _literal(name)
    local_name = literal is None and (name in _BLOCKED_NAMES or name.endswith(_BLOCKED_SUFFIXES))
    if local_name and not any(e.host == name and e.port in (None, port) for e in allow.entries):
        raise BlockedAddressError(f"{host} is a local name; web_fetch does not reach this computer's own services "
                                      "unless the agent's web allow list names it.")
    addresses: Sequence[str] = [str(literal)] if literal is not None else await resolver.resolve(name, port)
    if not addresses:
        raise BlockedAddressError(f"The host {host!r} resolved to no address.")
    checked: list[IPAddress] = []
    for text in addresses:
        ip = _literal(text)
        if ip is None:
            raise BlockedAddressError(f"The host {host!r} resolved to {text!r}, which is not an IP address.")
        reason = blocked_reason(ip)
        if reason and not allow.allows(name, ip, port):
            shown = host if literal is not None else f"{host} (resolves to {ip})"
            hint = "" if ip in METADATA else "; add it to the agent's web allow list if it is your own service"
            raise BlockedAddressError(f"Refused to fetch {shown}: {reason}{hint}.")
        checked.append(ip)
    return Target(name, port, tuple(dict.fromkeys(str(ip) for ip in checked)))
