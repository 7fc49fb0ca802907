"""Triple Dice levels: Good plays recorded games again move for move, so a stronger Expert changes
nothing below it; and the Expert is legal, blind to what its seat cannot see, reproducible,
and stronger than Good.

Speed is not tested here (a timed test fails on a busy machine); the benchmark measures it:
``python tests/benchmarks/triple_dice_bench.py``.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_triple_dice_ai import play
from triple_twins import hidden_twin, random_game

from engine import triple_dice as td
from engine.actions import Predict, Submit
from engine.ai import triple_expert
from engine.ai.triple_players import SeededRandom, choose_action

# Moves of five seeded games played by the Expert that Good was (commit 7b81d4e), recorded
# before the new Expert: "good" must play them again, move for move. A card is its name, a
# submission its three dice indices (a is die 10).
GOOD_GAMES = [
    (101, ("good", "good"),
     "maximum zero 027 045 127 136 39a 459 zero zero 019 025 346 347 28a 69a zero zero 126 149 023 357 58a 09a "
     "maximum zero 357 046 46a 279 029 135"),
    (102, ("good", "beginner", "good"),
     "maximum maximum zero 147 024 369 235 145 135 068 278 89a maximum zero maximum 017 029 349 36a 58a 15a 458 249 "
     "267 zero zero maximum 015 137 06a 346 134 048 89a 289 56a zero zero maximum 038 014 345 23a 067 17a 789 128 259"),
    (103, ("good", "good", "good", "good"),
     "maximum zero zero maximum 127 145 034 018 239 34a 346 18a 056 257 679 67a maximum maximum zero maximum 037 034 "
     "01a 347 69a 346 258 125 257 79a 689 018 maximum maximum zero maximum 045 367 06a 024 125 168 247 789 126 089 "
     "79a 138 maximum maximum zero maximum 245 134 036 15a 034 145 589 03a 026 189 679 79a"),
    (104, ("beginner", "good"),
     "maximum zero 589 14a 247 027 036 389 zero maximum 012 27a 345 138 678 459 minimum zero 024 135 047 136 26a "
     "58a zero maximum 046 169 123 35a 57a 047"),
    (105, ("good", "good", "good"),
     "maximum zero maximum 023 137 124 036 059 168 57a 28a 79a zero zero maximum 045 124 016 679 248 568 12a 379 "
     "37a maximum zero maximum 012 367 027 146 48a 35a 019 469 358 zero zero maximum 024 01a 049 159 12a 236 37a 678 "
     "457"),
]


def _moves(state: td.TripleDiceState) -> str:
    out = []
    for action in state.log:
        if isinstance(action, Predict):
            out.append(action.card)
        else:
            assert isinstance(action, Submit)
            out.append("".join("a" if i == 10 else str(i) for i in action.dice))
    return " ".join(out)


@pytest.mark.parametrize(
    ("seed", "levels", "moves"),
    [g if g[0] in (101, 104) else pytest.param(*g, marks=pytest.mark.slow) for g in GOOD_GAMES],
)
def test_good_plays_exactly_what_the_old_expert_played(seed: int, levels: tuple[str, ...], moves: str) -> None:
    assert _moves(play(seed, list(levels))) == moves


@pytest.mark.slow
@pytest.mark.parametrize(
    "levels",
    [
        ("expert", "good"),
        *(pytest.param(levels, marks=pytest.mark.slow)
          for levels in [("beginner", "expert", "good"), ("expert", "expert", "beginner", "good"), ("expert",) * 3]),
    ],
)
def test_the_expert_only_chooses_legal_actions(levels: tuple[str, ...]) -> None:
    final = play(40 + len(levels), list(levels))  # play asserts every action is legal
    assert len(final.rounds) == td.ROUNDS


@pytest.mark.slow
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63 - 1), rng_seed=st.integers(0, 2**32), players=st.integers(2, 4))
def test_the_expert_is_legal_at_any_point_of_any_game(seed: int, rng_seed: int, players: int) -> None:
    """From random positions (reached by random play), the Expert's move is one of the legal ones."""
    rng = random.Random(rng_seed)
    state = td.new_game(seed, [f"P{i}" for i in range(players)])
    for _ in range(rng.randrange(0, 40)):
        options = td.legal_actions(state)
        state = td.apply(state, options[rng.randrange(len(options))])
        if state.phase == "finished":
            return
    seat = state.current_player
    assert choose_action(td.observe(state, seat), "expert", SeededRandom(rng_seed)) in td.legal_actions(state)


@pytest.mark.slow
def test_the_expert_replays_identically_with_or_without_its_caches() -> None:
    levels = ("expert", "good", "expert")
    first = play(17, list(levels))
    triple_expert._good_card.cache_clear()
    assert play(17, list(levels)).log == first.log


@pytest.mark.slow
def test_the_expert_decides_from_the_observation_alone() -> None:
    """Twin games differ in everything a seat may not see (others' private dice and current cards,
    the seed): the Expert's observation and move are the same in both, at every kind of moment
    (cards being picked, dice submitted earlier in a turn with their values still hidden)."""
    rng = random.Random(5)
    checked = 0
    for _game in range(6):
        states, actions = random_game(rng)
        for step in sorted(rng.sample(range(len(actions)), 4)):
            state = states[step]
            seat = state.current_player
            twin = hidden_twin(states, actions, step, seat, rng)
            observation = td.observe(state, seat)
            assert td.observe(twin, seat) == observation
            triple_expert._good_card.cache_clear()  # the twin's move must not come from a cache
            mine = choose_action(observation, "expert", SeededRandom(step))
            triple_expert._good_card.cache_clear()
            assert choose_action(td.observe(twin, seat), "expert", SeededRandom(step)) == mine
            checked += 1
    assert checked == 24


def _share(games: int, players: int = 2, level: str = "expert") -> Fraction:
    """The win share of ``level`` against Goods in seeded games, its seat moving round the table."""
    wins = Fraction(0)
    for game in range(games):
        seat = game % players
        levels = ["good"] * players
        levels[seat] = level
        result = td.outcome(play(1000 + game, levels))
        if seat in result.winners:
            wins += Fraction(1, len(result.winners))
    return wins / games


@pytest.mark.slow
def test_the_expert_beats_good_at_two_seats() -> None:
    """80 seeded games, seats alternating (about 15 s). The Expert wins 79% of them (71% of 2,000
    in the benchmark); a Good put in its seat wins 52% of the same games (checked when this was
    written), so the 65% bar fails for an Expert no better than Good."""
    assert _share(80) >= Fraction(65, 100)


@pytest.mark.slow
def test_the_expert_beats_goods_at_three_seats() -> None:
    """60 seeded games, its seat moving round the table (about 20 s). The Expert wins 39.2% of
    them (44.8% of 2,000 in the benchmark); a Good put in its seat wins 31.7% of the same games
    (checked when this was written), so the 36% bar fails for an Expert no better than Good."""
    assert _share(60, 3) >= Fraction(36, 100)


def test_an_expert_in_the_last_round_knows_where_it_stands() -> None:
    """Its chance to win, as it values a card, moves with the totals: far ahead it is near
    certain whatever it picks, far behind near hopeless."""
    state = td.new_game(3, ["A", "B"])
    for _ in range(3 * (2 + 2 * td.TURNS)):  # three rounds of two cards and six submissions
        state = td.apply(state, td.legal_actions(state)[0])
    assert state.round == td.ROUNDS and state.phase == "predicting"
    ahead = {**td.observe(state, 0), "totals": [200, 10]}
    behind = {**td.observe(state, 0), "totals": [10, 200]}
    assert min(triple_expert.win_chances(ahead, SeededRandom(1)).values()) > 0.99
    assert max(triple_expert.win_chances(behind, SeededRandom(1)).values()) < 0.01


@pytest.mark.slow
def test_the_benchmarks_card_reading_what_if_tells_the_true_card_and_only_then() -> None:
    """``triple_dice_bench.py --read-cards`` (how reading the other's card pulls win share and
    hit rate) must tell the Experts the card the other really holds, only once the cards are
    down, and only in its own process: it runs in a child here."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    script = f"""
import sys
sys.path.insert(0, {str(root / "tests" / "benchmarks")!r})
import triple_dice_bench as bench
from engine import triple_dice as td
from engine.ai import triple_dice as good, triple_expert as expert
bench._read_cards()
told = 0
for seed in range(3):
    state = td.new_game(seed, ["A", "B"])
    rng = good.SeededRandom(seed)
    while state.phase != "finished":
        seat = state.current_player
        observation = td.observe(state, seat)
        beliefs = expert._card_beliefs(observation, good._aims(observation))
        other = 1 - seat
        if observation["phase"] == "predicting":
            assert max(beliefs[other].values()) < 1, beliefs
        else:
            assert beliefs[other] == {{c: float(c == state.predictions[other]) for c in td.CARDS}}, beliefs
            told += 1
        state = td.apply(state, good.good_action(observation, rng))
print("told", told)
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.split()[-1]) == 3 * 4 * 3 * 2  # every submission of three games
