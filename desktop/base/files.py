"""The one way Dicebox reads a file someone named: a game file, a lesson, kiosk.ini, the PIN's
lock-out record, a font, a sound.

A path can name anything: a pipe (``open`` then waits for ever for a writer), a device that
never ends (``/dev/zero``), a folder, a file of gigabytes, one this account may not read. Each is
refused here with a ``Problem`` (a code and parameters, said in the reader's language), never a
hang, a traceback or all of memory:

- it is opened without blocking (``O_NONBLOCK``: a pipe with no writer opens at once) and looked
  at on the open descriptor (no gap between a check and the open in which it could be swapped);
- anything but a regular file is refused, naming what it is;
- at most ``limit`` bytes are read: a larger file is refused, not cut short.

Qt-free, so the command line's readers use it too.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.i18n.problems import Problem

KINDS = {
    stat.S_IFDIR: "path-is-folder", stat.S_IFIFO: "path-is-pipe", stat.S_IFCHR: "path-is-device",
    stat.S_IFBLK: "path-is-device", stat.S_IFSOCK: "path-is-socket",
}
"""The problem of a path that is not a regular file, by what it is."""


def size_text(size: int) -> str:
    """A size as a sentence says it: bytes, KiB or MiB."""
    if size < 1024:
        return f"{size} bytes"
    if size < 1 << 20:
        return f"{size / 1024:.0f} KiB"
    return f"{size / (1 << 20):.1f} MiB"


def _problem(code: str, exc: OSError | None = None, **params: object) -> Problem:
    """Made only when a read fails: the problems' texts are not loaded for a good file (fonts are
    read before the first frame)."""
    from desktop.i18n.problems import Problem, os_problem

    if exc is not None:
        params["cause"] = os_problem(exc)
    return Problem(code, **params)


class Unreadable(OSError):
    """A file that was not read; ``problem`` says why, in any language (``str`` is its English)."""

    def __init__(self, path: str | os.PathLike[str], problem: Problem) -> None:
        super().__init__(problem)
        self.path = str(path)
        self.problem = problem


def read_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """All of the regular file at ``path``, at most ``limit`` bytes of it; ``Unreadable`` else."""
    fd = _open_regular(path, limit)
    try:
        chunks, total = [], 0
        while total <= limit:  # a file that grows while it is read is still held to the limit
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise Unreadable(path, _problem("path-too-large", path=shown_path(path), size=size_text(total),
                                           limit=size_text(limit)))
        return b"".join(chunks)
    except OSError as exc:
        if isinstance(exc, Unreadable):
            raise
        raise Unreadable(path, _problem("path-unreadable", exc, path=shown_path(path))) from None
    finally:
        os.close(fd)


def check_file(path: str | os.PathLike[str], limit: int) -> None:
    """``Unreadable`` when ``read_file`` would refuse ``path`` as it opens it, else nothing, and
    nothing read: for the app's own files that a library then opens by their path (a font Qt maps
    instead of holding a copy of it)."""
    os.close(_open_regular(path, limit))


def _open_regular(path: str | os.PathLike[str], limit: int) -> int:
    """The open descriptor of the regular file at ``path``, of at most ``limit`` bytes; ``Unreadable`` else."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.EISDIR:
            raise Unreadable(path, _problem("path-is-folder", path=shown_path(path))) from None
        raise Unreadable(path, _problem("path-unreadable", exc, path=shown_path(path))) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            code = KINDS.get(stat.S_IFMT(info.st_mode), "path-is-special")
            raise Unreadable(path, _problem(code, path=shown_path(path)))
        if info.st_size > limit:
            raise Unreadable(path, _problem("path-too-large", path=shown_path(path), size=size_text(info.st_size),
                                           limit=size_text(limit)))
    except OSError as exc:
        os.close(fd)
        if isinstance(exc, Unreadable):
            raise
        raise Unreadable(path, _problem("path-unreadable", exc, path=shown_path(path))) from None
    return fd


def read_text(path: str | os.PathLike[str], limit: int) -> str:
    """``read_file`` as UTF-8 text (a byte-order mark is dropped); ``Unreadable`` when it is not."""
    data = read_file(path, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Unreadable(path, _problem("path-not-utf8", path=shown_path(path), offset=exc.start)) from None


def shown_path(path: str | os.PathLike[str]) -> str:
    """A path as a message shows it: absolute, so that it says where the file is wherever the
    program was started from."""
    return str(Path(path).absolute())
