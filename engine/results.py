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
from .scorecard import ScorecardState, score_targets, scored_column

if TYPE_CHECKING:
    from fractions import Fraction


@dataclass(frozen=True)
class Preview:
    column: int
    category: str
    points: int
    """What the cell itself would record."""
    bonus: int
    """Bonus points the entry would earn at once (a bonus reached, a Perfect Round, a further
    five of a kind)."""
    gain: int
    """Change of the grand total: (points + bonus) times the column's multiplier."""


def score_preview(state: ScorecardState) -> tuple[Preview, ...]:
    """Every cell the current dice may be scored in now, with what scoring there would record.

    These are the cells of the legal score actions: every open one, except that a forced joker
    leaves out the boxes its order does not allow yet. Points are what ``apply`` would record (a
    joker's fixed values included) and the bonus what it would earn at once, because both are
    built by the same ``scored_column``.
    """
    if state.phase == "finished":
        return ()
    rs = state.ruleset
    card = state.cards[state.current_player]
    out = []
    for column, category in score_targets(state):
        col = card[column]
        points, after = scored_column(rs, col, rs.index(category.id), state.dice, state.rolls_used)
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
    """(category id, points of every entry the box scored itself, still open) in ruleset order; a
    bonus recorded in a box (a further five of a kind) is on its own line in ``bonuses``."""
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
            (cat.id, tuple(p for p, _ in cat.own_entries(cell)), cell_open(cat, cell))
            for cat, cell in zip(rs.categories, col)
        )
        upper = sum(points for cat_id, entries, _open in cells if rs.category(cat_id).section == "upper"
                    for points in entries)
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
