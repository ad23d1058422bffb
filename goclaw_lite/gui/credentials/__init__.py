"""The Credentials page: CLI tools that run with encrypted credentials.

`service` is the Qt-free half (what the page asks of the stores and the runner, in the
same transactions and with the same messages as `goclaw-lite cred`); `models` holds the
frozen rows it exchanges with the widgets. The rest is Qt: `page` (wiring), `table` (the
tools), `run_panel` (Test run), `dialog` (add/edit) with `variables` (masked rows with
hold-to-reveal), `deny_rules` (patterns with the live tester) and `access` (agents),
`notices` (no key, no tools) and `icons`.

Secret values live in three places on this page, and only for as long as needed: the
value field a user is typing into, a value field while its reveal button is held, and
the `SecretEnv` of a draft on its way to the store (the service hands a revealed value
straight to its field). No value is ever put in a
tooltip, an accessible name or description, a log line or an activity row.
"""
