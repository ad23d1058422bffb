#!/usr/bin/env bash
# The static checks, as CI runs them before the tests (CONTRIBUTING.md, "The checks"); the first
# finding stops the run with a non-zero exit.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== ruff";          ruff check .
echo "== mypy";          mypy
echo "== lint-imports";  lint-imports --no-cache
echo "== CLI reference"; python -m devtools.cli_reference --check
echo "== layer table";   python -m devtools.layers --check
echo "== gui/qt.pyi";    python -m devtools.qt_stub --check
echo "== debt";           python -m devtools.debt --check
echo "== translations";   python -m devtools.translations --check
echo "static checks: no findings"
