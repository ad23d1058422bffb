"""Write the encryption key to a backup file: new file only, readable by the user alone.

Shared by `goclaw-lite key export --file` and the setup wizard's "Export key…" button, so
both refuse to overwrite an existing file and never leave a world-readable copy.
"""

from __future__ import annotations

import os
from pathlib import Path

from goclaw_lite.errors import ValidationError
from goclaw_lite.security.crypto import encode_key

LOSS_WARNING = "Keep a copy of this key somewhere safe: without it, stored credentials and API keys cannot be recovered."


def write_key_file(target: Path, key: bytes) -> Path:
    """Create `target` (mode 0600, never overwriting) holding the key as text."""
    target = target.expanduser()
    try:
        fd = os.open(target, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    except FileExistsError:
        raise ValidationError(f"{target} exists already; choose a new file name (a key backup is never overwritten).") from None
    except OSError as exc:
        raise ValidationError(f"Cannot create {target}: {exc.strerror}.") from None
    with os.fdopen(fd, "w", encoding="ascii") as handle:
        handle.write(encode_key(key) + "\n")
    return target
