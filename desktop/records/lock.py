"""One profile, one window: a lock file per game slot, made with the standard library alone.

The records and their command line never import Qt, so this is no ``QLockFile`` but keeps its
file and its rules: the file is made exclusively (``O_CREAT | O_EXCL``, which every system and
network share honours) and names the holder's pid, program name and host on lines of their own,
as ``QLockFile`` wrote them, so ``holders.read_lock`` (the command line) and a window of an
older Dicebox read each other's locks. When the holder crashed, the lock is stale and the next
window takes it over: no process of that pid runs on this host. There is no age-based staleness:
a window left open for a week is still the holder, and its game must not be forked by a second
one. A lock file that names nobody (empty, cut short, garbage, a folder of that name) is taken
over by ``acquire``: a lock file holds no records. A lock that could not be taken although nobody
live holds it (a full disk refusing the new file) is a ``problem``, never another window.

What makes a holder the only one is the system's lock on the open file, as ``QLockFile`` took it
too: ``flock``, or on Windows a byte far past the text (readers still read the text), held while
the window plays and freed by the system however its process ends. A file is never judged free
and then removed: between the judgement and the removal it may have become another window's
(one that removed the stale file and made its own), and no guard file or age tells a window
that crashed from one the system left unscheduled for seconds on a busy machine. A file is only
taken over by the one window the system gave its lock to, which then checks that the name
still leads to that same file, and rewrites it in place. The text still counts: a file naming a
live process is held even where the system's lock is missing (a filesystem without ``flock``).
"""

from __future__ import annotations

import contextlib
import enum
import errno
import os
import sys
import time
from pathlib import Path

from desktop.i18n.problems import Problem, os_problem

from .holders import Holder, host_name, read_lock

__all__ = ["Holder", "ProfileLock"]

WRITING_GRACE_S = 2.0
"""A lock file is made and then written: an unreadable one younger than this may be a lock
being written by another window, so it is read again before being taken over."""
GIVE_UP_S = 4.0
"""How long ``acquire`` keeps trying while the file changes under it (windows starting together)."""
MADE_TRIES, MADE_PAUSE_S = 100, 0.005
"""A window judging the file this one just made holds its system lock for an instant: the maker
asks again for half a second before leaving the file to the loop that judges it."""
WINDOWS_LOCK_BYTE = 1 << 30
"""Windows locks bytes for readers as well as lockers: the lock is on a byte no reader reads."""
BINARY = getattr(os, "O_BINARY", 0)


class _Turn(enum.Enum):
    HELD = "held"
    """Another window holds the file (or may, for all this one can tell)."""
    AGAIN = "again"
    """The file changed under this window: look again."""


if sys.platform == "win32":
    import msvcrt  # Windows only

    def _lock_system(fd: int) -> bool | None:
        """The system's lock on the open file: True taken, False held by another, None when this
        filesystem has none (then the text alone decides)."""
        try:
            os.lseek(fd, WINDOWS_LOCK_BYTE, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            return False if exc.errno in (errno.EACCES, errno.EDEADLOCK) else None
        finally:
            with contextlib.suppress(OSError):
                os.lseek(fd, 0, os.SEEK_SET)
        return True

    def _let_go(fd: int) -> None:
        """Closing alone frees a Windows lock only when the system gets round to it: unlock first."""
        with contextlib.suppress(OSError):
            os.lseek(fd, WINDOWS_LOCK_BYTE, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        os.close(fd)

else:
    import fcntl  # POSIX only

    def _lock_system(fd: int) -> bool | None:
        """The system's lock on the open file: True taken, False held by another, None when this
        filesystem has none (then the text alone decides)."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            return False if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES) else None
        return True

    def _let_go(fd: int) -> None:
        os.close(fd)  # the flock belongs to this open file alone and goes with it


class ProfileLock:
    """The lock of one slot of a profile's data folder (``<folder>/<slot>.lock``)."""

    def __init__(self, folder: Path | str, slot: str = "main") -> None:
        if not slot or any(c in slot for c in "/\\:") or slot.startswith("."):
            raise ValueError(f"a slot name must be a plain file name, not {slot!r}")
        self.path = Path(folder) / f"{slot}.lock"
        self._held = False
        self._fd: int | None = None
        """The lock file, kept open while held: closing it (or the process ending) frees it."""
        self._waited: tuple[int, int] | None = None
        """The unreadable file whose grace this window has waited out: taken over when met again."""
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
        self._set_aside()
        deadline = time.monotonic() + GIVE_UP_S
        self._waited = None
        while True:
            try:
                made = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL | BINARY, 0o644)
            except FileExistsError:
                turn = self._take_over()
            except OSError as exc:
                self.problem = Problem("lock-unwritable", path=str(self.path),
                                       cause=self._write_problem() or os_problem(exc))
                return False
            else:
                turn = self._lock_made(made)
            if isinstance(turn, int):
                return self._write_holder(turn)
            if isinstance(turn, Problem):
                self.problem = Problem("lock-unwritable", path=str(self.path), cause=turn)
                return False
            if turn is _Turn.AGAIN and time.monotonic() < deadline:
                continue  # a crashed window's lock is gone, or the file changed: try again
            # Held, unless nobody alive holds it and the folder refuses a new file (a crashed
            # window's lock on a read-only disk): then the disk is the problem, not another window.
            refused = self._write_problem() if self.holder() is None else None
            self.problem = Problem("lock-unwritable", path=str(self.path), cause=refused) if refused else ""
            return False

    def _lock_made(self, made: int) -> int | _Turn:
        """Lock the file just made before writing in it: until its text is in it names nobody, and
        only the system's lock tells a window writing it from one that crashed."""
        for _ in range(MADE_TRIES):
            got = _lock_system(made)
            if got is None or (got and self._names(made)):
                return made
            if got:  # taken over and replaced while this window stalled: it is another's now
                break
            time.sleep(MADE_PAUSE_S)
        self._waited = _identity(made)  # ours, if still there and unlocked: no grace to wait for
        _let_go(made)
        return _Turn.AGAIN

    def _take_over(self) -> int | _Turn | Problem:
        """The open, locked lock file when the window that held it is gone (its text to be written
        over), else whether another holds it or the file changed under this one."""
        writable = True
        try:
            fd = os.open(self.path, os.O_RDWR | BINARY)
        except FileNotFoundError:
            return _Turn.AGAIN
        except OSError:  # another user's, a read-only disk, or open in an older Dicebox on Windows
            writable = False
            try:
                fd = os.open(self.path, os.O_RDONLY | BINARY)
            except FileNotFoundError:
                return _Turn.AGAIN
            except OSError:
                return _Turn.HELD
        if _lock_system(fd) is False:
            _let_go(fd)
            return _Turn.HELD
        if not self._names(fd):  # the lock that was there went, and maybe came anew, meanwhile
            _let_go(fd)
            return _Turn.AGAIN
        found = read_lock(self.path)
        if found is not None and found.alive():
            _let_go(fd)
            return _Turn.HELD
        if found is None and self._waited != _identity(fd):
            wait = WRITING_GRACE_S - (time.time() - os.fstat(fd).st_mtime)
            if wait > 0:  # maybe being written: give the writer its grace, unlocked, then look again
                self._waited = _identity(fd)
                _let_go(fd)
                time.sleep(min(wait, WRITING_GRACE_S))
                return _Turn.AGAIN
        if writable:
            return fd
        return self._remove_locked(fd)

    def _remove_locked(self, fd: int) -> _Turn | Problem:
        """A crashed window's file this one may not write (another user's, a read-only disk) is
        removed while locked, so that nobody's fresh lock is removed, and made anew."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:  # on Windows too: a file open here cannot be removed
            return self._write_problem() or os_problem(exc)
        finally:
            _let_go(fd)
        return _Turn.AGAIN

    def _names(self, fd: int) -> bool:
        """The lock's name still leads to this open file: a window that got the system's lock on a
        file removed meanwhile holds nothing. Windows moves or removes no file open anywhere (Python
        opens files without sharing their deletion), so there the open file keeps its name."""
        if sys.platform == "win32":
            return True
        try:
            return _identity_of(os.stat(self.path)) == _identity(fd)
        except OSError:
            return False

    def _write_holder(self, fd: int) -> bool:
        """Name this process in the locked file; one that cannot be written (a full disk) is
        removed again, since a lock naming nobody would only be cleared by the next window."""
        contents = lock_contents()
        cause: Problem | None = None
        try:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            if os.write(fd, contents) != len(contents):  # cut short without a reason given
                cause = Problem("lock-unknown")
            os.fsync(fd)
        except OSError as exc:
            cause = os_problem(exc)
        if cause is not None:
            self._drop(fd, mine_only=False)
            self.problem = Problem("lock-unwritable", path=str(self.path), cause=cause)
            return False
        self._fd, self._held, self.problem = fd, True, ""
        return True

    def _drop(self, fd: int, mine_only: bool) -> None:
        """Remove the file and free the system's lock. On POSIX the file is removed while still
        locked, so nobody can have taken it over in between; Windows removes no file open anywhere,
        so there it is closed first, and one another window opened meanwhile stays, naming this
        process, to be taken over once it has ended."""
        if sys.platform == "win32":
            _let_go(fd)
        found = read_lock(self.path)
        ours = found is not None and found.pid == os.getpid() and found.local
        if (ours or not mine_only) and self._names(fd):  # on Windows without asking the closed file
            with contextlib.suppress(OSError):
                self.path.unlink()
        if sys.platform != "win32":
            _let_go(fd)

    def _set_aside(self) -> None:
        """Move a folder (or other non-file) of the lock's name out of the way: its contents are
        not ours to delete. On POSIX it is moved onto an empty folder made for it, which no file
        can replace: a window's lock that took the folder's place meanwhile stays where it is."""
        path = self.path
        with contextlib.suppress(OSError):
            if not (path.is_dir() or (path.exists() and not path.is_file())):
                return
            aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}")
            if sys.platform == "win32" or path.is_symlink() or not path.is_dir():
                os.replace(path, aside)  # on Windows an open lock file cannot be moved
                return
            os.mkdir(aside)
            try:
                os.rename(path, aside)
            except OSError:
                os.rmdir(aside)

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
        fd, self._fd = self._fd, None
        if fd is not None:
            self._drop(fd, mine_only=True)


def _identity(fd: int) -> tuple[int, int]:
    return _identity_of(os.fstat(fd))


def _identity_of(stat: os.stat_result) -> tuple[int, int]:
    """Which file this is: an open file's number is never given to another while it is open."""
    return stat.st_dev, stat.st_ino


def lock_contents() -> bytes:
    """pid, program and host on lines of their own, as ``QLockFile`` writes them: an older Dicebox
    (whose Qt compares the program with the one that pid runs) reads this window as alive."""
    try:
        program = Path(sys.executable).resolve().name if sys.executable else ""
    except OSError:
        program = ""
    return f"{os.getpid()}\n{program}\n{host_name()}\n".encode()
