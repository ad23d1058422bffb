"""Hostile paths against the workspace: nothing read or written outside it, each refusal clear."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from goclaw_lite.model.workspace import FileLimits
from goclaw_lite.workspace.confine import PathRefused
from goclaw_lite.workspace.files import Workspace, sha256
from goclaw_lite.workspace.search import glob_files, grep_files, list_dir


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "secret.txt").write_text("outside secret\n")
    return folder


@pytest.fixture
def ws(tmp_path: Path) -> Workspace:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "notes.md").write_text("one\ntwo\nthree\n")
    return Workspace(root, FileLimits(max_file_bytes=4096))


def refused(fn, *args, match: str, **kwargs) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(PathRefused, match=match) as info:
        fn(*args, **kwargs)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_dotdot_is_refused_everywhere(ws: Workspace, outside: Path) -> None:
    for path in ("../outside/secret.txt", "a/../../outside/secret.txt", "notes.md/../notes.md", ".."):
        refused(ws.read, path, match=r"'\.\.' is not allowed")
    refused(ws.write, "../outside/new.txt", "x", match=r"'\.\.'")
    assert not (outside / "new.txt").exists()


def test_absolute_paths_outside_refused_inside_allowed(ws: Workspace, outside: Path) -> None:
    refused(ws.read, "/etc/passwd", match="outside the workspace")
    refused(ws.read, str(outside / "secret.txt"), match="outside the workspace")
    refused(ws.write, str(outside / "x.txt"), "pwned", match="outside the workspace")
    assert not (outside / "x.txt").exists()
    assert ws.read(str(ws.root / "notes.md")).text.startswith("one")


def test_symlink_to_etc_is_not_followed(ws: Workspace) -> None:
    os.symlink("/etc", ws.root / "etc")
    os.symlink("/etc/passwd", ws.root / "passwd")
    refused(ws.read, "etc/passwd", match="outside the workspace")
    refused(ws.read, "passwd", match="link to /etc/passwd, outside")
    refused(lambda: list_dir(ws, "etc"), match="outside the workspace")
    refused(ws.write, "etc/goclaw-test", "x", match="outside the workspace")
    refused(ws.write, "passwd", "x", match="outside the workspace")
    assert not Path("/etc/goclaw-test").exists()
    assert (ws.root / "passwd").is_symlink()  # the link itself was not replaced either


def test_relative_links_escaping_through_dotdot_are_refused(ws: Workspace, outside: Path) -> None:
    (ws.root / "sub").mkdir()
    os.symlink("../../outside", ws.root / "sub" / "up")
    os.symlink("../notes.md", ws.root / "sub" / "back")
    refused(ws.read, "sub/up/secret.txt", match="leads outside the workspace")
    assert ws.read("sub/back").text.startswith("one")  # a link that stays inside works


def test_link_loops_end_with_a_message(ws: Workspace) -> None:
    os.symlink("b", ws.root / "a")
    os.symlink("a", ws.root / "b")
    refused(ws.read, "a", match="too many links")


def test_fifo_and_device_files_are_refused_without_blocking(ws: Workspace) -> None:
    os.mkfifo(ws.root / "pipe")
    refused(ws.read, "pipe", match="fifo")
    refused(ws.write, "pipe", "x", match="fifo")
    refused(ws.edit, "pipe", "a", "b", match="fifo")
    assert stat.S_ISFIFO(os.lstat(ws.root / "pipe").st_mode)
    try:
        os.mknod(ws.root / "zero", stat.S_IFCHR | 0o600, os.makedev(1, 5))
    except PermissionError:
        pytest.skip("creating a device node needs root")
    refused(ws.read, "zero", match="device file")


def test_hard_link_to_an_outside_file_is_refused(ws: Workspace, outside: Path) -> None:
    os.link(outside / "secret.txt", ws.root / "hard.txt")
    refused(ws.read, "hard.txt", match="other hard links")
    refused(ws.write, "hard.txt", "changed", match="other hard links")
    assert (outside / "secret.txt").read_text() == "outside secret\n"
    assert "hard.txt" not in grep_files(ws, "secret").text("")


def test_binary_oversized_and_nul_inputs(ws: Workspace) -> None:
    (ws.root / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    (ws.root / "latin1.txt").write_bytes("caf\xe9".encode("latin-1"))
    (ws.root / "big.txt").write_text("x" * 5000)
    refused(ws.read, "image.png", match="binary file")
    refused(ws.read, "latin1.txt", match="not UTF-8")
    refused(ws.read, "big.txt", match=r"over the 4\.0 KiB limit")
    refused(ws.write, "image.png", "text over a binary", match="binary")
    refused(ws.write, "new.txt", "a\x00b", match="NUL")
    refused(ws.write, "huge.txt", "y" * 5000, match="over the")
    refused(ws.read, "notes\x00.md", match="NUL")
    assert (ws.root / "image.png").read_bytes().startswith(b"\x89PNG")
    assert not (ws.root / "huge.txt").exists()


def test_folder_swapped_for_a_link_after_the_walk_holds_the_old_folder(ws: Workspace, outside: Path) -> None:
    """The walk holds a descriptor of each folder: swapping the name for a link later changes nothing."""
    (ws.root / "d").mkdir()
    with ws.walk() as walk:
        where = walk.locate("d/new.txt")
        os.rename(ws.root / "d", ws.root / "d_old")
        os.symlink(outside, ws.root / "d")
        fd = os.open(where.name, os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW, 0o600, dir_fd=where.dir_fd)
        os.write(fd, b"inside")
        os.close(fd)
    assert (ws.root / "d_old" / "new.txt").read_bytes() == b"inside"
    assert not (outside / "new.txt").exists()


def test_links_swapped_in_and_out_during_operations_never_leak(ws: Workspace, outside: Path) -> None:
    """Another thread flips `d` between a folder and a link to outside while files are read and written."""
    (ws.root / "real").mkdir()
    (ws.root / "real" / "f.txt").write_text("inside\n")
    (outside / "f.txt").write_text("OUTSIDE\n")
    os.symlink(ws.root / "real", ws.root / "d")  # `d` is always a link, to one side or the other
    stop = threading.Event()

    def flip() -> None:
        link = ws.root / "d"
        while not stop.is_set():
            for target in (ws.root / "real", outside):
                tmp = ws.root / ".flip"
                try:
                    os.symlink(target, tmp)
                    os.replace(tmp, link)
                except FileExistsError:
                    os.unlink(tmp)

    thread = threading.Thread(target=flip)
    thread.start()
    seen: set[str] = set()
    try:
        for i in range(300):
            try:
                seen.add(ws.read("d/f.txt").text)
            except PathRefused as exc:
                seen.add("refused: outside" if "outside the workspace" in str(exc) else f"refused: {exc}")
            try:
                ws.write("d/f.txt", f"inside {i}\n")
            except PathRefused:
                pass
    finally:
        stop.set()
        thread.join()
    assert (outside / "f.txt").read_text() == "OUTSIDE\n"
    assert "OUTSIDE\n" not in seen
    assert "refused: outside" in seen  # the race was really run both ways
    assert sorted(p.name for p in outside.iterdir()) == ["f.txt", "secret.txt"]


def test_glob_and_grep_do_not_enter_links(ws: Workspace, outside: Path) -> None:
    os.symlink(outside, ws.root / "out")
    (ws.root / "src").mkdir()
    (ws.root / "src" / "a.py").write_text("print('secret')\n")
    assert glob_files(ws, "**/*.txt").lines == ()
    assert glob_files(ws, "**/*.py").lines == ("src/a.py",)
    assert grep_files(ws, "secret").lines == ("src/a.py:1: print('secret')",)
    assert "[LINK] out" in list_dir(ws, ".")[1].text("")


def test_write_refuses_when_another_program_changed_the_file(ws: Workspace) -> None:
    first = ws.read("notes.md")
    (ws.root / "notes.md").write_text("changed by an editor\n")
    refused(ws.write, "notes.md", "mine\n", expect=first.stamp, match="changed on disk")
    assert (ws.root / "notes.md").read_text() == "changed by an editor\n"
    assert [p.name for p in ws.root.iterdir() if "goclaw-tmp" in p.name] == []


def test_readers_never_see_half_a_write(ws: Workspace) -> None:
    """Writes replace the file in one rename: a reader sees the old or the new text, whole."""
    texts = [("a" * 3000) + "\n", ("b" * 3000) + "\n"]
    (ws.root / "f.txt").write_text(texts[0])
    stop = threading.Event()
    seen: set[str] = set()

    def read() -> None:
        while not stop.is_set():
            seen.add((ws.root / "f.txt").read_text())

    thread = threading.Thread(target=read)
    thread.start()
    try:
        for i in range(200):
            ws.write("f.txt", texts[i % 2])
    finally:
        stop.set()
        thread.join()
    assert seen <= set(texts)


def test_edit_unique_ambiguous_missing_and_restore(ws: Workspace) -> None:
    (ws.root / "f.txt").write_text("x = 1\ny = 1\nx = 1\n")
    refused(ws.edit, "f.txt", "x = 1", "x = 2", match=r"occurs 2 times .*lines 1, 3")
    refused(ws.edit, "f.txt", "z = 1", "z = 2", match="not found")
    write, plan = ws.edit("f.txt", "y = 1", "y = 2")
    assert (plan.first_line, plan.last_line) == (2, 2)
    assert (ws.root / "f.txt").read_text() == "x = 1\ny = 2\nx = 1\n"
    ws.restore("f.txt", write.before, sha256(write.after))
    assert (ws.root / "f.txt").read_text() == "x = 1\ny = 1\nx = 1\n"
    created = ws.write("dir/new.txt", "hello\n")
    assert created.created
    ws.restore("dir/new.txt", None, sha256(created.after))
    assert not (ws.root / "dir" / "new.txt").exists()


def test_restore_refuses_after_a_later_change(ws: Workspace) -> None:
    write = ws.write("notes.md", "mine\n")
    (ws.root / "notes.md").write_text("someone else\n")
    refused(ws.restore, "notes.md", write.before, sha256(write.after), match="changed since")
    assert (ws.root / "notes.md").read_text() == "someone else\n"
