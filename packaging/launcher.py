"""Entry script of the PyInstaller bundle: the same `goclaw-lite` command the wheel installs."""

import multiprocessing
import sys

from goclaw_lite.cli import main

if __name__ == "__main__":
    # Promotion's reader processes are spawned from this executable: let such a child run its
    # task instead of the app (the bundle has no separate Python to start).
    multiprocessing.freeze_support()
    sys.exit(main())
