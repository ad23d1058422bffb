"""The documentation site builds with `mkdocs build --strict`, and a broken link fails that build.

.ci/run builds the site before the tests; these hold that the build is strict where it matters:
a link to a page that does not exist, or to a heading a page does not have, stops it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.slow


def _build(root: Path, site: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict",
         "--config-file", str(root / "mkdocs.yml"), "--site-dir", str(site)],
        capture_output=True, text=True, timeout=600, env=env, cwd=root, check=False,
    )


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    shutil.copytree(REPO_ROOT / "docs", root / "docs")
    shutil.copy2(REPO_ROOT / "mkdocs.yml", root / "mkdocs.yml")
    return root


def test_the_site_builds_strict(tmp_path: Path) -> None:
    done = _build(_copy(tmp_path), tmp_path / "site")
    assert done.returncode == 0, done.stderr
    built = tmp_path / "site"
    assert (built / "index.html").is_file() and (built / "cli" / "index.html").is_file()
    assert (built / "decisions" / "0001-one-store-code-base" / "index.html").is_file()


@pytest.mark.parametrize(
    ("link", "complaint"),
    [
        ("[the missing page](guide/no-such-page.md)", "guide/no-such-page.md"),
        ("[a heading chat.md lacks](guide/chat.md#no-such-heading)", "#no-such-heading"),
    ],
)
def test_a_planted_broken_link_fails_the_build(tmp_path: Path, link: str, complaint: str) -> None:
    root = _copy(tmp_path)
    page = root / "docs" / "performance.md"
    page.write_text(page.read_text(encoding="utf-8") + f"\nSee {link}.\n", encoding="utf-8")
    done = _build(root, tmp_path / "site")
    assert done.returncode != 0
    assert complaint in done.stderr and "performance.md" in done.stderr
