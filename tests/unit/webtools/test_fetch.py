"""web_fetch against real HTTP servers on 127.0.0.1: pages, redirects, and every hostile body in the issue."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.web import FetchedPage, FetchLimits
from goclaw_lite.webtools.client import fetch_raw
from goclaw_lite.webtools.extract import readable_page
from goclaw_lite.webtools.guard import AllowList, BlockedAddressError, SystemResolver
from tests.support.web_servers import WebServer
from tests.unit.webtools.conftest import LIMITS


async def fetch(server: WebServer, path: str, allow: AllowList, limits: FetchLimits = LIMITS) -> FetchedPage:
    return readable_page(await fetch_raw(server.url(path), limits, SystemResolver(), allow))


async def test_article_becomes_markdown_with_title_and_links(site: WebServer, allow: AllowList) -> None:
    page = await fetch(site, "/page", allow)
    assert page.title == "Otters of the Lower Rhine"
    assert page.final_url == site.url("/page") and page.content_type == "text/html"
    assert "# Otters of the Lower Rhine" in page.text and "## Where to see them" in page.text
    assert "spraint under 37 bridges" in page.text and "- At dawn, near the Bislicher Insel" in page.text
    assert f"[survey report]({site.url('/report.pdf')})" in page.text  # relative link made absolute
    assert "do-not-show" not in page.text and "color: red" not in page.text  # script and style dropped


async def test_redirect_chain_is_followed_hop_by_hop(site: WebServer, allow: AllowList) -> None:
    page = await fetch(site, "/start", allow)
    assert page.final_url == site.url("/page") and page.url == site.url("/start")
    assert page.redirects == tuple(site.url(p) for p in ("/hop1", "/hop2", "/hop3", "/page"))
    assert "Redirected 4 time(s)." in page.notes


async def test_redirect_loop_stops_at_the_limit(site: WebServer, allow: AllowList) -> None:
    with pytest.raises(ValidationError, match="redirected more than 5 times"):
        await fetch(site, "/loop", allow)
    assert sum(1 for path, _ in site.requests if path == "/loop") == 6


async def test_redirect_to_another_local_port_is_refused(
    site: WebServer, internal: WebServer, allow: AllowList
) -> None:
    with pytest.raises(BlockedAddressError, match=r"Refused to fetch 127\.0\.0\.1: a loopback address"):
        await fetch(site, "/to-loopback", allow)
    assert internal.requests == []  # nothing was asked of the service the redirect pointed at


async def test_redirect_to_the_metadata_address_is_refused(site: WebServer, allow: AllowList) -> None:
    wide_open = AllowList.parse([f"127.0.0.1:{site.port}", "169.254.0.0/16", "0.0.0.0/0"])
    with pytest.raises(BlockedAddressError, match=r"169\.254\.169\.254: a cloud metadata address"):
        await fetch(site, "/to-metadata", wide_open)  # even an allow list covering it does not open it


async def test_redirect_to_another_scheme_is_refused(site: WebServer, allow: AllowList) -> None:
    with pytest.raises(ValidationError, match="Only http and https URLs can be fetched, not ftp:"):
        await fetch(site, "/to-ftp", allow)


async def test_without_the_allow_list_the_test_site_itself_is_refused(site: WebServer) -> None:
    with pytest.raises(BlockedAddressError, match="loopback"):
        await fetch(site, "/page", AllowList())
    assert site.requests == []


async def test_a_never_ending_trickle_stops_at_the_time_limit(site: WebServer, allow: AllowList) -> None:
    limits = FetchLimits(max_bytes=1_000_000, total_seconds=1.0)
    with pytest.raises(ValidationError, match=r"did not send the whole page within 1 s; the fetch was stopped"):
        await fetch(site, "/slow", allow, limits)


async def test_two_gigabytes_promised_are_read_only_to_the_cap(site: WebServer, allow: AllowList) -> None:
    page = await fetch(site, "/huge", allow)
    assert len(page.text) <= LIMITS.max_bytes
    assert f"Only the first {LIMITS.max_bytes:,} of {2 * 1024**3:,} bytes were read (the size limit)." in page.notes
    # the reader stopped: what the server managed to write is socket buffers away from the cap, not 2 GB
    assert site.sent["/huge"] < 40 * LIMITS.max_bytes


async def test_a_gzip_bomb_is_refused_without_inflating_it(site: WebServer, allow: AllowList) -> None:
    with pytest.raises(ValidationError, match="looks like a compression bomb"):
        await fetch(site, "/bomb", allow)


async def test_an_honest_gzip_page_is_read(site: WebServer, allow: AllowList) -> None:
    page = await fetch(site, "/gzipped", allow)
    assert page.title == "Otters of the Lower Rhine" and "37 bridges" in page.text


async def test_invalid_utf8_is_replaced_and_said(site: WebServer, allow: AllowList) -> None:
    page = await fetch(site, "/bad-utf8", allow)
    assert "Caf\ufffd cr\ufffdme" in page.text
    assert any("were not valid utf-8 and were replaced" in note for note in page.notes)


async def test_an_unknown_charset_is_read_as_utf8_and_said(site: WebServer, allow: AllowList) -> None:
    page = await fetch(site, "/odd-charset", allow)
    assert page.text == "plain words here"
    assert any("unknown character set 'x-no-such-charset'" in note for note in page.notes)


async def test_pdf_text_plain_text_and_json(site: WebServer, allow: AllowList) -> None:
    pdf = await fetch(site, "/report.pdf", allow)
    assert pdf.title == "Survey report" and "Otters counted in 2025: 41" in pdf.text
    text = await fetch(site, "/notes.txt", allow)
    assert text.text == "First line.\nSecond line, with a  NUL removed."
    data = await fetch(site, "/data.json", allow)
    assert data.text == '{\n  "otters": 41,\n  "district": "Wesel"\n}'


async def test_an_image_is_refused_clearly(site: WebServer, allow: AllowList) -> None:
    with pytest.raises(ValidationError, match="is image/png, which web_fetch cannot read as text"):
        await fetch(site, "/image.png", allow)


async def test_an_error_page_says_its_status(site: WebServer, allow: AllowList) -> None:
    page = await fetch(site, "/no-such-page", allow)
    assert page.status == 404 and page.notes[0] == "The server answered HTTP 404; this is its error page."


@pytest.mark.parametrize(("url", "message"), [
    ("file:///etc/passwd", "Only http and https URLs can be fetched, not file:"),
    ("http://user:pw@example.org/", "user name or password"),
    ("", "No URL was given"),
    ("http://", "has no host"),
])
async def test_urls_that_are_not_fetched(url: str, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        await fetch_raw(url, LIMITS, SystemResolver(), AllowList())
