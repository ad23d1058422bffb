"""Moving in from GoClaw Lite (the Go desktop edition): read its database file, bring it over.

`run.Importer` does the work; `goclaw_lite.cli.import_cmds` is the command in front of it.
Facts about GoClaw's file come from its reference notes; no GoClaw code is used.
"""
