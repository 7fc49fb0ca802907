"""The kiosk's daily high-score board: today's ten best scores per game, three letters each.

A kiosk keeps nothing of its visitors but this, by the operator's choice (``daily_board`` in
kiosk.ini): no history, no statistics, no names. A day is the machine's local date; every read
and write first deletes the rows of any other day, so a board from yesterday is never shown (even
on a kiosk that ran through the night) and does not stay on the disk either. Staff can clear it.

The board is a small SQLite file of its own, its SQL named in ``db.py``. A file that cannot be
opened or fails SQLite's quick check is moved aside (never deleted) and a fresh board is started;
besides the scores it keeps the day's seeds (``first_sighting``): a game on a seed already dealt
that day is a replay whose every die may be known, and does not go on the board;
if even that fails, the board lives in memory for the session. ``notice`` says so, for the
start screen's staff line. Nothing here raises into the kiosk for a problem of the disk.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import re
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from desktop.i18n.problems import DiceboxError, Problem

from . import codec, unwritable
from .db import BOARD_SCHEMA, Q
from .safe_open import describe

BOARD_NAME = "kiosk-board.sqlite3"
SIZE = 10
INITIALS = re.compile(r"[A-Z]{3}")


@dataclass(frozen=True)
class BoardEntry:
    rank: int
    initials: str
    score: int | Fraction
    at: float


def initials_problem(text: str) -> Problem | None:
    """Why ``text`` cannot go on the board (after upper-casing), or None."""
    if not INITIALS.fullmatch(text.upper()):
        return Problem("initials")
    return None


class BadInitials(DiceboxError, ValueError):
    """Initials the board does not take; a ``ValueError``, as a refused value is."""


class BoardDamaged(DiceboxError, sqlite3.DatabaseError):
    """The board's file fails SQLite's quick check: an ``sqlite3.DatabaseError`` like SQLite's own
    finding of damage, so the board sets it aside as it does those."""


class DailyBoard:
    def __init__(self, path: Path | str, today: Callable[[], _dt.date] = _dt.date.today,
                 clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path)
        self.today = today
        self.clock = clock
        self.notice = ""
        self._seeds: set[tuple[str, int]] = set()
        """Seeds dealt today, also in memory: a board that cannot write still knows them."""
        """For staff: what went wrong with the board's file, and where it was kept ("" when fine)."""
        self.conn = self._open()

    def _connect(self, where: str) -> sqlite3.Connection:
        conn = sqlite3.connect(where, isolation_level=None, timeout=2.0)
        try:
            if where != ":memory:":
                conn.execute("PRAGMA journal_mode=WAL")
            row = conn.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise BoardDamaged("quick-check", first=str(row[0]) if row else "-")
            conn.executescript(BOARD_SCHEMA)
        except BaseException:
            conn.close()
            raise
        return conn

    def _open(self) -> sqlite3.Connection:
        refused = unwritable.refusal(self.path.parent)
        if refused is not None:  # no data folder to use at all (``storage.data_dir``): the staff are told why
            self.notice = Problem("board-in-memory", why=refused)
            return self._connect(":memory:")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return self._connect(str(self.path))
        except (sqlite3.Error, OSError) as exc:
            why = Problem("read-only") if unwritable.read_only(self.path.parent) else describe(exc)
        kept = self._set_aside()
        if kept is not None:
            self.notice = Problem("board-set-aside", why=why, name=kept.name)
            with contextlib.suppress(sqlite3.Error, OSError):
                return self._connect(str(self.path))
        self.notice = Problem("board-in-memory", why=why)
        return self._connect(":memory:")

    def _set_aside(self) -> Path | None:
        if not self.path.exists():
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self.clock()))
        target = self.path.with_name(f"{self.path.name}.bad-{stamp}")
        try:
            self.path.replace(target)
            for suffix in ("-wal", "-shm"):
                extra = Path(str(self.path) + suffix)
                if extra.exists():
                    extra.replace(Path(str(target) + suffix))
        except OSError:
            return None
        return target

    def _day(self) -> str:
        """Today's date, after deleting every other day's rows (the board keeps one day only)."""
        day = self.today().isoformat()
        with contextlib.suppress(sqlite3.Error):
            self.conn.execute(Q["board_stale"], (day,))
            self.conn.execute(Q["board_seed_stale"], (day,))
        return day

    def top(self, game: str, limit: int = SIZE) -> list[BoardEntry]:
        day = self._day()
        try:
            rows = self.conn.execute(Q["board_top"], (day, game, limit)).fetchall()
        except sqlite3.Error:
            return []
        return [BoardEntry(i + 1, initials, codec.exact_score(score, exact) or 0, at)
                for i, (initials, score, exact, at) in enumerate(rows)]

    def rank_of(self, game: str, total: int | Fraction) -> int | None:
        """Where ``total`` would stand on today's board (1 = first), or None when it does not make it.
        A tie with the tenth does not push it off: the earlier score keeps its place."""
        score, _ = codec.score_parts(total)
        board = self.top(game)
        better = sum(1 for e in board if float(e.score) >= score)
        return better + 1 if better < SIZE else None

    def add(self, game: str, initials: str, total: int | Fraction) -> bool:
        """Put a score on today's board; ``BadInitials`` for initials that are not three letters."""
        problem = initials_problem(initials)
        if problem:
            raise BadInitials.of(problem)
        score, exact = codec.score_parts(total)
        day = self._day()
        try:
            self.conn.execute(Q["board_add"], (day, game, initials.upper(), score, exact, self.clock()))
        except sqlite3.Error as exc:
            self.notice = f"Staff: a score could not be written to the daily board ({exc})."
            return False
        return True

    def first_sighting(self, seed: int) -> bool:
        """Note that a game is dealt from ``seed``; False when it was dealt earlier today, in any
        game (every game rolls the same dice for a seed), so a replay never makes the board."""
        day = self._day()
        known = (day, seed) in self._seeds
        self._seeds = {s for s in self._seeds if s[0] == day} | {(day, seed)}
        try:
            added = self.conn.execute(Q["board_seed_add"], (day, seed)).rowcount == 1
        except (sqlite3.Error, OverflowError):
            return not known
        return added and not known

    def clear(self) -> None:
        """Staff: today's board starts empty again."""
        with contextlib.suppress(sqlite3.Error):
            self.conn.execute(Q["board_clear"])

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()
