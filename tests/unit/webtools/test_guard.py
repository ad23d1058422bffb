"""The SSRF guard: which addresses are refused, the allow list, and DNS rebinding with a resolver we script."""

from __future__ import annotations

import ipaddress
from collections.abc import Iterator
from pathlib import Path

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.webtools.client import fetch_raw
from goclaw_lite.webtools.extract import readable_page
from goclaw_lite.webtools.guard import AllowList, BlockedAddressError, blocked_reason, check_target
from tests.support.web_servers import LocalAuthority, WebServer, page
from tests.unit.webtools.conftest import LIMITS, ScriptedResolver


@pytest.mark.parametrize(("address", "reason"), [
    ("127.0.0.1", "loopback"), ("127.8.9.10", "loopback"), ("::1", "loopback"),
    ("10.1.2.3", "private"), ("172.16.0.1", "private"), ("192.168.1.1", "private"), ("fd12:3456::1", "private"),
    ("169.254.1.1", "link-local"), ("fe80::1", "link-local"),
    ("100.64.0.1", "carrier-grade NAT"), ("224.0.0.1", "multicast"), ("ff02::1", "multicast"),
    ("0.0.0.0", "unspecified"), ("::", "unspecified"),
    ("169.254.169.254", "cloud metadata"), ("fd00:ec2::254", "cloud metadata"),
    ("::ffff:127.0.0.1", "loopback*inside an IPv6"), ("64:ff9b::a00:1", "private*inside an IPv6"),
    ("2002:c0a8:101::1", "private*inside an IPv6"), ("240.0.0.1", "private"), ("192.0.2.5", "private"),
    ("198.18.0.1", "private"),
])
def test_refused_addresses(address: str, reason: str) -> None:
    found = blocked_reason(ipaddress.ip_address(address))
    assert all(part in found for part in reason.split("*")), (address, found)


@pytest.mark.parametrize("address", ["93.184.215.14", "1.1.1.1", "2606:4700:4700::1111"])
def test_public_addresses_pass(address: str) -> None:
    assert blocked_reason(ipaddress.ip_address(address)) == ""


def test_allow_list_entries_and_bad_ones() -> None:
    allow = AllowList.parse(["nas.lan", "localhost:8080", "192.168.0.0/16", "[::1]:631", "10.0.0.5"])
    v4 = ipaddress.ip_address
    assert allow.allows("nas.lan", v4("192.168.7.7"), 443)
    assert allow.allows("localhost", v4("127.0.0.1"), 8080) and not allow.allows("localhost", v4("127.0.0.1"), 8081)
    assert allow.allows("anything", v4("192.168.3.4"), 80) and allow.allows("x", v4("::1"), 631)
    assert not allow.allows("x", v4("::1"), 632) and not allow.allows("x", v4("10.0.0.6"), 80)
    assert not AllowList.parse(["169.254.0.0/16"]).allows("x", v4("169.254.169.254"), 80)
    for bad in ("http://x/y", "host:notaport", "a b", "[::1]:0"):
        with pytest.raises(ValidationError):
            AllowList.parse([bad])


async def test_a_name_resolving_to_a_private_address_is_refused_before_any_connection() -> None:
    resolver = ScriptedResolver({"intranet.example.com": [["93.184.215.14", "10.0.0.5"]]})
    with pytest.raises(BlockedAddressError, match=r"intranet.example.com \(resolves to 10.0.0.5\): a private network"):
        await check_target("intranet.example.com", 443, resolver, AllowList())


@pytest.mark.parametrize("name", ["localhost", "printer.localhost", "metadata.google.internal", "db.internal"])
async def test_local_names_are_refused_without_asking_dns(name: str) -> None:
    resolver = ScriptedResolver({name: [["93.184.215.14"]]})
    with pytest.raises(BlockedAddressError, match="is a local name"):
        await check_target(name, 80, resolver, AllowList())
    assert resolver.asked == []


@pytest.fixture
def twins() -> Iterator[tuple[WebServer, WebServer]]:
    """The same port on two loopback addresses: the site on 127.0.0.1, a secret service on 127.0.0.2."""
    good = WebServer({"/": page("<html><head><title>Good</title></head><body><p>the public page</p></body></html>")})
    good.start()
    secret = WebServer({"/": page("<html><body><p>INTERNAL ONLY</p></body></html>")}, host="127.0.0.2", port=good.port)
    secret.start()
    yield good, secret
    good.stop()
    secret.stop()


async def test_dns_rebinding_gains_nothing(twins: tuple[WebServer, WebServer]) -> None:
    """The name answers an allowed address when checked, then the secret one: the fetch must use the first."""
    good, secret = twins
    resolver = ScriptedResolver({"rebind.example": [["127.0.0.1"], ["127.0.0.2"], ["127.0.0.2"]]})
    allow = AllowList.parse(["127.0.0.1/32"])  # only the good address is opened
    page_ = readable_page(await fetch_raw(f"http://rebind.example:{good.port}/", LIMITS, resolver, allow))
    assert "the public page" in page_.text and secret.requests == []
    assert resolver.asked == ["rebind.example"]  # resolved once: the connection went to the checked address
    assert good.requests[0][1]["host"] == f"rebind.example:{good.port}"  # the name still went in the Host header
    with pytest.raises(BlockedAddressError, match=r"rebind.example \(resolves to 127.0.0.2\)"):
        # the next answer is checked too
        await fetch_raw(f"http://rebind.example:{good.port}/", LIMITS, resolver, allow)
    assert secret.requests == []


async def test_https_to_the_pinned_address_keeps_the_name_for_sni_and_the_certificate(tmp_path: Path) -> None:
    """The connection goes to the checked address, and TLS still names (and verifies) the host."""
    authority = LocalAuthority.create(tmp_path)
    server = WebServer({"/": page("<html><head><title>Secure</title></head><body><p>over TLS</p></body></html>")})
    server.start(tls=authority.server_context("secure.example"))
    try:
        resolver = ScriptedResolver({"secure.example": [["127.0.0.1"]], "impostor.example": [["127.0.0.1"]]})
        allow = AllowList.parse([f"127.0.0.1:{server.port}"])
        url = f"https://secure.example:{server.port}/"
        raw = await fetch_raw(url, LIMITS, resolver, allow, verify=authority.client_context())
        assert readable_page(raw).title == "Secure" and raw.final_url == url
        assert server.requests[0][1]["host"] == f"secure.example:{server.port}"
        with pytest.raises(ValidationError, match=r"Could not fetch impostor.example: ConnectError: .*certificate"):
            await fetch_raw(f"https://impostor.example:{server.port}/", LIMITS, resolver, allow,
                            verify=authority.client_context())
    finally:
        server.stop()


async def test_an_address_that_does_not_connect_falls_back_to_the_next_one(twins: tuple[WebServer, WebServer]) -> None:
    """A name with two allowed addresses, the first with nothing listening: the second one serves."""
    good, secret = twins
    secret.stop()  # 127.0.0.2 now refuses connections on that port
    resolver = ScriptedResolver({"two.example": [["127.0.0.2", "127.0.0.1"]]})
    allow = AllowList.parse(["127.0.0.0/8"])
    raw = await fetch_raw(f"http://two.example:{good.port}/", LIMITS, resolver, allow)
    assert "the public page" in readable_page(raw).text and resolver.asked == ["two.example"]


@pytest.mark.parametrize("host", ["2130706433", "0x7f.1", "127.1", "[::ffff:127.0.0.1]", "[::1]", "0.0.0.0",
                                  "LOCALHOST", "localhost."])
async def test_other_spellings_of_this_computer_are_refused(host: str, site: WebServer) -> None:
    """Numeric, hex, short, IPv6-mapped and upper-case forms, read as the system resolver reads them."""
    from goclaw_lite.webtools.guard import SystemResolver

    with pytest.raises(BlockedAddressError):
        await fetch_raw(f"http://{host}:{site.port}/page", LIMITS, SystemResolver(), AllowList())
    assert site.requests == []
