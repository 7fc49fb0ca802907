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
from dataclasses import replace
from typing import Any

import pytest

from engine import triple_dice as td
from engine.actions import Action, Predict

SLOT_GAMES = 400
TWIN_GAMES = 2000
PRIVATE = td.PRIVATE_POSITIONS


def random_game(rng: random.Random) -> tuple[list[td.TripleDiceState], list[Action]]:
    players = [f"P{i}" for i in range(rng.randint(td.MIN_PLAYERS, td.MAX_PLAYERS))]
    # Large seeds, so that a leaked seed would be a distinctive string in the JSON.
    state = td.new_game(rng.randrange(10**12, 2**63), players)
    states = [state]
    actions: list[Action] = []
    while state.phase != "finished":
        options = td.legal_actions(state)
        action = options[rng.randrange(len(options))]
        state = td.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def private_revealed(state: td.TripleDiceState, seat: int, index: int) -> bool:
    """The rule, restated independently of the engine: a private die is seen once the turn it
    was submitted in is over (every player has submitted)."""
    turn = state.used[seat][index]
    return turn != 0 and (state.phase == "finished" or turn < state.turn)


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


def hidden_twin(
    states: list[td.TripleDiceState], actions: list[Action], step: int, seat: int, rng: random.Random
) -> td.TripleDiceState:
    """The game of ``states[step]`` replayed with everything hidden from ``seat`` changed."""
    target = states[step]
    n = len(target.players)
    hidden: dict[int, list[tuple[int, int]]] = {}  # round -> (seat, die) that stay hidden at ``step``
    for record in target.rounds:
        for p in range(n):
            submitted = {i for t in record.turns for s in t.submissions if s.player == p for i in s.dice}
            hidden[record.round] = hidden.get(record.round, []) + [
                (p, i) for i in PRIVATE if p != seat and i not in submitted
            ]
    if target.phase != "finished":
        hidden[target.round] = [
            (p, i) for p in range(n) for i in PRIVATE if p != seat and not private_revealed(target, p, i)
        ]
    other_cards = target.phase != "finished"

    def disguise(state: td.TripleDiceState) -> td.TripleDiceState:
        dice = [list(d) for d in state.dice]
        for p, i in hidden.get(state.round, []):
            dice[p][i] = rng.choice([v for v in range(1, 7) if v != dice[p][i]])
        return replace(state, dice=tuple(tuple(d) for d in dice))

    twin = disguise(td.new_game(target.seed, target.players))
    for action in actions[:step]:
        round_before = twin.round
        if isinstance(action, Predict) and other_cards and twin.round == target.round and twin.current_player != seat:
            action = Predict(rng.choice([c for c in td.CARDS if c != action.card]))
        twin = td.apply(twin, action)
        if twin.round != round_before:
            twin = disguise(twin)
    twin = replace(twin, seed=rng.randrange(2**63))
    assert td.to_json(twin) != td.to_json(target)  # the twin really differs in what is hidden
    return twin


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
