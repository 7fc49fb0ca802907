"""The measured round gains the Triple Dice Expert judges the rest of a game by
(``engine/ai/triple_gains.py``): well formed, counted the way the script that writes them counts,
and read the way they were counted."""

from __future__ import annotations

import sys
from fractions import Fraction
from itertools import pairwise
from pathlib import Path

import pytest

from engine.ai import triple_expert
from engine.ai.triple_gains import GAINS_GIVEN_SCORE, ROUND_GAINS
from engine.ai.triple_hands import TWELFTHS
from engine.triple_points import ROUNDS, TURNS, ZERO_BONUS, place_points

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tests" / "benchmarks"))
import triple_gains  # the script that writes the tables


@pytest.mark.slow
def test_the_script_counts_every_round_of_a_game() -> None:
    assert sum(triple_gains._spread((2, 0)).values()) == ROUNDS
    assert sum(triple_gains._spread((3, 0)).values()) == ROUNDS * 3
    given = triple_gains._given((3, 0))
    assert sum(given.values()) == ROUNDS * 3 * 2
    # a round shares out 27 points at three: a player's score is never above a sweep's 18
    assert all(0 <= score <= 18 for score, _gain in given)


@pytest.mark.parametrize("players", [3, 4])
def test_scores_are_whole_points_and_gains_half_points_no_round_could_exceed(players: int) -> None:
    most = max(2 * TURNS * place_points(players)[0], ZERO_BONUS) * 2  # a doubled sweep or a zero, in half points
    for score, counts in GAINS_GIVEN_SCORE[players].items():
        assert 0 <= score <= TURNS * place_points(players)[0]
        assert all(0 <= gain <= most and count > 0 for gain, count in counts)
    assert all(0 <= gain <= most for gain, _c in ROUND_GAINS[players])


@pytest.mark.parametrize("players", [3, 4])
def test_a_score_is_read_as_the_nearest_one_measured_often_enough(players: int) -> None:
    trusted = triple_expert._trusted(players)
    for score in trusted:
        assert triple_expert._score_bucket(players, score * TWELFTHS) == score
    for twelfths in range(0, 18 * TWELFTHS + 1):
        bucket = triple_expert._score_bucket(players, twelfths)
        rounded = round(Fraction(twelfths, TWELFTHS))
        assert bucket in trusted
        assert all(abs(bucket - rounded) <= abs(other - rounded) for other in trusted)


def test_the_others_take_less_after_a_sweep_than_after_an_even_round() -> None:
    # the reason the Expert reads the others' gains by its own score: the points it takes are not theirs
    def mean(score: int) -> float:
        counts = GAINS_GIVEN_SCORE[3][score]
        return sum(g * c for g, c in counts) / sum(c for _g, c in counts)

    assert mean(18) < mean(12) - 10  # half points: 24.4 against 32.3 points


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("rounds", range(ROUNDS))
def test_the_others_spreads_are_chances(players: int, rounds: int) -> None:
    for score in triple_expert._trusted(players):
        table = triple_expert._others_given(players, rounds, score)
        _lo, cdf = table
        assert all(a <= b + 1e-12 for a, b in pairwise(cdf))
        assert cdf[0] >= 0 and cdf[-1] <= 1 + 1e-9
        assert triple_expert._at(table, -10**6) == 0.0 and triple_expert._at(table, 10**6) == 1.0
