"""Files written whole or not at all, shared by the autosave, the kiosk's PIN lock-out and the
records' exports. Qt-free, so the command-line tools that write files load no Qt.

A write goes to a temp file in the same folder, locked while it is written (so a cleanup never
removes a live writer's file), flushed to disk, then renamed over the target.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def lock(fd: int) -> None:
    """Mark a temp file as being written (POSIX advisory lock, released when the writer dies).

    Windows needs none: a file another process has open cannot be deleted there."""
    if sys.platform != "win32":
        import fcntl  # POSIX only: Windows has no fcntl and needs no lock

        with contextlib.suppress(OSError):  # a file system without locks: the age rule still holds
            fcntl.flock(fd, fcntl.LOCK_EX)


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write via a temp file in the same folder and ``os.replace``, so a reader never sees half a
    file; ``OSError`` when it cannot be written (a missing folder included: callers decide whether
    to make it), and the old file is left as it was."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        lock(fd)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data.encode("utf-8") if isinstance(data, str) else data)
            fh.flush()
            os.fsync(fh.fileno())
        # Renamed once closed (Windows cannot rename an open file); from here to the rename
        # takes microseconds, far below the age a temp must reach before it counts as stale.
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
