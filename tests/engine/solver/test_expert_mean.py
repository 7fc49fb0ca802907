"""The Expert against the exact value from the outside: ten thousand seeded games, dealt by the
engine's own dice, must average what the solver says a fresh card is worth.

The solver's value is an expectation over every possible game; the games played here are a sample
of them, so their mean may stray from it only by sampling error. Three standard errors either way
(the sample's own standard deviation over the square root of its size) leave a fair Expert a 0.3%
chance of failing by bad luck; an Expert that loses a point and a half a game, or a table solved
for other rules than the ones played, is caught (that is four standard errors here; the Good
player, planted in the Expert's seat, averages 219.9 and fails at once).
"""

from __future__ import annotations

import math

import pytest

np = pytest.importorskip("numpy")

from engine import solver  # noqa: E402
from engine.rulesets import RULESETS  # noqa: E402
from engine.solver.play import play_games  # noqa: E402

GAMES = 10_000


@pytest.mark.slow
@pytest.mark.parametrize("game", ["classic", "nordic"])
def test_the_expert_scores_the_exact_value_on_average(game: str) -> None:
    expected = solver.load_table(RULESETS[game]).expected
    totals = play_games(RULESETS[game], np.arange(GAMES), ("expert",)).totals[:, 0].astype(float)
    mean, error = float(totals.mean()), float(totals.std(ddof=1)) / math.sqrt(GAMES)
    print(f"\n{game}: {GAMES} Expert games average {mean:.3f} (standard error {error:.3f}); "
          f"the exact value is {expected:.4f}, {abs(mean - expected) / error:.2f} standard errors away")
    assert abs(mean - expected) <= 3 * error, (mean, error, expected)
