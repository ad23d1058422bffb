"""`python -m goclaw_lite` behaves exactly like the `goclaw-lite` console script."""

import sys

from goclaw_lite.cli import main

sys.exit(main())
