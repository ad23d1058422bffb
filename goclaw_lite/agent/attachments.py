"""Files attached to a chat message: read as text, stored with the message, sent to the model.

An attachment is text only (plain text, Markdown, source code, or a PDF's extracted text):
the user message keeps what the user typed as its content and the attachments in its
metadata (`ATTACHMENTS_KEY`), so the thread shows them as chips and every later model call
of the conversation sees them again (`model_text`). Text is cut once, when the file is
attached, to fit the agent's context budget; the cut says so in the text the model reads and
in the chip (`truncated`), never silently.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.attachments import Attachment

ATTACHMENTS_KEY = "attachments"
MAX_FILE_BYTES = 20 * 1024 * 1024  # a bigger file is refused before it is read
MAX_FILES = 10
DEFAULT_LIMIT_CHARS = 200_000  # without an agent's context window to go by
CHARS_PER_TOKEN = 4  # the same rough measure the history budget uses
ATTACHMENT_SHARE = 0.5  # of the context window that all attachments of one message may take

TEXT_SUFFIXES = frozenset({
    ".txt", ".text", ".log", ".csv", ".tsv", ".md", ".markdown", ".rst", ".org", ".adoc",
    ".json", ".jsonl", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".xml", ".html", ".htm", ".css",
    ".py", ".pyi", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".go", ".rs", ".c", ".h", ".cc", ".cpp", ".hpp",
    ".java", ".kt", ".swift", ".rb", ".php", ".cs", ".scala", ".sh", ".bash", ".zsh", ".fish", ".ps1", ".sql",
    ".lua", ".pl", ".r", ".m", ".dart", ".vue", ".svelte", ".tex", ".diff", ".patch", ".dockerfile", ".gradle",
})
MARKDOWN_SUFFIXES = frozenset({".md", ".markdown"})
PLAIN_SUFFIXES = frozenset({".txt", ".text", ".log", ".csv", ".tsv", ".rst", ".org", ".adoc"})
PICKER_FILTER = "Text, Markdown, code and PDF files (*{})".format(" *".join(sorted(TEXT_SUFFIXES | {".pdf"})))


def kind_of(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return "pdf"
    if suffix in MARKDOWN_SUFFIXES:
        return "markdown"
    if suffix in PLAIN_SUFFIXES or not suffix:
        return "text"
    return "code"


def _decode(data: bytes, name: str) -> str:
    if b"\x00" in data[:8192]:
        raise ValidationError(f"“{name}” is not a text file; attach text, Markdown, code or PDF files.")
    for encoding in ("utf-8-sig", "utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else ("utf-8-sig",):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")  # never fails: an old 8-bit text file still reads


def _pdf_text(data: bytes, name: str) -> str:
    from pypdf import PdfReader  # imported on first use: most chats never attach a PDF
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise ValidationError(f"“{name}” is a password-protected PDF; open it and save an unprotected copy to attach it.")
        pages = [(page.extract_text() or "").strip() for page in reader.pages]
    except PdfReadError as exc:
        raise ValidationError(f"“{name}” could not be read as a PDF ({exc}).") from exc
    text = "\n\n".join(f"[page {i}]\n{page}" for i, page in enumerate(pages, 1) if page)
    if not text.strip():
        raise ValidationError(f"“{name}” has no text to read (a scanned PDF holds only pictures).")
    return text


def cut(attachment: Attachment, limit: int) -> Attachment:
    """`attachment` with at most `limit` characters of text (whole lines where it can)."""
    if len(attachment.text) <= limit:
        return attachment
    head = attachment.text[: max(0, limit)]
    newline = head.rfind("\n")
    if newline > limit * 0.8:
        head = head[:newline]
    return Attachment(attachment.name, attachment.kind, head, attachment.chars, True)


def read_file(path: Path, *, limit: int = DEFAULT_LIMIT_CHARS) -> Attachment:
    """Read `path` as an attachment of at most `limit` characters; ValidationError says why not."""
    name = path.name
    if path.is_dir():
        raise ValidationError(f"“{name}” is a folder; attach the files in it one by one.")
    suffix = path.suffix.lower()
    if suffix not in TEXT_SUFFIXES and suffix not in {".pdf", ""}:
        raise ValidationError(f"“{name}” cannot be attached: only text, Markdown, code and PDF files can.")
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ValidationError(f"“{name}” is {size / 1024 / 1024:.0f} MB; files up to {MAX_FILE_BYTES // 1024 // 1024} MB can be attached.")
        data = path.read_bytes()
    except OSError as exc:
        raise ValidationError(f"“{name}” could not be read: {exc.strerror or exc}.") from exc
    kind = kind_of(path)
    text = _pdf_text(data, name) if kind == "pdf" else _decode(data, name)
    return cut(Attachment(name, kind, text, len(text)), limit)


async def read_files(paths: Iterable[Path], *, context_window: int | None = None) -> list[Attachment]:
    """Read files off the event loop, sharing the budget `budget_chars(context_window)` between them."""
    chosen = list(paths)
    if len(chosen) > MAX_FILES:
        raise ValidationError(f"At most {MAX_FILES} files can be attached to one message.")
    whole = [await asyncio.to_thread(read_file, p, limit=MAX_FILE_BYTES) for p in chosen]
    return fit(whole, budget_chars(context_window))


def budget_chars(context_window: int | None) -> int:
    """How many characters all attachments of one message may carry for an agent."""
    if not context_window or context_window <= 0:
        return DEFAULT_LIMIT_CHARS
    return max(2_000, int(context_window * ATTACHMENT_SHARE) * CHARS_PER_TOKEN)


def fit(attachments: Sequence[Attachment], budget: int) -> list[Attachment]:
    """Cut the attachments so together they stay within `budget` characters; small files are
    kept whole and the rest share what is left evenly."""
    remaining = budget
    out: list[Attachment | None] = [None] * len(attachments)
    order = sorted(range(len(attachments)), key=lambda i: len(attachments[i].text))
    for position, index in enumerate(order):
        share = remaining // (len(order) - position)
        fitted = cut(attachments[index], share)
        out[index] = fitted
        remaining -= len(fitted.text)
    return [a for a in out if a is not None]


def to_metadata(attachments: Sequence[Attachment]) -> dict[str, Any]:
    return {ATTACHMENTS_KEY: [a.to_json() for a in attachments]} if attachments else {}


def from_metadata(metadata: Mapping[str, Any]) -> tuple[Attachment, ...]:
    raw = metadata.get(ATTACHMENTS_KEY)
    if not isinstance(raw, list):
        return ()
    return tuple(a for a in (Attachment.from_json(v) for v in raw) if a is not None)


def model_text(text: str, metadata: Mapping[str, Any]) -> str:
    """The user message as the model reads it: what was typed, then each attached file."""
    attachments = from_metadata(metadata)
    if not attachments:
        return text
    parts = [text] if text.strip() else []
    for a in attachments:
        note = f" (cut: only the first {len(a.text):,} of {a.chars:,} characters fit)" if a.truncated else ""
        parts.append(f'<attached_file name="{a.name}"{note}>\n{a.text}\n</attached_file>')
    return "\n\n".join(parts)


def caption(attachments: Sequence[Attachment]) -> str:
    """The message text when a user sends files without typing anything."""
    names = ", ".join(a.name for a in attachments)
    return f"(attached: {names})"
