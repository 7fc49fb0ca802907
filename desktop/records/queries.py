"""Reading the records: history, high scores, the daily-seed board, personal standing, statistics.

Every query reads through an index (see ``db.py``), so none of them slows down as the history
grows: the statistics of one player over 100,000 games take a few tens of milliseconds
(``tests/benchmarks/records_bench.py``). A read that fails (the disk went away) returns an empty
answer and sets ``problem``; it never raises into the window.
"""

from __future__ import annotations

import math
import sqlite3
from typing import TYPE_CHECKING, Any

import engine
from desktop.base.seeds import daily_seed
from desktop.i18n.problems import Problem

from . import codec, safe_open
from .db import Q
from .textrules import stored_number, stored_seed, stored_time

if TYPE_CHECKING:
    import datetime as _dt
    from fractions import Fraction

    from .results import Bin as Bin
    from .results import CellStat as CellStat
    from .results import FinishedGame as FinishedGame
    from .results import HistoryEntry as HistoryEntry
    from .results import PlayerStats as PlayerStats
    from .results import ScoreEntry as ScoreEntry
    from .results import SeatResult as SeatResult
    from .results import Standing as Standing
    from .results import TimePoint as TimePoint
    from .results import Versus as Versus


class _Results:
    """``results``' classes, imported the first time a query makes one (see results.py)."""

    def __getattr__(self, name: str) -> type:
        from . import results  # lazy: the result classes load when a query first makes one

        found: type = getattr(results, name)
        return found


if TYPE_CHECKING:
    from . import results as _results  # what _Results answers for, loading it first
else:
    _results = _Results()


def __getattr__(name: str) -> type:
    """``from desktop.records.queries import HistoryEntry`` keeps working, loading results then."""
    if name in {
        "SeatResult", "HistoryEntry", "FinishedGame", "ScoreEntry", "Standing", "Bin", "TimePoint", "CellStat",
        "Versus", "PlayerStats"}:
        found: type = getattr(_results, name)
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

LEVEL_BITS = codec.LEVEL_BITS
MAX_BINS = 20
MAX_TIMELINE = 100
TIMELINE_BY_GAME = 2000
"""Up to this many games the timeline is made from the games themselves (a new player's first
evening is more than one point); beyond it, from the day-by-day sums."""


def _score(value: object, exact: object) -> int | Fraction | None:
    """A stored score through the one validator (``textrules``): None when a hand edit or damage
    left something that is not a score, which every reader shows as unknown."""
    number = stored_number(value)
    if number is None:
        return None
    try:
        return codec.exact_score(number, exact if isinstance(exact, str) else None)
    except (ValueError, ZeroDivisionError, OverflowError):
        return None


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
            damaged = safe_open.is_damage(exc)
            self.problem = Problem("unreadable-damaged" if damaged else "unreadable", cause=safe_open.describe(exc))
            if damaged:
                self._note_damage()
            return []

    def _note_damage(self) -> None:
        """Overridden by the store: remember to check the whole file at the next open."""

    # History -----------------------------------------------------------------------------------
    def history(self, offset: int = 0, limit: int = 50, game: str | None = None,
                player: str | None = None, after: tuple[float, int] | None = None) -> list[HistoryEntry]:
        """Finished games, newest first; ``player`` is a person's name (computers are not filtered on).

        ``after`` (the end time and id of the last row already read) reads on from there instead
        of skipping ``offset`` rows: SQLite steps over skipped rows one by one, so a page deep in
        100,000 games costs many times the first, while a page ``after`` costs the same."""
        limit, offset = max(0, limit), max(0, offset)
        keyset, keys = ("", ()) if after is None else (Q["history_after"], (after[0], after[0], after[1]))
        if player is None:
            where, params = (Q["history_where_game"], (game,)) if game is not None else ("", ())
            rows = self._rows(Q["history_page"].format(where=where + keyset), (*params, *keys, limit, offset))
        else:
            # From the person's own seats, newest first through an index: a page costs the same
            # whether they have ten games or 100,000.
            seat_keys = keyset.replace("id <", "game_id <")
            if game is None:
                ids = [r[0] for r in self._rows(Q["history_ids_player"].format(after=seat_keys),
                                                (player, *keys, limit, offset))]
            else:
                ids = [r[0] for r in self._rows(Q["history_ids_player_game"].format(after=seat_keys),
                                                (game, player, *keys, limit, offset))]
            found = {r[0]: r for r in self._rows(Q["games_by_id"].format(marks=",".join("?" * len(ids))), tuple(ids))}
            rows = [found[i] for i in ids if i in found]
        seats = self._seats([r[0] for r in rows])
        return [_results.HistoryEntry(r[0], str(r[1]), stored_seed(r[2]), seats.get(r[0], ()), bool(r[4]),
                                      stored_time(r[5]), stored_time(r[6]), str(r[7])) for r in rows]

    def history_count(self, game: str | None = None, player: str | None = None) -> int:
        if player is not None:
            if game is None:
                rows = self._rows(Q["history_count_player_all"], (player,))
            else:
                rows = self._rows(Q["history_count_player"], (game, player))
        else:
            where, params = (Q["history_where_game"], (game,)) if game is not None else ("", ())
            rows = self._rows(Q["history_count"].format(where=where), params)
        return int(rows[0][0] or 0) if rows else 0

    def _seats(self, ids: list[int]) -> dict[int, tuple[SeatResult, ...]]:
        out: dict[int, list[SeatResult]] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            sql = Q["seats_of_many"].format(marks=",".join("?" * len(chunk)))
            for game_id, seat, name, kind, score, exact, place in self._rows(sql, tuple(chunk)):
                out.setdefault(game_id, []).append(_results.SeatResult(seat, name, kind, _score(score, exact), place))
        return {k: tuple(v) for k, v in out.items()}

    def finished_game(self, game_id: int) -> FinishedGame | None:
        """One finished game with its whole log (for the replay viewer and export)."""
        rows = self._rows(Q["finished_one"], (game_id,))
        if not rows:
            return None
        r = rows[0]
        seats = self._seats([game_id]).get(game_id, ())
        cells = tuple(codec.loads_cells(c[3]) for c in self._rows(Q["cells_of"], (game_id,)))
        return _results.FinishedGame(r[0], str(r[1]), stored_seed(r[2]), seats, bool(r[4]), stored_time(r[5]),
                                     stored_time(r[6]), str(r[7]),
                            tuple(codec.decode_log(r[8])), cells, codec.options_of(r[9]))

    def player_names(self, game: str | None = None) -> list[str]:
        """People who finished a game (of ``game``), for the history's filter."""
        where, params = ("AND game = ?", (game,)) if game is not None else ("", ())
        return [r[0] for r in self._rows(Q["player_names"].format(where=where), params)]

    # High scores -------------------------------------------------------------------------------
    def _ranked(self, rows: list[Any]) -> list[ScoreEntry]:
        out: list[ScoreEntry] = []
        for i, (game_id, seat, name, score, exact, ended) in enumerate(rows):
            rank = out[-1].rank if out and rows[i - 1][3] == score else i + 1
            out.append(_results.ScoreEntry(rank, game_id, seat, name, _score(score, exact), stored_time(ended)))
        return out

    def high_scores(self, game: str, players: int, assisted: bool = False, limit: int = 10) -> list[ScoreEntry]:
        """The best scores of people in ``game`` played by ``players`` seats; the unassisted board
        by default, the separate list of games with undo or hints with ``assisted=True``."""
        return self._ranked(self._rows(Q["high_scores"], (game, players, int(assisted), limit)))

    def daily_board(self, game: str, day: _dt.date | None = None, limit: int = 10) -> list[ScoreEntry]:
        """Unassisted scores of games played with the daily seed of ``day`` (today by default)."""
        return self._ranked(self._rows(Q["seed_board"], (daily_seed(day), game, limit)))

    def standing(self, game_id: int, seat: int) -> Standing | None:
        """Rank of a finished seat's score among the player's own unassisted scores of that game
        ("3rd best Match! score"); None for an assisted game, a computer or an unknown seat."""
        rows = self._rows(Q["seat_result"], (game_id, seat))
        if not rows:
            return None
        name, kind, score, assisted, ended, game = rows[0]
        if assisted or kind != "human" or stored_number(score) is None:
            return None
        better = self._rows(Q["personal_better"], (game, name, score))
        total = self._rows(Q["personal_count"], (game, name))
        before = self._rows(Q["personal_best_before"], (game, name, ended, ended, game_id))
        if not better or not total or not before:
            return None
        previous = stored_number(before[0][0])
        return _results.Standing(
            int(better[0][0]) + 1, int(total[0][0]), previous is not None and score > previous, previous)

    # Statistics --------------------------------------------------------------------------------
    def stats(self, game: str, player: str) -> PlayerStats:
        """Everything the statistics page shows for one person in one game.

        Read from the running sums (``tally``, ``streak``) and a few index seeks, so the time does
        not grow with the number of games; only the median walks half of one index."""
        tally: dict[str, tuple[int, int, float]] = {}
        for item, n, hits, total in self._rows(Q["stats_tally"], (game, player)):
            n, hits, total = stored_number(n), stored_number(hits), stored_number(total)
            if isinstance(item, str) and n is not None and hits is not None and total is not None and n > 0:
                tally[item] = (int(n), int(hits), float(total))
        count, _wins, total = tally.get("g", (0, 0, 0.0))
        if count <= 0:
            return _results.PlayerStats(game, player, 0)
        params = (game, player)
        best, worst = (
            stored_number(self._one(Q["stats_best"], params)), stored_number(self._one(Q["stats_worst"], params)))
        first, last = stored_time(self._one(Q["stats_first"], params)), stored_time(self._one(Q["stats_last"], params))
        middle = [
            stored_number(r[0]) for r in self._rows(Q["stats_median"], (game, player, 2 - count % 2, (count - 1) // 2))]
        known = [m for m in middle if m is not None]
        median = sum(known) / len(known) if known and len(known) == len(middle) else None
        histogram = _histogram(tally, worst, best)
        timeline = self._timeline(game, player, count, tally)
        contests, wins, _ = tally.get("w", (0, 0, 0.0))
        versus = tuple(_results.Versus(level, tally[f"v:{level}"][0], tally[f"v:{level}"][1])
                       for level in LEVEL_BITS if f"v:{level}" in tally)
        current, longest = self._streak(game, player) if contests else (0, 0)
        categories, bonuses = _cells(game, tally)
        return _results.PlayerStats(
            game, player, count, total / count, median, best, worst, histogram, timeline, categories, bonuses, versus,
            contests, wins, longest, current, first, last)

    def _one(self, sql: str, params: tuple[Any, ...]) -> Any:
        rows = self._rows(sql, params)
        return rows[0][0] if rows else None

    def _timeline(self, game: str, player: str, count: int,
                  tally: dict[str, tuple[int, int, float]]) -> tuple[TimePoint, ...]:
        """At most ``MAX_TIMELINE`` points, oldest first. Up to ``TIMELINE_BY_GAME`` games each
        point averages an equal run of games; beyond that, runs of whole days from the sums."""
        if count <= TIMELINE_BY_GAME:
            groups = [(e, 1, v) for e, v in ((stored_time(ended), stored_number(score))
                                             for ended, score in self._rows(Q["stats_games"], (game, player)))
                      if e is not None and v is not None]  # a value no reader can show is left out
        else:
            days = sorted((int(item[2:]), n, total) for item, (n, _hits, total) in tally.items() if item[:2] == "t:")
            groups = [((day + 1) * 86_400.0, n, total) for day, n, total in days]
        per = max(1, math.ceil(len(groups) / MAX_TIMELINE))
        points = []
        for start in range(0, len(groups), per):
            chunk = groups[start:start + per]
            games = sum(g[1] for g in chunk)
            points.append(_results.TimePoint(chunk[-1][0], games, sum(g[2] for g in chunk) / games))
        return tuple(points)

    def _streak(self, game: str, player: str) -> tuple[int, int]:
        """(current, longest) winning streak; recounted once after a deletion or a game that
        ended before the last one counted."""
        rows = self._rows(Q["streak_get"], (game, player))
        if rows and not rows[0][2]:
            return int(rows[0][0]), int(rows[0][1])
        current = longest = 0
        last = 0.0
        for won, ended in self._rows(Q["stats_wins"], (game, player)):
            current = current + 1 if won == 1 else 0
            longest = max(longest, current)
            last = stored_time(ended) or last
        self._remember_streak(game, player, current, longest, last)
        return current, longest

    def _remember_streak(self, game: str, player: str, current: int, longest: int, last: float) -> None:
        """Overridden by the store, which owns writing."""


def _histogram(tally: dict[str, tuple[int, int, float]], worst: float | None, best: float | None) -> tuple[Bin, ...]:
    if worst is None or best is None:
        return ()
    width = nice_width(worst, best)
    low = math.floor(worst / width) * width
    counts = [0] * (int((best - low) // width) + 1)
    for item, (n, _hits, _total) in tally.items():
        if item[:2] == "h:":
            if not item[2:].lstrip("-").isdigit():
                continue
            index = int((int(item[2:]) - low) // width)
            if 0 <= index < len(counts):
                counts[index] += n
    return tuple(_results.Bin(low + i * width, low + (i + 1) * width, c) for i, c in enumerate(counts))


def _cells(game: str, tally: dict[str, tuple[int, int, float]]) -> tuple[tuple[CellStat, ...], tuple[CellStat, ...]]:
    categories: list[CellStat] = []
    bonuses: list[CellStat] = []
    for item, (n, hits, total) in tally.items():
        kind, _, rest = item.partition(":")
        if kind not in ("c", "b"):
            continue
        name, _, column = rest.rpartition(":")
        if not column.isdigit():
            continue
        stat = _results.CellStat(name, int(column), total / n, hits / n)
        (categories if kind == "c" else bonuses).append(stat)
    order = _ruleset_order(game)
    key = lambda s: (s.column, order.get(s.item, len(order)), s.item)  # noqa: E731
    return tuple(sorted(categories, key=key)), tuple(sorted(bonuses, key=key))


def _ruleset_order(game: str) -> dict[str, int]:
    """Category and bonus ids in the ruleset's order, so the statistics read like the scorecard."""
    try:
        rs = engine.ruleset(game)
    except Exception:  # not a scorecard game, or not registered in this process: alphabetical then
        return {}
    ids = [c.id for c in rs.categories] + [b.id for b in rs.bonuses]
    return {item: i for i, item in enumerate(ids)}
