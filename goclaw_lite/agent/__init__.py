"""The agent layer: LLM provider clients, model fallback, tools and the chat run loop.

`providers/` talks to model servers over HTTP; `tools/` holds the registry and the builtin
tools; `loop.py` runs one answer (stream, tool calls, repeat); `service.py` is the
`ChatService` the window and the CLI use (contract in `model/chat_api.py`). Tool results are masked
by `security.masking` before they are stored. Everything here sits above `store/` and below
`gui/` and `cli/`.
"""
