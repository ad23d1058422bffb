"""`goclaw-lite model pull` and the ModelManager against a real HTTP server that speaks the hub's
download protocol (tests/support/fake_hub.py; HF_ENDPOINT points the real client at it)."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import signal
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from goclaw_lite.model.local_models import Progress
from goclaw_lite.modelhub.download import ChecksumError, DownloadCancelled, NotEnoughSpaceError
from goclaw_lite.modelhub.service import ModelManager
from tests.conftest import skip_or_fail
from tests.support.cli_errors import one_line_error
from tests.support.fake_hub import FakeHub, HubFile
from tests.support.waiting import wait_for

REPO_FILE = "tester/tiny-GGUF/tiny-q4.gguf"


@pytest.fixture(autouse=True)
def _needs_the_hub_client() -> None:
    if importlib.util.find_spec("huggingface_hub") is None:
        skip_or_fail("huggingface_hub is not installed (pip install '.[local]')")

CHUNK = 10 * 1024 * 1024  # huggingface_hub writes (and reports) in 10 MiB pieces


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    server = FakeHub().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def env(cli_env: dict[str, str], hub: FakeHub) -> dict[str, str]:
    return {**cli_env, "HF_ENDPOINT": hub.url, "HF_HUB_DISABLE_TELEMETRY": "1"}


def _file(size: int) -> bytes:
    return b"GGUF" + os.urandom(size - 4)


def _pull(python_exe: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([python_exe, "-m", "goclaw_lite", "model", *args], env=env, capture_output=True, text=True,
                          timeout=300)


def _models(home: Path) -> list[str]:
    folder = home / "models"
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")) if folder.exists() else []


def test_pull_downloads_verifies_and_records_the_file(
    python_exe: str, env: dict[str, str], hub: FakeHub, isolated_home: Path
) -> None:
    data = _file(300_000)
    hub.files[REPO_FILE] = HubFile(data)
    pulled = _pull(python_exe, env, "pull", REPO_FILE)
    assert pulled.returncode == 0, pulled.stderr
    path = isolated_home / "models" / "tiny-q4.gguf"
    assert path.read_bytes() == data and "verified" in pulled.stdout
    record = json.loads(path.with_name("tiny-q4.gguf.json").read_text())
    assert record["repo"] == "tester/tiny-GGUF" and record["sha256"] == hashlib.sha256(data).hexdigest()
    assert _models(isolated_home) == ["tiny-q4.gguf", "tiny-q4.gguf.json"]  # no partial left
    again = _pull(python_exe, env, "pull", REPO_FILE)
    assert again.returncode == 0 and "already downloaded" in again.stdout
    assert [m for m, _, _ in hub.requests].count("GET") == 1  # not fetched twice

    listed = _pull(python_exe, env, "list")
    assert listed.returncode == 0 and "also downloaded" in listed.stdout and "tiny-q4 " in listed.stdout
    removed = _pull(python_exe, env, "rm", "tiny-q4.gguf")
    assert removed.returncode == 0, removed.stderr
    assert _models(isolated_home) == []


def test_a_killed_download_continues_where_it_stopped(
    python_exe: str, env: dict[str, str], hub: FakeHub, isolated_home: Path
) -> None:
    data = _file(3 * CHUNK)
    hub.files[REPO_FILE] = HubFile(data, chunk_delay=0.004)  # slow enough to be killed half way
    proc = subprocess.Popen([python_exe, "-m", "goclaw_lite", "model", "pull", REPO_FILE], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    partial = isolated_home / "models" / ".partial"

    def written() -> int:
        return sum(p.stat().st_size for p in partial.glob("*.part")) if partial.exists() else 0

    try:
        wait_for(lambda: written() >= CHUNK, "a first piece on disk", timeout=240)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=60)
    kept = written()
    assert CHUNK <= kept < len(data)
    hub.files[REPO_FILE].chunk_delay = 0
    resumed = _pull(python_exe, env, "pull", REPO_FILE)
    assert resumed.returncode == 0, resumed.stderr
    assert "continued an interrupted download" in resumed.stderr
    assert ("GET", "/tester/tiny-GGUF/resolve/main/tiny-q4.gguf", f"bytes={kept}-") in hub.requests
    assert (isolated_home / "models" / "tiny-q4.gguf").read_bytes() == data
    assert _models(isolated_home) == ["tiny-q4.gguf", "tiny-q4.gguf.json"]


def test_a_damaged_download_is_refused_and_deleted(
    python_exe: str, env: dict[str, str], hub: FakeHub, isolated_home: Path
) -> None:
    hub.files[REPO_FILE] = HubFile(_file(200_000), damaged=True)
    line = one_line_error(_pull(python_exe, env, "pull", REPO_FILE), 1)
    assert "damaged" in line and "pull it again" in line
    assert _models(isolated_home) == []


def test_a_model_larger_than_the_free_disk_is_refused_before_downloading(
    python_exe: str, env: dict[str, str], hub: FakeHub, isolated_home: Path
) -> None:
    hub.files[REPO_FILE] = HubFile(_file(100_000), advertised_size=1 << 60)
    line = one_line_error(_pull(python_exe, env, "pull", REPO_FILE), 2)
    assert "Not enough disk space" in line
    assert [m for m, _, _ in hub.requests] == ["HEAD"]  # asked for its size, fetched nothing
    assert _models(isolated_home) == []


def test_cancel_stops_the_download_and_keeps_nothing(hub: FakeHub, tmp_path: Path) -> None:
    data = _file(3 * CHUNK)
    hub.files[REPO_FILE] = HubFile(data)
    cancel = threading.Event()
    seen: list[Progress] = []

    def progress(p: Progress) -> None:
        seen.append(p)
        cancel.set()  # the user pressed Cancel after the first piece

    manager = ModelManager(tmp_path / "models", endpoint=hub.url)
    with pytest.raises(DownloadCancelled):
        manager.pull(REPO_FILE, progress=progress, cancel=cancel)
    assert seen and seen[0].total == len(data) and seen[0].done < len(data)
    assert _models(tmp_path) == [] and manager.installed() == ()


def test_the_service_raises_typed_errors(hub: FakeHub, tmp_path: Path) -> None:
    hub.files[REPO_FILE] = HubFile(_file(50_000), damaged=True)
    manager = ModelManager(tmp_path / "models", endpoint=hub.url)
    with pytest.raises(ChecksumError):
        manager.pull(REPO_FILE)
    hub.files[REPO_FILE] = HubFile(_file(50_000), advertised_size=1 << 60)
    with pytest.raises(NotEnoughSpaceError):
        manager.pull(REPO_FILE)


def test_list_and_search_show_the_curated_models_and_unknown_names_are_bad_input(
    python_exe: str, env: dict[str, str]
) -> None:
    listed = _pull(python_exe, env, "list", "--json")
    assert listed.returncode == 0, listed.stderr
    rows = json.loads(listed.stdout)
    assert rows and all(r["tools"] and r["size"] > 0 and r["memory_needed"] > r["size"] for r in rows)
    assert {"fits_memory", "fits_disk", "licence", "downloaded"} <= set(rows[0])
    found = json.loads(_pull(python_exe, env, "search", "qwen", "apache", "--json").stdout)
    assert found and all("Qwen" in r["name"] and r["licence"] == "Apache-2.0" for r in found)
    assert "No model 'nope'" in one_line_error(_pull(python_exe, env, "pull", "nope"), 2)
    assert "No model 'nope'" in one_line_error(_pull(python_exe, env, "rm", "nope"), 2)


def test_search_with_hub_lists_gguf_files_and_a_bad_hub_is_one_line(
    python_exe: str, env: dict[str, str], hub: FakeHub
) -> None:
    hub.files[REPO_FILE] = HubFile(_file(1000))
    hub.files["tester/tiny-GGUF/notes/../../escape.gguf"] = HubFile(_file(1000))  # a hostile name is left out
    found = _pull(python_exe, env, "search", "tiny", "--hub")
    assert found.returncode == 0, found.stderr
    assert REPO_FILE in found.stdout and "escape" not in found.stdout and "README" not in found.stdout
    as_json = json.loads(_pull(python_exe, env, "search", "tiny", "--hub", "--json").stdout)
    assert as_json["hub"] == [{"pull": REPO_FILE, "id": "tiny-q4", "downloaded": False}]

    hub.search_answer = b"[{\"no\": \"id\"}, 7]"
    garbage = _pull(python_exe, env, "search", "tiny", "--hub")
    assert one_line_error(garbage, 1).startswith("goclaw-lite: error: The hub could not be searched")

    down = _pull(python_exe, {**env, "HF_ENDPOINT": "http://127.0.0.1:9"}, "search", "tiny", "--hub")
    assert one_line_error(down, 1).startswith("goclaw-lite: error: The hub could not be searched")
