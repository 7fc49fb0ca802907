"""The window's pure-Python advisor and players (engine.solver.lite) against the numpy ones.

The installed app answers hints and computer moves with ``lite`` only, so it must be the same
advisor and the same players as the solver's numpy code, not an approximation: identical options
in the same order, ``expected`` floats equal bit for bit, and the same action at every level, in
every kind of position. Positions come from seeded games (played by a mix of the computer levels
and random legal moves, so holds, re-rolls and messy cards all occur) and from seeded random
cards (near-full cards, upper bonuses won or out of reach, Match!'s All match scored-open and
closed), which play alone reaches too rarely.

Bit for bit is a fair demand here, unlike between a shipped table and a fresh solve
(tests/engine/solver/test_solver_shipped.py compares those within a tolerance): both advisors read the same
table and do the same correctly rounded additions, multiplications and maxima in the same order,
with no matrix product or reduction whose order a numpy or BLAS build could choose.
"""

from __future__ import annotations

import random
import subprocess
import sys
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

import engine
from engine import solver
from engine.dice import stream_key
from engine.rules import AllSame, Category, FirstRollBonus, OfAKind, Ruleset, Run, ThresholdBonus
from engine.rulesets import DICEGAME, RULESETS
from engine.rulesets.classic import CLASSIC
from engine.rulesets.nordic import NORDIC
from engine.scorecard import ScorecardState, apply, legal_actions, open_cells
from engine.scorecard import new_game as scorecard_new_game
from engine.solver import lite, lite_win, play
from engine.solver.combos import combos
from engine.solver.games import column_ruleset
from engine.solver.layout import KEEP_CODE, LEVELS, NOISE_STREAM, layout
from engine.solver.multisets import multisets
from engine.solver.spread import load_spread

ROOT = Path(__file__).resolve().parents[3]

GAMES = (("dice-dash", 1), ("match", 2), ("dicegame", 2))
CARDS: dict[str, Ruleset] = {**RULESETS, "classic": CLASSIC, "nordic": NORDIC}
"""The app's games and the classic cards (not games of the app yet, so not in ``RULESETS``; their
random cards, jokers among them, are tests/engine/solver/test_classic_solver.py's)."""

MIXED = Ruleset(
    id="t-mixed",
    name="two columns, every bonus kind, a repeatable cell",
    categories=(
        *map(DICEGAME.category, ("ones", "sixes", "chance")),
        Category("same", "Same", AllSame(25), repeatable=True),
    ),
    bonuses=(ThresholdBonus("b", "B", ("ones", "sixes"), 14, 20), FirstRollBonus("f", "F", 3)),
    multipliers=(1, 2),
    dice_count=4,
    rolls_per_turn=2,
    min_players=1,
    max_players=2,
    default_players=2,
)
"""Shapes no shipped game has: a first-roll bonus across multiplied columns, two rolls, four dice."""

LONG = Ruleset(
    id="t-long",
    name="three dice, four rolls",
    categories=(
        *map(DICEGAME.category, ("twos", "fives")),
        Category("pair", "Pair", OfAKind(2)),
        Category("run", "Run", Run(3, 15)),
    ),
    bonuses=(ThresholdBonus("b", "B", ("twos", "fives"), 12, 9),),
    dice_count=3,
    rolls_per_turn=4,
)


def _values(ruleset: Ruleset) -> array[float]:
    """The solitaire table as the window holds it (a plain array of doubles, no numpy)."""
    solo = ruleset if ruleset.columns == 1 else column_ruleset(ruleset)
    return array("d", solver.load_table(solo).values)


def _agree(state: ScorecardState, values: Sequence[float]) -> None:
    # Among others the options carry chances to win, from the spread table (the numpy advisor
    # computes them on winplay's view, the window on lite_win's tables; test_win.py says more).
    spreads = array("d", load_spread(state.ruleset)) if len(state.players) > 1 else array("d")
    expected = solver.rank_options(state)
    got = lite_win.rank_options_by_tables(state, values, spreads)
    context = engine.to_json(state) if state.ruleset.id in RULESETS else state
    assert [replace(o, win=None) for o in got] == [replace(o, win=None) for o in expected], context
    assert [o.expected.hex() for o in got] == [o.expected.hex() for o in expected], context
    assert [o.win for o in got] == pytest.approx([o.win for o in expected], abs=1e-12), context
    assert all(type(o.expected) is float for o in got)
    for level in LEVELS:
        mine = lite_win.choose_action_by_tables(state, level, values, spreads)
        assert mine == solver.choose_action(state, level), (level, context)


def _played_states(ruleset: Ruleset, players: int, games: int, rng: random.Random,
                   values: Sequence[float]) -> Iterator[ScorecardState]:
    """Every state of seeded games; each game mixes computer moves with random legal moves at its
    own rate, from careful play (bonuses won, cards filled well) to chaos (odd holds, zeros)."""
    names = [f"P{i}" for i in range(players)]
    for _ in range(games):
        state = scorecard_new_game(ruleset, rng.randrange(2**63), names)
        chaos = rng.choice((0.0, 0.15, 0.4))
        while state.phase != "finished":
            yield state
            if rng.random() < chaos:
                action = rng.choice(legal_actions(state))
            else:
                action = lite.choose_action_by_table(state, rng.choice(LEVELS), values)
            state = apply(state, action)


def _random_column(ruleset: Ruleset, rng: random.Random, open_share: float) -> tuple[tuple[tuple[int, int], ...], ...]:
    """A column as a game could leave it: each used cell holds the score of a roll biased towards
    one face (so upper rows are sometimes high, sometimes low, and made combinations happen)."""
    cells: list[tuple[tuple[int, int], ...]] = []
    for cat in ruleset.categories:
        if rng.random() < open_share:
            cells.append(())
            continue
        entries: list[tuple[int, int]] = []
        for _ in range(rng.choice((1, 1, 2, 3)) if cat.repeatable else 1):
            face = rng.randint(1, 6)
            dice = tuple(face if rng.random() < 0.6 else rng.randint(1, 6) for _ in range(ruleset.dice_count))
            points = cat.score(dice)
            entries.append((points, rng.randint(1, ruleset.rolls_per_turn)))
            if points == 0:
                break  # a 0 closes a repeatable cell
        cells.append(tuple(entries))
    return tuple(cells)


def _random_states(ruleset: Ruleset, players: int, count: int, rng: random.Random) -> Iterator[ScorecardState]:
    names = [f"P{i}" for i in range(players)]
    made = 0
    while made < count:
        base = scorecard_new_game(ruleset, rng.randrange(2**63), names)
        open_share = rng.choice((0.05, 0.15, 0.4, 0.8))
        cards = tuple(tuple(_random_column(ruleset, rng, open_share) for _ in ruleset.multipliers) for _ in names)
        mover = rng.randrange(players)
        if not open_cells(replace(base, cards=cards, current_player=mover)):
            continue
        rolls_used = rng.randint(1, ruleset.rolls_per_turn)
        n = ruleset.dice_count
        face = rng.randint(1, 6)
        yield replace(
            base,
            cards=cards,
            current_player=mover,
            dice=tuple(face if rng.random() < 0.4 else rng.randint(1, 6) for _ in range(n)),
            held=tuple(rng.random() < 0.3 for _ in range(n)),
            rolls_used=rolls_used,
            phase="choosing" if rolls_used == ruleset.rolls_per_turn else "rolling",
            roll_count=rng.randrange(400),
        )
        made += 1


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players", "games"), [
    ("dice-dash", 1, 12), ("match", 2, 2), ("dicegame", 2, 2), ("classic", 2, 2), ("nordic", 1, 4)])
def test_played_games_get_the_same_advice_and_moves(game: str, players: int, games: int) -> None:
    values = _values(CARDS[game])
    rng = random.Random(f"lite-played-{game}")
    compared = 0
    phases: set[tuple[int, bool]] = set()
    for state in _played_states(CARDS[game], players, games, rng, values):
        _agree(state, values)
        compared += 1
        phases.add((state.rolls_used, any(state.held)))
    assert compared > 300
    assert {r for r, _ in phases} == {1, 2, 3} and {h for _, h in phases} == {False, True}


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), GAMES)
def test_random_cards_get_the_same_advice_and_moves(game: str, players: int) -> None:
    ruleset = CARDS[game]
    values = _values(ruleset)
    rng = random.Random(f"lite-cards-{game}")
    kinds: set[str] = set()
    for state in _random_states(ruleset, players, 250, rng):
        _agree(state, values)
        for column in state.cards[state.current_player]:
            open_cells = sum(not cell for cell in column)
            kinds.add("near the end" if open_cells <= 2 else "middle")
            for bonus in ruleset.bonuses:
                if isinstance(bonus, ThresholdBonus):
                    progress = bonus.progress(ruleset, column)
                    room = sum(
                        max(c.score((face,) * ruleset.dice_count) for face in range(1, 7))
                        for c in ruleset.categories
                        if c.id in bonus.categories and not column[ruleset.index(c.id)]
                    )
                    kinds.add("bonus won" if progress >= bonus.threshold else
                              "bonus hopeless" if progress + room < bonus.threshold else "bonus open")
            if game == "match":
                cell = column[ruleset.index("allMatch")]
                kinds.add("all match " + ("unused" if not cell else "open" if all(p for p, _ in cell) else "closed"))
    assert {"near the end", "middle"} <= kinds
    if game == "match":
        assert {"all match unused", "all match open", "all match closed"} <= kinds
    else:
        assert {"bonus won", "bonus hopeless", "bonus open"} <= kinds


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", [MIXED, LONG], ids=lambda rs: rs.id)
def test_other_ruleset_shapes_agree(ruleset: Ruleset) -> None:
    values = _values(ruleset)
    rng = random.Random(f"lite-shapes-{ruleset.id}")
    players = ruleset.default_players
    for state in _played_states(ruleset, players, 6, rng, values):
        _agree(state, values)
    for state in _random_states(ruleset, players, 150, rng):
        _agree(state, values)


@pytest.mark.parametrize(("game", "players"), [*GAMES, ("classic", 1)])
def test_every_form_of_the_table_gives_the_same_answers(game: str, players: int) -> None:
    # The window holds an array of doubles; numpy's own array and a list must work the same.
    ruleset = CARDS[game]
    numpy_values = solver.load_table(ruleset.id if ruleset.columns == 1 else "column").values
    forms = (numpy_values, array("d", numpy_values), [float(v) for v in numpy_values])
    rng = random.Random(f"lite-forms-{game}")
    for state in _random_states(ruleset, players, 8, rng):
        answers = {
            repr((lite.rank_options_by_table(state, v), [lite.choose_action_by_table(state, lv, v) for lv in LEVELS]))
            for v in forms
        }
        assert len(answers) == 1


def test_lite_imports_no_numpy() -> None:
    code = (
        "import sys, engine, engine.solver.lite as lite\n"
        "state = engine.new_game('match', 1)\n"
        "assert lite.choose_action_by_table(state, 'beginner', [0.0] * lite.tables(state.ruleset).n_states)\n"
        "assert 'numpy' not in sys.modules, sorted(m for m in sys.modules if m.startswith('numpy'))[:3]\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


@pytest.mark.parametrize("ruleset", [MIXED, RULESETS["match"], RULESETS["dicegame"], CLASSIC, NORDIC],
                         ids=lambda rs: rs.id)
def test_both_paths_number_states_by_the_one_layout(ruleset: Ruleset) -> None:
    # One definition: the numpy model and the pure-Python tables hold the same Layout object, and
    # every column of random cards gets the same state id from both paths.
    lay = layout(ruleset)
    solo = ruleset if ruleset.columns == 1 else column_ruleset(ruleset)
    assert lite.tables(ruleset).layout is lay
    model = solver.SoloModel(solo)
    assert model.layout == lay and model.n_states == lay.n_states
    rng = random.Random(f"layout-{ruleset.id}")
    for state in _random_states(ruleset, 1, 6, rng):
        for column in state.cards[state.current_player]:
            mask, rep, prog = lay.column_state(column)
            position = lite.column_position(lite.tables(ruleset), column)
            assert (position.sid, position.mask, position.rep, position.prog) == (
                lay.column_sid(column), mask, rep, prog)
            parts = model.split(np.array([position.sid], dtype=np.int64))
            assert (int(parts.mask[0]), int(parts.rep[0]), tuple(int(p[0]) for p in parts.prog)) == (mask, rep, prog)


def test_dice_tables_are_the_numpy_ones() -> None:
    # One construction (engine.solver.multisets); the numpy arrays must index the same multisets.
    for n in (2, 3, 5):
        dt, cmb = multisets(n), combos(n)
        assert dt.flat == cmb.flat
        assert list(dt.roll_index) == list(cmb.rolls)
        assert [list(subs) for subs in dt.proper_subs] == [
            row[:count].tolist() for row, count in zip(cmb.proper_subs, cmb.proper_subs_count)]
        assert [[list(c) for c in level] for level in dt.child] == [level.tolist() for level in cmb.child]
        for k in range(1, n + 1):
            assert [list(p) for p in dt.parent[k]] == [
                row[: len(p)].tolist() for row, p in zip(cmb.parent[k], dt.parent[k])
            ]
    assert lite.tables(RULESETS["match"]).dice is multisets(5)


def test_good_players_errors_are_the_numpy_ones_bit_for_bit() -> None:
    # Decisions alone would hide a last-bit difference in the errors; compare the errors themselves.
    seeds = [0, 1, 987654321, 2**63 - 1]
    counts = np.array([0, 5, 77, 399], dtype=np.int64)
    codes = np.array([0, 3, 38, KEEP_CODE, KEEP_CODE + 461], dtype=np.int64)
    expected = play.noise(play.seed_keys(seeds, NOISE_STREAM), counts, codes, 14.0)
    got = [[lite.noise(stream_key(seed, NOISE_STREAM), int(count), int(code), 14.0) for code in codes]
           for seed, count in zip(seeds, counts)]
    assert [[v.hex() for v in row] for row in got] == [[float(v).hex() for v in row] for row in expected]


def test_finished_games_wrong_tables_and_unknown_levels_are_refused() -> None:
    state = engine.new_game("match", 1)
    values = _values(state.ruleset)
    finished = replace(state, phase="finished")
    with pytest.raises(engine.IllegalAction):
        lite.rank_options_by_table(finished, values)
    with pytest.raises(engine.IllegalAction):
        lite.choose_action_by_table(finished, "expert", values)
    with pytest.raises(ValueError, match="beginner, good, expert"):
        lite.choose_action_by_table(state, "grandmaster", values)
    with pytest.raises(ValueError, match="grandmaster"):
        lite.choose_action_by_table(finished, "grandmaster", values)  # the level is checked first, as in numpy
    with pytest.raises(ValueError, match="values"):
        lite.rank_options_by_table(engine.new_game("dice-dash", 1), values)  # Match!'s table for Dice Dash
