"""Agent workspaces: read, write, edit and search text files inside one folder and never outside it.

`confine` opens paths step by step from an open descriptor of the workspace root, never
following a link it has not judged itself; `files` reads and writes through it (writes go to a
temporary file and replace the target atomically); `search` lists, globs and greps.
"""
