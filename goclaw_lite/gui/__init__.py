"""The PySide6 face of GoClaw Lite.

Only this package imports Qt, and inside it only `gui.qt` imports PySide6 (or qasync,
which picks its Qt binding from what is already imported). Everything below `gui` stays
importable on a machine without a display or without Qt installed.

Entry point: `goclaw_lite.gui.shell.launch.run_gui(paths, argv)`.
"""
