"""The agent layer: LLM provider clients, model fallback and (later) the chat run loop.

`providers/` talks to model servers over HTTP (tool results are masked by
`security.masking` before they are stored). Everything here sits above `store/` and below `gui/` and `cli/`.
"""
