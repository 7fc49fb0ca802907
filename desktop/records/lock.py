"""One profile, one window: a lock file per game slot, taken with Qt's ``QLockFile``.

The only module of ``desktop.records`` that imports Qt (QtCore alone), so the store and its
queries stay usable from the command line without it.

``QLockFile`` writes the holder's pid, host and program name into the file. When the holder
crashed, the lock is stale and the next window takes it over: Qt checks that no process with that
pid (and that program name) runs on this host. The age-based staleness is switched off
(``setStaleLockTime(0)``): a window left open for a week is still the holder, and its game must
not be forked by a second one. Qt then never takes over a lock file it cannot read (empty, cut
short, garbage, a folder of that name), so ``acquire`` clears such a file itself: it names no
live holder, and a lock file holds no records. A lock Qt could not take although nobody live
holds it (a full disk refusing the new file) is a ``problem``, never another window.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from PySide6.QtCore import QLockFile

from desktop.i18n.problems import Problem, os_problem

from .holders import Holder, read_lock

__all__ = ["Holder", "ProfileLock"]

WRITING_GRACE_S = 2.0
"""Qt makes the lock file and then writes it: an unreadable one younger than this may be a lock
being written by another window, so it is read again before being cleared."""


class ProfileLock:
    """The lock of one slot of a profile's data folder (``<folder>/<slot>.lock``)."""

    def __init__(self, folder: Path | str, slot: str = "main") -> None:
        if not slot or any(c in slot for c in "/\\:") or slot.startswith("."):
            raise ValueError(f"a slot name must be a plain file name, not {slot!r}")
        self.path = Path(folder) / f"{slot}.lock"
        self._lock = QLockFile(str(self.path))
        self._lock.setStaleLockTime(0)
        self.problem = ""
        """Why the lock could not be taken when no window holds it (a read-only folder): a ``Problem``."""

    def acquire(self) -> bool:
        """Take the lock now (taking over a crashed holder's); False when someone holds it or the
        folder refuses the file (``problem`` then says which)."""
        if self._lock.isLocked():
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            folder = self.path.parent
            cause = Problem("folder-is-file", folder=str(folder)) if folder.is_file() else os_problem(exc)
            self.problem = Problem("lock-folder", folder=str(folder), cause=cause)
            return False
        self._clear_unreadable()
        if self._lock.tryLock(0):
            self.problem = ""
            return True
        error = self._lock.error()
        if error == QLockFile.LockError.LockFailedError:
            # Held, unless nobody alive holds it and the folder refuses a new file (a crashed
            # window's lock on a full disk): then the disk is the problem, not another window.
            cause = self._write_problem() if self.holder() is None else None
            self.problem = Problem("lock-unwritable", path=str(self.path), cause=cause) if cause else ""
        else:
            cause = Problem("os-permission" if error == QLockFile.LockError.PermissionError else "lock-unknown")
            self.problem = Problem("lock-unwritable", path=str(self.path), cause=self._write_problem() or cause)
        return False

    def _clear_unreadable(self) -> None:
        """Take a lock file that names nobody out of the way: a folder is renamed (its contents are
        not ours to delete), an empty or garbage file removed once it is old enough not to be a
        lock being written this instant."""
        path = self.path
        with contextlib.suppress(OSError):
            if path.is_dir() or (path.exists() and not path.is_file()):
                os.replace(path, path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"))
                return
            if not path.is_file() or read_lock(path) is not None:
                return
            wait = WRITING_GRACE_S - (time.time() - path.stat().st_mtime)
            if wait > 0:
                time.sleep(min(wait, WRITING_GRACE_S))
                if read_lock(path) is not None:
                    return
            path.unlink()

    def _write_problem(self) -> Problem | None:
        """Why a lock file cannot be written here (a full disk, a read-only folder), found by
        writing a small file beside it; None when it can be."""
        probe = self.path.with_name(f".{self.path.name}.probe-{os.getpid()}")
        try:
            with probe.open("xb") as handle:
                handle.write(b"x" * 4096)
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as exc:
            return os_problem(exc)
        finally:
            with contextlib.suppress(OSError):
                probe.unlink()
        return None

    def holder(self) -> Holder | None:
        """Who holds the lock, if anyone else alive does (None when we do, the file is gone or
        unreadable, or it names a process that has ended: a crashed window holds nothing)."""
        if self._lock.isLocked():
            return None
        found = read_lock(self.path)
        if found is None or not found.alive():
            return None
        return found

    @property
    def held(self) -> bool:
        return bool(self._lock.isLocked())

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()
