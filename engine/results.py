"""What the current dice would score, per-player breakdowns, and the final outcome.

Shared by the window's scorecard, the game-over summary and the CLI, so that the numbers a player
sees are computed in one place from the engine state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import NotFinished
from .rules import Bonus, Entry, Ruleset, ThresholdBonus, cell_open, column_total
from .scorecard import ScorecardState, open_cells

if TYPE_CHECKING:
    from fractions import Fraction


@dataclass(frozen=True)
class Preview:
    column: int
    category: str
    points: int
    """What the cell itself would record."""
    bonus: int
    """Bonus points the entry would earn at once (a bonus reached, a Perfect Round)."""
    gain: int
    """Change of the grand total: (points + bonus) times the column's multiplier."""


def score_preview(state: ScorecardState) -> tuple[Preview, ...]:
    """Every open cell of the current player with what the current dice would score there."""
    if state.phase == "finished":
        return ()
    rs = state.ruleset
    card = state.cards[state.current_player]
    out = []
    for column, category in open_cells(state):
        index = rs.index(category.id)
        col = card[column]
        points = category.score(state.dice)
        entry = (points, state.rolls_used)
        after = col[:index] + ((*col[index], entry),) + col[index + 1 :]
        bonus = column_total(rs, after) - column_total(rs, col) - points
        out.append(Preview(column, category.id, points, bonus, rs.multipliers[column] * (points + bonus)))
    return tuple(out)


@dataclass(frozen=True)
class BonusLine:
    id: str
    label: str
    points: int
    progress: int
    """For a threshold bonus, the points towards it; for a per-entry bonus, how many entries earned it."""
    target: int | None
    """The threshold to reach, or ``None`` for a per-entry bonus."""


@dataclass(frozen=True)
class ColumnBreakdown:
    multiplier: int
    cells: tuple[tuple[str, tuple[int, ...], bool], ...]
    """(category id, points of every entry, still open) in ruleset order."""
    upper_subtotal: int
    bonuses: tuple[BonusLine, ...]
    total: int
    """Entries plus bonuses, before the multiplier."""
    weighted: int


@dataclass(frozen=True)
class PlayerBreakdown:
    name: str
    columns: tuple[ColumnBreakdown, ...]
    total: int


def breakdown(state: ScorecardState, player: int) -> PlayerBreakdown:
    rs = state.ruleset
    columns = []
    for mult, col in zip(rs.multipliers, state.cards[player]):
        cells = tuple(
            (cat.id, tuple(p for p, _ in cell), cell_open(cat, cell))
            for cat, cell in zip(rs.categories, col)
        )
        upper = sum(p for cat, cell in zip(rs.categories, col) if cat.section == "upper" for p, _ in cell)
        bonuses = tuple(_bonus_line(rs, b, col) for b in rs.bonuses)
        total = column_total(rs, col)
        columns.append(ColumnBreakdown(mult, cells, upper, bonuses, total, mult * total))
    return PlayerBreakdown(state.players[player], tuple(columns), sum(c.weighted for c in columns))


def _bonus_line(rs: Ruleset, bonus: Bonus, col: Sequence[tuple[Entry, ...]]) -> BonusLine:
    target = bonus.threshold if isinstance(bonus, ThresholdBonus) else None
    return BonusLine(bonus.id, bonus.label, bonus.award(rs, col), bonus.progress(rs, col), target)


def shared_places(totals: Sequence[Fraction | int]) -> tuple[int, ...]:
    """Competition ranking: equal totals share a place and the next place is skipped (1, 1, 3)."""
    return tuple(1 + sum(1 for other in totals if other > mine) for mine in totals)


@dataclass(frozen=True)
class Outcome:
    game: str
    players: tuple[str, ...]
    totals: tuple[int | Fraction, ...]
    """Whole numbers in the scorecard games; exact fractions in Triple Dice (shared places)."""
    places: tuple[int, ...]
    """Place of each seat, 1 = best; tied totals share a place."""
    winners: tuple[int, ...]
    breakdowns: tuple[PlayerBreakdown, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "players": list(self.players),
            "totals": list(self.totals),
            "places": list(self.places),
            "winners": [self.players[w] for w in self.winners],
            "breakdown": [
                {
                    "player": b.name,
                    "total": b.total,
                    "columns": [
                        {
                            "multiplier": c.multiplier,
                            "categories": {cid: list(points) for cid, points, _open in c.cells},
                            "upperSubtotal": c.upper_subtotal,
                            "bonuses": {x.id: x.points for x in c.bonuses},
                            "total": c.total,
                            "weighted": c.weighted,
                        }
                        for c in b.columns
                    ],
                }
                for b in self.breakdowns
            ],
        }


def outcome(state: ScorecardState) -> Outcome:
    if state.phase != "finished":
        raise NotFinished(f"The game is not finished yet (round {state.round}); play it to the end first.",
                          round=state.round)
    breakdowns = tuple(breakdown(state, p) for p in range(len(state.players)))
    totals = tuple(b.total for b in breakdowns)
    places = shared_places(totals)
    winners = tuple(i for i, place in enumerate(places) if place == 1)
    return Outcome(state.game, state.players, totals, places, winners, breakdowns)
