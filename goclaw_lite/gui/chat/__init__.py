"""The chat window: conversation list, a virtualized message view, composer and first-run setup.

The window talks to the run loop only through the contract in `goclaw_lite.model.chat_api`
(`ChatService`, `RunHandle`, the frozen events) and reads history through `ConversationService`.
Pure helpers (`segments`, `items`, `highlight` tokenizer, `probe`) import no Qt so they can be
tested and reused without a display.
"""
