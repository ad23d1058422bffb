"""The data types every layer may use: frozen dataclasses and enums, no I/O.

One module per domain (agents, chat, kg, mcp, ...). The store reads and writes them, the
engines and the application layer pass them around, the faces show them.
"""
