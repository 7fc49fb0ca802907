"""The chance to win: what the Expert maximises when others play, and what the hints show.

Every card is public in the scorecard games, so the mover can weigh each option against the
field. A full solve of two players is out of reach (some 4e13 states), so each card's final
total is taken as normal: its points, plus the expected points still to come (the mean table)
with their spread (``spread.py``). The others' best total is folded into one normal by Clark's
moments of a maximum; an option that leaves the mover with final total ~ N(a, s^2) then wins with
chance Phi((a - m) / sqrt(s^2 + v)). A tie counts half (a third among three, and so on).

Within the turn nothing is approximated: the chance after each box is the value at the end of
the turn, and the keeps are planned by the turn's own dynamic programme over those values (the
dice are what they are; only the future turns are a normal). So the figure is exact when no
future turn is uncertain (every other player has finished and this is the mover's last turn):
then every variance is 0 and the value is a step, 1, a share or 0.

Options equally sure to win or lose (a decided game) would tie; a weight of ``POINTS_WEIGHT`` per
expected point breaks such ties towards points, so an Expert far ahead still plays for its high
score. It is too small to outweigh any difference in chance worth showing.

The normal's CDF is written out (Numerical Recipes' erfc, relative error below 1.2e-7), with
the same operations as its numpy twin in ``winplay.py``: the window (pure Python) and the
benchmark (numpy) then make the same decisions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import exp, sqrt

from ..rules import Ruleset
from .layout import layout

POINTS_WEIGHT = 1e-9
"""Weight of one expected point beside a chance of 1 (see above)."""
DIGITS = 12
"""Utilities are compared rounded to this many decimals: the window (``math.exp``) and the
benchmark (``numpy.exp``) may differ in the last bit, and a tie must be a tie in both. It still
tells apart a thousandth of an expected point."""
CERTAIN = 1e-12
"""A variance at or below this is no uncertainty at all (the totals are whole points)."""
SAME = 1e-9
"""Totals this close are equal (whole points, added as floats)."""
_ROOT_HALF = sqrt(0.5)
_DENSITY = 1.0 / sqrt(2.0 * 3.141592653589793)


def plays_to_win(players: int, ruleset: Ruleset) -> bool:
    """Whether a chance to win applies, the one test every caller makes: others at the table, and
    no first-roll bonus (its value is added outside the boxes' tables, where the chances are; no
    game with several players has one)."""
    return players > 1 and not layout(ruleset).first_roll_bonus


def erfc(x: float) -> float:
    """The complementary error function (Numerical Recipes' ``erfcc``)."""
    z = abs(x)
    t = 1.0 / (1.0 + 0.5 * z)
    r = t * exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (
        -0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))))
    return r if x >= 0.0 else 2.0 - r


def normal_cdf(z: float) -> float:
    return 0.5 * erfc(-z * _ROOT_HALF)


@dataclass(frozen=True)
class Field:
    """The best final total among the other players, as a normal."""

    mean: float
    var: float
    tied: int
    """When ``var`` is 0: how many players share that best total (a tie with them is a share)."""


def field(others: Sequence[tuple[float, float]]) -> Field:
    """The best of the others' final totals, each given as (mean, variance), in seat order."""
    if all(v <= CERTAIN for _m, v in others):
        top = max(m for m, _v in others)
        return Field(top, 0.0, sum(1 for m, _v in others if m >= top - SAME))
    mean, var = others[0]
    for m2, v2 in others[1:]:
        theta2 = var + v2
        if theta2 <= CERTAIN:
            mean, var = max(mean, m2), 0.0
            continue
        theta = sqrt(theta2)
        alpha = (mean - m2) / theta
        p = normal_cdf(alpha)
        q = 1.0 - p
        d = _DENSITY * exp(-0.5 * alpha * alpha)
        first = mean * p + m2 * q + theta * d
        second = (mean * mean + var) * p + (m2 * m2 + v2) * q + (mean + m2) * theta * d
        mean, var = first, max(second - first * first, 0.0)
    return Field(mean, var, 1)


def chance(mean: float, var: float, best: Field) -> float:
    """The chance that a final total ~ N(mean, var) beats ``best`` (ties shared)."""
    spread2 = var + best.var
    if spread2 <= CERTAIN:
        if mean > best.mean + SAME:
            return 1.0
        return 1.0 / (1 + best.tied) if mean >= best.mean - SAME else 0.0
    return normal_cdf((mean - best.mean) / sqrt(spread2))


def utility(mean: float, var: float, best: Field) -> float:
    """What the Expert maximises at the end of a turn: the chance, ties broken towards points."""
    return chance(mean, var, best) + POINTS_WEIGHT * mean


def shown(value: float, expected: float) -> float:
    """The chance to win behind a utility, for the player's eyes (0 to 1; the points' weight
    taken off again leaves rounding in the last bits, which 12 decimals drop)."""
    return min(1.0, max(0.0, round(value - POINTS_WEIGHT * expected, 12)))
