"""Who holds a profile's lock files: the command line must know it too.

``lock.ProfileLock`` writes ``pid``, program name and host name on lines of their own, as the
``QLockFile`` of an older Dicebox did (adding machine and boot ids). Reading them here lets a
process that does not hold the profile (the records command line beside a playing window, a
second window in a separate slot) see that a live window owns the records and leave the
database where it is, whatever damage it finds: only the owner may set it aside, since the
owner is still writing into it. A lock whose holder is dead, or whose file cannot be read at
all (empty, garbage, a folder), holds nobody.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

MAX_LOCK_BYTES = 4096
"""A lock file is about a hundred bytes; anything far larger is not one."""



def host_name() -> str:
    """This machine's name, as a lock file records its holder's: the system's node name, which is
    what ``socket.gethostname`` reads, without loading the socket module into every start."""
    uname = getattr(os, "uname", None)  # not on Windows
    if uname is not None:
        return str(uname().nodename)
    import socket  # Windows: its own call

    return socket.gethostname()

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

    @property
    def local(self) -> bool:
        return not self.host or self.host.lower() == host_name().lower()

    def alive(self) -> bool:
        """The holder may still run: a process of that number lives here, or it is on another host
        (which this one cannot ask)."""
        if not self.local:
            return True
        return pid_alive(self.pid)


def pid_alive(pid: int) -> bool:
    """A process of that number runs here. Never ``os.kill`` on Windows, where signal 0 is not a
    question but ``TerminateProcess``: the window would be ended by the command line asking."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process: it exists
    except OSError:
        return False
    return True


def _windows_alive(pid: int) -> bool:
    import ctypes  # Windows only

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]  # the stubs have windll for Windows only
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return bool(kernel32.GetLastError() == 5)  # access denied: it exists
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == 259  # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


def read_lock(path: Path) -> Holder | None:
    """The holder a lock file names, or None when it names nobody readable (empty, garbage, a
    folder, gone, not a number on its first line)."""
    try:
        if not path.is_file():
            return None
        with path.open("rb") as handle:
            data = handle.read(MAX_LOCK_BYTES + 1)
    except OSError:
        return None
    if len(data) > MAX_LOCK_BYTES:
        return None
    try:
        lines = data.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        return None
    first = lines[0].strip()
    if not (first.isascii() and first.isdigit()) or len(first) > 12:
        return None
    return Holder(int(first), lines[2].strip() if len(lines) > 2 else "", lines[1].strip() if len(lines) > 1 else "")


def live_holders(folder: Path) -> list[tuple[str, Holder]]:
    """Every lock in ``folder`` held by a live process other than this one: (slot, holder)."""
    found: list[tuple[str, Holder]] = []
    try:
        names = sorted(p for p in folder.glob("*.lock"))
    except OSError:
        return found
    for path in names:
        holder = read_lock(path)
        if holder is not None and not (holder.local and holder.pid == os.getpid()) and holder.alive():
            found.append((path.stem, holder))
    return found
