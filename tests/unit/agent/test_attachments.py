"""Files attached to a chat message: reading, cutting to the budget, storing, and what the model reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from goclaw_lite.agent.attachments import (
    ATTACHMENTS_KEY,
    Attachment,
    budget_chars,
    fit,
    from_metadata,
    model_text,
    read_file,
    read_files,
    to_metadata,
)
from goclaw_lite.agent.run_support import history_messages
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.chat import MessageRole, MessageState, StoredMessage
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream
from tests.unit.agent.conftest import ChatWorld, collect


def write_pdf(path: Path, pages: list[str]) -> Path:
    """A small, valid PDF with one line of Helvetica text per page (offsets computed, no library)."""
    objects: list[bytes] = [b"<< /Type /Catalog /Pages 2 0 R >>", b""]
    kids: list[str] = []
    for text in pages:
        stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
        page_no, content_no = len(objects) + 1, len(objects) + 2
        kids.append(f"{page_no} 0 R")
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {content_no} 0 R "
                       f"/Resources << /Font << /F1 {{font}} 0 R >> >> >>".encode())
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    font_no = len(objects) + 1
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(kids)} >>".encode()
    objects = [o.replace(b"{font}", str(font_no).encode()) for o in objects]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    path.write_bytes(bytes(out))
    return path


def test_text_markdown_code_and_pdf_files_are_read(tmp_path: Path) -> None:
    (tmp_path / "notes.md").write_text("# Plan\n\n- one\n", encoding="utf-8")
    (tmp_path / "main.py").write_text("print('héllo')\n", encoding="utf-8")
    (tmp_path / "old.txt").write_bytes("caf\xe9\n".encode("latin-1"))
    pdf = write_pdf(tmp_path / "report.pdf", ["Quarterly revenue grew", "Second page here"])
    md, code, old, report = (read_file(tmp_path / n) for n in ("notes.md", "main.py", "old.txt", "report.pdf"))
    assert (md.kind, md.text, md.truncated) == ("markdown", "# Plan\n\n- one\n", False)
    assert (code.kind, code.text) == ("code", "print('héllo')\n")
    assert old.text == "café\n"  # an 8-bit file still reads
    assert report.kind == "pdf" and pdf.name == report.name
    assert "Quarterly revenue grew" in report.text and "[page 2]\nSecond page here" in report.text


@pytest.mark.parametrize(
    ("name", "content", "words"),
    [
        ("photo.png", b"\x89PNG\r\n", "only text, Markdown, code and PDF"),
        ("data.txt", b"abc\x00\x01\x02", "not a text file"),
        ("broken.pdf", b"%PDF-1.4 nonsense", "could not be read as a PDF"),
    ],
)
def test_files_that_cannot_be_attached_say_why(tmp_path: Path, name: str, content: bytes, words: str) -> None:
    (tmp_path / name).write_bytes(content)
    with pytest.raises(ValidationError, match=words):
        read_file(tmp_path / name)


def test_a_pdf_without_text_is_refused_with_the_reason(tmp_path: Path) -> None:
    write_pdf(tmp_path / "scan.pdf", [""])
    with pytest.raises(ValidationError, match="no text"):
        read_file(tmp_path / "scan.pdf")


async def test_long_files_are_cut_to_the_agents_budget_and_say_so(tmp_path: Path) -> None:
    (tmp_path / "big.log").write_text("\n".join(f"line {i}" for i in range(20_000)), encoding="utf-8")
    (tmp_path / "small.txt").write_text("short", encoding="utf-8")
    window = 4_000  # tokens: the budget is half of it, at four characters a token
    big, small = await read_files([tmp_path / "big.log", tmp_path / "small.txt"], context_window=window)
    assert budget_chars(window) == 8_000
    assert small.text == "short" and not small.truncated  # small files are kept whole
    assert big.truncated and big.chars > 100_000 and len(big.text) + len(small.text) <= 8_000
    lines = big.text.splitlines()
    assert lines[0] == "line 0" and lines[-1] == f"line {len(lines) - 1}"  # cut at the end of a whole line
    text = model_text("Summarise these", to_metadata([big, small]))
    assert text.startswith("Summarise these\n\n<attached_file name=\"big.log\" (cut: only the first")
    assert f"of {big.chars:,} characters fit)" in text and '<attached_file name="small.txt">\nshort\n</attached_file>' in text


def test_fit_shares_what_is_left_evenly() -> None:
    files = [Attachment(n, "text", "x" * size, size) for n, size in (("a", 10), ("b", 5_000), ("c", 5_000))]
    fitted = fit(files, 4_010)
    assert [len(a.text) for a in fitted] == [10, 2_000, 2_000] and [a.truncated for a in fitted] == [False, True, True]


def test_the_model_reads_attachments_of_every_user_turn_in_the_history() -> None:
    meta = to_metadata([Attachment("a.md", "markdown", "# A", 3)])
    assert from_metadata(meta)[0].name == "a.md" and ATTACHMENTS_KEY in meta
    thread = [
        StoredMessage("u1", "c", MessageRole.USER, "Look at this", None, MessageState.COMPLETE, "t", metadata=meta),
        StoredMessage("a1", "c", MessageRole.ASSISTANT, "Seen.", "u1", MessageState.COMPLETE, "t"),
    ]
    messages = history_messages(thread)
    assert messages[0].content == 'Look at this\n\n<attached_file name="a.md">\n# A\n</attached_file>'
    assert messages[1].content == "Seen."


async def test_send_stores_the_files_with_the_message_and_sends_them(chat: ChatWorld, tmp_path: Path) -> None:
    await chat.agent()
    (tmp_path / "todo.md").write_text("- buy milk\n", encoding="utf-8")
    chat.server.script_openai(StreamResponse(openai_text_stream("You need milk.")))
    chat.server.script_openai(StreamResponse(openai_text_stream("Still milk.")))
    service = chat.service()
    attachments = await read_files([tmp_path / "todo.md"])
    first = await collect(await service.send("", attachments=attachments))  # files alone are a message
    assert first[-1].state == "complete"
    cid = first[0].conversation_id
    thread = await service.conversations.active_thread(cid)
    user = thread[0]
    assert user.text == "(attached: todo.md)" and from_metadata(user.metadata) == tuple(attachments)
    await collect(await service.send("And now?", conversation_id=cid))  # later turns still see the file
    bodies = [r.body["messages"] for r in chat.server.requests_to(OPENAI_PATH)]
    wanted = '(attached: todo.md)\n\n<attached_file name="todo.md">\n- buy milk\n\n</attached_file>'
    assert [m["content"] for m in bodies[0] if m["role"] == "user"] == [wanted]
    assert [m["content"] for m in bodies[1] if m["role"] == "user"] == [wanted, "And now?"]
