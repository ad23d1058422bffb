"""The agent engine: the chat run loop and its tools (the model servers' clients are in `providers/`).

`tools/` holds the registry and the builtin tools; `loop.py` runs one answer (stream, tool
calls, repeat); `service.py` is the `ChatService` engine (contract in `model/chat_api.py`)
that `app/chat.py` builds for both faces. Tool results are masked by `security.masking` before they
are stored. Everything here sits above `store/` and below `app/`.
"""
