"""Episodic memory around the chat: consolidation of finished conversations, recall for runs.

No Qt here; the window and the CLI drive `ConsolidationWorker` and the memory tools use the
stores directly.
"""
