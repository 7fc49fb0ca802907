"""One profile, one window: a lock file per game slot, taken with Qt's ``QLockFile``.

The only module of ``desktop.records`` that imports Qt (QtCore alone), so the store and its
queries stay usable from the command line without it.

``QLockFile`` writes the holder's pid, host and program name into the file. When the holder
crashed, the lock is stale and the next window takes it over: Qt checks that no process with that
pid (and that program name) runs on this host. The age-based staleness is switched off
(``setStaleLockTime(0)``): a window left open for a week is still the holder, and its game must
not be forked by a second one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile

from .problems import Problem, os_problem


@dataclass(frozen=True)
class Holder:
    """Who holds the lock (as far as the lock file says)."""

    pid: int
    host: str
    app: str

    def describe(self) -> str:
        """English, for logs and tests; the window words the whole sentence (``profile_dialog``)."""
        where = f" on {self.host}" if self.host else ""
        return f"another Dicebox window (process {self.pid}{where})"


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
            self.problem = Problem("lock-folder", folder=str(self.path.parent), cause=os_problem(exc))
            return False
        if self._lock.tryLock(0):
            self.problem = ""
            return True
        error = self._lock.error()
        if error == QLockFile.LockError.LockFailedError:
            self.problem = ""
        else:
            cause = Problem("os-permission" if error == QLockFile.LockError.PermissionError else "lock-unknown")
            self.problem = Problem("lock-unwritable", path=str(self.path), cause=cause)
        return False

    def holder(self) -> Holder | None:
        """Who holds the lock, if anyone else does (None when we do or the file is gone)."""
        if self._lock.isLocked():
            return None
        found = self._lock.getLockInfo()
        if not isinstance(found, tuple) or len(found) != 3:
            return None
        pid, host, app = found
        return Holder(int(pid), str(host), str(app))

    @property
    def held(self) -> bool:
        return bool(self._lock.isLocked())

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()
