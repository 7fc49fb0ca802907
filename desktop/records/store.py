"""The records store: the move journal of the game in progress and every finished game.

Durability (``synchronous=NORMAL`` with WAL, chosen deliberately): every ``journal`` call is its
own committed transaction, appended to the write-ahead log before the call returns. Killing the
process at any instant, even halfway through a commit, loses no committed move: SQLite replays
the WAL on the next open and drops only a transaction that never finished committing (which the
window had not shown yet, since it shows a move after ``journal`` returns). What NORMAL does not
promise is the last commits before a power cut or an OS crash: the WAL is fsynced only at
checkpoints, so those moves may be lost, but the database is never damaged by it. ``FULL``
would fsync every move as well. ``tests/benchmarks/records_bench.py`` measures both: on this
project's ext4 virtual disk FULL's p99 was about 0.5 ms against NORMAL's 0.14 ms, but an fsync on
a laptop's SSD under load or on a spinning disk takes several milliseconds to tens of them, more
than a click can wait, and it buys safety only against power cuts, which cost at most those last
moves, never the records. Pass ``synchronous="FULL"`` to ``Records.open`` to make that trade the other way.

A ``Records`` belongs to the thread that opened it (``sqlite3``'s rule): the window's thread.
Reads see what has reached the database; writes the disk refused (below) are not visible to
them until they are written.

Nothing here raises into the play loop for a problem of the disk. When a write fails (disk full,
read-only folder, another program holding the database), the store sets ``kept`` to False with
the reason in ``problem``, keeps the writes it could not make in memory and tries them again,
oldest first and in one transaction, with the next write; once they succeed, ``kept`` is True
again and nothing was lost. Errors of the caller (a game id that does not exist, seats that do
not match the players) are ``ValueError``.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import json
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import engine
from desktop.i18n.problems import Problem

from . import checkup, codec, safe_open, unwritable
from .db import Q
from .queries import RecordQueries

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from .codec import LoggedAction
    from .results import FinishedGame

SLOT = "main"
MAX_BACKLOG = 100_000
"""Statements kept in memory while the disk refuses them: days of play, a few megabytes."""

Batch = list[tuple[str, tuple[object, ...]]]


@dataclass(frozen=True)
class Unfinished:
    """A game in progress, as the journal holds it: enough for ``engine.replay``."""

    game_id: int
    game: str
    seed: int
    players: tuple[str, ...]
    seats: tuple[str, ...]
    assisted: bool
    log: tuple[dict[str, Any], ...]
    started_at: float
    app_version: str
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    """``engine.game_options`` of the game: what its replay needs to score it as it is played."""

    def final_state(self) -> engine.State:
        """The state after the whole log, replayed by the engine (its errors propagate: a journal
        the rules refuse is the caller's to explain and abandon)."""
        states = collections.deque(engine.replay(self.game, self.seed, list(self.players), self.log, self.options),
                                   maxlen=1)
        return states[0]


def in_progress(record: FinishedGame | Unfinished) -> TypeIs[Unfinished]:
    """The game in progress names its players beside its seats; a finished one names them in its seats."""
    return hasattr(record, "players")


class _Open:
    """A game the store has seen begin (a plain class: a dataclass costs a millisecond to make)."""

    __slots__ = ("finished", "game", "kinds", "names", "started")

    def __init__(self, game: str, started: float, names: tuple[str, ...], kinds: tuple[str, ...],
                 finished: bool = False) -> None:
        self.game, self.started, self.names, self.kinds, self.finished = game, started, names, kinds, finished


class Records(RecordQueries):
    """One records database. ``Records.open(path)``; ``kept``/``problem`` say whether it is written."""

    def __init__(self, opened: safe_open.Opened, path: Path) -> None:
        self.conn: sqlite3.Connection = opened.conn
        self.path = path
        self.kept = opened.kept
        self.problem = opened.problem
        """Why records are not being kept, for a banner ("" while they are)."""
        self.notice = opened.notice
        """Something to tell the player once, such as where a damaged database was moved."""
        self.moved_to = opened.moved_to
        self._stuck = not opened.kept
        """The database itself is unusable this session (an in-memory stand-in is used)."""
        self._backlog: list[Batch] = []
        self._open: dict[int, _Open] = {}
        self._collect: Batch | None = None
        self._finished: set[int] = set()
        self._damaged = False
        self.session: str | None = SLOT
        """Which window's session this is (its slot), or None for a tool such as the command line."""
        self.owed: checkup.Owed | None = None
        """The full check this open left for later (``verify="later"``), until ``settle`` has its
        verdict: ``checkup.run`` makes it in any thread."""

    @classmethod
    def open(cls, path: Path | str, synchronous: str = "NORMAL", verify: str = "auto",
             session: str | None = SLOT, owner: bool | None = None) -> Records:
        """Open (or create) the database at ``path``; never raises for the file (see ``safe_open``).

        ``verify``: "auto" runs ``PRAGMA integrity_check`` after a session that did not close,
        after damage met in play and weekly, and cheap checks otherwise; "later" the same, but
        leaves the full check ``owed`` for another thread (the window: it must not stall, see
        ``checkup``); "full" always; "off" never (tests, tools). ``owner``: whether this process
        may set a damaged database aside (None: when no other live process holds a lock of the
        profile, ``safe_open.owns``)."""
        if synchronous.upper() not in ("NORMAL", "FULL"):
            raise ValueError(f"synchronous must be NORMAL or FULL, not {synchronous!r}")
        if verify not in ("auto", "later", "full", "off"):
            raise ValueError(f"verify must be auto, later, full or off, not {verify!r}")
        path = Path(path)
        refused = unwritable.refusal(path.parent)
        owed = None
        if refused is not None:  # the data folder itself was refused (``storage.data_dir``): nothing is touched
            problem = Problem("not-kept", cause=refused)
            opened = safe_open.Opened(safe_open.memory(synchronous.upper()), False, problem, "", None)
        elif verify == "later":
            opened, owed = checkup.open_later(path, synchronous.upper(), session, owner)
        else:
            opened = safe_open.open_database(path, synchronous.upper(), verify, session, owner)
        opened.problem = unwritable.named(opened.problem, path)
        records = cls(opened, path)
        records.session = session
        records.owed = owed
        return records

    def settle(self, verdict: checkup.Verdict) -> Problem | str:
        """Apply the verdict of the full check left ``owed`` (``checkup.run``), on this
        connection's thread; returns what to tell the player once ("" when nothing: a pass, or a
        check that could not be made and stays owed for the next start)."""
        owed = self.owed
        if owed is None or not verdict.made:
            return ""
        self.owed = None
        if verdict.problem is None:
            self._write(checkup.passed(owed, verdict))
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("PRAGMA wal_autocheckpoint = 1000")  # SQLite's default again
            checkup.unflag(owed, verdict)
            return ""
        playing = [game_id for game_id, info in self._open.items() if not info.finished]
        opened = checkup.after_damage(self.conn, owed, verdict.problem, playing)
        self.conn, self.kept, self.problem = opened.conn, opened.kept, opened.problem
        self.notice, self.moved_to, self._stuck = opened.notice, opened.moved_to, not opened.kept
        self._damaged = False  # the damaged file is out of play: this one owes no check
        return self.notice

    def close(self) -> None:
        """Close, after one last try at writes the disk refused (at quit, space may be back)."""
        if self._backlog:
            self._write([])
        if self.session is not None and not (self._stuck or self._damaged or self._backlog or self.owed):
            # Closed properly: no full check needed next time for this session (unless one is
            # still owed: then the marker stays, and the next start makes it).
            self._write([("meta_put", (f"open:{self.session}", "0"))])
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    # Writing -----------------------------------------------------------------------------------
    @contextlib.contextmanager
    def batched(self) -> Iterator[None]:
        """Every write inside the block is made in one transaction at its end (an import: all of
        it or nothing). ``kept`` afterwards says whether it was written."""
        if self._collect is not None:
            yield
            return
        self._collect = []
        try:
            yield
        finally:
            batch, self._collect = self._collect, None
        if batch:
            self._write(batch)

    def _write(self, batch: Batch) -> bool:
        """Run the backlog and ``batch`` in one transaction; on a disk problem keep them for later."""
        if self._collect is not None:
            self._collect.extend(batch)
            return True
        batches = [*self._backlog, batch]
        try:
            self._transaction(batches)
        except sqlite3.Error as exc:
            if safe_open.is_damage(exc):
                self._note_damage()
            if safe_open.is_trouble(exc) or safe_open.is_damage(exc):
                self._backlog = batches if sum(map(len, batches)) <= MAX_BACKLOG else []
                damaged = "-damaged" if safe_open.is_damage(exc) else ""
                code = "not-kept" + damaged + ("" if self._backlog else "-lost")
                self._fail(Problem(code, cause=safe_open.describe(exc)))
                return False
            # A statement the database refuses is a fault of ours: keep the older writes, drop this one.
            self._backlog = []
            if batches[:-1]:
                self._write_backlog_only(batches[:-1])
            self._fail(Problem("record-refused", detail=str(exc)))
            return False
        self._backlog = []
        if not self._stuck:
            self.kept, self.problem = True, ""
        return True

    def _write_backlog_only(self, batches: list[Batch]) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._transaction(batches)

    def _transaction(self, batches: list[Batch]) -> None:
        """Every statement of ``batches`` or none: rolled back, and the error raised, on failure."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
            for each in batches:
                for name, params in each:
                    self.conn.execute(Q[name], params)
            self.conn.execute("COMMIT")
        except sqlite3.Error:
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")
            raise

    def _note_damage(self) -> None:
        """A damaged page turned up: the next open checks the whole file (and sets it aside)."""
        self._damaged = True
        safe_open.flag_for_check(self.path)

    def _fail(self, problem: Problem) -> None:
        self.kept = False
        self.problem = problem

    @property
    def pending(self) -> int:
        """Writes waiting for the disk to accept them."""
        return sum(map(len, self._backlog))

    # The move journal --------------------------------------------------------------------------
    def begin_game(self, game: str, seed: int, players: Sequence[str], seats: Sequence[str], app_version: str,
                   started_at: float | None = None, slot: str = SLOT, assisted: bool = False,
                   options: dict[str, Any] | None = None) -> int:
        """A new game in ``slot``; any other unfinished game there is abandoned (the player chose a
        new one). Returns its id, which is valid even while the disk refuses writes. ``options``:
        ``engine.game_options`` of the game (a game resumed from before a rule change keeps its rules)."""
        if len(players) != len(seats):
            raise ValueError(f"{len(players)} players but {len(seats)} seats")
        game_id = (int.from_bytes(os.urandom(8), "big") >> 2) + 1  # 62 random bits (``secrets`` costs 4 ms to import)
        started = time.time() if started_at is None else float(started_at)
        batch: Batch = [
            ("abandon_slot", (slot,)),
            ("game_insert", (game_id, slot, game, int(seed), len(players), int(assisted), started, app_version,
                             codec.options_text(options))),
        ]
        for i, (name, kind) in enumerate(zip(players, seats)):
            batch.append(("seat_insert", (game_id, i, str(name), str(kind), game, len(players))))
        self._open[game_id] = _Open(game, started, tuple(map(str, players)), tuple(map(str, seats)))
        self._write(batch)
        return game_id

    def journal(self, game_id: int, step: int, action: LoggedAction) -> bool:
        """Action number ``step`` (0 = the first) of the game's log, committed before returning.
        Anything the journal held from ``step`` on is replaced: the journal is the live line of play."""
        return self._write([("journal_cut", (game_id, step)),
                            ("journal_put", (game_id, step, codec.action_text(action)))])

    def truncate_journal(self, game_id: int, step: int) -> bool:
        """Keep actions before ``step`` (an undo back to a log of ``step`` actions); a redo journals
        them again."""
        return self._write([("journal_cut", (game_id, step))])

    def rewrite_journal(self, game_id: int, actions: Iterable[LoggedAction]) -> bool:
        """Replace the whole journal with ``actions`` in one transaction."""
        batch: Batch = [("journal_cut", (game_id, 0))]
        batch += [("journal_put", (game_id, i, codec.action_text(a))) for i, a in enumerate(actions)]
        return self._write(batch)

    def mark_assisted(self, game_id: int) -> bool:
        """Undo or a hint was used: the game goes on the assisted list, not the high scores."""
        return self._write([("mark_assisted", (game_id,))])

    def resume(self, slot: str = SLOT) -> Unfinished | None:
        """The unfinished game of ``slot`` with its log, or None."""
        try:
            row = self.conn.execute(Q["playing_latest"], (slot,)).fetchone()
            if row is None:
                return None
            game_id, game, seed, assisted, started, app, options = row
            seats = self.conn.execute(Q["seats_of"], (game_id,)).fetchall()
            steps = self.conn.execute(Q["journal_read"], (game_id,)).fetchall()
        except sqlite3.Error as exc:
            self._fail(Problem("unreadable", cause=safe_open.describe(exc)))
            return None
        log: list[dict[str, Any]] = []
        for step, text in steps:
            if step != len(log):
                break  # a gap (never written by this store): the line of play ends before it
            log.append(json.loads(text))
        names = tuple(s[1] for s in seats)
        kinds = tuple(s[2] for s in seats)
        self._open[game_id] = _Open(game, started, names, kinds)
        return Unfinished(game_id, game, seed, names, kinds, bool(assisted), tuple(log), started, app,
                          codec.options_of(options))

    def abandon(self, game_id: int) -> bool:
        """Forget an unfinished game and its journal (a finished game is deleted with ``delete``)."""
        self._open.pop(game_id, None)
        return self._write([("game_delete_playing", (game_id,))])

    def set_aside(self, game_id: int) -> bool:
        """A game whose journal could not be resumed leaves play but stays in the database, journal
        and all (a new game in its slot no longer abandons it)."""
        self._open.pop(game_id, None)
        return self._write([("game_set_aside", (game_id,))])

    def finish(self, game_id: int, outcome: engine.Outcome, log: Iterable[LoggedAction], ended_at: float | None = None,
               assisted: bool = False) -> bool:
        """Store the finished game (its engine ``Outcome`` and whole log) and drop its journal.

        ``assisted`` adds to what ``mark_assisted`` recorded; it never clears it."""
        info = self._info(game_id)
        if info.finished:
            return True
        ended = time.time() if ended_at is None else float(ended_at)
        count = len(outcome.players)
        if count != len(info.kinds):
            raise ValueError(f"the outcome has {count} players, the game began with {len(info.kinds)}")
        batch: Batch = [("game_finish", (ended, int(assisted), codec.encode_log(log), game_id))]
        breakdowns = tuple(getattr(outcome, "breakdowns", ()) or ())
        for seat in range(count):
            score, exact = codec.score_parts(outcome.totals[seat])
            place = int(outcome.places[seat])
            won = None if count == 1 else int(place == 1)
            vs = codec.versus_mask(info.kinds, seat)
            # The scorecard sums feed a person's statistics (and are subtracted again on delete);
            # a computer's would only take space: its card is in the log.
            human = info.kinds[seat] == "human"
            cells = codec.seat_cells(breakdowns[seat]) if human and seat < len(breakdowns) else None
            batch.append(("seat_finish", (score, exact, place, won, vs, game_id, ended, codec.dumps_cells(cells),
                                          game_id, seat)))
            if human:
                name = info.names[seat]
                batch += [
                    ("tally_add", (info.game, name, *item)) for item in codec.tally_items(score, won, vs, ended, cells)]
                if won is not None:
                    batch.append(("streak_add", (info.game, name, won, won, ended)))
        batch.append(("journal_clear", (game_id,)))
        info.finished = True
        self._open.pop(game_id, None)  # only games in play are held in memory
        self._finished.add(game_id)
        return self._write(batch)

    def _info(self, game_id: int) -> _Open:
        info = self._open.get(game_id)
        if info is not None:
            return info
        if game_id in self._finished:  # finished this session, perhaps not yet on disk
            return _Open("", 0.0, (), (), True)
        row = self.conn.execute(Q["game_status"], (game_id,)).fetchone()
        if row is None:
            raise ValueError(f"there is no game {game_id} in the records")
        status, game, _assisted, started = row
        seats = self.conn.execute(Q["seats_of"], (game_id,)).fetchall()
        info = _Open(game, started, tuple(s[1] for s in seats), tuple(s[2] for s in seats), status != 0)
        self._open[game_id] = info
        return info

    def delete(self, game_id: int) -> bool:
        """Delete a finished game, taking its scores out of the statistics in the same transaction."""
        try:
            rows = self.conn.execute(Q["seat_rows_of"], (game_id,)).fetchall()
            game = self.conn.execute(Q["game_status"], (game_id,)).fetchone()
        except sqlite3.Error as exc:
            self._fail(Problem("unreadable", cause=safe_open.describe(exc)))
            return False
        if game is None:
            return False
        batch: Batch = []
        for name, kind, score, won, vs, ended, text in rows:
            if kind != "human" or game[0] != 1 or score is None:
                continue
            items = codec.tally_items(score, won, vs or 0, ended, codec.loads_cells(text))
            batch += [("tally_add", (game[1], name, item, -n, -hits, -total)) for item, n, hits, total in items]
            batch.append(("tally_prune", (game[1], name)))
            batch.append(("streak_stale", (game[1], name)))
        batch.append(("game_delete", (game_id,)))
        self._open.pop(game_id, None)
        self._finished.discard(game_id)
        return self._write(batch)

    def _remember_streak(self, game: str, player: str, current: int, longest: int, last: float) -> None:
        self._write([("streak_put", (game, player, current, longest, last))])

    # Markers -----------------------------------------------------------------------------------
    @property
    def stand_in(self) -> bool:
        """The database could not be opened: an in-memory one stands in and nothing is kept."""
        return self._stuck

    def set_marker(self, key: str, value: str) -> bool:
        return self._write([("meta_put", (key, value))])

    def marker(self, key: str) -> str | None:
        try:
            row = self.conn.execute(Q["meta_get"], (key,)).fetchone()
        except sqlite3.Error:
            return None
        return None if row is None else str(row[0])
