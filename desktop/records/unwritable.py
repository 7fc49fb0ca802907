"""Where records cannot be kept, said plainly: a data folder refused outright, a read-only
folder or file, and the game in progress that waits in one.

SQLite says "unable to open database file" for a read-only folder (it cannot make the ``-wal``
and ``-shm`` files WAL needs): the player read "the database file cannot be opened or created",
never why, and the game in progress was not resumed without a word. ``named`` puts the real
cause in its place; ``waiting_game`` finds the game the file holds (read without writing a byte,
so a read-only disk is read too), for the words that say why it was not resumed.

A data folder that must not be used at all (``storage.data_dir`` refuses one made from a
relative ``HOME``: it would land wherever Dicebox was started) is ``NOWHERE``, a folder that can
never be made (under the null device, which is no folder), so that the lock, the log and the
kiosk's files fail there quietly, and ``Records.open`` says the reason ``refuse`` was given
without touching the disk. Qt-free: the store and the command line use it.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

from desktop.i18n.problems import Problem

from .db import Q

NOWHERE = Path(r"\\.\NUL\Dicebox") if os.name == "nt" else Path(os.devnull) / "Dicebox"
"""The data folder given when there is none to use: absolute, and nothing can be made in it."""

_refused: dict[Path, Problem] = {}


def refuse(problem: Problem) -> Path:
    """The data folder to hand out when ``problem`` forbids every real one: ``NOWHERE``, whose
    records then say ``problem``."""
    _refused[NOWHERE] = problem
    return NOWHERE


def refusal(folder: Path) -> Problem | None:
    """Why ``folder`` was refused as the data folder; None for any folder that was not."""
    return _refused.get(folder)


def read_only(place: Path) -> bool:
    """``place`` (a folder or a file) exists and cannot be written: a read-only file system or
    permissions (root writes through permissions, never through a read-only mount)."""
    try:
        if os.statvfs(place).f_flag & os.ST_RDONLY:
            return True
    except (OSError, AttributeError):  # no statvfs on Windows
        pass
    return place.exists() and not os.access(place, os.W_OK)


UNNAMED = ("cannot-open", "system", "os-io", "os-permission", "os-read-only")
"""Causes SQLite and the system give for a place that is only read-only: said as that."""


def named(problem: Problem | str, path: Path) -> Problem | str:
    """``problem`` (an open's "records are not being kept: {cause} ({path})") with its cause
    named for what it is when the data folder or the database file is read-only."""
    params = getattr(problem, "params", None)
    if getattr(problem, "code", "") != "not-kept-at" or not params:
        return problem
    cause = params.get("cause")
    if getattr(cause, "code", "") not in UNNAMED:
        return problem
    if read_only(path.parent):
        cause = Problem("read-only")
    elif read_only(path):
        cause = Problem("file-read-only", name=path.name)
    else:
        return problem
    return Problem("not-kept-at", **{**params, "cause": cause})


def waiting_game(path: Path, slot: str) -> str | None:
    """The game (its id, such as "dicegame") in progress in ``slot`` of the database at ``path``,
    read without writing anything; None when there is none or it cannot be read. A read-only
    folder cannot hold the ``-shm`` file a reader of a WAL database makes, so there the file is
    read as immutable (nobody can be writing into it)."""
    if not path.is_file():
        return None
    modes = ["mode=ro"] + (["mode=ro&immutable=1"] if read_only(path.parent) else [])
    for mode in modes:
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(f"{path.resolve().as_uri()}?{mode}", uri=True, timeout=0.25)
            row = conn.execute(Q["playing_latest"], (slot,)).fetchone()
        except sqlite3.Error:
            continue
        finally:
            if conn is not None:
                with contextlib.suppress(sqlite3.Error):
                    conn.close()
        return None if row is None else str(row[1])
    return None
