"""Lifecycle hooks: user programs (or built-in handlers) run at before_run, after_run,
before_tool and after_tool.

`HookDispatcher.dispatch` is the only entry point a caller needs. It never raises for a
hook's sake: a hook that fails, hangs or cannot start is recorded in `hook_executions`
(and the activity log) and the caller carries on. No Qt here.
"""
