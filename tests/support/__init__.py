"""Test helpers shared across the suite: the fake LLM server and its fixtures."""
