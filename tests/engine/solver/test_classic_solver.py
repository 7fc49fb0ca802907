"""The classic cards in the solver: the published optima, a brute force on small cards with a
joker, and the window's pure-Python runtime against the numpy solver where jokers happen.

Play alone rarely reaches a joker (five alike once the box is filled), so the random positions
here are built for it: the box open, holding its points (the +100 due), holding 0, or holding
points and earlier bonuses, with five alike on the dice half the time, and the upper boxes full
enough that the bonus at 63 is sometimes won.
"""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from engine.classic_rules import Joker, RepeatBonus
from engine.rules import AllSame, Category, Chance, Ruleset, Run, ThresholdBonus, Upper, cell_open, column_total
from engine.rulesets.classic import CLASSIC, CLASSIC_FREE_JOKER
from engine.rulesets.nordic import NORDIC
from engine.scorecard import Column, ScorecardState, apply, legal_actions, new_game, scored_column
from engine.solver import LEVELS, choose_action, lite, load_table, play_games, rank_options
from engine.solver.games import solitaire_ruleset

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "published"), [("classic", 254.5877), ("classic-free", 254.5896)])
def test_the_solver_finds_the_published_optima(game: str, published: float, tmp_path: Path) -> None:
    """254.5877 with the official forced joker, 254.5896 with free choice: the command line prints them."""
    env = {"DICEBOX_SOLVER_CACHE": str(tmp_path), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run([sys.executable, "-m", "engine", "solve", "--game", game, "--no-cache"],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert round(json.loads(proc.stdout)["expected"], 4) == published, proc.stdout


SMALL = Ruleset(
    id="t-joker",
    name="three dice, a joker and its bonus",
    categories=(
        Category("ones", "Ones", Upper(1), "upper"),
        Category("run", "Run", Run(3, 15)),
        Category("same", "Same", AllSame(20)),
        Category("chance", "Chance", Chance()),
    ),
    bonuses=(ThresholdBonus("b", "B", ("ones",), 2, 10), RepeatBonus("again", "Again", "same", 40)),
    dice_count=3,
    rolls_per_turn=2,
    joker=Joker("same", (("run", 15),)),
)
"""Three 1s have an upper box, three of another face none: every step of the forced order."""
SMALL_CARDS = (
    SMALL,
    replace(SMALL, id="t-joker-free", joker=Joker("same", (("run", 15),), forced=False)),
    replace(SMALL, id="t-joker-alone", bonuses=SMALL.bonuses[:1]),
    replace(SMALL, id="t-bonus-alone", joker=None),
)


Decided = dict[tuple[tuple[int, ...], int], float]
"""One turn's memo: (sorted dice, roll) -> best value."""


def _targets(rs: Ruleset, column: Column, dice: tuple[int, ...]) -> list[int]:
    """The rows the engine's rules let ``dice`` go to (its joker read directly, not the solver's)."""
    if rs.joker is not None and rs.joker.active(rs, column, dice):
        return list(rs.joker.allowed(rs, column, dice))
    return [row for row, (cat, cell) in enumerate(zip(rs.categories, column)) if cell_open(cat, cell)]


def brute_force(rs: Ruleset) -> float:
    """Expected final total of a fresh card of ``rs`` under optimal play, by plain recursion over
    ordered dice and hold masks, scoring through the engine's ``scored_column``."""
    n, rolls = rs.dice_count, rs.rolls_per_turn
    box = rs.index(_box(rs))
    counted = {rs.index(c) for b in rs.bonuses if isinstance(b, ThresholdBonus) for c in b.categories}

    def canonical(column: Column) -> Column:
        """Only what the future depends on: which boxes are used, the points of the joker's box
        and of the boxes towards the threshold (bonus entries and other points are in the past)."""
        return tuple(cell[:1] if row == box or row in counted else ((0, 0),) if cell else ()
                     for row, cell in enumerate(column))

    @cache
    def outcomes(k: int) -> tuple[tuple[int, ...], ...]:
        return tuple(itertools.product(range(1, 7), repeat=k))

    @cache
    def future(column: Column) -> float:
        if all(column):
            return 0.0
        decided: Decided = {}
        return float(sum(decide(column, d, 1, decided) for d in outcomes(n)) / 6**n)

    def decide(column: Column, dice: tuple[int, ...], r: int, decided: Decided) -> float:
        key = (tuple(sorted(dice)), r)
        if key in decided:
            return decided[key]
        best = -np.inf
        for row in _targets(rs, column, dice):
            _points, after = scored_column(rs, column, row, dice, r)
            best = max(best, column_total(rs, after) - column_total(rs, column) + future(canonical(after)))
        if r < rolls:
            for mask in range((1 << n) - 1):
                held = tuple(dice[j] for j in range(n) if mask >> j & 1)
                outs = outcomes(n - len(held))
                best = max(best, sum(decide(column, held + o, r + 1, decided) for o in outs) / len(outs))
        decided[key] = best
        return best

    return future(tuple(() for _ in rs.categories))


def _box(rs: Ruleset) -> str:
    """The joker's box, or the repeat bonus's; Five of a Kind on a card with neither."""
    if rs.joker is not None:
        return rs.joker.box
    boxes = [b.box for b in rs.bonuses if isinstance(b, RepeatBonus)]
    return boxes[0] if boxes else "fiveOfAKind"


@pytest.mark.slow
@pytest.mark.parametrize("rs", SMALL_CARDS, ids=lambda rs: rs.id)
def test_the_solver_matches_a_brute_force_of_the_rules(rs: Ruleset) -> None:
    assert load_table(rs, use_cache=False).expected == pytest.approx(brute_force(rs), abs=1e-9)


@pytest.mark.slow
def test_the_brute_force_tells_the_joker_rules_apart() -> None:
    forced, free, alone, bonus = (brute_force(rs) for rs in SMALL_CARDS)
    assert free > forced + 1e-6 and forced > alone + 1e-6
    assert bonus != pytest.approx(forced, abs=1e-6)


def _box_cells(rs: Ruleset) -> list[tuple[tuple[int, int], ...]]:
    box = rs.category(_box(rs))
    full = box.score((1,) * rs.dice_count)
    again = next((b.points for b in rs.bonuses if isinstance(b, RepeatBonus)), 0)
    cells: list[tuple[tuple[int, int], ...]] = [(), ((full, 2),), ((0, 3),)]
    if again:
        cells.append(((full, 1), (again, 2), (again, 3)))
    return cells


def joker_states(rs: Ruleset, count: int, rng: random.Random) -> Iterator[ScorecardState]:
    """Random one-player positions rich in jokers (see the module's docstring)."""
    n = rs.dice_count
    made = 0
    while made < count:
        share = rng.choice((0.2, 0.5, 0.8))
        column: list[tuple[tuple[int, int], ...]] = []
        for cat in rs.categories:
            if cat.id == _box(rs) and cat.id in rs.category_ids:
                column.append(rng.choice(_box_cells(rs)))
            elif rng.random() < share:
                column.append(())
            else:
                face = cat.rule.face if isinstance(cat.rule, Upper) and rng.random() < 0.7 else rng.randint(1, 6)
                dice = tuple(face if rng.random() < 0.75 else rng.randint(1, 6) for _ in range(n))
                column.append(((cat.score(dice), rng.randint(1, rs.rolls_per_turn)),))
        if all(column):
            continue
        rolls_used = rng.randint(1, rs.rolls_per_turn)
        dice = (rng.randint(1, 6),) * n if rng.random() < 0.5 else tuple(rng.randint(1, 6) for _ in range(n))
        base = new_game(rs, rng.randrange(2**63), ["Ann"])
        yield replace(base, cards=((tuple(column),),), dice=dice, held=tuple(rng.random() < 0.3 for _ in range(n)),
                      rolls_used=rolls_used, roll_count=rng.randrange(400),
                      phase="choosing" if rolls_used == rs.rolls_per_turn else "rolling")
        made += 1


def _agree(state: ScorecardState, values: Sequence[float]) -> None:
    """The window's runtime and the numpy solver: same options, floats bit for bit, same moves,
    and the score options are exactly the legal score actions."""
    expected = rank_options(state)
    got = lite.rank_options_by_table(state, values)
    assert got == expected
    assert [o.expected.hex() for o in got] == [o.expected.hex() for o in expected]
    legal = legal_actions(state)
    assert sorted(str(o.action) for o in got if o.keep is None) == sorted(str(a) for a in legal if "Score" in str(a))
    for level in LEVELS:
        move = lite.choose_action_by_table(state, level, values)
        assert move == choose_action(state, level) and move in legal


def _kinds(state: ScorecardState) -> set[str]:
    rs, column = state.ruleset, state.cards[0][0]
    kinds = {"box " + ("open" if not column[rs.index(_box(rs))] else "0" if column[rs.index(_box(rs))][0][0] == 0
                       else "points")}
    if rs.joker is not None and rs.joker.active(rs, column, state.dice):
        cats = [rs.categories[row] for row in rs.joker.allowed(rs, column, state.dice)]
        if any(cat.section == "lower" for cat in cats):
            kinds.add("joker lower")
        else:
            kinds.add("joker upper box" if any(cat.score(state.dice) for cat in cats) else "joker upper 0")
    return kinds


_SLOW = pytest.mark.slow


@pytest.mark.parametrize(("rs", "count"), [
    (SMALL, 30), pytest.param(SMALL, 200, marks=_SLOW), pytest.param(SMALL_CARDS[1], 150, marks=_SLOW),
    pytest.param(SMALL_CARDS[2], 100, marks=_SLOW), pytest.param(SMALL_CARDS[3], 100, marks=_SLOW),
    pytest.param(CLASSIC, 250, marks=_SLOW), pytest.param(CLASSIC_FREE_JOKER, 250, marks=_SLOW),
    pytest.param(NORDIC, 150, marks=_SLOW)], ids=lambda x: x.id if isinstance(x, Ruleset) else str(x))
def test_jokers_get_the_same_advice_and_moves_from_both_paths(rs: Ruleset, count: int) -> None:
    values = array("d", load_table(rs).values)
    rng = random.Random(f"classic-lite-{rs.id}")
    kinds: set[str] = set()
    for state in joker_states(rs, count, rng):
        _agree(state, values)
        kinds |= _kinds(state)
    if count < 100:
        return  # the quick loop's few positions: the kinds are the longer runs' to show
    assert {"box open", "box 0", "box points"} <= kinds
    if rs.joker is not None and rs.joker.forced:
        assert {"joker upper box", "joker lower", "joker upper 0"} <= kinds  # each step of the forced order


@pytest.mark.slow
@pytest.mark.parametrize("rs", [CLASSIC, CLASSIC_FREE_JOKER], ids=lambda rs: rs.id)
def test_step_by_step_games_equal_batch_games(rs: Ruleset) -> None:
    """The batch player's totals (the +100 among them) are the engine's, game for game."""
    seeds, levels = (4, 9), ("expert", "good", "beginner")
    batch = play_games(rs, seeds, levels)
    for i, seed in enumerate(seeds):
        state = new_game(rs, seed, ["A", "B", "C"])
        while state.phase != "finished":
            state = apply(state, choose_action(state, levels[state.current_player]))
        assert list(state.totals) == batch.totals[i].tolist()


def test_the_classic_games_are_solver_games() -> None:
    assert solitaire_ruleset("classic") is CLASSIC and solitaire_ruleset("classic-free") is CLASSIC_FREE_JOKER
    assert solitaire_ruleset("nordic") is NORDIC
