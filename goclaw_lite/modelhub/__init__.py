"""Local models the built-in server can run: a curated catalogue, downloads from the Hugging
Face hub (`huggingface_hub`), the models kept under the data directory.

An application-level service below the faces: `goclaw-lite model ...` (and, later, the window)
only call it. Nothing here starts a model; `providers.local_model` serves one.
"""
