"""The Hooks page: add, edit, test, switch off and delete lifecycle hooks, and see their runs."""
