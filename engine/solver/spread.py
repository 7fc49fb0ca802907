"""The spread of the points still to come, per turn-start state, under the solver's own play.

Playing to win needs more than each card's expected points still to come: a player 30 behind
with Yahtzee open is not in the same spot as one 30 behind with only Chance left. The second
table gives, for every state, the standard deviation of the points the solitaire optimum
(the mean table's player, which the Expert plays after any decision) still scores from it.

It is the second moment of a fixed policy, so it needs no optimisation: one backward pass in the
solve's order. Each turn is the mean table's own turn programme with every maximum replaced by
"the second moment of the option the mean picks" (the first best, as ``numpy.argmax`` and the
players break ties), and every average over the dice left as it is. At a score,

    E[(reward + rest)^2] = reward^2 + 2 * reward * value(next) + second(next).

States that can score back into themselves (a repeatable box) are linear in their own second
moment under a fixed policy, so two evaluations give it exactly. Shipped in ``assets/tables`` as
``*.spread`` files (``export.py``), rounded to 1/1024 of a point: the players compare chances,
which a thousandth of a point never moves, and the rounded table compresses to a fraction.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..rules import Ruleset
from . import shipped
from .combos import Combos, FloatArray, IntArray
from .games import solitaire_of
from .model import CHUNK, Parts, SoloModel
from .tables import load_table
from .turn import keep_values

ROUNDING = 1024.0
TOLERANCE = 2.0 / ROUNDING
"""A fresh computation elsewhere may round a value the other way (``export.py --check``)."""

_memory: dict[str, FloatArray] = {}


def _pick(best_m: FloatArray, best_q: FloatArray, m: FloatArray, q: FloatArray) -> None:
    """In place: where ``m`` beats ``best_m`` strictly, take ``m`` and its ``q`` (first best wins)."""
    better = m > best_m
    np.copyto(best_m, m, where=better)
    np.copyto(best_q, q, where=better)


def _best_keep(mean: list[FloatArray], second: list[FloatArray], cmb: Combos) -> tuple[FloatArray, FloatArray]:
    """``turn.best_proper_keep`` carrying the second moment of the keep the mean picks."""
    best_m, best_q = mean[0], second[0]
    for k in range(1, cmb.n + 1):
        parent = cmb.parent[k]
        m, q = best_m[parent[:, 0]].copy(), best_q[parent[:, 0]].copy()
        for j in range(1, parent.shape[1]):
            _pick(m, q, best_m[parent[:, j]], best_q[parent[:, j]])
        if k < cmb.n:
            _pick(m, q, mean[k], second[k])
        best_m, best_q = m, q
    return best_m, best_q


def _score_now(model: SoloModel, values: FloatArray, second: FloatArray, parts: Parts) -> tuple[FloatArray, FloatArray]:
    """(rolls, S) the mean of the best score now, and the second moment of that same score."""
    best_m: FloatArray | None = None
    best_q: FloatArray | None = None
    for cat in range(len(model.ruleset.categories)):
        reward, nxt, allowed = model.outcomes(parts, cat)
        rows = model.row_of[cat]
        reward = reward.astype(np.float64)
        ahead = values[nxt]
        mean = np.where(allowed, reward + ahead, -np.inf)[rows]
        q = np.where(allowed, reward * reward + 2.0 * reward * ahead + second[nxt], 0.0)[rows]
        if best_m is None or best_q is None:
            best_m, best_q = mean.copy(), q.copy()
        else:
            _pick(best_m, best_q, mean, q)
    assert best_m is not None and best_q is not None
    return best_m, best_q


def turn_second(model: SoloModel, values: FloatArray, second: FloatArray, sids: IntArray) -> FloatArray:
    """The second moment of the points to come from each state of ``sids`` (turn start)."""
    cmb = model.cmb
    later_m, later_q = _score_now(model, values, second, model.split(sids))
    bonus = float(model.first_roll_bonus)
    first_m, first_q = later_m, later_q
    if bonus:
        first_m, first_q = later_m + bonus, later_q + 2.0 * bonus * later_m + bonus * bonus
    m, q = (first_m, first_q) if model.rolls == 1 else (later_m, later_q)
    for r in range(model.rolls - 1, 0, -1):
        best_m, best_q = _best_keep(keep_values(m, cmb), keep_values(q, cmb), cmb)
        now_m, now_q = (first_m, first_q) if r == 1 else (later_m, later_q)
        m, q = now_m.copy(), now_q.copy()
        _pick(m, q, best_m, best_q)
    result: FloatArray = cmb.roll_prob @ q
    return result


def solve_second(model: SoloModel, values: FloatArray, progress: Callable[[float], None] | None = None) -> FloatArray:
    """The second moment of the points to come from every state (NaN where ``values`` is NaN)."""
    second = np.full(model.n_states, np.nan)
    sids = np.arange(model.n_states, dtype=np.int64)
    parts = model.split(sids)
    reach = model.reachable
    canon = model.canonical
    terminal = model.terminal(parts) & reach
    second[terminal] = 0.0
    todo = reach & ~terminal & (canon == sids)
    level = sum((parts.mask >> b) & 1 for b in range(len(model.nonrep)))
    loop_rep = 1 if model.layout.rep_repeats else -1
    levels = range(len(model.nonrep), -1, -1)
    for step, lv in enumerate(levels):
        for rep in (2, 1, 0) if model.rep_cat is not None else (0,):
            batch = sids[todo & (level == lv) & (parts.rep == rep)]
            for start in range(0, batch.size, CHUNK):
                chunk = batch[start : start + CHUNK]
                if rep == loop_rep:
                    # Linear in its own second moment under the fixed policy: f(x) = f(0) + a x.
                    second[chunk] = 0.0
                    f0 = turn_second(model, values, second, chunk)
                    probe = f0 + 1.0
                    second[chunk] = probe
                    slope = (turn_second(model, values, second, chunk) - f0) / probe
                    second[chunk] = f0 / (1.0 - slope)
                else:
                    second[chunk] = turn_second(model, values, second, chunk)
            members = reach & (level == lv) & (parts.rep == rep) & ~terminal
            second[members] = second[canon[members]]
        if progress is not None:
            progress((step + 1) / len(levels))
    return second


def spread(model: SoloModel, values: FloatArray, progress: Callable[[float], None] | None = None) -> FloatArray:
    """Per state: the standard deviation of the points still to come, rounded to 1/ROUNDING."""
    second = solve_second(model, values, progress)
    variance = np.maximum(second - values * values, 0.0)
    result: FloatArray = np.round(np.sqrt(variance) * ROUNDING) / ROUNDING
    return result


def load_spread(ruleset: Ruleset) -> FloatArray:
    """The spread table for cards of ``ruleset``: shipped, else computed (seconds; numpy)."""
    solo = solitaire_of(ruleset)
    key = solo.rules_hash()
    found = _memory.get(key)
    if found is None:
        stored = shipped.read(solo, "spread")
        if stored is not None:
            found = np.asarray(stored, dtype=np.float64)
        else:
            solved = load_table(solo)
            found = spread(solved.model, solved.values)
        _memory[key] = found
    return found
