"""The Credentials page: CLI tools that run with encrypted credentials.

Every read and write goes through `securecli.credentials_service.CredentialsService`, the
one service `goclaw-lite cred` uses too (same checks, transactions and activity rows), and
the frozen rows of `model.credentials`. This package is the Qt half: `page` (wiring), `table` (the
tools), `run_panel` (Test run), `dialog` (add/edit) with `variables` (masked rows with
hold-to-reveal), `deny_rules` (patterns with the live tester) and `access` (agents),
`notices` (no key, no tools) and `icons`.

Secret values live in three places on this page, and only for as long as needed: the
value field a user is typing into, a value field while its reveal button is held, and
the `SecretEnv` of a draft on its way to the store (the service hands a revealed value
straight to its field). No value is ever put in a
tooltip, an accessible name or description, a log line or an activity row.
"""
