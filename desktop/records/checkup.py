"""The records database's full check, made beside play instead of before it.

``PRAGMA integrity_check`` reads every page: 1.4 s at 100,000 games, which ``safe_open`` spends
while it opens the file after a session that did not close, after damage met in play, and when
the last full check is more than ``safe_open.FULL_CHECK_DAYS`` old. The command line, with no
window to stall, still opens so. The window opens with ``verify="later"`` instead:
``open_later`` makes every cheap check at once (the header, the length, the tables, the journal
of the game in progress) and hands the full one back ``Owed``. ``run`` makes it on a read-only
connection of its own, in any thread (it imports no Qt and touches no ``Records``), while the
window plays on its own connection: in WAL mode one connection reads every page while another
writes. ``Records.settle`` applies the ``Verdict`` on the window's thread:

- passed: the marks of the sessions that had died are cleared and the check is dated, as an open
  that checked would have done;
- damage: dealt with as an open would (``after_damage``: set aside whole, a new database
  started, or left for the profile's owner), except that the game in progress is carried into
  the new database, so play goes on where it was;
- not made (the file was busy, the window quit first): it stays owed, the window's close does not
  vouch for the file, and the next start makes it.

Until the verdict the window's connection never checkpoints on its own, so a damaged file is set
aside as it was found (the moves made meanwhile stay in its ``-wal``, beside it).
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.i18n.problems import Problem

from . import safe_open, shape
from .db import Q
from .holders import live_holders


@dataclass(frozen=True)
class Owed:
    """A full check an open left for later, with what dealing with its damage needs."""

    path: Path
    session: str | None
    owner: bool | None
    synchronous: str


@dataclass(frozen=True)
class Verdict:
    """What ``run`` found: ``made`` False when the check could not be made (it stays owed)."""

    made: bool
    problem: Problem | None
    """What the check found wrong; None when the file passed (or the check was not made)."""
    started: float
    """When the check began: the file was sound as of then."""


class Stop:
    """Ends a running ``run`` from another thread (the window quitting): SQLite's
    ``interrupt`` is the one call a connection takes from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self.stopped = False

    def attach(self, conn: sqlite3.Connection | None) -> bool:
        """Follow ``conn`` (None: let go); False once stopped, when the check must not begin."""
        with self._lock:
            self._conn = conn
            return not self.stopped

    def __call__(self) -> None:
        with self._lock:
            self.stopped = True
            if self._conn is not None:
                with contextlib.suppress(sqlite3.Error):
                    self._conn.interrupt()


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None,
                           timeout=safe_open.BUSY_TIMEOUT_MS / 1000, check_same_thread=False)


def _due(path: Path) -> bool | None:
    """Whether a full check is due (read before the open marks this session as open, or a
    session of this slot that died would look like this one); the cheap checks the full one would
    follow are made here when it is. None when those find something, or the file cannot be read
    this way: the synchronous open then finds it again at once (it stops at the first finding,
    before any full check) and deals with it as ever."""
    if not path.is_file():
        return False
    try:
        conn = _read_only(path)
    except sqlite3.Error:
        return None
    try:
        flagged = path.with_name(path.name + safe_open.CHECK_FLAG).exists()
        # safe_open's own rule of when a full check is due, so that the two opens never disagree
        if not (flagged or safe_open._check_due(conn)):
            return False
        shape.check_shape(conn)
        shape.check_journal(conn)
        return True
    except (sqlite3.Error, shape.Damaged):
        return None
    finally:
        conn.close()


def _on_file(conn: sqlite3.Connection) -> bool:
    """The connection is to a file (not the in-memory stand-in an open gives when it cannot use one)."""
    try:
        return any(row[1] == "main" and row[2] for row in conn.execute("PRAGMA database_list"))
    except sqlite3.Error:
        return False


def open_later(path: Path, synchronous: str, session: str | None,
               owner: bool | None) -> tuple[safe_open.Opened, Owed | None]:
    """Open as ``safe_open.open_database`` with ``verify="auto"`` does, except that a full check
    due is left for ``run``: the open, and the check still owed (None when none is)."""
    if not _due(path):
        return safe_open.open_database(path, synchronous, "auto", session, owner), None
    opened = safe_open.open_database(path, synchronous, "off", session, owner)
    if not _on_file(opened.conn):
        return opened, None  # a stand-in: the file is not in use, and its problem is told already
    with contextlib.suppress(sqlite3.Error):
        opened.conn.execute("PRAGMA wal_autocheckpoint = 0")  # the file stays as found until the verdict
    return opened, Owed(path, session, owner, synchronous)


def run(owed: Owed, stop: Stop | None = None) -> Verdict:
    """Make the full check on a read-only connection of its own, in the calling thread."""
    started = time.time()
    try:
        conn = _read_only(owed.path)
    except sqlite3.Error:
        return Verdict(False, None, started)
    if stop is not None and not stop.attach(conn):
        conn.close()
        return Verdict(False, None, started)
    try:
        safe_open.check(conn)
    except shape.Damaged as exc:
        return Verdict(True, safe_open.describe(exc), started)
    except sqlite3.Error as exc:
        stopped = stop is not None and stop.stopped
        return Verdict(True, safe_open.describe(exc), started) if safe_open.is_damage(exc) and not stopped else \
            Verdict(False, None, started)
    finally:
        if stop is not None:
            stop.attach(None)
        conn.close()
    return Verdict(True, None, started)


def passed(owed: Owed, verdict: Verdict) -> list[tuple[str, tuple[object, ...]]]:
    """The writes a passing check makes: the sessions that were open (had died, or are other
    windows, as an open that checks treats them) are vouched for, all but this one, still open;
    the check is dated."""
    own = "" if owed.session is None else f"open:{owed.session}"
    return [("sessions_reset_but", (own,)), ("meta_put", ("checked", repr(verdict.started)))]


def unflag(owed: Owed, verdict: Verdict) -> None:
    """The request for a full check is answered, unless damage met since the check began made it."""
    flag = owed.path.with_name(owed.path.name + safe_open.CHECK_FLAG)
    with contextlib.suppress(OSError):
        if flag.stat().st_mtime <= verdict.started:
            flag.unlink()


Carried = list[tuple[tuple[Any, ...], list[tuple[Any, ...]], list[tuple[Any, ...]]]]
"""Each game in progress as rows: the game's, its seats', its journal's."""


def _read_games(conn: sqlite3.Connection, game_ids: list[int]) -> Carried:
    """The games in progress as the damaged file still gives them (one it cannot read is left behind)."""
    carried: Carried = []
    for game_id in game_ids:
        try:
            row = conn.execute(Q["game_to_carry"], (game_id,)).fetchone()
            if row is None:
                continue
            seats = conn.execute(Q["seats_of"], (game_id,)).fetchall()
            steps = conn.execute(Q["journal_read"], (game_id,)).fetchall()
        except sqlite3.Error:
            continue
        carried.append((tuple(row), seats, steps))
    return carried


def _write_games(conn: sqlite3.Connection, carried: Carried) -> None:
    """Every carried game into ``conn`` with its id (the recorder goes on writing under it), or none."""
    if not carried:
        return
    with contextlib.suppress(sqlite3.Error):
        conn.execute("BEGIN IMMEDIATE")
        try:
            for (game_id, slot, game, seed, players, assisted, started, app, options), seats, steps in carried:
                conn.execute(Q["game_insert"], (game_id, slot, game, seed, players, assisted, started, app, options))
                for seat, name, kind, *_ in seats:
                    conn.execute(Q["seat_insert"], (game_id, seat, name, kind, game, players))
                for step, action in steps:
                    conn.execute(Q["journal_put"], (game_id, step, action))
            conn.execute("COMMIT")
        except sqlite3.Error:
            conn.execute("ROLLBACK")


def close_as_found(conn: sqlite3.Connection, path: Path) -> None:
    """Close the window's connection without the checkpoint SQLite makes when the last
    connection to a WAL database closes: a read-only one opened first stays last, and a read-only
    connection never writes. The file and its ``-wal`` stay exactly as they were."""
    spare: sqlite3.Connection | None = None
    with contextlib.suppress(sqlite3.Error):
        spare = _read_only(path)
        spare.execute("SELECT count(*) FROM sqlite_master").fetchone()
    with contextlib.suppress(sqlite3.Error):
        conn.close()
    if spare is not None:
        spare.close()


def after_damage(conn: sqlite3.Connection, owed: Owed, why: Problem, game_ids: list[int]) -> safe_open.Opened:
    """The check found ``why`` in the file ``conn`` has open: what an open finding it would give
    (``safe_open.open_database``'s three ways, the same words), with the games ``game_ids`` in
    progress carried into whatever database play goes on in."""
    path, synchronous = owed.path, owed.synchronous
    carried = _read_games(conn, game_ids)
    held = [] if owed.owner else live_holders(path.parent)
    close_as_found(conn, path)
    problem: Problem
    if owed.owner is False or held:
        safe_open.flag_for_check(path)
        problem = Problem("damaged-in-use" if held else "damaged-left", path=str(path), why=why,
                          pid=held[0][1].pid if held else 0)
        opened = safe_open.Opened(safe_open.memory(synchronous), False, problem, problem, None)
    else:
        try:
            moved = safe_open.set_aside(path)
        except OSError as exc:
            problem = Problem("damaged-stuck", path=str(path), why=why, cause=safe_open.describe(exc))
            opened = safe_open.Opened(safe_open.memory(synchronous), False, problem, problem, None)
        else:
            with contextlib.suppress(OSError):
                path.with_name(path.name + safe_open.CHECK_FLAG).unlink()  # its file is set aside
            opened = safe_open.open_database(path, synchronous, "off", owed.session, owner=True)
            if opened.kept:
                opened.notice = Problem("damaged-moved", why=why, name=moved.name, folder=str(moved.parent))
            else:
                cause = getattr(opened.problem, "params", {}).get("cause", opened.problem)
                opened.notice = Problem("damaged-moved-not-kept", why=why, name=moved.name,
                                        folder=str(moved.parent), cause=cause, path=str(path))
            opened.moved_to = moved
    _write_games(opened.conn, carried)
    return opened
