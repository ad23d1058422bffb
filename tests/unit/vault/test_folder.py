"""NoteFolder: what an import may read from a folder, on the real file system."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.vault.folder import NoteFolder


def test_a_fifo_named_like_a_note_is_refused_without_blocking(tmp_path: Path) -> None:
    (tmp_path / "Note.md").write_text("# Note\r\n", encoding="utf-8")
    os.mkfifo(tmp_path / "pipe.md")
    with NoteFolder(tmp_path) as folder:
        notes = {n.path: n for n in folder.scan().notes}
        assert sorted(notes) == ["Note.md", "pipe.md"]
        assert folder.read(notes["Note.md"]) == "# Note\n"
        with pytest.raises(ValidationError, match="not a regular file"):
            folder.read(notes["pipe.md"])


def test_a_chosen_folder_that_is_itself_a_link_is_read_at_its_real_place(tmp_path: Path) -> None:
    real = tmp_path / "real"
    (real / "sub").mkdir(parents=True)
    (real / "sub" / "A.md").write_text("a", encoding="utf-8")
    (tmp_path / "chosen").symlink_to(real, target_is_directory=True)
    with NoteFolder(tmp_path / "chosen") as folder:
        scan = folder.scan()
        assert [(n.path, n.real) for n in scan.notes] == [("sub/A.md", ("sub", "A.md"))] and scan.outside == ()
        assert folder.read(scan.notes[0]) == "a"
        assert folder.shown == tmp_path / "chosen"
