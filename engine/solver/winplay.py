"""The Expert among others, for batches of games (numpy): the twin of ``lite_win``.

``win.py`` says what is computed. Here each game of a batch gets its own column in a
``TurnView`` whose box tables hold utilities (chance to win, ties broken towards points) instead
of expected points; ``play.choose_valued`` then decides on it exactly as it does on points, keeps
included. The operations follow ``win.py`` and ``lite_win.py`` one for one, so the benchmark's
Expert is the window's (``tests/engine/solver/test_win.py`` compares their decisions).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ..scorecard import ScorecardState
from . import win
from .combos import FloatArray, IntArray
from .evaluator import Evaluator, OptionTable, TurnView
from .spread import load_spread
from .turn import turn_tables

BoolArray = npt.NDArray[np.bool_]
_ROOT_HALF = np.sqrt(0.5)
_DENSITY = 1.0 / np.sqrt(2.0 * 3.141592653589793)


def erfc(x: FloatArray) -> FloatArray:
    """``win.erfc`` on arrays, the same operations in the same order."""
    z = np.abs(x)
    t = 1.0 / (1.0 + 0.5 * z)
    r = t * np.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (
        -0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))))
    result: FloatArray = np.where(x >= 0.0, r, 2.0 - r)
    return result


def normal_cdf(z: FloatArray) -> FloatArray:
    result: FloatArray = 0.5 * erfc(-z * _ROOT_HALF)
    return result


def field(means: list[FloatArray], variances: list[FloatArray]) -> tuple[FloatArray, FloatArray, FloatArray]:
    """``win.field`` per game: (mean, variance, tied) of the best of the others' totals."""
    certain = np.all(np.stack(variances) <= win.CERTAIN, axis=0)
    top = np.max(np.stack(means), axis=0)
    tied = np.sum(np.stack(means) >= top - win.SAME, axis=0).astype(np.float64)
    mean, var = means[0], variances[0]
    for m2, v2 in zip(means[1:], variances[1:]):
        theta2 = var + v2
        sure = theta2 <= win.CERTAIN
        theta = np.sqrt(np.where(sure, 1.0, theta2))
        alpha = (mean - m2) / theta
        p = normal_cdf(alpha)
        q = 1.0 - p
        d = _DENSITY * np.exp(-0.5 * alpha * alpha)
        first = mean * p + m2 * q + theta * d
        second = (mean * mean + var) * p + (m2 * m2 + v2) * q + (mean + m2) * theta * d
        mean = np.where(sure, np.maximum(mean, m2), first)
        var = np.where(sure, 0.0, np.maximum(second - first * first, 0.0))
    return np.where(certain, top, mean), np.where(certain, 0.0, var), np.where(certain, tied, 1.0)


def utility(mean: FloatArray, var: FloatArray, best: tuple[FloatArray, FloatArray, FloatArray]) -> FloatArray:
    """``win.utility`` per element (``best`` broadcast along the last axis, the games)."""
    best_mean, best_var, tied = best
    spread2 = var + best_var
    sure = spread2 <= win.CERTAIN
    smooth = normal_cdf((mean - best_mean) / np.sqrt(np.where(sure, 1.0, spread2)))
    step = np.where(mean > best_mean + win.SAME, 1.0, np.where(mean >= best_mean - win.SAME, 1.0 / (1.0 + tied), 0.0))
    result: FloatArray = np.where(sure, step, smooth) + win.POINTS_WEIGHT * mean
    return result


def _rest(ev: Evaluator, spreads: FloatArray, card: IntArray, skip: int = -1) -> tuple[FloatArray, FloatArray]:
    """``lite_win._rest`` per game: card (G, columns) of state ids, column ``skip`` left out."""
    mean = np.zeros(card.shape[0])
    var = np.zeros(card.shape[0])
    for c, m in enumerate(ev.multipliers):
        if c != skip:
            mean += m * ev.values[card[:, c]]
            var += (m * spreads[card[:, c]]) ** 2
    return mean, var


def win_view(ev: Evaluator, positions: IntArray, totals: IntArray, seat: int) -> TurnView:
    """The turn of seat ``seat`` in each game, valued by utility: positions (G, seats, columns),
    totals (G, seats). Column g of every table is game g."""
    return win_view_exact(ev, positions, totals, seat)[0]


def win_view_exact(ev: Evaluator, positions: IntArray, totals: IntArray, seat: int) -> tuple[TurnView, BoolArray]:
    """``win_view`` and, per game, whether its chances are exact (``lite_win.win_tables``)."""
    spreads = load_spread(ev.ruleset)
    model = ev.model
    seats = positions.shape[1]
    means, variances = [], []
    for k in range(seats):
        if k != seat:
            rest_mean, rest_var = _rest(ev, spreads, positions[:, k, :])
            means.append(totals[:, k].astype(np.float64) + rest_mean)
            variances.append(rest_var)
    best = field(means, variances)
    exact: BoolArray = best[1] <= win.CERTAIN
    own = positions[:, seat, :]
    total = totals[:, seat].astype(np.float64)
    options = []
    for j, m in enumerate(ev.multipliers):
        rest_mean, rest_var = _rest(ev, spreads, own, skip=j)
        base = total + rest_mean
        parts = model.split(own[:, j])
        for cat in range(len(ev.ruleset.categories)):
            reward, nxt, allowed = model.outcomes(parts, cat)
            mean = base[None, :] + m * (reward + ev.values[nxt])
            var = rest_var[None, :] + (m * spreads[nxt]) ** 2
            table = np.where(allowed, utility(mean, var, best), -np.inf)
            exact &= np.all(~allowed | (var <= win.CERTAIN), axis=0)
            options.append(OptionTable(j, cat, table, model.row_of[cat], 0.0))
    view_options = tuple(options)
    first, later = ev.score_now(view_options)
    return TurnView(view_options, turn_tables(first, later, ev.rolls, ev.cmb), np.zeros(own.shape[0])), exact


def state_view(ev: Evaluator, state: ScorecardState) -> tuple[TurnView, bool]:
    """``win_view_exact`` of one state's mover (a batch of one game)."""
    positions = np.array([[ev.column_positions(card) for card in state.cards]], dtype=np.int64)
    totals = np.array([[state.total(k) for k in range(len(state.players))]], dtype=np.int64)
    view, exact = win_view_exact(ev, positions, totals, state.current_player)
    return view, bool(exact[0])
