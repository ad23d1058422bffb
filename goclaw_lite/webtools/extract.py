"""A fetched body made readable: HTML to Markdown, PDF to text, text and JSON as they are.

HTML goes through readability-lxml (the article, without navigation and ads) and markdownify
(links and headings kept); when the article is much shorter than the page (a list, a search
page), the whole body is converted instead. Text is decoded with the declared charset (or
the one the page names, else UTF-8); bytes that do not decode are replaced and said so.
"""

from __future__ import annotations

import codecs
import io
import json
import re
from dataclasses import dataclass

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.web import FetchedPage
from goclaw_lite.webtools.client import RawResponse

__all__ = ["readable_page"]

_HTML = frozenset({"text/html", "application/xhtml+xml"})
_JSON = re.compile(r"^application/(?:[\w.+-]+\+)?json$")
_TEXTUAL = frozenset({"application/xml", "application/javascript", "application/x-yaml", "application/yaml",
                      "application/rss+xml", "application/atom+xml", "application/x-sh", "application/toml"})
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([\w.:-]+)""", re.IGNORECASE)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BLANK_LINES = re.compile(r"\n{3,}")
MAX_PDF_PAGES = 200


@dataclass(frozen=True)
class _Decoded:
    text: str
    notes: tuple[str, ...] = ()


def _mime(content_type: str) -> tuple[str, str]:
    mime, _, params = content_type.partition(";")
    charset = ""
    for param in params.split(";"):
        key, _, value = param.partition("=")
        if key.strip().lower() == "charset":
            charset = value.strip().strip("\"'").lower()
    return mime.strip().lower(), charset


def _sniff(body: bytes) -> str:
    head = body[:1024].lstrip().lower()
    if head.startswith(b"%pdf-"):
        return "application/pdf"
    if head.startswith((b"<!doctype html", b"<html", b"<head", b"<body")):
        return "text/html"
    return ""


def _decode(body: bytes, charset: str, html: bool) -> _Decoded:
    notes: list[str] = []
    if not charset and html:
        found = _META_CHARSET.search(body[:4096])
        charset = found.group(1).decode("ascii", "replace").lower() if found else ""
    if body.startswith(codecs.BOM_UTF8):
        charset, body = "utf-8", body[len(codecs.BOM_UTF8):]
    name = charset or "utf-8"
    try:
        codecs.lookup(name)
    except LookupError:
        notes.append(f"The page names an unknown character set {charset[:40]!r}; it was read as UTF-8.")
        name = "utf-8"
    try:
        text = body.decode(name)
    except UnicodeDecodeError:
        text = body.decode(name, errors="replace")
        bad = text.count("\ufffd")
        notes.append(f"{bad:,} byte sequence(s) were not valid {name} and were replaced with \ufffd.")
    return _Decoded(_CONTROL.sub("", text), tuple(notes))


def _tidy(text: str) -> str:
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def _html_to_markdown(html: str, url: str) -> tuple[str, str]:
    """(title, Markdown) of an HTML page: readability's article, or the whole body when that is thin."""
    import lxml.etree
    from markdownify import markdownify
    from readability import Document

    def convert(fragment: str) -> str:
        return _tidy(markdownify(fragment, heading_style="ATX", strip=["img", "script", "style"], bullets="-"))

    title = ""
    article = ""
    try:
        document = Document(html, url=url)
        title = (document.short_title() or document.title() or "").strip()
        article = convert(document.summary(html_partial=True))
    except (lxml.etree.LxmlError, ValueError, TypeError):  # readability gives up on some pages
        article = ""
    whole = convert(_body_only(html))
    if len(article) < 200 or len(article) < len(whole) * 0.25:
        article = whole if len(whole) > len(article) else article
    if title.lower() in ("[no-title]", "no title"):
        title = ""
    return title, article


_DROP = re.compile(r"<(script|style|noscript|template|svg|head)\b.*?</\1\s*>", re.IGNORECASE | re.DOTALL)


def _body_only(html: str) -> str:
    return _DROP.sub("", html)


def _pdf_text(body: bytes) -> tuple[str, str, tuple[str, ...]]:
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    try:
        reader = PdfReader(io.BytesIO(body))
        title = ""
        try:
            meta = reader.metadata
            title = str(meta.title or "") if meta is not None else ""
        except PyPdfError:
            title = ""
        pages = reader.pages
        texts = []
        for number, page in enumerate(pages, 1):
            if number > MAX_PDF_PAGES:
                break
            texts.append(page.extract_text() or "")
    except (PyPdfError, ValueError, KeyError, TypeError, OSError) as exc:
        raise ValidationError(f"The PDF could not be read ({type(exc).__name__}).") from None
    notes = (f"Only the first {MAX_PDF_PAGES} of {len(pages)} pages were read.",) if len(pages) > MAX_PDF_PAGES else ()
    text = _tidy("\n\n".join(t for t in texts if t.strip()))
    if not text:
        raise ValidationError("The PDF has no text layer (it may be scanned images); nothing could be read from it.")
    return title.strip(), text, notes


def readable_page(raw: RawResponse) -> FetchedPage:
    """Make `raw` readable, or raise `ValidationError` saying why it cannot be."""
    mime, charset = _mime(raw.content_type)
    if not mime or mime in ("application/octet-stream", "binary/octet-stream"):
        mime = _sniff(raw.body) or mime
    notes: list[str] = []
    if raw.redirects:
        notes.append(f"Redirected {len(raw.redirects)} time(s).")
    if raw.truncated:
        total = f" of {raw.declared_length:,}" if raw.declared_length else ""
        notes.append(f"Only the first {len(raw.body):,}{total} bytes were read (the size limit).")
    if raw.status >= 400:
        notes.insert(0, f"The server answered HTTP {raw.status}; this is its error page.")
    title = ""
    if mime == "application/pdf":
        if raw.truncated:
            raise ValidationError(f"The PDF is larger than the {len(raw.body):,}-byte limit; a cut PDF cannot be read.")
        title, text, more = _pdf_text(raw.body)
        notes.extend(more)
    elif mime in _HTML:
        decoded = _decode(raw.body, charset, html=True)
        notes.extend(decoded.notes)
        title, text = _html_to_markdown(decoded.text, raw.final_url)
    elif mime.startswith("text/") or mime in _TEXTUAL or _JSON.match(mime):
        decoded = _decode(raw.body, charset, html=False)
        notes.extend(decoded.notes)
        text = decoded.text
        if _JSON.match(mime) and not raw.truncated:
            try:
                text = json.dumps(json.loads(text), indent=2, ensure_ascii=False)
            except ValueError:
                notes.append("The JSON does not parse; shown as it came.")
        text = _tidy(text)
    else:
        kind = mime or "of no declared type"
        raise ValidationError(f"The response is {kind}, which web_fetch cannot read as text (HTML, text, JSON, PDF).")
    if not text.strip():
        raise ValidationError(f"The page at {raw.final_url} has no readable text.")
    return FetchedPage(
        url=raw.url, final_url=raw.final_url, title=_CONTROL.sub("", title)[:300], content_type=mime, text=text,
        notes=tuple(notes), status=raw.status, redirects=raw.redirects,
    )
