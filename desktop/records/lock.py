"""One profile, one window: a lock file per game slot, made with the standard library alone.

The records and their command line never import Qt, so this is no ``QLockFile`` but keeps its
file and its rules: the file is made exclusively (``O_CREAT | O_EXCL``, which every system and
network share honours) and names the holder's pid, program name and host on lines of their own,
as ``QLockFile`` wrote them, so ``holders.read_lock`` (the command line) and a window of an
older Dicebox read each other's locks. When the holder crashed, the lock is stale and the next
window takes it over: no process of that pid runs on this host. There is no age-based staleness:
a window left open for a week is still the holder, and its game must not be forked by a second
one. A lock file that names nobody (empty, cut short, garbage, a folder of that name) is cleared
by ``acquire``: a lock file holds no records. A lock that could not be taken although nobody
live holds it (a full disk refusing the new file) is a ``problem``, never another window.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path

from desktop.i18n.problems import Problem, os_problem

from .holders import Holder, host_name, read_lock

__all__ = ["Holder", "ProfileLock"]

WRITING_GRACE_S = 2.0
"""A lock file is made and then written: an unreadable one younger than this may be a lock
being written by another window, so it is read again before being cleared."""
GUARD_STALE_S = 3.0
"""The guard held while a stale lock is removed is held for microseconds; one this old was left
by a window that crashed meanwhile, and is cleared (``acquire`` waits for it at most this long)."""


class ProfileLock:
    """The lock of one slot of a profile's data folder (``<folder>/<slot>.lock``)."""

    def __init__(self, folder: Path | str, slot: str = "main") -> None:
        if not slot or any(c in slot for c in "/\\:") or slot.startswith("."):
            raise ValueError(f"a slot name must be a plain file name, not {slot!r}")
        self.path = Path(folder) / f"{slot}.lock"
        self._held = False
        self.problem = ""
        """Why the lock could not be taken when no window holds it (a read-only folder): a ``Problem``."""

    def acquire(self) -> bool:
        """Take the lock now (taking over a crashed holder's); False when someone holds it or the
        folder refuses the file (``problem`` then says which)."""
        if self._held:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            folder = self.path.parent
            cause = Problem("folder-is-file", folder=str(folder)) if folder.is_file() else os_problem(exc)
            self.problem = Problem("lock-folder", folder=str(folder), cause=cause)
            return False
        self._clear_unreadable()
        deadline = time.monotonic() + GUARD_STALE_S + 1.0
        while True:
            try:
                made = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
            except FileExistsError:
                if self._remove_stale() and time.monotonic() < deadline:
                    continue  # a crashed window's lock is gone (or going): try again
                # Held, unless nobody alive holds it and the folder refuses a new file (a crashed
                # window's lock on a read-only disk): then the disk is the problem, not another window.
                refused = self._write_problem() if self.holder() is None else None
                self.problem = Problem("lock-unwritable", path=str(self.path), cause=refused) if refused else ""
                return False
            except OSError as exc:
                self.problem = Problem("lock-unwritable", path=str(self.path),
                                       cause=self._write_problem() or os_problem(exc))
                return False
            return self._write_holder(made)

    def _write_holder(self, made: int) -> bool:
        """Name this process in the file just made; a file that cannot be written (a full disk)
        is removed again, since a lock naming nobody would only be cleared by the next window."""
        contents = lock_contents()
        cause: Problem | None = None
        try:
            try:
                if os.write(made, contents) != len(contents):  # cut short without a reason given
                    cause = Problem("lock-unknown")
                os.fsync(made)
            finally:
                os.close(made)
        except OSError as exc:
            cause = os_problem(exc)
        if cause is not None:
            with contextlib.suppress(OSError):
                self.path.unlink()
            self.problem = Problem("lock-unwritable", path=str(self.path), cause=cause)
            return False
        self._held, self.problem = True, ""
        return True

    def _remove_stale(self) -> bool:
        """Remove the lock when it names a process that has ended here (True then, or when the file
        went meanwhile). Removal is guarded by ``<slot>.lock.rmlock``, and the holder read again
        under it: two windows taking one crashed lock over at once must not each remove the other's
        fresh lock and both play the same profile."""
        found = read_lock(self.path)
        if found is None:
            return not os.path.lexists(self.path)  # gone: free; unreadable: being written, so held
        if found.alive():
            return False
        guard = self.path.with_name(f"{self.path.name}.rmlock")
        try:
            os.close(os.open(guard, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        except FileExistsError:
            with contextlib.suppress(OSError):
                if time.time() - guard.stat().st_mtime > GUARD_STALE_S:
                    guard.unlink()
                    return True
            time.sleep(0.02)  # another window is removing it this instant
            return True
        except OSError:
            return False  # a folder refusing new files: ``acquire`` says why
        try:
            again = read_lock(self.path)
            if again is None:
                return not os.path.lexists(self.path)
            if again.alive():
                return False
            self.path.unlink()
            return True
        except FileNotFoundError:
            return True
        except OSError:
            return False
        finally:
            with contextlib.suppress(OSError):
                guard.unlink()

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
        if self._held:
            return None
        found = read_lock(self.path)
        if found is None or not found.alive():
            return None
        return found

    @property
    def held(self) -> bool:
        return self._held

    def release(self) -> None:
        """Remove the lock file, unless it names someone else by now: a lock another window took
        over (this one's file was removed by hand, say) is that window's to remove."""
        if not self._held:
            return
        self._held = False
        found = read_lock(self.path)
        if found is not None and found.pid == os.getpid() and found.local:
            with contextlib.suppress(OSError):
                self.path.unlink()


def lock_contents() -> bytes:
    """pid, program and host on lines of their own, as ``QLockFile`` writes them: an older Dicebox
    (whose Qt compares the program with the one that pid runs) reads this window as alive."""
    try:
        program = Path(sys.executable).resolve().name if sys.executable else ""
    except OSError:
        program = ""
    return f"{os.getpid()}\n{program}\n{host_name()}\n".encode()
