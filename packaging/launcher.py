"""Entry script of the PyInstaller bundle: the same `goclaw-lite` command the wheel installs."""

import sys

from goclaw_lite.cli import main

if __name__ == "__main__":
    sys.exit(main())
