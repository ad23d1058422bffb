"""`goclaw-lite web ...` as a user runs it (one process for the commands, tests.support.cli_driver)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.conftest import REPO_ROOT, TEST_KEY_HEX
from tests.support.web_servers import WebServer

KEY = "BSA-cli-key-5f4e3d2c1b0a"


def run(home: Path, *steps: dict[str, Any]) -> list[dict[str, Any]]:
    env = {**os.environ, "GOCLAW_HOME": str(home), "GOCLAW_KEY": TEST_KEY_HEX,
           "PYTHONPATH": str(REPO_ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.run([sys.executable, "-m", "tests.support.cli_driver"], input=json.dumps(list(steps)), env=env,
                          capture_output=True, text=True, timeout=300, check=True)
    return list(json.loads(proc.stdout))


def test_search_settings_allow_list_and_a_fetch(isolated_home: Path, site: WebServer) -> None:
    results = run(
        isolated_home,
        {"argv": ["db", "migrate"]},
        {"argv": ["web", "show", "--json"]},
        {"argv": ["web", "search-set", "brave", "--brave-key"], "stdin": KEY + "\n"},
        {"argv": ["web", "show"]},
        {"argv": ["web", "search-set", "searxng"]},
        {"argv": ["provider", "add", "p", "--type", "openai_compat", "--base-url", "http://127.0.0.1:9/v1",
                  "--no-key"]},
        {"argv": ["agent", "add", "helper", "--provider", "p", "--model", "m", "--default"]},
        {"argv": ["web", "fetch", site.url("/page")]},
        {"argv": ["web", "allow", "helper", f"127.0.0.1:{site.port}"]},
        {"argv": ["web", "fetch", site.url("/page"), "--agent", "helper"]},
        {"argv": ["web", "allow", "helper", "http://nas/"]},
        {"argv": ["web", "search-set", "none"]},
        {"argv": ["web", "search", "otters"]},
    )
    results = results[1:]
    first = json.loads(results[0]["stdout"])
    assert first == {"backend": "none", "searxng_url": "", "brave_key_stored": False, "web_search_offered": False,
                     "problem": "no search backend is set (Settings > Web search, or `goclaw-lite web search-set`)"}
    assert results[1]["code"] == 0 and results[1]["stdout"] == "Web search: Brave Search\n"
    assert "Brave API key:  stored (sealed)" in results[2]["stdout"] and KEY not in results[2]["stdout"]
    assert results[3]["code"] == 2 and "SearXNG needs its instance's address" in results[3]["stderr"]
    assert results[6]["code"] == 2 and "Refused to fetch 127.0.0.1: a loopback address" in results[6]["stderr"]
    assert results[7]["stdout"] == f"127.0.0.1:{site.port}\n"
    assert results[8]["code"] == 0 and results[8]["stdout"].startswith("Title: Otters of the Lower Rhine\n")
    assert results[9]["code"] == 2 and "is not a host, address or network" in results[9]["stderr"]
    assert results[11]["code"] == 2 and results[11]["stderr"] == (
        "goclaw-lite: web search is not set up: no search backend is set (Settings > Web search, or "
        "`goclaw-lite web search-set`)\n")
    stored = b"".join(p.read_bytes() for p in isolated_home.rglob("*") if p.is_file())
    assert KEY.encode() not in stored
