"""Knowledge-graph domain logic above the store: duplicate detection, merging, the file format.

`KnowledgeGraphService` (in `service`) is what the GUI, the CLI and the agent tools call;
`dedup` scores likely duplicates with rapidfuzz.
"""
