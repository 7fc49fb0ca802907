"""Triple Dice observations never leak hidden information.

Two independent checks over random games (2,400 in all, about 20 s of CPU):

- Slots (400 games): for every state and every seat, every value the seat may not know (other seats'
  private dice not yet revealed, never-submitted private dice of past rounds, other seats'
  cards before the round ends) is null in the observation, while everything it may know is
  there; the seed and the log appear nowhere in it.
- Twins (2,000 games, 3 random points each): the strongest form. A twin game is replayed with
  every hidden value changed (other seats' unrevealed private dice and current cards, and the
  seed); the seat's observation of the twin must be identical. Any field computed from a hidden
  value (a combination name, a hint, a score, a hash) would differ, so this fails on leaks the
  slot check does not know to look for.

A last test proves the twin check can fail: it plants a leak and expects the check to catch it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from triple_twins import hidden_twin, private_revealed, random_game

from engine import triple_dice as td
from engine.actions import Predict

SLOT_GAMES = 400
TWIN_GAMES = 2000
PRIVATE = td.PRIVATE_POSITIONS


def check_slots(state: td.TripleDiceState, seat: int, obs: dict[str, Any]) -> None:
    n = len(state.players)
    text = json.dumps(obs)
    assert str(state.seed) not in text
    assert '"seed"' not in text and '"log"' not in text
    for p in range(n):
        shown = obs["hands"][p]["dice"]
        for i, value in enumerate(state.dice[p]):
            if p == seat or i not in PRIVATE or private_revealed(state, p, i):
                assert shown[i] == value, (p, i)
            else:
                assert shown[i] is None, f"seat {seat} sees seat {p}'s hidden die {i}"
        card = obs["predictions"][p]
        if p == seat or state.phase == "finished":
            assert card == state.predictions[p]
        else:
            assert card is None, f"seat {seat} sees seat {p}'s card before the round's end"
    for sub, shown_sub in zip(state.submissions, obs["submissions"]):
        assert shown_sub["dice"] == list(sub.dice)
        assert set(shown_sub) == {"player", "dice", "values"}  # no combination name before the reveal
        for i, v, shown_v in zip(sub.dice, sub.values, shown_sub["values"]):
            assert shown_v == (v if sub.player == seat or i not in PRIVATE else None)
    for record, shown_round in zip(state.rounds, obs["rounds"]):
        for p in range(n):
            submitted = {i for t in record.turns for s in t.submissions if s.player == p for i in s.dice}
            for i, value in enumerate(record.dice[p]):
                visible = p == seat or i not in PRIVATE or i in submitted
                assert shown_round["dice"][p][i] == (value if visible else None)
        assert shown_round["predictions"] == list(record.predictions)
    legal = [a.to_json() for a in td.legal_actions(state)] if state.current_player == seat else []
    assert obs["legalActions"] == legal


def check_twins(
    observe: Callable[[td.TripleDiceState, int], dict[str, Any]], games: int, seed: int, points: int = 3
) -> None:
    rng = random.Random(seed)
    for _ in range(games):
        states, actions = random_game(rng)
        for _ in range(points):
            step = rng.randrange(len(states))
            seat = rng.randrange(len(states[step].players))
            twin = hidden_twin(states, actions, step, seat, rng)
            assert observe(twin, seat) == observe(states[step], seat), f"step {step}, seat {seat}"


@pytest.mark.slow
def test_no_hidden_value_in_any_observation_slot() -> None:
    rng = random.Random(20261123)
    checked = 0
    for _ in range(SLOT_GAMES):
        states, _actions = random_game(rng)
        for state in states:
            for seat in range(len(state.players)):
                check_slots(state, seat, td.observe(state, seat))
                checked += 1
    assert checked > 100 * SLOT_GAMES


@pytest.mark.slow
def test_observation_is_the_same_whatever_the_hidden_values() -> None:
    check_twins(td.observe, TWIN_GAMES, seed=7)


def test_the_twin_check_catches_a_planted_leak() -> None:
    """A check that cannot fail proves nothing: leak one hidden fact and it must fail."""

    def leaky(state: td.TripleDiceState, seat: int) -> dict[str, Any]:
        obs = td.observe(state, seat)
        other = (seat + 1) % len(state.players)
        # A "harmless" derived hint: whether the neighbour's private dice add up to an even number.
        obs["hint"] = sum(state.dice[other][i] for i in PRIVATE) % 2
        return obs

    with pytest.raises(AssertionError):
        check_twins(leaky, 50, seed=1)


def test_seed_and_cards_never_leak_through_the_predicting_phase() -> None:
    state = td.new_game(123456789012345, ["Ana", "Ben", "Cy"])
    state = td.apply(state, Predict("zero"))
    obs = td.observe(state, 1)
    assert obs["predicted"] == [True, False, False]
    assert obs["predictions"] == [None, None, None]
    assert "123456789012345" not in json.dumps(obs)
    assert obs["legalActions"] == [{"type": "predict", "card": c} for c in td.CARDS]
    assert td.observe(state, 0)["predictions"] == ["zero", None, None]
    assert td.observe(state, 0)["legalActions"] == []
