"""Triple Dice computer players: legal, reproducible, blind to hidden values, and purposeful."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from fractions import Fraction

import pytest

from engine import triple_dice as td
from engine.actions import Predict, Submit
from engine.ai.triple_players import LEVELS, SeededRandom, card_values, choose_action

NAMES = ("Ana", "Ben", "Cy", "Dee")


def rigged(hands: list[list[int]], order: list[int], seed: int = 1) -> td.TripleDiceState:
    state = td.new_game(seed, NAMES[: len(hands)])
    return replace(state, dice=tuple(tuple(h) for h in hands), turn_order=tuple(order))


def play(seed: int, levels: list[str]) -> td.TripleDiceState:
    state = td.new_game(seed, NAMES[: len(levels)])
    rngs = [SeededRandom(seed * 10 + seat) for seat in range(len(levels))]
    while state.phase != "finished":
        seat = state.current_player
        action = choose_action(td.observe(state, seat), levels[seat], rngs[seat])
        assert action in td.legal_actions(state), (levels[seat], action)
        state = td.apply(state, action)
    return state


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "levels"),
    [
        pytest.param(1, ["expert", "beginner"], marks=pytest.mark.slow),
        (2, ["beginner", "expert", "good"]),
        pytest.param(3, ["expert", "beginner", "good", "beginner"], marks=pytest.mark.slow),
        pytest.param(4, ["expert", "expert", "expert", "expert"], marks=pytest.mark.slow),
        pytest.param(5, ["expert", "expert"], marks=pytest.mark.slow),
        pytest.param(6, ["good", "good", "good"], marks=pytest.mark.slow),
    ],
)
def test_computers_only_choose_legal_actions_and_finish_the_game(seed: int, levels: list[str]) -> None:
    final = play(seed, levels)
    assert len(final.rounds) == td.ROUNDS


@pytest.mark.slow
def test_games_against_computers_replay_identically() -> None:
    levels = ["expert", "beginner", "good"]
    assert play(17, levels).log == play(17, levels).log


@pytest.mark.parametrize("level", ["good", "expert"])
def test_the_computer_decides_from_the_observation_alone(level: str) -> None:
    """Changing everything the Expert may not see (others' private dice, the seed) changes nothing."""
    state = td.new_game(31, NAMES[:4])
    state = td.apply(td.apply(state, Predict("zero")), Predict("more"))  # seats 0 and 1 picked
    dice = [list(d) for d in state.dice]
    for p in (0, 1, 3):
        dice[p][9], dice[p][10] = 7 - dice[p][9], dice[p][10] % 6 + 1
    twin = replace(state, dice=tuple(tuple(d) for d in dice), seed=999, predictions=("more", "zero", None, None))
    observation = td.observe(state, 2)
    assert td.observe(twin, 2) == observation
    assert json.loads(json.dumps(observation)) == observation  # plain JSON: no link back to the state
    choice = choose_action(observation, level, SeededRandom(4))
    assert choose_action(td.observe(twin, 2), level, SeededRandom(4)) == choice


WEAKEST = [1, 2, 4] * 3 + [6, 6]
SIXES = [6] * 9 + [1, 2]
FIVES = [5] * 9 + [2, 2]


@pytest.mark.parametrize("level", ["good", "expert"])
def test_the_computer_aims_for_zero_when_being_last_is_safe(level: str) -> None:
    # Every combination the others can make holds a 6, so only a 4-2-1 is sure to come last.
    state = rigged([WEAKEST, SIXES, SIXES, SIXES], order=[0, 1, 2, 3])
    rng = SeededRandom(3)
    values = card_values(td.observe(state, 0), rng)
    assert max(values, key=lambda c: values[c]) == "zero"
    assert values["zero"] > 39  # last three times for sure: 0 points + 40
    state = td.apply(state, choose_action(td.observe(state, 0), level, rng))
    assert state.predictions[0] == "zero"
    for _seat in (1, 2, 3):
        state = td.apply(state, Predict("maximum"))
    first = choose_action(td.observe(state, 0), level, rng)
    assert isinstance(first, Submit)
    assert sorted(state.dice[0][i] for i in first.dice) == [1, 2, 4]  # its weakest, on purpose
    state = td.apply(state, first)
    while state.round == 1:
        seat = state.current_player
        state = td.apply(state, choose_action(td.observe(state, seat), level if seat == 0 else "beginner", rng))
    assert state.rounds[0].scores[0] == 0
    assert state.rounds[0].bonuses[0] == 40


@pytest.mark.parametrize("level", ["good", "expert"])
def test_the_computer_predicts_maximum_with_a_winning_hand(level: str) -> None:
    state = rigged([SIXES, WEAKEST, WEAKEST], order=[0, 1, 2])
    assert choose_action(td.observe(state, 0), level, SeededRandom(1)) == Predict("maximum")


def _turn_3(expert: list[int], others: list[list[int]], card: str) -> td.TripleDiceState:
    """Turns 1 and 2 played with fixed dice (0-2, then 3-5); in turn 3 the others have submitted
    6-8 and the Expert, in seat 0, submits last."""
    state = rigged([expert, *others], order=[1, 2, 3, 0][: len(others) + 1] if len(others) == 3 else [1, 0])
    state = td.apply(state, Predict(card))
    for _seat in others:
        state = td.apply(state, Predict("maximum"))
    for dice in ((0, 1, 2), (3, 4, 5)):
        for _seat in range(len(others) + 1):
            state = td.apply(state, Submit(dice))
    for _seat in others:
        state = td.apply(state, Submit((6, 7, 8)))
    assert state.turn == 3 and state.current_player == 0
    return state


LAST_FIVE = [1, 2, 4, 1, 2, 4, 6, 6, 6, 1, 2]  # after two 4-2-1s: 6, 6, 6 public, 1, 2 private


@pytest.mark.parametrize("level", ["good", "expert"])
def test_the_computer_keeps_a_zero_card_alive(level: str) -> None:
    # The others beat the Expert's 4-2-1s with 5-5-5, then show a 6-5-3 single in turn 3: only
    # the Expert's 6-2-1 stays below it (6-6-x and 6-6-6 would take points).
    fives_then_single = [5] * 6 + [6, 5, 3] + [2, 2]
    state = _turn_3(LAST_FIVE, [fives_then_single] * 3, "zero")
    assert state.round_points[0] == 0  # last twice so far
    action = choose_action(td.observe(state, 0), level, SeededRandom(9))
    assert isinstance(action, Submit)
    assert sorted(state.dice[0][i] for i in action.dice) == [1, 2, 6]  # last again: 0 points, +40


@pytest.mark.parametrize("level", ["good", "expert"])
def test_the_computer_takes_the_points_once_its_card_is_lost(level: str) -> None:
    # Seat 3 tied the Expert's 4-2-1 in turn 1, so the Expert has 1/2 point: zero is lost.
    tied = [1, 2, 4] + [5] * 6 + [2, 2]
    state = _turn_3(LAST_FIVE, [FIVES, FIVES, tied], "zero")
    assert state.round_points[0] == Fraction(1, 2)
    action = choose_action(td.observe(state, 0), level, SeededRandom(9))
    assert isinstance(action, Submit)
    assert sorted(state.dice[0][i] for i in action.dice) == [6, 6, 6]  # 6 points instead of 0


@pytest.mark.parametrize("level", ["good", "expert"])
def test_the_computer_shows_public_dice_rather_than_private_ones_of_the_same_value(level: str) -> None:
    hand = [1, 2, 4, 1, 2, 4, 6, 6, 6, 6, 1]  # the fourth 6 is private (position 9)
    state = _turn_3(hand, [FIVES], "maximum")
    assert choose_action(td.observe(state, 0), level, SeededRandom(2)) == Submit((6, 7, 8))


def test_beginner_picks_among_all_legal_actions_reproducibly() -> None:
    state = td.new_game(8, NAMES[:2])
    observation = td.observe(state, 0)
    cards = [choose_action(observation, "beginner", SeededRandom(s)) for s in range(40)]
    assert {c.card for c in cards if isinstance(c, Predict)} == set(td.CARDS)
    assert cards == [choose_action(observation, "beginner", SeededRandom(s)) for s in range(40)]


def test_choose_action_refuses_what_it_cannot_do() -> None:
    state = td.new_game(8, NAMES[:2])
    with pytest.raises(ValueError, match="Unknown level 'wizard'"):
        choose_action(td.observe(state, 0), "wizard", SeededRandom(1))
    with pytest.raises(ValueError, match="Seat 1 has nothing to do now"):
        choose_action(td.observe(state, 1), "expert", SeededRandom(1))
    assert LEVELS == ("beginner", "good", "expert")


def test_seeded_random_is_pinned() -> None:
    """The same numbers on every OS and Python version: games against computers replay."""
    rng = SeededRandom(42)
    first = [rng.random() for _ in range(3)]
    assert first == [
        0.1599103928769201, 0.27860113025513866, 0.34419071652363753
    ]
    assert all(0 <= SeededRandom(s).random() < 1 for s in range(1000))
    assert isinstance(random.Random(1).random(), float)  # random.Random fits the same protocol
