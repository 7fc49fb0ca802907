"""The Expert that plays to win, and the chance to win the hints show.

Checked from outside the formulas where that can be done: chances a person can work out by hand
at the end of a game (one roll left for a fifth six is 1/6; two rolls, 11/36), the spread table
against the published standard deviation of optimal solitaire Yahtzee (59.61) and against games
actually played, the behaviour the issue names (gamble when behind, take the points when far
ahead), and the window's pure-Python Expert against the numpy one the benchmark plays.
"""

from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest
from test_solver_lite import _played_states, _random_states

import engine
from engine.actions import Roll, Score
from engine.rules import Ruleset
from engine.rulesets import RULESETS
from engine.scorecard import ScorecardState
from engine.solver import choose_action, lite, lite_win, play_games, runtime, win
from engine.solver.layout import POINTS

MULTI = ("match", "dicegame", "classic", "nordic")
Cells = tuple[tuple[tuple[int, int], ...], ...]


def _column(rs: Ruleset, points: dict[str, int]) -> Cells:
    """A column with ``points`` in the named boxes (scored at roll 3) and the others open."""
    return tuple(((points[c], 3),) if c in points else () for c in rs.category_ids)


def _end_state(opponent: int, dice: tuple[int, ...], rolls_used: int, open_boxes: tuple[str, ...]) -> ScorecardState:
    """Classic Dice, Ana to move with only ``open_boxes`` left, Ben finished on ``opponent``
    points more than Ana's total (which is 100, no upper bonus)."""
    rs = RULESETS["classic"]
    filled = [c for c in rs.category_ids if c not in open_boxes]
    mine = {c: 0 for c in filled}
    mine[filled[-1]] = 100
    theirs = {c: 0 for c in rs.category_ids}
    theirs["chance"] = 100 + opponent
    base = engine.new_game("classic", 1, ["Ana", "Ben"])
    assert isinstance(base, ScorecardState)
    state = replace(base, cards=((_column(rs, mine),), (_column(rs, theirs),)), current_player=0, dice=dice,
                    held=(False,) * 5, rolls_used=rolls_used, phase="rolling" if rolls_used < 3 else "choosing")
    assert state.total(0) == 100 and state.total(1) == 100 + opponent
    return state


def _keep(options: list[engine.solver.Option], keep: tuple[int, ...]) -> engine.solver.Option:
    return next(o for o in options if o.keep == keep)


def test_a_chance_a_person_can_work_out_is_exact() -> None:
    # Ben is 30 ahead and done; only Five of a Kind is open: Ana wins only with a fifth six.
    last_roll = runtime.rank_options(_end_state(30, (6, 6, 6, 6, 2), 2, ("fiveOfAKind",)))
    assert all(o.win_exact for o in last_roll)
    assert _keep(last_roll, (6, 6, 6, 6)).win == pytest.approx(1 / 6, abs=1e-9)
    assert _keep(last_roll, (6, 6, 6)).win == pytest.approx(1 / 36, abs=1e-9)
    assert next(o for o in last_roll if o.keep is None).win == 0.0  # a 0 now loses
    assert last_roll[0].keep == (6, 6, 6, 6)  # ranked by the chance
    two_rolls = runtime.rank_options(_end_state(30, (6, 6, 6, 6, 2), 1, ("fiveOfAKind",)))
    assert _keep(two_rolls, (6, 6, 6, 6)).win == pytest.approx(11 / 36, abs=1e-9)
    # Exactly level on a tie: half a win.
    tie = runtime.rank_options(_end_state(50, (6, 6, 6, 6, 6), 3, ("fiveOfAKind",)))
    assert tie[0].win == pytest.approx(0.5, abs=1e-9)


def test_behind_it_gambles_and_far_ahead_it_takes_the_points() -> None:
    # Nine in Chance now (keeping Five of a Kind open), or a 0 in Five of a Kind (keeping Chance).
    dice = (2, 2, 2, 2, 1)
    points_choice = Score("fiveOfAKind")  # Chance later is worth far more than a long shot
    behind = _end_state(40, dice, 3, ("fiveOfAKind", "chance"))
    ahead = _end_state(-200, dice, 3, ("fiveOfAKind", "chance"))
    alone = lite.choose_action_by_table(behind, "expert", runtime.table(behind.ruleset))  # no spreads: points
    assert alone == points_choice
    assert runtime.choose_action(behind, "expert") == Score("chance")  # only 50 more can win: keep it open
    assert runtime.choose_action(ahead, "expert") == points_choice  # the game is won: play for points
    ranked = runtime.rank_options(behind)
    assert ranked[0].action == Score("chance") and ranked[0].win is not None and ranked[0].win > 0.0
    assert not ranked[0].win_exact  # a turn is still to come
    assert runtime.rank_options(ahead)[0].win == 1.0


def test_one_player_games_are_played_and_ranked_for_points_as_before() -> None:
    for game in ("match", "dicegame", "dice-dash"):
        state = engine.new_game(game, 11, ["Solo"])
        assert isinstance(state, ScorecardState)
        values = runtime.table(state.ruleset)
        ranked = runtime.rank_options(state)
        assert all(o.win is None for o in ranked)
        assert ranked == lite.rank_options_by_table(state, values)
        assert runtime.choose_action(state, "expert") == lite.choose_action_by_table(state, "expert", values)


@pytest.mark.parametrize("game", MULTI)
def test_the_windows_expert_decides_as_the_benchmarks(game: str) -> None:
    rs = RULESETS[game]
    values, spreads = runtime.table(rs), runtime.spread(rs)
    rng = random.Random(f"win-{game}")
    states = [s for players in (2, 3, 4) for s in _random_states(rs, players, 40, rng)]
    states += list(_played_states(rs, 2, 1, rng, values))
    for state in states:
        mine = lite_win.choose_action_by_tables(state, "expert", values, spreads)
        assert mine == choose_action(state, "expert"), (game, state.cards, state.dice, state.rolls_used)
        ranked = lite_win.rank_options_by_tables(state, values, spreads)
        top = ranked[0]
        assert all(0.0 <= o.win <= 1.0 for o in ranked if o.win is not None)
        # The hint's first option is the Expert's choice: the same box, or the same keep.
        if isinstance(mine, Score):
            assert top.action == mine
        else:
            assert top.keep is not None and isinstance(top.action, Roll)


def test_the_spread_is_the_published_one_and_the_one_games_show() -> None:
    classic = runtime.spread(RULESETS["classic"])
    fresh = lite.tables(RULESETS["classic"]).layout.sid(0, 0, (0,))
    assert classic[fresh] == pytest.approx(59.61, abs=0.01)  # Verhoeff's and Holderied's optimal Yahtzee SD
    rs = RULESETS["match"]
    spreads = runtime.spread(rs)
    start = lite.tables(rs).layout.sid(0, 0, (0,) * len(lite.tables(rs).layout.thresholds))
    totals = play_games(rs, np.arange(6000), (POINTS,)).totals[:, 0].astype(float)
    sd, error = float(totals.std()), float(totals.std()) / np.sqrt(2 * totals.size)
    assert abs(sd - spreads[start]) < 4 * error, (sd, spreads[start], error)


def test_the_field_and_the_chance_follow_the_rules_of_a_race() -> None:
    assert win.chance(10.0, 0.0, win.field([(9.0, 0.0)])) == 1.0
    assert win.chance(10.0, 0.0, win.field([(10.0, 0.0), (10.0, 0.0)])) == pytest.approx(1 / 3)
    assert win.chance(100.0, 400.0, win.field([(100.0, 400.0)])) == pytest.approx(0.5, abs=1e-7)
    ahead = win.chance(130.0, 400.0, win.field([(100.0, 400.0)]))
    assert ahead == pytest.approx(0.8555778, abs=1e-6)  # Phi(30 / sqrt(800))
    alone = win.field([(100.0, 400.0)])
    crowd = win.field([(100.0, 400.0), (100.0, 400.0), (100.0, 400.0)])
    assert crowd.mean > alone.mean and crowd.var < alone.var  # the best of three is higher and tighter
    assert win.erfc(0.0) == pytest.approx(1.0, abs=2e-7) and win.erfc(-3.0) == pytest.approx(1.9999779, abs=2e-7)
