"""Opening the records database: checked, migrated, and never a reason for the game not to start.

Three outcomes, each with words for the player:

- it opens, passes ``PRAGMA integrity_check`` and is migrated to the latest schema;
- it is damaged (not a database, cut short, failing the check): the file and its ``-wal`` and
  ``-shm`` companions are renamed to ``<name>.bad-<time>`` (the companions keep their suffix
  after it, so SQLite opens the set-aside copy with its journal) and a fresh database is started;
- it cannot be used now (a read-only or full disk, locked by another program, made by a newer
  Dicebox): it is left exactly as it is and an in-memory database stands in, so play goes on
  and the window shows that records are not being kept.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from desktop.i18n.problems import DiceboxError, Problem, carried, os_problem

from . import db, shape
from .holders import live_holders
from .shape import Damaged
from .storage import NoFreeName

BUSY_TIMEOUT_MS = 250
"""How long a write waits for another window's write (they take about a millisecond) before it
is queued for the next one instead of holding up play."""

DAMAGE_CODES = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
TROUBLE_CODES = (
    "SQLITE_FULL", "SQLITE_READONLY", "SQLITE_IOERR", "SQLITE_CANTOPEN", "SQLITE_BUSY", "SQLITE_LOCKED",
    "SQLITE_PERM", "SQLITE_NOLFS", "SQLITE_PROTOCOL",
)


def error_name(exc: BaseException) -> str:
    return str(getattr(exc, "sqlite_errorname", "") or "")


def is_damage(exc: BaseException) -> bool:
    return isinstance(exc, Damaged) or error_name(exc).startswith(DAMAGE_CODES)


def is_trouble(exc: BaseException) -> bool:
    """A problem of the disk or of other programs, which may pass: full, read-only, locked."""
    return isinstance(exc, OSError) or error_name(exc).startswith(TROUBLE_CODES)


_CAUSES = (
    ("SQLITE_FULL", "disk-full"), ("SQLITE_READONLY", "read-only"), ("SQLITE_PERM", "read-only"),
    ("SQLITE_BUSY", "locked"), ("SQLITE_LOCKED", "locked"), ("SQLITE_CANTOPEN", "cannot-open"),
    ("SQLITE_NOTADB", "not-a-database"), ("SQLITE_CORRUPT", "malformed"),
)


def describe(exc: BaseException) -> Problem:
    """The cause in a few words for the player, as a code (English as text)."""
    ours = carried(exc)
    if ours is not None:
        return ours
    name = error_name(exc)
    for prefix, code in _CAUSES:
        if name.startswith(prefix):
            return Problem(code)
    if isinstance(exc, OSError):
        return os_problem(exc)
    return Problem("system", detail=str(exc) or type(exc).__name__)


@dataclass
class Opened:
    conn: sqlite3.Connection
    kept: bool
    problem: str
    """Why records are not being kept ("" when they are): a ``Problem``."""
    notice: str
    """Something the player should read once (a damaged database set aside), or ""."""
    moved_to: Path | None


def connect(target: str | Path, synchronous: str) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), WAL, foreign keys on."""
    conn = sqlite3.connect(str(target), isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA foreign_keys = ON")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(target) != ":memory:" and str(mode).lower() != "wal":
            raise NoWal("no-wal", mode=str(mode))
        conn.execute(f"PRAGMA synchronous = {synchronous}")
    except BaseException:
        conn.close()
        raise
    return conn


def check(conn: sqlite3.Connection) -> None:
    """Raise ``Damaged`` unless ``PRAGMA integrity_check`` finds nothing wrong."""
    rows = conn.execute("PRAGMA integrity_check").fetchall()
    if [tuple(r) for r in rows] != [("ok",)]:
        first = shape.first_finding(rows)
        raise (Damaged("integrity-more", first=first, more=len(rows) - 1) if len(rows) > 1 else
               Damaged("integrity", first=first))


def set_aside(path: Path) -> Path:
    """Rename ``path`` and its ``-wal``/``-shm`` files to ``<name>.bad-<time>[-n]``; returns the new
    database name. The name is reserved exclusively first, so an earlier ``.bad`` is never replaced."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for attempt in range(1, 1000):
        target = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{attempt}" if attempt > 1 else ""))
        try:
            os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:
            continue
        break
    else:
        raise NoFreeName("no-free-name", name=f"{path.name}.bad-{stamp}")
    try:
        for suffix in ("-wal", "-shm"):
            companion = path.with_name(path.name + suffix)
            if companion.exists():
                os.replace(companion, target.with_name(target.name + suffix))
        os.replace(path, target)
    except OSError:
        with contextlib.suppress(OSError):
            if target.stat().st_size == 0:
                target.unlink()
        raise
    return target


FULL_CHECK_DAYS = 7
CHECK_FLAG = ".check"
"""Suffix of a file next to the database that asks for a full check at the next open: written
when a damaged page turned up during play."""


def flag_for_check(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.with_name(path.name + CHECK_FLAG).touch()


def _verify(path: Path, mode: str) -> bool:
    """Check an existing database through a read-only connection; True when the full
    ``PRAGMA integrity_check`` ran (and passed).

    Read-only, because a read-write connection that finds damage would still tidy up on closing
    (checkpoint, delete the ``-wal``), and a damaged database must be set aside exactly as found.

    The full check reads every page: 1.4 s for 100,000 games. It runs when the last session did
    not close (a crash, a power cut), when damage was met during play, when the last full check
    is more than ``FULL_CHECK_DAYS`` old, or with ``mode="full"``. Every open reads the header
    and the schema and compares the file's length with the page count, which catches a file
    that is not a database or was cut short in a few milliseconds whatever its size."""
    try:
        size = path.stat().st_size
    except OSError:
        return False  # none yet, or not reachable: the read-write open says why
    wal = path.with_name(path.name + "-wal")
    if size == 0:
        if wal.is_file() and wal.stat().st_size > 0:
            return False  # every page still in the write-ahead log: SQLite reads it from there
        raise Damaged("empty-file", name=path.name)
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error:
        return False
    flag = path.with_name(path.name + CHECK_FLAG)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        pages = conn.execute("PRAGMA page_count").fetchone()[0] * conn.execute("PRAGMA page_size").fetchone()[0]
        if (not wal.exists() or wal.stat().st_size == 0) and size < pages:
            raise Damaged("cut-short", size=size, pages=pages)
        shape.check_shape(conn)
        if mode == "off":
            return False
        shape.check_journal(conn)
        full = mode == "full" or flag.exists() or _check_due(conn)
        if full:
            check(conn)
    except sqlite3.Error as exc:
        if is_damage(exc):
            raise
        return False
    finally:
        conn.close()
    if full:
        with contextlib.suppress(OSError):
            flag.unlink()
    return full


def _check_due(conn: sqlite3.Connection) -> bool:
    try:
        rows = dict(conn.execute("SELECT key, value FROM meta WHERE key IN ('open', 'checked')").fetchall())
        unclosed = conn.execute(db.Q["sessions_open"]).fetchone()[0]
    except sqlite3.Error as exc:
        if is_damage(exc):
            raise
        return True  # no meta table yet: an old or foreign database, check it all
    try:
        checked = float(rows.get("checked", "0"))
    except ValueError:
        return True
    return unclosed > 0 or time.time() - checked > FULL_CHECK_DAYS * 86_400


def _prepare(path: Path, synchronous: str, verify: str, session: str | None) -> tuple[sqlite3.Connection, str]:
    """The open, migrated connection, and why it cannot be written now ("" when it can).

    ``session`` names the window's slot: its ``open:<slot>`` marker says it has not closed (each
    window has its own, so one closing never vouches for another). None is a tool (the command
    line) that leaves the markers alone: it neither claims to be open nor clears a window's."""
    checked = _verify(path, verify)
    conn = connect(path, synchronous)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > db.LATEST:
            raise Newer("newer", name=path.name, version=version, latest=db.LATEST)
        db.migrate(conn)
    except BaseException:
        conn.close()
        raise
    # Open until close() says otherwise: a session that never closes gets a full check next time.
    try:
        conn.execute("BEGIN IMMEDIATE")
        if checked:
            conn.execute(db.Q["sessions_reset"])  # every unclosed session's pages were just checked
        if session is not None:
            conn.execute(db.Q["meta_put"], (f"open:{session}", "1"))
        if checked or version == 0:
            conn.execute(db.Q["meta_put"], ("checked", repr(time.time())))
        conn.execute("COMMIT")
    except sqlite3.Error as exc:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        if not is_trouble(exc):
            conn.close()
            raise
        return conn, Problem("not-kept", cause=describe(exc))  # readable, not writable now
    return conn, ""


class Newer(DiceboxError):
    """The database was made by a newer Dicebox: left alone, never migrated back."""


class NoWal(DiceboxError, sqlite3.OperationalError):
    """SQLite would not keep the database in write-ahead-log mode, which the records' concurrent
    windows need. An ``sqlite3.OperationalError``, as SQLite's own refusals are: the open treats it
    as a database it cannot use now, not as a damaged one."""


class Misplaced(DiceboxError, OSError):
    """A folder or special file where the records' files go, or a file where their folder goes:
    an ``OSError``, as the system's own refusal there would be."""


def memory(synchronous: str) -> sqlite3.Connection:
    conn = connect(":memory:", synchronous)
    db.migrate(conn)
    return conn


def _check_places(path: Path) -> None:
    """The data folder is a folder and the database and its companions are files (or absent): a
    folder or a file in the wrong place is named as such, not as a read-only disk."""
    folder = path.parent
    if folder.exists() and not folder.is_dir():
        raise Misplaced("folder-is-file", folder=str(folder))
    for suffix in ("", "-wal", "-shm", "-journal"):
        place = path.with_name(path.name + suffix)
        if place.is_dir():
            raise Misplaced("companion-folder", name=place.name, folder=str(folder))
        if place.exists() and not place.is_file():
            raise Misplaced("companion-special", name=place.name, folder=str(folder))


def _full_or(cause: Problem, folder: Path) -> Problem:
    """SQLite says "disk I/O error" when a full disk refuses the ``-wal`` or ``-shm`` file: say
    the disk is full when it is."""
    if getattr(cause, "code", "") not in ("system", "cannot-open", "os-io"):
        return cause
    try:
        full = os.statvfs(folder).f_bavail == 0
    except (OSError, AttributeError):  # no statvfs on Windows
        return cause
    return Problem("disk-full") if full else cause


def owns(path: Path) -> bool:
    """This process may set the database at ``path`` aside: no other live process holds a lock of
    its profile (a window playing there keeps writing into the file it opened)."""
    return not live_holders(path.parent)


def open_database(path: Path, synchronous: str = "NORMAL", verify: str = "auto", session: str | None = "main",
                  owner: bool | None = None) -> Opened:
    """Open ``path`` as the records database, whatever state it is in; never raises for the file.

    ``owner``: whether a damaged database may be set aside here (None: ask the lock files,
    ``owns``). A process that does not own the profile leaves a damaged file exactly where it is,
    flags it for the owner's next full check and says so."""
    try:
        _check_places(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        conn, problem = _prepare(path, synchronous, verify, session)
        return Opened(conn, not problem, problem, "", None)
    except Newer as exc:
        problem = exc.problem
        return Opened(memory(synchronous), False, problem, problem, None)
    except (sqlite3.Error, Damaged, OSError) as exc:
        if not is_damage(exc):
            problem = Problem("not-kept-at", cause=_full_or(describe(exc), path.parent), path=str(path))
            return Opened(memory(synchronous), False, problem, "", None)
        why = describe(exc)
    held = [] if owner else live_holders(path.parent)
    if owner is False or held:
        flag_for_check(path)
        who = held[0][1].pid if held else 0
        problem = Problem("damaged-in-use" if held else "damaged-left", path=str(path), why=why, pid=who)
        return Opened(memory(synchronous), False, problem, problem, None)
    try:
        moved = set_aside(path)
    except OSError as exc:
        problem = Problem("damaged-stuck", path=str(path), why=why, cause=describe(exc))
        return Opened(memory(synchronous), False, problem, problem, None)
    notice = Problem("damaged-moved", why=why, name=moved.name, folder=str(moved.parent))
    try:
        conn, problem = _prepare(path, synchronous, "off", session)
        return Opened(conn, not problem, problem, notice, moved)
    except (sqlite3.Error, OSError) as exc:
        cause = describe(exc)
        problem = Problem("not-kept-at", cause=cause, path=str(path))
        notice = Problem("damaged-moved-not-kept", why=why, name=moved.name, folder=str(moved.parent), cause=cause,
                         path=str(path))
        return Opened(memory(synchronous), False, problem, notice, moved)
