"""Reading the records: history, high scores, the daily-seed board, personal standing, statistics.

Every query reads through an index (see ``db.py``), so none of them slows down as the history
grows: the statistics of one player over 100,000 games take a few tens of milliseconds
(``tests/benchmarks/records_bench.py``). A read that fails (the disk went away) returns an empty
answer and sets ``problem``; it never raises into the window.
"""

from __future__ import annotations

import math
import sqlite3
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from . import codec, opening
from .db import Q

if TYPE_CHECKING:
    import datetime as _dt

LEVEL_BITS = {"beginner": 1, "good": 2, "expert": 4}
MAX_BINS = 20
MAX_TIMELINE = 100


@dataclass(frozen=True)
class SeatResult:
    seat: int
    name: str
    kind: str
    """"human" or the computer's level."""
    score: int | Fraction | None
    place: int | None


@dataclass(frozen=True)
class HistoryEntry:
    game_id: int
    game: str
    seed: int
    seats: tuple[SeatResult, ...]
    assisted: bool
    started_at: float
    ended_at: float
    app_version: str

    @property
    def duration(self) -> float:
        """Seconds from the first move to the last (wall clock, breaks included)."""
        return max(0.0, self.ended_at - self.started_at)


@dataclass(frozen=True)
class FinishedGame(HistoryEntry):
    log: tuple[dict[str, Any], ...] = ()
    cells: tuple[dict[str, Any] | None, ...] = ()
    """Per seat, the scorecard sums (``codec.seat_cells``); None for Triple Dice."""


@dataclass(frozen=True)
class ScoreEntry:
    rank: int
    game_id: int
    seat: int
    name: str
    score: int | Fraction
    ended_at: float


@dataclass(frozen=True)
class Standing:
    """Where one finished score stands among the player's own unassisted scores of that game."""

    rank: int
    """1 = the best; equal scores share a rank."""
    of: int
    personal_best: bool
    """Better than every earlier score of the player ("New personal best!"); never for the first game."""
    previous_best: float | None


@dataclass(frozen=True)
class Bin:
    low: float
    high: float
    """Scores ``low <= score < high``."""
    count: int


@dataclass(frozen=True)
class CellStat:
    item: str
    """The category or bonus id."""
    column: int
    average: float
    rate: float
    """Share of games in which the cell scored (a bonus: was earned)."""


@dataclass(frozen=True)
class Versus:
    level: str
    games: int
    wins: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class PlayerStats:
    game: str
    player: str
    games: int
    average: float | None = None
    median: float | None = None
    best: float | None = None
    worst: float | None = None
    histogram: tuple[Bin, ...] = ()
    timeline: tuple[tuple[int, float], ...] = ()
    """(number of the last game in the point, average score of the games in it), oldest first;
    at most ``MAX_TIMELINE`` points, each averaging an equal share of the games."""
    categories: tuple[CellStat, ...] = ()
    bonuses: tuple[CellStat, ...] = ()
    versus: tuple[Versus, ...] = ()
    contests: int = 0
    """Games against at least one other seat (a solo game is neither won nor lost)."""
    wins: int = 0
    longest_streak: int = 0
    current_streak: int = 0
    first_at: float | None = None
    last_at: float | None = None

    @property
    def win_rate(self) -> float:
        return self.wins / self.contests if self.contests else 0.0


def _score(value: float | None, exact: str | None) -> Any:
    return codec.exact_score(value, exact)


def nice_width(low: float, high: float, bins: int = MAX_BINS) -> int:
    """The smallest of 1, 2, 5, 10, 20, 25, 50, 100, ... that covers low..high in ``bins`` bins."""
    scale = 1
    while True:  # ends: the widths grow without bound and the span is finite
        for step in (1, 2, 5, 10, 20, 25, 50):
            width = step * scale
            start = math.floor(low / width) * width
            if math.floor((high - start) / width) + 1 <= bins:
                return width
        scale *= 100


class RecordQueries:
    conn: sqlite3.Connection
    kept: bool
    problem: str

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            self.kept = False
            self.problem = f"records could not be read: {opening.describe(exc)}"
            return []

    # History -----------------------------------------------------------------------------------
    def _filter(self, game: str | None, player: str | None) -> tuple[str, tuple[Any, ...]]:
        where, params = [], []
        if game is not None:
            where.append(Q["history_where_game"])
            params.append(game)
        if player is not None:
            where.append(Q["history_where_player"])
            params.append(player)
        return " ".join(where), tuple(params)

    def history(self, offset: int = 0, limit: int = 50, game: str | None = None,
                player: str | None = None) -> list[HistoryEntry]:
        """Finished games, newest first."""
        where, params = self._filter(game, player)
        rows = self._rows(Q["history_page"].format(where=where), (*params, max(0, limit), max(0, offset)))
        seats = self._seats([r[0] for r in rows])
        return [HistoryEntry(r[0], r[1], r[2], seats.get(r[0], ()), bool(r[4]), r[5], r[6], r[7]) for r in rows]

    def history_count(self, game: str | None = None, player: str | None = None) -> int:
        where, params = self._filter(game, player)
        rows = self._rows(Q["history_count"].format(where=where), params)
        return int(rows[0][0]) if rows else 0

    def _seats(self, ids: list[int]) -> dict[int, tuple[SeatResult, ...]]:
        out: dict[int, list[SeatResult]] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            sql = Q["seats_of_many"].format(marks=",".join("?" * len(chunk)))
            for game_id, seat, name, kind, score, exact, place in self._rows(sql, tuple(chunk)):
                out.setdefault(game_id, []).append(SeatResult(seat, name, kind, _score(score, exact), place))
        return {k: tuple(v) for k, v in out.items()}

    def finished_game(self, game_id: int) -> FinishedGame | None:
        """One finished game with its whole log (for the replay viewer and export)."""
        rows = self._rows(Q["finished_one"], (game_id,))
        if not rows:
            return None
        r = rows[0]
        seats = self._seats([game_id]).get(game_id, ())
        cells = tuple(codec.loads_cells(c[3]) for c in self._rows(Q["cells_of"], (game_id,)))
        return FinishedGame(r[0], r[1], r[2], seats, bool(r[4]), r[5], r[6], r[7],
                            tuple(codec.decode_log(r[8])), cells)

    def player_names(self, game: str | None = None) -> list[str]:
        """People who finished a game (of ``game``), for the history's filter."""
        where, params = ("AND game = ?", (game,)) if game is not None else ("", ())
        return [r[0] for r in self._rows(Q["player_names"].format(where=where), params)]

    # High scores -------------------------------------------------------------------------------
    def _ranked(self, rows: list[Any]) -> list[ScoreEntry]:
        out: list[ScoreEntry] = []
        for i, (game_id, seat, name, score, exact, ended) in enumerate(rows):
            rank = out[-1].rank if out and rows[i - 1][3] == score else i + 1
            out.append(ScoreEntry(rank, game_id, seat, name, _score(score, exact), ended))
        return out

    def high_scores(self, game: str, players: int, assisted: bool = False, limit: int = 10) -> list[ScoreEntry]:
        """The best scores of people in ``game`` played by ``players`` seats; the unassisted board
        by default, the separate list of games with undo or hints with ``assisted=True``."""
        return self._ranked(self._rows(Q["high_scores"], (game, players, int(assisted), limit)))

    def daily_board(self, game: str, day: _dt.date | None = None, limit: int = 10) -> list[ScoreEntry]:
        """Unassisted scores of games played with the daily seed of ``day`` (today by default)."""
        from ..seeds import daily_seed

        return self._ranked(self._rows(Q["seed_board"], (daily_seed(day), game, limit)))

    def standing(self, game_id: int, seat: int) -> Standing | None:
        """Rank of a finished seat's score among the player's own unassisted scores of that game
        ("3rd best Match! score"); None for an assisted game, a computer or an unknown seat."""
        rows = self._rows(Q["seat_result"], (game_id, seat))
        if not rows:
            return None
        name, kind, score, assisted, ended, game = rows[0]
        if assisted or kind != "human":
            return None
        better = self._rows(Q["personal_better"], (game, name, score))
        total = self._rows(Q["personal_count"], (game, name))
        before = self._rows(Q["personal_best_before"], (game, name, ended, ended, game_id))
        if not better or not total or not before:
            return None
        previous = before[0][0]
        return Standing(int(better[0][0]) + 1, int(total[0][0]), previous is not None and score > previous, previous)

    # Statistics --------------------------------------------------------------------------------
    def stats(self, game: str, player: str) -> PlayerStats:
        """Everything the statistics page shows for one person in one game."""
        rows = self._rows(Q["stats_summary"], (game, player))
        if not rows or not rows[0][0]:
            return PlayerStats(game, player, 0)
        count, average, best, worst, first, last = rows[0]
        middle = self._rows(Q["stats_median"], (game, player, 2 - count % 2, (count - 1) // 2))
        median = sum(r[0] for r in middle) / len(middle) if middle else None
        width = nice_width(worst, best)
        low = math.floor(worst / width) * width
        counts = dict(self._rows(Q["stats_histogram"], (low, width, game, player)))
        top = int((best - low) // width)
        histogram = tuple(Bin(low + b * width, low + (b + 1) * width, int(counts.get(b, 0))) for b in range(top + 1))
        timeline, longest, current = self._timeline(game, player, count)
        versus_row = self._rows(Q["stats_versus"], (game, player))
        v = versus_row[0] if versus_row else (0,) * 8
        versus = tuple(Versus(level, int(v[2 * i] or 0), int(v[2 * i + 1] or 0))
                       for i, level in enumerate(LEVEL_BITS) if v[2 * i])
        categories, bonuses = self._cells(game, player)
        return PlayerStats(
            game, player, int(count), average, median, best, worst, histogram, timeline, categories, bonuses,
            versus, int(v[6] or 0), int(v[7] or 0), longest, current, first, last,
        )

    def _timeline(self, game: str, player: str, count: int) -> tuple[tuple[tuple[int, float], ...], int, int]:
        per = max(1, math.ceil(count / MAX_TIMELINE))
        points: list[tuple[int, float]] = []
        longest = current = 0
        total = 0.0
        n = 0
        for won, score in self._rows(Q["stats_timeline"], (game, player)):
            if won == 1:
                current += 1
                longest = max(longest, current)
            elif won == 0:
                current = 0
            total += score
            n += 1
            if n % per == 0:
                points.append((n, total / per))
                total = 0.0
        if n % per:
            points.append((n, total / (n % per)))
        return tuple(points), longest, current

    def _cells(self, game: str, player: str) -> tuple[tuple[CellStat, ...], tuple[CellStat, ...]]:
        categories: list[CellStat] = []
        bonuses: list[CellStat] = []
        for item, n, hits, total in self._rows(Q["stats_tally"], (game, player)):
            kind, _, rest = item.partition(":")
            name, _, column = rest.rpartition(":")
            if n <= 0 or not column.isdigit():
                continue
            stat = CellStat(name, int(column), total / n, hits / n)
            (categories if kind == "c" else bonuses).append(stat)
        order = _ruleset_order(game)
        key = lambda s: (s.column, order.get(s.item, len(order)), s.item)  # noqa: E731
        return tuple(sorted(categories, key=key)), tuple(sorted(bonuses, key=key))


def _ruleset_order(game: str) -> dict[str, int]:
    """Category and bonus ids in the ruleset's order, so the statistics read like the scorecard."""
    try:
        import engine

        rs = engine.ruleset(game)
    except Exception:  # not a scorecard game, or not registered in this process: alphabetical then
        return {}
    ids = [c.id for c in rs.categories] + [b.id for b in rs.bonuses]
    return {item: i for i, item in enumerate(ids)}
