"""What the records' queries answer: plain values for the windows and the command line.

Apart from ``queries.py`` so that opening the records (which the window does before its game
begins) does not pay for making these classes: frozen dataclasses cost about a millisecond each
to create, and they are needed only once someone reads the history or the statistics.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any


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
    seed: int | None
    """None (and the times too) when the stored value is not one (a hand-edited database):
    ``textrules.stored_seed``/``stored_time``, shown as unknown."""
    seats: tuple[SeatResult, ...]
    assisted: bool
    started_at: float | None
    ended_at: float | None
    app_version: str

    @property
    def duration(self) -> float:
        """Seconds from the first move to the last (wall clock, breaks included); 0 when unknown."""
        if self.started_at is None or self.ended_at is None:
            return 0.0
        return max(0.0, self.ended_at - self.started_at)


@dataclass(frozen=True)
class FinishedGame(HistoryEntry):
    log: tuple[dict[str, Any], ...] = ()
    cells: tuple[dict[str, Any] | None, ...] = ()
    """Per seat, the scorecard sums (``codec.seat_cells``); None for Triple Dice and computers."""
    options: dict[str, Any] = field(default_factory=dict)
    """``engine.game_options`` of the game, for its replay to score it as it was played."""


@dataclass(frozen=True)
class ScoreEntry:
    rank: int
    game_id: int
    seat: int
    name: str
    score: int | Fraction | None
    ended_at: float | None


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
class TimePoint:
    """One point of the score-over-time line: the games up to ``ended_at`` since the last point."""

    ended_at: float
    games: int
    average: float


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
    timeline: tuple[TimePoint, ...] = ()
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
