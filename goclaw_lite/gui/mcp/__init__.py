"""The MCP page: servers agents may use, their test, grants, import and recent calls."""
