"""One turn's dynamic programme, for a whole batch of positions at once.

Given, for every position in a batch (columns) and every distinct roll (rows), the value of the
best score action, this computes the value of every keep at every roll and the expected value of
the turn. Positions are columns so that each step is a handful of numpy calls on contiguous rows,
whatever the batch size: the solver passes thousands of states, the advisor passes one.

Rolling is illegal with every die held, so a full keep never counts as a roll option; its value
would be the score-now value of a later roll, which the "score now" branch already covers except
for the first-roll bonus, and that bonus must not be reachable by standing still.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .combos import Combos, FloatArray


def keep_values(full: FloatArray, cmb: Combos) -> list[FloatArray]:
    """Expected value of keeping each multiset and rolling the rest: one array per keep size."""
    levels: list[FloatArray] = [full] * (cmb.n + 1)
    upper = full
    for k in range(cmb.n - 1, -1, -1):
        child = cmb.child[k]
        acc = upper[child[:, 0]]
        for f in range(1, child.shape[1]):
            acc += upper[child[:, f]]
        acc *= 1.0 / child.shape[1]
        levels[k] = acc
        upper = acc
    return levels


def best_proper_keep(levels: list[FloatArray], cmb: Combos) -> FloatArray:
    """For each full roll, the best value over the keeps it allows (every proper sub-multiset)."""
    best = levels[0]
    for k in range(1, cmb.n + 1):
        parent = cmb.parent[k]
        reach = best[parent[:, 0]]
        for j in range(1, parent.shape[1]):
            np.maximum(reach, best[parent[:, j]], out=reach)
        if k < cmb.n:
            np.maximum(reach, levels[k], out=reach)
        best = reach
    return best


@dataclass(frozen=True)
class TurnTables:
    """Everything a decision inside the turn needs, for each position of the batch."""

    keeps: tuple[FloatArray, ...]
    """``keeps[r - 1]``: (proper keeps, S) value of keeping each proper keep (flat keep id) at roll
    r and rolling the rest; r < rolls per turn."""
    best: tuple[FloatArray, ...]
    """``best[r - 1]``: (rolls, S) value of a roll r position under optimal play."""
    start: FloatArray
    """(S,) expected value of the turn before its automatic first roll."""


def turn_start_values(now_first: FloatArray, now_later: FloatArray, rolls: int, cmb: Combos) -> FloatArray:
    """Expected value of a turn for every column (the solver's inner loop).

    ``now_first`` / ``now_later``: (rolls, S) best value of scoring at roll 1 / at a later roll
    (they differ only by a first-roll bonus, and are the same array when there is none).
    """
    value = now_first if rolls == 1 else now_later
    for r in range(rolls - 1, 0, -1):
        best = best_proper_keep(keep_values(value, cmb), cmb)
        value = np.maximum(now_first if r == 1 else now_later, best, out=best)
    result: FloatArray = cmb.roll_prob @ value
    return result


def turn_tables(now_first: FloatArray, now_later: FloatArray, rolls: int, cmb: Combos) -> TurnTables:
    """Like ``turn_start_values`` but keeping every intermediate table, for advice and play."""
    value = now_first if rolls == 1 else now_later
    best_by_roll: list[FloatArray] = [value]
    keeps: list[FloatArray] = []
    for r in range(rolls - 1, 0, -1):
        levels = keep_values(value, cmb)
        keeps.append(np.concatenate(levels[: cmb.n]))
        best = best_proper_keep(levels, cmb)
        value = np.maximum(now_first if r == 1 else now_later, best, out=best)
        best_by_roll.append(value)
    keeps.reverse()
    best_by_roll.reverse()
    return TurnTables(keeps=tuple(keeps), best=tuple(best_by_roll), start=cmb.roll_prob @ value)
