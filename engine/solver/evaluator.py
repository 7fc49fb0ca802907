"""Values of the options inside one turn, for batches of positions of one player's card.

A position is one turn-start state id per column. For a single column (Dice Dash, Match!, a
lone Dicegame column) the solved values are exact, so every option's value is the exact expected
number of points still to come. For Dicegame's three columns the exact state space is far too
large; a position is valued as the sum over columns of multiplier x the column's exact solitaire
value, and the turn itself is then played optimally against that valuation (a full lookahead
over the three rolls of the turn). That is a heuristic, so such values carry ``exact=False``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import SolverError
from ..rules import Ruleset
from .combos import Combos, FloatArray, IntArray
from .layout import Cell
from .model import SoloModel
from .tables import Solved
from .turn import TurnTables, turn_tables


@dataclass(frozen=True)
class OptionTable:
    """Value of one score option (column, category) for each position, per distinct score value."""

    column: int
    category: int
    table: FloatArray
    """(distinct values, S): multiplier x (points + bonus + next value) + the other columns' value."""
    inverse: IntArray
    """Roll id -> row of ``table``."""
    first_roll: float
    """What the option earns on top when scored at roll 1 (first-roll bonus x multiplier)."""


@dataclass(frozen=True)
class TurnView:
    """Everything needed to decide or explain any moment of one turn, for a batch of positions."""

    options: tuple[OptionTable, ...]
    tables: TurnTables
    base: FloatArray
    """(S,) the position's own value: expected points still to come at the turn's start."""


class Evaluator:
    """Option values for cards of ``ruleset`` (one or more columns) from one column's solved table."""

    def __init__(self, ruleset: Ruleset, solved: Solved) -> None:
        if ruleset.category_ids != solved.model.ruleset.category_ids:
            raise SolverError(f"The solved table is for {solved.model.ruleset.name}'s categories, not {ruleset.name}'s",
                              "table-other-rules", table=solved.model.ruleset.name, game=ruleset.name)
        self.ruleset = ruleset
        self.solved = solved
        self.model: SoloModel = solved.model
        self.values = solved.values
        self.multipliers = ruleset.multipliers
        self.exact = len(self.multipliers) == 1
        self.cmb: Combos = self.model.cmb
        self.rolls = ruleset.rolls_per_turn

    def position_value(self, positions: IntArray) -> FloatArray:
        """(S,) sum over columns of multiplier x the column's value."""
        total = np.zeros(positions.shape[0])
        for j, m in enumerate(self.multipliers):
            total += m * self.values[positions[:, j]]
        return total

    def option_tables(self, positions: IntArray) -> tuple[OptionTable, ...]:
        model = self.model
        own = [self.values[positions[:, j]] for j in range(len(self.multipliers))]
        everything = sum((m * v for m, v in zip(self.multipliers, own)), np.zeros(positions.shape[0]))
        out = []
        for j, m in enumerate(self.multipliers):
            parts = model.split(positions[:, j])
            others = everything - m * own[j]
            for cat in range(len(self.ruleset.categories)):
                cv = model.category_values(self.values, parts, cat)
                table = cv.table * m + others[None, :] if m != 1 or len(self.multipliers) > 1 else cv.table
                out.append(OptionTable(j, cat, table, cv.inverse, m * model.first_roll_bonus))
        return tuple(out)

    def score_now(self, options: tuple[OptionTable, ...]) -> tuple[FloatArray, FloatArray]:
        """(rolls, S) best value of scoring now at roll 1 and at a later roll."""
        later: FloatArray | None = None
        first: FloatArray | None = None
        for opt in options:
            row = opt.table[opt.inverse]
            later = row.copy() if later is None else np.maximum(later, row, out=later)
            if opt.first_roll:
                bumped = row + opt.first_roll
                first = bumped if first is None else np.maximum(first, bumped, out=first)
        assert later is not None
        if first is None:
            first = later
        return first, later

    def turn(self, positions: IntArray) -> TurnView:
        options = self.option_tables(positions)
        first, later = self.score_now(options)
        return TurnView(options, turn_tables(first, later, self.rolls, self.cmb), self.position_value(positions))

    def option_value(
        self, view: TurnView, index: int, rolls: IntArray, cols: IntArray, rolls_used: IntArray
    ) -> FloatArray:
        """Value of score option ``index`` for games at batch columns ``cols`` with roll ids ``rolls``."""
        opt = view.options[index]
        value: FloatArray = opt.table[opt.inverse[rolls], cols]
        if opt.first_roll:
            value = value + np.where(rolls_used == 1, opt.first_roll, 0.0)
        return value

    def keep_values(self, view: TurnView, keep_ids: IntArray, cols: IntArray, rolls_used: IntArray) -> FloatArray:
        """Value of keeping flat keep ids ``keep_ids`` (shape (G, W)) then rolling, per game."""
        out = np.full(keep_ids.shape, -np.inf)
        for r in range(1, self.rolls):
            sel = rolls_used == r
            if np.any(sel):
                out[sel] = view.tables.keeps[r - 1][keep_ids[sel], cols[sel][:, None]]
        return out

    def column_positions(self, card: tuple[tuple[Cell, ...], ...]) -> tuple[int, ...]:
        """State id of each column of one player's card (cells as in ``ScorecardState.cards``)."""
        return tuple(self.model.layout.column_sid(col) for col in card)
