"""The web tools' engine: an SSRF-safe fetcher, HTML/PDF/text to readable Markdown, search backends.

`guard` decides which addresses may be reached (after DNS, at every redirect), `client`
connects to the very address it checked and reads within limits, `extract` makes the body
readable, `search` speaks SearXNG's and Brave's JSON. The agent's tools (agent/tools/web_tools)
and the app's settings (app/web.py) sit on top.
"""
