"""The solver against an independent brute force, the published anchor, and hand-checked advice.

The brute force below shares nothing with ``engine.solver`` but the rules: it plays ordered dice
and every hold mask, scores through ``Category.score`` and ``column_total``, and keys its memo on
which cells are open plus each threshold bonus's raw progress. Loops (a repeatable category
scored again) are resolved by plain value iteration.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from functools import cache

import numpy as np
import pytest

import engine
from engine.actions import Roll, Score
from engine.rules import (
    AllSame,
    Category,
    FirstRollBonus,
    OfAKind,
    Ruleset,
    Run,
    ThresholdBonus,
    TwoPairs,
    cell_open,
    column_total,
)
from engine.rulesets import DICE_DASH, DICEGAME, MATCH
from engine.scorecard import ScorecardState
from engine.scorecard import new_game as scorecard_new_game
from engine.solver import load_table, play_games, rank_options
from engine.solver.model import SoloModel


def brute_force(rs: Ruleset) -> float:
    """Expected final total of a fresh solitaire game of ``rs`` under optimal play."""
    n, rolls, cats = rs.dice_count, rs.rolls_per_turn, rs.categories
    thresholds = [b for b in rs.bonuses if isinstance(b, ThresholdBonus)]
    Card = tuple[tuple[tuple[int, int], ...], ...]

    def key(card: Card) -> object:
        opened = tuple(cell_open(c, cell) for c, cell in zip(cats, card))
        used = tuple(bool(cell) for cell in card)
        return opened, used, tuple(b.progress(rs, card) for b in thresholds)

    @cache
    def outcomes(k: int) -> tuple[tuple[int, ...], ...]:
        return tuple(itertools.product(range(1, 7), repeat=k))

    memo: dict[object, float] = {}
    estimate: dict[object, float] = {}
    looped: set[object] = set()

    def future(card: Card) -> float:
        if all(card):
            return 0.0
        k = key(card)
        if k in memo:
            return memo[k]
        if k in estimate:  # scoring the repeatable category again led back here
            looped.add(k)
            return estimate[k]
        estimate[k] = 0.0
        while True:  # value iteration on this card's turn until its self-loop settles
            decided: dict[object, float] = {}
            value = sum(decide(card, d, 1, decided) for d in outcomes(n)) / 6**n
            if k not in looped or abs(value - estimate[k]) < 1e-14:
                break
            estimate[k] = value
        del estimate[k]
        memo[k] = value
        return value

    def decide(card: Card, dice: tuple[int, ...], r: int, decided: dict[object, float]) -> float:
        mkey = (tuple(sorted(dice)), r)
        if mkey in decided:
            return decided[mkey]
        best = -np.inf
        for i, cat in enumerate(cats):
            if cell_open(cat, card[i]):
                new = card[:i] + ((*card[i], (cat.score(dice), r)),) + card[i + 1 :]
                best = max(best, column_total(rs, new) - column_total(rs, card) + future(new))
        if r < rolls:
            for mask in range((1 << n) - 1):
                held = tuple(dice[j] for j in range(n) if mask >> j & 1)
                outs = outcomes(n - len(held))
                best = max(best, sum(decide(card, held + o, r + 1, decided) for o in outs) / len(outs))
        decided[mkey] = best
        return best

    return future(tuple(() for _ in cats))


SMALL_RULESETS = [
    Ruleset(
        id="t-bonus",
        name="ones and sixes with both bonuses",
        categories=tuple(map(DICEGAME.category, ("ones", "sixes", "chance"))),
        bonuses=(ThresholdBonus("b", "B", ("ones", "sixes"), 12, 20), FirstRollBonus("f", "F", 3)),
        dice_count=2,
        rolls_per_turn=2,
    ),
    Ruleset(
        id="t-three-dice",
        name="three dice, three rolls",
        categories=(
            Category("pair", "Pair", OfAKind(2)),
            Category("run", "Run", Run(3, 15)),
            DICEGAME.category("fives"),
        ),
        bonuses=(ThresholdBonus("b", "B", ("fives",), 10, 7),),
        dice_count=3,
        rolls_per_turn=3,
    ),
    Ruleset(
        id="t-loop",
        name="a repeatable all-same",
        categories=(
            DICEGAME.category("chance"),
            Category("same", "Same", AllSame(10), repeatable=True),
            DICEGAME.category("sixes"),
        ),
        dice_count=2,
        rolls_per_turn=2,
    ),
    Ruleset(
        id="t-loop-3",
        name="repeatable with first-roll bonus and two pairs",
        categories=(
            Category("same", "Same", AllSame(30), repeatable=True),
            DICEGAME.category("ones"),
            Category("pairs", "Pairs", TwoPairs()),
        ),
        bonuses=(FirstRollBonus("f", "F", 2),),
        dice_count=3,
        rolls_per_turn=2,
    ),
]


@pytest.mark.parametrize(
    "rs",
    [pytest.param(rs, marks=pytest.mark.slow) if rs.id in ("t-three-dice", "t-loop-3") else rs
     for rs in SMALL_RULESETS],
    ids=lambda rs: rs.id,
)
def test_solver_matches_brute_force(rs: Ruleset) -> None:
    solved = load_table(rs, use_cache=False)
    assert solved.expected == pytest.approx(brute_force(rs), abs=1e-9)


def test_brute_force_can_tell_rules_apart() -> None:
    # Guards the comparison above: a different bonus must change both numbers.
    rs = SMALL_RULESETS[0]
    other = replace(rs, bonuses=(ThresholdBonus("b", "B", ("ones", "sixes"), 12, 30),))
    assert brute_force(other) != pytest.approx(brute_force(rs), abs=1e-6)
    assert load_table(other, use_cache=False).expected == pytest.approx(brute_force(other), abs=1e-9)


def test_column_reproduces_published_optimum() -> None:
    # Solitaire Yahtzee without Yahtzee bonus or joker: 245.870775 (published optimal expectation).
    solved = load_table("column")
    assert solved.expected == pytest.approx(245.870775, abs=1e-6)


@pytest.mark.slow
def test_match_loop_states_are_a_fixed_point() -> None:
    solved = load_table("match")
    model, values = solved.model, solved.values
    loops = np.array([model.sid(mask, 1, ()) for mask in range(model.full_mask)], dtype=np.int64)
    again = model.turn_values(np.array(values), loops)
    assert np.max(np.abs(again - values[loops])) < 1e-9
    closed = np.array([model.sid(mask, 2, ()) for mask in range(model.full_mask)], dtype=np.int64)
    # Keeping All match open can only help: every closed-card strategy is still available.
    assert np.all(values[loops] >= values[closed] - 1e-12)


def test_expected_scores_of_fresh_games_are_stable() -> None:
    # Regression pins for the other two solitaire games (computed by this solver, checked by the
    # simulated means in tests/benchmarks/solver_bench.py).
    assert load_table("dice-dash").expected == pytest.approx(130.756903051, abs=1e-8)
    assert load_table("match").expected == pytest.approx(257.868043963, abs=1e-8)


def test_simulated_optimal_games_agree_with_the_expectation() -> None:
    rs = SMALL_RULESETS[2]
    result = play_games(rs, range(4000), ("expert",))
    scores = result.totals[:, 0]
    se = scores.std(ddof=1) / np.sqrt(scores.size)
    assert abs(scores.mean() - load_table(rs).expected) < 4 * se


# -- advice on hand-checked positions -------------------------------------------------------------


def position(rs: Ruleset, filled: dict[str, tuple[tuple[int, int], ...]], dice: tuple[int, ...], rolls_used: int,
             held: tuple[bool, ...] | None = None) -> ScorecardState:
    state = scorecard_new_game(rs, 1, ["Solo"])  # one card: the state is one player's
    column = tuple(filled.get(c.id, ()) for c in rs.categories)
    return replace(
        state,
        cards=((column,),),
        dice=dice,
        rolls_used=rolls_used,
        held=held or (False,) * len(dice),
        phase="choosing" if rolls_used == rs.rolls_per_turn else "rolling",
    )


def test_five_equal_dice_on_roll_one_score_all_match() -> None:
    options = rank_options(position(MATCH, {}, (4, 4, 4, 4, 4), 1))
    assert options[0].action == Score("allMatch")
    assert options[0].expected > options[1].expected


def test_closing_all_match_buys_an_extra_turn() -> None:
    # Only Sixes left, All match scored once and open, no sixes after the last roll: scoring
    # Sixes ends the game at 0 more points, closing All match with a 0 keeps a turn for Sixes.
    done = {c.id: ((5, 1),) for c in MATCH.categories if c.id not in ("sixes", "allMatch")}
    done["allMatch"] = ((50, 1),)
    state = position(MATCH, done, (1, 1, 2, 2, 3), 3)
    total = state.total(0)
    options = rank_options(state)
    assert [o.action for o in options] == [Score("allMatch"), Score("sixes")]
    assert options[1].expected == pytest.approx(total)
    sixes_turn = load_table("match").values[SoloModel(MATCH).sid(SoloModel(MATCH).full_mask ^ (1 << 5), 2, ())]
    assert options[0].expected == pytest.approx(total + sixes_turn)
    assert sixes_turn > 10


@pytest.mark.slow
def test_last_upper_row_keeps_every_six() -> None:
    # Only Sixes left, bonus already won: keeping both sixes and rolling three dice gives
    # 6 * (2 + 3/6) = 15 more points; no other keep is as good.
    rs = replace(DICEGAME, multipliers=(1,))
    done = {c.id: ((20, 2),) for c in rs.categories if c.id != "sixes"}
    state = position(rs, done, (6, 1, 6, 2, 3), 2)
    options = rank_options(state)
    best = options[0]
    assert best.action == Roll() and best.keep == (6, 6)
    assert best.expected == pytest.approx(state.total(0) + 15)
    assert best.held == (True, False, True, False, False) and best.toggles == (0, 2)


def test_options_are_distinct_and_complete() -> None:
    options = rank_options(position(DICE_DASH, {}, (1, 2, 3, 4, 5), 1))
    keeps = [o.keep for o in options if o.keep is not None]
    assert len(keeps) == len(set(keeps)) == 31  # every proper subset of five different dice
    assert sorted(o.action.category for o in options if isinstance(o.action, Score)) == sorted(DICE_DASH.category_ids)
    assert [o.expected for o in options] == sorted((o.expected for o in options), reverse=True)
    same = rank_options(position(DICE_DASH, {}, (6, 6, 6, 6, 6), 2, (True, False, False, False, False)))
    assert sorted(o.keep for o in same if o.keep is not None) == [(), (6,), (6, 6), (6, 6, 6), (6, 6, 6, 6)]
    for option in same:
        if option.keep is not None and option.held is not None:
            assert tuple(sorted(6 for h in option.held if h)) == option.keep
            assert option.held[0] == (len(option.keep) > 0)  # the die already held stays held


def test_perfect_round_bonus_is_in_the_expectation() -> None:
    # A straight on roll 1 in Dice Dash scores 30 + 5 (Perfect Round) when taken now.
    state = position(DICE_DASH, {c.id: ((0, 2),) for c in DICE_DASH.categories if c.id != "straight"},
                     (1, 2, 3, 4, 6), 1)
    options = rank_options(state)
    assert options[0].action == Score("straight")
    assert options[0].expected == pytest.approx(state.total(0) + 35)


def test_advice_is_exact_only_where_the_game_is_solved() -> None:
    assert all(o.exact for o in rank_options(engine.new_game("match", 3)))
    options = rank_options(engine.new_game("dicegame", 3))
    assert options and not any(o.exact for o in options)
    assert all(o.action.column in (0, 1, 2) for o in options if isinstance(o.action, Score))


def test_finished_game_has_no_advice() -> None:
    state = replace(engine.new_game("dice-dash", 1), phase="finished")
    with pytest.raises(engine.IllegalAction):
        rank_options(state)
