"""The window's words in one language for a while: the shared body of the tests' `language` fixtures."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from goclaw_lite.gui.i18n.languages import install_language


@contextmanager
def shown_in(language: str) -> Iterator[str]:
    """Install `language` until the block ends, then English again. A fixture using it asks for
    `qtbot` first: qtbot installs English when it starts."""
    install_language(language)
    try:
        yield language
    finally:
        install_language("")
